"""BP-Transformer encoder and decoder on top of fairseq's Transformer.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Each sentence becomes its tokens plus the span nodes of
its binary partition (:mod:`.graph`, built from the true length). Span
nodes start at zero; every layer updates all nodes synchronously with graph
attention (:mod:`.layers`). fairseq's interfaces stay time-first
(``T x B x C``); inside, node states are ``B x (T + S) x C``: the padded token
positions, then ``S`` span rows per sentence.

The graphs hold only live spans (:func:`.graph.live_graph`: a span no
token attends to cannot change an output). The first layer's span rows are zero
and the last layer's span rows are never read; the layers skip that work.

Embeddings: fairseq's path by default (√d scale, positions if any, dropout), as for
``transformer``. ``--bpt-released-embeddings`` gives the authors' path (github.com/yzh119/BPT
``modules/model.py``): no √d scale, dropout, then one LayerNorm shared by encoder and decoder;
dropout before the output projection, which has a bias.

Decoding: the decoder graph is causal, so a token's keys are itself, earlier
tokens and *complete* spans left of it. Incremental decoding caches, per layer,
the keys/values of every node computed so far; at step ``t`` it computes token
``t`` and the spans token ``t`` is the first to attend to, layer by layer
(:class:`.graph.DecoderSchedule`): per-step work is the new token's edges plus
those spans' tokens, never a rebuild of the graph.

Tracing: each batch's graph is built in Python from its sentences' lengths, so
``torch.jit.trace`` (and the ONNX export built on it) would record the traced batch's graph as
constants, and the traced program would return wrong values for other lengths. The encoder and
decoder refuse to be traced or exported (:func:`refuse_tracing`); ``torch.compile`` is fine
(it re-traces when the lengths change; docs/deployment.md).

In training and validation each stack logs its graph's size as fairseq metrics
(``bpt_{enc,dec}_{nodes,edges}_per_token``, :mod:`msfairseq.modules.diagnostics`).
"""

from typing import Dict, List, Optional

import torch
from torch import Tensor

from fairseq.models.transformer import TransformerDecoderBase, TransformerEncoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import diagnostics_active, log_diagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.sentence_alignment import SentenceAlignedDecoder, SentenceAlignedEncoder
from .graph import batch_graph, decoder_schedule, num_live_spans
from .layers import BPTDecoderLayer, BPTEncoderLayer


def _settings(cfg):
    return dict(k=cfg.bpt_k, clip=cfg.bpt_rel_clip)


def refuse_tracing(part):
    """Raise when ``part`` (``"encoder"`` / ``"decoder"``) runs under ``torch.jit.trace``,
    ``torch.onnx.export`` or ``torch.export``: the trace would fix this batch's graph."""
    if torch.jit.is_tracing() or torch.onnx.is_in_onnx_export() or torch.compiler.is_exporting():
        raise RuntimeError(
            f"msfairseq/models/bpt/transformer.py: the BPT {part} cannot be traced or exported "
            "(torch.jit.trace, torch.onnx.export, torch.export): it builds each batch's "
            "binary-partition graph in Python from the sentence lengths, so a trace would keep the "
            "traced batch's graph and compute wrong values for other lengths. Run the model "
            "eagerly, or compile it with torch.compile, which re-traces per length "
            "(docs/deployment.md)")


def _graph_metrics(side, tokens, nodes, edges):
    """``bpt_<side>_nodes_per_token`` (tokens and live span nodes) and
    ``bpt_<side>_edges_per_token`` (attention edges, span rows' included) of one batch."""
    log_diagnostics({f"bpt_{side}_nodes_per_token": nodes / tokens,
                     f"bpt_{side}_edges_per_token": edges / tokens}, tokens)


def _released_embedding(module, embedding, positions):
    """The released embedding path: ``norm(dropout(embedding + positions))`` (``B x T x C``),
    no √d scale and no fairseq ``layernorm_embedding``."""
    x = embedding if positions is None else embedding + positions
    return module.released_embed_norm(module.dropout_module(x))


