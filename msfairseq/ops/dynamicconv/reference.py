"""Dynamic convolution in plain PyTorch: the ground truth for the fast paths.

Dynamic convolution (Wu et al., *Pay Less Attention with Lightweight and Dynamic
Convolutions*, ICLR 2019), as used by MUSE (Zhao et al., *MUSE: Parallel
Multi-Scale Attention for Sequence to Sequence Learning*, 2019).

Layout is fairseq's, time-first: ``x`` is ``T x B x C`` and the per-position
kernels ``weight`` are ``T x B x H x K`` (already normalized by the caller, see
:func:`dynamic_conv_weights`). Channel ``c`` uses head ``h = c // (C // H)``::

    out[t, b, c] = sum_k weight[t, b, h, k] * x[t + k - padding_l, b, c]

with ``x`` read as zero outside ``[0, T)``. Two exact forms are given, both
differentiable with plain autograd (and so ``gradcheck``-able in float64), for
any ``K``, any ``padding_l`` in ``[0, K - 1]`` and any ``T`` (also ``T < K``):

* :func:`dynamic_conv_unfold` -- ``O(T K C)`` work: K shifted multiply-adds.
  Memory-lean; the better choice for small kernels.
* :func:`dynamic_conv_band` -- turns each ``(b, h)`` kernel sequence into
  band matrices (one ``T x T`` band, or blocks of ``L`` steps) and does one
  batched matmul: ``O(T (L + K) C)`` work but matmul-efficient, the better
  choice for larger kernels.
"""

import torch
import torch.nn.functional as F


def check_shapes(x, weight, padding_l):
    """Validate the op's arguments; return ``(T, B, C, H, K)``.

    Raises ``ValueError`` naming the offending argument.
    """
    if x.dim() != 3:
        raise ValueError(f"dynamic_conv: x must be T x B x C, got shape {tuple(x.shape)}")
    if weight.dim() != 4:
        raise ValueError(
            f"dynamic_conv: weight must be T x B x H x K, got shape {tuple(weight.shape)}"
        )
    T, B, C = x.shape
    Tw, Bw, H, K = weight.shape
    if (Tw, Bw) != (T, B):
        raise ValueError(
            f"dynamic_conv: weight is {tuple(weight.shape)} (T x B x H x K) but x is "
            f"{tuple(x.shape)} (T x B x C); T and B must agree"
        )
    if H < 1 or K < 1 or C % H != 0:
        raise ValueError(f"dynamic_conv: channels C={C} must be divisible by heads H={H} (K={K})")
    if not 0 <= int(padding_l) <= K - 1:
        raise ValueError(
            f"dynamic_conv: padding_l={padding_l} must lie in [0, K-1] = [0, {K - 1}] "
            f"(K//2 for encoders, K-1 for causal decoders)"
        )
    return T, B, C, H, K


def dynamic_conv_weights(logits, weight_softmax, weight_dropout, training):
    """Normalize raw kernel logits ``... x K``: softmax over ``K`` if
    ``weight_softmax``, then DropConnect (dropout on the kernel weights, rescaled
    by ``1 / (1 - p)``) when ``training`` and ``weight_dropout > 0``.

    The softmax of fp16/bf16 logits is computed in fp32 and cast back.
    """
    w = logits
    if weight_softmax:
        if w.dtype in (torch.float16, torch.bfloat16):
            w = F.softmax(w, dim=-1, dtype=torch.float32).to(logits.dtype)
        else:
            w = F.softmax(w, dim=-1)
    if training and weight_dropout > 0:
        w = F.dropout(w, p=weight_dropout, training=True)
    return w


def dynamic_conv_unfold(x, weight, padding_l):
    """Unfold form: ``x`` ``T x B x C``, ``weight`` ``T x B x H x K`` -> ``T x B x C``.

    Sums ``K`` time-shifted copies of the zero-padded input, each scaled by its
    tap of the kernel; never materializes the ``T x B x C x K`` unfolded tensor.
    """
    T, B, C, H, K = check_shapes(x, weight, padding_l)
    R = C // H
    # zero-pad time: (padding_l + T + K-1-padding_l) x B x C
    xp = F.pad(x, (0, 0, 0, 0, padding_l, K - 1 - padding_l))
    xp = xp.view(T + K - 1, B, H, R)  # (T+K-1) x B x H x R
    w = weight.unsqueeze(-1)  # T x B x H x K x 1
    out = xp[0:T] * w[:, :, :, 0]  # T x B x H x R
    for k in range(1, K):
        out.addcmul_(xp[k : k + T], w[:, :, :, k])  # in place: autograd saves only the factors
    return out.view(T, B, C)


