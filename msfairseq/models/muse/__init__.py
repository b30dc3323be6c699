"""MUSE: parallel multi-scale attention, the whole family in one package.

Paper: Zhao, Sun, Xu, Zhang and Luo, *MUSE: Parallel Multi-Scale Attention for Sequence to
Sequence Learning*, 2019 (arXiv:1911.09483). Each block sums self-attention, a gated
dynamic convolution over several kernel sizes and the FFN, in parallel (Eq. 1); MUSE-simple
drops the convolution (Eq. 2). Design, flags and the paper <-> code table: docs/muse.md.

Archs: ``muse_base``, ``muse_large``, ``muse_simple_base``, ``muse_simple_large``,
``muse_tiny``, ``muse_simple_tiny``.

===================  ==================================================================
file                 what it holds
===================  ==================================================================
``config.py``        ``MuseConfig``: the options, each with its default
``model.py``         ``MuseModel``: registration, flags, named archs (§3.2.1 sizes,
                     §3.2.2 dropouts)
``encoder.py``       ``MuseEncoder``: the encoder stack, a kernel list per layer
``decoder.py``       ``MuseDecoder``: the decoder stack (causal convolutions)
``layer.py``         ``MuseBranches``, ``MuseEncoderLayer``, ``MuseDecoderLayer``: Eq. 1-2,
                     the shared value projection (Eq. 5, §2.2), the decoder's
                     cross-attention (parallel, or sequential as in §2)
``attention.py``     ``MuseAttention``: Eq. 3-4 (fairseq's attention, its ``V`` shared
                     with the convolution)
``conv.py``          ``MultiKernelDynamicConv``: Eq. 6 per kernel size and the gate of
                     Eq. 7; ``StandardConv``: Table 3's non-separable convolution;
                     ``kernel_plan``: the kernel sizes per layer (Table 3's growing
                     kernels)
``dynamic_conv.py``  ``DynamicConv``: one dynamic-convolution cell (Eq. 6) and its
                     decoding cache
``fused.py``         ``FusedWeights``: §3.5's ``W^Enc`` / ``W^Dec`` fused matrices
                     (inference)
``init.py``          ``init_like_released``: the released code's weight init (the paper
                     gives none)
===================  ==================================================================

The convolution itself is the op ``msfairseq/ops/dynamicconv`` (unfold, band, Triton).
"""

from . import model  # noqa: F401  (registers the model and its archs)
