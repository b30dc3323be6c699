"""The Multi-Scale Transformer encoder stack (Guo et al., *Multi-Scale Self-Attention for Text
Classification*, AAAI 2020, arXiv:1912.00544): fairseq's ``TransformerEncoderBase`` whose
``build_encoder_layer`` returns :class:`.layer.MSMSAEncoderLayer` with the layer's head scales
(:func:`.layer.heads_per_layer`, eq. 11-12). In training and validation it logs how much of the
sentence each scale's window covers (:func:`.layer.coverage_metrics`).
"""

from fairseq.models.transformer import TransformerEncoderBase

from ...modules.diagnostics import EncoderDiagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.layer_wrap import next_layer_index, wrap_layer
from ...modules.sentence_alignment import SentenceAlignedEncoder
from .layer import MSMSAEncoderLayer, coverage_metrics, heads_per_layer
from .scales import window_coverage


class MSMSAEncoder(SentenceAlignedEncoder, EncoderDiagnostics, SkipIdentityReorder, TransformerEncoderBase):
    """fairseq ``TransformerEncoderBase`` with :class:`MSMSAEncoderLayer` layers (per-layer head scales)."""

    def __init__(self, cfg, dictionary, embed_tokens):
        self._layer_scales = heads_per_layer(cfg, "encoder")
        super().__init__(cfg, dictionary, embed_tokens)

    def diagnostics(self, src_tokens):
        """Window coverage of the batch's sentences (:func:`coverage_metrics`)."""
        lengths = src_tokens.ne(self.padding_idx).sum(1)  # B
        values = coverage_metrics(self._layer_scales, "enc",
                                  lambda scale: window_coverage(scale, lengths=lengths), lengths.double())
        return values, src_tokens.numel()

    def build_encoder_layer(self, cfg):
        i = next_layer_index(self)
        layer = MSMSAEncoderLayer(cfg, self._layer_scales[i], self.cfg.msmsa_layer,
                                  self.cfg.msmsa_attn_impl)
        return wrap_layer(layer, self.cfg)
