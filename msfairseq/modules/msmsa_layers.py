"""Multi-Scale Transformer layers, encoder and decoder (fairseq hooks, time-first ``T x B x C``).

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.

The encoder/decoder subclass fairseq's legacy ``TransformerEncoder``/``TransformerDecoder`` and
override only ``build_encoder_layer``/``build_decoder_layer``; the layers subclass fairseq's
layer bases and override only ``build_self_attention`` (and, with ``--msmsa-replace-ffn``,
``build_fc1``/``build_fc2``). Cross-attention stays fairseq's standard attention.

With ``--msmsa-replace-ffn`` the position-wise FFN becomes a second MSMSA, as in the paper:
``H = norm(H + ReLU(MSMSA(H)))`` (``fc1`` = MSMSA, activation ReLU, ``fc2`` = identity).
"""

from fairseq.models.transformer import TransformerDecoder, TransformerEncoder
from fairseq.modules.transformer_layer import TransformerDecoderLayerBase, TransformerEncoderLayerBase
from torch import nn
import torch.nn.functional as F

from .msmsa_attention import MultiScaleSelfAttention
from .layer_wrap import wrap_layer
from .msmsa_scales import alpha_head_counts, layer_head_scales, parse_head_counts, parse_scales


def heads_per_layer(args, side):
    """One list of head scales per layer of ``side`` (``"encoder"`` or ``"decoder"``).

    Raises ``ValueError`` naming the flag when the options do not fit together.
    """
    scales_flag = "--msmsa-scales"
    text = args.msmsa_scales
    if side == "decoder" and getattr(args, "msmsa_decoder_scales", None):
        scales_flag, text = "--msmsa-decoder-scales", args.msmsa_decoder_scales
    scales = parse_scales(text, scales_flag)
    num_layers = getattr(args, f"{side}_layers")
    num_heads = getattr(args, f"{side}_attention_heads")
    explicit = getattr(args, f"msmsa_{side}_heads_per_scale", None)
    if explicit:
        counts = parse_head_counts(explicit, num_layers, len(scales), num_heads,
                                   f"--msmsa-{side}-heads-per-scale")
    else:
        counts = alpha_head_counts(num_layers, len(scales), num_heads, args.msmsa_alpha)
    return layer_head_scales(scales, counts)


def check_args(args):
    """Validate MSMSA options at build time (errors name the flag to change)."""
    if getattr(args, "cross_self_attention", False):
        raise ValueError("--cross-self-attention cannot be combined with msmsa archs")
    if args.msmsa_alpha < 0:
        raise ValueError(f"--msmsa-alpha must be >= 0, got {args.msmsa_alpha}")
    for side in ("encoder", "decoder"):
        dim = getattr(args, f"{side}_embed_dim")
        heads = getattr(args, f"{side}_attention_heads")
        if dim % heads:
            raise ValueError(f"--{side}-embed-dim {dim} is not divisible by --{side}-attention-heads {heads}")
        heads_per_layer(args, side)


class _ContextAttention(nn.Module):
    """MSMSA used in the FFN slot: ``forward(x)`` with the padding mask / cache set by the layer."""

    def __init__(self, attn):
        super().__init__()
        self.attn = attn
        self.ctx = (None, None)

    def forward(self, x):
        padding_mask, incremental_state = self.ctx
        return self.attn(x, key_padding_mask=padding_mask, incremental_state=incremental_state)[0]


class _MSMSALayerMixin:
    """Shared hooks; ``_msmsa`` = (head_scales, replace_ffn, impl, causal) set before init."""

    def build_self_attention(self, embed_dim, cfg, *unused_args, **unused_kwargs):
        scales, _, impl, causal = self._msmsa
        return MultiScaleSelfAttention(embed_dim, scales, cfg.attention_dropout, causal, impl)

    def build_fc1(self, input_dim, output_dim, q_noise, qn_block_size):
        scales, replace_ffn, impl, causal = self._msmsa
        if replace_ffn:
            return _ContextAttention(MultiScaleSelfAttention(
                input_dim, scales, self._msmsa_attention_dropout, causal, impl))
        return super().build_fc1(input_dim, output_dim, q_noise, qn_block_size)

    def build_fc2(self, input_dim, output_dim, q_noise, qn_block_size):
        if self._msmsa[1]:
            return nn.Identity()
        return super().build_fc2(input_dim, output_dim, q_noise, qn_block_size)

    def _post_init(self):
        if self._msmsa[1]:
            self.activation_fn = F.relu  # the paper's ReLU(MSMSA(H))


