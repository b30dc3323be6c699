"""BPT sparse attention op (reference path + dispatch): equals dense masked attention."""

import logging

import pytest
import torch

from msfairseq.ops.bpt_attention import CSRPlan, csr_transpose, sparse_attention
from msfairseq.ops.bpt_attention import reference as ref

from interpreter import run_in_interpreter



def csr_from_lists(neighbors):
    """CSR (indptr, indices) from a list of key-index lists, one per query row."""
    counts = torch.tensor([len(n) for n in neighbors], dtype=torch.long)
    indptr = torch.zeros(len(neighbors) + 1, dtype=torch.long)
    indptr[1:] = torch.cumsum(counts, 0)
    flat = [j for n in neighbors for j in n]
    return indptr, torch.tensor(flat, dtype=torch.long)


def random_graph(nq, nk, max_deg, gen, empty_rows=()):
    """Random duplicate-free graph (rows in random key order); rows in ``empty_rows`` get no edges."""
    neighbors = []
    for i in range(nq):
        if i in empty_rows:
            neighbors.append([])
            continue
        deg = int(torch.randint(1, max_deg + 1, (1,), generator=gen))
        deg = min(deg, nk)
        neighbors.append(torch.randperm(nk, generator=gen)[:deg].tolist())
    return csr_from_lists(neighbors)


def bpt_like_graph(n, k, causal=False):
    """A BPT-like graph over ``n`` tokens: each token sees a window of ``k`` tokens per
    side plus ``k`` strided keys per side at each doubling scale (fine to coarse), like
    the contextual edges of the binary partition tree; duplicate-free, sorted."""
    neighbors = []
    for i in range(n):
        seen = {i}
        stride = 1
        while stride < n:
            for m in range(1, k + 1):
                for j in (i - m * stride, i + m * stride):
                    if 0 <= j < n and not (causal and j > i):
                        seen.add(j)
            stride *= 2
        neighbors.append(sorted(seen))
    return csr_from_lists(neighbors)


def dense_mask(indptr, indices, nk):
    """Dense Nq x Nk bool mask (True = attend) and the edge id at each allowed cell."""
    nq = indptr.numel() - 1
    rows = torch.repeat_interleave(torch.arange(nq), indptr[1:] - indptr[:-1])
    mask = torch.zeros(nq, nk, dtype=torch.bool)
    mask[rows, indices] = True
    edge_at = torch.zeros(nq, nk, dtype=torch.long)
    edge_at[rows, indices] = torch.arange(indices.numel())
    return mask, edge_at


def dense_attention(q, k, v, indptr, indices, bias=None, scale=None, dropout_mask=None):
    """Plain dense masked attention (Nq x Nk scores) -- what the op must equal.

    ``dropout_mask`` (E x H) multiplies the softmax weights of its edges (attention dropout
    applied after normalization, as in ``torch.nn.functional.dropout(softmax(s))``)."""
    if scale is None:
        scale = q.shape[-1] ** -0.5
    mask, edge_at = dense_mask(indptr, indices, k.shape[0])
    scores = torch.einsum("ihd,jhd->hij", q, k) * scale  # H x Nq x Nk
    if bias is not None:
        scores = scores + bias[edge_at].permute(2, 0, 1) * mask  # only allowed cells read
    scores = scores.masked_fill(~mask, float("-inf"))
    p = torch.softmax(scores, dim=-1)
    p = torch.nan_to_num(p, nan=0.0)  # rows with no edges -> all zero
    if dropout_mask is not None:
        p = p * (dropout_mask[edge_at].permute(2, 0, 1) * mask)
    return torch.einsum("hij,jhd->ihd", p, v)


