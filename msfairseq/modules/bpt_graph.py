"""The binary-partition graph of the BP-Transformer.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019 (released code: github.com/yzh119/BPT, ``graph_builder``).

Nodes of a sentence of ``n`` tokens (its true length, never the padded one):

* level 0: the tokens ``0..n-1``;
* level ``l >= 1``: span nodes ``p = 0..ceil(n / 2**l) - 1``; span ``(l, p)``
  covers tokens ``[p * 2**l, min((p + 1) * 2**l, n))``. Levels go up until one
  node (the root) is left. The partition is aligned to powers of two from the
  left, so the part of the tree left of a position never depends on ``n``.

Local node ids: tokens ``0..n-1``, then the spans level by level
(``offset[l] + p``). Edges are ``query <- key`` (the query attends to the key):

* affiliated: span ``(l, p)`` <- each token it covers (relation "ancestor at
  level l"). Tokens do not attend to their ancestors (as in the paper's code);
* self: token ``i`` <- token ``i``;
* contextual: token ``i`` <- ``k`` nodes per level on each side, fine to coarse.
  Going left from the covered range, level 0 gives the tokens ``i-1..i-k``; each
  next level ``l`` gives the ``k`` next level-``l`` nodes, except that the first
  one is replaced by its level-``l-1`` child when the level-``l`` node would
  overlap what is already covered. The right side mirrors this. ``causal``
  graphs (decoder) drop the right side: every key of token ``i`` then holds only
  tokens ``< i`` (or ``i`` itself), and span nodes are only keys once complete.

Relative positions (edge types), as in the paper's code: the relation of a key
to its query is (level ``l``, ``r``) with ``r = 0`` self/ancestor, ``r = 2m - 1``
the m-th node on the left, ``r = 2m`` the m-th on the right (m = 1..k);
``etype = (2k + 1) * min(l, clip) + r``, so there are ``(2k + 1) * (clip + 1)``
types. Contextual edges number ``O(k n log(n / k))``, affiliated ``O(n log n)``.

Per-sentence graphs are built once per ``(n, k, causal, clip)`` with tensor ops
(loops over levels and ``k`` only) and cached, with their transpose (key ->
queries, as :func:`~msfairseq.ops.bpt_attention.csr_transpose` gives it);
:func:`batch_graph` places both in a batch with a few gathers per distinct
length and attaches a :class:`~msfairseq.ops.bpt_attention.CSRPlan`, so the
attention op never re-sorts the edges of a cached graph.
"""

import functools
from dataclasses import dataclass, field
from typing import Any

import torch

from ..ops.bpt_attention import CSRPlan, csr_transpose


