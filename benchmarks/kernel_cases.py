"""The launches the Triton kernel compile check builds (``tests/test_kernels_compile.py``) and
``python -m benchmarks.bench_kernels`` reports: every distinct specialization the ops' own
planners (``plan_forward`` / ``plan_backward`` in ``msfairseq/ops/dynamicconv/triton.py`` and
``msfairseq/ops/bpt_attention/triton.py``) produce over the shapes the models use, built with
tensor stand-ins (:mod:`benchmarks.gpu_compile`). Needs Triton.

To add an op: a ``<op>_launches(dtype)`` function returning ``[(label, Launch), ...]`` and one
entry in ``OPS``.
"""

import warnings

import torch

from benchmarks.gpu_compile import dedupe, stubs
from msfairseq.ops.bpt_attention import triton as bpt
from msfairseq.ops.dynamicconv import triton as dynamicconv

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def dynamicconv_launches(dtype, T=37, B=3):
    """The dynamic-conv kernels' launches over head dims 32-128 (C // H), kernel
    sizes 3-31 and 65, encoder (K // 2) and decoder (K - 1) padding."""
    launches = []
    for C, H in ((512, 16), (512, 8), (768, 8), (1024, 8)):  # head dims 32, 64, 96, 128
        for K in (3, 7, 15, 31, 65):
            for pad in (K // 2, K - 1):
                x, out, gy, gx = stubs((T, B, C), (T, B, C), (T, B, C), (T, B, C), dtype=dtype)
                w, gw = stubs((T, B, H, K), (T, B, H, K), dtype=dtype)
                label = f"C{C}-H{H}-K{K}"
                launches.append((label, dynamicconv.plan_forward(x, w, out, pad, "cuda")))
                for launch in dynamicconv.plan_backward(gy, x, w, gx, gw, pad, "cuda"):
                    launches.append((label, launch))
    return launches


def dynamicconv_awkward_launches(dtype):
    """Odd channel counts with views at an odd element offset (unaligned pointers),
    and one channel per head (lightweight-conv style)."""
    launches = []
    for C, H, K, misalign in ((100, 4, 5, 1), (4, 4, 3, 0)):
        T, B = 9, 2
        x, out, gy, gx = stubs((T, B, C), (T, B, C), (T, B, C), (T, B, C), dtype=dtype, misalign=misalign)
        w, gw = stubs((T, B, H, K), (T, B, H, K), dtype=dtype, misalign=misalign)
        label = f"C{C}-H{H}-K{K}" + ("-unaligned" if misalign else "")
        launches.append((label, dynamicconv.plan_forward(x, w, out, K // 2, "cuda")))
        launches += [(label, launch) for launch in dynamicconv.plan_backward(gy, x, w, gx, gw, K - 1, "cuda")]
    return launches


def bpt_plans(dtype, D, H, with_bias, with_mask, nodes=37, degree=12):
    """The BPT sparse-attention launches (forward, query-side and key-side backward)
    for ``nodes`` rows of ``degree`` edges, with the dtypes a real call has: q, k, v,
    the bias, dq / dk / dv in ``dtype``; the dropout mask, the forward's output and
    log-sum-exp, the incoming gradient (of that fp32 output), delta and the per-edge
    p / ds in fp32; the graph in int64."""
    E = nodes * degree
    q, k, v, dq, dk, dv = stubs(*[(nodes, H, D)] * 6, dtype=dtype)
    out, grad_out = stubs((nodes, H, D), (nodes, H, D))
    lse, delta, mask, p, ds = stubs((nodes, H), (nodes, H), (E, H), (E, H), (E, H))
    indptr, indices, t_indptr, t_indices, t_edges = stubs((nodes + 1,), (E,), (nodes + 1,), (E,), (E,),
                                                          dtype=torch.int64)
    (bias,) = stubs((E, H), dtype=dtype)
    bias, mask = (bias if with_bias else None), (mask if with_mask else None)
    return (bpt.plan_forward(q, k, v, indptr, indices, bias, mask, out, lse, 0.125),
            *bpt.plan_backward(grad_out, q, k, v, lse, delta, indptr, indices, bias, mask,
                               (t_indptr, t_indices, t_edges), dq, dk, dv, p, ds, 0.125))


def bpt_launches(dtype, nodes=37, degree=12):
    """BPT with a tree relative-position bias and an attention-dropout mask (the
    model in training) at head dims 32, 64, 96 and 128."""
    launches = []
    for D, H in ((32, 16), (64, 8), (96, 8), (128, 8)):
        label = f"D{D}-H{H}-bias-mask"
        launches += [(label, launch) for launch in bpt_plans(dtype, D, H, True, True, nodes, degree)]
    return launches


def bpt_flag_launches(dtype):
    """BPT without a bias and/or without a dropout mask (no relative positions;
    inference), at the smallest and largest edge tiles."""
    launches = []
    for D, H in ((64, 8), (128, 8)):
        for with_bias, with_mask in ((False, False), (True, False), (False, True)):
            label = f"D{D}-H{H}" + ("-bias" if with_bias else "") + ("-mask" if with_mask else "")
            fwd, query_side, _ = bpt_plans(dtype, D, H, with_bias, with_mask)  # the key side has no flags
            launches += [(label, fwd), (label, query_side)]
    return launches


# op -> (function of dtype -> [(label, Launch)], the dtypes to build it for)
OPS = {
    "dynamicconv": (dynamicconv_launches, ("fp32", "fp16", "bf16")),
    "dynamicconv-awkward": (dynamicconv_awkward_launches, ("fp16",)),
    "bpt": (bpt_launches, ("fp32", "fp16", "bf16")),
    "bpt-flags": (bpt_flag_launches, ("fp32", "fp16", "bf16")),
}
# "<op package>.<kernel>" -> spill bytes accepted (stores + loads), with the measured reason.
# BPT at head dims up to 64 (32 edges x 64 dims, 2 warps) spills a few bytes on sm_90 in
# some dtype / flag combinations, and only there: ptxas 13.4 spills them under
# --regAllocOptLevel=2, the flag Triton passes to work around a ptxas 13 bug; without
# it the same PTX takes as many registers (72 for the forward below) and does not spill.
# Which combinations spill moves as the code changes (before the shared score helper:
# the fp16 forward with bias only, 4 B each way). 4 warps instead of 2 remove every one
# of them (no spill in any dtype / flags at head dims 32 and 64 on either GPU, 40-80
# registers), but change the launch: a choice to make with GPU timings (docs/kernels.md).
ALLOWED_SPILLS = {
    "bpt_attention._fwd_kernel": 24,  # fp16, bias and mask: 72 registers, 12 B each way
    "bpt_attention._bwd_query_kernel": 8,  # fp32, no bias or mask: 96 registers, 4 B each way
}


def allowed_spill(launch):
    """The spill bytes accepted for ``launch``'s kernel (0 unless listed above)."""
    package = launch.kernel.__module__.split(".")[-2]  # msfairseq.ops.<op package>.triton
    return ALLOWED_SPILLS.get(f"{package}.{launch.name}", 0)


def unique_launches(make, dtype):
    """``make(dtype)``'s launches, one per distinct compiled specialization."""
    labelled = make(DTYPES[dtype])
    labels = {id(launch): label for label, launch in labelled}
    with warnings.catch_warnings():  # runs at collection, outside pytestmark's filter
        warnings.filterwarnings("ignore", "TRITON_DEFAULT_FP_FUSION")
        unique = dedupe([launch for _, launch in labelled])
    return [(labels[id(launch)], launch) for launch in unique]
