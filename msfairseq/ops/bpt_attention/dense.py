"""Exact dense path of the BP-Transformer's graph attention, for short inputs.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019 (Eq. 4-7 graph self-attention, Eq. 13 tree relative
positions). At sentence lengths a sentence has ``W ~ 2n`` nodes and each token
~``k log(n / k)`` keys, so the graph is nearly dense and gathering it edge by edge
(:mod:`.reference`) is mostly overhead. Here the same attention runs as masked
dense attention over each sentence's node block:

    s[b, h, i, j] = scale * q[b,i,h] . k[b,j,h] + rel[b, i, h, type(i <- j)]   (edge i <- j)
                  = -inf                                                    (no edge)
    out[b, i, h]  = sum_j softmax_j(s[b, h, i, .]) m[b, h, i, j] v[b, j, h]

with two batched matmuls (``B*H`` blocks of ``Wq x D @ D x W`` and ``Wq x W @ W x D``).
``rel`` holds, per query row and head, the scaled score ``scale * q . r_t`` of every
relation type ``t`` (a few dozen), so the bias of a cell is a gather of ``rel`` by
the cell's type -- the same number the CSR path gets as its per-edge ``bias``.

The graph must be block-diagonal: node row ``b * W + r`` of a ``B x W`` grid only
has edges inside block ``b`` (true of every BPT batch graph). A
:class:`DenseLayout` holds what depends only on the graph (the ``B x Wq x W`` type
map, the cell of each edge, the rows without edges); build it once per batch
graph with :func:`dense_layout`. ``Wq <= W`` restricts the queries to the first
``Wq`` rows of each block (the BPT's last layer needs only the token rows).

Attention dropout takes the same ``E x H`` mask as the CSR op (``dropout_mask``,
in the graph's edge order), placed on the cells, so that both paths give the same
result for the same mask. Rows without edges give zeros (never NaN), as in the
CSR op. Memory is ``B * H * Wq * W``: meant for short inputs only (the dispatcher
in :mod:`msfairseq.ops.bpt_attention` picks it below a node-count crossover).
"""

from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class DenseLayout:
    """The cells of a block-diagonal graph on a ``B x Wq x W`` grid (see module doc).

    ``types``: ``B x Wq x W`` int64, the relation type of each edge's cell;
    ``num_types`` where there is no edge; ``num_types + 1`` marks one placeholder
    cell in each row without edges (a finite score, so the softmax stays finite;
    the row's output is zeroed). ``cells``: flat cell ``(b * Wq + i) * W + j`` of
    every kept edge, in edge order; ``edge_ids``: the kept edges' ids in the graph
    (None when every edge is kept); ``has_edges``: ``B x Wq`` bool.
    """

    types: torch.Tensor
    cells: torch.Tensor
    edge_ids: object
    has_edges: torch.Tensor
    num_types: int
    every_row: bool  # has_edges.all(), known on the host

    @property
    def shape(self):
        return tuple(self.types.shape)


def dense_layout(rows, indices, etype, num_blocks, width, num_types, query_width=None):
    """A :class:`DenseLayout` of the graph with edges ``rows[e] <- indices[e]``.

    Args:
        rows, indices: ``E`` int64 query / key node rows, ``b * width + r``; a
            query and its keys must lie in the same block.
        etype: ``E`` int64 relation types in ``[0, num_types)``.
        num_blocks, width: the grid ``B x W``.
        query_width: ``Wq`` (default ``W``): keep only queries ``r < Wq``.
    """
    wq = width if query_width is None else int(query_width)
    b, i = torch.div(rows, width, rounding_mode="floor"), rows % width
    j = indices % width
    if rows.numel() and not torch.equal(b, torch.div(indices, width, rounding_mode="floor")):
        raise ValueError("dense_layout: the graph is not block-diagonal (an edge joins two sentences' blocks)")
    edge_ids = None
    if wq < width:
        keep = i < wq
        edge_ids = torch.nonzero(keep).flatten()
        b, i, j, etype = b[keep], i[keep], j[keep], etype[keep]
    cells = (b * wq + i) * width + j
    types = torch.full((num_blocks * wq * width,), num_types, dtype=torch.long, device=rows.device)
    types[cells] = etype
    types = types.view(num_blocks, wq, width)
    has_edges = types.ne(num_types).any(-1)  # B x Wq
    placeholder = types[..., 0]
    placeholder.masked_fill_(~has_edges, num_types + 1)  # writes through the view
    return DenseLayout(types, cells, edge_ids, has_edges, num_types, bool(has_edges.all()))


