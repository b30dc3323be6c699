"""Triton kernels for sparse attention over a CSR graph (BP-Transformer).

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Same contract as :mod:`.reference` (shapes ``Nq x H x D``,
``Nk x H x D``, CSR ``indptr`` / ``indices``, ``E x H`` bias).

Kernels (one program per node row and head, fp32 accumulation for fp32 / fp16 /
bf16 inputs):

- forward: walks the row's edges in blocks with an online softmax, writes the
  output and the row's log-sum-exp in fp32 (the caller casts the output; the
  backward's ``delta = rowsum(dO * O)`` uses the fp32 output, so fp16/bf16
  gradients are not hurt by the output's rounding).
- backward, query side: per query row recomputes ``p = exp(s - lse)``, forms
  ``ds = p * (m * dO.v - delta)`` with ``delta = rowsum(dO * O)``, accumulates ``dq``
  and writes ``p * m`` and ``ds`` per edge (``ds`` is also ``dbias``). Each edge
  belongs to exactly one row, so these writes never collide.
- backward, key side: per key row walks the *transposed* CSR (stable sort, see
  :func:`.reference.csr_transpose`) and accumulates ``dk = scale * sum ds q`` and
  ``dv = sum (p m) dO`` in a fixed order.

``m`` is the optional ``E x H`` attention-dropout mask (0 or ``1 / (1 - p)``; 1
without one), loaded per edge: the forward multiplies the normalized weights by
it (``out = sum p m v``; the log-sum-exp is that of the unmasked scores) and the
query-side backward applies it to ``dP`` and to the ``p`` it hands to the
key side. A caller with a fixed graph passes the
  transpose in (``transpose=``, e.g. from a :class:`.reference.CSRPlan`); else it
  is computed in the backward.

Every launch (grid, arguments, block sizes, flags, ``num_warps``) is planned by
:func:`plan_forward` / :func:`plan_backward`; the launchers run their result and
``tests/test_kernels_compile.py`` compiles it for sm_80 and sm_90.

No float atomics anywhere, so forward and backward are bitwise deterministic.
The op is registered as ``torch.ops.msfairseq.bpt_sparse_attention_{fwd,bwd}``
with autograd and fake (meta) implementations. Under ``TRITON_INTERPRET=1`` (set
before this module is imported) the kernels run on CPU tensors.
"""

from typing import List, Optional, Tuple

import torch

from ...optional import require
from ..triton_launch import Launch
from .reference import csr_transpose

triton = require("triton", "the BPT sparse attention Triton kernel")
import triton.language as tl  # noqa: E402

_DTYPES = (torch.float32, torch.float16, torch.bfloat16)
_MAX_D = 256


def unsupported_reason(q, k, v, bias):
    """Why the kernel cannot run on these tensors (None if it can)."""
    if q.dtype not in _DTYPES:
        return f"dtype {q.dtype} (the kernel supports fp32/fp16/bf16)"
    if k.dtype != q.dtype or v.dtype != q.dtype:
        return f"mixed dtypes q {q.dtype}, k {k.dtype}, v {v.dtype}"
    if bias is not None and bias.dtype not in _DTYPES:
        return f"bias dtype {bias.dtype}"
    if q.shape[-1] > _MAX_D:
        return f"head dim {q.shape[-1]} > {_MAX_D}"
    if not (q.device == k.device == v.device):
        return "q, k, v on different devices"
    return None


