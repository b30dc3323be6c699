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
from fairseq.models.transformer import TransformerModel, base_architecture

from ...modules.autocast import AutocastMixin
from ...modules.family_config import register_config, takes_hydra_config
from ...modules.sentence_alignment import SentenceAlignedModel
from .decoder import MSMSADecoder
from .encoder import MSMSAEncoder
from .layer import LAYERS, check_args
from .scales import SCHEDULES

logger = logging.getLogger(__name__)

IMPLS = ["auto", "reference", "sdpa", "chunked", "flex", "flex_eager"]
PAPER_SCALES = "1,3,n/16,n/8,n/4"  # Table 6 (L = 3)
MT_SCALES = "3,7,n/2,global"
_UNSET = object()


@register_model("msmsa_transformer")
class MSMSATransformerModel(AutocastMixin, SentenceAlignedModel, TransformerModel):
    """Transformer whose encoder and decoder self-attention heads have different scales."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument(
            "--msmsa-scales", type=str, metavar="LIST",
            help="candidate scales, smallest first (odd ints ascending, then fractions, then "
                 "global), comma-separated: odd ints (3), fractions of the true sentence length "
                 "(n/4 or 0.25n; rounded to odd), or 'global'")
        parser.add_argument(
            "--msmsa-decoder-scales", type=str, metavar="LIST",
            help="decoder scales (default: --msmsa-scales); a fraction uses the number of "
                 "target tokens seen so far")
        parser.add_argument(
            "--msmsa-alpha", type=float, metavar="A",
            help="control factor alpha (paper eq. 11-12): 0 = uniform; > 0 gives lower layers "
                 "more small-scale heads, < 0 more large-scale heads")
        parser.add_argument(
            "--msmsa-alpha-schedule", choices=SCHEDULES,
            help="eq. 11's step per scale: 'paper' z^l_k = (K-k) alpha/l (top layer 0), or "
                 "'layers-above' z^l_k = (K-k) alpha (L-l) (the schedule of checkpoints saved before this flag existed)")
        parser.add_argument(
            "--msmsa-encoder-heads-per-scale", type=str, metavar="LIST",
            help="explicit heads per scale, overriding alpha: 'c1,..,cK' for every layer or "
                 "'c1,..,cK;c1,..,cK;...' one group per layer, bottom first; sums = heads")
        parser.add_argument(
            "--msmsa-decoder-heads-per-scale", type=str, metavar="LIST",
            help="as --msmsa-encoder-heads-per-scale, for the decoder")
        parser.add_argument(
            "--msmsa-layer", choices=LAYERS,
            help="'ffn': Transformer layer with MSMSA self-attention (msmsa_transformer); "
                 "'paper': eq. 10, norm(H + ReLU(MSMSA(H))) with no FFN (msmsa_paper); "
                 "'two-attention': a second MSMSA in the FFN slot")
        parser.add_argument(
            "--msmsa-replace-ffn", action="store_true",
            help="deprecated: the old name of --msmsa-layer two-attention")
        parser.add_argument(
            "--msmsa-positions", choices=["absolute", "none"],
            help="'absolute': fairseq's positional embeddings (msmsa_transformer); 'none': "
                 "none, order comes from the windows only (the paper; msmsa_paper)")
        parser.add_argument(
            "--msmsa-attn-impl", choices=IMPLS,
            help="window-attention path (auto picks by device/grad; env MSFAIRSEQ_WINDOW_ATTN wins)")

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        msmsa_base_architecture(args)
        check_args(args)
        if args.msmsa_replace_ffn:
            logger.warning("--msmsa-replace-ffn is deprecated: it means --msmsa-layer two-attention, "
                           "which is not the paper's layer (that is --arch msmsa_paper)")
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        return MSMSAEncoder(args, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, args, tgt_dict, embed_tokens):
        return MSMSADecoder(args, tgt_dict, embed_tokens,
                            no_encoder_attn=getattr(args, "no_cross_attention", False))


def _saved_before_alpha_schedule(args):
    """True for the args of a checkpoint saved before ``--msmsa-alpha-schedule`` existed.

    fairseq leaves model options that were not given unset (argparse.SUPPRESS), both on a
    fresh command line and when it loads a checkpoint's args. Our arch function fills every
    option, so saved args always have both explicit head-count options, None where alpha
    decides; a command line has both only when both are given, and then alpha decides nothing.
    """
    if hasattr(args, "msmsa_alpha_schedule"):
        return False
    counts = [getattr(args, f"msmsa_{side}_heads_per_scale", _UNSET) for side in ("encoder", "decoder")]
    return _UNSET not in counts and None in counts


@register_model_architecture("msmsa_transformer", "msmsa_transformer")
def msmsa_base_architecture(args):
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or MT_SCALES
    args.msmsa_decoder_scales = getattr(args, "msmsa_decoder_scales", None)
    args.msmsa_alpha = getattr(args, "msmsa_alpha", None)
    args.msmsa_alpha = 0.5 if args.msmsa_alpha is None else args.msmsa_alpha
    if _saved_before_alpha_schedule(args):
        logger.warning("msmsa checkpoint from before --msmsa-alpha-schedule existed: using the "
                       "schedule it was trained with, 'layers-above'")
        args.msmsa_alpha_schedule = "layers-above"
    args.msmsa_alpha_schedule = getattr(args, "msmsa_alpha_schedule", None) or "paper"
    args.msmsa_encoder_heads_per_scale = getattr(args, "msmsa_encoder_heads_per_scale", None)
    args.msmsa_decoder_heads_per_scale = getattr(args, "msmsa_decoder_heads_per_scale", None)
    args.msmsa_replace_ffn = getattr(args, "msmsa_replace_ffn", False)
    args.msmsa_layer = getattr(args, "msmsa_layer", None) or (
        "two-attention" if args.msmsa_replace_ffn else "ffn")
    no_pos = getattr(args, "no_token_positional_embeddings", False)
    args.msmsa_positions = getattr(args, "msmsa_positions", None) or ("none" if no_pos else "absolute")
    if args.msmsa_positions == "none":
        args.no_token_positional_embeddings = True
    args.msmsa_attn_impl = getattr(args, "msmsa_attn_impl", None) or "auto"
    base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_paper")
def msmsa_paper_architecture(args):
    """The paper's model as an encoder-decoder; dims are fairseq ``transformer``'s."""
    args.msmsa_layer = getattr(args, "msmsa_layer", None) or "paper"
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or PAPER_SCALES
    args.msmsa_positions = getattr(args, "msmsa_positions", None) or "none"
    msmsa_base_architecture(args)


def _tiny_dims(args):
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", 32)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", 64)
    args.encoder_layers = getattr(args, "encoder_layers", 2)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", 4)
    args.decoder_embed_dim = getattr(args, "decoder_embed_dim", 32)
    args.decoder_ffn_embed_dim = getattr(args, "decoder_ffn_embed_dim", 64)
    args.decoder_layers = getattr(args, "decoder_layers", 2)
    args.decoder_attention_heads = getattr(args, "decoder_attention_heads", 4)


@register_model_architecture("msmsa_transformer", "msmsa_transformer_tiny")
def msmsa_tiny_architecture(args):
    _tiny_dims(args)
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or "3,n/2,global"
    msmsa_base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_paper_tiny")
def msmsa_paper_tiny_architecture(args):
    _tiny_dims(args)
    msmsa_paper_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
MSMSATransformerConfig = register_config("msmsa_transformer")
