"""BPT sparse attention (Ye et al., 2019): the Triton kernel equals the PyTorch reference,
forward and backward.

Runs on CPU tensors under ``TRITON_INTERPRET=1`` (which must be set before triton is
imported: ``tests/test_bpt_attention.py::test_triton_kernels_in_interpreter`` runs this
file in a subprocess with it set), or on CUDA when a GPU is present. Otherwise every
test here skips. Inputs are made on CPU and moved to the device the kernel runs on;
results come back to CPU for the comparisons.
"""

import pytest
import torch

from interpreter import DEVICE, needs_gpu_or_interpreter
from msfairseq.ops import bpt_attention
from msfairseq.ops.bpt_attention import sparse_attention
from test_bpt_attention import _inputs, bpt_like_graph, csr_from_lists, dropout_mask, random_graph

pytestmark = needs_gpu_or_interpreter("tests/test_bpt_attention.py::test_triton_kernels_in_interpreter")

pytest.importorskip("triton")
tk = pytest.importorskip("msfairseq.ops.bpt_attention.triton")


def _on(device, *tensors):
    """``tensors`` on ``device`` (None stays None)."""
    return [None if t is None else t.to(device) for t in tensors]


def _run(impl, q, k, v, b, indptr, indices, scale=None, seed=0, grad_dtype=None, mask=None, device=DEVICE):
    """Output and input gradients (on CPU) of ``impl`` (a path name, or a function like
    the op) run on ``device``."""
    q, k, v, b, indptr, indices, mask = _on(device, q, k, v, b, indptr, indices, mask)
    if isinstance(impl, str):
        assert bpt_attention.select_impl(q, k, v, b, impl) == impl  # no silent fallback
        fn = lambda *a, **kw: sparse_attention(*a, impl=impl, **kw)  # noqa: E731
    else:
        fn = impl
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    if b is not None:
        leaves.append(b.clone().requires_grad_())
    extra = {} if mask is None else {"dropout_mask": mask}
    out = fn(*leaves[:3], indptr, indices, bias=leaves[3] if b is not None else None, scale=scale, **extra)
    grad = torch.randn(out.shape, generator=torch.Generator().manual_seed(seed))
    grad = grad.to(grad_dtype or out.dtype).to(out.dtype)
    out.backward(grad.to(device))
    return [out.detach().cpu()] + [t.grad.cpu() for t in leaves]


def _compare(q, k, v, b, indptr, indices, scale=None, mask=None):
    ref = _run("reference", q, k, v, b, indptr, indices, scale, mask=mask)
    tri = _run("triton", q, k, v, b, indptr, indices, scale, mask=mask)
    for name, r, t in zip(["out", "dq", "dk", "dv", "dbias"], ref, tri):
        torch.testing.assert_close(t, r, atol=2e-5, rtol=1e-4, msg=lambda m: f"{name}: {m}")
    return tri


@pytest.mark.parametrize("with_bias", [False, True])
def test_kernel_matches_reference_random_graph(with_bias):
    gen = torch.Generator().manual_seed(11)
    indptr, indices = random_graph(15, 9, 40, gen, empty_rows={0, 7})  # degree > BLOCK_E for some rows
    q, k, v, b = _inputs(15, 9, 2, 5, indices.numel(), bias=with_bias, seed=1)
    _compare(q, k, v, b, indptr, indices)


@pytest.mark.parametrize("with_bias", [False, True])
def test_kernel_dropout_mask_matches_reference(with_bias):
    """The same E x H attention-dropout mask gives the reference's outputs and gradients,
    bitwise the same twice (the mask is an input: no RNG inside the kernel)."""
    gen = torch.Generator().manual_seed(16)
    indptr, indices = random_graph(15, 9, 40, gen, empty_rows={0, 7})  # degree > BLOCK_E for some rows
    q, k, v, b = _inputs(15, 9, 2, 5, indices.numel(), bias=with_bias, seed=7)
    mask = dropout_mask(indices.numel(), 2, p=0.3, seed=3)
    tri = _compare(q, k, v, b, indptr, indices, mask=mask)
    for a, c in zip(tri, _run("triton", q, k, v, b, indptr, indices, mask=mask)):
        assert torch.equal(a, c)
    plain = _run("triton", q, k, v, b, indptr, indices)
    assert (tri[0] - plain[0]).abs().max() > 1e-3  # the mask is applied