@triton.jit
def _edge_block(q, K, V, B, INDICES, e0, end, h, scale, H, D, offs_d, mask_d,
                HAS_BIAS: tl.constexpr, BLOCK_E: tl.constexpr):
    """The edges ``e0 .. e0 + BLOCK_E`` (those before ``end``) of one query row and
    head: their scores ``s = scale * q . k_j (+ bias)`` in fp32, ``-inf`` past
    ``end``, and their key and value rows ``k_j``, ``v_j`` (``BLOCK_E x BLOCK_D``,
    fp32). The forward and the query-side backward compute the scores here, so the
    backward recomputes exactly the forward's."""
    offs_e = e0 + tl.arange(0, BLOCK_E)
    mask_e = offs_e < end
    j = tl.load(INDICES + offs_e, mask=mask_e, other=0)
    kv_off = (j * H + h)[:, None] * D + offs_d[None, :]
    mask_ed = mask_e[:, None] & mask_d[None, :]
    kb = tl.load(K + kv_off, mask=mask_ed, other=0.0).to(tl.float32)
    s = tl.sum(kb * q[None, :], axis=1) * scale
    if HAS_BIAS:
        s += tl.load(B + offs_e * H + h, mask=mask_e, other=0.0).to(tl.float32)
    s = tl.where(mask_e, s, float("-inf"))
    vb = tl.load(V + kv_off, mask=mask_ed, other=0.0).to(tl.float32)
    return offs_e, mask_e, s, kb, vb


# The grid (rows, heads) carries the sizes that change from batch to batch; of the
# kernels' integer arguments, H's divisibility by 16 (or H == 1) buys nothing (it
# only scales gathered row indices), so it is not specialized on and every head
# count shares one build. D is fixed per model; its divisibility by 16 lets the
# row loads vectorize.
_NOT_SPECIALIZED = ["H"]


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _fwd_kernel(Q, K, V, B, M, INDPTR, INDICES, OUT, LSE, scale, H, D,
                HAS_BIAS: tl.constexpr, HAS_MASK: tl.constexpr, BLOCK_E: tl.constexpr, BLOCK_D: tl.constexpr):
    i = tl.program_id(0).to(tl.int64)
    h = tl.program_id(1).to(tl.int64)
    start = tl.load(INDPTR + i)
    end = tl.load(INDPTR + i + 1)
    offs_d = tl.arange(0, BLOCK_D)
    mask_d = offs_d < D
    row = (i * H + h) * D
    q = tl.load(Q + row + offs_d, mask=mask_d, other=0.0).to(tl.float32)
    m_i = tl.full([], float("-inf"), dtype=tl.float32)
    l_i = tl.full([], 0.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for e0 in range(start, end, BLOCK_E):
        offs_e, mask_e, s, kb, vb = _edge_block(q, K, V, B, INDICES, e0, end, h, scale, H, D, offs_d, mask_d,
                                                HAS_BIAS, BLOCK_E)
        m_new = tl.maximum(m_i, tl.max(s, axis=0))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)  # all -inf so far
        alpha = tl.exp(m_i - m_safe)
        p = tl.exp(s - m_safe)
        l_i = l_i * alpha + tl.sum(p, axis=0)
        if HAS_MASK:  # attention dropout: on the weights, not on the normalizer
            p = p * tl.load(M + offs_e * H + h, mask=mask_e, other=0.0).to(tl.float32)
        acc = acc * alpha + tl.sum(p[:, None] * vb, axis=0)
        m_i = m_new
    has_mass = l_i > 0.0
    out = acc / tl.where(has_mass, l_i, 1.0)
    m_safe = tl.where(m_i == float("-inf"), 0.0, m_i)
    lse = tl.where(has_mass, m_safe + tl.log(tl.where(has_mass, l_i, 1.0)), float("inf"))
    tl.store(OUT + row + offs_d, out.to(OUT.dtype.element_ty), mask=mask_d)
    tl.store(LSE + i * H + h, lse)


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _bwd_query_kernel(Q, K, V, B, M, DO, LSE, DELTA, INDPTR, INDICES, DQ, P, DS, scale, H, D,
                      HAS_BIAS: tl.constexpr, HAS_MASK: tl.constexpr, BLOCK_E: tl.constexpr,
                      BLOCK_D: tl.constexpr):
    i = tl.program_id(0).to(tl.int64)
    h = tl.program_id(1).to(tl.int64)
    start = tl.load(INDPTR + i)
    end = tl.load(INDPTR + i + 1)
    offs_d = tl.arange(0, BLOCK_D)
    mask_d = offs_d < D
    row = (i * H + h) * D
    q = tl.load(Q + row + offs_d, mask=mask_d, other=0.0).to(tl.float32)
    do = tl.load(DO + row + offs_d, mask=mask_d, other=0.0).to(tl.float32)
    lse = tl.load(LSE + i * H + h)
    delta = tl.load(DELTA + i * H + h)
    dq = tl.zeros([BLOCK_D], dtype=tl.float32)
    for e0 in range(start, end, BLOCK_E):
        offs_e, mask_e, s, kb, vb = _edge_block(q, K, V, B, INDICES, e0, end, h, scale, H, D, offs_d, mask_d,
                                                HAS_BIAS, BLOCK_E)
        p = tl.where(mask_e, tl.exp(s - lse), 0.0)
        dp = tl.sum(vb * do[None, :], axis=1)
        if HAS_MASK:
            m = tl.load(M + offs_e * H + h, mask=mask_e, other=0.0).to(tl.float32)
            ds = p * (m * dp - delta)
            p = p * m  # what reached v: the key side's dv = sum (p m) dO
        else:
            ds = p * (dp - delta)
        tl.store(P + offs_e * H + h, p, mask=mask_e)
        tl.store(DS + offs_e * H + h, ds, mask=mask_e)
        dq += tl.sum(ds[:, None] * kb, axis=0)
    tl.store(DQ + row + offs_d, (dq * scale).to(DQ.dtype.element_ty), mask=mask_d)