def _inputs(nq, nk, h, d, num_edges, dtype=torch.float32, bias=True, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(nq, h, d, generator=g, dtype=dtype)
    k = torch.randn(nk, h, d, generator=g, dtype=dtype)
    v = torch.randn(nk, h, d, generator=g, dtype=dtype)
    b = torch.randn(num_edges, h, generator=g, dtype=dtype) if bias else None
    return q, k, v, b


def dropout_mask(num_edges, h, p=0.3, seed=0):
    """An attention-dropout mask: each entry 0 (prob. p) or 1 / (1 - p)."""
    keep = torch.rand(num_edges, h, generator=torch.Generator().manual_seed(seed)) >= p
    return keep.float() / (1 - p)


def _check_fwd_bwd(q, k, v, b, indptr, indices, atol=1e-5, mask=None, fn=None):
    leaves = [t.clone().requires_grad_() for t in (q, k, v)] + ([b.clone().requires_grad_()] if b is not None else [])
    dense_leaves = [t.detach().clone().requires_grad_() for t in leaves]
    bb = leaves[3] if b is not None else None
    db = dense_leaves[3] if b is not None else None
    fn = fn or (lambda *a, **kw: sparse_attention(*a, impl="reference", **kw))  # noqa: E731
    out = fn(*leaves[:3], indptr, indices, bias=bb, dropout_mask=mask)
    ref_out = dense_attention(*dense_leaves[:3], indptr, indices, bias=db, dropout_mask=mask)
    torch.testing.assert_close(out, ref_out, atol=atol, rtol=1e-4)
    grad = torch.randn_like(out)
    out.backward(grad)
    ref_out.backward(grad)
    for a, r in zip(leaves, dense_leaves):
        torch.testing.assert_close(a.grad, r.grad, atol=atol, rtol=1e-4)


@pytest.mark.parametrize("with_bias", [False, True])
@pytest.mark.parametrize("nq,nk,h,d,max_deg", [(7, 5, 1, 3, 5), (13, 29, 3, 7, 9), (33, 17, 2, 16, 17)])
def test_random_graph_equals_dense(nq, nk, h, d, max_deg, with_bias):
    gen = torch.Generator().manual_seed(nq * 100 + nk)
    indptr, indices = random_graph(nq, nk, max_deg, gen, empty_rows={1, nq - 1})
    q, k, v, b = _inputs(nq, nk, h, d, indices.numel(), bias=with_bias)
    _check_fwd_bwd(q, k, v, b, indptr, indices)


@pytest.mark.parametrize("kk", range(1, 9))
def test_bpt_like_graphs_equal_dense(kk):
    n = 37
    indptr, indices = bpt_like_graph(n, kk, causal=kk % 2 == 0)
    q, k, v, b = _inputs(n, n, 2, 5, indices.numel(), seed=kk)
    _check_fwd_bwd(q, k, v, b, indptr, indices)


@pytest.mark.parametrize("with_bias", [False, True])
def test_naive_edge_list_version_equals_dense(with_bias):
    gen = torch.Generator().manual_seed(21)
    indptr, indices = random_graph(17, 12, 9, gen, empty_rows={3})
    q, k, v, b = _inputs(17, 12, 2, 5, indices.numel(), bias=with_bias, seed=2)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)] + ([b.clone().requires_grad_()] if with_bias else [])
    dense_leaves = [t.detach().clone().requires_grad_() for t in leaves]
    out = ref.sparse_attention_naive(*leaves[:3], indptr, indices, bias=leaves[3] if with_bias else None)
    want = dense_attention(*dense_leaves[:3], indptr, indices, bias=dense_leaves[3] if with_bias else None)
    torch.testing.assert_close(out, want, atol=1e-5, rtol=1e-4)
    grad = torch.randn_like(out)
    out.backward(grad)
    want.backward(grad)
    for a, r in zip(leaves, dense_leaves):
        torch.testing.assert_close(a.grad, r.grad, atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("n,kk,causal", [(19, 1, False), (23, 2, True), (40, 4, False), (9, 8, True)])
def test_model_bpt_graph_equals_dense(n, kk, causal):
    bpt_graph = pytest.importorskip("msfairseq.models.bpt.graph")
    g = bpt_graph.local_graph(n, kk, causal)
    pairs = g.rows * g.num_nodes + g.indices
    assert pairs.unique().numel() == pairs.numel()  # duplicate-free, so the dense mask is equivalent
    q, k, v, b = _inputs(g.num_nodes, g.num_nodes, 2, 6, g.num_edges, seed=n)
    _check_fwd_bwd(q, k, v, b, g.indptr, g.indices)


@pytest.mark.parametrize("with_bias", [False, True])
@pytest.mark.parametrize("fn", ["reference", "naive"])
def test_dropout_mask_equals_dense_dropout(fn, with_bias):
    """out_i = sum_e softmax(s)_e m_e v_e, and its gradients, as dense attention with the
    same mask on the weights; rows whose edges are all dropped give zeros."""
    gen = torch.Generator().manual_seed(31)
    indptr, indices = random_graph(21, 14, 9, gen, empty_rows={2})
    q, k, v, b = _inputs(21, 14, 3, 5, indices.numel(), bias=with_bias, seed=4)
    mask = dropout_mask(indices.numel(), 3, p=0.4, seed=1)
    mask[int(indptr[5]):int(indptr[6])] = 0  # row 5: every edge dropped
    f = {"reference": None, "naive": ref.sparse_attention_naive}[fn]
    _check_fwd_bwd(q, k, v, b, indptr, indices, mask=mask, fn=f)
    out = sparse_attention(q, k, v, indptr, indices, bias=b, dropout_mask=mask, impl="reference")
    assert torch.equal(out[5], torch.zeros_like(out[5]))


def test_dropout_mask_of_ones_changes_nothing():
    gen = torch.Generator().manual_seed(32)
    indptr, indices = random_graph(12, 10, 6, gen)
    q, k, v, b = _inputs(12, 10, 2, 4, indices.numel(), seed=5)
    ones = torch.ones(indices.numel(), 2)
    for a, c in zip(_out_and_grads(q, k, v, b, indptr, indices), _out_and_grads(q, k, v, b, indptr, indices,
                                                                                dropout_mask=ones)):
        assert torch.equal(a, c)


def test_dropout_mask_gradcheck_float64():
    gen = torch.Generator().manual_seed(33)
    indptr, indices = random_graph(6, 5, 4, gen, empty_rows={2})
    q, k, v, b = _inputs(6, 5, 2, 3, indices.numel(), dtype=torch.float64)
    mask = dropout_mask(indices.numel(), 2, p=0.5, seed=2).double()
    args = [t.requires_grad_() for t in (q, k, v, b)]
    fn = lambda q, k, v, b: sparse_attention(q, k, v, indptr, indices, bias=b, impl="reference",  # noqa: E731
                                             dropout_mask=mask)
    assert torch.autograd.gradcheck(fn, args)


def test_full_graph_equals_softmax_attention():
    n, h, d = 11, 2, 4
    indptr, indices = csr_from_lists([list(range(n))] * n)
    q, k, v, _ = _inputs(n, n, h, d, 0, bias=False)
    out = sparse_attention(q, k, v, indptr, indices, impl="reference")
    sdpa = torch.nn.functional.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1))
    torch.testing.assert_close(out, sdpa.transpose(0, 1), atol=1e-5, rtol=1e-5)


