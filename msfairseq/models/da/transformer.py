"""DA-Transformer layers, encoder and decoder.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021. fairseq's
Transformer with every self-attention replaced by
:class:`~msfairseq.models.da.attention.DistanceAwareAttention` (Eq. 5-6); decoder
cross-attention stays standard unless ``--da-cross-attention``.

The paper evaluates one Transformer layer (16 heads x 16 dims, GloVe inputs) on
classification and re-scales attention *instead of* sinusoidal position
embeddings (Sec. 2.2). This encoder-decoder keeps fairseq's sinusoidal positions
by default, because ``|i - j|`` has no direction: without them the encoder maps a
reversed source to its reversed states and standard cross-attention, blind to key
order, cannot tell the two apart. ``--no-token-positional-embeddings`` (fairseq's
flag) builds the paper's position-free model. Built through
fairseq's hooks (``build_self_attention``, ``build_encoder_layer``, ...): the
layers, residuals, norms and FFN are fairseq's own. Time-first (``T x B x C``).

In training and validation each stack logs its learned distance weights ``w_h`` as fairseq
metrics (:func:`distance_metrics`, :mod:`msfairseq.modules.diagnostics`).
"""

import torch

from fairseq.models.transformer import TransformerDecoder, TransformerEncoder
from fairseq.modules.transformer_layer import (
    TransformerDecoderLayerBase,
    TransformerEncoderLayerBase,
)

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import DecoderDiagnostics, EncoderDiagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import (SentenceAlignedDecoder, SentenceAlignedEncoder,
                                           SentenceMaskedDecoderLayer)
from ...ops.distance_attention import IMPLS
from .attention import DistanceAwareAttention


def add_da_args(parser):
    """The DA-Transformer options (declared once, used by ``da_transformer``)."""
    parser.add_argument(
        "--da-cross-attention", action="store_true",
        help="also make decoder cross-attention distance-aware (distance between the "
             "target step and the true, unpadded source position); default: standard")
    parser.add_argument(
        "--da-attention-impl", choices=IMPLS,
        help="distance-aware attention path: 'dense' (plain PyTorch, any device, training), "
             "'flex' (FlexAttention score_mod; falls back to dense where it cannot run: "
             "CPU training, attention dropout, returned weights), 'auto' (dense; see docs/da.md)")
    parser.add_argument(
        "--da-weight-init", type=float, metavar="A",
        help="initialise each head's distance weight w uniformly in [-A, A] (default 0.1; "
             "v starts at 0); both are our choices, the paper gives no initialisation")


def _da_attention(cfg, embed_dim, num_heads, **kwargs):
    weight_init = getattr(cfg, "da_weight_init", None)
    return DistanceAwareAttention(
        embed_dim, num_heads,
        impl=getattr(cfg, "da_attention_impl", None) or "auto",
        weight_init=0.1 if weight_init is None else weight_init,
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
        if not getattr(cfg, "da_cross_attention", False):
            return super().build_encoder_attention(embed_dim, cfg)
        return _da_attention(
            cfg, embed_dim, cfg.decoder.attention_heads, kdim=cfg.encoder.embed_dim,
            vdim=cfg.encoder.embed_dim, encoder_decoder_attention=True)


def distance_metrics(layers, side):
    """The learned distance weights ``w_h`` (Sec. 3.1) of the distance-aware attentions in
    ``layers``, over all their heads: ``da_<role>_w_abs``, the mean ``|w_h|`` (how strongly
    distance re-scales the scores; 0: not at all), and ``da_<role>_near``, the share of heads
    with ``w_h < 0`` (``f`` falls with distance: the head prefers near tokens). ``<role>``:
    ``enc`` / ``dec`` self-attention, ``cross`` (``--da-cross-attention``)."""
    roles = {}
    for attn in layers.modules():
        if isinstance(attn, DistanceAwareAttention):
            role = "cross" if attn.encoder_decoder_attention else side
            roles.setdefault(role, []).append(attn.distance_weight)
    values = {}
    with torch.no_grad():
        for role, weights in roles.items():
            w = torch.cat(weights).float()  # (layers * heads,)
            values[f"da_{role}_w_abs"] = w.abs().mean()
            values[f"da_{role}_near"] = w.lt(0).float().mean()
    return values


class DAEncoder(SentenceAlignedEncoder, EncoderDiagnostics, SkipIdentityReorder, TransformerEncoder):
    """fairseq ``TransformerEncoder`` built from :class:`DAEncoderLayer`."""

    def build_encoder_layer(self, cfg):
        return wrap_layer(DAEncoderLayer(cfg, return_fc=self.return_fc), cfg)

    def diagnostics(self, src_tokens):
        return distance_metrics(self.layers, "enc"), 1


class DADecoder(CachedReorderDecoder, SentenceAlignedDecoder, DecoderDiagnostics, TransformerDecoder):
    """fairseq ``TransformerDecoder`` built from :class:`DADecoderLayer`."""

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return wrap_layer(DADecoderLayer(cfg, no_encoder_attn), cfg)

    def diagnostics(self, prev_output_tokens):
        return distance_metrics(self.layers, "dec"), 1
