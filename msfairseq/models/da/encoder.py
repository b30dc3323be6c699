"""DA-Transformer encoder stack (Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL
2021, arXiv:2010.06925): fairseq's ``TransformerEncoderBase`` whose layers are
:class:`.layer.DAEncoderLayer`. In training and validation it logs its learned distance weights
``w_h`` as fairseq metrics (:func:`.attention.distance_metrics`,
:mod:`msfairseq.modules.diagnostics`).
"""

from fairseq.models.transformer import TransformerEncoderBase

from ...modules.diagnostics import EncoderDiagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import SentenceAlignedEncoder
from .attention import distance_metrics
from .layer import DAEncoderLayer


class DAEncoder(SentenceAlignedEncoder, EncoderDiagnostics, SkipIdentityReorder, TransformerEncoderBase):
    """fairseq ``TransformerEncoderBase`` built from :class:`DAEncoderLayer`."""

    def build_encoder_layer(self, cfg):
        return wrap_layer(DAEncoderLayer(cfg, return_fc=self.return_fc), cfg)

    def diagnostics(self, src_tokens):
        return distance_metrics(self.layers, "enc"), 1
