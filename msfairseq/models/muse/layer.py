"""MUSE encoder and decoder blocks (Zhao et al., *MUSE: Parallel Multi-Scale
Attention for Sequence to Sequence Learning*, 2019).

One block runs its branches *in parallel* on the same normalized input and adds
them to the residual (Eq. 1)::

    encoder:  X + Attention(X) + Conv(X) + Pointwise(X)
    decoder:  X + SelfAttention(X) + CausalConv(X) + Pointwise(X) + EncoderAttention(X)

with one layer norm per block: after the sum (default) or before the branches
(``--*-normalize-before``). The paper only says that "residual mechanism and layer
normalization" connect the layers; post-norm is what the authors' released code
runs (lancopku/Prime, ``fairseq/models/combine_transformer.py``, with the
``transformer_iwslt_de_en`` / ``transformer_vaswani_wmt_en_de_big`` archs).

Decoder cross-attention: the released code sums it as a fourth parallel branch
(above, the default). The paper's text (Sec. 2) reads as a sub-layer after the
MUSE module, "connected" by its own residual and layer norm:
``--muse-sequential-cross-attention`` builds that::

    Y = LN1(X + SelfAttention(X) + CausalConv(X) + Pointwise(X))
    Z = LN2(Y + EncoderAttention(Y))

``Conv`` is the gated multi-kernel dynamic convolution (:mod:`.conv`, Eq. 5-7)
applied to the attention's value projection ``V = X W^V`` (the paper's shared
projection; the ablation ``--muse-separate-conv-proj`` gives it its own
projection), or Table 3's standard convolution of ``X`` (``--muse-conv-type
standard``). MUSE-simple (``--muse-no-conv``, Eq. 2) drops the convolution. As in
the released code, the attention and the dynamic convolution share one output
dropout (the released ``out_proj`` maps their concatenation), and
``--muse-input-dropout`` drops their common input (the released ``--input_dropout``: the
FFN and the cross-attention read the block input undropped). Weights are drawn as the
released code draws them (:mod:`.init`). At inference the input and output projections of
the parallel branches run as two matmuls (:mod:`.fused`); the standard convolution and a
sequential cross-attention run beside them. A beam-search step (one query, fused inference)
runs :meth:`MuseBranches._step`: the same matmuls on ``B x C`` rows, the attention and
convolution steps of :meth:`.MuseAttention.step` / :meth:`.MultiKernelDynamicConv.step`, and
the fused matrices checked once per decode.

The layers subclass fairseq's ``TransformerEncoderLayerBase`` /
``TransformerDecoderLayerBase``: the attention modules come from the
``build_self_attention`` / ``build_encoder_attention`` hooks, ``fc1``/``fc2``,
``self_attn_layer_norm`` (and, sequential, ``encoder_attn_layer_norm``) and the
dropout modules are fairseq's. Time-first: ``T x B x C``.
"""

import uuid

import torch
import torch.nn as nn
from fairseq.modules import FairseqDropout
from fairseq.modules.quant_noise import quant_noise
from fairseq.modules.transformer_layer import (
    TransformerDecoderLayerBase,
    TransformerEncoderLayerBase,
)

from ...modules.cross_attention_weights import layer_attn, wants_cross_weights
from .attention import MuseAttention
from .conv import MultiKernelDynamicConv, StandardConv
from .fused import FusedWeights
from .init import init_like_released


