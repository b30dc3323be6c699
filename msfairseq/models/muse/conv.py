"""MUSE's convolution branch: several dynamic convolution cells with different
kernel sizes mixed by a softmax over learned scalars (Zhao et al., *MUSE:
Parallel Multi-Scale Attention for Sequence to Sequence Learning*, 2019, Eq. 5-7,
the "gated" multi-kernel Conv(X); cells from Wu et al., ICLR 2019), and the
standard convolution of the paper's Table 3 ablation (:class:`StandardConv`).

Time-first: inputs are ``T x B x C``. The branch reads the attention's value
projection (the paper's shared projection), so its input is ``V``, not ``X``.

Because every cell is linear in its input once its kernels are known, the gated
sum of the cells equals one dynamic convolution whose kernel is the gated sum
of the cells' kernels, each placed at its own offset::

    sum_i g_i * conv(V, w_i, p_i) == conv(V, sum_i g_i * shift(w_i), max_i p_i)

so the branch runs a single convolution of the widest kernel, not one per cell.
"""

import ast

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq.incremental_decoding_utils import with_incremental_state

from ...ops.dynamicconv import dynamic_conv, dynamic_conv_step, dynamic_conv_weights
from .config import DEFAULT_KERNEL_SIZES
from .dynamic_conv import CausalConvState, DynamicConv


def parse_kernel_spec(spec, num_layers, flag):
    """Kernel sizes per layer from a command-line value.

    ``"3,15"`` (every layer), ``"7"`` (single kernel), ``"3,15;3,15;7;7"``
    (one list per layer, ``;``-separated) or Python literals ``"[3,15]"`` /
    ``"[[3,15],[7]]"``. Returns a list of ``num_layers`` lists of ints.
    Raises ``ValueError`` naming ``flag``.
    """
    text = str(spec).strip()
    try:
        if text.startswith("["):
            value = ast.literal_eval(text)
            layers = value if value and isinstance(value[0], (list, tuple)) else [value]
        else:
            layers = [[int(k) for k in part.split(",") if k.strip()]
                      for part in text.split(";") if part.strip()]
        layers = [[int(k) for k in layer] for layer in layers]
    except (ValueError, SyntaxError, TypeError) as err:
        raise ValueError(
            f"{flag}={spec!r} is not a kernel list: use e.g. '3,15', '7' or "
            f"'3,15;3,15;7' (one list per layer)"
        ) from err
    if len(layers) == 1:
        layers = layers * num_layers
    if len(layers) != num_layers:
        raise ValueError(
            f"{flag}={spec!r} gives {len(layers)} per-layer kernel lists but the model has "
            f"{num_layers} layers: give one list for all layers or exactly {num_layers}"
        )
    for layer in layers:
        if not layer or any(k < 1 for k in layer):
            raise ValueError(f"{flag}={spec!r}: every layer needs kernel sizes >= 1")
    return layers


def gate_mix(module):
    """The gates' share of each kernel size over the multi-kernel convolutions in ``module``:
    ``{k: mean over the layers with a gate that has size k of the softmax weight on k}``
    (0-dim tensors, detached; ``{}`` without gated convolutions). One softmax per group of
    layers with the same kernel list, not per layer."""
    groups = {}  # kernel sizes -> the gates of the layers that have them
    for conv in module.modules():
        if isinstance(conv, MultiKernelDynamicConv) and conv.gate is not None:
            groups.setdefault(tuple(c.kernel_size for c in conv.cells), []).append(conv.gate)
    sums, counts = {}, {}
    with torch.no_grad():
        for sizes, gates in groups.items():
            weights = F.softmax(torch.stack(gates).float(), dim=-1)  # L x K
            for k in sorted(set(sizes)):
                cells = [i for i, size in enumerate(sizes) if size == k]
                share = weights[:, cells].sum(-1).sum()  # a repeated size: its cells' total
                sums[k] = sums.get(k, 0) + share
                counts[k] = counts.get(k, 0) + len(gates)
    return {k: sums[k] / counts[k] for k in sorted(sums)}


