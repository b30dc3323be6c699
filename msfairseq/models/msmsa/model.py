"""Multi-Scale Transformer (MSMSA) for fairseq: registration and named archs.

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.
Layers and attention live in this package (its ``__init__`` is the map); docs/msmsa.md maps the
paper's equations to the code.

* ``msmsa_paper``: the paper's MS-Transformer layer (eq. 10: no FFN, ReLU after MSMSA), its
  scale set {1, 3, N/16, N/8, N/4}, alpha = 0.5 with eq. 11-12, no positional embeddings.
* ``msmsa_transformer``: the MT variant, the Transformer with MSMSA self-attention and the
  FFN kept (how the UMST paper, Li et al. ICML 2022 Table 2, builds its MSMSA baseline).
"""

import logging

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import base_architecture

from ...modules.family_config import fill_defaults, has_option, register_config, saved_version, takes_hydra_config
from ...modules.family_model import FamilyModel, preset_dims
from .config import PAPER_SCALES, MSMSAConfig
from .decoder import MSMSADecoder
from .encoder import MSMSAEncoder
from .layer import check_args

logger = logging.getLogger(__name__)

_UNSET = object()


@register_model("msmsa_transformer")
class MSMSATransformerModel(FamilyModel):
    """Transformer whose encoder and decoder self-attention heads have different scales."""

    options, encoder_class, decoder_class = MSMSAConfig, MSMSAEncoder, MSMSADecoder

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        msmsa_base_architecture(args)
        check_args(args)
        if args.msmsa_replace_ffn:
            logger.warning("--msmsa-replace-ffn is deprecated: it means --msmsa-layer two-attention, "
                           "which is not the paper's layer (that is --arch msmsa_paper)")
        return super().build_model(args, task)



def upgrade_saved_args(args):
    """Give args that an older msfairseq saved the options that rebuild its model (fairseq runs
    the arch on a checkpoint's args when it loads it).

    Since 0.2.0 the args record ``msfairseq_version`` and every option: nothing to do. Args
    without a version come from before 0.2.0; those without ``msmsa_alpha_schedule`` (0.1.0)
    were trained with eq. 11's step alpha (L - l), now ``--msmsa-alpha-schedule layers-above``.
    The arch fills every option, so saved args hold both head-count keys (None where alpha
    decides); a hand-made Namespace without them is no saved args.
    """
    if saved_version(args) is not None or has_option(args, "msmsa_alpha_schedule"):
        return
    counts = [getattr(args, f"msmsa_{side}_heads_per_scale", _UNSET) for side in ("encoder", "decoder")]
    if _UNSET not in counts and None in counts:
        logger.warning("msmsa checkpoint from before --msmsa-alpha-schedule existed: using the "
                       "schedule it was trained with, 'layers-above'")
        args.msmsa_alpha_schedule = "layers-above"


@register_model_architecture("msmsa_transformer", "msmsa_transformer")
def msmsa_base_architecture(args):
    """MSMSA's defaults (:class:`.config.MSMSAConfig`), then fairseq's transformer defaults."""
    upgrade_saved_args(args)  # before the defaults fill the head-count keys
    fill_defaults(args, MSMSAConfig)
    if args.msmsa_layer is None:
        args.msmsa_layer = "two-attention" if args.msmsa_replace_ffn else "ffn"
    if args.msmsa_positions is None:
        args.msmsa_positions = "none" if getattr(args, "no_token_positional_embeddings", False) else "absolute"
    if args.msmsa_positions == "none":
        args.no_token_positional_embeddings = True
    base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_paper")
def msmsa_paper_architecture(args):
    """The paper's model as an encoder-decoder; dims are fairseq ``transformer``'s."""
    args.msmsa_layer = getattr(args, "msmsa_layer", None) or "paper"
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or PAPER_SCALES
    args.msmsa_positions = getattr(args, "msmsa_positions", None) or "none"
    msmsa_base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_transformer_tiny")
def msmsa_tiny_architecture(args):
    preset_dims(args, layers=2, dim=32, ffn=64, heads=4)
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or "3,n/2,global"
    msmsa_base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_paper_tiny")
def msmsa_paper_tiny_architecture(args):
    preset_dims(args, layers=2, dim=32, ffn=64, heads=4)
    msmsa_paper_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
MSMSATransformerHydraConfig = register_config("msmsa_transformer")
