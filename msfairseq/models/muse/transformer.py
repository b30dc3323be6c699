"""MUSE encoder and decoder stacks (Zhao et al., *MUSE: Parallel Multi-Scale
Attention for Sequence to Sequence Learning*, 2019).

fairseq's ``TransformerEncoderBase`` / ``TransformerDecoderBase`` with their
``build_encoder_layer`` / ``build_decoder_layer`` hooks returning MUSE blocks;
embeddings, positions, masks, incremental decoding and output projection are
fairseq's. Each block gets its own kernel list (``--muse-*-kernel-sizes``).
Time-first inside (``T x B x C``).

In training and validation each stack logs its gate mix (:func:`.conv.gate_mix`) as fairseq
metrics ``muse_{enc,dec}_gate_k{K}`` (:mod:`msfairseq.modules.diagnostics`).
"""

from fairseq.models.transformer import TransformerDecoderBase, TransformerEncoderBase

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.diagnostics import DecoderDiagnostics, EncoderDiagnostics
from ...modules.encoder_reorder import SkipIdentityReorder
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import SentenceAlignedDecoder, SentenceAlignedEncoder
from .conv import gate_mix, parse_kernel_spec
from .layer import MuseDecoderLayer, MuseEncoderLayer

DEFAULT_KERNEL_SIZES = {"dynamic": "3,15", "standard": "3"}  # Sec. 3.2.1; Table 3's best


def kernel_plan(cfg, side, num_layers):
    """Per-layer kernel lists for ``side`` (``"encoder"``/``"decoder"``); empty
    lists for MUSE-simple. Raises ``ValueError`` naming the flag at fault."""
    no_conv = bool(getattr(cfg, "muse_no_conv", False))
    conv_type = getattr(cfg, "muse_conv_type", None) or "dynamic"
    separate = bool(getattr(cfg, "muse_separate_conv_proj", False))
    side_spec = getattr(cfg, f"muse_{side}_kernel_sizes", None)
    if no_conv:
        if separate:
            raise ValueError("--muse-separate-conv-proj needs the conv branch: drop --muse-no-conv "
                             "(or use a muse_* rather than muse_simple_* arch)")
        if conv_type != "dynamic":
            raise ValueError(f"--muse-conv-type {conv_type} needs the conv branch: drop "
                             "--muse-no-conv (or use a muse_* rather than muse_simple_* arch)")
        if side_spec:
            raise ValueError(f"--muse-{side}-kernel-sizes has no effect with --muse-no-conv "
                             "(MUSE-simple has no convolution): drop one of them")
        return [[] for _ in range(num_layers)]
    if conv_type == "standard" and separate:
        raise ValueError("--muse-separate-conv-proj is an ablation of the dynamic convolution's "
                         "shared projection; the standard convolution reads X and has no "
                         "projection to share: drop --muse-separate-conv-proj or "
                         "--muse-conv-type standard")
    if side_spec:
        flag, spec = f"--muse-{side}-kernel-sizes", side_spec
    else:
        flag = "--muse-kernel-sizes"
        spec = getattr(cfg, "muse_kernel_sizes", None) or DEFAULT_KERNEL_SIZES[conv_type]
    plan = parse_kernel_spec(spec, num_layers, flag)
    if conv_type == "standard" and any(len(sizes) != 1 for sizes in plan):
        raise ValueError(f"{flag}={spec!r}: --muse-conv-type standard takes one kernel size per "
                         "layer (Table 3 uses 3, 5 or 7): e.g. '3', or '3;5' per layer")
    return plan


def _check_heads(cfg, side):
    heads = getattr(cfg, "muse_conv_heads", None)
    dim = getattr(cfg, side).embed_dim
    if heads and dim % heads != 0:
        raise ValueError(f"--muse-conv-heads={heads} must divide --{side}-embed-dim={dim}")


def gate_metrics(layers, side):
    """``{"muse_<side>_gate_k<K>": share of the gate on kernel size K}`` (see :func:`gate_mix`)."""
    return {f"muse_{side}_gate_k{k}": share for k, share in gate_mix(layers).items()}


class MuseEncoder(SentenceAlignedEncoder, EncoderDiagnostics, SkipIdentityReorder, TransformerEncoderBase):
    """Transformer encoder whose layers are :class:`MuseEncoderLayer`."""

    def __init__(self, cfg, dictionary, embed_tokens):
        _check_heads(cfg, "encoder")
        self._kernel_plan = kernel_plan(cfg, "encoder", cfg.encoder.layers)
        self._built = 0
        super().__init__(cfg, dictionary, embed_tokens)

    def build_encoder_layer(self, cfg):
        layer = MuseEncoderLayer(cfg, self._kernel_plan[self._built])
        self._built += 1
        return wrap_layer(layer, cfg)

    def diagnostics(self, src_tokens):
        return gate_metrics(self.layers, "enc"), 1


class MuseDecoder(CachedReorderDecoder, SentenceAlignedDecoder, DecoderDiagnostics, TransformerDecoderBase):
    """Transformer decoder whose layers are :class:`MuseDecoderLayer`."""

    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False):
        _check_heads(cfg, "decoder")
        self._kernel_plan = kernel_plan(cfg, "decoder", cfg.decoder.layers)
        self._built = 0
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        layer = MuseDecoderLayer(cfg, no_encoder_attn, self._kernel_plan[self._built])
        self._built += 1
        return wrap_layer(layer, cfg)

    def diagnostics(self, prev_output_tokens):
        return gate_metrics(self.layers, "dec"), 1
