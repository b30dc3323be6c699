"""Distance-aware multi-head attention.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021. Each head
h re-scales its ReLU-clipped attention scores by ``f(w_h * R; v_h)`` (Eq. 5), a
learnable sigmoid of the real token distance ``R_ij = |i - j|`` weighted per head
(Sec. 3.1); the attention itself is Eq. 6 (see
:mod:`msfairseq.ops.distance_attention.reference` for the formulas).

Initialisation: the paper gives none for ``w_h`` and ``v_h``. Ours is our choice:
``w_h ~ U[-A, A]`` (``--da-weight-init A``, default 0.1: heads start with slight,
mixed preferences for near or far tokens, ``f ~ 1 + w_h R / 2`` near ``R = 0``) and
``v_h = 0`` (``f`` starts as ``2 sigmoid(w_h R)``, the paper's "standard sigmoid
up to a factor of 2").

A subclass of fairseq's :class:`MultiheadAttention`: same projections, same
incremental-state buffers (``prev_key``/``prev_value``/``prev_key_padding_mask``)
and beam reordering; only the score computation differs. Time-first:
inputs and outputs are ``T x B x C``.

Positions. Self-attention uses ``arange`` over the (padded) time axis: fairseq
pads contiguously (left for sources, right for targets), so ``|i - j|`` between
two real tokens equals their true distance and padded keys are masked.
Cross-attention (``--da-cross-attention``) measures from the target step to the
*true* source position, ``cumsum(not pad) - 1``, so left-padding does not shift
distances. In incremental decoding the query position is the step index: the
number of cached keys (self-attention) or a cached step counter (cross-attention).

Decoding steps (one query, inference, self-attention): query ``t`` re-scales its keys
``0..t`` by ``f(w_h (t - j); v_h)``, a suffix of one table ``f(w_h r; v_h)``, ``r = L-1..0``,
built once per decode (per incremental state, so an optimizer step between two decodes
never leaves it stale) and doubled when the output grows past ``L``: a step reads a view of
it instead of recomputing the distances and the sigmoid. Such a step runs :meth:`_one_step`:
the projections on ``B x C`` rows and two ``bmm`` on ``(B*H) x Tq x D`` views, the matmuls
:func:`~msfairseq.ops.distance_attention.reference.distance_attention_reference` runs on
``B x H x Tq x D`` (which it folds into the same ``bmm``), so the values are the same bit for
bit, without its reshapes, mask and dtype checks; its buffers are read by precomputed keys.
"""

from typing import Dict, Optional

import torch
from torch import Tensor, nn

from fairseq.modules import MultiheadAttention

from ...modules.decoding_step import project_step, step_state, with_cached
from ...modules.sentence_alignment import SentenceMaskedMultiheadAttention
from ...ops.distance_attention import distance_attention
from ...ops.distance_attention.reference import distance_attention_reference, distance_coefficients

STEP_TABLE_MIN = 64  # first length of a decode's coefficient table (doubled as needed)