def test_empty_rows_and_empty_graph_give_zeros_without_nan():
    q, k, v, _ = _inputs(4, 3, 2, 3, 0, bias=False)
    indptr, indices = csr_from_lists([[0, 2], [], [1], []])
    qq = q.clone().requires_grad_()
    out = sparse_attention(qq, k, v, indptr, indices, impl="reference")
    assert torch.equal(out[1], torch.zeros_like(out[1])) and torch.equal(out[3], torch.zeros_like(out[3]))
    out.sum().backward()
    assert torch.isfinite(qq.grad).all()
    indptr0 = torch.zeros(5, dtype=torch.long)
    out0 = sparse_attention(q, k, v, indptr0, torch.zeros(0, dtype=torch.long), impl="reference")
    assert torch.equal(out0, torch.zeros_like(out0))


def test_all_masked_row_gives_zeros():
    q, k, v, _ = _inputs(2, 3, 1, 2, 0, bias=False)
    indptr, indices = csr_from_lists([[0, 1], [2]])
    bias = torch.tensor([[0.0], [float("-inf")], [float("-inf")]])
    out = sparse_attention(q, k, v, indptr, indices, bias=bias, impl="reference")
    torch.testing.assert_close(out[0], v[0])
    assert torch.equal(out[1], torch.zeros_like(out[1]))


def test_gradcheck_float64():
    gen = torch.Generator().manual_seed(3)
    indptr, indices = random_graph(6, 5, 4, gen, empty_rows={2})
    q, k, v, b = _inputs(6, 5, 2, 3, indices.numel(), dtype=torch.float64)
    args = [t.requires_grad_() for t in (q, k, v, b)]
    fn = lambda q, k, v, b: sparse_attention(q, k, v, indptr, indices, bias=b, scale=0.7, impl="reference")  # noqa: E731
    assert torch.autograd.gradcheck(fn, args)


