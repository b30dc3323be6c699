"""MUSE: parallel multi-scale attention (Zhao et al., *MUSE: Parallel
Multi-Scale Attention for Sequence to Sequence Learning*, 2019).

Registers the ``muse`` model (fairseq's legacy ``transformer`` with MUSE blocks,
see :mod:`msfairseq.models.muse.layer`) and its archs: ``muse_base``,
``muse_large``, ``muse_simple_base``, ``muse_simple_large``, ``muse_tiny`` and
``muse_simple_tiny``.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer.transformer_legacy import TransformerModel, base_architecture

from ...modules.autocast import AutocastMixin
from ...modules.family_config import register_config, takes_hydra_config
from ...modules.sentence_alignment import SentenceAlignedModel
from .decoder import MuseDecoder
from .encoder import MuseEncoder


@register_model("muse")
class MuseModel(AutocastMixin, SentenceAlignedModel, TransformerModel):
    """Transformer whose encoder/decoder blocks are MUSE blocks (attention,
    dynamic convolution and FFN in parallel; MUSE-simple without the conv)."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument(
            "--muse-kernel-sizes", type=str, metavar="SPEC",
            help="kernel sizes of the conv branch's dynamic-conv cells, mixed by a learned "
                 "softmax gate: '3,15' (default), '7' (single kernel), or one list per layer "
                 "separated by ';' (e.g. '3,15;3,15;7;7'); with --muse-conv-type standard one "
                 "size per layer (default '3')")
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
            "--muse-conv-type", choices=["dynamic", "standard"],
            help="the conv branch: 'dynamic' (default, the paper's model: gated dynamic "
                 "convolutions of the shared value projection) or 'standard' (Table 3's "
                 "ablation: one learned C x C convolution of the block input, one kernel size "
                 "per layer, e.g. --muse-kernel-sizes 3)")
        parser.add_argument(
            "--muse-sequential-cross-attention", action="store_true",
            help="decoder cross-attention as a sub-layer after the MUSE module, with its own "
                 "residual and layer norm (the paper's text, Sec. 2); default: a fourth "
                 "parallel branch, as in the authors' released code")
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
            "--muse-input-dropout", type=float, metavar="P",
            help="dropout on the input of the attention and convolution branches (not the FFN's, "
                 "not the cross-attention's), the released code's --input_dropout (default 0; "
                 "muse_large: 0.1, as the authors' WMT commands)")
        parser.add_argument(
            "--muse-init", choices=["released", "xavier"],
            help="weight init: 'released' (default): the authors' released code (kaiming-uniform "
                 "q/k/v with zero biases, the attention+conv output map drawn as one 2C->C "
                 "matrix); 'xavier': fairseq's Xavier init, as in fairseq's own layers")
        parser.add_argument(
            "--muse-no-fused-inference", action="store_true",
            help="at inference, run each branch's projections separately instead of one "
                 "fused input matmul and one fused output matmul per block")

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        return super().build_model(args, task)

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
    # None: the conv type's default ('3,15' dynamic, '3' standard; see kernel_plan)
    args.muse_kernel_sizes = getattr(args, "muse_kernel_sizes", None)
    args.muse_conv_type = getattr(args, "muse_conv_type", None) or "dynamic"
    args.muse_sequential_cross_attention = getattr(args, "muse_sequential_cross_attention", False)
    args.muse_no_conv = getattr(args, "muse_no_conv", False)
    args.muse_separate_conv_proj = getattr(args, "muse_separate_conv_proj", False)
    args.muse_conv_heads = getattr(args, "muse_conv_heads", None)
    args.muse_weight_dropout = getattr(args, "muse_weight_dropout", 0.1)
    args.muse_input_dropout = getattr(args, "muse_input_dropout", 0.0)
    args.muse_init = getattr(args, "muse_init", None) or "released"
    args.muse_no_fused_inference = getattr(args, "muse_no_fused_inference", False)
    base_architecture(args)


@register_model_architecture("muse", "muse_base")
def muse_base(args):
    """Paper base (Sec. 3.2): 12+12 blocks, d=384, FFN 768, 4 heads; dropout 0.4, the
    IWSLT14 De-En value (En-Vi used 0.3: pass --dropout 0.3)."""
    _dims(args, 12, 384, 768, 4)
    args.dropout = getattr(args, "dropout", 0.4)
    muse_architecture(args)


@register_model_architecture("muse", "muse_large")
def muse_large(args):
    """Paper large (Sec. 3.2): 12+12 blocks, d=768, FFN 3072, 16 heads; dropout 0.3, the
    WMT14 En-De value (En-Fr used 0.1: pass --dropout 0.1); attention dropout 0.1 and input
    dropout 0.1, which the paper does not give: the authors' MUSE WMT commands set both
    (lancopku/Prime, ``examples/parallel_intersected_multi-scale_attention(Prime)/README.md``:
    ``--attention-dropout 0.1 --input_dropout 0.1``)."""
    _dims(args, 12, 768, 3072, 16)
    args.dropout = getattr(args, "dropout", 0.3)
    args.attention_dropout = getattr(args, "attention_dropout", 0.1)
    args.muse_input_dropout = getattr(args, "muse_input_dropout", 0.1)
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
MuseConfig = register_config("muse")