def test_kernel_matches_reference_wide_rows_and_scale():
    gen = torch.Generator().manual_seed(12)
    indptr, indices = random_graph(5, 70, 70, gen)  # rows with up to 70 edges: several edge blocks
    q, k, v, b = _inputs(5, 70, 1, 19, indices.numel(), seed=2)
    _compare(q * 3, k, v, b, indptr, indices, scale=0.9)


def test_kernel_online_softmax_with_growing_scores():
    # scores grow along each row, so every later edge block raises the running max
    n, d = 100, 4
    indptr, indices = csr_from_lists([list(range(n)), list(range(n - 1, -1, -1)), list(range(0, n, 3))])
    q = torch.ones(3, 1, d)
    k = torch.linspace(0, 8, n)[:, None, None].expand(n, 1, d).contiguous()
    v = torch.randn(n, 1, d, generator=torch.Generator().manual_seed(5))
    _compare(q, k, v, None, indptr, indices)


@pytest.mark.parametrize("kk", [1, 3, 8])
def test_kernel_matches_reference_bpt_like(kk):
    n = 23
    indptr, indices = bpt_like_graph(n, kk, causal=kk == 3)
    q, k, v, b = _inputs(n, n, 2, 8, indices.numel(), seed=kk)
    _compare(q, k, v, b, indptr, indices)


def test_kernel_empty_and_all_masked_rows():
    q, k, v, _ = _inputs(4, 3, 1, 4, 0, bias=False)
    indptr, indices = csr_from_lists([[0, 1], [], [2], [1]])
    bias = torch.tensor([[0.5], [-1.0], [float("-inf")], [0.0]])
    out, dq, dk, dv, db = _run("triton", q, k, v, bias, indptr, indices)
    assert torch.equal(out[1], torch.zeros_like(out[1])) and torch.equal(out[2], torch.zeros_like(out[2]))
    assert all(torch.isfinite(t).all() for t in (out, dq, dk, dv, db))
    ref = _run("reference", q, k, v, bias, indptr, indices)
    for r, t in zip(ref, (out, dq, dk, dv, db)):
        torch.testing.assert_close(t, r, atol=2e-5, rtol=1e-4)
    no_edges = torch.zeros(5, dtype=torch.long), torch.zeros(0, dtype=torch.long)
    empty = sparse_attention(*_on(DEVICE, q, k, v, *no_edges), impl="triton")
    assert torch.equal(empty, torch.zeros_like(empty))


def test_kernel_backward_is_bitwise_deterministic():
    gen = torch.Generator().manual_seed(13)
    indptr, indices = random_graph(12, 6, 6, gen)  # many queries per key
    q, k, v, b = _inputs(12, 6, 2, 4, indices.numel(), seed=3)
    first = _run("triton", q, k, v, b, indptr, indices)
    second = _run("triton", q, k, v, b, indptr, indices)
    for a, c in zip(first, second):
        assert torch.equal(a, c)


def test_dispatch_respects_env_and_impl(monkeypatch):
    q, k, v = _on(DEVICE, *_inputs(3, 3, 1, 4, 0, bias=False)[:3])
    monkeypatch.delenv("MSFAIRSEQ_BPT_ATTENTION_IMPL", raising=False)
    # CUDA tensors: the kernel; CPU tensors: the reference unless forced (never the interpreter)
    assert bpt_attention.select_impl(q, k, v) == ("triton" if DEVICE == "cuda" else "reference")
    assert bpt_attention.select_impl(q, k, v, impl="triton") == "triton"
    monkeypatch.setenv("MSFAIRSEQ_BPT_ATTENTION_IMPL", "triton")
    assert bpt_attention.select_impl(q, k, v) == "triton"
    assert bpt_attention.select_impl(q, k, v, impl="reference") == "reference"
    # shapes the kernel does not support fall back instead of failing
    assert bpt_attention.select_impl(q.double(), k.double(), v.double()) == "reference"
    big = torch.zeros(2, 1, 300, device=DEVICE)
    assert bpt_attention.select_impl(big, big, big) == "reference"