def test_chunking_does_not_change_results(monkeypatch):
    gen = torch.Generator().manual_seed(5)
    indptr, indices = random_graph(20, 15, 8, gen)
    q, k, v, b = _inputs(20, 15, 2, 4, indices.numel())
    full = sparse_attention(q, k, v, indptr, indices, bias=b, impl="reference")
    monkeypatch.setattr(ref, "_CHUNK_ELEMENTS", 8)  # chunks of one row
    assert all(rows.numel() == 1 for rows, _ in ref._row_buckets(indptr, 8))
    chunked = sparse_attention(q, k, v, indptr, indices, bias=b, impl="reference")
    torch.testing.assert_close(full, chunked, atol=1e-6, rtol=1e-6)


def test_half_precision_inputs_follow_fp32():
    gen = torch.Generator().manual_seed(6)
    indptr, indices = random_graph(9, 9, 5, gen)
    q, k, v, b = _inputs(9, 9, 2, 8, indices.numel())
    out32 = sparse_attention(q, k, v, indptr, indices, bias=b, impl="reference")
    out16 = sparse_attention(q.bfloat16(), k.bfloat16(), v.bfloat16(), indptr, indices, bias=b.bfloat16(), impl="reference")
    assert out16.dtype == torch.bfloat16
    torch.testing.assert_close(out16.float(), out32, atol=5e-2, rtol=5e-2)


def test_row_buckets_cover_every_edge_once():
    gen = torch.Generator().manual_seed(9)
    indptr, indices = random_graph(30, 10, 10, gen, empty_rows={0, 5})
    plan = ref._row_buckets(indptr, 4)
    eids = torch.cat([e.flatten() for _, e in plan])
    assert torch.equal(torch.sort(eids).values, torch.arange(indices.numel()))
    rows = torch.cat([r for r, _ in plan])
    assert sorted(rows.tolist()) == [i for i in range(30) if i not in (0, 5)]
    for r, e in plan:
        assert torch.equal(indptr[r], e[:, 0]) and torch.equal(indptr[r + 1], e[:, -1] + 1)


def test_csr_transpose_is_stable_and_inverts():
    gen = torch.Generator().manual_seed(7)
    indptr, indices = random_graph(12, 9, 6, gen, empty_rows={4})
    t_indptr, t_indices, t_edge_ids = csr_transpose(indptr, indices, 9)
    assert t_indptr.shape == (10,) and int(t_indptr[-1]) == indices.numel()
    rows = ref.csr_rows(indptr)
    assert torch.equal(rows[t_edge_ids], t_indices)
    for j in range(9):
        seg = slice(int(t_indptr[j]), int(t_indptr[j + 1]))
        assert (indices[t_edge_ids[seg]] == j).all()
        assert (t_edge_ids[seg].diff() > 0).all()  # stable: increasing edge id
    assert torch.equal(torch.sort(t_edge_ids).values, torch.arange(indices.numel()))


def test_backward_is_deterministic():
    gen = torch.Generator().manual_seed(8)
    indptr, indices = random_graph(25, 25, 10, gen)
    q, k, v, b = _inputs(25, 25, 2, 6, indices.numel())
    grads = []
    for _ in range(2):
        leaves = [t.clone().requires_grad_() for t in (q, k, v, b)]
        sparse_attention(*leaves[:3], indptr, indices, bias=leaves[3], impl="reference").square().sum().backward()
        grads.append([t.grad for t in leaves])
    for a, r in zip(*grads):
        assert torch.equal(a, r)


def test_check_csr_rejects_bad_graphs():
    indptr, indices = csr_from_lists([[0], [1, 2]])
    ref.check_csr(indptr, indices, 2, 3)
    with pytest.raises(ValueError, match="indices"):
        ref.check_csr(indptr, indices, 2, 2)
    with pytest.raises(ValueError, match="end at the edge count"):
        ref.check_csr(indptr, indices[:2], 2, 3)


def test_bad_shapes_and_impl_are_rejected(monkeypatch):
    q, k, v, _ = _inputs(2, 3, 1, 2, 0, bias=False)
    indptr, indices = csr_from_lists([[0], [1, 2]])
    with pytest.raises(ValueError, match="indptr"):
        sparse_attention(q, k, v, indptr[:-1], indices)
    with pytest.raises(ValueError, match="bias"):
        sparse_attention(q, k, v, indptr, indices, bias=torch.zeros(2, 1))
    with pytest.raises(ValueError, match="dropout_mask"):
        sparse_attention(q, k, v, indptr, indices, dropout_mask=torch.ones(3, 2))
    with pytest.raises(ValueError, match="impl"):
        sparse_attention(q, k, v, indptr, indices, impl="cuda")
    monkeypatch.setenv("MSFAIRSEQ_BPT_ATTENTION_IMPL", "nope")
    with pytest.raises(ValueError, match="MSFAIRSEQ_BPT_ATTENTION_IMPL"):
        sparse_attention(q, k, v, indptr, indices)