def dynamic_conv_band(x, weight, padding_l, block=None):
    """Band-matrix form: ``x`` ``T x B x C``, ``weight`` ``T x B x H x K`` -> ``T x B x C``.

    The time axis is cut into ``n`` blocks of ``L = block`` output steps (one
    block of ``L = T`` if ``block`` is None). Each ``(block, b, h)`` gets an
    ``L x (L + K - 1)`` band matrix ``band[t, t + k] = weight[t, b, h, k]``,
    multiplied in one batched matmul with its ``L + K - 1`` zero-padded input
    steps (the block plus a ``K - 1`` halo). Work is ``O(T (L + K) C)``.
    """
    T, B, C, H, K = check_shapes(x, weight, padding_l)
    R = C // H
    if T == 0:
        return dynamic_conv_unfold(x, weight, padding_l)
    L = T if block is None else max(1, min(int(block), T))
    n = -(-T // L)  # number of blocks
    Tp = n * L  # T rounded up to whole blocks
    W = L + K - 1  # input steps a block reads
    w = weight if Tp == T else F.pad(weight, (0, 0, 0, 0, 0, 0, 0, Tp - T))  # Tp x B x H x K
    w = w.reshape(n, L, B, H, K).permute(0, 2, 3, 1, 4)  # n x B x H x L x K
    # skew into bands: rows of width L+K read with stride L+K-1 shift right by one per row
    w = F.pad(w, (0, L)).view(n * B * H, L * (L + K))[:, : L * W]
    band = w.view(n * B * H, L, W)  # band[., t, t+k] = weight tap k of step t
    if n == 1:
        # one band: drop the columns of the zero padding instead of padding x
        band = band[:, :, padding_l : padding_l + T]  # (B*H) x T x T
        xb = x.reshape(T, B * H, R).transpose(0, 1)  # (B*H) x T x R
    else:
        # zero-pad time: padding_l before, the rest of the last block + right halo after
        xp = F.pad(x, (0, 0, 0, 0, padding_l, Tp - T + K - 1 - padding_l))  # (Tp+K-1) x B x C
        idx = torch.arange(W, device=x.device) + L * torch.arange(n, device=x.device)[:, None]
        xb = xp.index_select(0, idx.view(-1)).view(n, W, B * H, R)  # overlapping windows
        xb = xb.transpose(1, 2).reshape(n * B * H, W, R)
    out = torch.bmm(band, xb)  # (n*B*H) x L x R
    out = out.view(n, B, H, L, R).permute(0, 3, 1, 2, 4).reshape(Tp, B, C)
    return out[:T]


def dynamic_conv_naive(x, weight, padding_l):
    """Loop-by-definition version (slow; tests only)."""
    T, B, C, H, K = check_shapes(x, weight, padding_l)
    R = C // H
    out = torch.zeros_like(x)
    for t in range(T):
        for k in range(K):
            s = t + k - padding_l
            if 0 <= s < T:
                for c in range(C):
                    out[t, :, c] += weight[t, :, c // R, k] * x[s, :, c]
    return out


def dynamic_conv_step(x_window, weight_t):
    """One causal decoding step (``padding_l = K - 1``).

    Args:
        x_window: ``K' x B x C``, the last ``K' <= K`` inputs, oldest first,
            the current step last (an incremental decoder's buffer).
        weight_t: ``B x H x K``, the current step's kernels.

    Returns:
        ``B x C``, equal to row ``t`` of the full causal :func:`dynamic_conv`.
    """
    Kw, B, C = x_window.shape
    _, H, K = weight_t.shape
    if Kw > K:
        raise ValueError(f"dynamic_conv_step: window of {Kw} steps is longer than K={K}")
    w = weight_t if Kw == K else weight_t[:, :, K - Kw :]  # B x H x K'  (the taps that reach the window)
    # (B*H) x K' x R, copied contiguous (as torch.matmul copies the permuted B x H x K' x R view)
    xw = x_window.reshape(Kw, B * H, C // H).transpose(0, 1).reshape(B * H, Kw, C // H)
    # (B*H) x 1 x K' @ (B*H) x K' x R: one bmm, ~10x faster than einsum here
    return torch.bmm(w.reshape(B * H, 1, Kw), xw).view(B, C)


def plan(T, K, device_type):
    """The faster exact plain-PyTorch form for a shape: ``("unfold", None)`` or
    ``("band", block)`` (``block`` None: one ``T x T`` band).

    CPU cost model fitted to one-thread timings of forward + backward
    (benchmarks/bench_dynamicconv.py), per output element: unfold ~ ``K`` shifted
    multiply-adds; one band ~ ``0.08 (T + K)`` (matmul-efficient but quadratic
    in ``T``); blocked bands of ``L = max(16, K)`` steps ~ ``0.28 (L + K)``.
    On GPUs matmuls are cheap: one band up to 512 steps, blocks of 64 beyond.
    """
    if device_type == "cuda":
        return ("band", None if T <= 512 else 64)
    block = max(16, K)
    costs = {("unfold", None): K, ("band", None): 0.08 * (T + K)}
    if T > block:
        costs[("band", block)] = 0.28 * (block + K)
    return min(costs, key=costs.get)


def dynamic_conv_reference(x, weight, padding_l):
    """Plain-PyTorch dynamic convolution, the faster exact form for the shape."""
    form, block = plan(x.shape[0], weight.shape[-1], x.device.type)
    if form == "band":
        return dynamic_conv_band(x, weight, padding_l, block)
    return dynamic_conv_unfold(x, weight, padding_l)
