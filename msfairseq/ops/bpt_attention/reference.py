"""Sparse (graph) attention over a CSR graph in plain PyTorch -- the ground truth.

Used by the BP-Transformer (Ye et al., *BP-Transformer: Modelling Long-Range
Context via Binary Partitioning*, 2019): every query node attends only to the
nodes its graph edges name. The graph is given in CSR form::

    edges of query row i:  e in [indptr[i], indptr[i + 1])
    key row of edge e:     indices[e]

and the op computes, per head h::

    s[e, h]  = scale * q[i, h] . k[indices[e], h] + bias[e, h]
    p[e, h]  = softmax_e(s[., h])                       (over the edges of row i)
    out[i, h] = sum_e p[e, h] m[e, h] v[indices[e], h]

``m`` is an optional ``E x H`` attention-dropout mask (``dropout_mask``: 0 or
``1 / (1 - p_drop)`` per edge and head, drawn by the caller), applied to the
normalized weights; without it ``m = 1``. The backward pass follows
FlashAttention: ``dP_e = m_e (dO_i . v_e)``, ``dS_e = p_e (dP_e - delta_i)`` with
``delta_i = dO_i . out_i``, ``dv_j = sum_e p_e m_e dO_i``.

Each edge is its own softmax term (a key listed twice in a row counts twice);
rows without edges give zeros. Shapes are node-first, not time-first: ``q`` is
``Nq x H x D`` (all query rows of a batch flattened), ``k`` / ``v`` are
``Nk x H x D``, ``bias`` is ``E x H``.

How: rows are grouped by degree (``_row_buckets``); a bucket of ``r`` rows of
degree ``d`` gathers its keys and values as ``H x r x d x D`` and does the
scores, a dense softmax over ``d`` and the weighted sum with batched matmuls.
The backward pass is written by hand (flash-attention style, with ``delta =
rowsum(dO * O)``): ``dq`` per query bucket, ``dk`` / ``dv`` per bucket of the
*transposed* graph (:func:`csr_transpose`), so every gradient row is written
once -- no scatter-add, deterministic on every device.

Everything that depends only on the graph (the transpose, the degree buckets of
both directions and their gather indices) lives in a :class:`CSRPlan`. Callers
with a fixed graph (the BP-Transformer caches its graphs) build it once and pass
it as ``plan=``; without one, a throw-away plan is built per call.

Memory is linear in the number of edges: only ``E x H`` weights are kept, the
gathers are chunked (about ``_CHUNK_ELEMENTS`` values at a time) and never
saved for autograd. Nothing is ever ``Nq x Nk``. :func:`sparse_attention_naive`
is the textbook edge-list version (gather, ``scatter_reduce`` max, ``index_add``)
differentiated by autograd; the tests hold both to dense masked attention.
"""

import torch

# edges per chunk are chosen so that one gathered chunk (chunk x H x D) holds
# about this many elements (4 MiB in fp32: large enough for fast batched
# matmuls, small enough to be reused by the allocator instead of page-faulted)
_CHUNK_ELEMENTS = 1 << 20


def csr_rows(indptr, num_edges=None):
    """The query row of every edge (``E`` int64), from CSR row pointers."""
    counts = indptr[1:] - indptr[:-1]
    rows = torch.arange(counts.numel(), device=indptr.device)
    return torch.repeat_interleave(rows, counts, output_size=num_edges)


def csr_transpose(indptr, indices, num_keys):
    """Transpose a CSR graph (query -> keys) into key -> queries.

    Returns ``(t_indptr, t_indices, t_edge_ids)``: ``t_indptr`` is ``(num_keys + 1)``
    int64; for key ``j`` the edges ``t in [t_indptr[j], t_indptr[j + 1])`` have
    query row ``t_indices[t]`` and original edge id ``t_edge_ids[t]``. Deterministic:
    a stable sort keeps the edges of each key in increasing edge id (= query row)
    order.
    """
    indices = indices.long()
    rows = csr_rows(indptr, indices.numel())
    t_edge_ids = torch.sort(indices, stable=True).indices
    t_indices = rows[t_edge_ids]
    counts = torch.bincount(indices, minlength=num_keys)
    t_indptr = torch.zeros(num_keys + 1, dtype=torch.long, device=indptr.device)
    torch.cumsum(counts, 0, out=t_indptr[1:])
    return t_indptr, t_indices, t_edge_ids


