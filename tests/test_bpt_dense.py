"""BPT graph attention, dense path (Ye et al., 2019, Eq. 4-7 and 13): equals the CSR reference
and plain dense masked attention, forward and backward, on the model's batch graphs; dispatch."""

import logging

import pytest
import torch

from msfairseq.models.bpt.graph import batch_graph, num_live_spans, num_rel_types
from msfairseq.ops import bpt_attention
from msfairseq.ops.bpt_attention import dense_graph_attention, sparse_attention, use_dense
from msfairseq.ops.bpt_attention.dense import dense_layout
from test_bpt_attention import dense_attention, dropout_mask

K, CLIP, H, D = 2, 2, 3, 5


def _graph(lengths, T, causal, left_pad):
    offsets = [T - n if left_pad else 0 for n in lengths]
    S = max(num_live_spans(n, K, causal, CLIP) for n in lengths if n) + 1  # + an unused span row
    return batch_graph(lengths, offsets, T, S, K, causal, CLIP)


def _inputs(graph, wq, seed=0):
    g = torch.Generator().manual_seed(seed)
    B, W = graph.num_blocks, graph.width
    q = torch.randn(B, wq, H, D, generator=g)
    k, v = torch.randn(B, W, H, D, generator=g), torch.randn(B, W, H, D, generator=g)
    rel = torch.randn(B, wq, H, num_rel_types(K, CLIP), generator=g)
    return q, k, v, rel


def _flat_inputs(q, k, v, rel, graph, wq):
    """``(B*W) x H x D`` q, k, v and the ``E x H`` edge bias of the whole batch, the rows
    >= wq of each block given zero queries and biases."""
    B, W = graph.num_blocks, graph.width
    qf = q.new_zeros(B, W, H, D)
    qf[:, :wq] = q
    rf = rel.new_zeros(B, W, H, rel.shape[-1])
    rf[:, :wq] = rel
    bias = rf.reshape(B * W, H, -1)[graph.rows, :, graph.etype]  # E x H
    return (*(t.reshape(B * W, H, D) for t in (qf, k, v)), bias)


def _csr(q, k, v, rel, graph, mask, wq):
    """The CSR reference on the same graph; rows >= wq of each block get zero queries."""
    qf, k, v, bias = _flat_inputs(q, k, v, rel, graph, wq)
    out = sparse_attention(qf, k, v, graph.indptr, graph.indices, bias=bias, impl="reference",
                           plan=graph.plan, dropout_mask=mask)
    return out.view(graph.num_blocks, graph.width, H, D)[:, :wq]


def _plain(q, k, v, rel, graph, mask, wq):
    """Plain dense masked attention over the whole batch (tests' dense_attention), rows < wq."""
    qf, k, v, bias = _flat_inputs(q, k, v, rel, graph, wq)
    out = dense_attention(qf, k, v, graph.indptr, graph.indices, bias=bias, dropout_mask=mask)
    return out.view(graph.num_blocks, graph.width, H, D)[:, :wq]


def _run(fn, leaves, grad):
    leaves = [t.detach().clone().requires_grad_() for t in leaves]
    out = fn(*leaves)
    out.backward(grad)
    return [out.detach()] + [t.grad for t in leaves]


@pytest.mark.parametrize("causal,left_pad", [(False, True), (False, False), (True, False)])
@pytest.mark.parametrize("tokens_only", [False, True])
@pytest.mark.parametrize("with_rel,with_mask", [(True, False), (False, False), (True, True)])
def test_dense_path_equals_csr_reference_and_plain_attention(causal, left_pad, tokens_only, with_rel, with_mask):
    lengths, T = [11, 4, 11, 1, 7], 11
    graph = _graph(lengths, T, causal, left_pad)
    wq = T if tokens_only else graph.width
    q, k, v, rel = _inputs(graph, wq, seed=len(lengths) + wq)
    mask = dropout_mask(graph.num_edges, H, p=0.3, seed=2) if with_mask else None
    grad = torch.randn(graph.num_blocks, wq, H, D, generator=torch.Generator().manual_seed(9))
    layout = graph.dense_layout(wq)
    leaves = [q, k, v] + ([rel] if with_rel else [])

    def dense(q, k, v, rel=None):
        return dense_graph_attention(q, k, v, layout, rel, None, mask)

    def rel_or_zero(args):
        return args[3] if with_rel else torch.zeros_like(rel)

    got = _run(dense, leaves, grad)
    want = _run(lambda *a: _csr(*a[:3], rel_or_zero(a), graph, mask, wq), leaves, grad)
    plain = _run(lambda *a: _plain(*a[:3], rel_or_zero(a), graph, mask, wq), leaves, grad)
    for name, a, b, c in zip(["out", "dq", "dk", "dv", "drel"], got, want, plain):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-4, msg=lambda m: f"{name} vs CSR: {m}")
        torch.testing.assert_close(a, c, atol=1e-5, rtol=1e-4, msg=lambda m: f"{name} vs plain: {m}")
    # rows without edges (padding, unused span rows) are zero and get no gradient
    empty = ~layout.has_edges
    assert empty.any() and (got[0][empty] == 0).all() and (got[1][empty] == 0).all()


