"""Sparse attention over a CSR graph, for the BP-Transformer.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Every query node attends to the key nodes its graph edges
name (token <- span/token contextual edges, span <- token affiliated edges).

Public API::

    sparse_attention(q, k, v, indptr, indices, bias=None, scale=None, impl=None, plan=None,
                     dropout_mask=None)
    csr_transpose(indptr, indices, num_keys) -> (t_indptr, t_indices, t_edge_ids)
    CSRPlan(indptr, indices, num_keys, transpose=None)  # per-graph work, reusable

``plan`` (optional) carries what depends only on the graph -- its transpose and
the degree buckets -- so that callers with a fixed graph compute it once.

``impl`` picks the path: ``"reference"`` (plain PyTorch, runs everywhere) or
``"triton"`` (the kernel in :mod:`.triton`, deterministic forward + backward);
``None`` dispatches: Triton for CUDA tensors when it can run, the reference
otherwise. The environment variable ``MSFAIRSEQ_BPT_ATTENTION_IMPL`` (``reference``
/ ``triton``) forces a path when ``impl`` is None. Which path runs is logged once.

Short inputs: :mod:`.dense` computes the same graph attention as masked dense
attention over each sentence's node block (exact; two batched matmuls).
:func:`use_dense` is the one decision between it and the CSR op, by the number of
nodes per block: dense up to :data:`DENSE_MAX_NODES` (measured on CPU, see
docs/bpt.md; ``MSFAIRSEQ_BPT_DENSE_MAX_NODES`` overrides it), CSR above.
``impl="dense"`` (or ``MSFAIRSEQ_BPT_ATTENTION_IMPL=dense``) forces the dense
path, ``"reference"`` / ``"triton"`` the CSR op. Logged once.
"""

import logging
import math
import os

import torch

from ...optional import triton_interpreting
from ..log_once import log_once
from .dense import dense_graph_attention, dense_graph_probs  # noqa: F401
from .reference import CSRPlan, csr_transpose, sparse_attention_reference

__all__ = ["sparse_attention", "csr_transpose", "CSRPlan", "use_dense", "dense_graph_attention", "dense_graph_probs", "DENSE_MAX_NODES"]

logger = logging.getLogger(__name__)

ENV_VAR = "MSFAIRSEQ_BPT_ATTENTION_IMPL"
DENSE_ENV_VAR = "MSFAIRSEQ_BPT_DENSE_MAX_NODES"
IMPLS = ("reference", "triton")  # the CSR op's paths
GRAPH_IMPLS = ("dense",) + IMPLS  # what impl= / the environment variable may force
# Largest node block (tokens + live spans of one sentence, padded) that runs dense.
# Measured on this project's 2-core CPU (benchmarks/bench_bpt.py --crossover, docs/bpt.md):
# dense was faster up to 184 nodes per block, even or slower from 216 (d 256 and 512). Not measured on GPU.
DENSE_MAX_NODES = 200
_logged = set()
_broken = set()  # device types where the kernel raised once (dispatch then avoids it)


def triton_unsupported_reason(q, k, v, bias):
    """Why the Triton kernel cannot run on these inputs, or None if it can."""
    from ...optional import available

    if not available("triton"):
        return "triton is not installed"
    if not (q.is_cuda or triton_interpreting()):
        return f"tensors are on {q.device.type} (Triton needs CUDA, or TRITON_INTERPRET=1 on CPU)"
    from . import triton as _tk

    return _tk.unsupported_reason(q, k, v, bias)


def _requested(impl):
    """The path asked for by ``impl=`` or else the environment variable (None: dispatch)."""
    return impl if impl is not None else (os.environ.get(ENV_VAR) or None)


def _check_impl(forced):
    if forced is not None and forced not in GRAPH_IMPLS:
        raise ValueError(
            f"bpt attention impl must be one of {GRAPH_IMPLS} (impl=, --bpt-attention-impl or ${ENV_VAR}), "
            f"got {forced!r}"
        )


def dense_max_nodes():
    """The dense/CSR crossover in nodes per block (``$MSFAIRSEQ_BPT_DENSE_MAX_NODES`` or the default)."""
    value = os.environ.get(DENSE_ENV_VAR)
    if not value:
        return DENSE_MAX_NODES
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"${DENSE_ENV_VAR} must be an integer (nodes per block), got {value!r}") from None


def use_dense(num_nodes, device, impl=None):
    """True if a graph whose blocks have ``num_nodes`` nodes runs on the dense path.

    ``impl`` (or ``$MSFAIRSEQ_BPT_ATTENTION_IMPL``): ``"dense"`` forces it,
    ``"reference"`` / ``"triton"`` force the CSR op, None / ``"auto"`` compare
    ``num_nodes`` with :func:`dense_max_nodes`. The rule is logged once per device type.
    """
    forced = _requested(None if impl == "auto" else impl)
    _check_impl(forced)
    device = torch.device(device)
    limit = dense_max_nodes()
    if forced is None:
        log_once(logger, _logged, ("dense rule", device.type, limit),
                 "bpt attention on %s: dense path for blocks of <= %d nodes, CSR op above (set $%s to move "
                 "the crossover, $%s=dense|reference|triton to force a path)",
                 device.type, limit, DENSE_ENV_VAR, ENV_VAR)
        return num_nodes <= limit
    log_once(logger, _logged, ("dense forced", device.type, forced),
             "bpt attention on %s: %s forced (impl= / $%s)", device.type,
             "dense path" if forced == "dense" else f"CSR op, {forced} path", ENV_VAR)
    return forced == "dense"


