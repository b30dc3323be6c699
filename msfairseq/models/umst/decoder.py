"""UMST's decoder: fairseq's Transformer decoder with a lean beam-search step.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*, ICML 2022
(arXiv:2206.09337): the multiscale parts are in the encoder; the decoder is the Transformer's
(time-first, ``T x B x C``), with the sentence-aligned cross-attention of ``--doc-form
segment_pairs`` (:mod:`msfairseq.modules.sentence_alignment`), layers whose self-attention takes
a lean decoding step (:class:`.layer.UMSTDecoderLayer`, :class:`.attention.StepSelfAttention`),
and the beam reorder of :mod:`msfairseq.modules.decoder_reorder`.
"""

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import SentenceAlignedTransformerDecoder
from .layer import UMSTDecoderLayer


class UMSTDecoder(CachedReorderDecoder, SentenceAlignedTransformerDecoder):
    """fairseq's Transformer decoder built from :class:`UMSTDecoderLayer`."""

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return wrap_layer(UMSTDecoderLayer(cfg, no_encoder_attn), cfg)
