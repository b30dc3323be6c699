"""Every Triton kernel builds for A100 (sm_80) and H100 (sm_90), on a machine without a GPU.

The kernels' launches are planned by the ops' own functions (for dynamic
convolution -- the convolution branch of MUSE, Zhao et al. 2019 --
``plan_forward`` / ``plan_backward`` in ``msfairseq/ops/dynamicconv/triton.py``),
called here with tensor stand-ins over the shapes the models use; every distinct
specialization they produce is compiled for both GPUs in fp32, fp16 and bf16
(``tests/gpu_compile.py``), and must fit: shared memory within the device limit,
no register spills (``ptxas -v``). Numerics are tested elsewhere, in the
interpreter (``tests/test_*_triton.py``).

Compiled kernels are cached in pytest's cache directory (``.pytest_cache/d/gpu-compile``),
so a rerun takes seconds. ``scripts/bench_kernels.py`` prints the table of registers
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

from msfairseq.ops.dynamicconv import triton as dynamicconv  # noqa: E402

# Triton 3.9 warns on every build that its FP-fusion default will change; the
# kernels are built as a launch on the GPU would build them, with today's default.
pytestmark = pytest.mark.filterwarnings("ignore:TRITON_DEFAULT_FP_FUSION")

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


# op -> (function of dtype -> [(label, Launch)], the dtypes to build it for)
OPS = {
    "dynamicconv": (dynamicconv_launches, ("fp32", "fp16", "bf16")),
    "dynamicconv-awkward": (dynamicconv_awkward_launches, ("fp16",)),
}
# kernel name -> spill bytes accepted, with the measured reason (none so far)
ALLOWED_SPILLS = {}


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
                    cases.append(pytest.param(launch, arch, id=f"{launch.name}-{dtype}-{label}-{blocks}-{arch}"))
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
    found = problems(result, ALLOWED_SPILLS.get(launch.name, 0))
    assert not found, f"{launch.name} on {arch}: {found}\n{result.ptxas_log}"


def test_one_build_per_dtype_and_tile_whatever_the_shape():
    """T, B, K and the padding do not enter the compiled kernel (they are not
    specialized on): all kernel sizes 3..65, paddings and lengths share one
    build per kernel, dtype and tile -- a model never recompiles per batch."""
    for dtype in DTYPES.values():
        launches = []
        for T, B in ((1, 1), (16, 8), (37, 3), (1024, 2)):
            launches += [launch for _, launch in dynamicconv_launches(dtype, T=T, B=B)]
        names = sorted(launch.name for launch in dedupe(launches))
        # grad-weight: one build for head dim 32, one for 64-128 (64-channel chunks)
        assert names == ["_bwd_w_kernel", "_bwd_w_kernel", "_bwd_x_kernel", "_fwd_kernel"], names


def test_compile_check_catches_out_of_range_block(compile_cache):
    """A tile beyond Triton's tensor size limit does not build: the test would fail."""
    x, out = stubs((4, 1, 8), (4, 1, 8))
    (w,) = stubs((4, 1, 2, 3))
    launch = dynamicconv.plan_forward(x, w, out, 1, "cuda")
    bad = launch._replace(meta=dict(launch.meta, BLOCK_T=1 << 21))
    with pytest.raises(Exception, match="numel|exceeds|too large|maximum"):
        build(bad, "sm_90", compile_cache)


def test_compile_check_catches_register_spills(compile_cache):
    """The previous CUDA tile (8 taps per iteration) spilled registers in the
    fp32 forward on sm_80 (measured: 255 registers, 24 B spilled each way)."""
    x, out = stubs((37, 3, 512), (37, 3, 512))
    (w,) = stubs((37, 3, 8, 15))
    launch = dynamicconv.plan_forward(x, w, out, 7, "cuda")
    old = launch._replace(meta=dict(launch.meta, BLOCK_K=8))
    found = problems(build(old, "sm_80", compile_cache))
    assert any("spill" in p for p in found), found