def level_sizes(n):
    """Number of nodes at each level of the partition of ``n`` tokens."""
    sizes = [n]
    while sizes[-1] > 1:
        sizes.append((sizes[-1] + 1) // 2)
    return tuple(sizes)


def num_spans(n):
    """Number of span nodes (levels >= 1) for ``n`` tokens."""
    return sum(level_sizes(n)[1:]) if n > 0 else 0


def num_rel_types(k, clip):
    """Number of relative-position types for ``k`` and level clip ``clip``."""
    return (2 * k + 1) * (clip + 1)


@dataclass(frozen=True)
class LocalGraph:
    """One sentence's graph in CSR form over local node ids (see module doc)."""

    num_tokens: int
    num_nodes: int
    indptr: torch.Tensor  # (num_nodes + 1) int64
    indices: torch.Tensor  # E int64: key node of each edge
    rows: torch.Tensor  # E int64: query node of each edge
    etype: torch.Tensor  # E int64: relative-position type
    key_level: torch.Tensor  # E int64: level of the key node
    key_pos: torch.Tensor  # E int64: index of the key node within its level
    t_indptr: torch.Tensor  # (num_nodes + 1) int64: transposed graph (key -> queries)
    t_indices: torch.Tensor  # E int64: query node of each transposed edge
    t_edge_ids: torch.Tensor  # E int64: its edge id in (indptr, indices)

    @property
    def num_edges(self):
        return int(self.indices.numel())


@functools.lru_cache(maxsize=512)
def local_graph(n, k, causal=False, clip=2):
    """The cached graph of a sentence of ``n`` tokens; see the module docstring."""
    if n < 1 or k < 1 or clip < 0:
        raise ValueError(f"bpt graph needs n >= 1, k >= 1, clip >= 0 (got n={n}, k={k}, clip={clip})")
    sizes = level_sizes(n)
    offsets = [0]
    for s in sizes[:-1]:
        offsets.append(offsets[-1] + s)
    num_nodes = offsets[-1] + sizes[-1]
    width = 2 * k + 1
    i = torch.arange(n)

    # token queries: n x M candidate keys (level, pos, etype), -1 = no edge
    lvls, poss, types = [torch.zeros(n, dtype=torch.long)], [i], [torch.zeros(n, dtype=torch.long)]
    sides = [(-1, i - 1)] if causal else [(-1, i - 1), (1, i + 1)]
    for side, start in sides:
        ptr, overlap = start, torch.zeros(n, dtype=torch.bool)
        for lvl in range(len(sizes)):
            base = width * min(lvl, clip)
            for m in range(k):
                p = ptr + side * m  # pointer of the m-th node at this level
                lv = torch.full((n,), lvl, dtype=torch.long)
                ps = p.clone()
                if m == 0 and lvl > 0:
                    # first node overlaps the covered range: take its uncovered child
                    sub = overlap
                    lv = torch.where(sub, lv - 1, lv)
                    ps = torch.where(sub, 2 * p + (1 if side > 0 else 0), p)
                size = torch.tensor(sizes, dtype=torch.long)[lv]
                valid = (ps >= 0) & (ps < size)
                r = 2 * m + (1 if side < 0 else 2)
                lvls.append(torch.where(valid, lv, -1))
                poss.append(torch.where(valid, ps, -1))
                types.append(torch.full((n,), base + r, dtype=torch.long))
            nxt = ptr + side * k  # next uncovered node at this level
            overlap = (nxt % 2 == 0) if side < 0 else (nxt % 2 == 1)
            ptr = torch.div(nxt, 2, rounding_mode="floor")
    lv_mat = torch.stack(lvls, 1)  # n x M
    pos_mat = torch.stack(poss, 1)
    ty_mat = torch.stack(types, 1)
    keep = lv_mat.ge(0)
    offs = torch.tensor(offsets, dtype=torch.long)
    tok_rows = i[:, None].expand_as(lv_mat)[keep]
    tok_lvl, tok_pos, tok_ty = lv_mat[keep], pos_mat[keep], ty_mat[keep]

    # span queries: span (l, p) <- its tokens, level by level, rows ascending
    sp_rows, sp_pos, sp_ty = [], [], []
    for lvl in range(1, len(sizes)):
        sp_rows.append(offsets[lvl] + (i >> lvl))
        sp_pos.append(i)
        sp_ty.append(torch.full((n,), width * min(lvl, clip), dtype=torch.long))
    cat = lambda xs, first: torch.cat([first] + xs)  # noqa: E731
    rows = cat(sp_rows, tok_rows)
    key_level = torch.cat([tok_lvl] + [torch.zeros(n, dtype=torch.long)] * len(sp_rows))
    key_pos = cat(sp_pos, tok_pos)
    etype = cat(sp_ty, tok_ty)
    indices = offs[key_level] + key_pos
    counts = torch.bincount(rows, minlength=num_nodes)
    indptr = torch.zeros(num_nodes + 1, dtype=torch.long)
    torch.cumsum(counts, 0, out=indptr[1:])
    transpose = csr_transpose(indptr, indices, num_nodes)
    return LocalGraph(n, num_nodes, indptr, indices, rows, etype, key_level, key_pos, *transpose)


@dataclass(frozen=True)
class BatchGraph:
    """The graphs of a batch over node rows ``b * (T + S) + r`` of a B x (T + S) grid.

    Row ``r < T`` of sentence ``b`` is padded position ``r`` (a token or padding),
    row ``T + j`` its ``j``-th span node (or an unused row). Rows that are padding
    or unused have no edges. ``plan`` is the :class:`CSRPlan` of ``(indptr,
    indices)`` (transpose included), to pass to ``sparse_attention(plan=...)``.
    """

    indptr: torch.Tensor
    indices: torch.Tensor
    rows: torch.Tensor
    etype: torch.Tensor
    num_rows: int
    plan: Any = field(default=None, compare=False, repr=False)


_BATCH_CACHE = {}
_BATCH_CACHE_SIZE = 8  # a batch graph can be MBs; repeats are rare except in generation


def batch_graph(lengths, offsets, T, S, k, causal=False, clip=2, device=None):
    """Place every sentence's cached graph on the batch's node grid.

    Args:
        lengths: B ints, true token counts; offsets: B ints, the padded position
            of each sentence's first token (``T - n`` when left-padded, 0 right).
        T: padded length; S: span rows per sentence (>= ``num_spans(max n)``).
    Returns a :class:`BatchGraph` on ``device`` (cached per batch shape).
    """
    key = (tuple(lengths), tuple(offsets), T, S, k, causal, clip, str(device))
    hit = _BATCH_CACHE.get(key)
    if hit is not None:
        return hit
    B, W = len(lengths), T + S
    graphs = {n: local_graph(n, k, causal, clip) for n in set(lengths) if n > 0}
    edge_counts = torch.tensor([graphs[n].num_edges if n > 0 else 0 for n in lengths], dtype=torch.long)
    edge_start = torch.cumsum(edge_counts, 0) - edge_counts
    total = int(edge_counts.sum())
    indices = torch.empty(total, dtype=torch.long)
    rows = torch.empty(total, dtype=torch.long)
    etype = torch.empty(total, dtype=torch.long)
    counts = torch.zeros(B * W, dtype=torch.long)
    t_indices = torch.empty(total, dtype=torch.long)  # the transpose, placed the same way
    t_edge_ids = torch.empty(total, dtype=torch.long)
    t_counts = torch.zeros(B * W, dtype=torch.long)
    len_t, off_t = torch.tensor(lengths, dtype=torch.long), torch.tensor(offsets, dtype=torch.long)
    for (n, off) in set(zip(lengths, offsets)):
        if n == 0:
            continue
        g = graphs[n]
        bs = torch.nonzero((len_t == n) & (off_t == off)).flatten()  # G sentences
        u = torch.arange(g.num_nodes)
        local_row = torch.where(u < n, off + u, T + u - n)  # local node -> grid row
        base = bs[:, None] * W  # G x 1
        slots = (edge_start[bs][:, None] + torch.arange(g.num_edges)).flatten()
        indices[slots] = (base + local_row[g.indices]).flatten()
        rows[slots] = (base + local_row[g.rows]).flatten()
        etype[slots] = g.etype.repeat(len(bs))
        deg = g.indptr[1:] - g.indptr[:-1]
        counts[(base + local_row).flatten()] = deg.repeat(len(bs))
        # local_row is increasing and a sentence's edges keep their local order, so
        # the placed local transpose is the batch graph's stable transpose
        t_indices[slots] = (base + local_row[g.t_indices]).flatten()
        t_edge_ids[slots] = (edge_start[bs][:, None] + g.t_edge_ids).flatten()
        t_counts[(base + local_row).flatten()] = (g.t_indptr[1:] - g.t_indptr[:-1]).repeat(len(bs))
    indptr = torch.zeros(B * W + 1, dtype=torch.long)
    torch.cumsum(counts, 0, out=indptr[1:])
    t_indptr = torch.zeros(B * W + 1, dtype=torch.long)
    torch.cumsum(t_counts, 0, out=t_indptr[1:])
    indptr, indices, rows, etype, t_indptr, t_indices, t_edge_ids = (
        t.to(device) for t in (indptr, indices, rows, etype, t_indptr, t_indices, t_edge_ids))
    plan = CSRPlan(indptr, indices, B * W, transpose=(t_indptr, t_indices, t_edge_ids))
    out = BatchGraph(indptr, indices, rows, etype, num_rows=B * W, plan=plan)
    if len(_BATCH_CACHE) >= _BATCH_CACHE_SIZE:
        _BATCH_CACHE.pop(next(iter(_BATCH_CACHE)))
    _BATCH_CACHE[key] = out
    return out


def span_cache_index(level, pos):
    """Index of complete span ``(level, pos)`` (level >= 1) in decoding order.

    During incremental decoding the spans that token ``t`` completes (levels
    ``l`` with ``2**l`` dividing ``t + 1``) are appended in increasing level, so
    span ``(l, p)``, complete at ``t = (p + 1) * 2**l - 1``, sits after every span
    complete before ``t`` and after its own lower levels.
    """
    t = (pos + 1) * (1 << level) - 1
    before, lv = 0, 1
    while (1 << lv) <= t:
        before += t >> lv
        lv += 1
    return before + level - 1


def completed_levels(t):
    """Levels ``l >= 1`` of the spans that token ``t`` completes (ascending)."""
    out, lv = [], 1
    while (t + 1) % (1 << lv) == 0:
        out.append(lv)
        lv += 1
    return out


@functools.lru_cache(maxsize=4096)
def decoder_step_plan(t, k, clip):
    """Keys of token ``t`` in the causal graph, split for incremental decoding.

    Returns ``(tok_pos, tok_type, span_idx, span_type)`` int64 tensors: the
    token keys (positions <= t) and the span keys (indices into the
    decoding-order span cache, see :func:`span_cache_index`) with their types.
    """
    g = local_graph(t + 1, k, True, clip)
    lo, hi = int(g.indptr[t]), int(g.indptr[t + 1])
    lvl, pos, ty = g.key_level[lo:hi], g.key_pos[lo:hi], g.etype[lo:hi]
    tok = lvl.eq(0)
    span_idx = [span_cache_index(int(a), int(b)) for a, b in zip(lvl[~tok], pos[~tok])]
    return pos[tok], ty[tok], torch.tensor(span_idx, dtype=torch.long), ty[~tok]
