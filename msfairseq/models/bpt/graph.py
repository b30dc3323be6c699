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

Live spans: a span node's state reaches the tokens only through contextual
edges (span nodes are keys of tokens only; their own keys are tokens). A span
that no token attends to -- the root, and in short or causal graphs the top and
right-most spans -- can change no output, so :func:`live_graph` drops it (and its
affiliated edges). The model runs on live graphs: the token outputs are those of
the full graph, exactly, for less work.

Per-sentence graphs are built once per ``(n, k, causal, clip)`` with tensor ops
(loops over levels and ``k`` only) and cached, with their transpose (key ->
queries, as :func:`~msfairseq.ops.bpt_attention.csr_transpose` gives it);
:func:`batch_graph` places both in a batch with a few gathers per distinct
length and attaches a :class:`~msfairseq.ops.bpt_attention.CSRPlan`, so the
attention op never re-sorts the edges of a cached graph. The dense layout of a
batch graph (:meth:`BatchGraph.dense_layout`, for the op's dense path) is built
on first use and kept with it.

Incremental decoding (:class:`DecoderSchedule`): token ``t`` attends to earlier
tokens and to complete spans left of it; the causal graph is prefix-stable, so
its keys never depend on the final length. A span is computed at the step that
first uses it (its tokens are all cached by then), so a decode of ``n`` steps
computes exactly the live spans of the causal graph of length ``n``.
"""

import functools
from dataclasses import dataclass, field
from typing import Any

import torch

from ...modules.diagnostics import log_diagnostics
from ...ops.bpt_attention import CSRPlan, csr_transpose
from ...ops.bpt_attention.dense import dense_layout


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
    node_level: torch.Tensor = None  # num_nodes int64: level of each node (0 = token)
    node_pos: torch.Tensor = None  # num_nodes int64: index of each node within its level

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
    node_level = torch.cat([torch.full((sz,), lvl, dtype=torch.long) for lvl, sz in enumerate(sizes)])
    node_pos = torch.cat([torch.arange(sz) for sz in sizes])
    return LocalGraph(n, num_nodes, indptr, indices, rows, etype, key_level, key_pos, *transpose,
                      node_level=node_level, node_pos=node_pos)


@functools.lru_cache(maxsize=512)
def live_graph(n, k, causal=False, clip=2):
    """:func:`local_graph` without the span nodes no token attends to (see module doc).

    Nodes: the ``n`` tokens, then the live spans in the full graph's order; edges
    keep their order (those of dropped span rows are removed). ``node_level`` /
    ``node_pos`` name each node's place in the tree.
    """
    g = local_graph(n, k, causal, clip)
    keys = g.indices[g.rows < n]
    live = torch.zeros(g.num_nodes, dtype=torch.bool)
    live[:n] = True
    live[keys] = True
    if bool(live.all()):
        return g
    new_id = torch.cumsum(live, 0) - 1  # old node -> new node (where live)
    keep = live[g.rows]  # edges of live query rows (their keys are tokens or live spans)
    rows, indices = new_id[g.rows[keep]], new_id[g.indices[keep]]
    num_nodes = int(live.sum())
    counts = torch.bincount(rows, minlength=num_nodes)
    indptr = torch.zeros(num_nodes + 1, dtype=torch.long)
    torch.cumsum(counts, 0, out=indptr[1:])
    transpose = csr_transpose(indptr, indices, num_nodes)
    return LocalGraph(n, num_nodes, indptr, indices, rows, g.etype[keep], g.key_level[keep], g.key_pos[keep],
                      *transpose, node_level=g.node_level[live], node_pos=g.node_pos[live])


def num_live_spans(n, k, causal=False, clip=2):
    """Number of span nodes of :func:`live_graph` (0 for ``n = 0``)."""
    return live_graph(n, k, causal, clip).num_nodes - n if n > 0 else 0


@dataclass(frozen=True)
class BatchGraph:
    """The graphs of a batch over node rows ``b * W + r`` of a ``B x W`` grid, ``W = T + S``.

    Row ``r < T`` of sentence ``b`` is padded position ``r`` (a token or padding),
    row ``T + j`` its ``j``-th live span node (or an unused row). Rows that are
    padding or unused have no edges. ``plan`` is the :class:`CSRPlan` of ``(indptr,
    indices)`` (transpose included), to pass to ``sparse_attention(plan=...)``.
    """

    indptr: torch.Tensor
    indices: torch.Tensor
    rows: torch.Tensor
    etype: torch.Tensor
    num_rows: int
    plan: Any = field(default=None, compare=False, repr=False)
    num_blocks: int = 0  # B
    width: int = 0  # W = T + S
    num_types: int = 0  # relation types (etype < num_types)
    _layouts: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def num_edges(self):
        return int(self.indices.numel())

    def dense_layout(self, query_width=None):
        """The :class:`~msfairseq.ops.bpt_attention.dense.DenseLayout` of this graph
        (queries: the first ``query_width`` rows of each block, default all), cached."""
        wq = self.width if query_width is None else int(query_width)
        if wq not in self._layouts:
            self._layouts[wq] = dense_layout(self.rows, self.indices, self.etype, self.num_blocks, self.width,
                                             self.num_types, query_width=wq)
        return self._layouts[wq]


_BATCH_CACHE = {}
_BATCH_CACHE_SIZE = 8  # a batch graph can be MBs; repeats are rare except in generation


def batch_graph(lengths, offsets, T, S, k, causal=False, clip=2, device=None):
    """Place every sentence's cached live graph (:func:`live_graph`) on the batch's node grid.

    Args:
        lengths: B ints, true token counts; offsets: B ints, the padded position
            of each sentence's first token (``T - n`` when left-padded, 0 right).
        T: padded length; S: span rows per sentence (>= ``num_live_spans(max n)``).
    Returns a :class:`BatchGraph` on ``device`` (cached per batch shape).
    """
    key = (tuple(lengths), tuple(offsets), T, S, k, causal, clip, str(device))
    hit = _BATCH_CACHE.get(key)
    if hit is not None:
        return hit
    B, W = len(lengths), T + S
    graphs = {n: live_graph(n, k, causal, clip) for n in set(lengths) if n > 0}
    too_many = [n for n, g in graphs.items() if g.num_nodes - n > S]
    if too_many:
        raise ValueError(f"batch_graph: S={S} span rows, but a sentence of {too_many[0]} tokens has "
                         f"{graphs[too_many[0]].num_nodes - too_many[0]} live spans")
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
    out = BatchGraph(indptr, indices, rows, etype, num_rows=B * W, plan=plan, num_blocks=B, width=W,
                     num_types=num_rel_types(k, clip))
    if len(_BATCH_CACHE) >= _BATCH_CACHE_SIZE:
        _BATCH_CACHE.pop(next(iter(_BATCH_CACHE)))
    _BATCH_CACHE[key] = out
    return out


class DecoderSchedule:
    """What incremental decoding computes at each step, for one ``(k, clip)``.

    Per layer, the decoder caches the keys/values of every node it has computed,
    in the order it computed them: at step ``t`` token ``t``, then the spans that
    token ``t`` is the first to attend to (each complete and left of ``t``, so
    all of its tokens are cached). A decode of ``n`` steps thus computes exactly
    the live spans of the causal graph of length ``n`` (:func:`live_graph`), each
    once, and step ``t`` costs the new token's edges plus its new spans' tokens.
    """

    def __init__(self, k, clip):
        self.k, self.clip = k, clip
        self._steps = []  # plans of steps 0, 1, ...
        self._span_id = {}  # (level, pos) -> position in the node cache
        self._token_id = []  # token position -> position in the node cache
        self._graph = None  # a causal graph with more than t tokens

    def step(self, t):
        """The :class:`StepPlan` of step ``t`` (plans are built once and kept)."""
        while len(self._steps) <= t:
            self._plan_next()
        return self._steps[t]

    def _plan_next(self):
        t = len(self._steps)
        if self._graph is None or self._graph.num_tokens <= t:
            # prefix-stable: token t has the same keys in every causal graph with n > t
            self._graph = local_graph(max(16, 2 * (t + 1)), self.k, True, self.clip)
        g = self._graph
        lo, hi = int(g.indptr[t]), int(g.indptr[t + 1])
        lvl, pos, ty = g.key_level[lo:hi].tolist(), g.key_pos[lo:hi].tolist(), g.etype[lo:hi].tolist()
        base = len(self._token_id) + len(self._span_id)  # cache size before this step
        self._token_id.append(base)
        new = [(a, b) for a, b in zip(lvl, pos) if a > 0 and (a, b) not in self._span_id]
        for j, span in enumerate(new):
            self._span_id[span] = base + 1 + j
        rows = [([self._token_id[b] if a == 0 else self._span_id[(a, b)] for a, b in zip(lvl, pos)], ty)]
        for a, b in new:  # a span's keys: its tokens (affiliated edges)
            toks = range(b << a, (b + 1) << a)
            rows.append(([self._token_id[u] for u in toks], [(2 * self.k + 1) * min(a, self.clip)] * len(toks)))
        width = max(len(r[0]) for r in rows)
        keys = torch.full((len(rows), width), -1, dtype=torch.long)
        types = torch.full((len(rows), width), -1, dtype=torch.long)
        for r, (ks, ts) in enumerate(rows):
            keys[r, :len(ks)] = torch.tensor(ks, dtype=torch.long)
            types[r, :len(ts)] = torch.tensor(ts, dtype=torch.long)
        self._steps.append(StepPlan(new, keys, types, base + 1 + len(new)))


class StepPlan:
    """What step ``t`` of incremental decoding computes (:class:`DecoderSchedule`).

    Query rows: row 0 is token ``t``, rows ``1..`` its new spans ``new_spans =
    [(level, pos)]``; after the step the node cache holds them in that order and
    has ``cache_size`` nodes. ``keys``: ``rows x M`` int64 positions in the cache
    (including this step's nodes), ``types``: ``rows x M`` relation types; both
    ``-1`` where a row has fewer than ``M`` keys.
    """

    def __init__(self, new_spans, keys, types, cache_size):
        self.new_spans, self.keys, self.types, self.cache_size = new_spans, keys, types, cache_size
        self._cache_types = None
        self._index = {}  # (dense, rows, device) -> step_index's tensors

    def step_index(self, dense, rows, device):
        """What every layer's step reads of this plan, for its first ``rows`` rows, on
        ``device``, built once (plans are kept): ``(types, blocked, keys)`` with ``types`` the
        relation type of each key clamped to >= 0 (for the gather), ``blocked`` True where there
        is no key, and ``keys`` the cache positions to gather (None when the step scores the
        whole cache, ``dense``: then over ``cache_types``)."""
        key = (dense, rows, device)
        if key not in self._index:
            ty = (self.cache_types if dense else self.types)[:rows]
            keys = None if dense else self.keys[:rows].clamp(min=0).to(device)
            self._index[key] = (ty.clamp(min=0).to(device), ty.lt(0).to(device), keys)
        return self._index[key]

    @property
    def cache_types(self):
        """``rows x cache_size``: each row's relation type of every cached node, ``-1`` where
        the node is no key of the row (for a step that scores the whole cache). Built on
        first use only, so long decodes that gather their keys never hold it."""
        if self._cache_types is None:
            dense = torch.full((self.keys.shape[0], self.cache_size), -1, dtype=torch.long)
            valid = self.keys.ge(0)
            rows = torch.arange(self.keys.shape[0])[:, None].expand_as(self.keys)
            dense[rows[valid], self.keys[valid]] = self.types[valid]
            self._cache_types = dense
        return self._cache_types


@functools.lru_cache(maxsize=64)
def decoder_schedule(k, clip):
    """The shared :class:`DecoderSchedule` of ``(k, clip)`` (its plans are cached in it)."""
    return DecoderSchedule(k, clip)


def graph_settings(cfg):
    """The graph's shape flags of a model config: ``k`` (``--bpt-k``) and ``clip`` (``--bpt-rel-clip``)."""
    return dict(k=cfg.bpt_k, clip=cfg.bpt_rel_clip)


def refuse_tracing(part):
    """Raise when ``part`` (``"encoder"`` / ``"decoder"``) runs under ``torch.jit.trace``,
    ``torch.onnx.export`` or ``torch.export``: each batch's graph is built here, in Python, from
    the sentence lengths, so a trace would fix the traced batch's graph."""
    if torch.jit.is_tracing() or torch.onnx.is_in_onnx_export() or torch.compiler.is_exporting():
        raise RuntimeError(
            f"msfairseq/models/bpt: the BPT {part} cannot be traced or exported "
            "(torch.jit.trace, torch.onnx.export, torch.export): it builds each batch's "
            "binary-partition graph in Python from the sentence lengths, so a trace would keep the "
            "traced batch's graph and compute wrong values for other lengths. Run the model "
            "eagerly, or compile it with torch.compile, which re-traces per length "
            "(docs/deployment.md)")


def graph_metrics(side, tokens, nodes, edges):
    """``bpt_<side>_nodes_per_token`` (tokens and live span nodes) and
    ``bpt_<side>_edges_per_token`` (attention edges, span rows' included) of one batch."""
    log_diagnostics({f"bpt_{side}_nodes_per_token": nodes / tokens,
                     f"bpt_{side}_edges_per_token": edges / tokens}, tokens)
