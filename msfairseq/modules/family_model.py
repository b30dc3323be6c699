"""What every msfairseq model class is, written once: fairseq's ``TransformerModel`` with
``--autocast`` (:mod:`.autocast`), the document-level hook (:mod:`.sentence_alignment`), the
family's options as flags (:mod:`.family_config`), hydra configs taken by ``build_model``, and the
family's encoder and decoder classes; and the dims preset its named archs share.

A family sets three class attributes and overrides only what it adds::

    @register_model("muse")
    class MuseModel(FamilyModel):
        options, encoder_class, decoder_class = MuseConfig, MuseEncoder, MuseDecoder

A family that checks its options in ``build_model`` overrides it under ``@classmethod
@takes_hydra_config`` and calls ``super().build_model(args, task)``.
"""

from fairseq.models.transformer import TransformerModel

from .autocast import AutocastMixin
from .family_config import add_options, takes_hydra_config
from .sentence_alignment import SentenceAlignedModel


class FamilyModel(AutocastMixin, SentenceAlignedModel, TransformerModel):
    """The base of every family's model (module doc); not registered itself."""

    options = None  # the family's options dataclass (models/<family>/config.py), or None
    encoder_class = None
    decoder_class = None

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        if cls.options is not None:
            add_options(parser, cls.options)

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return cls.encoder_class(cfg, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, cfg, tgt_dict, embed_tokens):
        return cls.decoder_class(cfg, tgt_dict, embed_tokens, no_encoder_attn=cfg.no_cross_attention)


def preset_dims(args, layers=None, dim=None, ffn=None, heads=None, sides=("encoder", "decoder")):
    """A named arch's dims on ``sides``, for the options the user left unset: ``layers``, ``dim``
    (``*_embed_dim``), ``ffn`` (``*_ffn_embed_dim``), ``heads``; None leaves one to the base
    arch."""
    for side in sides:
        for key, value in (("layers", layers), ("embed_dim", dim), ("ffn_embed_dim", ffn),
                           ("attention_heads", heads)):
            if value is not None:
                setattr(args, f"{side}_{key}", getattr(args, f"{side}_{key}", value))
