"""MUSE encoder stack (Zhao et al., *MUSE: Parallel Multi-Scale Attention for Sequence to
Sequence Learning*, 2019, arXiv:1911.09483).

fairseq's ``TransformerEncoderBase`` whose ``build_encoder_layer`` returns MUSE blocks
(:class:`.layer.MuseEncoderLayer`), each with its own kernel list (``--muse-*-kernel-sizes``,
:func:`.conv.kernel_plan`); embeddings, positions and masks are fairseq's. Time-first
(``T x B x C``). In training and validation it logs its gate mix (:func:`.conv.gate_mix`) as
fairseq metrics ``muse_enc_gate_k{K}`` (:mod:`msfairseq.modules.diagnostics`).
"""

from fairseq.models.transformer import TransformerEncoderBase

from ...modules.diagnostics import EncoderDiagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.layer_wrap import next_layer_index, wrap_layer
from ...modules.sentence_alignment import SentenceAlignedEncoder
from .conv import check_heads, gate_metrics, kernel_plan
from .layer import MuseEncoderLayer


class MuseEncoder(SentenceAlignedEncoder, EncoderDiagnostics, SkipIdentityReorder, TransformerEncoderBase):
    """Transformer encoder whose layers are :class:`MuseEncoderLayer`."""

    def __init__(self, cfg, dictionary, embed_tokens):
        check_heads(cfg, "encoder")
        self._kernel_plan = kernel_plan(cfg, "encoder", cfg.encoder.layers)
        super().__init__(cfg, dictionary, embed_tokens)

    def build_encoder_layer(self, cfg):
        layer = MuseEncoderLayer(cfg, self._kernel_plan[next_layer_index(self)])
        return wrap_layer(layer, cfg)

    def diagnostics(self, src_tokens):
        return gate_metrics(self.layers, "enc"), 1
