"""DA-Transformer: distance-aware attention, the whole family in one package.

Paper: Wu, Wu and Huang, *DA-Transformer: Distance-aware Transformer*, NAACL 2021
(arXiv:2010.06925, ACL Anthology 2021.naacl-main.166). Attention scores are re-scaled by a
learned sigmoid of the real token distance, per head. Design, flags and the paper <-> code
table: docs/da.md.

Archs: ``da_transformer`` and ``da_transformer_tiny``.

===================  ==================================================================
file                 what it holds
===================  ==================================================================
``config.py``        ``DAConfig``: the options, each with its default
``model.py``         ``DATransformerModel``: registration, flags, named archs
``encoder.py``       ``DAEncoder``
``decoder.py``       ``DADecoder``
``layer.py``         ``DAEncoderLayer`` / ``DADecoderLayer``: the standard Transformer layer
                     with distance-aware self-attention (Sec. 3.3)
``attention.py``     ``DistanceAwareAttention``: Sec. 3.1 (``R_ij = |i - j|``, one ``w_i``
                     per head), Eq. 5 ``f(R; v)``, Eq. 6; ``distance_metrics``
===================  ==================================================================

The re-scaled softmax itself is the op ``msfairseq/ops/distance_attention`` (dense,
FlexAttention).
"""

from . import model  # noqa: F401  (registers the model and its archs)