@with_incremental_state
class MultiKernelDynamicConv(CausalConvState, nn.Module):
    """Gated mixture of dynamic convolution cells (time-first ``T x B x C``).

    Args:
        embed_dim: channels ``C``.
        kernel_sizes: one cell per size, e.g. ``[3, 15]`` (paper default) or ``[7]``.
        num_heads: kernel heads per cell.
        causal: left padding ``K - 1`` (decoder) instead of centered (encoder).
        weight_dropout: DropConnect on the cells' kernels.
        weight_softmax: softmax-normalize each cell's kernels.
        q_noise, qn_block_size: fairseq's quantization noise on the cells' kernel predictors.
    """

    def __init__(self, embed_dim, kernel_sizes, num_heads, causal=False,
                 weight_dropout=0.0, weight_softmax=True, q_noise=0.0, qn_block_size=8):
        super().__init__()
        self.cells = nn.ModuleList(
            DynamicConv(embed_dim, k, num_heads, padding_l=(k - 1) if causal else (k - 1) // 2,
                        weight_softmax=weight_softmax, weight_dropout=weight_dropout,
                        q_noise=q_noise, qn_block_size=qn_block_size)
            for k in kernel_sizes
        )
        # the paper's gate: a softmax over one learned scalar per kernel size (equal at init)
        self.gate = nn.Parameter(torch.zeros(len(kernel_sizes))) if len(kernel_sizes) > 1 else None
        # the merged kernel covers every cell's taps
        self.padding_l = max(c.padding_l for c in self.cells)
        right = max(c.kernel_size - 1 - c.padding_l for c in self.cells)
        self.kernel_size = self.padding_l + right + 1

    def gate_weights(self):
        """The softmax mixing weights, one per cell (``[1.]`` for a single cell)."""
        if self.gate is None:
            return torch.ones(1)
        return F.softmax(self.gate.float(), dim=0)

    def mixed_weights(self, query, logits=None, gate=None):
        """Merged kernels ``T x B x H x K`` (``K = self.kernel_size``).

        ``query``: ``T x B x C``; ``logits``: optional per-cell ``T x B x (H*K_i)``
        from a fused projection (then ``query`` is not read); ``gate``: the softmax of the
        gate when the caller has it (a decoding step).
        """
        logits = logits if logits is not None else [None] * len(self.cells)
        weights = [cell.kernel_weights(query, lg) for cell, lg in zip(self.cells, logits)]
        if self.gate is None:
            return weights[0]
        gate = (F.softmax(self.gate, dim=0) if gate is None else gate).to(weights[0].dtype)
        merged = 0
        for i, (cell, w) in enumerate(zip(self.cells, weights)):
            left = self.padding_l - cell.padding_l
            right = self.kernel_size - cell.kernel_size - left
            merged = merged + F.pad(w * gate[i], (left, right))  # T x B x H x K
        return merged

    def forward(self, x, padding_mask=None, incremental_state=None, logits=None):
        """Gated multi-kernel dynamic convolution.

        Args:
            x: ``T x B x C`` input (MUSE: the value projection).
            padding_mask: optional ``B x T`` bool, True at padding: those inputs
                are zeroed so that padding never reaches a real position.
            incremental_state: decoding state (causal branch only).
            logits: optional per-cell kernel logits from a fused projection.

        Returns:
            ``T x B x C``.
        """
        gate = None
        if incremental_state is not None and self.gate is not None and not self.training:
            gate = self._decode_gate(incremental_state)["gate"]
        weight = self.mixed_weights(x, logits, gate)
        if padding_mask is not None:
            x = x.masked_fill(padding_mask.transpose(0, 1).unsqueeze(-1), 0)  # T x B x C
        if incremental_state is not None:
            return self.incremental_conv(x, weight, incremental_state)
        return dynamic_conv(x, weight, self.padding_l)

    def step(self, x, logits, incremental_state):
        """One causal decoding step in inference: ``x`` ``B x C`` (MUSE: the value rows) and the
        cells' kernel logits ``B x (H*K_i)`` (from the fused projection) -> ``B x C``.

        :meth:`forward`'s values bit for bit: the same merged kernel (each cell's softmax
        times its gate, at its offset; a cell that spans the merged kernel is not padded and
        no zero is added first) and the same window and matmul (:func:`dynamic_conv_step`).
        """
        B, _ = x.shape
        gates = self._decode_gate(incremental_state)["gates"] if self.gate is not None else None
        merged = None
        for i, (cell, lg) in enumerate(zip(self.cells, logits)):
            w = dynamic_conv_weights(lg.view(B, cell.num_heads, cell.kernel_size),
                                     cell.weight_softmax, cell.weight_dropout, False)  # B x H x K_i
            if gates is not None:
                w = w * gates[i].to(w.dtype)
                left = self.padding_l - cell.padding_l
                right = self.kernel_size - cell.kernel_size - left
                if left or right:
                    w = F.pad(w, (left, right))  # B x H x K
            merged = w if merged is None else merged + w
        window = self.causal_window(x.unsqueeze(0), incremental_state)  # K x B x C
        return dynamic_conv_step(window, merged)

    def _decode_gate(self, incremental_state):
        """``{"gate": the gate's softmax, "gates": its entries}``, computed once per decode
        (kept in the incremental state, so an optimizer step between two decodes never
        leaves it stale)."""
        key = self.__dict__.get("_gate_key")
        if key is None:  # get_incremental_state(.., "gate")'s key, built once
            key = self.__dict__["_gate_key"] = f"{self._incremental_state_id}.gate"
        cache = incremental_state.get(key)
        if cache is None:
            gate = F.softmax(self.gate, dim=0)
            cache = {"gate": gate, "gates": gate.unbind(0)}
            incremental_state[key] = cache
        return cache

    def extra_repr(self):
        return f"merged_kernel={self.kernel_size}, padding_l={self.padding_l}"


