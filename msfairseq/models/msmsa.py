"""Multi-Scale Transformer (MSMSA) for fairseq: registration and named archs.

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.
Layers and attention live in ``msfairseq/modules/msmsa_*.py``.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerModel, base_architecture

from ..modules.autocast import AutocastMixin
from ..modules.msmsa_layers import MSMSADecoder, MSMSAEncoder, check_args

IMPLS = ["auto", "reference", "sdpa", "chunked", "flex", "flex_eager"]


@register_model("msmsa_transformer")
class MSMSATransformerModel(AutocastMixin, TransformerModel):
    """Transformer whose encoder and decoder self-attention heads have different scales."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument(
            "--msmsa-scales", type=str, metavar="LIST",
            help="candidate scales, smallest first, comma-separated: odd ints (3), fractions "
                 "of the true sentence length (n/4 or 0.25n; rounded to odd), or 'global'")
        parser.add_argument(
            "--msmsa-decoder-scales", type=str, metavar="LIST",
            help="decoder scales (default: --msmsa-scales); a fraction uses the number of "
                 "target tokens seen so far")
        parser.add_argument(
            "--msmsa-alpha", type=float, metavar="A",
            help="control factor alpha (paper eq. 11-12): 0 = uniform; > 0 gives lower layers "
                 "more small-scale heads")
        parser.add_argument(
            "--msmsa-encoder-heads-per-scale", type=str, metavar="LIST",
            help="explicit heads per scale, overriding alpha: 'c1,..,cK' for every layer or "
                 "'c1,..,cK;c1,..,cK;...' one group per layer, bottom first; sums = heads")
        parser.add_argument(
            "--msmsa-decoder-heads-per-scale", type=str, metavar="LIST",
            help="as --msmsa-encoder-heads-per-scale, for the decoder")
        parser.add_argument(
            "--msmsa-replace-ffn", action="store_true",
            help="replace each FFN by a second MSMSA: H = norm(H + ReLU(MSMSA(H))) (paper)")
        parser.add_argument(
            "--msmsa-attn-impl", choices=IMPLS,
            help="window-attention path (auto picks by device/grad; env MSFAIRSEQ_WINDOW_ATTN wins)")

    @classmethod
    def build_model(cls, args, task):
        msmsa_base_architecture(args)
        check_args(args)
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        return MSMSAEncoder(args, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, args, tgt_dict, embed_tokens):
        return MSMSADecoder(args, tgt_dict, embed_tokens,
                            no_encoder_attn=getattr(args, "no_cross_attention", False))


@register_model_architecture("msmsa_transformer", "msmsa_transformer")
def msmsa_base_architecture(args):
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or "3,7,n/2,global"
    args.msmsa_decoder_scales = getattr(args, "msmsa_decoder_scales", None)
    args.msmsa_alpha = getattr(args, "msmsa_alpha", None)
    args.msmsa_alpha = 0.5 if args.msmsa_alpha is None else args.msmsa_alpha
    args.msmsa_encoder_heads_per_scale = getattr(args, "msmsa_encoder_heads_per_scale", None)
    args.msmsa_decoder_heads_per_scale = getattr(args, "msmsa_decoder_heads_per_scale", None)
    args.msmsa_replace_ffn = getattr(args, "msmsa_replace_ffn", False)
    args.msmsa_attn_impl = getattr(args, "msmsa_attn_impl", None) or "auto"
    base_architecture(args)


@register_model_architecture("msmsa_transformer", "msmsa_transformer_tiny")
def msmsa_tiny_architecture(args):
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", 32)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", 64)
    args.encoder_layers = getattr(args, "encoder_layers", 2)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", 4)
    args.decoder_embed_dim = getattr(args, "decoder_embed_dim", 32)
    args.decoder_ffn_embed_dim = getattr(args, "decoder_ffn_embed_dim", 64)
    args.decoder_layers = getattr(args, "decoder_layers", 2)
    args.decoder_attention_heads = getattr(args, "decoder_attention_heads", 4)
    args.msmsa_scales = getattr(args, "msmsa_scales", None) or "3,n/2,global"
    msmsa_base_architecture(args)
