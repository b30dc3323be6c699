"""DA-Transformer decoder stack (Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL
2021, arXiv:2010.06925): fairseq's ``TransformerDecoderBase`` whose layers are
:class:`.layer.DADecoderLayer` (causal distance-aware self-attention). In training and
validation it logs its learned distance weights (:func:`.attention.distance_metrics`).
"""

from fairseq.models.transformer import TransformerDecoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import DecoderDiagnostics
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import SentenceAlignedDecoder
from .attention import distance_metrics
from .layer import DADecoderLayer


class DADecoder(CachedReorderDecoder, SentenceAlignedDecoder, DecoderDiagnostics, TransformerDecoderBase):
    """fairseq ``TransformerDecoderBase`` built from :class:`DADecoderLayer`."""

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return wrap_layer(DADecoderLayer(cfg, no_encoder_attn), cfg)

    def diagnostics(self, prev_output_tokens):
        return distance_metrics(self.layers, "dec"), 1
