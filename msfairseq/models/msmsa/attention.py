"""Multi-scale multi-head self-attention (MSMSA).

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.

Every head has its own scale (window): see :mod:`.scales`. The module is a drop-in for
fairseq's ``MultiheadAttention`` as *self*-attention (same call signature, time-first
``T x B x C`` input and output). The attention itself runs through
:func:`msfairseq.ops.window_attention.window_attention`, which picks the path.

Incremental decoding keeps one cache of past keys and values for all heads of a layer: in a
layer whose heads all have a fixed window, only the last ``max (s-1)/2`` keys they can still
see (a bounded cache); in a layer with a fractional or global head, every past key (that head
needs them, so all heads attend over the one cache, each through its own window). One new
query per step in inference (beam search) takes a fast path, one SDPA call for all heads: the
windows of one query are a key-index threshold per head, so the mask is one comparison,
cached for a bounded cache (it depends on the cache length only) and otherwise built once per
step for all the layers with the same head scales (:data:`STEP_KEY`, in the incremental
state), as an additive mask SDPA adds as it is. The step projects ``B x C`` rows (no time
axis), reads its cache by a precomputed key and decides its path once per decode, so it has
no per-head half-width tensors, mask construction per layer, path dispatch or environment
lookup per call.
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
from ...modules.decoding_step import project_step, step_state, with_cached
from .scales import half_widths

STEP_KEY = "msmsa_step"  # incremental-state entry shared by a decoder's MSMSA layers (per decode)
STEP_PATHS = ("auto", "sdpa", "chunked")  # the paths that run SDPA for one query


@with_incremental_state
class MultiScaleSelfAttention(SelfAttentionProjections):
    """Self-attention whose heads see windows of different sizes.

    Args:
        embed_dim: model dimension C.
        head_scales: one :class:`~.scales.Scale` per head. Heads are stored with
            fixed-window heads first (stable order; checkpoints keep that order).
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
        self.bounded = self.num_fixed == self.num_heads  # every head fixed: a bounded decoder cache
        self._fixed_masks = {}  # (cached keys, device, dtype) -> the bounded cache's step mask, or None
        self._scales_key = ",".join(map(str, self.head_scales))  # layers with equal scales share masks
        self._state_key = f"{self._incremental_state_id}.msmsa_state"  # get_incremental_state's key
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
        if (incremental_state is not None and T == 1 and self.causal
                and (self.dropout == 0 or not self.training) and self._fast_step(incremental_state)):
            return self._one_step(query, incremental_state), None
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
        q_idx = torch.arange(t0, t0 + Tn, device=q.device)
        half = half_widths(self.head_scales, positions=q_idx.expand(B, Tn))  # B x H x Tn
        if "k" in buf:
            k, v = torch.cat([buf["k"], k], 2), torch.cat([buf["v"], v], 2)  # B x H x Tk x D
        k_idx = torch.arange(t0 + Tn - k.size(2), t0 + Tn, device=q.device)
        out = window_attention(q, k, v, half, q_idx, k_idx, causal=True, dropout_p=p, impl=self.impl)
        self._keep(buf, k, v)
        buf["step"] = t0 + Tn
        self._set_input_buffer(incremental_state, buf)
        return out  # B x H x Tn x D

    def _keep(self, buf, k, v):
        """Cache ``k``, ``v`` (``B x H x Tk x D``): a bounded cache keeps the last
        ``window_cache`` keys (a later query t' > t needs keys >= t' - max half)."""
        if self.bounded:
            keep = k.size(2) - min(self.window_cache, k.size(2))
            k, v = k[:, :, keep:], v[:, :, keep:]
        buf["k"], buf["v"] = k, v

    def _fast_step(self, incremental_state):
        """Whether a one-query step takes :meth:`_one_step`: the auto / sdpa / chunked paths
        all run SDPA for one query; a forced reference or flex path keeps the general step.
        The environment is read once per decode (the first step)."""
        shared = incremental_state.get(STEP_KEY)
        if shared is None:
            shared = {"env": os.environ.get(WINDOW_ATTN_ENV), "step": -1}
            incremental_state[STEP_KEY] = shared
        return (shared["env"] or self.impl or "auto") in STEP_PATHS

    def _one_step(self, query, incremental_state):
        """One new query per row at position ``t0`` (inference): the values of the general step,
        bit for bit. ``query``: ``1 x B x C`` -> ``1 x B x C`` (after ``out_proj``).

        Head ``h`` sees the cached keys at positions ``>= t0 - half_h``: one threshold per
        head (:meth:`_fixed_mask`, :meth:`_step_mask`). The projections take ``B x C`` rows:
        the same matmuls as on ``1 x B x C`` (which they flatten), without the reshapes.
        """
        _, B, C = query.shape
        buf = step_state(incremental_state, self._state_key)
        t0 = buf.get("step", 0)
        q, k, v = project_step(self, query)  # B x H x 1 x D
        k, v = with_cached(buf, k, v, names=("k", "v"))  # B x H x Tk x D
        if self.bounded:
            mask = self._fixed_mask(k, q.dtype)
        else:
            mask = self._step_mask(t0, incremental_state, q)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)  # B x H x 1 x D
        self._keep(buf, k, v)
        buf["step"] = t0 + 1
        return self.out_proj(out.reshape(B, C)).view(1, B, C)

    def _fixed_mask(self, k, dtype):
        """A bounded cache's mask over its ``Lw`` keys (positions ``t0 + 1 - Lw .. t0``):
        head ``h`` sees ``j >= Lw - 1 - half_h``, a function of ``Lw`` alone, built once.
        ``1 x H x 1 x Lw`` additive (0 / -inf; None: all visible; 4-D, as the general step's
        mask: SDPA's CPU kernel rounds a 3-D mask differently)."""
        lw = k.size(2)
        key = (lw, k.device, dtype)
        if key not in self._fixed_masks:
            halves = [(s.size - 1) // 2 for s in self.head_scales]
            first = [lw - 1 - h for h in halves]
            self._fixed_masks[key] = None if max(first) <= 0 else _additive_mask(first, lw, k.device, dtype)
        return self._fixed_masks[key]

    def _step_mask(self, t0, incremental_state, q):
        """The mask over keys ``0..t0`` (``1 x H x 1 x (t0+1)`` additive; None: all visible),
        built once per step for every layer with these head scales (the shared entry
        :data:`STEP_KEY` holds the current step's masks). Fractional half-widths follow the
        query's true length ``t0 + 1``, as :func:`.scales.half_widths` counts them."""
        shared = incremental_state[STEP_KEY]
        if shared["step"] != t0:  # a new step: drop the last step's masks, keep the path decision
            env = shared["env"]
            shared.clear()
            shared.update(env=env, step=t0)
        key = (self._scales_key, q.dtype)
        if key not in shared:
            n = t0 + 1
            first = [t0 - math.floor(n * s.frac / 2 + 1e-9) if s.kind == "frac"
                     else 0 if s.kind == "global" else t0 - (s.size - 1) // 2
                     for s in self.head_scales]
            shared[key] = None if max(first) <= 0 else _additive_mask(first, n, q.device, q.dtype)
        return shared[key]

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


def _additive_mask(first, length, device, dtype):
    """``1 x H x 1 x length``: 0 where key ``j >= first[h]``, ``-inf`` before (the values SDPA
    makes of the boolean mask ``j >= first[h]``, so the result is the same bit for bit)."""
    first = torch.tensor(first, device=device).view(1, -1, 1, 1)
    blocked = torch.arange(length, device=device) < first  # 1 x H x 1 x length
    return torch.zeros(blocked.shape, dtype=dtype, device=device).masked_fill_(blocked, float("-inf"))
