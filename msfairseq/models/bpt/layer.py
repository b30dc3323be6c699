"""BP-Transformer layers (Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019, arXiv:1911.04070): Eq. 2-3, graph self-attention
(:class:`.attention.BPTGraphAttention`) and the FFN, each with a residual and a LayerNorm, over
every node of the graph (tokens and spans, :mod:`.graph`).

Layouts: these layers work on node rows ``B x W x C`` (sentence-major, the
tokens' padded positions first, then the span nodes; not time-first); the
encoder and decoder (:mod:`.encoder`, :mod:`.decoder`) convert from fairseq's ``T x B x C``.
Only tokens query the source in the decoder's encoder-attention sub-layer; span
rows pass it with a zero attention output, so with post-norm they still get its
LayerNorm, as in the released decoder (``modules/attention.py``, ``BPTMemBlock``:
``norm_in[1](h + o)`` over every node, ``o`` zero for spans, which have no
cross-attention edges). All nodes go through the FFN.

Work that cannot change an output is skipped, exactly: in the first layer every
span row is zero (spans start at zero, §3.3), so their projections are those of
one row; in the last layer only the token rows are read, so span rows only
provide keys and values (no query, attention output or FFN).
"""

import torch

from fairseq.modules.transformer_layer import TransformerDecoderLayerBase, TransformerEncoderLayerBase

from ...modules.cross_attention_weights import layer_attn, wants_cross_weights
from ...modules.sentence_alignment import SentenceMaskedDecoderLayer
from .attention import BPTGraphAttention


def _bpt_attention(cfg, embed_dim, heads):
    return BPTGraphAttention(embed_dim, heads, cfg.bpt_k, cfg.bpt_rel_clip, rel_pos=not cfg.bpt_no_rel_pos,
                             dropout=cfg.attention_dropout, impl=cfg.bpt_attention_impl,
                             q_noise=cfg.quant_noise.pq, qn_block_size=cfg.quant_noise.pq_block_size)


def _sublayer(layer, x, norm, fn, rows=None):
    """``x + dropout(fn(norm?(x)))`` then the post-norm: one residual sublayer.

    ``fn`` may return only the first ``rows`` rows (the residual is cut to match).
    """
    residual = x if rows is None else x[:, :rows]
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

    def forward(self, x, graph, num_tokens, spans_zero=False, tokens_only=False):
        """x: ``B x W x C`` node rows; graph: :class:`BatchGraph` over them.

        Returns ``B x W x C`` (``B x T x C``, the tokens, with ``tokens_only``).
        ``spans_zero``: the span rows are zero (first layer).
        """
        rows = num_tokens if tokens_only else None
        x = _sublayer(self, x, self.self_attn_layer_norm,
                      lambda h: self.self_attn(h, graph, num_tokens, spans_zero, tokens_only), rows)
        return _sublayer(self, x, self.final_layer_norm, lambda h: _ffn(self, h))

    def self_attention_weights(self, x, graph, num_tokens, spans_zero=False, tokens_only=False):
        """The graph attention of the token rows on the *token* nodes, ``H x B x T x T``
        (the arguments of :meth:`forward`): a row's remaining mass goes to span nodes, so
        rows sum to at most 1. For analysis (``analysis/attention_maps.py``)."""
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        p = self.self_attn.token_weights(x, graph, num_tokens, spans_zero)  # B x H x T x W
        return p[..., :num_tokens].transpose(0, 1)


