"""Dynamic convolution op: reference forms, dispatch, and the Triton kernel.

The Triton kernel is checked in a subprocess with ``TRITON_INTERPRET=1`` (the
interpreter must be switched on before triton is imported), see
``tests/test_dynamicconv_triton.py``.
"""

import logging

import pytest
import torch

from msfairseq.ops.dynamicconv import (
    ENV_VAR,
    dynamic_conv,
    dynamic_conv_band,
    dynamic_conv_reference,
    dynamic_conv_step,
    dynamic_conv_unfold,
    dynamic_conv_weights,
    select_impl,
)
from msfairseq.ops.dynamicconv import dispatch
from msfairseq.ops.dynamicconv.reference import dynamic_conv_naive

from interpreter import run_in_interpreter


def _inputs(T, B, C, H, K, dtype=torch.float64, seed=0, softmax=True):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(T, B, C, generator=g, dtype=dtype)
    logits = torch.randn(T, B, H, K, generator=g, dtype=dtype)
    w = dynamic_conv_weights(logits, softmax, 0.0, False)
    return x, w


@pytest.mark.parametrize("T", [1, 2, 5, 9])
@pytest.mark.parametrize("K", [1, 2, 3, 4, 7])
def test_forms_match_naive_loop(T, K):
    H, C = 2, 6
    x, w = _inputs(T, 2, C, H, K)
    for pad in sorted({0, K // 2, K - 1}):
        want = dynamic_conv_naive(x, w, pad)
        torch.testing.assert_close(dynamic_conv_unfold(x, w, pad), want, rtol=1e-12, atol=1e-12)
        for block in (None, 1, 2, 4):  # one band, and blocks that do not divide T
            got = dynamic_conv_band(x, w, pad, block)
            torch.testing.assert_close(got, want, rtol=1e-12, atol=1e-12)


def test_naive_loop_by_hand():
    # T=3, one channel, K=2, causal: out[t] = w[t,0]*x[t-1] + w[t,1]*x[t], x[-1] = 0
    x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64).view(3, 1, 1)
    w = torch.tensor([[10.0, 1.0], [20.0, 2.0], [30.0, 3.0]], dtype=torch.float64).view(3, 1, 1, 2)
    want = torch.tensor([1.0 * 1, 20 * 1 + 2 * 2, 30 * 2 + 3 * 3.0], dtype=torch.float64)
    for f in (dynamic_conv_naive, dynamic_conv_unfold, dynamic_conv_band):
        torch.testing.assert_close(f(x, w, 1).view(3), want)


@pytest.mark.parametrize("T,K", [(40, 3), (33, 15), (6, 31), (97, 8), (70, 31)])
def test_unfold_equals_band(T, K):
    x, w = _inputs(T, 3, 8, 4, K, dtype=torch.float32, softmax=False)
    for pad in (K // 2, K - 1, 0):
        want = dynamic_conv_unfold(x, w, pad)
        for block in (None, 16, 31, 64):
            got = dynamic_conv_band(x, w, pad, block)
            torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
        torch.testing.assert_close(dynamic_conv_reference(x, w, pad), want, rtol=1e-5, atol=1e-5)


def _band3(x, w, pad):
    return dynamic_conv_band(x, w, pad, block=3)


@pytest.mark.parametrize("form", [dynamic_conv_unfold, dynamic_conv_band, _band3])
@pytest.mark.parametrize("T,K,pad", [(5, 3, 1), (4, 6, 5), (3, 4, 0), (1, 2, 1), (8, 3, 2)])
def test_gradcheck_reference(form, T, K, pad):
    x, w = _inputs(T, 2, 4, 2, K, softmax=False)
    x.requires_grad_(True)
    w.requires_grad_(True)
    assert torch.autograd.gradcheck(lambda a, b: form(a, b, pad), (x, w))
    assert torch.autograd.gradgradcheck(lambda a, b: form(a, b, pad), (x, w))


def test_gradcheck_weights_softmax():
    logits = torch.randn(3, 2, 2, 5, dtype=torch.float64, requires_grad=True)
    x = torch.randn(3, 2, 4, dtype=torch.float64, requires_grad=True)

    def f(a, lg):
        return dynamic_conv(a, dynamic_conv_weights(lg, True, 0.0, False), 2, impl="reference")

    assert torch.autograd.gradcheck(f, (x, logits))


def test_weights_softmax_and_dropconnect():
    torch.manual_seed(0)
    logits = torch.randn(7, 3, 2, 5)
    w = dynamic_conv_weights(logits, True, 0.0, True)
    torch.testing.assert_close(w.sum(-1), torch.ones(7, 3, 2))
    torch.testing.assert_close(dynamic_conv_weights(logits, False, 0.5, False), logits)
    torch.testing.assert_close(dynamic_conv_weights(logits, True, 0.5, False), w)
    d = dynamic_conv_weights(logits, True, 0.5, True)
    dropped = d == 0
    assert 0 < dropped.float().mean() < 1
    torch.testing.assert_close(d[~dropped], 2 * w[~dropped])  # rescaled by 1/(1-p)
    half = dynamic_conv_weights(logits.half(), True, 0.0, False)
    assert half.dtype == torch.float16
    torch.testing.assert_close(half.float(), w, rtol=1e-3, atol=1e-3)


def test_dispatch_paths_agree_and_env(monkeypatch):
    x, w = _inputs(20, 2, 8, 2, 5, dtype=torch.float32)
    ref = dynamic_conv_unfold(x, w, 2)
    for impl in (None, "reference", "unfold", "band"):
        torch.testing.assert_close(dynamic_conv(x, w, 2, impl=impl), ref)
    monkeypatch.setenv(ENV_VAR, "band")
    assert select_impl(x, w) == "band"
    assert select_impl(x, w, impl="unfold") == "unfold"  # impl= wins over the env var
    monkeypatch.setenv(ENV_VAR, "nonsense")
    with pytest.raises(ValueError, match=ENV_VAR):
        dynamic_conv(x, w, 2)
    monkeypatch.delenv(ENV_VAR)
    # CPU without the interpreter: the plain-PyTorch forms, never triton
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    assert select_impl(x, w) in ("unfold", "band")
    assert select_impl(torch.zeros(1000, 1, 8), torch.zeros(1000, 1, 2, 3)) == "unfold"
    assert select_impl(torch.zeros(8, 1, 8), torch.zeros(8, 1, 2, 15)) == "band"
    # the blocked band path (long T, large K) is exact too
    xl, wl = _inputs(300, 1, 4, 2, 31, dtype=torch.float32)
    assert select_impl(xl, wl) == "band"
    torch.testing.assert_close(dynamic_conv(xl, wl, 15), dynamic_conv_unfold(xl, wl, 15),
                               rtol=1e-5, atol=1e-5)


def test_forced_triton_on_cpu_falls_back_with_one_log(monkeypatch, caplog):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    x, w = _inputs(9, 2, 4, 2, 3, dtype=torch.float32)
    dispatch._logged.clear()
    with caplog.at_level(logging.INFO, logger=dispatch.logger.name):
        a = dynamic_conv(x, w, 1, impl="triton")
        b = dynamic_conv(x, w, 1, impl="triton")
    torch.testing.assert_close(a, dynamic_conv_unfold(x, w, 1))
    torch.testing.assert_close(a, b)
    fallbacks = [r for r in caplog.records if "unavailable" in r.getMessage()]
    assert len(fallbacks) == 1, caplog.text
    assert "TRITON_INTERPRET" in fallbacks[0].getMessage()


@pytest.mark.parametrize("K", [1, 3, 4])
def test_step_equals_full_causal(K):
    T = 6
    x, w = _inputs(T, 2, 6, 3, K)
    full = dynamic_conv(x, w, K - 1)
    for t in range(T):
        window = x[max(0, t - K + 1) : t + 1]  # the last <= K inputs
        torch.testing.assert_close(dynamic_conv_step(window, w[t]), full[t])


@pytest.mark.parametrize("K", [1, 3, 15])
def test_step_is_the_batched_matmul_bit_for_bit(K):
    """The step's explicit ``bmm`` on ``(B*H)`` rows is what ``torch.matmul`` of the
    ``B x H x 1 x K`` kernels and the ``B x H x K x R`` window runs: equal bit for bit, in
    float32, for a full and a short window."""
    x, w = _inputs(K + 2, 5, 8, 4, K, dtype=torch.float32)
    for window in (x[2:], x[-max(1, K - 1):]):
        Kw, B, C = window.shape
        xw = window.reshape(Kw, B, 4, C // 4).permute(1, 2, 0, 3)
        expected = torch.matmul(w[-1][:, :, K - Kw:].unsqueeze(2), xw).reshape(B, C)
        assert torch.equal(dynamic_conv_step(window, w[-1]), expected)


def test_noncontiguous_and_empty_inputs():
    x = torch.randn(2, 9, 6, dtype=torch.float64).transpose(0, 1)  # 9 x 2 x 6, strided
    w = torch.randn(2, 9, 3, 4, dtype=torch.float64).transpose(0, 1)
    want = dynamic_conv_naive(x, w, 2)
    for impl in ("unfold", "band"):
        torch.testing.assert_close(dynamic_conv(x, w, 2, impl=impl), want)
    torch.testing.assert_close(dynamic_conv_band(x, w, 2, block=4), want)
    for impl in ("unfold", "band"):
        assert dynamic_conv(x[:0], w[:0], 1, impl=impl).shape == (0, 2, 6)


def test_bad_arguments_raise():
    x, w = _inputs(5, 2, 6, 2, 3)
    with pytest.raises(ValueError, match="padding_l"):
        dynamic_conv(x, w, 3)
    with pytest.raises(ValueError, match="divisible"):
        dynamic_conv(x, torch.zeros(5, 2, 4, 3, dtype=x.dtype), 1)
    with pytest.raises(ValueError, match="T and B"):
        dynamic_conv(x, w[:4], 1)


@pytest.mark.parametrize("C,H,block_c,head_tile", [
    (512, 8, 64, True),    # head dim 64: one head per tile
    (1024, 8, 64, True),   # head dim 128: two tiles per head
    (512, 16, 32, True),   # head dim 32: the tile narrows to the head
    (768, 8, 64, False),   # head dim 96: tiles span two heads
    (100, 4, 64, False),   # head dim 25
    (4, 4, 4, False),      # one channel per head
])
def test_cuda_tiles_within_one_head(C, H, block_c, head_tile):
    """The CUDA launch's channel tile, and whether it lies within one head (then
    the kernels load one weight per step and tap: see ``head_tile``)."""
    kernel = pytest.importorskip("msfairseq.ops.dynamicconv.triton")
    T, K = 37, 7
    _, _, got, _ = kernel.tile_sizes(T, K, C, C // H, "cuda")
    assert got == block_c and kernel.head_tile(C // H, got) == head_tile


@pytest.mark.kernels
def test_triton_kernel_in_interpreter():
    """Runs tests/test_dynamicconv_triton.py in a subprocess with TRITON_INTERPRET=1."""
    run_in_interpreter("test_dynamicconv_triton.py")
