"""Multi-Scale Transformer layers (fairseq layer hooks, time-first ``T x B x C``).

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.

The layers subclass fairseq's layer bases and override ``build_self_attention`` (and ``build_fc1``/``build_fc2``).
Cross-attention stays fairseq's standard attention. ``--msmsa-layer`` picks the layer:

* ``ffn`` (``msmsa_transformer``): the Transformer layer with MSMSA as its self-attention,
  FFN kept -- the MT baseline of the UMST paper (Li et al., ICML 2022, Table 2).
* ``paper`` (``msmsa_paper``): the paper's eq. 10, ``H^{l+1} = norm(H^l + ReLU(MSMSA(H^l)))``,
  no FFN. The decoder layer is eq. 10 with causal windows followed by the Transformer's
  cross-attention sub-layer ``norm(H + Attn(H, encoder))`` (the paper has no decoder).
* ``two-attention``: the FFN slot holds a second MSMSA, ``norm(H + ReLU(MSMSA(H)))`` after
  the first attention sub-layer (``fc1`` = MSMSA, activation ReLU, ``fc2`` = identity); what
  ``--msmsa-replace-ffn`` built before, kept as a variant (not the paper's layer).
"""

import math
from collections import Counter

from fairseq.modules.transformer_layer import TransformerDecoderLayerBase, TransformerEncoderLayerBase
import torch
from torch import nn
import torch.nn.functional as F

from ...modules.sentence_alignment import SentenceMaskedDecoderLayer
from .attention import MultiScaleSelfAttention
from .config import LAYERS
from .scales import alpha_head_counts, layer_head_scales, parse_head_counts, parse_scales

def heads_per_layer(args, side):
    """One list of head scales per layer of ``side`` (``"encoder"`` or ``"decoder"``).

    Raises ``ValueError`` naming the flag when the options do not fit together.
    """
    scales_flag = "--msmsa-scales"
    text = args.msmsa_scales
    if side == "decoder" and args.msmsa_decoder_scales:
        scales_flag, text = "--msmsa-decoder-scales", args.msmsa_decoder_scales
    scales = parse_scales(text, scales_flag)
    num_layers = getattr(args, f"{side}_layers")
    num_heads = getattr(args, f"{side}_attention_heads")
    explicit = getattr(args, f"msmsa_{side}_heads_per_scale")
    if explicit:
        counts = parse_head_counts(explicit, num_layers, len(scales), num_heads,
                                   f"--msmsa-{side}-heads-per-scale")
    else:
        counts = alpha_head_counts(num_layers, len(scales), num_heads, args.msmsa_alpha,
                                   args.msmsa_alpha_schedule)
    return layer_head_scales(scales, counts)


def check_args(args):
    """Validate MSMSA options at build time (errors name the flag to change)."""
    if getattr(args, "cross_self_attention", False):
        raise ValueError("--cross-self-attention cannot be combined with msmsa archs")
    if not math.isfinite(args.msmsa_alpha):
        raise ValueError(f"--msmsa-alpha must be a finite number, got {args.msmsa_alpha}")
    if args.msmsa_layer not in LAYERS:
        raise ValueError(f"--msmsa-layer {args.msmsa_layer!r} unknown; choose one of {', '.join(LAYERS)}")
    if args.msmsa_replace_ffn and args.msmsa_layer != "two-attention":
        raise ValueError(
            f"--msmsa-replace-ffn is the old name of --msmsa-layer two-attention and contradicts "
            f"--msmsa-layer {args.msmsa_layer} (--arch {getattr(args, 'arch', '?')}); "
            "drop --msmsa-replace-ffn")
    if args.msmsa_positions == "absolute" and getattr(args, "no_token_positional_embeddings", False):
        raise ValueError("--msmsa-positions absolute contradicts --no-token-positional-embeddings; "
                         "drop one of them")
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
    """Shared hooks; ``_msmsa`` = (head_scales, layer, impl, causal) set before init."""

    def build_self_attention(self, embed_dim, cfg, *unused_args, **unused_kwargs):
        scales, _, impl, causal = self._msmsa
        return MultiScaleSelfAttention(embed_dim, scales, cfg.attention_dropout, causal, impl,
                                       self.quant_noise, self.quant_noise_block_size)

    def build_fc1(self, input_dim, output_dim, q_noise, qn_block_size):
        scales, layer, impl, causal = self._msmsa
        if layer == "two-attention":
            return _ContextAttention(MultiScaleSelfAttention(
                input_dim, scales, self._msmsa_attention_dropout, causal, impl, q_noise, qn_block_size))
        if layer == "paper":
            return None
        return super().build_fc1(input_dim, output_dim, q_noise, qn_block_size)

    def build_fc2(self, input_dim, output_dim, q_noise, qn_block_size):
        layer = self._msmsa[1]
        if layer == "two-attention":
            return nn.Identity()
        if layer == "paper":
            return None
        return super().build_fc2(input_dim, output_dim, q_noise, qn_block_size)

    def _post_init(self):
        if self._msmsa[1] == "two-attention":
            self.activation_fn = F.relu  # norm(H + ReLU(MSMSA(H))) in the FFN slot
        if self._msmsa[1] == "paper":
            self.final_layer_norm = None  # no FFN sub-layer, so no norm after it

    def _paper_sublayer(self, x, padding_mask, incremental_state=None, attn_mask=None):
        """Eq. 10, ``norm(H + ReLU(MSMSA(H)))`` (dropout on the ReLU output, as fairseq's
        residual dropout; pre-norm with ``--*-normalize-before``). ``T x B x C`` in and out."""
        residual = x
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x, _ = self.self_attn(x, key_padding_mask=padding_mask, incremental_state=incremental_state,
                              attn_mask=attn_mask)
        x = residual + self.dropout_module(F.relu(x))
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)
        return x


