"""BP-Transformer decoder on top of fairseq's Transformer (Ye et al., *BP-Transformer: Modelling
Long-Range Context via Binary Partitioning*, 2019, arXiv:1911.04070): the causal
binary-partition graph of the target prefix (:mod:`.graph`), layers of :mod:`.layer`, dense
attention to the encoder's tokens; embeddings as in :mod:`.encoder`.

Decoding: the decoder graph is causal, so a token's keys are itself, earlier
tokens and *complete* spans left of it. Incremental decoding caches, per layer,
the keys/values of every node computed so far; at step ``t`` it computes token
``t`` and the spans token ``t`` is the first to attend to, layer by layer
(:class:`.graph.DecoderSchedule`): per-step work is the new token's edges plus
those spans' tokens, never a rebuild of the graph.

Like the encoder it refuses to be traced (:func:`.graph.refuse_tracing`) and logs its graph's
size in training and validation (``bpt_dec_{nodes,edges}_per_token``).
"""

from typing import Dict, List, Optional

import torch
from torch import Tensor

from fairseq.models.transformer import TransformerDecoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import diagnostics_active
from ...modules.sentence_alignment import SentenceAlignedDecoder
from .embedding import released_embedding
from .graph import batch_graph, decoder_schedule, graph_metrics, graph_settings, num_live_spans, refuse_tracing
from .layer import BPTDecoderLayer


class BPTDecoder(CachedReorderDecoder, SentenceAlignedDecoder, TransformerDecoderBase):
    """Decoder over the causal binary-partition graph; dense encoder attention."""

    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False, output_projection=None):
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn,
                         output_projection=output_projection)
        # set by BPTModel.build_model (--bpt-released-embeddings): the LayerNorm shared with
        # the encoder, and the output layer's bias
        self.released_embed_norm = None
        self.output_bias = None

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return BPTDecoderLayer(cfg, no_encoder_attn)

    def output_layer(self, features):
        """``B x T x C`` -> ``B x T x V``; the released path drops out first and adds a bias."""
        if self.output_bias is None:
            return super().output_layer(features)
        return self.output_projection(self.dropout_module(features)) + self.output_bias

    def _embed(self, prev_output_tokens, incremental_state):
        positions = None
        if self.embed_positions is not None:
            positions = self.embed_positions(prev_output_tokens, incremental_state=incremental_state)
        if incremental_state is not None:
            prev_output_tokens = prev_output_tokens[:, -1:]
            positions = positions[:, -1:] if positions is not None else None
        if self.released_embed_norm is not None:
            return released_embedding(self, self.embed_tokens(prev_output_tokens.contiguous()), positions)
        x = self.embed_scale * self.embed_tokens(prev_output_tokens.contiguous())  # B x T x C
        if self.quant_noise is not None:
            x = self.quant_noise(x)
        if self.project_in_dim is not None:
            x = self.project_in_dim(x)
        if positions is not None:
            x = x + positions
        if self.layernorm_embedding is not None:
            x = self.layernorm_embedding(x)
        return self.dropout_module(x)

    def extract_features(self, prev_output_tokens, encoder_out: Optional[Dict[str, List[Tensor]]],
                         incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
                         full_context_alignment: bool = False, alignment_layer: Optional[int] = None,
                         alignment_heads: Optional[int] = None):
        """prev_output_tokens: ``B x T``. Returns ``(B x T x C, {"attn": [A], "inner_states": [...]})``.

        With ``incremental_state`` only the last position is computed (``B x 1 x C``). ``A``
        (fairseq's convention): the encoder attention of decoder layer ``alignment_layer``
        (default: the last), averaged over its first ``alignment_heads`` heads (default:
        all), ``B x T x S_src``; None in training or when generation was prepared without
        ``--print-alignment`` (see :meth:`BPTDecoderLayer.forward`).
        """
        if full_context_alignment:
            raise ValueError("bpt decoder: full-context alignment (--full-context-alignment) is not supported")
        refuse_tracing("decoder")
        enc = pad = None
        if encoder_out is not None and len(encoder_out["encoder_out"]) > 0:
            enc = encoder_out["encoder_out"][0]
        if encoder_out is not None and len(encoder_out["encoder_padding_mask"]) > 0:
            pad = encoder_out["encoder_padding_mask"][0]
        x = self._embed(prev_output_tokens, incremental_state)  # B x T x C (B x 1 x C incremental)
        inner: List[Optional[Tensor]] = [x.transpose(0, 1)]
        last = len(self.layers) - 1
        if alignment_layer is None:
            alignment_layer = last
        attn: Optional[Tensor] = None
        if incremental_state is not None:
            plan = decoder_schedule(**graph_settings(self.cfg)).step(prev_output_tokens.shape[1] - 1)
            if plan.new_spans:  # spans start at zero
                x = torch.cat([x, x.new_zeros(x.shape[0], len(plan.new_spans), x.shape[-1])], 1)  # B x (1 + S_t) x C
            for i, layer in enumerate(self.layers):
                x, layer_attn = layer.forward_step(x, plan, enc, pad, incremental_state, tokens_only=i == last,
                                                   need_head_weights=i == alignment_layer)
                attn = layer_attn if i == alignment_layer else attn
                inner.append(x[:, :1].transpose(0, 1))
            x = x[:, :1]
        else:
            B, T = prev_output_tokens.shape
            S = num_live_spans(T, causal=True, **graph_settings(self.cfg))
            graph = batch_graph([T] * B, [0] * B, T, S, causal=True, device=x.device, **graph_settings(self.cfg))
            if diagnostics_active():  # the decoder's graph spans the padded length
                graph_metrics("dec", B * T, B * (T + S), graph.num_edges)
            x = torch.cat([x, x.new_zeros(B, S, x.shape[-1])], 1)  # B x (T + S) x C
            for i, layer in enumerate(self.layers):
                x, layer_attn = layer(x, graph, T, enc, pad, spans_zero=i == 0, tokens_only=i == last,
                                      need_head_weights=i == alignment_layer)
                attn = layer_attn if i == alignment_layer else attn
                inner.append(x[:, :T].transpose(0, 1))
            x = x[:, :T]
        if attn is not None:  # H x B x T x S_src -> B x T x S_src
            attn = attn[:alignment_heads].float().mean(dim=0).to(x)
        if self.layer_norm is not None:
            x = self.layer_norm(x)
        if self.project_out_dim is not None:
            x = self.project_out_dim(x)
        return x, {"attn": [attn], "inner_states": inner}
