"""DA-Transformer: registration and named architectures.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021 (arXiv:2010.06925). The
model is fairseq's ``transformer`` with distance-aware self-attention (:mod:`.layer`,
:mod:`.attention`); all ``transformer`` options apply.

``da_transformer`` has the dims of fairseq's ``transformer`` (6+6 layers, d=512, 8 heads x
64) with every encoder and decoder self-attention distance-aware. The paper evaluates one
layer of 16 heads x 16 dims (GloVe inputs) on classification and re-scales attention *instead
of* sinusoidal position embeddings (Sec. 2.2). This encoder-decoder keeps fairseq's sinusoidal
positions by default, because ``|i - j|`` has no direction: without them the encoder maps a
reversed source to its reversed states and standard cross-attention, blind to key order,
cannot tell the two apart. ``--no-token-positional-embeddings`` (fairseq's flag) builds the
paper's position-free model.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerModel
from fairseq.models.transformer.transformer_legacy import base_architecture, tiny_architecture

from ...modules.autocast import AutocastMixin
from ...modules.family_config import add_options, fill_defaults, register_config, takes_hydra_config
from ...modules.sentence_alignment import SentenceAlignedModel
from .config import DAConfig
from .decoder import DADecoder
from .encoder import DAEncoder


@register_model("da_transformer")
class DATransformerModel(AutocastMixin, SentenceAlignedModel, TransformerModel):
    """fairseq ``transformer`` whose self-attention re-scales scores by a learned
    sigmoid of real token distance, per head."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        add_options(parser, DAConfig)

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


@register_model_architecture("da_transformer", "da_transformer")
def da_transformer(args):
    fill_defaults(args, DAConfig)
    base_architecture(args)


@register_model_architecture("da_transformer", "da_transformer_tiny")
def da_transformer_tiny(args):
    fill_defaults(args, DAConfig)
    tiny_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
DATransformerHydraConfig = register_config("da_transformer")
