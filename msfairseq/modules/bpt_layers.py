"""BP-Transformer layers: graph self-attention with tree relative positions.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Every node (token or span, see :mod:`.bpt_graph`) attends
to the keys its graph edges name; the score of edge ``e`` (query ``i``, key
``j``, relation type ``t``) in head ``h`` is ``(q_ih . k_jh + q_ih . r_t) / sqrt(D)``
with ``r_t`` a learned per-layer embedding of the tree relative position.

Layouts: these layers work on node rows ``B x N x C`` (sentence-major, the
tokens' padded positions first, then the span nodes; not time-first); the
encoder/decoder in :mod:`.bpt_transformer` convert from fairseq's ``T x B x C``.
Span nodes skip the decoder's encoder-attention sublayer (only tokens query
the source, as in the paper's code); all nodes go through the FFN.
"""

from typing import Dict, Optional

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from fairseq.incremental_decoding_utils import with_incremental_state
from fairseq.modules.transformer_layer import TransformerDecoderLayerBase, TransformerEncoderLayerBase

from ..ops.bpt_attention import sparse_attention
from .attention_projections import SelfAttentionProjections
from .bpt_graph import completed_levels, decoder_step_plan, num_rel_types


@with_incremental_state
class BPTGraphAttention(SelfAttentionProjections):
    """Multi-head attention along graph edges, with tree relative positions."""

    def __init__(self, embed_dim, num_heads, k, clip, rel_pos=True):
        super().__init__(embed_dim, num_heads)
        self.k, self.clip = k, clip
        self.scaling = self.head_dim ** -0.5
        self.rel_embed = nn.Embedding(num_rel_types(k, clip), self.head_dim) if rel_pos else None
        self.reset_parameters()

    def reset_parameters(self):
        super().reset_parameters()
        if self.rel_embed is not None:
            nn.init.normal_(self.rel_embed.weight, std=self.head_dim ** -0.5)

    def _heads(self, proj, x):
        return proj(x).view(*x.shape[:-1], self.num_heads, self.head_dim)  # ... x H x D

    def _rel_scores(self, q):
        """``scale * q . r_t`` for every type: ``... x H x R`` (None without rel-pos)."""
        if self.rel_embed is None:
            return None
        return torch.matmul(q, self.rel_embed.weight.t()) * self.scaling

    def forward(self, x, graph):
        """x: ``Nrows x C`` node rows; graph: a :class:`BatchGraph`. Returns ``Nrows x C``."""
        q, k, v = (self._heads(p, x) for p in (self.q_proj, self.k_proj, self.v_proj))  # Nrows x H x D
        rel = self._rel_scores(q)  # Nrows x H x R
        bias = None if rel is None else rel[graph.rows, :, graph.etype]  # E x H
        out = sparse_attention(q, k, v, graph.indptr, graph.indices, bias=bias, scale=self.scaling,
                               plan=getattr(graph, "plan", None))
        return self.out_proj(out.reshape(x.shape[0], self.embed_dim))

    # -- incremental decoding ------------------------------------------------
    def _dense(self, q, k, v, types):
        """q: ``B x Q x H x D``; k, v: ``B x E x H x D`` shared keys; types: E. -> ``B x Q x C``."""
        scores = torch.einsum("bqhd,behd->bqhe", q, k) * self.scaling  # B x Q x H x E
        rel = self._rel_scores(q)
        if rel is not None:
            scores = scores + rel[..., types]
        out = torch.einsum("bqhe,behd->bqhd", F.softmax(scores, dim=-1), v)
        return self.out_proj(out.reshape(*q.shape[:2], self.embed_dim))

    def forward_step(self, x_tok, x_span, step, incremental_state):
        """Attention of token ``step`` and of the spans it completes, with cached keys.

        x_tok: ``B x 1 x C``; x_span: ``B x S_t x C`` (inputs of the spans token
        ``step`` completes, in increasing level). Returns ``(B x 1 x C, B x S_t x C)``.
        """
        cache = self.get_incremental_state(incremental_state, "bpt") or {}
        qt, kt, vt = (self._heads(p, x_tok) for p in (self.q_proj, self.k_proj, self.v_proj))  # B x 1 x H x D
        tok_k = kt if step == 0 else torch.cat([cache["tok_k"], kt], 1)  # B x (step+1) x H x D
        tok_v = vt if step == 0 else torch.cat([cache["tok_v"], vt], 1)
        tok_pos, tok_ty, span_idx, span_ty = (t.to(x_tok.device) for t in decoder_step_plan(step, self.k, self.clip))
        keys, vals = [tok_k[:, tok_pos]], [tok_v[:, tok_pos]]
        if span_idx.numel():
            keys.append(cache["span_k"][:, span_idx])
            vals.append(cache["span_v"][:, span_idx])
        out_tok = self._dense(qt, torch.cat(keys, 1), torch.cat(vals, 1), torch.cat([tok_ty, span_ty]))
        span_outs = []
        if x_span.shape[1]:
            qs, ks, vs = (self._heads(p, x_span) for p in (self.q_proj, self.k_proj, self.v_proj))
            for j, lvl in enumerate(completed_levels(step)):
                lo = step + 1 - (1 << lvl)  # the span's tokens lo..step
                ty = torch.full((step + 1 - lo,), (2 * self.k + 1) * min(lvl, self.clip), device=x_tok.device)
                span_outs.append(self._dense(qs[:, j:j + 1], tok_k[:, lo:], tok_v[:, lo:], ty))
            cache["span_k"] = ks if "span_k" not in cache else torch.cat([cache["span_k"], ks], 1)
            cache["span_v"] = vs if "span_v" not in cache else torch.cat([cache["span_v"], vs], 1)
        cache["tok_k"], cache["tok_v"] = tok_k, tok_v
        self.set_incremental_state(incremental_state, "bpt", cache)
        out_span = torch.cat(span_outs, 1) if span_outs else x_span
        return out_tok, out_span

    def reorder_incremental_state(self, incremental_state: Dict[str, Dict[str, Optional[Tensor]]], new_order: Tensor):
        cache = self.get_incremental_state(incremental_state, "bpt")
        if cache is not None:
            for key in list(cache):
                cache[key] = cache[key].index_select(0, new_order)
            self.set_incremental_state(incremental_state, "bpt", cache)


