"""BP-Transformer graph (Ye et al., 2019): exact edges vs a brute-force build, sizes, causality."""

import math

import pytest
import torch

from msfairseq.models.bpt.graph import (
    DecoderSchedule, batch_graph, level_sizes, live_graph, local_graph, num_live_spans, num_spans,
)


def span_range(level, pos, n):
    """Tokens covered by node (level, pos): [lo, hi)."""
    return pos << level, min((pos + 1) << level, n)


def brute_force(n, k, causal, clip):
    """Edges as a sorted list of (query_node, key_level, key_pos, etype), built by covered ranges.

    Independent of the library's pointer arithmetic: for each side we keep the
    covered token range and, level by level, take up to k nodes; a node that
    would overlap the covered range is replaced by its child at the level below.
    """
    sizes = level_sizes(n)
    offsets = [sum(sizes[:l]) for l in range(len(sizes))]
    width = 2 * k + 1
    edges = []
    for i in range(n):
        edges.append((i, 0, i, 0))
        a = i  # leftmost covered token
        for lvl in range(len(sizes)):
            for m in range(k):
                if a == 0:
                    break
                pos = (a - 1) >> lvl
                lv = lvl
                if span_range(lv, pos, n)[1] > a:  # overlaps the covered range
                    lv, pos = lvl - 1, (a - 1) >> (lvl - 1)
                lo, hi = span_range(lv, pos, n)
                assert hi == a
                edges.append((i, lv, pos, width * min(lvl, clip) + 2 * m + 1))
                a = lo
        if causal:
            continue
        b = i  # rightmost covered token
        for lvl in range(len(sizes)):
            for m in range(k):
                if b == n - 1:
                    break
                pos, lv = (b + 1) >> lvl, lvl
                if span_range(lv, pos, n)[0] < b + 1:
                    lv, pos = lvl - 1, (b + 1) >> (lvl - 1)
                lo, hi = span_range(lv, pos, n)
                assert lo == b + 1
                edges.append((i, lv, pos, width * min(lvl, clip) + 2 * m + 2))
                b = hi - 1
    for lvl in range(1, len(sizes)):
        for p in range(sizes[lvl]):
            lo, hi = span_range(lvl, p, n)
            edges += [(offsets[lvl] + p, 0, t, width * min(lvl, clip)) for t in range(lo, hi)]
    return sorted(edges)


def lib_edges(g):
    return sorted(zip(g.rows.tolist(), g.key_level.tolist(), g.key_pos.tolist(), g.etype.tolist()))


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_edges_equal_brute_force(k, causal):
    for n in list(range(1, 40)) + [63, 64, 65, 100]:
        for clip in (0, 2, 10):
            g = local_graph(n, k, causal, clip)
            expected = brute_force(n, k, causal, clip)
            assert lib_edges(g) == expected, (n, k, causal, clip)
            assert g.num_edges == len(expected)
            # CSR consistency and key ids
            assert int(g.indptr[-1]) == g.num_edges
            assert torch.equal(torch.repeat_interleave(torch.arange(g.num_nodes), g.indptr[1:] - g.indptr[:-1]), g.rows)
            offsets = torch.tensor([sum(level_sizes(n)[:l]) for l in range(len(level_sizes(n)))])
            assert torch.equal(g.indices, offsets[g.key_level] + g.key_pos)


def test_graph_covers_every_token_once():
    """Each token's keys partition the sentence: left + self + right cover [0, n) exactly once."""
    for n in (1, 2, 7, 33, 100):
        for k in (1, 2, 4):
            g = local_graph(n, k, False, 2)
            for i in range(n):
                lo, hi = int(g.indptr[i]), int(g.indptr[i + 1])
                covered = []
                for lv, p in zip(g.key_level[lo:hi].tolist(), g.key_pos[lo:hi].tolist()):
                    covered += list(range(*span_range(lv, p, n)))
                assert sorted(covered) == list(range(n)), (n, k, i)


def test_edge_count_is_k_n_log_n_over_k():
    k = 4
    ratios = []
    for n in (256, 1024, 4096, 16384):
        g = local_graph(n, k, False, 2)
        tok = g.rows < n
        contextual = int(tok.sum()) - n  # minus self edges
        affiliated = g.num_edges - int(tok.sum())
        # every token: <= 2k keys per level with edges, about log2(n/k) + 1 levels
        assert contextual <= 2 * k * n * (math.log2(n / k) + 2)
        assert affiliated == n * (len(level_sizes(n)) - 1)
        ratios.append(contextual / (k * n * math.log2(n / k)))
    assert max(ratios) / min(ratios) < 1.3, ratios  # the same constant at every length
    assert local_graph(4096, k).num_edges < 0.03 * 4096 ** 2