class BPTEncoder(SentenceAlignedEncoder, SkipIdentityReorder, TransformerEncoderBase):
    """Encoder over the binary-partition graph of each (left- or right-padded) source."""

    # The encoder's ``bpt_version`` buffer dates a checkpoint. 1 (no buffer): absolute position
    # embeddings were added to the tree relative ones. 2: none unless --bpt-abs-pos (the
    # paper's model). 3: decoder span rows get the encoder-attention LayerNorm (post-norm).
    BPT_VERSION = 3

    def __init__(self, cfg, dictionary, embed_tokens, return_fc=False):
        super().__init__(cfg, dictionary, embed_tokens, return_fc=return_fc)
        self.register_buffer("bpt_version", torch.tensor([float(self.BPT_VERSION)]))
        self.released_embed_norm = None  # set by BPTModel.build_model (--bpt-released-embeddings)

    def build_encoder_layer(self, cfg):
        return BPTEncoderLayer(cfg)

    def upgrade_state_dict_named(self, state_dict, name):
        """Refuse to load a checkpoint trained with absolute positions into a model without
        them; date a checkpoint saved before the buffer existed as version 1."""
        key = f"{name}.bpt_version" if name else "bpt_version"
        if key not in state_dict:
            if self.embed_positions is None:
                raise ValueError(
                    "this BPT checkpoint predates msfairseq's --bpt-abs-pos: its model added absolute position "
                    "embeddings to the tree relative ones, and the model being built has none (the paper's "
                    "model, now the default). Load it with --model-overrides \"{'bpt_abs_pos': True}\"")
            state_dict[key] = torch.ones_like(self.bpt_version)
        return super().upgrade_state_dict_named(state_dict, name)

    def forward_embedding(self, src_tokens, token_embedding: Optional[Tensor] = None):
        if self.released_embed_norm is None:
            return super().forward_embedding(src_tokens, token_embedding)
        if token_embedding is not None:
            raise ValueError("bpt encoder: --bpt-released-embeddings takes token ids, not token_embeddings")
        positions = self.embed_positions(src_tokens) if self.embed_positions is not None else None
        embedding = self.embed_tokens(src_tokens)  # B x T x C
        return _released_embedding(self, embedding, positions), embedding

    def forward_scriptable(self, src_tokens, src_lengths: Optional[Tensor] = None,
                           return_all_hiddens: bool = False, token_embeddings: Optional[Tensor] = None):
        """src_tokens: ``B x T``. Returns fairseq's encoder dict (``encoder_out``: ``T x B x C``)."""
        refuse_tracing("encoder")
        pad = src_tokens.eq(self.padding_idx)  # B x T
        B, T = src_tokens.shape
        x, embedding = self.forward_embedding(src_tokens, token_embeddings)  # B x T x C
        x = x * (1 - pad.unsqueeze(-1).type_as(x))
        lengths = (~pad).sum(1)
        offsets = (~pad).long().argmax(1)  # first real token
        pos = torch.arange(T, device=pad.device)
        if not torch.equal(pad, (pos < offsets[:, None]) | (pos >= (offsets + lengths)[:, None])):
            raise ValueError("bpt encoder: every source row must be one contiguous run of tokens with "
                             "padding only on the left or only on the right")
        lengths, offsets = lengths.tolist(), offsets.tolist()
        S = max(num_live_spans(n, causal=False, **_settings(self.cfg)) for n in set(lengths))
        graph = batch_graph(lengths, offsets, T, S, causal=False, device=x.device, **_settings(self.cfg))
        if diagnostics_active():
            spans = sum(num_live_spans(n, causal=False, **_settings(self.cfg)) for n in lengths)
            _graph_metrics("enc", sum(lengths), sum(lengths) + spans, graph.num_edges)
        nodes = torch.cat([x, x.new_zeros(B, S, x.shape[-1])], 1)  # B x (T + S) x C; spans start at 0
        states = [x.transpose(0, 1)] if return_all_hiddens else []
        for i, layer in enumerate(self.layers):
            # last layer: B x T x C (only the token rows are read)
            nodes = layer(nodes, graph, T, spans_zero=i == 0, tokens_only=i == len(self.layers) - 1)
            if return_all_hiddens:
                states.append(nodes[:, :T].transpose(0, 1))
        x = nodes[:, :T].transpose(0, 1)  # T x B x C
        if self.layer_norm is not None:
            x = self.layer_norm(x)
        return {
            "encoder_out": [x],  # T x B x C
            "encoder_padding_mask": [pad],  # B x T
            "encoder_embedding": [embedding],  # B x T x C
            "encoder_states": states,  # List[T x B x C]
            "fc_results": [],
            "src_tokens": [],
            "src_lengths": [(~pad).sum(1, dtype=torch.int32).reshape(-1, 1)],
        }


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
            return _released_embedding(self, self.embed_tokens(prev_output_tokens.contiguous()), positions)
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
            plan = decoder_schedule(**_settings(self.cfg)).step(prev_output_tokens.shape[1] - 1)
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
            S = num_live_spans(T, causal=True, **_settings(self.cfg))
            graph = batch_graph([T] * B, [0] * B, T, S, causal=True, device=x.device, **_settings(self.cfg))
            if diagnostics_active():  # the decoder's graph spans the padded length
                _graph_metrics("dec", B * T, B * (T + S), graph.num_edges)
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