class MuseBranches:
    """Mixin for the parallel branches; the host defines ``self_attn``, ``fc1``,
    ``fc2``, ``activation_fn``, the dropout modules and (decoder) ``encoder_attn``."""

    def _init_branches(self, cfg, embed_dim, kernel_sizes, conv_heads, causal):
        self.separate_conv_proj = bool(cfg.muse_separate_conv_proj)
        self.conv_type = cfg.muse_conv_type
        self.fuse_inference = not cfg.muse_no_fused_inference
        self.conv = self.conv_in_proj = self.conv_out_proj = None
        # fairseq's --quant-noise-pq, on every Linear of the block (the base class set these)
        qn, qn_block = self.quant_noise, self.quant_noise_block_size
        if kernel_sizes and self.conv_type == "standard":
            if qn > 0:
                raise ValueError(
                    "--quant-noise-pq with --muse-conv-type standard: the standard convolution's "
                    "C x C x K weight is no Linear, and fairseq's quantization noise has no form "
                    "for it (Conv2d only, with K a multiple of --quant-noise-pq-block-size); drop "
                    "--quant-noise-pq or use the dynamic convolution (the default). To decode a "
                    "checkpoint trained with both: --model-overrides \"{'quant_noise_pq': 0}\"")
            self.conv = StandardConv(embed_dim, kernel_sizes[0], causal=causal)
        elif kernel_sizes:
            self.conv = MultiKernelDynamicConv(
                embed_dim, kernel_sizes, conv_heads, causal=causal,
                weight_dropout=float(cfg.muse_weight_dropout),
                q_noise=qn, qn_block_size=qn_block,
            )
            if self.separate_conv_proj:
                self.conv_in_proj = quant_noise(nn.Linear(embed_dim, embed_dim), qn, qn_block)
                nn.init.xavier_uniform_(self.conv_in_proj.weight, gain=2 ** -0.5)
                nn.init.zeros_(self.conv_in_proj.bias)
            # the conv branch's output matrix; its bias is out_proj's (one bias per block)
            self.conv_out_proj = quant_noise(nn.Linear(embed_dim, embed_dim, bias=False), qn, qn_block)
            nn.init.xavier_uniform_(self.conv_out_proj.weight)
        # the released --input_dropout: on the attention module's input (attention and conv)
        self.input_dropout_module = FairseqDropout(
            float(cfg.muse_input_dropout), module_name=self.__class__.__name__)
        if cfg.muse_init == "released":
            init_like_released(self)  # else: the constructors' Xavier init (--muse-init xavier)
        self._fused = FusedWeights(self, self._in_segments, self._out_segments)
        self._plan_key = f"{uuid.uuid4()}.muse_step"  # this block's entry in an incremental state

    def _dynamic_conv(self):
        return self.conv if self.conv_out_proj is not None else None

    def _parallel_cross_attn(self):
        """The cross-attention when it is a parallel branch (else None)."""
        if getattr(self, "sequential_cross_attention", False):
            return None
        return getattr(self, "encoder_attn", None)

    # ---- the maps that read X (fused order) and the output matrices ----
    def _in_segments(self):
        a = self.self_attn
        segs = [("q", a.q_proj.weight, a.q_proj.bias), ("k", a.k_proj.weight, a.k_proj.bias),
                ("v", a.v_proj.weight, a.v_proj.bias)]
        if self._dynamic_conv() is not None:
            src = a.v_proj
            if self.conv_in_proj is not None:
                src = self.conv_in_proj
                segs.append(("conv_in", src.weight, src.bias))
            for i, cell in enumerate(self.conv.cells):
                # kernel logits = W_d (X W_src^T + b_src): folded into one map of X
                wd = cell.weight_linear.weight.float()
                w = (wd @ src.weight.float()).to(src.weight.dtype)
                b = None if src.bias is None else (wd @ src.bias.float()).to(src.weight.dtype)
                segs.append((f"logits{i}", w, b))
        if self._parallel_cross_attn() is not None:
            q = self._parallel_cross_attn().q_proj
            segs.append(("q_enc", q.weight, q.bias))
        segs.append(("h", self.fc1.weight, self.fc1.bias))
        return segs

    def _out_segments(self):
        segs = [("attn", self.self_attn.out_proj.weight, self.self_attn.out_proj.bias)]
        if self._dynamic_conv() is not None:
            segs.append(("conv", self.conv_out_proj.weight, None))
        segs.append(("h", self.fc2.weight, self.fc2.bias))
        if self._parallel_cross_attn() is not None:
            o = self._parallel_cross_attn().out_proj
            segs.append(("enc", o.weight, o.bias))
        return segs

    def train(self, mode=True):
        """Also drops the fused matrices: fairseq switches modes around every validation."""
        self._fused.clear()
        return super().train(mode)

    def use_fused(self):
        """Fused matmuls only for inference: eval mode and no autograd, and only while every
        projection holds a float weight (not after ``torch.ao.quantization.quantize_dynamic``,
        whose int8 ``Linear`` modules each run their own matmul)."""
        return (self.fuse_inference and not self.training and not torch.is_grad_enabled()
                and self._float_projections())

    def _float_projections(self):
        """Whether every ``Linear`` the fused matrices read still has a weight tensor: a
        quantized ``Linear``'s ``weight`` is a method returning its packed int8 weight."""
        a = self.self_attn
        mods = [a.q_proj, a.k_proj, a.v_proj, a.out_proj, self.fc1, self.fc2,
                self.conv_in_proj, self.conv_out_proj]
        if self._dynamic_conv() is not None:
            mods += [cell.weight_linear for cell in self.conv.cells]
        cross = self._parallel_cross_attn()
        if cross is not None:
            mods += [cross.q_proj, cross.out_proj]
        return all(isinstance(m.weight, torch.Tensor) for m in mods if m is not None)

    def branches(self, x, self_attn_mask=None, self_padding_mask=None, incremental_state=None,
                 enc=None, enc_padding_mask=None, need_enc_weights=False):
        """Sum of the parallel branches (no residual, no norm).

        Args:
            x: ``T x B x C`` block input (already normalized if pre-norm); in training the
                attention and conv branches read it through ``--muse-input-dropout``.
            self_attn_mask: ``T x T`` additive mask (decoder: causal).
            self_padding_mask: ``B x T`` bool, True at padding.
            incremental_state: decoding state (decoder).
            enc, enc_padding_mask: encoder output ``S x B x C`` and ``B x S`` mask, for a
                parallel cross-attention branch (ignored when it is sequential).
            need_enc_weights: also return that branch's attention probabilities.

        Returns:
            ``(T x B x C, H x B x T x S cross-attention probabilities or None)``.
        """
        if (incremental_state is not None and x.size(0) == 1 and self_padding_mask is None
                and self_attn_mask is None):
            plan = self._decode_plan(incremental_state)
            if plan is not None:
                return self._step(x, plan, incremental_state, enc, enc_padding_mask, need_enc_weights)
        x = x.contiguous()  # the stack's first input is a transposed view; keep linears 2-D GEMMs
        fused = self.use_fused()
        cross = self._parallel_cross_attn() if enc is not None else None
        dynamic = self._dynamic_conv()
        if fused:  # eval mode: no input dropout
            xa = x
            w_in, b_in, names, sizes, w_out, b_out, out_names = self._fused.get()
            parts = dict(zip(names, torch.nn.functional.linear(x, w_in, b_in).split(sizes, -1)))
        else:
            a = self.self_attn
            xa = self.input_dropout_module(x)  # T x B x C: the attention and conv branches' input
            parts = {"q": a.q_proj(xa), "k": a.k_proj(xa), "v": a.v_proj(xa), "h": self.fc1(x)}
            if self.conv_in_proj is not None:
                parts["conv_in"] = self.conv_in_proj(xa)
            if cross is not None:
                parts["q_enc"] = cross.q_proj(x)

        outs = {"attn": self.self_attn.attend(
            parts["q"], parts["k"], parts["v"], key_padding_mask=self_padding_mask,
            attn_mask=self_attn_mask, incremental_state=incremental_state)[0]}
        if dynamic is not None:
            conv_in = parts["conv_in"] if self.conv_in_proj is not None else parts["v"]
            logits = [parts[f"logits{i}"] for i in range(len(dynamic.cells))] if fused else None
            outs["conv"] = dynamic(conv_in, padding_mask=self_padding_mask,
                                   incremental_state=incremental_state, logits=logits)
        standard = None
        if self.conv is not None and dynamic is None:  # Table 3's standard conv reads X (as xa)
            standard = self.conv(xa, padding_mask=self_padding_mask,
                                 incremental_state=incremental_state)
        outs["h"] = self.activation_dropout_module(self.activation_fn(parts["h"]))
        enc_weights = None
        if cross is not None:
            outs["enc"], enc_weights = cross.attend(
                parts["q_enc"], kv_source=enc, key_padding_mask=enc_padding_mask,
                incremental_state=incremental_state, need_weights=need_enc_weights)

        if fused:
            if "enc" not in outs and "enc" in out_names:  # decoder run without encoder
                keep = [n for n in out_names if n != "enc"]
                w_out = w_out[:, : w_out.size(1) - self.encoder_attn.embed_dim]
                b_out = b_out - self.encoder_attn.out_proj.bias
                out_names = keep
            out = torch.nn.functional.linear(torch.cat([outs[n] for n in out_names], -1),
                                             w_out, b_out)
            return (out if standard is None else out + standard), enc_weights
        # the released code maps [attention, conv] with one out_proj, then one dropout
        attn = self.self_attn.out_proj(outs["attn"])
        if "conv" in outs:
            attn = attn + self.conv_out_proj(outs["conv"])
        out = self.dropout_module(attn) + self.dropout_module(self.fc2(outs["h"]))
        if standard is not None:
            out = out + self.dropout_module(standard)
        if "enc" in outs:
            out = out + self.dropout_module(cross.out_proj(outs["enc"]))
        return out, enc_weights


    def _decode_plan(self, incremental_state):
        """The fused matrices when this decode's steps take :meth:`_step` (fused inference, no
        standard convolution), else None: decided and checked once per decode, and kept in
        the incremental state, so no optimizer step between two decodes leaves them stale."""
        if self._plan_key not in incremental_state:
            fast = self.use_fused() and (self.conv is None or self._dynamic_conv() is not None)
            incremental_state[self._plan_key] = self._fused.get() if fast else None
        return incremental_state[self._plan_key]

    def _step(self, x, plan, incremental_state, enc, enc_padding_mask, need_enc_weights):
        """One decoding step, fused: :meth:`branches` for ``x`` ``1 x B x C``, its values bit for
        bit. The fused matmuls take ``B x C`` rows (the general path flattens ``1 x B x C`` into
        the same); the self-attention and the convolution run their one-step forms."""
        _, B, C = x.shape
        w_in, b_in, names, sizes, w_out, b_out, out_names = plan
        fused = torch.nn.functional.linear(x.reshape(B, C), w_in, b_in)  # B x N: every map of X
        parts = dict(zip(names, fused.split_with_sizes(sizes, -1)))  # B x N_i each
        outs = {"attn": self.self_attn.step(parts["q"], parts["k"], parts["v"], incremental_state)}
        dynamic = self._dynamic_conv()
        if dynamic is not None:
            conv_in = parts["conv_in"] if self.conv_in_proj is not None else parts["v"]
            outs["conv"] = dynamic.step(conv_in, [parts[f"logits{i}"] for i in range(len(dynamic.cells))],
                                        incremental_state)
        outs["h"] = self.activation_dropout_module(self.activation_fn(parts["h"]))
        enc_weights = None
        cross = self._parallel_cross_attn() if enc is not None else None
        if cross is not None:
            out, enc_weights = cross.attend(
                parts["q_enc"].unsqueeze(0), kv_source=enc, key_padding_mask=enc_padding_mask,
                incremental_state=incremental_state, need_weights=need_enc_weights)
            outs["enc"] = out.reshape(B, C)
        elif "enc" in out_names:  # decoder run without encoder
            out_names = [n for n in out_names if n != "enc"]
            w_out = w_out[:, : w_out.size(1) - self.encoder_attn.embed_dim]
            b_out = b_out - self.encoder_attn.out_proj.bias
        out = torch.nn.functional.linear(torch.cat([outs[n] for n in out_names], -1), w_out, b_out)
        return out.view(1, B, C), enc_weights


