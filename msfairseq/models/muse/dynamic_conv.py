"""Dynamic convolution module (Wu et al., *Pay Less Attention with Lightweight
and Dynamic Convolutions*, ICLR 2019), the convolution cell of MUSE (Zhao et al.,
*MUSE: Parallel Multi-Scale Attention for Sequence to Sequence Learning*, 2019).

Time-first throughout (fairseq's layout): inputs are ``T x B x C``. A cell
predicts one softmax-normalized kernel of ``K`` taps per position and head from
its query (by default the input itself) and convolves the input with it; the
convolution is :func:`msfairseq.ops.dynamicconv.dynamic_conv` (reference or
Triton path, chosen there).

For incremental (step-by-step) decoding a causal cell (``padding_l = K - 1``)
keeps the last ``K - 1`` inputs in ``incremental_state``; a step then sees the
same zero-padded window as the full forward pass, so both agree exactly.
"""

from typing import Dict, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq.incremental_decoding_utils import with_incremental_state
from fairseq.modules.quant_noise import quant_noise
from torch import Tensor

from ...ops.dynamicconv import dynamic_conv, dynamic_conv_step, dynamic_conv_weights


def causal_conv_window(window, weight):
    """Causal dynamic convolution of the last ``T`` rows of ``window``.

    Args:
        window: ``(K - 1 + T) x B x C``: the ``K - 1`` inputs before the new ones
            (zeros before the start), then the ``T`` new inputs.
        weight: ``T x B x H x K`` normalized kernels for the new positions.

    Returns:
        ``T x B x C``.
    """
    T, K = weight.shape[0], weight.shape[3]
    if T == 1:
        return dynamic_conv_step(window, weight[0]).unsqueeze(0)  # 1 x B x C
    # kernels for the K-1 buffered positions are never used: zero rows
    w = F.pad(weight, (0, 0, 0, 0, 0, 0, K - 1, 0))  # (K-1+T) x B x H x K
    return dynamic_conv(window, w, K - 1)[K - 1:]


class CausalConvState:
    """Mixin: keep the last ``K - 1`` conv inputs in fairseq's incremental state.

    The host defines ``kernel_size`` and ``padding_l`` and is decorated with
    :func:`with_incremental_state`. Shared by the dynamic cells and by MUSE's
    standard-convolution ablation (:class:`~msfairseq.models.muse.conv.StandardConv`).
    """

    def causal_window(self, x, incremental_state):
        """The buffered inputs followed by ``x``: ``(K-1+T) x B x C`` (zeros before
        the start); keeps the window's last ``K - 1`` rows for the next step."""
        if self.padding_l != self.kernel_size - 1:
            raise ValueError(
                f"incremental decoding needs a causal convolution (padding_l = K - 1 = "
                f"{self.kernel_size - 1}), got padding_l={self.padding_l}"
            )
        key = self._conv_state_key()
        state = incremental_state.get(key)
        prev = None if state is None else state.get("prev")
        if prev is None:
            prev = x.new_zeros(self.kernel_size - 1, x.size(1), x.size(2))
        window = torch.cat([prev, x], dim=0)  # (K-1+T) x B x C
        incremental_state[key] = {"prev": window[window.size(0) - (self.kernel_size - 1):]}
        return window

    def _conv_state_key(self):
        """The buffer's key as ``get_incremental_state(.., "conv_state")`` builds it at every
        call, built once."""
        key = self.__dict__.get("_conv_key")
        if key is None:
            key = self.__dict__["_conv_key"] = f"{self._incremental_state_id}.conv_state"
        return key

    def incremental_conv(self, x, weight, incremental_state):
        """One or more decoding steps: ``x`` ``T x B x C`` -> ``T x B x C``."""
        return causal_conv_window(self.causal_window(x, incremental_state), weight)

    def reorder_incremental_state(
        self, incremental_state: Dict[str, Dict[str, Optional[Tensor]]], new_order: Tensor
    ):
        """Reorder the buffered inputs along the batch (beam) dimension."""
        state = incremental_state.get(self._conv_state_key())
        if state is not None and state.get("prev") is not None:
            state["prev"] = state["prev"].index_select(1, new_order)
        return incremental_state


@with_incremental_state
class DynamicConv(CausalConvState, nn.Module):
    """One dynamic convolution cell (time-first, ``T x B x C``).

    Args:
        input_size: channels ``C`` of the convolved input.
        kernel_size: taps ``K`` (any size >= 1).
        num_heads: kernel heads ``H`` (``C`` divisible by ``H``); channel ``c``
            uses head ``c // (C // H)``.
        padding_l: left padding; default ``(K - 1) // 2`` (centered, encoder);
            ``K - 1`` makes the cell causal (decoder).
        weight_softmax: softmax-normalize each kernel over its taps.
        weight_dropout: DropConnect probability on the kernels (training only).
        query_size: channels of the query the kernels are predicted from
            (default ``input_size``).
        q_noise, qn_block_size: fairseq's quantization noise (``--quant-noise-pq``) on the
            kernel predictor ``weight_linear``.
    """

    def __init__(self, input_size, kernel_size, num_heads, padding_l=None,
                 weight_softmax=True, weight_dropout=0.0, query_size=None, q_noise=0.0,
                 qn_block_size=8):
        super().__init__()
        if kernel_size < 1:
            raise ValueError(f"DynamicConv: kernel_size must be >= 1, got {kernel_size}")
        if input_size % num_heads != 0:
            raise ValueError(
                f"DynamicConv: input_size {input_size} is not divisible by num_heads {num_heads}"
            )
        self.input_size = input_size
        self.kernel_size = kernel_size
        self.num_heads = num_heads
        self.padding_l = (kernel_size - 1) // 2 if padding_l is None else int(padding_l)
        if not 0 <= self.padding_l <= kernel_size - 1:
            raise ValueError(f"DynamicConv: padding_l must lie in [0, {kernel_size - 1}]")
        self.weight_softmax = weight_softmax
        self.weight_dropout = weight_dropout
        self.weight_linear = quant_noise(
            nn.Linear(query_size or input_size, num_heads * kernel_size, bias=False), q_noise, qn_block_size)
        nn.init.xavier_uniform_(self.weight_linear.weight)

    @property
    def causal(self):
        return self.padding_l == self.kernel_size - 1

    def kernel_weights(self, query=None, logits=None):
        """Normalized kernels ``T x B x H x K`` from ``query`` (``T x B x Cq``),
        or from precomputed ``logits`` (``T x B x (H*K)``, e.g. a fused projection)."""
        if logits is None:
            logits = self.weight_linear(query)
        T, B, _ = logits.shape
        logits = logits.view(T, B, self.num_heads, self.kernel_size)  # T x B x H x K
        return dynamic_conv_weights(logits, self.weight_softmax, self.weight_dropout, self.training)

    def forward(self, x, incremental_state=None, query=None):
        """``x``: ``T x B x C`` (one step per call when incremental) -> ``T x B x C``."""
        weight = self.kernel_weights(x if query is None else query)
        if incremental_state is not None:
            return self.incremental_conv(x, weight, incremental_state)
        return dynamic_conv(x, weight, self.padding_l)

    def extra_repr(self):
        return (f"{self.input_size}, kernel_size={self.kernel_size}, heads={self.num_heads}, "
                f"padding_l={self.padding_l}, weight_dropout={self.weight_dropout}")
