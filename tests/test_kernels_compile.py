"""Every Triton kernel builds for A100 (sm_80) and H100 (sm_90), on a machine without a GPU.

The kernels' launches are planned by the ops' own functions -- ``plan_forward`` /
``plan_backward`` in ``msfairseq/ops/dynamicconv/triton.py`` (dynamic convolution,
the convolution branch of MUSE, Zhao et al. 2019) and in
``msfairseq/ops/bpt_attention/triton.py`` (BP-Transformer sparse attention, Ye et
al. 2019) -- called here with tensor stand-ins over the shapes the models use; every distinct
specialization they produce is compiled for both GPUs in fp32, fp16 and bf16
(``tests/gpu_compile.py``), and must fit: shared memory within the device limit,
no register spills (``ptxas -v``). Numerics are tested elsewhere, in the
interpreter (``tests/test_*_triton.py``).

Compiled kernels are cached in pytest's cache directory (``.pytest_cache/d/gpu-compile``),
so a rerun takes seconds. ``benchmarks/bench_kernels.py`` prints the table of registers
and shared memory per kernel for these same cases (docs/kernels.md).

To add an op: a ``<op>_launches(dtype)`` function returning ``[(label, Launch), ...]``
and one entry in ``OPS``.
"""

import warnings

import pytest
import torch

from msfairseq.optional import triton_interpreting

triton = pytest.importorskip("triton")
if triton_interpreting():
    pytest.skip("TRITON_INTERPRET=1 turns @triton.jit kernels into interpreter objects, which "
                "cannot be compiled; run this file without it", allow_module_level=True)

from gpu_compile import ARCHS, build, dedupe, problems, stubs, unsupported_reason  # noqa: E402

if unsupported_reason():
    pytest.skip(unsupported_reason(), allow_module_level=True)

from msfairseq.ops.bpt_attention import triton as bpt  # noqa: E402
from msfairseq.ops.dynamicconv import triton as dynamicconv  # noqa: E402

# Triton 3.9 warns on every build that its FP-fusion default will change; the
# kernels are built as a launch on the GPU would build them, with today's default.
pytestmark = [pytest.mark.kernels, pytest.mark.filterwarnings("ignore:TRITON_DEFAULT_FP_FUSION")]

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


def _cases():
    cases = []
    for op, (make, dtypes) in OPS.items():
        for dtype in dtypes:
            for label, launch in unique_launches(make, dtype):
                for arch in ARCHS:
                    blocks = "-".join(f"{k}{v}" for k, v in launch.meta.items() if k.startswith("BLOCK"))
                    cases.append(pytest.param(launch, arch, id=f"{op}-{launch.name}-{dtype}-{label}-{blocks}-{arch}"))
    return cases


@pytest.fixture(scope="session")
def compile_cache(request, tmp_path_factory):
    """Where compiled kernels and ptxas reports are kept: pytest's cache dir
    (survives runs), or a temp dir when the cache plugin is off."""
    cache = getattr(request.config, "cache", None)
    if cache is not None:
        return str(cache.mkdir("gpu-compile"))
    return str(tmp_path_factory.mktemp("gpu-compile"))


@pytest.mark.parametrize("launch,arch", _cases())
def test_kernel_builds_and_fits(launch, arch, compile_cache):
    result = build(launch, arch, compile_cache)
    # what was compiled is what the launch asks for
    assert result.num_warps == launch.meta["num_warps"]
    assert {k: v for k, v in result.constexprs.items() if k in launch.meta} == \
        {k: v for k, v in launch.meta.items() if k != "num_warps"}
    found = problems(result, allowed_spill(launch))
    assert not found, f"{launch.name} on {arch}: {found}\n{result.ptxas_log}"


def test_one_build_per_dtype_and_tile_whatever_the_shape():
    """T, B, K and the padding do not enter the compiled kernel (they are not
    specialized on): all kernel sizes 3..65, paddings and lengths share one
    build per kernel, dtype and tile -- a model never recompiles per batch."""
    for dtype in DTYPES.values():
        launches = []
        for T, B in ((1, 1), (16, 8), (37, 3), (1024, 2)):
            launches += [launch for _, launch in dynamicconv_launches(dtype, T=T, B=B)]
        tiles = sorted((launch.name, launch.meta.get("BLOCK_C", launch.meta.get("BLOCK_R")),
                        launch.meta.get("HEAD_TILE", False)) for launch in dedupe(launches))
        # forward and grad-x: a 32-channel tile within a head (head dim 32), a 64-channel
        # one within a head (64, 128) and one across heads (96); grad-weight: one build
        # for head dim 32, one for 64-128 (64-channel chunks)
        want = [(name, block, within) for name in ("_fwd_kernel", "_bwd_x_kernel")
                for block, within in ((32, True), (64, True), (64, False))]
        want += [("_bwd_w_kernel", 32, False), ("_bwd_w_kernel", 64, False)]
        assert tiles == sorted(want), tiles


def test_bpt_one_build_per_dtype_flags_and_head_dim_whatever_the_graph():
    """The node and edge counts live in the grid, and H is not specialized on, so
    every graph and head count shares one build per kernel, dtype, flags and
    head-dim tile (D = 96 and 128 both run as BLOCK_D = 128 and share one too)."""
    for dtype in DTYPES.values():
        launches = []
        for nodes, degree in ((1, 1), (37, 12), (1024, 40)):
            for D, H in ((64, 1), (64, 4), (64, 8), (64, 16), (96, 8), (128, 16)):
                launches += bpt_plans(dtype, D, H, True, True, nodes, degree)
        blocks = sorted((launch.name, launch.meta["BLOCK_D"]) for launch in dedupe(launches))
        assert blocks == sorted((name, block_d) for block_d in (64, 128)
                                for name in ("_fwd_kernel", "_bwd_query_kernel", "_bwd_key_kernel")), blocks


def test_compile_check_catches_out_of_range_block(compile_cache):
    """A tile beyond Triton's tensor size limit does not build: the test would fail."""
    x, out = stubs((4, 1, 8), (4, 1, 8))
    (w,) = stubs((4, 1, 2, 3))
    launch = dynamicconv.plan_forward(x, w, out, 1, "cuda")
    bad = launch._replace(meta=dict(launch.meta, BLOCK_T=1 << 21))
    with pytest.raises(Exception, match="numel|exceeds|too large|maximum"):
        build(bad, "sm_90", compile_cache)


def test_compile_check_catches_register_spills(compile_cache):
    """The previous CUDA tile (8 taps per iteration, a weight load per channel)
    spilled registers in the fp32 forward on sm_80 (measured: 255 registers, 24 B
    spilled each way)."""
    x, out = stubs((37, 3, 512), (37, 3, 512))
    (w,) = stubs((37, 3, 8, 15))
    launch = dynamicconv.plan_forward(x, w, out, 7, "cuda")
    old = launch._replace(meta=dict(launch.meta, BLOCK_K=8, HEAD_TILE=False))
    found = problems(build(old, "sm_80", compile_cache))
    assert any("spill" in p for p in found), found
