"""Sentence-aligned cross-attention (``--doc-form segment_pairs``): the model side of the contract.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary Partitioning*
(arXiv:1911.04070): in the authors' document-level translation (yzh119/BPT, ``graph/mt.py``,
the "inter" graph) each target sentence attends only its own source sentence. The contract
between ``doc_translation`` and a model is :mod:`msfairseq.data.document_alignment`; this module
is its one implementation, shared by every family (MSMSA, MUSE, BPT, UMST, DA) and by
``doc_transformer``:

- :class:`SentenceAlignedModel` (model mixin): ``enable_sentence_aligned_cross_attention(
  separator_index)``, the hook the task calls once in ``build_model``; ``forward`` takes the
  batch's ``src_sent_ids`` and hands it to the encoder.
- :class:`SentenceAlignedEncoder` (encoder mixin): takes ``src_sent_ids`` (B x S), returns it
  as ``encoder_out["src_sent_ids"]`` and reorders it with the beams.
- :class:`SentenceAlignedDecoder` (decoder mixin): numbers its positions by the separators among
  its inputs (a full pass; or step by step, the count kept in the incremental state and
  reordered with the beams), builds the B x T x S mask and hands it to the encoder attention of
  every layer before the layers run.
- :class:`SentenceMaskedMultiheadAttention`: fairseq's ``MultiheadAttention`` that sets the
  masked scores to ``-inf`` before the softmax, in every head. Every family's cross-attention
  is one: fairseq's layers build it through :class:`SentenceMaskedDecoderLayer`; MUSE's and DA's
  attentions subclass it and apply :attr:`sentence_mask` on their own score paths.
- :class:`SentenceAlignedTransformerDecoder`: the decoder of fairseq's ``transformer`` with all
  of this (UMST's decoder, ``doc_transformer``'s).

How the mask reaches the attention: the decoder sets each cross-attention's ``sentence_mask``
(B x T x S bool, True = blocked) at the start of every forward pass and leaves it there until
the next one, so that activation checkpointing (``--checkpoint-activations``), which re-runs a
layer in the backward pass, reads the mask of its own forward pass. fairseq's decoder layers
call their encoder attention with fixed arguments, so a mask passed as an argument would mean
copying fairseq's layer and decoder code into each family.

A target position whose input is padding (``-1`` in :func:`target_sentence_ids`) is left
unrestricted: its output is never read, and a row of ``-inf`` would put NaN into the softmax,
and from there into the gradients.

Until the hook is called nothing here runs: no mask is built, every ``sentence_mask`` stays
None, and each model computes exactly what it computes without this module (sentence-level
``translation``, ``source_context``).
"""

from typing import Dict, Optional

import torch
from fairseq.models.transformer import TransformerDecoderBase
from fairseq.modules import MultiheadAttention
from fairseq.modules.transformer_layer import TransformerDecoderLayerBase
from torch import Tensor

from ..data.document_alignment import cross_attention_mask, target_sentence_ids
from .layer_wrap import wrap_layer

SRC_SENT_IDS = "src_sent_ids"
_COUNT = "sentence_count"  # incremental-state key of the decoder: B x 1, the last position's sentence


def additive_sentence_mask(blocked, dtype):
    """``blocked`` (B x T x S bool) as an additive mask ``B x 1 x T x S`` (0 / -inf), for
    attention that adds its masks to ``B x H x T x S`` scores."""
    blocked = blocked.unsqueeze(1)  # B x 1 x T x S
    return torch.zeros(blocked.shape, dtype=dtype, device=blocked.device).masked_fill(blocked, float("-inf"))


class SentenceMaskedMultiheadAttention(MultiheadAttention):
    """fairseq's ``MultiheadAttention`` whose scores are ``-inf`` where :attr:`sentence_mask`
    (B x T x S bool, True = blocked; set by :class:`SentenceAlignedDecoder`) says, in every head.

    The mask is applied in ``apply_sparse_mask``, fairseq's hook on the general path's scores
    (``B*H x T x S``, before the padding mask and the softmax); an encoder attention always takes
    that path (``static_kv``). None (the default) changes nothing.
    """

    sentence_mask: Optional[Tensor] = None

    def apply_sparse_mask(self, attn_weights, tgt_len: int, src_len: int, bsz: int):
        attn_weights = super().apply_sparse_mask(attn_weights, tgt_len, src_len, bsz)
        blocked = self.sentence_mask
        if blocked is None:
            return attn_weights
        if tuple(blocked.shape) != (bsz, tgt_len, src_len):
            raise ValueError(f"sentence-aligned cross-attention: the mask is {tuple(blocked.shape)}, "
                             f"the scores are {bsz} x {tgt_len} x {src_len} (B x T x S)")
        scores = attn_weights.view(bsz, self.num_heads, tgt_len, src_len)
        scores = scores.masked_fill(blocked.unsqueeze(1), float("-inf"))  # B x 1 x T x S
        return scores.view(bsz * self.num_heads, tgt_len, src_len)