class MSMSAEncoderLayer(_MSMSALayerMixin, TransformerEncoderLayerBase):
    """Encoder layer with MSMSA self-attention; ``layer`` is ``ffn``, ``paper`` or
    ``two-attention`` (see the module docstring). ``T x B x C`` in and out."""

    def __init__(self, cfg, head_scales, layer="ffn", impl="auto"):
        self._msmsa = (head_scales, layer, impl, False)
        self._msmsa_attention_dropout = cfg.attention_dropout
        super().__init__(cfg)
        self._post_init()

    def forward(self, x, encoder_padding_mask=None, attn_mask=None):
        """x: ``T x B x C``; encoder_padding_mask: ``B x T`` (True = pad). Returns ``T x B x C``."""
        if self._msmsa[1] == "paper":
            if attn_mask is not None:
                raise ValueError("msmsa encoder layers take no attn_mask")
            return self._paper_sublayer(x, encoder_padding_mask)
        if self._msmsa[1] == "two-attention":
            self.fc1.ctx = (encoder_padding_mask, None)
        return super().forward(x, encoder_padding_mask, attn_mask)


class MSMSADecoderLayer(SentenceMaskedDecoderLayer, _MSMSALayerMixin, TransformerDecoderLayerBase):
    """Decoder layer with causal MSMSA self-attention; cross-attention is fairseq's standard one
    (with the sentence mask of ``--doc-form segment_pairs``)."""

    def __init__(self, cfg, head_scales, no_encoder_attn=False, layer="ffn", impl="auto"):
        self._msmsa = (head_scales, layer, impl, True)
        self._msmsa_attention_dropout = cfg.attention_dropout
        super().__init__(cfg, no_encoder_attn)
        self._post_init()

    def forward(self, x, encoder_out=None, encoder_padding_mask=None, incremental_state=None,
                prev_self_attn_state=None, prev_attn_state=None, self_attn_mask=None,
                self_attn_padding_mask=None, need_attn=False, need_head_weights=False):
        """x: ``T x B x C`` (``1 x B x C`` per step when decoding). Same returns as fairseq's layer."""
        if prev_self_attn_state is not None:
            raise NotImplementedError("msmsa decoder layers do not take prev_self_attn_state")
        if self._msmsa[1] == "paper":
            return self._paper_forward(x, encoder_out, encoder_padding_mask, incremental_state,
                                       prev_attn_state, self_attn_mask, self_attn_padding_mask,
                                       need_attn, need_head_weights)
        if self._msmsa[1] == "two-attention":
            self.fc1.ctx = (self_attn_padding_mask, incremental_state)
        return super().forward(
            x, encoder_out, encoder_padding_mask, incremental_state, None, prev_attn_state,
            self_attn_mask, self_attn_padding_mask, need_attn, need_head_weights)

    def _paper_forward(self, x, encoder_out, encoder_padding_mask, incremental_state,
                       prev_attn_state, self_attn_mask, self_attn_padding_mask, need_attn,
                       need_head_weights):
        """Eq. 10 (causal windows), then ``norm(H + Attn(H, encoder_out))``; no FFN."""
        if prev_attn_state is not None:
            raise NotImplementedError("msmsa decoder layers do not take prev_attn_state")
        x = self._paper_sublayer(x, self_attn_padding_mask, incremental_state, self_attn_mask)
        attn = None
        if self.encoder_attn is not None and encoder_out is not None:
            residual = x
            if self.normalize_before:
                x = self.encoder_attn_layer_norm(x)
            x, attn = self.encoder_attn(
                query=x, key=encoder_out, value=encoder_out, key_padding_mask=encoder_padding_mask,
                incremental_state=incremental_state, static_kv=True,
                need_weights=need_attn or need_head_weights or (not self.training and self.need_attn),
                need_head_weights=need_head_weights)
            x = residual + self.dropout_module(x)
            if not self.normalize_before:
                x = self.encoder_attn_layer_norm(x)
        return x, attn, None


def coverage_metrics(layer_scales, side, coverage, weights):
    """``msmsa_<side>_cover_<scale>``: the mean share of the sentence (encoder) or of the
    prefix (decoder) a query's window of that scale holds, per token (``coverage(scale)``:
    per-token values, averaged with ``weights``); ``msmsa_<side>_cover``: the same over every
    head of every layer, so weighted by the heads alpha gives each scale (eq. 11-12). Global
    scales (always 1) get no key of their own."""
    heads = Counter(s for scales in layer_scales for s in scales)
    values, total = {}, 0
    with torch.no_grad():
        norm = weights.sum().clamp(min=1)
        for scale, count in heads.items():
            share = (coverage(scale) * weights).sum() / norm if scale.kind != "global" else 1.0
            if scale.kind != "global":
                values[f"msmsa_{side}_cover_{scale}"] = share
            total = total + count * share
        values[f"msmsa_{side}_cover"] = total / sum(heads.values())
    return values
