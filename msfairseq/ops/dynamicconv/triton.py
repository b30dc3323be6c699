"""Triton kernels for dynamic convolution, forward and backward.

Dynamic convolution (Wu et al., ICLR 2019) as used by MUSE (Zhao et al., 2019).
Time-first layout: ``x`` ``T x B x C``, kernels ``weight`` ``T x B x H x K``,
channel ``c`` uses head ``c // (C // H)``::

    out[t, b, c]   = sum_k w[t, b, h, k] * x[t + k - P, b, c]
    gx[s, b, c]    = sum_k w[s - k + P, b, h, k] * gy[s - k + P, b, c]
    gw[t, b, h, k] = sum_{c in head h} gy[t, b, c] * x[t + k - P, b, c]

``K`` and ``P`` are runtime values (any kernel size, any padding in
``[0, K-1]``, any length -- unlike fairseq's CUDA kernel, which supports a
fixed list of kernel sizes). Accumulation is in fp32 for fp16/bf16 inputs.

Every launch (grid, arguments, tile sizes, ``num_warps``) is planned by
:func:`plan_forward` / :func:`plan_backward`; the launchers run their result and
``tests/test_kernels_compile.py`` compiles it for sm_80 and sm_90.

Exposed as the torch custom op ``msfairseq::dynamicconv_fwd`` with autograd
(its backward is ``msfairseq::dynamicconv_bwd``) and fake implementations, so
``torch.compile`` can trace it without graph breaks. Runs on CUDA, and on CPU
tensors under ``TRITON_INTERPRET=1`` (used by the tests). This module imports
triton at top level: import it lazily (the dispatcher in ``dispatch.py`` does).
"""

import contextlib

import torch
import triton
import triton.language as tl
from torch import Tensor

from ..triton_launch import Launch