class SentenceMaskedDecoderLayer:
    """Mixin for a fairseq decoder layer (before ``TransformerDecoderLayerBase`` in the bases):
    its encoder attention is a :class:`SentenceMaskedMultiheadAttention`, built with the
    arguments fairseq's ``build_encoder_attention`` passes (same parameters, same init)."""

    def build_encoder_attention(self, embed_dim, cfg):
        return SentenceMaskedMultiheadAttention(
            embed_dim, cfg.decoder.attention_heads, kdim=cfg.encoder.embed_dim,
            vdim=cfg.encoder.embed_dim, dropout=cfg.attention_dropout,
            encoder_decoder_attention=True, q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
            xformers_att_config=cfg.encoder.xformers_att_config)


class SentenceAlignedEncoder:
    """Mixin for a fairseq encoder (first in the bases): ``forward`` takes ``src_sent_ids``
    (B x S, the layout of ``src_tokens``) and returns it as ``encoder_out["src_sent_ids"]``;
    ``reorder_encoder_out`` reorders it along the batch. Without it, nothing changes. An
    encoder class that defines ``forward`` itself takes ``src_sent_ids`` there
    (:func:`with_sentence_ids`)."""

    def forward(self, src_tokens, *args, src_sent_ids: Optional[Tensor] = None, **kwargs):
        return with_sentence_ids(super().forward(src_tokens, *args, **kwargs), src_sent_ids)

    def forward_torchscript(self, net_input: Dict[str, Tensor]):
        """fairseq's generator hands the encoder the whole ``net_input`` here."""
        ids = net_input.get(SRC_SENT_IDS)
        rest = {k: v for k, v in net_input.items() if k != SRC_SENT_IDS}
        return with_sentence_ids(super().forward_torchscript(rest), ids)

    def reorder_encoder_out(self, encoder_out, new_order):
        out = super().reorder_encoder_out(encoder_out, new_order)
        ids = encoder_out.get(SRC_SENT_IDS)
        if ids and out is not encoder_out:  # an identity reorder returns the input (encoder_reorder)
            out[SRC_SENT_IDS] = [ids[0].index_select(0, new_order)]
        return out


def with_sentence_ids(encoder_out, src_sent_ids):
    """``encoder_out`` holding ``src_sent_ids`` (B x S) when there are any; for an encoder
    whose own ``forward`` comes before the mixin's (UMST's)."""
    if src_sent_ids is not None:
        encoder_out[SRC_SENT_IDS] = [src_sent_ids]  # B x S
    return encoder_out


class SentenceAlignedDecoder:
    """Mixin for a fairseq ``TransformerDecoderBase`` (before it and every other mixin that
    overrides ``forward`` in the bases); see the module doc.

    :meth:`enable_sentence_alignment` switches it on; until then ``forward`` is the base
    class's and no mask exists. A decoder class must not define ``forward`` itself (the
    mixin's would not run), and the masks are set in ``forward`` only: a direct call of the
    decoder's ``extract_features`` runs with the last ones (the model's ``extract_features``
    goes through ``forward``: :class:`SentenceAlignedModel`).
    """

    sentence_separator: Optional[int] = None

    def enable_sentence_alignment(self, separator_index):
        """Mask every layer's encoder attention by sentence, separators ``separator_index``."""
        attentions = [getattr(layer, "encoder_attn", None) for layer in self.layers]
        if all(a is None for a in attentions):
            raise ValueError("--doc-form segment_pairs restricts the decoder's cross-attention, and "
                             "this decoder has none (--no-cross-attention); drop one of the two")
        for a in attentions:
            if a is not None and not isinstance(a, SentenceMaskedMultiheadAttention):
                raise TypeError(f"{type(self).__name__}: the encoder attention {type(a).__name__} "
                                f"does not apply a sentence mask (msfairseq/modules/sentence_alignment.py)")
        self.sentence_separator = int(separator_index)

    def cross_attentions(self):
        return [layer.encoder_attn for layer in self.layers
                if getattr(layer, "encoder_attn", None) is not None]

    def forward(self, prev_output_tokens, encoder_out=None, incremental_state=None, *args, **kwargs):
        """fairseq's decoder ``forward``, the cross-attention masks set first (``forward``, not
        ``extract_features``, which some decoders define themselves: BPT's)."""
        if self.sentence_separator is not None and encoder_out is not None:
            blocked = self.sentence_mask(prev_output_tokens, encoder_out, incremental_state)
            for attn in self.cross_attentions():
                attn.sentence_mask = blocked
        return super().forward(prev_output_tokens, encoder_out, incremental_state, *args, **kwargs)

    def target_sentences(self, prev_output_tokens, incremental_state=None):
        """B x T sentence of every position (``-1`` at padding); one step (B x 1, the last
        position) with ``incremental_state``, where the count is kept."""
        sep = self.sentence_separator
        if incremental_state is None:
            return target_sentence_ids(prev_output_tokens, sep, self.padding_idx)
        state = self.get_incremental_state(incremental_state, _COUNT)
        if state is None:  # the first step: every separator of the prefix given
            ids = target_sentence_ids(prev_output_tokens, sep, self.padding_idx)[:, -1:]
        else:  # next_target_sentence_ids, as document_alignment states it
            ids = state["ids"] + prev_output_tokens[:, -1:].eq(sep).long()
        self.set_incremental_state(incremental_state, _COUNT, {"ids": ids})
        return ids

    def sentence_mask(self, prev_output_tokens, encoder_out, incremental_state=None):
        """B x T x S bool, True where a position must not attend a source token (B x 1 x S
        per step); padded target positions are left unrestricted (module doc)."""
        src_ids = encoder_out.get(SRC_SENT_IDS)
        if not src_ids:
            raise ValueError("sentence-aligned cross-attention is on (--doc-form segment_pairs) but "
                             "the encoder output has no src_sent_ids: the batch must come from "
                             "--task doc_translation --doc-form segment_pairs")
        tgt_ids = self.target_sentences(prev_output_tokens, incremental_state)  # B x T
        blocked = cross_attention_mask(tgt_ids, src_ids[0])  # B x T x S
        return blocked & tgt_ids.ge(0).unsqueeze(2)

    def reorder_incremental_state(self, incremental_state, new_order):
        super().reorder_incremental_state(incremental_state, new_order)
        state = self.get_incremental_state(incremental_state, _COUNT)
        if state is not None:
            self.set_incremental_state(incremental_state, _COUNT,
                                       {"ids": state["ids"].index_select(0, new_order)})


