"""DA-Transformer: registration and named architectures.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021. The
model is fairseq's ``transformer`` with distance-aware self-attention
(:mod:`msfairseq.models.da.transformer`); all ``transformer`` options apply.

``da_transformer`` has the dims of fairseq's ``transformer`` (6+6 layers, d=512,
8 heads x 64) with every encoder and decoder self-attention distance-aware; the
paper's model is one layer of 16 heads x 16 dims for classification. Sinusoidal
positions are kept by default (see :mod:`msfairseq.models.da.transformer` for
why); ``--no-token-positional-embeddings`` drops them, as the paper does.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerModel
from fairseq.models.transformer.transformer_legacy import base_architecture, tiny_architecture

from ...modules.autocast import AutocastMixin
from ...modules.family_config import register_config, takes_hydra_config
from ...modules.sentence_alignment import SentenceAlignedModel
from .transformer import DADecoder, DAEncoder, add_da_args


@register_model("da_transformer")
class DATransformerModel(AutocastMixin, SentenceAlignedModel, TransformerModel):
    """fairseq ``transformer`` whose self-attention re-scales scores by a learned
    sigmoid of real token distance, per head."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        add_da_args(parser)

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return DAEncoder(cfg, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, cfg, tgt_dict, embed_tokens):
        return DADecoder(cfg, tgt_dict, embed_tokens, no_encoder_attn=cfg.no_cross_attention)


def _da_defaults(args):
    args.da_cross_attention = getattr(args, "da_cross_attention", False)
    args.da_attention_impl = getattr(args, "da_attention_impl", None) or "auto"
    args.da_weight_init = getattr(args, "da_weight_init", None)
    if args.da_weight_init is None:
        args.da_weight_init = 0.1


@register_model_architecture("da_transformer", "da_transformer")
def da_transformer(args):
    _da_defaults(args)
    base_architecture(args)


@register_model_architecture("da_transformer", "da_transformer_tiny")
def da_transformer_tiny(args):
    _da_defaults(args)
    tiny_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
DATransformerConfig = register_config("da_transformer")
