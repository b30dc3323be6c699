"""MUSE: parallel multi-scale attention (Zhao et al., *MUSE: Parallel
Multi-Scale Attention for Sequence to Sequence Learning*, 2019).

Registers the ``muse`` model (fairseq's legacy ``transformer`` with MUSE blocks,
see :mod:`msfairseq.modules.muse_layer`) and its archs: ``muse_base``,
``muse_large``, ``muse_simple_base``, ``muse_simple_large``, ``muse_tiny`` and
``muse_simple_tiny``.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer.transformer_legacy import TransformerModel, base_architecture

from ..modules.muse_transformer import MuseDecoder, MuseEncoder


@register_model("muse")
class MuseModel(TransformerModel):
    """Transformer whose encoder/decoder blocks are MUSE blocks (attention,
    dynamic convolution and FFN in parallel; MUSE-simple without the conv)."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument(
            "--muse-kernel-sizes", type=str, metavar="SPEC",
            help="kernel sizes of the conv branch's dynamic-conv cells, mixed by a learned "
                 "softmax gate: '3,15' (default), '7' (single kernel), or one list per layer "
                 "separated by ';' (e.g. '3,15;3,15;7;7')")
        parser.add_argument(
            "--muse-encoder-kernel-sizes", type=str, metavar="SPEC",
            help="like --muse-kernel-sizes, for the encoder only (overrides it)")
        parser.add_argument(
            "--muse-decoder-kernel-sizes", type=str, metavar="SPEC",
            help="like --muse-kernel-sizes, for the decoder only (overrides it; causal)")
        parser.add_argument(
            "--muse-no-conv", action="store_true",
            help="MUSE-simple: drop the convolution branch (attention || FFN)")
        parser.add_argument(
            "--muse-separate-conv-proj", action="store_true",
            help="ablation: the conv branch gets its own input projection instead of "
                 "sharing the attention's value projection W^V")
        parser.add_argument(
            "--muse-conv-heads", type=int, metavar="N",
            help="kernel heads of the dynamic convolutions (default: the attention heads)")
        parser.add_argument(
            "--muse-weight-dropout", type=float, metavar="P",
            help="DropConnect probability on the dynamic-conv kernels (default 0.1)")
        parser.add_argument(
            "--muse-no-fused-inference", action="store_true",
            help="at inference, run each branch's projections separately instead of one "
                 "fused input matmul and one fused output matmul per block")

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return MuseEncoder(cfg, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, cfg, tgt_dict, embed_tokens):
        return MuseDecoder(cfg, tgt_dict, embed_tokens, no_encoder_attn=cfg.no_cross_attention)


def _dims(args, layers, dim, ffn, heads):
    for side in ("encoder", "decoder"):
        setattr(args, f"{side}_layers", getattr(args, f"{side}_layers", layers))
        setattr(args, f"{side}_embed_dim", getattr(args, f"{side}_embed_dim", dim))
        setattr(args, f"{side}_ffn_embed_dim", getattr(args, f"{side}_ffn_embed_dim", ffn))
        setattr(args, f"{side}_attention_heads", getattr(args, f"{side}_attention_heads", heads))


@register_model_architecture("muse", "muse")
def muse_architecture(args):
    """Shared MUSE defaults, then fairseq's transformer defaults."""
    args.muse_kernel_sizes = getattr(args, "muse_kernel_sizes", "3,15")
    args.muse_no_conv = getattr(args, "muse_no_conv", False)
    args.muse_separate_conv_proj = getattr(args, "muse_separate_conv_proj", False)
    args.muse_conv_heads = getattr(args, "muse_conv_heads", None)
    args.muse_weight_dropout = getattr(args, "muse_weight_dropout", 0.1)
    args.muse_no_fused_inference = getattr(args, "muse_no_fused_inference", False)
    base_architecture(args)


@register_model_architecture("muse", "muse_base")
def muse_base(args):
    """Paper base: 12+12 blocks, d=384, FFN 768, 4 heads (IWSLT14 setting)."""
    _dims(args, 12, 384, 768, 4)
    args.dropout = getattr(args, "dropout", 0.3)
    muse_architecture(args)


@register_model_architecture("muse", "muse_large")
def muse_large(args):
    """Paper large: 12+12 blocks, d=768, FFN 3072, 16 heads (WMT14 setting)."""
    _dims(args, 12, 768, 3072, 16)
    args.dropout = getattr(args, "dropout", 0.3)
    args.attention_dropout = getattr(args, "attention_dropout", 0.1)
    muse_architecture(args)


@register_model_architecture("muse", "muse_tiny")
def muse_tiny(args):
    """For tests and CPU demos: 2+2 blocks, d=64, FFN 128, 4 heads."""
    _dims(args, 2, 64, 128, 4)
    muse_architecture(args)


@register_model_architecture("muse", "muse_simple_base")
def muse_simple_base(args):
    args.muse_no_conv = True
    muse_base(args)


@register_model_architecture("muse", "muse_simple_large")
def muse_simple_large(args):
    args.muse_no_conv = True
    muse_large(args)


@register_model_architecture("muse", "muse_simple_tiny")
def muse_simple_tiny(args):
    args.muse_no_conv = True
    muse_tiny(args)
