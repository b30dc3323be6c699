"""MUSE's options, each with its default, once (Zhao et al., *MUSE: Parallel Multi-Scale Attention
for Sequence to Sequence Learning*, 2019, arXiv:1911.09483).

``model.py`` makes the ``--muse-*`` flags and the hydra keys from :class:`MuseConfig` and fills
its defaults in the base arch (:mod:`msfairseq.modules.family_config`); the named archs preset
some of them (``muse_large``: input dropout 0.1).
"""

from dataclasses import dataclass

from ...modules.family_config import option

# the kernel sizes when --muse-kernel-sizes is not given, per conv type: Sec. 3.2.1 (3 and 15,
# gated) and Table 3's best standard convolution (3)
DEFAULT_KERNEL_SIZES = {"dynamic": "3,15", "standard": "3"}
CONV_TYPES = ("dynamic", "standard")
INITS = ("released", "xavier")


@dataclass
class MuseConfig:
    muse_kernel_sizes: str = option(
        None, "kernel sizes of the conv branch's dynamic-conv cells, mixed by a learned softmax "
              "gate: '3,15' (default), '7' (single kernel), or one list per layer separated by ';' "
              "(e.g. '3,15;3,15;7;7'); with --muse-conv-type standard one size per layer "
              "(default '3')", metavar="SPEC")
    muse_encoder_kernel_sizes: str = option(
        None, "like --muse-kernel-sizes, for the encoder only (overrides it)", metavar="SPEC")
    muse_decoder_kernel_sizes: str = option(
        None, "like --muse-kernel-sizes, for the decoder only (overrides it; causal)", metavar="SPEC")
    muse_no_conv: bool = option(False, "MUSE-simple: drop the convolution branch (attention || FFN)")
    muse_conv_type: str = option(
        "dynamic", "the conv branch: 'dynamic' (the paper's model: gated dynamic convolutions of the "
                   "shared value projection) or 'standard' (Table 3's ablation: one learned C x C "
                   "convolution of the block input, one kernel size per layer, e.g. "
                   "--muse-kernel-sizes 3)", choices=CONV_TYPES)
    muse_sequential_cross_attention: bool = option(
        False, "decoder cross-attention as a sub-layer after the MUSE module, with its own residual "
               "and layer norm (the paper's text, Sec. 2); default: a fourth parallel branch, as in "
               "the authors' released code")
    muse_separate_conv_proj: bool = option(
        False, "ablation: the conv branch gets its own input projection instead of sharing the "
               "attention's value projection W^V")
    muse_conv_heads: int = option(
        None, "kernel heads of the dynamic convolutions (default: the attention heads)", metavar="N")
    muse_weight_dropout: float = option(
        0.1, "DropConnect probability on the dynamic-conv kernels", metavar="P")
    muse_input_dropout: float = option(
        0.0, "dropout on the input of the attention and convolution branches (not the FFN's, not the "
             "cross-attention's), the released code's --input_dropout (muse_large: 0.1, as the "
             "authors' WMT commands)", metavar="P")
    muse_init: str = option(
        "released", "weight init: 'released': the authors' released code (kaiming-uniform q/k/v with "
                    "zero biases, the attention+conv output map drawn as one 2C->C matrix); "
                    "'xavier': fairseq's Xavier init, as in fairseq's own layers", choices=INITS)
    muse_no_fused_inference: bool = option(
        False, "at inference, run each branch's projections separately instead of one fused input "
               "matmul and one fused output matmul per block")
