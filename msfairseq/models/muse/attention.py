"""Attention core for MUSE blocks (Zhao et al., *MUSE: Parallel Multi-Scale
Attention for Sequence to Sequence Learning*, 2019).

A MUSE block computes the attention's query/key/value projections together
with the other branches' input projections (one fused matmul at inference), and
the convolution branch reuses the value projection. So the block needs
attention *on already projected* ``q, k, v``: :meth:`MuseAttention.attend`.
The class subclasses fairseq's :class:`MultiheadAttention` for its parameters
(``q_proj``, ``k_proj``, ``v_proj``, ``out_proj``, same names; the block re-draws them as
the released code does, :mod:`.init`), its incremental-state buffer and
``reorder_incremental_state``.

Time-first: ``q`` is ``T x B x C``, keys/values ``S x B x C``.
"""

import torch
import torch.nn.functional as F
from fairseq.modules import MultiheadAttention

from ...modules.sentence_alignment import SentenceMaskedMultiheadAttention, additive_sentence_mask


class MuseAttention(SentenceMaskedMultiheadAttention):
    """fairseq multi-head attention plus :meth:`attend` on projected inputs.

    Buffers keep fairseq's layout (``prev_key``/``prev_value``:
    ``B x H x S x D``), so the inherited ``reorder_incremental_state`` applies
    to self-attention. Cross-attention caches (``cross_attention=True``) follow
    fairseq's own rule for encoder-decoder attention: a reorder that keeps the
    batch size only permutes the beams of each sentence, whose keys and values
    are identical, so it is skipped; a reorder that drops finished sentences is
    applied.

    As the decoder's cross-attention, :meth:`attend` also applies the sentence mask
    (``sentence_mask``, B x T x S, ``--doc-form segment_pairs``;
    :mod:`msfairseq.modules.sentence_alignment`) on every path, fused or not.
    """

    def __init__(self, *args, cross_attention=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.cross_attention = cross_attention
        self._state_key = f"{self._incremental_state_id}.attn_state"  # _get_input_buffer's key

    def reorder_incremental_state(self, incremental_state, new_order):
        if self.cross_attention:
            buf = self._get_input_buffer(incremental_state)
            key = buf.get("prev_key") if buf is not None else None
            if key is not None and key.size(0) == new_order.size(0):
                return incremental_state
        return super().reorder_incremental_state(incremental_state, new_order)

    def _heads(self, x):
        """``S x B x C`` -> ``B x H x S x D`` (a view)."""
        S, B, _ = x.shape
        return x.view(S, B, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def step(self, q, k, v, incremental_state):
        """One decoding step of self-attention in inference, on ``B x C`` rows of projected
        ``q``, ``k``, ``v`` (no masks) -> ``B x C`` (before ``out_proj``).

        :meth:`attend`'s values bit for bit, and its cache: the same two matmuls, as ``bmm``
        on the ``(B*H) x T x D`` views :func:`torch.matmul` folds its ``B x H x T x D``
        operands into, without the reshapes, mask checks and buffer helpers.
        """
        B, C = q.shape
        H, D = self.num_heads, self.head_dim
        saved = incremental_state.get(self._state_key)
        if saved is None:
            saved = {}
            incremental_state[self._state_key] = saved
        elif saved.get("prev_key_padding_mask") is not None:  # padding cached: the general step
            return self.attend(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0),
                               incremental_state=incremental_state)[0].view(B, C)
        k, v = k.view(B, H, 1, D), v.view(B, H, 1, D)
        if "prev_key" in saved:
            k = torch.cat([saved["prev_key"], k], dim=2)  # B x H x T x D
            v = torch.cat([saved["prev_value"], v], dim=2)
        saved["prev_key"], saved["prev_value"] = k, v
        tk = k.size(2)
        q = (q * self.scaling).view(B * H, 1, D)
        scores = torch.bmm(q, k.reshape(B * H, tk, D).transpose(1, 2))  # (B*H) x 1 x T
        probs = F.softmax(scores, dim=-1, dtype=torch.float32).to(v.dtype)
        return torch.bmm(probs, v.reshape(B * H, tk, D)).view(B, C)

    def attend(self, q, k=None, v=None, kv_source=None, key_padding_mask=None,
               attn_mask=None, incremental_state=None, need_weights=False):
        """Scaled dot-product attention on projected inputs.

        Args:
            q: ``T x B x C`` projected queries (unscaled).
            k, v: ``S x B x C`` projected keys/values (self-attention; in
                incremental mode the new steps, appended to the cache).
            kv_source: ``S x B x Ckv`` memory for cross-attention, projected here
                by ``k_proj``/``v_proj`` (once per sentence when incremental).
            key_padding_mask: ``B x S`` bool, True at padding.
            attn_mask: ``T x S`` additive float mask (e.g. the causal mask) or
                bool (True = masked).
            incremental_state: fairseq decoding state.
            need_weights: also return the attention probabilities (the explicit
                softmax path runs instead of the fused kernel).

        Returns:
            ``(T x B x C attention output before out_proj, H x B x T x S
            probabilities before dropout or None)``.
        """
        T, B, C = q.shape
        static = kv_source is not None
        saved = self._get_input_buffer(incremental_state) if incremental_state is not None else None
        if saved is not None and static and "prev_key" in saved:
            k, v = saved["prev_key"], saved["prev_value"]  # B x H x S x D, cached
        else:
            if static:
                k, v = self.k_proj(kv_source), self.v_proj(kv_source)  # S x B x C
            k, v = self._heads(k), self._heads(v)  # B x H x S x D
            if saved is not None:
                if not static and "prev_key" in saved:
                    k = torch.cat([saved["prev_key"], k], dim=2)
                    v = torch.cat([saved["prev_value"], v], dim=2)
                    if key_padding_mask is not None or saved.get("prev_key_padding_mask") is not None:
                        key_padding_mask = MultiheadAttention._append_prev_key_padding_mask(
                            key_padding_mask, saved.get("prev_key_padding_mask"),
                            batch_size=B, src_len=k.size(2), static_kv=False,
                        )
                saved["prev_key"], saved["prev_value"] = k, v
                if not static and key_padding_mask is not None:
                    saved["prev_key_padding_mask"] = key_padding_mask
                self._set_input_buffer(incremental_state, saved)

        mask = None
        if attn_mask is not None:
            if attn_mask.dtype == torch.bool:
                attn_mask = torch.zeros(attn_mask.shape, dtype=q.dtype,
                                        device=q.device).masked_fill(attn_mask, float("-inf"))
            mask = attn_mask.to(q.dtype)[None, None]  # 1 x 1 x T x S
        if key_padding_mask is not None:
            pad = torch.zeros(key_padding_mask.shape, dtype=q.dtype, device=q.device)
            pad = pad.masked_fill(key_padding_mask.to(torch.bool), float("-inf"))
            pad = pad[:, None, None, :]  # B x 1 x 1 x S
            mask = pad if mask is None else mask + pad
        if self.sentence_mask is not None:  # segment_pairs: B x 1 x T x S
            sentences = additive_sentence_mask(self.sentence_mask, q.dtype)
            mask = sentences if mask is None else mask + sentences
        p = self.dropout_module.p if self.training else 0.0
        weights = None
        if need_weights or (T == 1 and p == 0.0):
            # the weights were asked for, or one decoding step (two small matmuls beat the
            # fused CPU kernel's setup)
            scores = torch.matmul(self._heads(q) * self.scaling, k.transpose(2, 3))  # B x H x T x S
            if mask is not None:
                scores = scores + mask
            probs = F.softmax(scores, dim=-1, dtype=torch.float32)
            out = torch.matmul(self.dropout_module(probs.to(v.dtype)), v)
            if need_weights:
                weights = probs.transpose(0, 1)  # H x B x T x S
        else:
            out = F.scaled_dot_product_attention(self._heads(q), k, v, attn_mask=mask, dropout_p=p)
        return out.permute(2, 0, 1, 3).reshape(T, B, C), weights  # B x H x T x D -> T x B x C