def test_decoder_graph_has_no_future_edges():
    for n in (1, 5, 16, 37, 64):
        for k in (1, 3):
            g = local_graph(n, k, True, 2)
            for q, lv, p in zip(g.rows.tolist(), g.key_level.tolist(), g.key_pos.tolist()):
                if q >= n:  # span query: its own tokens only
                    continue
                lo, hi = span_range(lv, p, n)
                assert hi - 1 <= q, (n, k, q, lv, p)
                assert hi - lo == 1 << lv  # only complete spans are keys


def test_decoder_graph_is_prefix_stable():
    """Token t's keys in the causal graph do not depend on the sentence length."""
    k = 2
    full = local_graph(50, k, True, 2)
    for t in range(50):
        short = local_graph(t + 1, k, True, 2)
        pick = lambda g: [e for e in lib_edges(g) if e[0] == t]  # noqa: E731
        assert pick(full) == pick(short)


def test_k_at_least_n_gives_full_token_attention():
    for n in (1, 2, 5, 9):
        g = local_graph(n, n, False, 2)
        for i in range(n):
            lo, hi = int(g.indptr[i]), int(g.indptr[i + 1])
            assert g.key_level[lo:hi].eq(0).all()
            assert sorted(g.key_pos[lo:hi].tolist()) == list(range(n))
            assert sorted(g.etype[lo:hi].tolist()) == sorted([0] + [2 * abs(i - j) - (j < i) for j in range(n) if j != i])


def node_names(g):
    """(level, pos) of every node of a LocalGraph."""
    return list(zip(g.node_level.tolist(), g.node_pos.tolist()))


@pytest.mark.parametrize("causal", [False, True])
def test_live_graph_keeps_exactly_the_spans_tokens_attend_to(causal):
    """A span is kept iff some token has it as a key (brute force); the kept rows keep all their edges."""
    for k in (1, 2, 4):
        for n in list(range(1, 34)) + [40, 64, 100]:
            full = brute_force(n, k, causal, 2)
            offsets = [sum(level_sizes(n)[:l]) for l in range(len(level_sizes(n)))]
            name = {offsets[l] + p: (l, p) for l in range(len(offsets)) for p in range(level_sizes(n)[l])}
            live = {(lv, p) for q, lv, p, _ in full if q < n and lv > 0}
            g = live_graph(n, k, causal, 2)
            names = node_names(g)
            assert names[:n] == [(0, i) for i in range(n)]
            assert set(names[n:]) == live and len(names) == n + len(live), (n, k)
            assert g.num_nodes - n == num_live_spans(n, k, causal, 2)
            want = sorted((name[q], lv, p, t) for q, lv, p, t in full if q < n or name[q] in live)
            got = sorted((names[q], lv, p, t) for q, lv, p, t in lib_edges(g))
            assert got == want, (n, k)
            # ids: keys point at the right nodes, CSR rows are consistent
            assert [names[j] for j in g.indices.tolist()] == list(zip(g.key_level.tolist(), g.key_pos.tolist()))
            assert torch.equal(torch.repeat_interleave(torch.arange(g.num_nodes), g.indptr[1:] - g.indptr[:-1]), g.rows)
            if n > 1:
                assert (len(level_sizes(n)) - 1, 0) not in live  # the root covers every token: never a key