@triton.jit(do_not_specialize=_NOT_SPECIALIZED)
def _bwd_key_kernel(Q, DO, P, DS, T_INDPTR, T_INDICES, T_EDGES, DK, DV, scale, H, D,
                    BLOCK_E: tl.constexpr, BLOCK_D: tl.constexpr):
    j = tl.program_id(0).to(tl.int64)
    h = tl.program_id(1).to(tl.int64)
    start = tl.load(T_INDPTR + j)
    end = tl.load(T_INDPTR + j + 1)
    offs_d = tl.arange(0, BLOCK_D)
    mask_d = offs_d < D
    dk = tl.zeros([BLOCK_D], dtype=tl.float32)
    dv = tl.zeros([BLOCK_D], dtype=tl.float32)
    for t0 in range(start, end, BLOCK_E):
        offs_t = t0 + tl.arange(0, BLOCK_E)
        mask_t = offs_t < end
        i = tl.load(T_INDICES + offs_t, mask=mask_t, other=0)
        e = tl.load(T_EDGES + offs_t, mask=mask_t, other=0)
        p = tl.load(P + e * H + h, mask=mask_t, other=0.0)
        ds = tl.load(DS + e * H + h, mask=mask_t, other=0.0)
        q_off = (i * H + h)[:, None] * D + offs_d[None, :]
        mask_td = mask_t[:, None] & mask_d[None, :]
        qb = tl.load(Q + q_off, mask=mask_td, other=0.0).to(tl.float32)
        dob = tl.load(DO + q_off, mask=mask_td, other=0.0).to(tl.float32)
        dk += tl.sum(ds[:, None] * qb, axis=0)
        dv += tl.sum(p[:, None] * dob, axis=0)
    row = (j * H + h) * D
    tl.store(DK + row + offs_d, (dk * scale).to(DK.dtype.element_ty), mask=mask_d)
    tl.store(DV + row + offs_d, dv.to(DV.dtype.element_ty), mask=mask_d)


def block_sizes(d):
    """``(BLOCK_E, BLOCK_D, num_warps)`` for head dim ``d``: the whole head in one
    ``BLOCK_D`` (a power of two, at least 16), edges ``BLOCK_E`` at a time --
    32 for head dims up to 64 (2 warps), 16 above (4 warps), so an edge tile stays
    at most 32 x 64 or 16 x 256 values. The same on CUDA and in the interpreter.

    Measured with ``ptxas -v`` (``tests/test_kernels_compile.py``, docs/results/kernels_ptxas.md):
    48-128 registers per thread, at most 2 KiB of shared memory; at head dim 64 two
    sm_90 builds spill 4-12 B each way, which 4 warps would remove (a choice left to
    GPU timings)."""
    block_d = max(16, triton.next_power_of_2(d))
    block_e = 32 if block_d <= 64 else 16
    num_warps = 2 if block_d <= 64 else 4
    return block_e, block_d, num_warps


