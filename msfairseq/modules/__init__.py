"""nn.Modules shared by the model families (attention variants, GCN, convolution, layers)."""
