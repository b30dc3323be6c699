"""Rectified self-attention (RSAN) of UMST, with optional Shaw et al. relative keys; the
decoder's self-attention with a lean beam-search step (:class:`StepSelfAttention`).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022, §3.4; relative positions from Shaw et al., *Self-Attention with
Relative Position Representations*, NAACL 2018 (keys only, distances clipped
to +-K). Per head::

    ATTN_1  = softmax(Q K^T / sqrt(d))              T x T, Q, K, V from the sub-words (Eq. 1)
    ATTN_2  = softmax(Q_w K_w^T / sqrt(d))          W x W, Q_w, K_w from the words (after the P-GCN)
    ATTN_2' = U_L ATTN_2 U_R^T                      Eq. 4: U_L = U_R = G, binary (module umst_upsample)
    out     = (1/2 Drop(ATTN_1) + 1/2 Drop(ATTN_2')) V W_o

as in the authors' code (libeineu/UMST ``fairseq/modules/bpe_word_fusion_attention.py``):
the word branch has its own query / key projections ``q_proj_word`` /
``k_proj_word`` (``shared_word_qk``: reuse ``q_proj`` / ``k_proj``, the paper's
Table 6 #4); values are the sub-words' ``V``; the two maps are averaged without
renormalizing (with binary ``G`` the rows of ``ATTN_2'`` do not sum to 1).

With relative positions (``max_relative_position`` K > 0) the sub-word scores
get ``q_i . a_{clip(j - i)}``; the word scores get the same over word distances
(``word_relative_keys``): ``shared`` uses the sub-word table, as the released
code does in its ``--k-only`` mode (``relative_bpe_word_fusion_attention.py``),
``own`` a second table, ``none`` leaves the word branch without positions.

``ATTN_2' V`` is computed without forming ``ATTN_2'``: ``U_L (ATTN_2 (U_R^T V))``,
i.e. a W x W attention over pooled values, mapped back to the tokens, so the
layer runs two fused attentions. Dropout on the word branch drops entries of
``ATTN_2`` (W x W) rather than of ``ATTN_2'``: the same expectation, coarser noise.
:meth:`rectified_probs` builds ``P = 1/2 ATTN_1 + 1/2 ATTN_2'`` explicitly (for
``need_weights``, analysis and tests). Padded words are masked out of
``ATTN_2`` (the released code does not mask them, so its result depends on the
batch a sentence is in).

In training and validation (:func:`~msfairseq.modules.diagnostics.diagnostics_active`) the
layer keeps the norms of its two branches, ``||ATTN_1 V||`` and ``||ATTN_2' V||`` over the
real tokens (``branch_norms``), for the encoder's ``umst_word_share`` metric.

Tokens are time-first (``T x B x C``); words batch-first (``B x W x C``).
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq.modules import MultiheadAttention
from fairseq.modules.quant_noise import quant_noise

from ...modules.decoding_step import project_step, step_state, with_cached
from ...modules.diagnostics import diagnostics_active
from .upsample import dense_matrices, pool_values, unpool

WORD_RELATIVE_KEYS = ("shared", "own", "none")


def _softmax(scores):
    """Softmax over the last dim, in float32 at least."""
    if scores.dtype in (torch.float16, torch.bfloat16):
        return torch.softmax(scores.float(), dim=-1).to(scores.dtype)
    return torch.softmax(scores, dim=-1)


def _projection(dim, q_noise=0.0, qn_block_size=8):
    """A Q / K projection initialized like fairseq's (Xavier, gain 1/sqrt(2)), with fairseq's
    quantization noise (``--quant-noise-pq``) as its ``MultiheadAttention`` projections."""
    linear = quant_noise(nn.Linear(dim, dim), q_noise, qn_block_size)
    nn.init.xavier_uniform_(linear.weight, gain=1 / math.sqrt(2))
    return linear


class UMSTRectifiedSelfAttention(MultiheadAttention):
    """Encoder self-attention over sub-words rectified by word-level attention."""

    def __init__(self, embed_dim, num_heads, dropout=0.0, rectified=True,
                 max_relative_position=0, shared_word_qk=False, word_relative_keys="shared",
                 q_noise=0.0, qn_block_size=8):
        super().__init__(embed_dim, num_heads, dropout=dropout, self_attention=True,
                         q_noise=q_noise, qn_block_size=qn_block_size)
        assert word_relative_keys in WORD_RELATIVE_KEYS, word_relative_keys
        self.rectified = rectified
        self.max_relative_position = max_relative_position
        self.q_proj_word = self.k_proj_word = None
        if rectified and not shared_word_qk:
            self.q_proj_word = _projection(embed_dim, q_noise, qn_block_size)
            self.k_proj_word = _projection(embed_dim, q_noise, qn_block_size)
        self.relative_keys = self.word_relative_keys = None
        if max_relative_position > 0:
            self.relative_keys = nn.Embedding(2 * max_relative_position + 1, self.head_dim)
            nn.init.xavier_uniform_(self.relative_keys.weight)
            if rectified and word_relative_keys == "own":
                self.word_relative_keys = nn.Embedding(2 * max_relative_position + 1, self.head_dim)
                nn.init.xavier_uniform_(self.word_relative_keys.weight)
        self.word_relative = rectified and max_relative_position > 0 and word_relative_keys != "none"
        self.branch_norms = None  # set by a forward pass while diagnostics are logged

    def _split_heads(self, x):
        """L x B x C (time-first) -> B x H x L x D."""
        length, bsz, _ = x.shape
        return x.view(length, bsz, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def _split_word_heads(self, x):
        """B x W x C -> B x H x W x D."""
        bsz, num_words, _ = x.shape
        return x.view(bsz, num_words, self.num_heads, self.head_dim).transpose(1, 2)

    def _word_query_key(self, words):
        """Word queries and keys: B x W x C -> 2 x (B x H x W x D)."""
        q_proj = self.q_proj_word if self.q_proj_word is not None else self.q_proj
        k_proj = self.k_proj_word if self.k_proj_word is not None else self.k_proj
        return self._split_word_heads(q_proj(words)), self._split_word_heads(k_proj(words))

    def _relative_bias(self, q, table):
        """Shaw et al. key term ``q_i . a_{clip(j - i)} / sqrt(d)``: B x H x L x L."""
        length = q.size(2)
        kmax = self.max_relative_position
        pos = torch.arange(length, device=q.device)
        rel = (pos.unsqueeze(0) - pos.unsqueeze(1)).clamp(-kmax, kmax) + kmax  # L x L: j - i
        scores = torch.matmul(q, table.weight.t().to(q.dtype)) * self.scaling  # B x H x L x (2K+1)
        return scores[:, :, pos.unsqueeze(1), rel]

    def _subword_mask(self, q, key_padding_mask):
        """Boolean or additive mask for the sub-word scores: B x H x T x T, or broadcastable."""
        mask = None if key_padding_mask is None else ~key_padding_mask[:, None, None, :]  # True = attend
        if self.relative_keys is None:
            return mask
        bias = self._relative_bias(q, self.relative_keys)
        if mask is not None:
            bias = bias.masked_fill(~mask, float("-inf"))
        return bias

    def _word_mask(self, qw, graph):
        """Additive mask for the word scores (padding, relative keys): B x H x W x W or B x 1 x 1 x W."""
        mask = graph.word_attn_mask.to(qw.dtype)  # B x 1 x 1 x W, 0 / -inf
        if not self.word_relative:
            return mask
        table = self.word_relative_keys if self.word_relative_keys is not None else self.relative_keys
        return self._relative_bias(qw, table) + mask

    def forward(self, query, words=None, key_padding_mask=None, graph=None, need_weights=False):
        """
        Args:
            query: T x B x C sub-word features (``X_bpe``).
            words: B x W x C word features (``X_word``); unused if not rectified.
            key_padding_mask: B x T bool, True at padding (or None).
            graph: :class:`UMSTGraph` of the batch.
            need_weights: also return the rectified attention P (B x H x T x T),
                computed explicitly.
        Returns:
            (T x B x C output, P or None)
        """
        seq_len, bsz, embed_dim = query.shape
        dropout_p = self.dropout_module.p if self.training else 0.0
        v_tbc = self.v_proj(query)  # T x B x C
        if need_weights:
            probs = self.rectified_probs(query, words, key_padding_mask, graph)
            attn = F.dropout(probs, p=dropout_p, training=self.training)
            out = torch.matmul(attn, self._split_heads(v_tbc))  # B x H x T x D
            out = out.permute(2, 0, 1, 3).reshape(seq_len, bsz, embed_dim)  # T x B x C
            return self.out_proj(out), probs

        q = self._split_heads(self.q_proj(query))  # B x H x T x D
        k = self._split_heads(self.k_proj(query))
        mask = self._subword_mask(q, key_padding_mask)
        out = F.scaled_dot_product_attention(q, k, self._split_heads(v_tbc), attn_mask=mask,
                                             dropout_p=dropout_p)  # B x H x T x D
        out = out.permute(2, 0, 1, 3).reshape(seq_len, bsz, embed_dim)  # T x B x C
        if self.rectified:
            num_words = words.size(1)
            qw, kw = self._word_query_key(words)  # B x H x W x D each
            vw = self._split_word_heads(pool_values(v_tbc, graph.upsampling, num_words))  # U_R^T V
            out_w = F.scaled_dot_product_attention(qw, kw, vw, attn_mask=self._word_mask(qw, graph),
                                                   dropout_p=dropout_p)  # B x H x W x D
            out_w = out_w.transpose(1, 2).reshape(bsz, num_words, embed_dim)  # B x W x C
            up = unpool(out_w, graph.upsampling)  # T x B x C, zero at padding
            if diagnostics_active():
                with torch.no_grad():
                    sub = out if graph.tok_keep is None else out * graph.tok_keep
                    self.branch_norms = torch.stack([sub.float().norm(), up.float().norm()])
            out = 0.5 * (out + up)  # T x B x C
        return self.out_proj(out), None

    def rectified_probs(self, query, words, key_padding_mask, graph):
        """``P = 1/2 ATTN_1 + 1/2 U_L ATTN_2 U_R^T`` explicitly: B x H x T x T."""
        q = self._split_heads(self.q_proj(query))  # B x H x T x D
        k = self._split_heads(self.k_proj(query))
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scaling  # B x H x T x T
        mask = self._subword_mask(q, key_padding_mask)
        if mask is not None and mask.dtype == torch.bool:
            scores = scores.masked_fill(~mask, float("-inf"))
        elif mask is not None:
            scores = scores + mask
        probs = _softmax(scores)
        if not self.rectified:
            return probs
        qw, kw = self._word_query_key(words)  # B x H x W x D each
        wscores = torch.matmul(qw, kw.transpose(-1, -2)) * self.scaling  # B x H x W x W
        wprobs = _softmax(wscores + self._word_mask(qw, graph))
        left, right = dense_matrices(graph.upsampling, q.size(0), words.size(1), wprobs.dtype)
        up = left.unsqueeze(1) @ wprobs @ right.unsqueeze(1).transpose(-1, -2)  # B x H x T x T
        return 0.5 * (probs + up)


class StepSelfAttention(MultiheadAttention):
    """fairseq's ``MultiheadAttention`` (same parameters, buffers and reordering) whose
    self-attention decoding steps take :meth:`_one_step`.

    A decoding step (one query per row, inference, no masks) runs :meth:`_one_step`, the
    operations fairseq's general path runs for it, on the same buffers, without what that path
    spends on shapes it does not have: the projections take ``B x C`` rows (fairseq's
    ``1 x B x C`` input is flattened into the same matmuls), the heads are views of them, the
    buffer is read by a precomputed key. So the values are fairseq's bit for bit
    (tests/test_umst_model_fairseq.py), with 10 fewer aten ops per layer and step; every other
    call (training, teacher-forced scoring, ``need_weights``, padding) is fairseq's ``forward``.
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._state_key = f"{self._incremental_state_id}.attn_state"  # _get_input_buffer's key

    def forward(self, query, key, value, key_padding_mask=None, incremental_state=None,
                need_weights=True, static_kv=False, attn_mask=None, before_softmax=False,
                need_head_weights=False):
        """fairseq's ``forward`` (``query``: ``T x B x C``); a step ``1 x B x C`` returns
        ``(1 x B x C, None)`` from :meth:`_one_step`."""
        if (incremental_state is not None and query.size(0) == 1 and self.self_attention
                and key_padding_mask is None and attn_mask is None and not need_weights
                and not need_head_weights and not before_softmax and self._plain_step()):
            saved = incremental_state.get(self._state_key)
            if saved is None or saved.get("prev_key_padding_mask") is None:
                return self._one_step(query, incremental_state), None
        return super().forward(query, key, value, key_padding_mask, incremental_state, need_weights,
                               static_kv, attn_mask, before_softmax, need_head_weights)

    def _plain_step(self):
        """No extra keys or dropout, nor ONNX tracing: what :meth:`_one_step` leaves out."""
        dropout = self.dropout_module.p > 0 and (self.training or self.dropout_module.apply_during_inference)
        return self.bias_k is None and not self.add_zero_attn and not self.onnx_trace and not dropout

    def _one_step(self, query, incremental_state):
        """``query`` ``1 x B x C`` -> ``1 x B x C``: fairseq's general path for one query, on
        ``(B*H) x T x D`` (its layout), the cache ``prev_key`` / ``prev_value`` as it keeps
        them (``B x H x T x D``)."""
        _, B, C = query.shape
        BH, D = B * self.num_heads, self.head_dim
        saved = step_state(incremental_state, self._state_key)
        q, k, v = project_step(self, query)  # B x H x 1 x D
        q *= self.scaling
        k, v = with_cached(saved, k, v)  # B x H x T x D
        saved["prev_key"], saved["prev_value"], saved["prev_key_padding_mask"] = k, v, None
        k, v = k.view(BH, -1, D), v.view(BH, -1, D)  # (B*H) x T x D
        weights = torch.bmm(q.view(BH, 1, D), k.transpose(1, 2))  # (B*H) x 1 x T
        probs = F.softmax(weights, dim=-1, dtype=torch.float32).type_as(weights)
        out = torch.bmm(probs, v)  # (B*H) x 1 x D
        return self.out_proj(out.view(B, C)).view(1, B, C)
