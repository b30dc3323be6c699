"""Sparse attention over a CSR graph, for the BP-Transformer.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Every query node attends to the key nodes its graph edges
name (token <- span/token contextual edges, span <- token affiliated edges).

Public API::

    sparse_attention(q, k, v, indptr, indices, bias=None, scale=None, impl=None, plan=None)
    csr_transpose(indptr, indices, num_keys) -> (t_indptr, t_indices, t_edge_ids)
    CSRPlan(indptr, indices, num_keys, transpose=None)  # per-graph work, reusable

``plan`` (optional) carries what depends only on the graph -- its transpose and
the degree buckets -- so that callers with a fixed graph compute it once.

``impl`` picks the path: ``"reference"`` (plain PyTorch, runs everywhere) or
``"triton"`` (the kernel in :mod:`.triton`, deterministic forward + backward);
``None`` dispatches: Triton for CUDA tensors when it can run, the reference
otherwise. The environment variable ``MSFAIRSEQ_BPT_ATTENTION_IMPL`` (``reference``
/ ``triton``) forces a path when ``impl`` is None. Which path runs is logged once.
"""

import logging
import os

import torch

from ...optional import triton_interpreting
from ..log_once import log_once
from .reference import CSRPlan, csr_transpose, sparse_attention_reference

__all__ = ["sparse_attention", "csr_transpose", "CSRPlan"]

logger = logging.getLogger(__name__)

ENV_VAR = "MSFAIRSEQ_BPT_ATTENTION_IMPL"
IMPLS = ("reference", "triton")
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


def select_impl(q, k, v, bias=None, impl=None):
    """The one dispatch decision: ``"reference"`` or ``"triton"`` for these inputs."""
    forced = _requested(impl)
    if forced is not None and forced not in IMPLS:
        raise ValueError(
            f"bpt sparse_attention impl must be one of {IMPLS} (impl= or ${ENV_VAR}), got {forced!r}"
        )
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


def sparse_attention(q, k, v, indptr, indices, bias=None, scale=None, impl=None, plan=None):
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
    Returns:
        ``Nq x H x D``: ``out[i, h] = sum_e softmax_e(scale * q[i,h].k[j_e,h] + bias[e,h]) v[j_e,h]``;
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
    if plan is not None:
        plan.check(indptr, indices, k.shape[0])
    if not q.dtype == k.dtype == v.dtype:  # e.g. under torch.autocast: one dtype for the kernel
        dtype = torch.promote_types(torch.promote_types(q.dtype, k.dtype), v.dtype)
        q, k, v = q.to(dtype), k.to(dtype), v.to(dtype)
    if scale is None:
        scale = q.shape[-1] ** -0.5
    if select_impl(q, k, v, bias, impl) == "triton":
        from . import triton as _tk

        extra = {} if plan is None else {"transpose": plan.transpose}  # the graph's cached transpose
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
    return sparse_attention_reference(q, k, v, indptr, indices, bias, scale, plan=plan)
