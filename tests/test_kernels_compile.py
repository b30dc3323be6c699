"""Every Triton kernel builds for A100 (sm_80) and H100 (sm_90), on a machine without a GPU.

The kernels' launches are planned by the ops' own functions -- ``plan_forward`` /
``plan_backward`` in ``msfairseq/ops/dynamicconv/triton.py`` (dynamic convolution,
the convolution branch of MUSE, Zhao et al. 2019) and in
``msfairseq/ops/bpt_attention/triton.py`` (BP-Transformer sparse attention, Ye et
al. 2019) -- called here with tensor stand-ins over the shapes the models use; every distinct
specialization they produce is compiled for both GPUs in fp32, fp16 and bf16
(``benchmarks/gpu_compile.py``; the cases: ``benchmarks/kernel_cases.py``), and must fit: shared memory within the device limit,
no register spills (``ptxas -v``). Numerics are tested elsewhere, in the
interpreter (``tests/test_*_triton.py``).

Compiled kernels are cached in pytest's cache directory (``.pytest_cache/d/gpu-compile``),
so a rerun takes seconds. ``benchmarks/bench_kernels.py`` prints the table of registers
and shared memory per kernel for these same cases (docs/kernels.md).

To add an op: see ``benchmarks/kernel_cases.py``.
"""

import pytest

from msfairseq.optional import triton_interpreting

triton = pytest.importorskip("triton")
if triton_interpreting():
    pytest.skip("TRITON_INTERPRET=1 turns @triton.jit kernels into interpreter objects, which "
                "cannot be compiled; run this file without it", allow_module_level=True)

from benchmarks.gpu_compile import ARCHS, build, dedupe, problems, stubs, unsupported_reason  # noqa: E402

if unsupported_reason():
    pytest.skip(unsupported_reason(), allow_module_level=True)

from benchmarks.kernel_cases import (DTYPES, OPS, allowed_spill, bpt_plans,  # noqa: E402
                                     dynamicconv_launches, unique_launches)
from msfairseq.ops.dynamicconv import triton as dynamicconv  # noqa: E402

# Triton 3.9 warns on every build that its FP-fusion default will change; the
# kernels are built as a launch on the GPU would build them, with today's default.
pytestmark = [pytest.mark.kernels, pytest.mark.filterwarnings("ignore:TRITON_DEFAULT_FP_FUSION")]

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
