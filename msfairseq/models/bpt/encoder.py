"""BP-Transformer encoder on top of fairseq's Transformer (the decoder: :mod:`.decoder`).

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Each sentence becomes its tokens plus the span nodes of
its binary partition (:mod:`.graph`, built from the true length). Span
nodes start at zero; every layer updates all nodes synchronously with graph
attention (:mod:`.layer`). fairseq's interfaces stay time-first
(``T x B x C``); inside, node states are ``B x (T + S) x C``: the padded token
positions, then ``S`` span rows per sentence.

The graphs hold only live spans (:func:`.graph.live_graph`: a span no
token attends to cannot change an output). The first layer's span rows are zero
and the last layer's span rows are never read; the layers skip that work.

Embeddings: fairseq's path by default (√d scale, positions if any, dropout), as for
``transformer``. ``--bpt-released-embeddings`` gives the authors' path (github.com/yzh119/BPT
``modules/model.py``): no √d scale, dropout, then one LayerNorm shared by encoder and decoder;
dropout before the output projection, which has a bias.

Tracing: each batch's graph is built in Python from its sentences' lengths, so
``torch.jit.trace`` (and the ONNX export built on it) would record the traced batch's graph as
constants, and the traced program would return wrong values for other lengths. The encoder and
decoder refuse to be traced or exported (:func:`.graph.refuse_tracing`); ``torch.compile`` is fine
(it re-traces when the lengths change; docs/deployment.md).

In training and validation each stack logs its graph's size as fairseq metrics
(``bpt_{enc,dec}_{nodes,edges}_per_token``, :mod:`msfairseq.modules.diagnostics`).
"""

from typing import Optional

import torch
from torch import Tensor

from fairseq.models.transformer import TransformerEncoderBase

from ...modules.diagnostics import diagnostics_active
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.sentence_alignment import SentenceAlignedEncoder
from .embedding import released_embedding
from .graph import batch_graph, graph_metrics, graph_settings, num_live_spans, refuse_tracing
from .layer import BPTEncoderLayer


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
        return released_embedding(self, embedding, positions), embedding

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
        S = max(num_live_spans(n, causal=False, **graph_settings(self.cfg)) for n in set(lengths))
        graph = batch_graph(lengths, offsets, T, S, causal=False, device=x.device, **graph_settings(self.cfg))
        if diagnostics_active():
            spans = sum(num_live_spans(n, causal=False, **graph_settings(self.cfg)) for n in lengths)
            graph_metrics("enc", sum(lengths), sum(lengths) + spans, graph.num_edges)
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


