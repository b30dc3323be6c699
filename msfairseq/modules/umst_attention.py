"""Rectified self-attention of UMST, with optional Shaw et al. relative keys.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022; relative positions from Shaw et al., *Self-Attention with Relative
Position Representations*, NAACL 2018 (keys only, distances clipped to +-K).

The sub-word attention ``P_s = softmax(Q K^T / sqrt(d))`` (T x T, per head) is
averaged with the word-level attention ``P_w = softmax(Q_w K_w^T / sqrt(d))``
(W x W, queries and keys projected with the same weights from the word
features after the P-GCN), mapped back to sub-words by sharing each word's
weight equally among its pieces::

    P[i, j] = 1/2 * P_s[i, j] + 1/2 * P_w[word(i), word(j)] / n_word(j)

so every row of ``P`` still sums to 1. ``P V`` is computed without forming
``P``: the word half equals ``P_w`` applied to the word means of ``V``, so the
layer runs two fused attentions (T x T and W x W) and copies the word result
to the tokens. :meth:`rectified_probs` builds ``P`` explicitly (for
``need_weights``, analysis and tests).

Tokens are time-first (``T x B x C``); words batch-first (``B x W x C``).
"""

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq.modules import MultiheadAttention

from .umst_graph import to_tokens, word_mean


def _softmax(scores):
    """Softmax over the last dim, in float32 at least."""
    if scores.dtype in (torch.float16, torch.bfloat16):
        return torch.softmax(scores.float(), dim=-1).to(scores.dtype)
    return torch.softmax(scores, dim=-1)


class UMSTRectifiedSelfAttention(MultiheadAttention):
    """Encoder self-attention over sub-words rectified by word-level attention."""

    def __init__(self, embed_dim, num_heads, dropout=0.0, rectified=True,
                 max_relative_position=0, q_noise=0.0, qn_block_size=8):
        super().__init__(embed_dim, num_heads, dropout=dropout, self_attention=True,
                         q_noise=q_noise, qn_block_size=qn_block_size)
        self.rectified = rectified
        self.max_relative_position = max_relative_position
        if max_relative_position > 0:
            self.relative_keys = nn.Embedding(2 * max_relative_position + 1, self.head_dim)
            nn.init.xavier_uniform_(self.relative_keys.weight)
        else:
            self.relative_keys = None

    def _split_heads(self, x):
        """L x B x C (time-first) -> B x H x L x D."""
        length, bsz, _ = x.shape
        return x.view(length, bsz, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def _split_word_heads(self, x):
        """B x W x C -> B x H x W x D."""
        bsz, num_words, _ = x.shape
        return x.view(bsz, num_words, self.num_heads, self.head_dim).transpose(1, 2)

    def _word_query_key(self, words):
        """Word queries and keys with the sub-word projections: B x W x C -> 2 x (B x H x W x D).

        Two matmuls rather than one on concatenated weights: the same cost on
        CPU, without copying the 2C x C weight every forward.
        """
        qw = F.linear(words, self.q_proj.weight, self.q_proj.bias)  # B x W x C
        kw = F.linear(words, self.k_proj.weight, self.k_proj.bias)
        return self._split_word_heads(qw), self._split_word_heads(kw)

    def _subword_mask(self, q, key_padding_mask):
        """Additive / boolean mask for the sub-word scores: B x H x T x T, or broadcastable."""
        mask = None if key_padding_mask is None else ~key_padding_mask[:, None, None, :]  # True = attend
        if self.relative_keys is None:
            return mask
        seq_len = q.size(2)
        pos = torch.arange(seq_len, device=q.device)
        rel = (pos.unsqueeze(0) - pos.unsqueeze(1)).clamp(  # T x T: key j - query i
            -self.max_relative_position, self.max_relative_position) + self.max_relative_position
        scores = torch.matmul(q, self.relative_keys.weight.t().to(q.dtype)) * self.scaling  # B x H x T x (2K+1)
        bias = scores[:, :, pos.unsqueeze(1), rel]  # B x H x T x T: q_i . a_{j-i} / sqrt(d)
        if mask is not None:
            bias = bias.masked_fill(~mask, float("-inf"))
        return bias

    def forward(self, query, words=None, key_padding_mask=None, graph=None, need_weights=False):
        """
        Args:
            query: T x B x C sub-word features (after the W-GCN).
            words: B x W x C word features (after the P-GCN); unused if not rectified.
            key_padding_mask: B x T bool, True at padding (or None).
            graph: :class:`UMSTGraph` of the batch.
            need_weights: also return the rectified attention P (B x H x T x T),
                computed explicitly.
        Returns:
            (T x B x C output, P or None)
        """
        seq_len, bsz, embed_dim = query.shape
        dropout_p = self.dropout_module.p if self.training else 0.0
        q = self._split_heads(self.q_proj(query))  # B x H x T x D
        k = self._split_heads(self.k_proj(query))
        v_tbc = self.v_proj(query)  # T x B x C
        if need_weights:
            probs = self.rectified_probs(query, words, key_padding_mask, graph)
            attn = F.dropout(probs, p=dropout_p, training=self.training)
            out = torch.matmul(attn, self._split_heads(v_tbc))  # B x H x T x D
            out = out.permute(2, 0, 1, 3).reshape(seq_len, bsz, embed_dim)  # T x B x C
            return self.out_proj(out), probs

        mask = self._subword_mask(q, key_padding_mask)
        out = F.scaled_dot_product_attention(q, k, self._split_heads(v_tbc), attn_mask=mask,
                                             dropout_p=dropout_p)  # B x H x T x D
        out = out.permute(2, 0, 1, 3).reshape(seq_len, bsz, embed_dim)  # T x B x C
        if self.rectified:
            qw, kw = self._word_query_key(words)  # B x H x W x D each
            vw = self._split_word_heads(word_mean(v_tbc, graph))  # word means of V
            word_mask = graph.word_attn_mask.to(qw.dtype)  # B x 1 x 1 x W, 0 / -inf
            out_w = F.scaled_dot_product_attention(qw, kw, vw, attn_mask=word_mask,
                                                   dropout_p=dropout_p)  # B x H x W x D
            out_w = out_w.transpose(1, 2).reshape(bsz, -1, embed_dim)  # B x W x C
            out = 0.5 * (out + to_tokens(out_w, graph))  # T x B x C
        return self.out_proj(out), None

    def rectified_probs(self, query, words, key_padding_mask, graph):
        """The attention matrix P explicitly: B x H x T x T (rows sum to 1 at real tokens)."""
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
        wscores = wscores.masked_fill(graph.word_pad[:, None, None, :], float("-inf"))
        wprobs = _softmax(wscores)
        bsz, heads, num_words, _ = wprobs.shape
        seq_len = q.size(2)
        # up-sample: token i, token j -> P_w[word(i), word(j)] / n_word(j); padding -> 0
        wprobs = wprobs / graph.word_count.to(q.dtype).view(bsz, 1, 1, num_words)
        wprobs = F.pad(wprobs, (0, 1, 0, 1))  # dummy padding word row and column of zeros
        slot = graph.tok_slot.view(seq_len, bsz).t() - torch.arange(
            bsz, device=q.device).unsqueeze(1) * (num_words + 1)  # B x T word index (W at padding)
        rows = wprobs.gather(2, slot[:, None, :, None].expand(bsz, heads, seq_len, num_words + 1))
        up = rows.gather(3, slot[:, None, None, :].expand(bsz, heads, seq_len, seq_len))  # B x H x T x T
        return 0.5 * (probs + up)
