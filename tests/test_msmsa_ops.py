"""Window-attention paths vs the dense reference (Multi-Scale Self-Attention, Guo et al., AAAI 2020)."""

import pytest
import torch

from msfairseq.ops.window_attention import choose_path, window_attention, window_mask
from msfairseq.ops.window_attention.flex import window_attention_flex
from msfairseq.ops.window_attention.reference import window_attention_reference
from msfairseq.ops.window_attention.sdpa import window_attention_chunked, window_attention_sdpa


def _case(causal, T=37, B=3, H=4, D=8, seed=0, per_query=False):
    g = torch.Generator().manual_seed(seed)
    q, k, v = (torch.randn(B, H, T, D, generator=g, dtype=torch.float64) for _ in range(3))
    lengths = torch.tensor([T, T - 5, T - 11])
    valid = torch.arange(T)[None, :] >= (T - lengths)[:, None]  # left padding, B x T
    # heads: scale 1, scale 5, a per-sentence width, global
    half = torch.stack([
        torch.zeros(B, dtype=torch.long), torch.full((B,), 2), lengths // 8, torch.full((B,), 1 << 30),
    ], dim=1).unsqueeze(-1)  # B x H x 1
    if per_query:
        half = half + (torch.arange(T) // 9).view(1, 1, T)  # B x H x T
    idx = torch.arange(T)
    return q, k, v, half, idx, valid


def test_mask_semantics():
    half = torch.tensor([[[1], [2]]])  # 1 x 2 x 1: scales 3 and 5
    idx = torch.arange(6)
    enc = window_mask(half, idx, idx)
    dec = window_mask(half, idx, idx, causal=True)
    i, j = idx.view(-1, 1), idx.view(1, -1)
    assert torch.equal(enc[0, 0], (i - j).abs() <= 1)  # 3 keys centred on the query
    assert torch.equal(dec[0, 1], (i - j >= 0) & (i - j <= 2))  # (5+1)/2 keys ending at it
    assert dec[0, 1].sum(1).tolist() == [1, 2, 3, 3, 3, 3]
    valid = torch.tensor([[False, True, True, True, True, True]])
    m = window_mask(half, idx, idx, valid, valid)
    assert not m[0, :, 1:, 0].any()  # no real query sees the pad
    assert m[0, :, 0].sum(-1).tolist() == [1, 1]  # a pad query sees only itself


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("per_query", [False, True])
@pytest.mark.parametrize("path", ["sdpa", "chunked"])
def test_paths_match_reference_fwd_bwd(path, causal, per_query):
    q, k, v, half, idx, valid = _case(causal, per_query=per_query)
    fn = {"sdpa": window_attention_sdpa,
          "chunked": lambda *a: window_attention_chunked(*a, chunk=8)}[path]
    outs, grads = [], []
    for f in (window_attention_reference, fn):
        qq, kk, vv = (t.clone().requires_grad_() for t in (q, k, v))
        o = f(qq, kk, vv, half, idx, idx, valid, valid, causal, 0.0)
        w = torch.randn_like(o, generator=torch.Generator().manual_seed(1))
        (o * w).sum().backward()
        outs.append(o)
        grads.append([qq.grad, kk.grad, vv.grad])
    torch.testing.assert_close(outs[1], outs[0], atol=1e-10, rtol=1e-10)
    for a, b in zip(grads[1], grads[0]):
        torch.testing.assert_close(a, b, atol=1e-10, rtol=1e-10)


def test_chunked_uses_slabs_for_local_heads_only():
    # fp32, the chunk boundary inside a window, and a wide head that must go through full SDPA
    q, k, v, half, idx, valid = _case(False, T=70)
    q, k, v = q.float(), k.float(), v.float()
    ref = window_attention_reference(q, k, v, half, idx, idx, valid, valid)
    out = window_attention_chunked(q, k, v, half, idx, idx, valid, valid, chunk=16)
    torch.testing.assert_close(out, ref, atol=1e-5, rtol=1e-5)


def _assert_flex_close(out, ref, valid):
    """Real query rows equal the reference; padded query rows are zero (flex.py's contract)."""
    real = valid[:, None, :, None].expand_as(out)
    torch.testing.assert_close(out[real], ref[real], atol=1e-5, rtol=1e-5)
    assert torch.equal(out[~real], torch.zeros_like(out[~real]))


@pytest.mark.parametrize("causal", [False, True])
def test_flex_eager_forward_matches_reference(causal):
    q, k, v, half, idx, valid = _case(causal, T=45, per_query=causal)
    q, k, v = q.float(), k.float(), v.float()
    ref = window_attention_reference(q, k, v, half, idx, idx, valid, valid, causal)
    with torch.no_grad():
        out = window_attention_flex(q, k, v, half, idx, idx, valid, valid, causal, compiled=False)
    _assert_flex_close(out, ref, valid)


@pytest.mark.kernels
def test_flex_compiled_cpu_inference_matches_reference():
    # two lengths in one process: the second used to recompile with dynamic shapes, which
    # torch 2.13's CPU flex kernel does not survive (a C++ compile error, or NaN rows)
    pytest.importorskip("torch._inductor")
    for T in (40, 43):
        q, k, v, half, idx, valid = _case(False, T=T)
        q, k, v = q.float(), k.float(), v.float()
        ref = window_attention_reference(q, k, v, half, idx, idx, valid, valid)
        with torch.no_grad():
            out = window_attention_flex(q, k, v, half, idx, idx, valid, valid, compiled=True)
        _assert_flex_close(out, ref, valid)


def test_dispatch_rules(monkeypatch):
    monkeypatch.delenv("MSFAIRSEQ_WINDOW_ATTN", raising=False)
    assert choose_path("cpu", True, 0.0, 40)[0] == "sdpa"
    assert choose_path("cpu", True, 0.0, 1024)[0] == "chunked"
    assert choose_path("cuda", True, 0.0, 40)[0] == "flex"
    assert choose_path("cuda", True, 0.1, 40)[0] == "sdpa"
    assert choose_path("cuda", True, 0.0, 40, head_dim=8)[0] == "sdpa"
    # flex has no backward on CPU: a forced flex falls back when gradients are needed
    assert choose_path("cpu", True, 0.0, 40, "flex")[0] == "sdpa"
    assert choose_path("cpu", False, 0.0, 40, "flex")[0] == "flex"
    monkeypatch.setenv("MSFAIRSEQ_WINDOW_ATTN", "reference")
    assert choose_path("cpu", True, 0.0, 40, "sdpa")[0] == "reference"
    monkeypatch.setenv("MSFAIRSEQ_WINDOW_ATTN", "bogus")
    with pytest.raises(ValueError, match="MSFAIRSEQ_WINDOW_ATTN"):
        choose_path("cpu", True, 0.0, 40)


def test_dispatch_forced_path_runs(monkeypatch):
    q, k, v, half, idx, valid = _case(False)
    ref = window_attention_reference(q, k, v, half, idx, idx, valid, valid)
    for path in ("sdpa", "chunked", "reference"):
        out = window_attention(q, k, v, half, idx, idx, valid, valid, impl=path)
        torch.testing.assert_close(out, ref, atol=1e-10, rtol=1e-10)


@pytest.mark.parametrize("causal", [False, True])
def test_all_global_fast_path_matches_reference(causal):
    # no padding and only global heads: sdpa skips the mask (is_causal in the decoder)
    q, k, v, _, idx, _ = _case(causal, T=33)
    half = torch.full((3, 4, 1), 1 << 30)
    ref = window_attention_reference(q, k, v, half, idx, idx, causal=causal)
    out = window_attention_sdpa(q, k, v, half, idx, idx, causal=causal)
    torch.testing.assert_close(out, ref, atol=1e-10, rtol=1e-10)
    # a global head that sees a shorter key range than the queries must still be windowed
    out = window_attention_sdpa(q[:, :, 5:], k, v, half, idx[5:], idx, causal=causal)
    torch.testing.assert_close(out, ref[:, :, 5:], atol=1e-10, rtol=1e-10)


@pytest.mark.parametrize("path", ["sdpa", "chunked"])
def test_bf16_error_bounded_by_plain_torch_drift(path):
    # error of the path in bf16 vs the fp64 reference, relative to the reference's own bf16 drift
    q, k, v, half, idx, valid = _case(True, T=70, per_query=True)
    ref64 = window_attention_reference(q, k, v, half, idx, idx, valid, valid, True)
    lo = [t.bfloat16() for t in (q, k, v)]
    ref16 = window_attention_reference(*lo, half, idx, idx, valid, valid, True)
    fn = window_attention_sdpa if path == "sdpa" else (lambda *a: window_attention_chunked(*a, chunk=16))
    out16 = fn(*lo, half, idx, idx, valid, valid, True, 0.0)
    assert out16.dtype == torch.bfloat16
    drift = (ref16.double() - ref64).abs().max()
    err = (out16.double() - ref64).abs().max()
    assert err <= 2 * drift + 1e-3, (err, drift)


@pytest.mark.parametrize("causal", [False, True])
def test_chunked_without_padding_masks(causal):
    # no valid masks: block/slab broadcasting must not rely on them
    q, k, v, half, idx, _ = _case(causal, T=41)
    ref = window_attention_reference(q, k, v, half, idx, idx, causal=causal)
    out = window_attention_chunked(q, k, v, half, idx, idx, causal=causal, chunk=8)
    torch.testing.assert_close(out, ref, atol=1e-10, rtol=1e-10)
