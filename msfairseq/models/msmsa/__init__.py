"""MSMSA: multi-scale self-attention, the whole family in one package.

Paper: Guo, Qiu, Liu, Xue and Zhang, *Multi-Scale Self-Attention for Text Classification*,
AAAI 2020 (arXiv:1912.00544). Every head attends within its own window (scale) ω; a
per-layer mix of scales follows α. Design, flags and the paper <-> code table: docs/msmsa.md.

Archs: ``msmsa_paper`` (the paper's layer, eq. 10), ``msmsa_transformer`` (the MT variant,
FFN kept), and their ``*_tiny`` versions.

==================  ===================================================================
file                what it holds
==================  ===================================================================
``config.py``       ``MSMSAConfig``: the options, each with its default
``model.py``        ``MSMSATransformerModel``: registration, flags, named archs; the
                    paper's scale set {1, 3, N/16, N/8, N/4} and α = 0.5 (Tables 1, 6)
``scales.py``       scales "a constant or a ratio of the length", forced odd
                    (``parse_scale``, ``half_widths``); eq. 11-12, heads per scale and
                    layer (``alpha_head_counts``)
``attention.py``    ``MultiScaleSelfAttention``: eq. 6-7 (a head sees ``C_j(x, ω)``),
                    eq. 8 (Q, K, V projections), eq. 9 (heads concatenated, ``W_O``)
``layer.py``        ``MSMSAEncoderLayer`` / ``MSMSADecoderLayer``: eq. 10 (no FFN, ReLU
                    after MSMSA) or the Transformer layer with FFN; heads per layer
``encoder.py``      ``MSMSAEncoder``: the encoder stack
``decoder.py``      ``MSMSADecoder``: the decoder stack (causal windows)
==================  ===================================================================

The windowed softmax itself is the op ``msfairseq/ops/window_attention`` (reference, SDPA,
chunked, FlexAttention).
"""

from . import model  # noqa: F401  (registers the model and its archs)