def test_dispatch_uses_reference_on_cpu(monkeypatch, caplog):
    from msfairseq.ops import bpt_attention

    monkeypatch.delenv("MSFAIRSEQ_BPT_ATTENTION_IMPL", raising=False)
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    monkeypatch.setattr(bpt_attention, "_logged", set())
    q, k, v, _ = _inputs(2, 3, 1, 2, 0, bias=False)
    with caplog.at_level(logging.INFO, logger="msfairseq.ops.bpt_attention"):
        assert bpt_attention.select_impl(q, k, v) == "reference"
        assert bpt_attention.select_impl(q, k, v) == "reference"
        # forcing triton on plain CPU falls back, with one log line
        assert bpt_attention.select_impl(q, k, v, impl="triton") == "reference"
        assert bpt_attention.select_impl(q, k, v, impl="triton") == "reference"
    msgs = [r.getMessage() for r in caplog.records]
    assert sum("using the reference path" in m for m in msgs) == 1
    assert sum("cannot run" in m for m in msgs) == 1


def _out_and_grads(q, k, v, b, indptr, indices, **kw):
    leaves = [t.clone().requires_grad_() for t in (q, k, v, b)]
    out = sparse_attention(*leaves[:3], indptr, indices, bias=leaves[3], impl="reference", **kw)
    out.backward(torch.randn(out.shape, generator=torch.Generator().manual_seed(1)))
    return [out.detach()] + [t.grad for t in leaves]


@pytest.mark.parametrize("given_transpose", [False, True])
def test_plan_gives_bitwise_the_same_results_and_gradients(monkeypatch, given_transpose):
    """A reused CSRPlan (cached transpose + buckets) changes nothing, not even one bit."""
    gen = torch.Generator().manual_seed(11)
    indptr, indices = random_graph(30, 20, 9, gen, empty_rows={3, 17})
    q, k, v, b = _inputs(30, 24, 2, 5, indices.numel())  # keys 20..23: no edges
    want = _out_and_grads(q, k, v, b, indptr, indices)
    transpose = csr_transpose(indptr, indices, 24) if given_transpose else None
    plan = CSRPlan(indptr, indices, 24, transpose=transpose)
    for _ in range(2):  # the second call reuses the cached buckets
        got = _out_and_grads(q, k, v, b, indptr, indices, plan=plan)
        for a, r in zip(got, want):
            assert torch.equal(a, r)
    # rows without edges (outputs, dq) and keys nobody attends to (dk, dv) are exactly zero
    unused = torch.ones(24, dtype=torch.bool)
    unused[indices] = False
    assert unused.any() and all((got[i][unused] == 0).all() for i in (2, 3))
    assert all((got[i][[3, 17]] == 0).all() for i in (0, 1))
    monkeypatch.setattr(ref, "_CHUNK_ELEMENTS", 8)  # the plan re-buckets for a new chunk size
    want = _out_and_grads(q, k, v, b, indptr, indices)
    got = _out_and_grads(q, k, v, b, indptr, indices, plan=plan)
    for a, r in zip(got, want):
        assert torch.equal(a, r)


def test_plan_of_another_graph_is_rejected():
    gen = torch.Generator().manual_seed(12)
    indptr, indices = random_graph(10, 8, 4, gen)
    q, k, v, _ = _inputs(10, 8, 2, 4, indices.numel())
    with pytest.raises(ValueError, match="plan"):
        sparse_attention(q, k, v, indptr, indices, plan=CSRPlan(indptr, indices, 9))
    with pytest.raises(ValueError, match="plan"):
        sparse_attention(q, k, v, indptr, indices, plan=CSRPlan(indptr[:-1], indices[:-2], 8))


@pytest.mark.kernels
def test_triton_kernels_in_interpreter():
    """The Triton kernel tests (op and whole model) in a subprocess with TRITON_INTERPRET=1."""
    run_in_interpreter("test_bpt_attention_triton.py", "test_bpt_model_triton.py")