def _optional(t, q):
    """``t``, or ``q`` standing in for an absent bias / mask (its flag is off, so the
    kernel never reads it)."""
    return q if t is None else t


def plan_forward(q, k, v, indptr, indices, bias, dropout_mask, out, lse, scale):
    """The forward's :class:`Launch`: ``out`` (``Nq x H x D``, fp32) and ``lse``
    (``Nq x H``) from ``q`` / ``k`` / ``v``, the CSR graph, the optional ``E x H``
    ``bias`` and ``dropout_mask``; one program per query row and head. Tensors may
    be stand-ins with ``shape``, ``dtype`` and ``data_ptr()`` (the compile test's)."""
    nq, h, d = q.shape
    block_e, block_d, num_warps = block_sizes(d)
    return Launch(_fwd_kernel, (nq, h),
                  (q, k, v, _optional(bias, q), _optional(dropout_mask, q), indptr, indices, out, lse,
                   scale, h, d),
                  dict(HAS_BIAS=bias is not None, HAS_MASK=dropout_mask is not None,
                       BLOCK_E=block_e, BLOCK_D=block_d, num_warps=num_warps))


def plan_backward(grad_out, q, k, v, lse, delta, indptr, indices, bias, dropout_mask,
                  transpose, dq, dk, dv, p, ds, scale):
    """The backward's two :class:`Launch` es ``(query side, key side)``: the first
    writes ``dq`` and the per-edge ``p`` / ``ds`` (``E x H``, fp32) that the second
    reads, over the transposed graph ``transpose = (t_indptr, t_indices, t_edges)``,
    to write ``dk`` / ``dv``. Same conventions as :func:`plan_forward`."""
    nq, h, d = q.shape
    nk = k.shape[0]
    block_e, block_d, num_warps = block_sizes(d)
    return (
        Launch(_bwd_query_kernel, (nq, h),
               (q, k, v, _optional(bias, q), _optional(dropout_mask, q), grad_out, lse, delta,
                indptr, indices, dq, p, ds, scale, h, d),
               dict(HAS_BIAS=bias is not None, HAS_MASK=dropout_mask is not None,
                    BLOCK_E=block_e, BLOCK_D=block_d, num_warps=num_warps)),
        Launch(_bwd_key_kernel, (nk, h),
               (q, grad_out, p, ds, *transpose, dk, dv, scale, h, d),
               dict(BLOCK_E=block_e, BLOCK_D=block_d, num_warps=num_warps)),
    )