class SentenceAlignedModel:
    """Mixin for a fairseq encoder-decoder model whose encoder is a
    :class:`SentenceAlignedEncoder` and decoder a :class:`SentenceAlignedDecoder`."""

    def enable_sentence_aligned_cross_attention(self, separator_index):
        """The hook ``doc_translation`` calls for ``--doc-form segment_pairs``."""
        if not isinstance(self.encoder, SentenceAlignedEncoder):
            raise TypeError(f"{type(self.encoder).__name__} does not take src_sent_ids "
                            f"(msfairseq/modules/sentence_alignment.py)")
        self.decoder.enable_sentence_alignment(separator_index)

    def forward(self, src_tokens, src_lengths, prev_output_tokens, src_sent_ids=None, **kwargs):
        """fairseq's ``TransformerModel.forward``; with ``src_sent_ids`` (B x S) the encoder
        gets it beside the other encoder inputs in ``kwargs`` (UMST's side inputs)."""
        if src_sent_ids is None:
            return super().forward(src_tokens, src_lengths, prev_output_tokens, **kwargs)
        return_all_hiddens = kwargs.pop("return_all_hiddens", True)
        decoder_kwargs = {k: kwargs.pop(k) for k in ("features_only", "alignment_layer",
                                                     "alignment_heads") if k in kwargs}
        encoder_out = self.encoder(src_tokens, src_lengths=src_lengths, src_sent_ids=src_sent_ids,
                                   return_all_hiddens=return_all_hiddens, **kwargs)
        return self.decoder(prev_output_tokens, encoder_out=encoder_out, src_lengths=src_lengths,
                            return_all_hiddens=return_all_hiddens, **decoder_kwargs)

    def extract_features(self, src_tokens, src_lengths, prev_output_tokens, src_sent_ids=None, **kwargs):
        """fairseq's ``model.extract_features`` (the decoder's features, ``B x T x C``, and its
        extra outputs) through :meth:`forward` with ``features_only``: fairseq's calls
        ``decoder.extract_features``, which would attend with the masks of the previous batch
        (the decoder sets them in ``forward``)."""
        return self.forward(src_tokens, src_lengths, prev_output_tokens, src_sent_ids=src_sent_ids,
                            features_only=True, **kwargs)


class SentenceMaskedTransformerDecoderLayer(SentenceMaskedDecoderLayer, TransformerDecoderLayerBase):
    """fairseq's decoder layer with a :class:`SentenceMaskedMultiheadAttention` encoder attention."""


class SentenceAlignedTransformerDecoder(SentenceAlignedDecoder, TransformerDecoderBase):
    """The decoder fairseq's ``transformer`` builds (``TransformerDecoderBase``, from a
    ``TransformerConfig``) with sentence-aligned cross-attention: the same parameters and
    outputs until :meth:`enable_sentence_alignment`."""

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return wrap_layer(SentenceMaskedTransformerDecoderLayer(cfg, no_encoder_attn), cfg)