# Sizes that change from batch to batch (T, B) or whose divisibility by 16 buys
# nothing (H, K, P) are not specialized on, so a model compiles each kernel once
# per dtype instead of once per combination of "divisible by 16" / "equal to 1".
# C and R are fixed per model and their divisibility vectorizes the channel loads.
_NOT_SPECIALIZED = ["T", "B", "H", "K", "P"]


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _fwd_kernel(x_ptr, w_ptr, out_ptr, T, B, C, H, R, K, P,
                BLOCK_T: tl.constexpr, BLOCK_K: tl.constexpr, BLOCK_C: tl.constexpr,
                HEAD_TILE: tl.constexpr):
    # grid: (T blocks, B, C blocks); one [BLOCK_T, BLOCK_C] tile of out,
    # taps handled BLOCK_K at a time as [BLOCK_T, BLOCK_K, BLOCK_C] tiles
    t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    b = tl.program_id(1)
    c = tl.program_id(2) * BLOCK_C + tl.arange(0, BLOCK_C)
    kk = tl.arange(0, BLOCK_K)
    h = c // R
    h0 = (tl.program_id(2) * BLOCK_C) // R  # the tile's one head, if HEAD_TILE
    t_ok = t < T
    c_ok = c < C
    acc = tl.zeros((BLOCK_T, BLOCK_C), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k = k0 + kk
        s = t[:, None] + k[None, :] - P  # BLOCK_T x BLOCK_K source steps
        s_ok = (s >= 0) & (s < T) & (k < K)[None, :] & t_ok[:, None]
        m = s_ok[:, :, None] & c_ok[None, None, :]
        xv = tl.load(x_ptr + (s[:, :, None] * B + b) * C + c[None, None, :], mask=m, other=0.0)
        if HEAD_TILE:  # one weight per step and tap, broadcast over the tile's channels
            w_off = ((t[:, None] * B + b) * H + h0) * K + k[None, :]
            wv = tl.load(w_ptr + w_off, mask=s_ok, other=0.0)[:, :, None]
        else:
            w_off = ((t[:, None, None] * B + b) * H + h[None, None, :]) * K + k[None, :, None]
            wv = tl.load(w_ptr + w_off, mask=m, other=0.0)
        acc += tl.sum(xv.to(tl.float32) * wv.to(tl.float32), axis=1)
    out_off = (t[:, None] * B + b) * C + c[None, :]
    tl.store(out_ptr + out_off, acc.to(out_ptr.dtype.element_ty),
             mask=t_ok[:, None] & c_ok[None, :])


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _bwd_x_kernel(gy_ptr, w_ptr, gx_ptr, T, B, C, H, R, K, P,
                  BLOCK_T: tl.constexpr, BLOCK_K: tl.constexpr, BLOCK_C: tl.constexpr,
                  HEAD_TILE: tl.constexpr):
    # grid: (T blocks, B, C blocks); one [BLOCK_T, BLOCK_C] tile of gx
    s = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    b = tl.program_id(1)
    c = tl.program_id(2) * BLOCK_C + tl.arange(0, BLOCK_C)
    kk = tl.arange(0, BLOCK_K)
    h = c // R
    h0 = (tl.program_id(2) * BLOCK_C) // R  # the tile's one head, if HEAD_TILE
    s_ok = s < T
    c_ok = c < C
    acc = tl.zeros((BLOCK_T, BLOCK_C), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k = k0 + kk
        t = s[:, None] - k[None, :] + P  # the output steps that read x[s] through tap k
        t_ok = (t >= 0) & (t < T) & (k < K)[None, :] & s_ok[:, None]
        m = t_ok[:, :, None] & c_ok[None, None, :]
        gv = tl.load(gy_ptr + (t[:, :, None] * B + b) * C + c[None, None, :], mask=m, other=0.0)
        if HEAD_TILE:  # one weight per step and tap, broadcast over the tile's channels
            w_off = ((t * B + b) * H + h0) * K + k[None, :]
            wv = tl.load(w_ptr + w_off, mask=t_ok, other=0.0)[:, :, None]
        else:
            w_off = ((t[:, :, None] * B + b) * H + h[None, None, :]) * K + k[None, :, None]
            wv = tl.load(w_ptr + w_off, mask=m, other=0.0)
        acc += tl.sum(gv.to(tl.float32) * wv.to(tl.float32), axis=1)
    off = (s[:, None] * B + b) * C + c[None, :]
    tl.store(gx_ptr + off, acc.to(gx_ptr.dtype.element_ty), mask=s_ok[:, None] & c_ok[None, :])


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _bwd_w_kernel(gy_ptr, x_ptr, gw_ptr, T, B, C, H, R, K, P,
                  BLOCK_T: tl.constexpr, BLOCK_K: tl.constexpr, BLOCK_R: tl.constexpr):
    # grid: (T blocks, B, H); gw[t block, b, h, :], reducing over the head's R channels
    t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    b = tl.program_id(1)
    h = tl.program_id(2)
    kk = tl.arange(0, BLOCK_K)
    r = tl.arange(0, BLOCK_R)
    t_ok = t < T
    for k0 in range(0, K, BLOCK_K):
        k = k0 + kk
        s = t[:, None] + k[None, :] - P  # BLOCK_T x BLOCK_K source steps
        s_ok = (s >= 0) & (s < T) & (k < K)[None, :] & t_ok[:, None]
        acc = tl.zeros((BLOCK_T, BLOCK_K), dtype=tl.float32)
        for r0 in range(0, R, BLOCK_R):
            c = h * R + r0 + r
            c_ok = (r0 + r) < R
            gv = tl.load(gy_ptr + (t[:, None] * B + b) * C + c[None, :],
                         mask=t_ok[:, None] & c_ok[None, :], other=0.0)  # BLOCK_T x BLOCK_R
            m = s_ok[:, :, None] & c_ok[None, None, :]
            xv = tl.load(x_ptr + (s[:, :, None] * B + b) * C + c[None, None, :],
                         mask=m, other=0.0)  # BLOCK_T x BLOCK_K x BLOCK_R
            acc += tl.sum(gv.to(tl.float32)[:, None, :] * xv.to(tl.float32), axis=2)
        gw_off = ((t[:, None] * B + b) * H + h) * K + k[None, :]
        tl.store(gw_ptr + gw_off, acc.to(gw_ptr.dtype.element_ty),
                 mask=t_ok[:, None] & (k < K)[None, :])


# Tile sizes for CPU tensors under TRITON_INTERPRET=1; tests may override
# BLOCK_K (None: all taps in one tile) to exercise the multi-chunk loops.
INTERPRETER_BLOCK_K = None
NUM_WARPS = 4  # on CUDA: 128 threads per program


def tile_sizes(T, K, C, R, device_type):
    """Tile sizes ``(BLOCK_T, BLOCK_K, BLOCK_C, BLOCK_R)`` for a ``T``-step,
    ``K``-tap, ``C``-channel problem with ``R = C // H`` channels per head.

    On CUDA: 16-step x 64-channel tiles (x 64 channels of one head for the
    grad-weight kernel; 32 or 16 channels when a head has that many, so that the
    tile lies within one head: :func:`head_tile`), one tap per loop iteration.
    Measured with ``ptxas -v`` (``tests/test_kernels_compile.py``, docs/results/kernels_ptxas.md):
    one tap per iteration needs 32-40 registers per thread and no shared memory;
    8 taps per iteration (with a weight load per channel) needed 255 registers and
    spilled in the fp32 forward. The tap loop's
    ``K`` is a runtime value, so any kernel size uses the same compiled kernel.

    On CPU tensors (``TRITON_INTERPRET=1``) every program instance and loop
    iteration costs far more than its width, so tiles cover the whole sequence
    (up to 1024 steps) and all taps at once.
    """
    block_r = min(64, triton.next_power_of_2(R))
    if device_type == "cuda":
        block_c = min(64, triton.next_power_of_2(C))
        if 16 <= R < block_c and R == triton.next_power_of_2(R):
            block_c = R  # a tile within one head: see head_tile
        return 16, 1, block_c, block_r
    block_k = INTERPRETER_BLOCK_K or triton.next_power_of_2(K)
    block_t = min(1024, triton.next_power_of_2(T))
    return block_t, block_k, min(128, triton.next_power_of_2(C)), block_r


def head_tile(R, block_c):
    """True if every ``block_c``-channel tile lies within one head of ``R`` channels.
    Then the kernels load one weight per step and tap and broadcast it over the
    tile's channels, instead of one per channel: in the sm_90 PTX of the bf16
    forward (64-channel tile), the loads per tap go from 9 instructions (8 of them
    the same weight) to 2."""
    return R % block_c == 0


def plan_forward(x, weight, out, padding_l, device_type):
    """The forward's :class:`Launch`: ``out`` (``T x B x C``) from ``x`` and
    ``weight`` (``T x B x H x K``), all contiguous. Tensors may be stand-ins
    with ``shape``, ``dtype`` and ``data_ptr()`` (the compile test's)."""
    T, B, C = x.shape
    H, K = weight.shape[2], weight.shape[3]
    R = C // H
    BT, BK, BC, _ = tile_sizes(T, K, C, R, device_type)
    return Launch(_fwd_kernel, (triton.cdiv(T, BT), B, triton.cdiv(C, BC)),
                  (x, weight, out, T, B, C, H, R, K, padding_l),
                  dict(BLOCK_T=BT, BLOCK_K=BK, BLOCK_C=BC, HEAD_TILE=head_tile(R, BC), num_warps=NUM_WARPS))


def plan_backward(grad_out, x, weight, grad_x, grad_weight, padding_l, device_type):
    """The backward's two :class:`Launch` es ``(grad_x, grad_weight)``; same
    conventions as :func:`plan_forward`."""
    T, B, C = x.shape
    H, K = weight.shape[2], weight.shape[3]
    R = C // H
    BT, BK, BC, BR = tile_sizes(T, K, C, R, device_type)
    scalars = (T, B, C, H, R, K, padding_l)
    return (
        Launch(_bwd_x_kernel, (triton.cdiv(T, BT), B, triton.cdiv(C, BC)),
               (grad_out, weight, grad_x, *scalars),
               dict(BLOCK_T=BT, BLOCK_K=BK, BLOCK_C=BC, HEAD_TILE=head_tile(R, BC), num_warps=NUM_WARPS)),
        Launch(_bwd_w_kernel, (triton.cdiv(T, BT), B, H),
               (grad_out, x, grad_weight, *scalars),
               dict(BLOCK_T=BT, BLOCK_K=BK, BLOCK_R=BR, num_warps=NUM_WARPS)),
    )


def _device_ctx(t):
    if t.is_cuda:
        return torch.cuda.device(t.device)
    return contextlib.nullcontext()


@torch.library.custom_op("msfairseq::dynamicconv_fwd", mutates_args=())
def dynamicconv_fwd(x: Tensor, weight: Tensor, padding_l: int) -> Tensor:
    """``x`` ``T x B x C``, ``weight`` ``T x B x H x K`` -> ``T x B x C``."""
    x, weight = x.contiguous(), weight.contiguous()
    out = torch.empty_like(x)
    if out.numel() == 0:
        return out
    with _device_ctx(x):
        plan_forward(x, weight, out, padding_l, x.device.type)()
    return out


@dynamicconv_fwd.register_fake
def _(x, weight, padding_l):
    return torch.empty_like(x, memory_format=torch.contiguous_format)


@torch.library.custom_op("msfairseq::dynamicconv_bwd", mutates_args=())
def dynamicconv_bwd(grad_out: Tensor, x: Tensor, weight: Tensor,
                    padding_l: int) -> tuple[Tensor, Tensor]:
    """Gradients ``(grad_x T x B x C, grad_weight T x B x H x K)``."""
    gy, x, weight = grad_out.contiguous(), x.contiguous(), weight.contiguous()
    gx = torch.empty_like(x)
    gw = torch.empty_like(weight)
    if gx.numel() == 0:
        return gx, gw.zero_()
    with _device_ctx(x):
        for launch in plan_backward(gy, x, weight, gx, gw, padding_l, x.device.type):
            launch()
    return gx, gw


@dynamicconv_bwd.register_fake
def _(grad_out, x, weight, padding_l):
    return (torch.empty_like(x, memory_format=torch.contiguous_format),
            torch.empty_like(weight, memory_format=torch.contiguous_format))


def _setup_context(ctx, inputs, output):
    x, weight, padding_l = inputs
    ctx.save_for_backward(x, weight)
    ctx.padding_l = padding_l


def _backward(ctx, grad_out):
    x, weight = ctx.saved_tensors
    gx, gw = dynamicconv_bwd(grad_out, x, weight, ctx.padding_l)
    return gx, gw, None


dynamicconv_fwd.register_autograd(_backward, setup_context=_setup_context)


def dynamic_conv_triton(x, weight, padding_l):
    """The Triton path of :func:`msfairseq.ops.dynamicconv.dynamic_conv` (same contract)."""
    return dynamicconv_fwd(x, weight, int(padding_l))