@torch.library.custom_op("msfairseq::bpt_sparse_attention_fwd", mutates_args=())
def _fwd_op(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, indptr: torch.Tensor,
            indices: torch.Tensor, bias: Optional[torch.Tensor], scale: float,
            t_indptr: Optional[torch.Tensor] = None, t_indices: Optional[torch.Tensor] = None,
            t_edges: Optional[torch.Tensor] = None,
            dropout_mask: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    # t_*: the graph's transpose (or None), only passed through to the backward
    nq, h, d = q.shape
    out = torch.empty(nq, h, d, dtype=torch.float32, device=q.device)  # fp32: the backward's delta needs it
    lse = torch.empty(nq, h, dtype=torch.float32, device=q.device)
    if nq == 0:
        return out, lse
    if indices.numel() == 0:
        return out.zero_(), lse.fill_(float("inf"))
    plan_forward(q, k, v, indptr, indices, bias, dropout_mask, out, lse, scale)()
    return out, lse


@_fwd_op.register_fake
def _(q, k, v, indptr, indices, bias, scale, t_indptr=None, t_indices=None, t_edges=None, dropout_mask=None):
    return torch.empty_like(q, dtype=torch.float32), q.new_empty(q.shape[0], q.shape[1], dtype=torch.float32)


@torch.library.custom_op("msfairseq::bpt_sparse_attention_bwd", mutates_args=())
def _bwd_op(grad_out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
            lse: torch.Tensor, indptr: torch.Tensor, indices: torch.Tensor, bias: Optional[torch.Tensor],
            scale: float, t_indptr: Optional[torch.Tensor] = None, t_indices: Optional[torch.Tensor] = None,
            t_edges: Optional[torch.Tensor] = None, dropout_mask: Optional[torch.Tensor] = None) -> List[torch.Tensor]:
    (nq, h, _), nk, num_edges = q.shape, k.shape[0], indices.numel()
    dq, dk, dv = torch.zeros_like(q), torch.zeros_like(k), torch.zeros_like(v)
    ds = torch.zeros(num_edges, h, dtype=torch.float32, device=q.device)
    if nq == 0 or num_edges == 0:
        return [dq, dk, dv, ds]
    p = torch.empty_like(ds)
    delta = (grad_out * out).sum(-1)  # Nq x H (both fp32)
    transpose = (t_indptr, t_indices, t_edges)
    if nk and any(t is None for t in transpose):
        transpose = csr_transpose(indptr, indices, nk)
    query_side, key_side = plan_backward(grad_out, q, k, v, lse, delta, indptr, indices, bias, dropout_mask,
                                         transpose, dq, dk, dv, p, ds, scale)
    query_side()
    if nk:
        key_side()  # reads the p and ds the query side wrote
    return [dq, dk, dv, ds]


@_bwd_op.register_fake
def _(grad_out, q, k, v, out, lse, indptr, indices, bias, scale, t_indptr=None, t_indices=None, t_edges=None,
      dropout_mask=None):
    ds = q.new_empty(indices.shape[0], q.shape[1], dtype=torch.float32)
    return [torch.empty_like(q), torch.empty_like(k), torch.empty_like(v), ds]


def _setup_context(ctx, inputs, output):
    q, k, v, indptr, indices, bias, scale, t_indptr, t_indices, t_edges, dropout_mask = inputs
    out, lse = output
    ctx.save_for_backward(q, k, v, out, lse, indptr, indices, bias, t_indptr, t_indices, t_edges, dropout_mask)
    ctx.scale = scale
    ctx.mark_non_differentiable(lse)


def _backward(ctx, grad_out, grad_lse):
    q, k, v, out, lse, indptr, indices, bias, t_indptr, t_indices, t_edges, dropout_mask = ctx.saved_tensors
    dq, dk, dv, ds = _bwd_op(grad_out.contiguous(), q, k, v, out, lse, indptr, indices, bias, ctx.scale,
                             t_indptr, t_indices, t_edges, dropout_mask)
    dbias = ds.to(bias.dtype) if bias is not None else None
    return dq, dk, dv, None, None, dbias, None, None, None, None, None


_fwd_op.register_autograd(_backward, setup_context=_setup_context)


def sparse_attention_triton(q, k, v, indptr, indices, bias=None, scale=None, transpose=None, dropout_mask=None):
    """Triton sparse attention; same contract as :func:`.reference.sparse_attention_reference`.

    ``transpose``: ``(t_indptr, t_indices, t_edge_ids)`` of this graph (see
    :func:`.reference.csr_transpose`), or None to compute it in the backward.
    ``dropout_mask``: ``E x H`` multipliers of the normalized weights, or None.
    """
    if scale is None:
        scale = q.shape[-1] ** -0.5
    q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
    bias = None if bias is None else bias.contiguous()
    indptr, indices = indptr.long().contiguous(), indices.long().contiguous()
    t_args = (None, None, None) if transpose is None else tuple(t.long().contiguous() for t in transpose)
    mask = None if dropout_mask is None else dropout_mask.to(torch.float32).contiguous()
    out, _ = _fwd_op(q, k, v, indptr, indices, bias, float(scale), *t_args, mask)  # fp32 out
    return out.to(q.dtype)