def dense_limit(device, impl=None):
    """The largest node count :func:`use_dense` puts on the dense path (``math.inf`` when the
    dense path is forced, ``-1`` when the CSR op is), for a caller that reads the settings
    once (a decode) and compares its node count per step."""
    if not use_dense(0, device, impl):  # checks impl, logs the rule
        return -1
    forced = _requested(None if impl == "auto" else impl)
    return math.inf if forced == "dense" else dense_max_nodes()


def select_impl(q, k, v, bias=None, impl=None):
    """The CSR op's dispatch decision: ``"reference"`` or ``"triton"`` for these inputs.

    ``"dense"`` (a graph-level choice, see :func:`use_dense`) leaves it to dispatch.
    """
    forced = _requested(impl)
    _check_impl(forced)
    if forced == "dense":
        forced = None
    if forced == "reference":
        chosen = "reference"
    elif forced == "triton" or q.is_cuda:
        reason = triton_unsupported_reason(q, k, v, bias)
        if reason is None and forced is None and q.device.type in _broken:
            reason = "it failed earlier in this process"
        if reason is None:
            chosen = "triton"
        else:
            chosen = "reference"
            log_once(
                logger, _logged,
                ("fallback", reason),
                "bpt sparse_attention: Triton kernel cannot run (%s); using the PyTorch reference",
                reason,
                level=logging.WARNING if forced == "triton" else logging.INFO,
            )
    else:
        chosen = "reference"
    log_once(logger, _logged, ("path", chosen, q.device.type), "bpt sparse_attention: using the %s path on %s", chosen, q.device.type)
    return chosen


def sparse_attention(q, k, v, indptr, indices, bias=None, scale=None, impl=None, plan=None, dropout_mask=None):
    """Attention of each query row over the key rows of its CSR edges.

    Args:
        q: ``Nq x H x D`` query rows (all rows of a batch, flattened; not time-first).
        k, v: ``Nk x H x D`` key / value rows.
        indptr: ``(Nq + 1)`` int64 CSR row pointers; edges of row i are
            ``indptr[i]:indptr[i+1]``.
        indices: ``E`` int64, the key row of each edge.
        bias: ``E x H`` additive pre-softmax score per edge and head, or None.
        scale: score scale, default ``D ** -0.5``.
        impl: None (dispatch), ``"reference"`` or ``"triton"``.
        plan: optional :class:`CSRPlan` built from this ``(indptr, indices)`` and
            ``Nk``; reused across calls it saves the per-call transpose and
            bucketing. Results are bitwise the same with or without it.
        dropout_mask: ``E x H`` multipliers of the normalized attention weights
            (attention dropout: 0 or ``1 / (1 - p)`` per edge and head, drawn by
            the caller so that every path applies the same mask), or None.
    Returns:
        ``Nq x H x D``: ``out[i, h] = sum_e softmax_e(scale * q[i,h].k[j_e,h] + bias[e,h]) m[e,h] v[j_e,h]``;
        rows without edges are zero. Differentiable wrt q, k, v and bias.
    """
    if q.dim() != 3 or k.dim() != 3 or v.dim() != 3:
        shapes = ", ".join(str(tuple(t.shape)) for t in (q, k, v))
        raise ValueError(f"q, k, v must be (rows x heads x dim), got {shapes}")
    if k.shape != v.shape or q.shape[1:] != k.shape[1:]:
        raise ValueError(f"shape mismatch: q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}")
    if indptr.dim() != 1 or indptr.numel() != q.shape[0] + 1:
        raise ValueError(f"indptr must have Nq + 1 = {q.shape[0] + 1} entries, got shape {tuple(indptr.shape)}")
    if bias is not None and bias.shape != (indices.numel(), q.shape[1]):
        raise ValueError(f"bias must be E x H = {(indices.numel(), q.shape[1])}, got {tuple(bias.shape)}")
    if dropout_mask is not None and dropout_mask.shape != (indices.numel(), q.shape[1]):
        raise ValueError(f"dropout_mask must be E x H = {(indices.numel(), q.shape[1])}, "
                         f"got {tuple(dropout_mask.shape)}")
    if plan is not None:
        plan.check(indptr, indices, k.shape[0])
    if not q.dtype == k.dtype == v.dtype:  # e.g. under torch.autocast: one dtype for the kernel
        dtype = torch.promote_types(torch.promote_types(q.dtype, k.dtype), v.dtype)
        q, k, v = q.to(dtype), k.to(dtype), v.to(dtype)
    if scale is None:
        scale = q.shape[-1] ** -0.5
    if select_impl(q, k, v, bias, impl) == "triton":
        from . import triton as _tk

        extra = {} if dropout_mask is None else {"dropout_mask": dropout_mask}
        if plan is not None:
            extra["transpose"] = plan.transpose  # the graph's cached transpose
        if _requested(impl) == "triton":
            return _tk.sparse_attention_triton(q, k, v, indptr, indices, bias, scale, **extra)
        try:
            return _tk.sparse_attention_triton(q, k, v, indptr, indices, bias, scale, **extra)
        except torch.OutOfMemoryError:
            raise
        except Exception as err:  # e.g. the kernel does not compile for this GPU
            _broken.add(q.device.type)
            log_once(logger, _logged, ("failed", q.device.type), "bpt sparse_attention: the Triton kernel failed (%s: %s); "
                      "using the PyTorch reference from now on", type(err).__name__, err, level=logging.WARNING)
    return sparse_attention_reference(q, k, v, indptr, indices, bias, scale, plan=plan, dropout_mask=dropout_mask)
