"""Multi-scale multi-head self-attention (MSMSA).

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.

Every head has its own scale (window): see :mod:`.scales`. The module is a drop-in for
fairseq's ``MultiheadAttention`` as *self*-attention (same call signature, time-first
``T x B x C`` input and output). The attention itself runs through
:func:`msfairseq.ops.window_attention.window_attention`, which picks the path.

Incremental decoding keeps, for heads with a fixed window, only the last ``(s-1)/2`` keys
and values they can still see (a bounded cache); heads with a fractional or global scale
keep every past key. One new query per step in inference (beam search) takes a fast path:
the windows of one query are a key-index threshold per head, so each head group's mask is
one comparison (cached for the fixed heads, whose thresholds never change) and SDPA runs
directly, with no per-head half-width tensors, mask construction or path dispatch per step.
"""

import math
import os
from typing import Dict, Optional

import torch
import torch.nn.functional as F
from torch import Tensor

from fairseq.incremental_decoding_utils import with_incremental_state

from ...ops.window_attention import window_attention, window_probs
from ...ops.window_attention.dispatch import ENV as WINDOW_ATTN_ENV
from ...modules.attention_projections import SelfAttentionProjections
from .scales import half_widths


@with_incremental_state
class MultiScaleSelfAttention(SelfAttentionProjections):
    """Self-attention whose heads see windows of different sizes.

    Args:
        embed_dim: model dimension C.
        head_scales: one :class:`~.scales.Scale` per head. Heads are stored with
            fixed-window heads first (stable order), which the bounded decoder cache uses.
        dropout: attention-probability dropout.
        causal: decoder self-attention (query sees the ``(s+1)/2`` keys ending at itself).
        impl: window-attention path (``auto``, ``reference``, ``sdpa``, ``chunked``, ``flex``...).
        q_noise, qn_block_size: fairseq's quantization noise on the four projections
            (``--quant-noise-pq``).
    """

    def __init__(self, embed_dim, head_scales, dropout=0.0, causal=False, impl="auto",
                 q_noise=0.0, qn_block_size=8):
        super().__init__(embed_dim, len(head_scales), q_noise, qn_block_size)
        fixed = [s for s in head_scales if s.kind == "fixed"]
        self.head_scales = tuple(fixed + [s for s in head_scales if s.kind != "fixed"])
        self.num_fixed = len(fixed)
        # a later query t' > t needs keys >= t' - half: keep the last max-half keys
        self.window_cache = max((s.size - 1) // 2 for s in fixed) if fixed else 0
        self.dropout = dropout
        self.causal = causal
        self.impl = impl
        self._fixed_masks = {}  # (cached keys, device) -> the fixed heads' step mask, or None
        self.reset_parameters()

    def extra_repr(self):
        return f"heads=[{', '.join(map(str, self.head_scales))}], causal={self.causal}"

    def _heads(self, x):
        # T x B x C -> B x H x T x D
        T, B, _ = x.shape
        return x.view(T, B, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def forward(self, query, key=None, value=None, key_padding_mask: Optional[Tensor] = None,
                incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
                need_weights: bool = False, attn_mask: Optional[Tensor] = None,
                need_head_weights: bool = False, **unused):
        """query: ``T x B x C`` (key/value must be the same tensor or None: self-attention).

        key_padding_mask: ``B x T``, True at padding. attn_mask: only the decoder's causal
        future mask is accepted (and ignored: causality is built in).
        Returns ``(T x B x C, weights)``: ``weights`` None unless asked for, outside
        incremental decoding: the probabilities ``H x B x T x T`` (``need_head_weights``,
        zero outside each head's window) or their head average ``B x T x T``
        (``need_weights``); asking runs the dense masked softmax instead of the fast path.
        """
        if key is not None and key is not query:
            raise ValueError("MultiScaleSelfAttention is self-attention only")
        if attn_mask is not None and not self.causal:
            raise ValueError("MultiScaleSelfAttention does not take an extra attn_mask")
        T, B, C = query.shape
        q = self._heads(self.q_proj(query))  # B x H x T x D
        k = self._heads(self.k_proj(query))
        v = self._heads(self.v_proj(query))
        p = self.dropout if self.training else 0.0
        weights = None
        if incremental_state is not None:
            assert self.causal, "incremental state is for decoder self-attention"
            out = self._incremental(q, k, v, incremental_state, p)
        else:
            valid = None
            if key_padding_mask is not None and key_padding_mask.any():
                valid = ~key_padding_mask.bool()  # B x T
            idx = torch.arange(T, device=query.device)
            if self.causal:
                pos = (valid.long().cumsum(1) - 1) if valid is not None else idx.expand(B, T)
                half = half_widths(self.head_scales, positions=pos)  # B x H x T
            else:
                lengths = valid.sum(1) if valid is not None else torch.full((B,), T, device=query.device)
                half = half_widths(self.head_scales, lengths=lengths)  # B x H x 1
            if need_weights or need_head_weights:
                probs = window_probs(q, k, half, idx, idx, valid, valid, self.causal)  # B x H x T x T
                out = torch.matmul(F.dropout(probs, p, training=p > 0), v)
                weights = probs.transpose(0, 1)  # H x B x T x T
                if not need_head_weights:
                    weights = weights.mean(0)
            else:
                out = window_attention(q, k, v, half, idx, idx, valid, valid, self.causal, p, self.impl)
        # B x H x T x D -> T x B x C
        out = out.permute(2, 0, 1, 3).reshape(T, B, C)
        return self.out_proj(out), weights

    def _incremental(self, q, k, v, incremental_state, p):
        """Decoder step(s): new queries at positions t0..t0+Tn-1 (no padding inside a beam)."""
        buf = self._get_input_buffer(incremental_state)
        B, _, Tn, _ = q.shape
        t0 = buf.get("step", 0)  # an int: the same for every row, so reordering leaves it
        if Tn == 1 and p == 0 and self._step_path_is_sdpa():
            return self._one_step(q, k, v, buf, t0, incremental_state)
        q_idx = torch.arange(t0, t0 + Tn, device=q.device)
        half = half_widths(self.head_scales, positions=q_idx.expand(B, Tn))  # B x H x Tn
        nf = self.num_fixed
        outs = []
        if nf > 0:  # fixed windows: bounded cache of the last (s_max+1)/2 keys
            kw, vw = k[:, :nf], v[:, :nf]
            if "win_k" in buf:
                kw, vw = torch.cat([buf["win_k"], kw], 2), torch.cat([buf["win_v"], vw], 2)
            k_idx = torch.arange(t0 + Tn - kw.size(2), t0 + Tn, device=q.device)
            outs.append(window_attention(q[:, :nf], kw, vw, half[:, :nf], q_idx, k_idx,
                                         causal=True, dropout_p=p, impl=self.impl))
            keep = kw.size(2) - min(self.window_cache, kw.size(2))
            buf["win_k"], buf["win_v"] = kw[:, :, keep:], vw[:, :, keep:]
        if nf < self.num_heads:  # fractional / global scales: every past key
            kf, vf = k[:, nf:], v[:, nf:]
            if "full_k" in buf:
                kf, vf = torch.cat([buf["full_k"], kf], 2), torch.cat([buf["full_v"], vf], 2)
            k_idx = torch.arange(0, t0 + Tn, device=q.device)
            outs.append(window_attention(q[:, nf:], kf, vf, half[:, nf:], q_idx, k_idx,
                                         causal=True, dropout_p=p, impl=self.impl))
            buf["full_k"], buf["full_v"] = kf, vf
        buf["step"] = t0 + Tn
        self._set_input_buffer(incremental_state, buf)
        return torch.cat(outs, dim=1)  # B x H x Tn x D

    def _step_path_is_sdpa(self):
        """The auto / sdpa / chunked paths all run SDPA for one query; a forced reference or
        flex path keeps the general step."""
        return (os.environ.get(WINDOW_ATTN_ENV) or self.impl or "auto") in ("auto", "sdpa", "chunked")

    def _one_step(self, q, k, v, buf, t0, incremental_state):
        """One new query at position ``t0`` per row (inference): the values of the general step.

        Head ``h`` sees the cached keys at positions ``>= t0 - half_h``. Fixed heads keep the
        last ``Lw`` keys (positions ``t0 + 1 - Lw .. t0``), so their mask over the cache is
        ``j >= Lw - 1 - half_h``: a function of ``Lw`` alone, built once. The other heads see
        all ``t0 + 1`` keys; their half-widths follow ``t0`` (:func:`.scales.half_widths`).
        """
        nf = self.num_fixed
        outs = []
        if nf > 0:
            kw, vw = k[:, :nf], v[:, :nf]  # B x Hf x 1 x D
            if "win_k" in buf:
                kw, vw = torch.cat([buf["win_k"], kw], 2), torch.cat([buf["win_v"], vw], 2)
            outs.append(F.scaled_dot_product_attention(q[:, :nf], kw, vw, attn_mask=self._fixed_mask(kw)))
            keep = kw.size(2) - min(self.window_cache, kw.size(2))
            buf["win_k"], buf["win_v"] = kw[:, :, keep:], vw[:, :, keep:]
        if nf < self.num_heads:
            kf, vf = k[:, nf:], v[:, nf:]
            if "full_k" in buf:
                kf, vf = torch.cat([buf["full_k"], kf], 2), torch.cat([buf["full_v"], vf], 2)
            outs.append(F.scaled_dot_product_attention(q[:, nf:], kf, vf, attn_mask=self._full_mask(t0, q.device)))
            buf["full_k"], buf["full_v"] = kf, vf
        buf["step"] = t0 + 1
        self._set_input_buffer(incremental_state, buf)
        return outs[0] if len(outs) == 1 else torch.cat(outs, dim=1)  # B x H x 1 x D

    def _fixed_mask(self, kw):
        """The fixed heads' mask over ``Lw`` cached keys, ``1 x Hf x 1 x Lw`` (None: all visible;
        4-D, as the general step's mask: SDPA's CPU kernel rounds a 3-D mask differently)."""
        lw = kw.size(2)
        key = (lw, kw.device)
        if key not in self._fixed_masks:
            halves = [(s.size - 1) // 2 for s in self.head_scales[:self.num_fixed]]
            if min(halves) >= lw - 1:
                self._fixed_masks[key] = None
            else:
                first = torch.tensor([lw - 1 - h for h in halves], device=kw.device).view(1, -1, 1, 1)
                self._fixed_masks[key] = torch.arange(lw, device=kw.device) >= first
        return self._fixed_masks[key]

    def _full_mask(self, t0, device):
        """The other heads' mask over keys ``0..t0``, ``1 x Hr x 1 x (t0+1)`` (None: all visible)."""
        n = t0 + 1  # the query's true length so far, as half_widths counts it
        halves = [math.floor(n * s.frac / 2 + 1e-9) if s.kind == "frac" else t0
                  for s in self.head_scales[self.num_fixed:]]
        if min(halves) >= t0:
            return None
        first = torch.tensor([t0 - h for h in halves], device=device).view(1, -1, 1, 1)
        return torch.arange(n, device=device) >= first

    def _get_input_buffer(self, incremental_state) -> Dict[str, Optional[Tensor]]:
        result = self.get_incremental_state(incremental_state, "msmsa_state")
        return result if result is not None else {}

    def _set_input_buffer(self, incremental_state, buffer):
        return self.set_incremental_state(incremental_state, "msmsa_state", buffer)

    def reorder_incremental_state(self, incremental_state, new_order: Tensor):
        """Reorder the cache along the batch dimension (beam search)."""
        buf = self._get_input_buffer(incremental_state)
        if buf:
            for name, t in buf.items():
                if isinstance(t, Tensor):  # "step" is an int, the same for every row
                    buf[name] = t.index_select(0, new_order)
            self._set_input_buffer(incremental_state, buf)
        return incremental_state
