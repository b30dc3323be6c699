"""The Multi-Scale Transformer decoder stack (Guo et al., *Multi-Scale Self-Attention for Text
Classification*, AAAI 2020, arXiv:1912.00544): fairseq's ``TransformerDecoderBase`` whose
``build_decoder_layer`` returns :class:`.layer.MSMSADecoderLayer` with the layer's head scales
(:func:`.layer.heads_per_layer`, eq. 11-12). In training and validation it logs how much of the
target prefix each scale's window covers (:func:`.layer.coverage_metrics`).
"""

from fairseq.models.transformer import TransformerDecoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import DecoderDiagnostics
from ...modules.layer_wrap import next_layer_index, wrap_layer
from ...modules.sentence_alignment import SentenceAlignedDecoder
from .layer import MSMSADecoderLayer, coverage_metrics, heads_per_layer
from .scales import window_coverage


class MSMSADecoder(CachedReorderDecoder, SentenceAlignedDecoder, DecoderDiagnostics, TransformerDecoderBase):
    """fairseq ``TransformerDecoderBase`` with :class:`MSMSADecoderLayer` layers."""

    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False):
        self._layer_scales = heads_per_layer(cfg, "decoder")
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def diagnostics(self, prev_output_tokens):
        """Causal window coverage of the batch's target prefixes (:func:`coverage_metrics`)."""
        real = prev_output_tokens.ne(self.padding_idx)  # B x T
        positions = (real.long().cumsum(1) - 1).clamp(min=0)
        values = coverage_metrics(self._layer_scales, "dec",
                                  lambda scale: window_coverage(scale, positions=positions), real.double())
        return values, prev_output_tokens.numel()

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        i = next_layer_index(self)
        layer = MSMSADecoderLayer(cfg, self._layer_scales[i], no_encoder_attn,
                                  self.cfg.msmsa_layer, self.cfg.msmsa_attn_impl)
        return wrap_layer(layer, self.cfg)