def dense_graph_probs(q, k, layout, rel=None, scale=None):
    """The attention probabilities ``B x H x Wq x W`` of :func:`dense_graph_attention`
    (zero off the edges; a row without edges holds one placeholder 1, its output is
    zeroed). Arguments as there."""
    bsz, wq, h, d = q.shape
    width = k.shape[1]
    if layout.shape != (bsz, wq, width):
        raise ValueError(f"dense layout is {layout.shape}, the inputs need {(bsz, wq, width)}")
    if scale is None:
        scale = d ** -0.5
    qh = q.transpose(1, 2).reshape(bsz * h, wq, d)  # (B*H) x Wq x D
    kh = k.transpose(1, 2).reshape(bsz * h, width, d)  # (B*H) x W x D
    if rel is not None:
        pad = rel.new_tensor([float("-inf"), 0.0]).expand(bsz, wq, h, 2)
        rel_ext = torch.cat([rel, pad], -1).transpose(1, 2)  # B x H x Wq x (R + 2)
        bias = rel_ext.gather(-1, layout.types.unsqueeze(1).expand(bsz, h, wq, width))  # B x H x Wq x W
    else:
        no_edge = layout.types.eq(layout.num_types).unsqueeze(1).expand(bsz, h, wq, width)
        bias = q.new_zeros(no_edge.shape).masked_fill_(no_edge, float("-inf"))
    # scale * q k^T + bias in one batched GEMM
    scores = torch.baddbmm(bias.reshape(bsz * h, wq, width), qh, kh.transpose(1, 2), alpha=scale)
    return torch.softmax(scores.view(bsz, h, wq, width), dim=-1)


def dense_graph_attention(q, k, v, layout, rel=None, scale=None, dropout_mask=None):
    """Graph attention over each block's nodes, as masked dense attention.

    Args:
        q: ``B x Wq x H x D`` query rows (the first ``Wq`` rows of each block).
        k, v: ``B x W x H x D`` key / value rows (node-first, not time-first).
        layout: the graph's :class:`DenseLayout` (shape ``B x Wq x W``).
        rel: ``B x Wq x H x R`` relation scores (already scaled; ``R`` =
            ``layout.num_types``) added to the score of each edge by its type, or
            None (no bias).
        scale: score scale, default ``D ** -0.5``.
        dropout_mask: ``E x H`` multipliers of the normalized weights, in the
            graph's edge order (all ``E`` edges, also those of dropped query rows),
            or None.
    Returns:
        ``B x Wq x H x D``; rows without edges are zero.
    """
    bsz, wq, h, d = q.shape
    width = k.shape[1]
    p = dense_graph_probs(q, k, layout, rel, scale)  # B x H x Wq x W
    vh = v.transpose(1, 2).reshape(bsz * h, width, d)  # (B*H) x W x D
    if dropout_mask is not None:
        m = dropout_mask if layout.edge_ids is None else dropout_mask.index_select(0, layout.edge_ids)
        cells = p.new_zeros(bsz * wq * width, h)
        cells.index_copy_(0, layout.cells, m.to(p.dtype))
        p = p * cells.view(bsz, wq, width, h).permute(0, 3, 1, 2)  # B x H x Wq x W
    out = torch.bmm(p.reshape(bsz * h, wq, width), vh).view(bsz, h, wq, d).transpose(1, 2)  # B x Wq x H x D
    if not layout.every_row:
        out = out * layout.has_edges[:, :, None, None].to(out.dtype)
    return out