def check_csr(indptr, indices, num_queries, num_keys):
    """Raise ``ValueError`` unless (indptr, indices) is a valid CSR graph.

    Synchronizes with the device; meant for tests and debugging, not the hot path.
    """
    if indptr.dim() != 1 or indptr.numel() != num_queries + 1:
        raise ValueError(f"indptr must have {num_queries + 1} entries, has shape {tuple(indptr.shape)}")
    if int(indptr[0]) != 0 or int(indptr[-1]) != indices.numel():
        raise ValueError(
            f"indptr must start at 0 and end at the edge count {indices.numel()}, "
            f"got {int(indptr[0])}..{int(indptr[-1])}"
        )
    if bool((indptr[1:] < indptr[:-1]).any()):
        raise ValueError("indptr must be non-decreasing")
    if indices.numel() and (int(indices.min()) < 0 or int(indices.max()) >= num_keys):
        raise ValueError(f"indices must lie in [0, {num_keys}), got {int(indices.min())}..{int(indices.max())}")


def _row_buckets(indptr, per_edge):
    """Group the rows of a CSR graph by degree, in chunks of bounded size.

    Returns ``[(rows, edge_ids)]``: ``rows`` (r) all have degree ``d`` and
    ``edge_ids`` (r x d) are their edges in CSR order. Rows without edges are
    left out. A chunk gathers at most about ``_CHUNK_ELEMENTS`` values when each
    edge gathers ``per_edge`` values (but always at least one row).
    """
    deg = indptr[1:] - indptr[:-1]
    degs, order = torch.sort(deg, stable=True)
    uniq, counts = torch.unique_consecutive(degs, return_counts=True)
    plan, start = [], 0
    for d, c in zip(uniq.tolist(), counts.tolist()):
        rows = order[start:start + c]
        start += c
        if d == 0:
            continue
        step = max(1, _CHUNK_ELEMENTS // (d * per_edge))
        arange = torch.arange(d, device=indptr.device)
        for s in range(0, c, step):
            r = rows[s:s + step]
            plan.append((r, indptr[r][:, None] + arange))
    return plan


class CSRPlan:
    """Per-graph work of :func:`sparse_attention_reference`, computed once and reused.

    Holds the graph, its transpose (``t_indptr, t_indices, t_edge_ids`` as
    :func:`csr_transpose` returns them; computed on first use unless given) and the
    degree buckets of both directions (per gathered width and chunk size, on first
    use). Build it from the same ``(indptr, indices)`` that are passed to the op;
    the op checks the sizes, not the contents.
    """

    def __init__(self, indptr, indices, num_keys, transpose=None):
        self.indptr = indptr
        self.indices = indices.long()
        self.num_queries = indptr.numel() - 1
        self.num_keys = int(num_keys)
        self._transpose = None if transpose is None else tuple(t.long() for t in transpose)
        self._buckets = {}

    @property
    def num_edges(self):
        return self.indices.numel()

    @property
    def transpose(self):
        """``(t_indptr, t_indices, t_edge_ids)``, see :func:`csr_transpose`."""
        if self._transpose is None:
            self._transpose = csr_transpose(self.indptr, self.indices, self.num_keys)
        return self._transpose

    def check(self, indptr, indices, num_keys):
        """Raise ``ValueError`` unless this plan has the sizes of graph ``(indptr, indices)``."""
        if (self.num_queries, self.num_keys, self.num_edges) != (indptr.numel() - 1, num_keys, indices.numel()):
            raise ValueError(
                f"plan is for {self.num_queries} queries, {self.num_keys} keys, {self.num_edges} edges; "
                f"got {indptr.numel() - 1}, {num_keys}, {indices.numel()}"
            )

    def empty_rows(self, transposed=False):
        """Query rows (key rows if ``transposed``) without edges: the rows no bucket writes."""
        key = ("empty", transposed)
        if key not in self._buckets:
            ptr = self.transpose[0] if transposed else self.indptr
            self._buckets[key] = torch.nonzero(ptr[1:] == ptr[:-1]).flatten()
        return self._buckets[key]

    def new_rows(self, like, h, n, d, transposed=False):
        """``H x n x D`` output rows: uninitialized, except rows without edges, which are zero."""
        out = like.new_empty(h, n, d)
        empty = self.empty_rows(transposed)
        if empty.numel():
            out.index_fill_(1, empty, 0.0)
        return _HeadMajor(out)

    def query_buckets(self, per_edge):
        """``[(rows, eids, keys)]``: :func:`_row_buckets` of the graph, ``eids`` flat, ``keys`` (r x deg)."""
        key = ("q", per_edge, _CHUNK_ELEMENTS)
        if key not in self._buckets:
            self._buckets[key] = [(r, e.flatten(), self.indices[e]) for r, e in _row_buckets(self.indptr, per_edge)]
        return self._buckets[key]

    def key_buckets(self, per_edge):
        """``[(keys, eids, queries)]`` over the transpose: ``eids`` (r x deg) original edge ids."""
        key = ("k", per_edge, _CHUNK_ELEMENTS)
        if key not in self._buckets:
            t_indptr, t_queries, t_edges = self.transpose
            self._buckets[key] = [(r, t_edges[t], t_queries[t]) for r, t in _row_buckets(t_indptr, per_edge)]
        return self._buckets[key]


def _softmax(scores):
    """Softmax over the last dim; a row that is all -inf gives zeros, not NaN."""
    return torch.nan_to_num(torch.softmax(scores, dim=-1), nan=0.0)


def _bmv(a, b):
    """Batched vector-matrix product: a ``... x n``, b ``... x n x m`` -> ``... x m``."""
    return torch.matmul(a.unsqueeze(-2), b).squeeze(-2)


class _HeadMajor:
    """``H x N x D`` rows addressed per head through flat ``index_select`` / ``index_copy_``
    (several times faster on CPU than advanced indexing ``x[:, idx]``)."""

    def __init__(self, x):
        self.h, self.n, self.d = x.shape
        self.flat = x.view(self.h * self.n, self.d)
        self.offsets = torch.arange(self.h, device=x.device) * self.n

    def _flat_idx(self, idx):
        return (self.offsets.view(-1, *([1] * idx.dim())) + idx).flatten()

    def gather(self, idx):
        """Rows ``idx`` (any shape S) of every head: ``H x S x D``."""
        return self.flat.index_select(0, self._flat_idx(idx)).view(self.h, *idx.shape, self.d)

    def put(self, idx, values):
        """Write ``values`` (``H x r x D``) to rows ``idx`` (r, distinct) of every head."""
        self.flat.index_copy_(0, self._flat_idx(idx), values.reshape(-1, self.d))


def _edge_gather(x, eids):
    """``x`` (``H x E``) at edges ``eids`` (r x d): ``H x r x d``."""
    return x.index_select(1, eids.flatten()).view(x.shape[0], *eids.shape)


class _SparseAttention(torch.autograd.Function):
    """Degree-bucketed gather + dense softmax per bucket; hand-written backward.

    Inside, tensors are head-major (``H x N x D``; edge tensors ``H x E``) so
    that the gathered rows of a bucket (``H x r x d x D``) feed batched matmuls.
    """

    @staticmethod
    def forward(ctx, q, k, v, bias, mask, plan, scale):
        nq, h, d = q.shape
        qh, kh, vh = (_HeadMajor(t.transpose(0, 1).contiguous()) for t in (q, k, v))  # H x N x D
        out = plan.new_rows(q, h, nq, d)  # rows without edges are zero
        bias_h = None if bias is None else bias.t().contiguous()  # H x E
        mask_h = None if mask is None else mask.t().contiguous()  # H x E dropout multipliers
        p_edges = q.new_empty(h, plan.num_edges)  # H x E softmax weights (the buckets write every edge)
        for rows, eids, keys in plan.query_buckets(h * d):  # eids flat, keys r x deg
            s = _bmv(qh.gather(rows), kh.gather(keys).transpose(-1, -2)) * scale  # H x r x deg
            if bias_h is not None:
                s = s + bias_h.index_select(1, eids).view(s.shape)
            p = _softmax(s)
            p_edges.index_copy_(1, eids, p.reshape(h, -1))
            if mask_h is not None:
                p = p * mask_h.index_select(1, eids).view(p.shape)
            out.put(rows, _bmv(p, vh.gather(keys)))  # H x r x D
        out = out.flat.view(h, nq, d).transpose(0, 1).contiguous()  # Nq x H x D
        ctx.save_for_backward(qh.flat, kh.flat, vh.flat, out, p_edges, mask_h)
        ctx.plan, ctx.scale, ctx.has_bias, ctx.shapes = plan, scale, bias is not None, (q.shape, k.shape)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        qf, kf, vf, out, p_edges, mask_h = ctx.saved_tensors
        plan = ctx.plan
        (nq, h, d), (nk, _, _) = ctx.shapes
        qh, kh, vh = (_HeadMajor(t.view(h, -1, d)) for t in (qf, kf, vf))
        scale = ctx.scale
        need_q, need_k, need_v, need_b = ctx.needs_input_grad[:4]
        gh = _HeadMajor(grad_out.transpose(0, 1).contiguous())  # H x Nq x D
        delta = (grad_out * out).sum(-1).t().contiguous()  # H x Nq
        ds_edges = torch.empty_like(p_edges)  # H x E: d loss / d score
        dq = plan.new_rows(qf, h, nq, d) if need_q else None
        for rows, eids, keys in plan.query_buckets(h * d):
            dp = _bmv(gh.gather(rows), vh.gather(keys).transpose(-1, -2))  # H x r x deg
            if mask_h is not None:
                dp = dp * mask_h.index_select(1, eids).view(dp.shape)
            ds = p_edges.index_select(1, eids).view(dp.shape) * (dp - delta[:, rows, None])
            ds_edges.index_copy_(1, eids, ds.reshape(h, -1))
            if need_q:
                dq.put(rows, _bmv(ds, kh.gather(keys)) * scale)
        dk = dv = None
        pm_edges = p_edges if mask_h is None else p_edges * mask_h  # H x E weights that reached v
        if need_k or need_v:
            dk = plan.new_rows(kf, h, nk, d, transposed=True) if need_k else None
            dv = plan.new_rows(vf, h, nk, d, transposed=True) if need_v else None
            for keys, eids, queries in plan.key_buckets(h * d):  # eids, queries: r x deg
                if need_k:
                    dk.put(keys, _bmv(_edge_gather(ds_edges, eids), qh.gather(queries)) * scale)
                if need_v:
                    dv.put(keys, _bmv(_edge_gather(pm_edges, eids), gh.gather(queries)))
        token_major = lambda x: None if x is None else x.flat.view(h, -1, d).transpose(0, 1)  # noqa: E731
        dbias = ds_edges.t() if (ctx.has_bias and need_b) else None  # E x H
        return token_major(dq), token_major(dk), token_major(dv), dbias, None, None, None


def sparse_attention_naive(q, k, v, indptr, indices, bias=None, scale=None, dropout_mask=None):
    """The textbook edge-list version, differentiated by autograd (tests only).

    Gathers ``E x H x D`` per edge and keeps them for autograd: simple and
    obviously right, but slower and heavier than :func:`sparse_attention_reference`.
    """
    if scale is None:
        scale = q.shape[-1] ** -0.5
    rows = csr_rows(indptr, indices.numel())
    scores = (q[rows] * k[indices]).sum(-1) * scale  # E x H
    if bias is not None:
        scores = scores + bias
    h = scores.shape[1]
    row_max = scores.new_full((q.shape[0], h), float("-inf"))
    row_max = row_max.scatter_reduce(0, rows[:, None].expand(-1, h), scores.detach(), "amax", include_self=True)
    row_max = torch.where(torch.isfinite(row_max), row_max, torch.zeros_like(row_max))
    p = torch.exp(scores - row_max[rows])
    denom = scores.new_zeros(q.shape[0], h).index_add(0, rows, p)
    p = p / torch.where(denom > 0, denom, torch.ones_like(denom))[rows]
    if dropout_mask is not None:
        p = p * dropout_mask
    return q.new_zeros(q.shape).index_add(0, rows, p[..., None] * v[indices])


def sparse_attention_reference(q, k, v, indptr, indices, bias=None, scale=None, plan=None, dropout_mask=None):
    """Plain-PyTorch sparse attention; see the module docstring.

    Args:
        q: ``Nq x H x D``; k, v: ``Nk x H x D`` (same dtype and device).
        indptr: ``(Nq + 1)`` int64 CSR row pointers; indices: ``E`` int64 key rows.
        bias: ``E x H`` additive pre-softmax score, or None.
        scale: score scale, default ``D ** -0.5``.
        plan: a :class:`CSRPlan` of this graph (reused across calls), or None
            to build one for this call. Results are bitwise the same either way.
        dropout_mask: ``E x H`` multipliers of the normalized weights (attention
            dropout: 0 or ``1 / (1 - p)``), or None.
    Returns:
        ``Nq x H x D`` in ``q``'s dtype; rows without edges are zero.
    fp16/bf16 inputs (and mixed dtypes, e.g. under ``torch.autocast``) are
    computed in fp32 and the result cast back to ``q``'s dtype.
    """
    if scale is None:
        scale = q.shape[-1] ** -0.5
    dtype = q.dtype
    compute = torch.float32
    for t in (q, k, v, bias):
        if t is not None:
            compute = torch.promote_types(compute, t.dtype)
    q, k, v = q.to(compute), k.to(compute), v.to(compute)
    bias = None if bias is None else bias.to(compute)
    if dropout_mask is not None:
        dropout_mask = dropout_mask.to(compute)
    if plan is None:
        plan = CSRPlan(indptr, indices, k.shape[0])
    else:
        plan.check(indptr, indices, k.shape[0])
    # autocast would run the matmuls inside in bf16 and write them into fp32 buffers
    with torch.autocast(q.device.type, enabled=False):
        out = _SparseAttention.apply(q, k, v, bias, dropout_mask, plan, float(scale))
    return out.to(dtype)
