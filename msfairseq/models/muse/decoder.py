"""MUSE decoder stack (Zhao et al., *MUSE: Parallel Multi-Scale Attention for Sequence to
Sequence Learning*, 2019, arXiv:1911.09483).

fairseq's ``TransformerDecoderBase`` whose ``build_decoder_layer`` returns MUSE blocks
(:class:`.layer.MuseDecoderLayer`, causal convolutions); embeddings, positions, masks,
incremental decoding and the output projection are fairseq's. Time-first (``T x B x C``).
In training and validation it logs its gate mix as ``muse_dec_gate_k{K}``.
"""

from fairseq.models.transformer import TransformerDecoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import DecoderDiagnostics
from ...modules.layer_wrap import next_layer_index, wrap_layer
from ...modules.sentence_alignment import SentenceAlignedDecoder
from .conv import check_heads, gate_metrics, kernel_plan
from .layer import MuseDecoderLayer


class MuseDecoder(CachedReorderDecoder, SentenceAlignedDecoder, DecoderDiagnostics, TransformerDecoderBase):
    """Transformer decoder whose layers are :class:`MuseDecoderLayer`."""

    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False):
        check_heads(cfg, "decoder")
        self._kernel_plan = kernel_plan(cfg, "decoder", cfg.decoder.layers)
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        layer = MuseDecoderLayer(cfg, no_encoder_attn, self._kernel_plan[next_layer_index(self)])
        return wrap_layer(layer, cfg)

    def diagnostics(self, prev_output_tokens):
        return gate_metrics(self.layers, "dec"), 1