def test_dense_path_all_rows_dropped_and_finite_gradients():
    graph = _graph([6, 3], 6, False, True)
    q, k, v, rel = _inputs(graph, graph.width, seed=3)
    mask = torch.zeros(graph.num_edges, H)  # every edge dropped: all outputs zero
    out = _run(lambda q, k, v, r: dense_graph_attention(q, k, v, graph.dense_layout(), r, None, mask),
               [q, k, v, rel], torch.ones(graph.num_blocks, graph.width, H, D))
    assert (out[0] == 0).all() and all(torch.isfinite(g).all() for g in out[1:])


def test_dense_layout_marks_types_cells_and_rejects_cross_block_edges():
    rows, indices, etype = torch.tensor([0, 0, 1, 4]), torch.tensor([0, 2, 1, 3]), torch.tensor([5, 1, 0, 2])
    lay = dense_layout(rows, indices, etype, num_blocks=2, width=3, num_types=6)
    want = torch.full((2, 3, 3), 6)
    want[0, 0, 0], want[0, 0, 2], want[0, 1, 1], want[1, 1, 0] = 5, 1, 0, 2
    want[0, 2, 0] = want[1, 0, 0] = want[1, 2, 0] = 7  # placeholder cell of each row without edges
    assert torch.equal(lay.types, want)
    assert lay.cells.tolist() == [0, 2, 4, 12] and lay.edge_ids is None
    assert lay.has_edges.tolist() == [[True, True, False], [False, True, False]]
    part = dense_layout(rows, indices, etype, num_blocks=2, width=3, num_types=6, query_width=1)
    assert part.edge_ids.tolist() == [0, 1] and part.cells.tolist() == [0, 2] and part.types.shape == (2, 1, 3)
    with pytest.raises(ValueError, match="block-diagonal"):
        dense_layout(torch.tensor([0]), torch.tensor([4]), torch.tensor([0]), 2, 3, 6)


def test_use_dense_crossover_env_and_forcing(monkeypatch, caplog):
    monkeypatch.delenv(bpt_attention.ENV_VAR, raising=False)
    monkeypatch.delenv(bpt_attention.DENSE_ENV_VAR, raising=False)
    monkeypatch.setattr(bpt_attention, "_logged", set())
    limit = bpt_attention.DENSE_MAX_NODES
    with caplog.at_level(logging.INFO, logger="msfairseq.ops.bpt_attention"):
        assert use_dense(limit, "cpu") and not use_dense(limit + 1, "cpu")
        assert use_dense(10, "cpu", impl="auto")
    assert sum("dense path for blocks of <=" in r.getMessage() for r in caplog.records) == 1  # logged once
    assert use_dense(10 ** 6, "cpu", impl="dense") and not use_dense(4, "cpu", impl="reference")
    assert not use_dense(4, "cpu", impl="triton")
    monkeypatch.setenv(bpt_attention.DENSE_ENV_VAR, "8")
    assert use_dense(8, "cpu") and not use_dense(9, "cpu")
    monkeypatch.setenv(bpt_attention.ENV_VAR, "dense")
    assert use_dense(10 ** 6, "cpu")
    assert bpt_attention.select_impl(*[torch.zeros(2, 1, 4)] * 3) == "reference"  # the CSR op still dispatches
    monkeypatch.setenv(bpt_attention.ENV_VAR, "reference")
    assert not use_dense(4, "cpu") and use_dense(10 ** 6, "cpu", impl="dense")  # impl= wins over the env
    monkeypatch.delenv(bpt_attention.ENV_VAR)
    monkeypatch.setenv(bpt_attention.DENSE_ENV_VAR, "many")
    with pytest.raises(ValueError, match=bpt_attention.DENSE_ENV_VAR):
        use_dense(4, "cpu", impl="auto")
    with pytest.raises(ValueError, match="impl"):
        use_dense(4, "cpu", impl="flash")