@with_incremental_state
class StandardConv(CausalConvState, nn.Module):
    """Table 3's ablation "substitute DepthConv with Convolution(k)": one learned,
    static convolution ``C -> C`` over ``K`` taps (all channels mixed, weights shared
    by every position), time-first ``T x B x C``.

    ``y[t] = b + sum_j W[:, :, j] x[t + j - padding_l]``, zero outside the sequence.
    Sec. 2.2: a standard convolution "is not separable", so it cannot share the
    attention's value projection: the MUSE block feeds it ``X`` itself, and its
    output needs no ``W^out`` (it already maps C -> C).

    Args:
        embed_dim: channels ``C`` in and out.
        kernel_size: taps ``K`` (Table 3: 3, 5, 7).
        causal: left padding ``K - 1`` (decoder) instead of centered ``(K - 1) // 2``.
    """

    def __init__(self, embed_dim, kernel_size, causal=False):
        super().__init__()
        if kernel_size < 1:
            raise ValueError(f"StandardConv: kernel_size must be >= 1, got {kernel_size}")
        self.kernel_size = kernel_size
        self.padding_l = kernel_size - 1 if causal else (kernel_size - 1) // 2
        self.weight = nn.Parameter(torch.empty(embed_dim, embed_dim, kernel_size))  # C_out x C_in x K
        self.bias = nn.Parameter(torch.zeros(embed_dim))
        nn.init.xavier_uniform_(self.weight)  # fan in = fan out = C * K

    @property
    def causal(self):
        return self.padding_l == self.kernel_size - 1

    def forward(self, x, padding_mask=None, incremental_state=None):
        """``x``: ``T x B x C`` (one or more new steps when incremental);
        ``padding_mask``: ``B x T`` bool, True at padding (zeroed first) -> ``T x B x C``."""
        if padding_mask is not None:
            x = x.masked_fill(padding_mask.transpose(0, 1).unsqueeze(-1), 0)  # T x B x C
        if incremental_state is not None:
            x = self.causal_window(x, incremental_state)  # (K-1+T) x B x C
            pad = (0, 0)
        else:
            pad = (self.padding_l, self.kernel_size - 1 - self.padding_l)
        x = F.pad(x.permute(1, 2, 0), pad)  # B x C x T (padded in time)
        return F.conv1d(x, self.weight, self.bias).permute(2, 0, 1)  # B x C x T -> T x B x C

    def extra_repr(self):
        return f"{self.weight.size(0)}, kernel_size={self.kernel_size}, padding_l={self.padding_l}"


def kernel_plan(cfg, side, num_layers):
    """Per-layer kernel lists for ``side`` (``"encoder"``/``"decoder"``); empty
    lists for MUSE-simple. Raises ``ValueError`` naming the flag at fault."""
    no_conv, conv_type, separate = cfg.muse_no_conv, cfg.muse_conv_type, cfg.muse_separate_conv_proj
    side_spec = getattr(cfg, f"muse_{side}_kernel_sizes")
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
        spec = cfg.muse_kernel_sizes or DEFAULT_KERNEL_SIZES[conv_type]
    plan = parse_kernel_spec(spec, num_layers, flag)
    if conv_type == "standard" and any(len(sizes) != 1 for sizes in plan):
        raise ValueError(f"{flag}={spec!r}: --muse-conv-type standard takes one kernel size per "
                         "layer (Table 3 uses 3, 5 or 7): e.g. '3', or '3;5' per layer")
    return plan


def check_heads(cfg, side):
    heads = cfg.muse_conv_heads
    dim = getattr(cfg, side).embed_dim
    if heads and dim % heads != 0:
        raise ValueError(f"--muse-conv-heads={heads} must divide --{side}-embed-dim={dim}")


def gate_metrics(layers, side):
    """``{"muse_<side>_gate_k<K>": share of the gate on kernel size K}`` (see :func:`gate_mix`)."""
    return {f"muse_{side}_gate_k{k}": share for k, share in gate_mix(layers).items()}