@pytest.mark.parametrize("k", [1, 2, 4])
def test_decoder_schedule_follows_the_causal_graph(k):
    """Step t of incremental decoding: token t's keys are its keys in the causal graph, each
    span is computed once, at the step of its first use, after all of its tokens, and
    n steps compute exactly the live spans of the causal graph of length n."""
    n, clip, width = 70, 2, 2 * k + 1
    sched = DecoderSchedule(k, clip)
    full = local_graph(n, k, True, clip)
    cache = []  # node names in cache order
    for t in range(n):
        plan = sched.step(t)
        new, keys, types, cache_types = plan.new_spans, plan.keys, plan.types, plan.cache_types
        cache += [(0, t)] + list(new)
        assert keys.shape == types.shape and keys.shape[0] == 1 + len(new)
        assert cache_types.shape == (1 + len(new), len(cache))
        for r in range(keys.shape[0]):  # the dense form: each key's type at its cache position, -1 elsewhere
            dense = torch.full((len(cache),), -1, dtype=torch.long)
            dense[keys[r][keys[r] >= 0]] = types[r][keys[r] >= 0]
            assert torch.equal(cache_types[r], dense)
        rows = [[(cache[j], ty) for j, ty in zip(ks.tolist(), ts.tolist()) if j >= 0] for ks, ts in zip(keys, types)]
        assert (keys.lt(0) == types.lt(0)).all()
        lo, hi = int(full.indptr[t]), int(full.indptr[t + 1])
        want = sorted(zip(zip(full.key_level[lo:hi].tolist(), full.key_pos[lo:hi].tolist()), full.etype[lo:hi].tolist()))
        assert sorted(rows[0]) == want, t
        for (lv, p), row in zip(new, rows[1:]):
            assert sorted(row) == [((0, u), width * min(lv, clip)) for u in range((p << lv), (p + 1) << lv)]
            assert ((p + 1) << lv) - 1 < t  # complete and strictly left of token t
        if t + 1 in (1, 9, 33, n):
            assert sorted(c for c in cache if c[0] > 0) == sorted(node_names(live_graph(t + 1, k, True, clip))[t + 1:])
    assert len(cache) == len(set(cache))
    assert sched.step(5) is sched.step(5)  # plans are cached


@pytest.mark.parametrize("left_pad", [True, False])
def test_batch_graph_places_each_sentence(left_pad):
    lengths, T, k = [7, 3, 7, 1, 5], 7, 2
    offsets = [T - n if left_pad else 0 for n in lengths]
    S = max(num_live_spans(n, k) for n in lengths) + 1  # one unused span row
    bg = batch_graph(lengths, offsets, T, S, k, False, 2)
    W = T + S
    assert bg.indptr.numel() == len(lengths) * W + 1 and (bg.num_blocks, bg.width) == (len(lengths), W)
    assert torch.equal(torch.repeat_interleave(torch.arange(bg.num_rows), bg.indptr[1:] - bg.indptr[:-1]), bg.rows)
    with pytest.raises(ValueError, match="live spans"):
        batch_graph(lengths, offsets, T, S - 2, k, False, 2)
    for b, (n, off) in enumerate(zip(lengths, offsets)):
        g = live_graph(n, k, False, 2)
        row = lambda u: b * W + (off + u if u < n else T + u - n)  # noqa: E731
        sel = (bg.rows >= b * W) & (bg.rows < (b + 1) * W)
        got = sorted(zip(bg.rows[sel].tolist(), bg.indices[sel].tolist(), bg.etype[sel].tolist()))
        want = sorted((row(r), row(c), t) for r, c, t in zip(g.rows.tolist(), g.indices.tolist(), g.etype.tolist()))
        assert got == want
        # padding rows have no edges and are nobody's key
        pads = [b * W + r for r in range(T) if not off <= r < off + n]
        assert all(int(bg.indptr[p + 1] - bg.indptr[p]) == 0 for p in pads)
        assert not torch.isin(bg.indices, torch.tensor(pads, dtype=torch.long)).any()


@pytest.mark.parametrize("left_pad,causal", [(True, False), (False, True)])
def test_batch_graph_plan_holds_the_exact_transpose(left_pad, causal):
    """The transpose placed from the cached local ones equals a fresh stable transpose
    of the whole batch graph (what the attention op would compute per call)."""
    from msfairseq.ops.bpt_attention import csr_transpose

    lengths, T, k = [9, 4, 9, 1, 0, 6], 9, 2
    offsets = [T - n if left_pad else 0 for n in lengths]
    S = num_spans(max(lengths))
    bg = batch_graph(lengths, offsets, T, S, k, causal, 2)
    want = csr_transpose(bg.indptr, bg.indices, bg.num_rows)
    got = bg.plan.transpose
    for a, b in zip(got, want):
        assert torch.equal(a, b)
    assert bg.plan.indptr is bg.indptr and bg.plan.num_keys == bg.num_rows
    g = local_graph(9, k, causal, 2)
    for a, b in zip((g.t_indptr, g.t_indices, g.t_edge_ids), csr_transpose(g.indptr, g.indices, g.num_nodes)):
        assert torch.equal(a, b)
