"""MUSE: parallel multi-scale attention (Zhao et al., *MUSE: Parallel
Multi-Scale Attention for Sequence to Sequence Learning*, 2019).

Registers the ``muse`` model (fairseq's legacy ``transformer`` with MUSE blocks,
see :mod:`msfairseq.models.muse.layer`) and its archs: ``muse_base``,
``muse_large``, ``muse_simple_base``, ``muse_simple_large``, ``muse_tiny`` and
``muse_simple_tiny``.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer.transformer_legacy import base_architecture

from ...modules.family_config import fill_defaults, register_config
from ...modules.family_model import FamilyModel, preset_dims
from .config import MuseConfig
from .decoder import MuseDecoder
from .encoder import MuseEncoder


@register_model("muse")
class MuseModel(FamilyModel):
    """Transformer whose encoder/decoder blocks are MUSE blocks (attention,
    dynamic convolution and FFN in parallel; MUSE-simple without the conv)."""

    options, encoder_class, decoder_class = MuseConfig, MuseEncoder, MuseDecoder


@register_model_architecture("muse", "muse")
def muse_architecture(args):
    """MUSE's defaults (:class:`.config.MuseConfig`), then fairseq's transformer defaults."""
    fill_defaults(args, MuseConfig)
    base_architecture(args)


@register_model_architecture("muse", "muse_base")
def muse_base(args):
    """Paper base (Sec. 3.2): 12+12 blocks, d=384, FFN 768, 4 heads; dropout 0.4, the
    IWSLT14 De-En value (En-Vi used 0.3: pass --dropout 0.3)."""
    preset_dims(args, 12, 384, 768, 4)
    args.dropout = getattr(args, "dropout", 0.4)
    muse_architecture(args)


@register_model_architecture("muse", "muse_large")
def muse_large(args):
    """Paper large (Sec. 3.2): 12+12 blocks, d=768, FFN 3072, 16 heads; dropout 0.3, the
    WMT14 En-De value (En-Fr used 0.1: pass --dropout 0.1); attention dropout 0.1 and input
    dropout 0.1, which the paper does not give: the authors' MUSE WMT commands set both
    (lancopku/Prime, ``examples/parallel_intersected_multi-scale_attention(Prime)/README.md``:
    ``--attention-dropout 0.1 --input_dropout 0.1``)."""
    preset_dims(args, 12, 768, 3072, 16)
    args.dropout = getattr(args, "dropout", 0.3)
    args.attention_dropout = getattr(args, "attention_dropout", 0.1)
    args.muse_input_dropout = getattr(args, "muse_input_dropout", 0.1)
    muse_architecture(args)


@register_model_architecture("muse", "muse_tiny")
def muse_tiny(args):
    """For tests and CPU demos: 2+2 blocks, d=64, FFN 128, 4 heads."""
    preset_dims(args, 2, 64, 128, 4)
    muse_architecture(args)


@register_model_architecture("muse", "muse_simple_base")
def muse_simple_base(args):
    args.muse_no_conv = True
    muse_base(args)


@register_model_architecture("muse", "muse_simple_large")
def muse_simple_large(args):
    """MUSE-simple large: the authors' MUSE-simple WMT command sets neither
    ``--attention-dropout`` nor ``--input_dropout`` (both 0 there)."""
    args.muse_no_conv = True
    args.attention_dropout = getattr(args, "attention_dropout", 0.0)
    args.muse_input_dropout = getattr(args, "muse_input_dropout", 0.0)
    muse_large(args)


@register_model_architecture("muse", "muse_simple_tiny")
def muse_simple_tiny(args):
    args.muse_no_conv = True
    muse_tiny(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
MuseHydraConfig = register_config("muse")