class MSMSAEncoderLayer(_MSMSALayerMixin, TransformerEncoderLayerBase):
    """Encoder layer whose self-attention (and optionally FFN) is MSMSA. ``T x B x C`` in/out."""

    def __init__(self, cfg, head_scales, replace_ffn=False, impl="auto"):
        self._msmsa = (head_scales, replace_ffn, impl, False)
        self._msmsa_attention_dropout = cfg.attention_dropout
        super().__init__(cfg)
        self._post_init()

    def forward(self, x, encoder_padding_mask=None, attn_mask=None):
        """x: ``T x B x C``; encoder_padding_mask: ``B x T`` (True = pad). Returns ``T x B x C``."""
        if self._msmsa[1]:
            self.fc1.ctx = (encoder_padding_mask, None)
        return super().forward(x, encoder_padding_mask, attn_mask)


class MSMSADecoderLayer(_MSMSALayerMixin, TransformerDecoderLayerBase):
    """Decoder layer with causal MSMSA self-attention; cross-attention is fairseq's standard one."""

    def __init__(self, cfg, head_scales, no_encoder_attn=False, replace_ffn=False, impl="auto"):
        self._msmsa = (head_scales, replace_ffn, impl, True)
        self._msmsa_attention_dropout = cfg.attention_dropout
        super().__init__(cfg, no_encoder_attn)
        self._post_init()

    def forward(self, x, encoder_out=None, encoder_padding_mask=None, incremental_state=None,
                prev_self_attn_state=None, prev_attn_state=None, self_attn_mask=None,
                self_attn_padding_mask=None, need_attn=False, need_head_weights=False):
        """x: ``T x B x C`` (``1 x B x C`` per step when decoding). Same returns as fairseq's layer."""
        if prev_self_attn_state is not None:
            raise NotImplementedError("msmsa decoder layers do not take prev_self_attn_state")
        if self._msmsa[1]:
            self.fc1.ctx = (self_attn_padding_mask, incremental_state)
        return super().forward(
            x, encoder_out, encoder_padding_mask, incremental_state, None, prev_attn_state,
            self_attn_mask, self_attn_padding_mask, need_attn, need_head_weights)


class MSMSAEncoder(TransformerEncoder):
    """fairseq ``TransformerEncoder`` with :class:`MSMSAEncoderLayer` layers (per-layer head scales)."""

    def __init__(self, args, dictionary, embed_tokens):
        self._layer_scales = heads_per_layer(args, "encoder")
        super().__init__(args, dictionary, embed_tokens)

    def build_encoder_layer(self, cfg):
        i = getattr(self, "_n_built", 0)  # layers are built in order, bottom first
        self._n_built = i + 1
        layer = MSMSAEncoderLayer(cfg, self._layer_scales[i], self.args.msmsa_replace_ffn,
                                  self.args.msmsa_attn_impl)
        return wrap_layer(layer, self.args)


class MSMSADecoder(TransformerDecoder):
    """fairseq ``TransformerDecoder`` with :class:`MSMSADecoderLayer` layers."""

    def __init__(self, args, dictionary, embed_tokens, no_encoder_attn=False):
        self._layer_scales = heads_per_layer(args, "decoder")
        super().__init__(args, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        i = getattr(self, "_n_built", 0)
        self._n_built = i + 1
        layer = MSMSADecoderLayer(cfg, self._layer_scales[i], no_encoder_attn,
                                  self.args.msmsa_replace_ffn, self.args.msmsa_attn_impl)
        return wrap_layer(layer, self.args)
