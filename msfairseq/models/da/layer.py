"""DA-Transformer layers (Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021,
arXiv:2010.06925): fairseq's Transformer layers with every self-attention replaced by
:class:`.attention.DistanceAwareAttention` (Eq. 5-6); decoder cross-attention stays standard
unless ``--da-cross-attention``. Built through fairseq's hooks (``build_self_attention``,
``build_encoder_attention``): the residuals, norms and FFN are fairseq's own. Time-first
(``T x B x C``).
"""

from fairseq.modules.transformer_layer import (
    TransformerDecoderLayerBase,
    TransformerEncoderLayerBase,
)

from ...modules.sentence_alignment import SentenceMaskedDecoderLayer
from .attention import DistanceAwareAttention


def _da_attention(cfg, embed_dim, num_heads, **kwargs):
    return DistanceAwareAttention(
        embed_dim, num_heads,
        impl=cfg.da_attention_impl,
        weight_init=cfg.da_weight_init,
        dropout=cfg.attention_dropout,
        q_noise=cfg.quant_noise.pq,
        qn_block_size=cfg.quant_noise.pq_block_size,
        **kwargs,
    )


class DAEncoderLayer(TransformerEncoderLayerBase):
    """fairseq encoder layer whose self-attention is distance-aware."""

    def build_self_attention(self, embed_dim, cfg):
        return _da_attention(cfg, embed_dim, cfg.encoder.attention_heads, self_attention=True)


class DADecoderLayer(SentenceMaskedDecoderLayer, TransformerDecoderLayerBase):
    """fairseq decoder layer: distance-aware (causal) self-attention; cross-attention
    standard, or distance-aware with ``--da-cross-attention`` (either takes the sentence mask
    of ``--doc-form segment_pairs``)."""

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        if cfg.cross_self_attention:
            raise ValueError("--cross-self-attention is not supported by da_transformer; drop the flag")
        return _da_attention(
            cfg, embed_dim, cfg.decoder.attention_heads, self_attention=True,
            add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn)

    def build_encoder_attention(self, embed_dim, cfg):
        if not cfg.da_cross_attention:
            return super().build_encoder_attention(embed_dim, cfg)
        return _da_attention(
            cfg, embed_dim, cfg.decoder.attention_heads, kdim=cfg.encoder.embed_dim,
            vdim=cfg.encoder.embed_dim, encoder_decoder_attention=True)