def _bpt_attention(cfg, embed_dim, heads):
    return BPTGraphAttention(embed_dim, heads, cfg.bpt_k, cfg.bpt_rel_clip, rel_pos=not cfg.bpt_no_rel_pos)


def _sublayer(layer, x, norm, fn):
    """``x + dropout(fn(norm?(x)))`` then the post-norm: one residual sublayer."""
    residual = x
    if layer.normalize_before:
        x = norm(x)
    x = residual + layer.dropout_module(fn(x))
    return x if layer.normalize_before else norm(x)


def _ffn(layer, x):
    return layer.fc2(layer.activation_dropout_module(layer.activation_fn(layer.fc1(x))))


class BPTEncoderLayer(TransformerEncoderLayerBase):
    """Encoder layer: graph self-attention over tokens and spans, then the FFN."""

    def build_self_attention(self, embed_dim, cfg):
        return _bpt_attention(cfg, embed_dim, cfg.encoder.attention_heads)

    def forward(self, x, graph):
        """x: ``B x N x C`` node rows; graph: :class:`BatchGraph` over them. Returns ``B x N x C``."""
        x = _sublayer(self, x, self.self_attn_layer_norm, lambda h: self.self_attn(h.reshape(-1, h.shape[-1]), graph).view_as(h))
        return _sublayer(self, x, self.final_layer_norm, lambda h: _ffn(self, h))


class BPTDecoderLayer(TransformerDecoderLayerBase):
    """Decoder layer: causal graph self-attention, dense encoder attention (tokens), FFN."""

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        return _bpt_attention(cfg, embed_dim, cfg.decoder.attention_heads)

    def _encoder_attention(self, tok, encoder_out, encoder_padding_mask, incremental_state):
        """tok: ``B x T x C`` token rows -> ``B x T x C`` (fairseq attention is T x B x C)."""
        if self.encoder_attn is None:
            return tok
        def attend(h):
            h = h.transpose(0, 1)  # T x B x C
            out, _ = self.encoder_attn(
                query=h, key=encoder_out, value=encoder_out, key_padding_mask=encoder_padding_mask,
                incremental_state=incremental_state, static_kv=True, need_weights=False,
            )
            return out.transpose(0, 1)  # B x T x C
        return _sublayer(self, tok, self.encoder_attn_layer_norm, attend)

    def forward(self, x, graph, num_tokens, encoder_out=None, encoder_padding_mask=None):
        """x: ``B x (T + S) x C`` (tokens then spans); encoder_out: ``S_src x B x C``."""
        x = _sublayer(self, x, self.self_attn_layer_norm, lambda h: self.self_attn(h.reshape(-1, h.shape[-1]), graph).view_as(h))
        tok = self._encoder_attention(x[:, :num_tokens], encoder_out, encoder_padding_mask, None)
        x = torch.cat([tok, x[:, num_tokens:]], 1)
        return _sublayer(self, x, self.final_layer_norm, lambda h: _ffn(self, h))

    def forward_step(self, x_tok, x_span, step, encoder_out, encoder_padding_mask, incremental_state):
        """One decoding step. x_tok: ``B x 1 x C``; x_span: ``B x S_t x C``; same shapes out."""
        residual_tok, residual_span = x_tok, x_span
        if self.normalize_before:
            x_tok, x_span = self.self_attn_layer_norm(x_tok), self.self_attn_layer_norm(x_span)
        a_tok, a_span = self.self_attn.forward_step(x_tok, x_span, step, incremental_state)
        x_tok = residual_tok + self.dropout_module(a_tok)
        x_span = residual_span + self.dropout_module(a_span)
        if not self.normalize_before:
            x_tok, x_span = self.self_attn_layer_norm(x_tok), self.self_attn_layer_norm(x_span)
        x_tok = self._encoder_attention(x_tok, encoder_out, encoder_padding_mask, incremental_state)
        x = _sublayer(self, torch.cat([x_tok, x_span], 1), self.final_layer_norm, lambda h: _ffn(self, h))
        return x[:, :1], x[:, 1:]