class MuseEncoderLayer(MuseBranches, TransformerEncoderLayerBase):
    """MUSE encoder block: ``X + Attention(X) + Conv(X) + Pointwise(X)``.

    Args:
        cfg: fairseq ``TransformerConfig`` carrying the ``muse_*`` options.
        kernel_sizes: this layer's conv kernel sizes (empty: MUSE-simple).
    """

    def __init__(self, cfg, kernel_sizes):
        super().__init__(cfg)
        self.final_layer_norm = None  # one layer norm per MUSE block
        heads = cfg.muse_conv_heads or cfg.encoder.attention_heads
        self._init_branches(cfg, self.embed_dim, kernel_sizes, heads, causal=False)

    def build_self_attention(self, embed_dim, cfg):
        return MuseAttention(embed_dim, cfg.encoder.attention_heads, dropout=cfg.attention_dropout,
                             self_attention=True, q_noise=self.quant_noise,
                             qn_block_size=self.quant_noise_block_size)

    def forward(self, x, encoder_padding_mask, attn_mask=None):
        """``x``: ``T x B x C``; ``encoder_padding_mask``: ``B x T`` (True = pad) -> ``T x B x C``."""
        residual = x
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x, _ = self.branches(x, self_attn_mask=attn_mask, self_padding_mask=encoder_padding_mask)
        x = self.residual_connection(x, residual)
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)
        return x

    def self_attention_weights(self, x, encoder_padding_mask, attn_mask=None):
        """The attention branch's probabilities ``H x B x T x T`` for this block's input
        ``x`` (``T x B x C``, the arguments of :meth:`forward`); for analysis
        (``analysis/attention_maps.py``), the block's output is not computed."""
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        a = self.self_attn
        return a.attend(a.q_proj(x), a.k_proj(x), a.v_proj(x), key_padding_mask=encoder_padding_mask,
                        attn_mask=attn_mask, need_weights=True)[1]


