"""Query/key/value/output projections shared by msfairseq's own self-attention modules.

Used by MSMSA's multi-scale attention (Guo et al., AAAI 2020) and BPT's graph
attention (Ye et al., 2019), which compute attention their own way but project
like fairseq's ``MultiheadAttention``: same parameter names, same initialization, and
fairseq's quantization noise on all four (``--quant-noise-pq``, as ``MultiheadAttention``).
"""

from fairseq.modules.quant_noise import quant_noise
from torch import nn


class SelfAttentionProjections(nn.Module):
    """``q_proj``, ``k_proj``, ``v_proj``, ``out_proj``: ``embed_dim -> embed_dim``.

    Subclasses add their own parameters, then call :meth:`reset_parameters`
    (extending it for those parameters) at the end of their ``__init__``.
    ``q_noise`` / ``qn_block_size``: fairseq's quantization noise (``--quant-noise-pq`` /
    ``--quant-noise-pq-block-size``, a layer's ``quant_noise`` / ``quant_noise_block_size``).
    """

    def __init__(self, embed_dim, num_heads, q_noise=0.0, qn_block_size=8):
        super().__init__()
        if embed_dim % num_heads:
            raise ValueError(
                f"embed dim {embed_dim} is not divisible by the {num_heads} attention heads"
            )
        self.embed_dim, self.num_heads = embed_dim, num_heads
        self.head_dim = embed_dim // num_heads
        self.q_proj = quant_noise(nn.Linear(embed_dim, embed_dim), q_noise, qn_block_size)
        self.k_proj = quant_noise(nn.Linear(embed_dim, embed_dim), q_noise, qn_block_size)
        self.v_proj = quant_noise(nn.Linear(embed_dim, embed_dim), q_noise, qn_block_size)
        self.out_proj = quant_noise(nn.Linear(embed_dim, embed_dim), q_noise, qn_block_size)

    def reset_parameters(self):
        """As fairseq's ``MultiheadAttention`` for self-attention (equal q/k/v dims)."""
        for proj in (self.q_proj, self.k_proj, self.v_proj):
            nn.init.xavier_uniform_(proj.weight, gain=2 ** -0.5)
        nn.init.xavier_uniform_(self.out_proj.weight)
        for proj in (self.q_proj, self.k_proj, self.v_proj, self.out_proj):
            nn.init.constant_(proj.bias, 0.0)