def test_custom_op_registration():
    gen = torch.Generator().manual_seed(14)
    indptr, indices = random_graph(4, 3, 3, gen)
    q, k, v, b, indptr, indices = _on(DEVICE, *_inputs(4, 3, 1, 4, indices.numel(), seed=4), indptr, indices)
    args = (q.requires_grad_(), k.requires_grad_(), v.requires_grad_(), indptr, indices, b.requires_grad_(), 0.5)
    torch.library.opcheck(torch.ops.msfairseq.bpt_sparse_attention_fwd.default, args,
                          test_utils=("test_schema", "test_autograd_registration", "test_faketensor"))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_kernel_half_precision_error_bounded_by_pytorch_drift(dtype):
    # flash-attention style: the kernel's error vs an fp32 reference is at most about
    # what plain PyTorch attention computed in the same dtype drifts.
    from test_bpt_attention import dense_attention

    gen = torch.Generator().manual_seed(15)
    indptr, indices = random_graph(10, 10, 8, gen)
    q, k, v, b = (t.to(dtype) for t in _inputs(10, 10, 2, 16, indices.numel(), seed=6))
    tri = _run("triton", q, k, v, b, indptr, indices)
    dense = lambda *a, **kw: dense_attention(*a[:3], a[3], a[4], bias=kw["bias"])  # noqa: E731
    want = _run(dense, q.float(), k.float(), v.float(), b.float(), indptr, indices, grad_dtype=dtype, device="cpu")
    plain = _run(dense, q, k, v, b, indptr, indices, device="cpu")  # PyTorch's drift in this dtype (on CPU)
    for name, t, w, p in zip(["out", "dq", "dk", "dv", "dbias"], tri, want, plain):
        assert t.dtype == dtype, name
        err, drift = (t.float() - w).abs().max().item(), (p.float() - w).abs().max().item()
        assert err <= 2 * drift + 1e-4, f"{name}: kernel error {err} vs PyTorch {dtype} drift {drift}"


def test_kernel_failure_falls_back_unless_forced(monkeypatch):
    q, k, v, _ = _inputs(3, 3, 1, 4, 0, bias=False)
    q, k, v, indptr, indices = _on(DEVICE, q, k, v, *csr_from_lists([[0, 1], [2], [0]]))
    monkeypatch.delenv("MSFAIRSEQ_BPT_ATTENTION_IMPL", raising=False)
    monkeypatch.setattr(bpt_attention, "_broken", set())
    monkeypatch.setattr(bpt_attention, "select_impl", lambda *a, **kw: "triton")  # as on a GPU

    def broken(*args):
        raise RuntimeError("no kernel for this GPU")

    monkeypatch.setattr(tk, "sparse_attention_triton", broken)
    out = sparse_attention(q, k, v, indptr, indices)
    torch.testing.assert_close(out, sparse_attention(q, k, v, indptr, indices, impl="reference"))
    assert bpt_attention._broken == {DEVICE}
    with pytest.raises(RuntimeError, match="no kernel"):
        sparse_attention(q, k, v, indptr, indices, impl="triton")


def test_kernel_with_plan_transpose_is_bitwise_the_same():
    """Passing the graph's cached transpose (a CSRPlan) changes no bit of the output or gradients."""
    gen = torch.Generator().manual_seed(15)
    indptr, indices = random_graph(10, 8, 5, gen, empty_rows={2})
    q, k, v, b = _inputs(10, 8, 2, 4, indices.numel(), seed=5)
    plan = bpt_attention.CSRPlan(*_on(DEVICE, indptr, indices), 8)
    with_plan = lambda *a, **kw: sparse_attention(*a, impl="triton", plan=plan, **kw)  # noqa: E731
    for a, c in zip(_run(with_plan, q, k, v, b, indptr, indices), _run("triton", q, k, v, b, indptr, indices)):
        assert torch.equal(a, c)
    mask = dropout_mask(indices.numel(), 2, seed=4)
    q, k, v, b, indptr, indices, mask = _on(DEVICE, q, k, v, b, indptr, indices, mask)
    args = (q.requires_grad_(), k.requires_grad_(), v.requires_grad_(), indptr, indices, b.requires_grad_(), 0.5,
            *plan.transpose, mask)
    torch.library.opcheck(torch.ops.msfairseq.bpt_sparse_attention_fwd.default, args,
                          test_utils=("test_schema", "test_autograd_registration", "test_faketensor"))