class DistanceAwareAttention(SentenceMaskedMultiheadAttention):
    """fairseq ``MultiheadAttention`` with DA-Transformer scores.

    Extra args: ``impl`` ("auto", "dense", "flex") forwarded to the dispatch;
    ``weight_init``: per-head ``w`` start uniformly in ``[-weight_init, weight_init]``
    (``v`` starts at 0, so ``f`` starts in ``(0, 2)`` with ``f(0) = 1``). Both are our
    choices: the paper gives no initialisation. As cross-attention (``--da-cross-attention``)
    it applies the sentence mask of ``--doc-form segment_pairs`` (``sentence_mask``, B x Tq x Tk,
    :mod:`msfairseq.modules.sentence_alignment`) with the other masks: ``-inf`` after the ReLU
    and the re-scaling.
    """

    def __init__(self, embed_dim, num_heads, impl="auto", weight_init=0.1, **kwargs):
        if kwargs.get("add_bias_kv") or kwargs.get("add_zero_attn"):
            raise ValueError("distance-aware attention does not support add_bias_kv / add_zero_attn")
        if kwargs.get("xformers_att_config") is not None:
            raise ValueError("distance-aware attention does not support --*-xformers-att-config")
        super().__init__(embed_dim, num_heads, **kwargs)
        self.impl = impl
        # w_h (Sec. 3.1) and v_h (Eq. 5), one per head; initialisation is ours (see module doc)
        self.distance_weight = nn.Parameter(torch.empty(num_heads).uniform_(-weight_init, weight_init))
        self.distance_offset = nn.Parameter(torch.zeros(num_heads))
        # the full keys get_incremental_state builds at every call, once
        self._state_key = f"{self._incremental_state_id}.attn_state"
        self._table_key = f"{self._incremental_state_id}.da_step"

    def set_beam_size(self, beam_size):
        """Keep one cached source copy per hypothesis (no beam-folded cross-attention)."""
        self.beam_size = 1

    def _heads(self, x, length, bsz):
        # T x B x C -> B x H x T x D
        return x.view(length, bsz, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def forward(
        self,
        query: Tensor,
        key: Optional[Tensor],
        value: Optional[Tensor],
        key_padding_mask: Optional[Tensor] = None,
        incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
        need_weights: bool = True,
        static_kv: bool = False,
        attn_mask: Optional[Tensor] = None,
        before_softmax: bool = False,
        need_head_weights: bool = False,
    ):
        """query: ``Tq x B x C``; key/value: ``Tk x B x C`` (ignored for self-attention).

        key_padding_mask: ``B x Tk`` (True at padding); attn_mask: ``Tq x Tk``
        additive or bool. Returns ``(Tq x B x C, weights)`` with weights
        ``B x Tq x Tk`` (head average), ``H x B x Tq x Tk`` (need_head_weights) or None.
        """
        if before_softmax:
            raise NotImplementedError("distance-aware attention has no before_softmax output")
        need_weights = need_weights or need_head_weights
        tgt_len, bsz, _ = query.size()
        if (incremental_state is not None and tgt_len == 1 and self.self_attention
                and key_padding_mask is None and attn_mask is None and not need_weights
                and self._fast_step(incremental_state)):
            return self._one_step(query, incremental_state), None

        saved_state = None
        if incremental_state is not None:
            saved_state = self._get_input_buffer(incremental_state)
            if static_kv and "prev_key" in saved_state:
                key = value = None  # cached encoder keys/values

        q = self._heads(self.q_proj(query), tgt_len, bsz)  # B x H x Tq x D
        if self.self_attention:
            key = value = query
        k = v = None
        if key is not None:
            k = self._heads(self.k_proj(key), key.size(0), bsz)  # B x H x Tk x D
            v = self._heads(self.v_proj(value), value.size(0), bsz)

        step = None  # cross-attention: number of target positions decoded before this call
        if saved_state is not None:
            if "prev_key" in saved_state:
                prev_k, prev_v = saved_state["prev_key"], saved_state["prev_value"]
                if static_kv:
                    k, v = prev_k, prev_v
                else:
                    k = torch.cat([prev_k, k], dim=2)
                    v = torch.cat([prev_v, v], dim=2)
            key_padding_mask = MultiheadAttention._append_prev_key_padding_mask(
                key_padding_mask=key_padding_mask,
                prev_key_padding_mask=saved_state.get("prev_key_padding_mask"),
                batch_size=bsz, src_len=k.size(2), static_kv=static_kv,
            )
            if not self.self_attention:
                step = saved_state.get("prev_query_len")
                if step is None:
                    step = torch.zeros(bsz, 1, dtype=torch.long, device=query.device)
                saved_state["prev_query_len"] = step + tgt_len  # B x 1
            saved_state["prev_key"], saved_state["prev_value"] = k, v  # B x H x Tk x D
            saved_state["prev_key_padding_mask"] = key_padding_mask
            self._set_input_buffer(incremental_state, saved_state)

        src_len = k.size(2)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.to(torch.bool)
            if not key_padding_mask.any():
                key_padding_mask = None
        dropout_p = self.dropout_module.p if (
            self.training or self.dropout_module.apply_during_inference) else 0.0
        if (incremental_state is not None and self.self_attention and tgt_len == 1 and dropout_p == 0
                and not need_weights and key_padding_mask is None and attn_mask is None
                and self.impl in ("auto", "dense")):  # a decoding step: the dense path, coef from a table
            coef = self._step_coefficients(incremental_state, src_len - 1, q)  # H x 1 x (t+1)
            out, _ = distance_attention_reference(q, k, v, self.distance_weight, self.distance_offset,
                                                  None, None, coef=coef)
            return self.out_proj(out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)), None
        if self.sentence_mask is not None:  # B x Tq x Tk, True = blocked (segment_pairs)
            if attn_mask is not None:
                raise ValueError("distance-aware cross-attention takes the sentence mask or an "
                                 "attn_mask, not both")
            attn_mask = self.sentence_mask
        device = query.device
        if self.self_attention:
            k_pos = torch.arange(src_len, device=device)  # Tk
            q_pos = k_pos[src_len - tgt_len:]  # Tq: the last Tq keys are the queries
        else:
            if key_padding_mask is None:
                k_pos = torch.arange(src_len, device=device)  # Tk
            else:
                k_pos = ((~key_padding_mask).long().cumsum(1) - 1).clamp(min=0)  # B x Tk
            q_pos = torch.arange(tgt_len, device=device)  # Tq
            if step is not None:
                q_pos = step + q_pos  # B x Tq

        out, probs = distance_attention(
            q, k, v, self.distance_weight, self.distance_offset, q_pos, k_pos,
            key_padding_mask=key_padding_mask, attn_mask=attn_mask,
            dropout_p=dropout_p, need_weights=need_weights, impl=self.impl,
        )
        # B x H x Tq x D -> Tq x B x C
        out = out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)
        out = self.out_proj(out)
        weights = None
        if need_weights:
            weights = probs.type_as(out).transpose(0, 1)  # H x B x Tq x Tk
            if not need_head_weights:
                weights = weights.mean(dim=0)  # B x Tq x Tk
        return out, weights

    def _fast_step(self, incremental_state):
        """Whether a one-query self-attention step (the caller checked the masks) takes
        :meth:`_one_step`: inference without dropout, the dense path, no padding cached."""
        if self.impl not in ("auto", "dense") or (self.dropout_module.p > 0 and (
                self.training or self.dropout_module.apply_during_inference)):
            return False
        saved = incremental_state.get(self._state_key)
        return saved is None or saved.get("prev_key_padding_mask") is None

    def _one_step(self, query, incremental_state):
        """A decoding step of self-attention: ``query`` ``1 x B x C`` -> ``1 x B x C``.

        The general step's values bit for bit (module doc): ``relu(q k^T)`` re-scaled by this
        decode's coefficient table (:meth:`_step_coefficients`, ``1/sqrt(d)`` included),
        softmax, ``@ v``. Caches ``prev_key`` / ``prev_value`` (``B x H x T x D``) as the
        general step does."""
        _, B, C = query.shape
        H, D = self.num_heads, self.head_dim
        saved = step_state(incremental_state, self._state_key)
        q, k, v = project_step(self, query)  # B x H x 1 x D
        q = q.view(B * H, 1, D)
        k, v = with_cached(saved, k, v)  # B x H x Tk x D
        saved["prev_key"], saved["prev_value"], saved["prev_key_padding_mask"] = k, v, None
        tk = k.size(2)
        coef = self._step_coefficients(incremental_state, tk - 1, q)  # H x 1 x Tk
        scores = torch.bmm(q, k.view(B * H, tk, D).transpose(1, 2)).relu_()  # (B*H) x 1 x Tk
        scores = scores.view(B, H, 1, tk) * coef.to(scores.dtype)
        if scores.dtype in (torch.float16, torch.bfloat16):
            scores = scores.float()
        probs = torch.softmax(scores, dim=-1).to(v.dtype)  # B x H x 1 x Tk
        out = torch.bmm(probs.view(B * H, 1, tk), v.view(B * H, tk, D))  # (B*H) x 1 x D
        return self.out_proj(out.view(B, C)).view(1, B, C)

    def _step_coefficients(self, incremental_state, t, q):
        """``f(w_h (t - j); v_h) / sqrt(d)`` for keys ``j = 0..t``: ``H x 1 x (t+1)``, a view of
        this decode's table (``H x 1 x L``, distances ``L-1 .. 0``), rebuilt twice as long
        when ``t`` reaches ``L``."""
        cache = incremental_state.get(self._table_key)  # get_incremental_state(.., "da_step")
        table = None if cache is None else cache["table"]
        if table is None or table.size(-1) <= t:
            length = max(STEP_TABLE_MIN, 2 * (t + 1))
            k_pos = torch.arange(length, device=q.device)
            table = distance_coefficients(self.distance_weight, self.distance_offset,
                                          k_pos[-1:], k_pos) * q.size(-1) ** -0.5  # H x 1 x L
            incremental_state[self._table_key] = {"table": table}
        return table[..., table.size(-1) - 1 - t:]


def distance_metrics(layers, side):
    """The learned distance weights ``w_h`` (Sec. 3.1) of the distance-aware attentions in
    ``layers``, over all their heads: ``da_<role>_w_abs``, the mean ``|w_h|`` (how strongly
    distance re-scales the scores; 0: not at all), and ``da_<role>_near``, the share of heads
    with ``w_h < 0`` (``f`` falls with distance: the head prefers near tokens). ``<role>``:
    ``enc`` / ``dec`` self-attention, ``cross`` (``--da-cross-attention``)."""
    roles = {}
    for attn in layers.modules():
        if isinstance(attn, DistanceAwareAttention):
            role = "cross" if attn.encoder_decoder_attention else side
            roles.setdefault(role, []).append(attn.distance_weight)
    values = {}
    with torch.no_grad():
        for role, weights in roles.items():
            w = torch.cat(weights).float()  # (layers * heads,)
            values[f"da_{role}_w_abs"] = w.abs().mean()
            values[f"da_{role}_near"] = w.lt(0).float().mean()
    return values