class BPTDecoderLayer(SentenceMaskedDecoderLayer, TransformerDecoderLayerBase):
    """Decoder layer: causal graph self-attention, dense encoder attention (tokens), FFN.

    ``span_cross_norm``: span rows get the encoder-attention sub-layer's post-norm
    LayerNorm (the released decoder; True). Checkpoints saved before msfairseq did so
    (``bpt_version`` < 3) set it False when they load, so they decode as they were trained.
    """

    span_cross_norm = True

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        return _bpt_attention(cfg, embed_dim, cfg.decoder.attention_heads)

    def _encoder_attention(self, tok, encoder_out, encoder_padding_mask, incremental_state, need_weights):
        """tok: ``B x T x C`` token rows -> ``(B x T x C, H x B x T x S_src weights or None)``
        (fairseq attention is T x B x C)."""
        if self.encoder_attn is None:
            return tok, None
        weights = []

        def attend(h):
            h = h.transpose(0, 1)  # T x B x C
            out, w = self.encoder_attn(
                query=h, key=encoder_out, value=encoder_out, key_padding_mask=encoder_padding_mask,
                incremental_state=incremental_state, static_kv=True, need_weights=need_weights,
                need_head_weights=need_weights,
            )
            weights.append(w)
            return out.transpose(0, 1)  # B x T x C
        return _sublayer(self, tok, self.encoder_attn_layer_norm, attend), weights[0]

    def _cross_and_ffn(self, x, num_tokens, encoder_out, encoder_padding_mask, incremental_state,
                       need_attn, need_head_weights):
        """Encoder attention (token rows) and FFN (all rows). Returns ``(x, attn)``: the
        encoder attention weights as fairseq's layer gives them, when asked (see
        :meth:`forward`), else None."""
        need = wants_cross_weights(self, need_attn, need_head_weights)
        tok, attn = self._encoder_attention(x[:, :num_tokens], encoder_out, encoder_padding_mask,
                                            incremental_state, need)
        if x.shape[1] > num_tokens:
            spans = x[:, num_tokens:]  # B x S x C: their attention output is zero
            if self.encoder_attn is not None and self.span_cross_norm and not self.normalize_before:
                spans = self.encoder_attn_layer_norm(spans)
            x = torch.cat([tok, spans], 1)
        else:
            x = tok
        attn = layer_attn(attn, need_head_weights)
        return _sublayer(self, x, self.final_layer_norm, lambda h: _ffn(self, h)), attn

    def forward(self, x, graph, num_tokens, encoder_out=None, encoder_padding_mask=None,
                spans_zero=False, tokens_only=False, need_attn=False, need_head_weights=False):
        """x: ``B x (T + S) x C`` (tokens then spans); encoder_out: ``S_src x B x C``.

        Returns ``(B x (T + S) x C, attn)`` (``B x T x C`` rows with ``tokens_only``).
        ``attn``: the token rows' encoder attention, ``H x B x T x S_src``
        (``need_head_weights``) or its head average ``B x T x S_src`` (``need_attn``), outside
        training and while fairseq's ``need_attn`` flag is set (``make_generation_fast_``
        clears it unless ``--print-alignment``); else None.
        """
        rows = num_tokens if tokens_only else None
        x = _sublayer(self, x, self.self_attn_layer_norm,
                      lambda h: self.self_attn(h, graph, num_tokens, spans_zero, tokens_only), rows)
        return self._cross_and_ffn(x, num_tokens, encoder_out, encoder_padding_mask, None,
                                   need_attn, need_head_weights)

    def forward_step(self, x, plan, encoder_out, encoder_padding_mask, incremental_state, tokens_only=False,
                     need_attn=False, need_head_weights=False):
        """One decoding step. x: ``B x R x C`` (the new token, then this step's spans).

        Returns ``(B x R x C, attn)`` (``B x 1 x C`` rows with ``tokens_only``); ``attn`` as
        in :meth:`forward`, for the new token (``... x 1 x S_src``).
        """
        rows = 1 if tokens_only else None
        x = _sublayer(self, x, self.self_attn_layer_norm,
                      lambda h: self.self_attn.forward_step(h, plan, incremental_state, tokens_only), rows)
        return self._cross_and_ffn(x, 1, encoder_out, encoder_padding_mask, incremental_state,
                                   need_attn, need_head_weights)
