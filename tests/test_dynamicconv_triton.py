"""The Triton dynamic-convolution kernel equals the reference, forward and backward.

Runs on CPU tensors under ``TRITON_INTERPRET=1`` (which must be set before triton
is imported: ``tests/test_dynamicconv.py`` runs this file in a subprocess with it
set), or on CUDA when a GPU is present. Otherwise every test here skips.
The interpreter is slow, so the sweep is shaped: every K in 1..31 at T in {1, 7},
a spread of K at T = 97 and T = 513, both paddings, with and without softmax;
and the CUDA launch's tile sizes, also on CPU.
"""

import pytest
import torch

from interpreter import DEVICE, needs_gpu_or_interpreter

pytestmark = needs_gpu_or_interpreter("tests/test_dynamicconv.py::test_triton_kernel_in_interpreter")

triton = pytest.importorskip("triton")

from msfairseq.ops.dynamicconv import (  # noqa: E402
    dynamic_conv,
    dynamic_conv_unfold,
    dynamic_conv_weights,
    select_impl,
)
from msfairseq.ops.dynamicconv import triton as kernel  # noqa: E402


def _cases():
    cases = []
    for K in range(1, 32):  # every K at short lengths
        for T in (1, 7):
            for i, pad in enumerate(sorted({K // 2, K - 1})):
                cases.append((T, K, pad, bool(i) != (T == 7)))
    for T, ks in ((97, (1, 2, 3, 8, 15, 16, 31)), (513, (3, 7, 16, 31))):
        for K in ks:
            for pad in sorted({K // 2, K - 1}):
                for softmax in (False, True):
                    cases.append((T, K, pad, softmax))
    return cases


def _check(T, K, pad, softmax, B=1, H=2, C=4, dtype=torch.float32, seed=0):
    """Kernel vs the float64 reference, fwd and bwd; the kernel's error must stay
    within a small multiple of what the float32 reference itself drifts."""
    g = torch.Generator().manual_seed(seed)
    x64 = torch.randn(T, B, C, generator=g, dtype=torch.float64)
    logits64 = torch.randn(T, B, H, K, generator=g, dtype=torch.float64)
    gy64 = torch.randn(T, B, C, generator=g, dtype=torch.float64)

    def run(dt, impl):
        x = x64.to(DEVICE, dt, copy=True).requires_grad_(True)
        logits = logits64.to(DEVICE, dt, copy=True).requires_grad_(True)
        w = dynamic_conv_weights(logits, softmax, 0.0, False)
        y = dynamic_conv(x, w, pad, impl=impl) if impl else dynamic_conv_unfold(x, w, pad)
        y.backward(gy64.to(DEVICE, dt))
        return [t.detach().double().cpu() for t in (y, x.grad, logits.grad)]

    want = run(torch.float64, None)
    ref = run(dtype, None)
    got = run(dtype, "triton")
    for name, w_, r_, g_ in zip(("out", "grad_x", "grad_w"), want, ref, got):
        ref_err = (r_ - w_).abs().max().item()
        err = (g_ - w_).abs().max().item()
        eps = 1e-6 if dtype == torch.float32 else 1e-2
        tol = 2 * ref_err + eps * (1 + w_.abs().max().item())
        assert err <= tol, f"{name}: kernel error {err:.3g} > {tol:.3g} (ref drift {ref_err:.3g})"


@pytest.mark.parametrize("T,K,pad,softmax", _cases())
def test_kernel_matches_reference(T, K, pad, softmax):
    _check(T, K, pad, softmax)


@pytest.mark.parametrize("T,K,pad", [(7, 5, 2), (97, 9, 8), (33, 31, 15), (3, 13, 12)])
def test_kernel_multi_chunk_taps(monkeypatch, T, K, pad):
    """Taps in chunks of 4 (as on GPU): exercises the loop over tap tiles."""
    if DEVICE == "cpu":
        monkeypatch.setattr(kernel, "INTERPRETER_BLOCK_K", 4)
    _check(T, K, pad, True)


@pytest.mark.parametrize("T,K,pad,H,C", [(33, 5, 2, 2, 8), (40, 31, 30, 3, 99), (7, 65, 32, 1, 4),
                                         (33, 7, 3, 2, 256), (20, 31, 30, 4, 128)])
def test_kernel_with_gpu_tiles(monkeypatch, T, K, pad, H, C):
    """The tiles a CUDA launch uses (16 steps x 64 channels, one tap per iteration;
    the ones tests/test_kernels_compile.py builds), also across channel blocks
    and with K > 64; tiles spanning heads (C 8 / H 2, C 99 / H 3) and tiles within
    one head, which load one weight per step and tap (H 1; two 64-channel tiles
    per head at C 256 / H 2; 32-channel tiles at C 128 / H 4)."""
    if DEVICE == "cpu":
        tile_sizes = kernel.tile_sizes
        monkeypatch.setattr(kernel, "tile_sizes", lambda T, K, C, R, _: tile_sizes(T, K, C, R, "cuda"))
    _check(T, K, pad, True, B=2, H=H, C=C)


@pytest.mark.parametrize("B,H,C", [(3, 3, 9), (2, 1, 5), (2, 4, 4)])
def test_kernel_awkward_batch_heads_channels(B, H, C):
    _check(11, 6, 5, False, B=B, H=H, C=C)
    _check(11, 7, 3, True, B=B, H=H, C=C)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_kernel_half_precision(dtype):
    """Accumulates in fp32: error bounded by the half-precision reference's drift."""
    _check(13, 5, 2, True, B=2, H=2, C=6, dtype=dtype)


def test_kernel_noncontiguous_inputs():
    x = torch.randn(2, 9, 6, device=DEVICE).transpose(0, 1)  # 9 x 2 x 6, not contiguous
    w = torch.randn(2, 9, 3, 4, device=DEVICE).transpose(0, 1)
    torch.testing.assert_close(
        dynamic_conv(x, w, 3, impl="triton"), dynamic_conv_unfold(x, w, 3), rtol=1e-5, atol=1e-5
    )


def test_dispatch_uses_kernel_when_forced(monkeypatch):
    x = torch.randn(5, 1, 4, device=DEVICE)
    w = torch.randn(5, 1, 2, 3, device=DEVICE)
    assert select_impl(x, w, impl="triton") == "triton"
    monkeypatch.setenv("MSFAIRSEQ_DYNAMICCONV_IMPL", "triton")
    assert select_impl(x, w) == "triton"
    monkeypatch.delenv("MSFAIRSEQ_DYNAMICCONV_IMPL")
    want = "triton" if DEVICE == "cuda" else ("band", "unfold")
    assert select_impl(x, w) in want  # CPU: auto dispatch never picks the interpreter
    # float64 is not a kernel dtype: forced triton falls back to the (exact) reference
    assert select_impl(x.double(), w.double(), impl="triton") in ("band", "unfold")


def test_custom_op_registration():
    x = torch.randn(6, 1, 4, device=DEVICE, requires_grad=True)
    w = torch.randn(6, 1, 2, 3, device=DEVICE, requires_grad=True)
    torch.library.opcheck(
        torch.ops.msfairseq.dynamicconv_fwd.default, (x, w, 2),
        test_utils=("test_schema", "test_autograd_registration", "test_faketensor"),
    )
