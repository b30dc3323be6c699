"""UMST encoder (Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022, arXiv:2206.09337): fairseq's Transformer encoder whose layers are
:class:`.layer.UMSTEncoderLayer`, over the sub-word tokens and the word graph of each
sentence (§2.1, built once per batch from the collater's word ids, heads and word lengths,
:func:`.graph.build_umst_graph`). It adds the class embedding once, to the token embedding
(§3.1)::

    x = sqrt(d) (E[token] + CE[class]) + PE              class: piece of a multi-piece word or not

In training and validation the encoder logs fairseq metrics (:mod:`msfairseq.modules.diagnostics`):
``umst_word_share``, the word branch's share of the rectified attention's output,
``||ATTN_2' V|| / (||ATTN_1 V|| + ||ATTN_2' V||)`` averaged over the layers (0.5: as large as
the sub-word branch), and ``umst_subwords_per_word``, the batch's tokens per word (EOS is a
word of one token).

Tensors are time-first: ``T x B x C``.
"""

import torch
from fairseq.models.transformer import TransformerEncoderBase

from ...modules.diagnostics import diagnostics_active, log_diagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.sentence_alignment import SentenceAlignedEncoder, with_sentence_ids
from .graph import build_umst_graph
from .layer import UMSTEncoderLayer, class_embedding

UMST_INPUTS = ("src_word_ids", "src_heads", "src_word_lengths")


class UMSTEncoder(SentenceAlignedEncoder, SkipIdentityReorder, TransformerEncoderBase):
    """fairseq Transformer encoder whose layers are :class:`UMSTEncoderLayer`.

    ``forward`` takes the collater's word ids / heads / word lengths besides the
    tokens; the word graph is built once and shared by all layers. The class
    embedding (§3.1) is added here, once, unless it is per layer
    (``--umst-class-embedding-every-layer``) or off.
    """

    def __init__(self, cfg, dictionary, embed_tokens):
        super().__init__(cfg, dictionary, embed_tokens)
        self.word_attention_weights = cfg.umst_word_attention_weights
        self.class_embed = None
        if not cfg.umst_no_class_embedding and \
                not cfg.umst_class_embedding_every_layer:
            self.class_embed = class_embedding(embed_tokens.embedding_dim)
        if cfg.umst_share_gcn_weights == "across-blocks":
            first = self.layers[0]  # Table 6 #2: one W_w and one W_p for all blocks
            for layer in self.layers[1:]:
                for name in ("word_gcn", "phrase_gcn"):
                    if getattr(layer, name) is not None:
                        getattr(layer, name).linear = getattr(first, name).linear

    def build_encoder_layer(self, cfg):
        return UMSTEncoderLayer(cfg)

    def forward(self, src_tokens, src_lengths=None, src_word_ids=None, src_heads=None,
                src_word_lengths=None, return_all_hiddens: bool = False, token_embeddings=None,
                src_sent_ids=None):
        """
        Args:
            src_tokens: B x T (left-padded); src_lengths: B;
            src_word_ids: B x T (-1 at padding); src_heads: B x W (1-based, 0 = root);
            src_word_lengths: B; src_sent_ids: B x T (``--doc-form segment_pairs``), returned.
        Returns:
            fairseq's encoder-out dict; ``encoder_out``: [T x B x C].
        """
        if src_word_ids is None or src_heads is None or src_word_lengths is None:
            raise ValueError(
                "UMST encoder needs src_word_ids, src_heads and src_word_lengths in the "
                "batch; they come from the collater of --task umst_translation")
        encoder_padding_mask = src_tokens.eq(self.padding_idx)  # B x T
        has_pads = bool(encoder_padding_mask.any())
        graph = build_umst_graph(src_word_ids, src_heads, src_word_lengths,
                                 dtype=self.embed_tokens.weight.dtype,
                                 word_attention_weights=self.word_attention_weights)
        if self.class_embed is not None:
            if token_embeddings is None:
                token_embeddings = self.embed_tokens(src_tokens)  # B x T x C
            # E[token] + CE[class], scaled by sqrt(d) with it in forward_embedding, as the
            # authors' code does (PhraseTransformer.py, forward_embedding_with_class_embedding)
            token_embeddings = token_embeddings + self.class_embed(graph.tok_class.t())
        x, encoder_embedding = self.forward_embedding(src_tokens, token_embeddings)
        if has_pads:
            x = x * (1 - encoder_padding_mask.unsqueeze(-1).type_as(x))
        x = x.transpose(0, 1)  # B x T x C -> T x B x C

        encoder_states = [x] if return_all_hiddens else []
        for layer in self.layers:
            x = layer(x, encoder_padding_mask if has_pads else None, graph)
            if return_all_hiddens:
                encoder_states.append(x)
        if self.layer_norm is not None:
            x = self.layer_norm(x)
        src_lengths = src_tokens.ne(self.padding_idx).sum(dim=1, dtype=torch.int32).reshape(-1, 1)
        if diagnostics_active():
            self._log_diagnostics(src_lengths, src_word_lengths, src_tokens.numel())
        return with_sentence_ids({
            "encoder_out": [x],  # T x B x C
            "encoder_padding_mask": [encoder_padding_mask],  # B x T
            "encoder_embedding": [encoder_embedding],  # B x T x C
            "encoder_states": encoder_states,  # List[T x B x C]
            "fc_results": [],
            "src_tokens": [],
            "src_lengths": [src_lengths],  # B x 1
        }, src_sent_ids)

    def _log_diagnostics(self, src_lengths, src_word_lengths, weight):
        """``umst_word_share`` and ``umst_subwords_per_word`` (module doc), one forward's worth."""
        with torch.no_grad():
            values = {"umst_subwords_per_word": src_lengths.sum().double() / src_word_lengths.sum()}
            norms = [layer.self_attn.branch_norms for layer in self.layers]
            norms = [n for n in norms if n is not None]
            if norms:
                norms = torch.stack(norms)  # layers x 2: sub-word, word branch
                values["umst_word_share"] = (norms[:, 1] / norms.sum(1).clamp(min=1e-12)).mean()
            for layer in self.layers:
                layer.self_attn.branch_norms = None
        log_diagnostics(values, weight)

    def forward_torchscript(self, net_input):
        """What fairseq's SequenceGenerator calls with the whole ``net_input`` dict."""
        return self.forward(
            src_tokens=net_input["src_tokens"],
            src_lengths=net_input.get("src_lengths"),
            **{key: net_input.get(key) for key in UMST_INPUTS},
            src_sent_ids=net_input.get("src_sent_ids"),
        )
