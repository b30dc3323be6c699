"""Dynamic convolution op (Wu et al., *Pay Less Attention with Lightweight and
Dynamic Convolutions*, ICLR 2019), the convolution branch of MUSE (Zhao et al.,
2019). Time-first layout: ``x`` ``T x B x C``, kernels ``T x B x H x K``.

Public API::

    w = dynamic_conv_weights(logits, weight_softmax, weight_dropout, training)
    y = dynamic_conv(x, w, padding_l, impl=None)
    y_t = dynamic_conv_step(x_window, w_t)    # one causal incremental-decoding step

``dynamic_conv`` dispatches to the Triton kernel (CUDA) or the faster exact
plain-PyTorch form; force a path with ``impl=`` or ``MSFAIRSEQ_DYNAMICCONV_IMPL``.
Triton is imported lazily, only when its path is taken.
"""

from .dispatch import ENV_VAR, IMPLS, dynamic_conv, select_impl
from .reference import (
    dynamic_conv_band,
    dynamic_conv_reference,
    dynamic_conv_step,
    dynamic_conv_unfold,
    dynamic_conv_weights,
)

__all__ = [
    "ENV_VAR",
    "IMPLS",
    "dynamic_conv",
    "dynamic_conv_band",
    "dynamic_conv_reference",
    "dynamic_conv_step",
    "dynamic_conv_unfold",
    "dynamic_conv_weights",
    "select_impl",
]