class MuseDecoderLayer(MuseBranches, TransformerDecoderLayerBase):
    """MUSE decoder block: self-attention, causal conv, FFN and encoder attention
    in parallel on the same input (released code), or the encoder attention as a
    sub-layer after them (``--muse-sequential-cross-attention``, the paper's text).

    Args:
        cfg: fairseq ``TransformerConfig`` carrying the ``muse_*`` options.
        no_encoder_attn: drop the encoder attention.
        kernel_sizes: this layer's conv kernel sizes (empty: MUSE-simple).
    """

    def __init__(self, cfg, no_encoder_attn=False, kernel_sizes=()):
        for flag in ("scale_attn", "scale_fc", "scale_heads", "scale_resids"):
            if getattr(cfg, flag, False):
                raise ValueError(f"--{flag.replace('_', '-')} is not supported by MUSE decoders")
        if cfg.cross_self_attention:
            raise ValueError("--cross-self-attention is not supported by MUSE decoders")
        super().__init__(cfg, no_encoder_attn)
        self.final_layer_norm = None  # one layer norm per MUSE module
        self.sequential_cross_attention = (
            bool(cfg.muse_sequential_cross_attention)
            and self.encoder_attn is not None)
        if not self.sequential_cross_attention:
            self.encoder_attn_layer_norm = None  # parallel: under the block's one norm
        heads = cfg.muse_conv_heads or cfg.decoder.attention_heads
        self._init_branches(cfg, self.embed_dim, kernel_sizes, heads, causal=True)

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        if add_bias_kv or add_zero_attn:
            raise ValueError("MUSE decoders support neither add_bias_kv nor add_zero_attn")
        return MuseAttention(embed_dim, cfg.decoder.attention_heads, dropout=cfg.attention_dropout,
                             self_attention=True, q_noise=self.quant_noise,
                             qn_block_size=self.quant_noise_block_size)

    def build_encoder_attention(self, embed_dim, cfg):
        # keys/values are cached per hypothesis (not fairseq's beam-shared layout)
        return MuseAttention(embed_dim, cfg.decoder.attention_heads, kdim=cfg.encoder.embed_dim,
                             vdim=cfg.encoder.embed_dim, dropout=cfg.attention_dropout,
                             cross_attention=True,
                             q_noise=self.quant_noise, qn_block_size=self.quant_noise_block_size)

    def forward(self, x, encoder_out=None, encoder_padding_mask=None, incremental_state=None,
                prev_self_attn_state=None, prev_attn_state=None, self_attn_mask=None,
                self_attn_padding_mask=None, need_attn=False, need_head_weights=False):
        """``x``: ``T x B x C`` (one step when incremental); ``encoder_out``: ``S x B x C``.

        Returns ``(x, attn, None)`` like fairseq's layer: ``attn`` the encoder attention's
        probabilities, ``H x B x T x S`` (``need_head_weights``) or their head average
        ``B x T x S``, when the decoder asks for them (``need_attn``, at its alignment layer)
        outside training and fairseq's ``need_attn`` flag is set (``make_generation_fast_``
        clears it unless ``--print-alignment``); else None. Computing them replaces the fused
        attention kernel by an explicit softmax in that one branch.
        """
        if prev_self_attn_state is not None or prev_attn_state is not None:
            raise NotImplementedError("MUSE decoder layers take no prev_*_attn_state")
        need = wants_cross_weights(self, need_attn, need_head_weights)
        residual = x
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x, attn = self.branches(
            x, self_attn_mask=self_attn_mask, self_padding_mask=self_attn_padding_mask,
            incremental_state=incremental_state, enc=encoder_out,
            enc_padding_mask=encoder_padding_mask, need_enc_weights=need)
        x = self.residual_connection(x, residual)
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)
        if self.sequential_cross_attention and encoder_out is not None:
            x, attn = self._cross_sublayer(x, encoder_out, encoder_padding_mask, incremental_state,
                                           need)
        attn = layer_attn(attn, need_head_weights)
        return x, attn, None

    def _cross_sublayer(self, x, encoder_out, encoder_padding_mask, incremental_state,
                        need_weights=False):
        """``--muse-sequential-cross-attention``: ``x + EncoderAttention(x)`` with its own
        layer norm (``encoder_attn_layer_norm``), pre- or post-norm like the block.
        ``x``: ``T x B x C``; ``encoder_out``: ``S x B x C`` -> ``(T x B x C, H x B x T x S
        probabilities or None)``."""
        residual = x
        if self.normalize_before:
            x = self.encoder_attn_layer_norm(x)
        attn = self.encoder_attn
        x, weights = attn.attend(attn.q_proj(x), kv_source=encoder_out,
                                 key_padding_mask=encoder_padding_mask,
                                 incremental_state=incremental_state, need_weights=need_weights)
        x = self.residual_connection(self.dropout_module(attn.out_proj(x)), residual)
        if not self.normalize_before:
            x = self.encoder_attn_layer_norm(x)
        return x, weights
