"""Benchmark the Triton kernels: how they build for A100/H100, and how fast they run on a GPU.

Part 1, builds (any machine with triton): every launch that
``tests/test_kernels_compile.py`` compiles -- dynamic convolution (MUSE, Zhao et
al. 2019) forward, grad-x and grad-weight; BPT sparse attention forward,
query-side and key-side backward -- built for sm_80 and sm_90; a table of
registers per thread, shared memory and spills from ``ptxas -v``. Builds are
cached with the test's (``.pytest_cache/d/gpu-compile``).

Part 2, timings (CUDA only; on a machine without one it says it skipped them):
for each length, each op's Triton kernel against its plain-PyTorch reference and
the dense alternative, forward and forward + backward, median of
``triton.testing.do_bench`` (CUDA events, L2 flushed between runs):

* dynamic convolution, ``T x B x C`` with ``H`` heads, kernel sizes K:
  ``triton`` / ``reference`` (:func:`dynamic_conv` forced to each path) /
  ``fairseq unfold`` (fairseq's ``unfold1d`` + ``bmm``: the unfold path of its
  ``DynamicConv1dTBC``, without the weight projection);
* BPT sparse attention (Ye et al., 2019) over the binary-partition graph of one
  sentence of n tokens (k = 4, tree relative-position bias): ``triton`` /
  ``reference`` (:func:`sparse_attention` forced to each path) / ``sdpa`` (dense
  ``scaled_dot_product_attention`` over the n tokens).

Achieved bandwidth = the bytes the op must move (read its inputs once, write its
outputs once; for sparse attention one k and one v row per edge, and in the
backward also one q and one output-gradient row per edge) / time, as a
fraction of the device's peak DRAM bandwidth (``triton.testing.get_dram_gbps``,
or ``--peak-gbps``). Prints Markdown tables and writes ``bench/results/kernels.json``.

    python -m benchmarks.bench_kernels                  # builds + (on CUDA) timings
    python -m benchmarks.bench_kernels --quick          # fewer lengths
    TRITON_INTERPRET=1 python -m benchmarks.bench_kernels --device cpu --quick --no-builds
        # smoke run of the timing code on CPU (interpreter: the times mean nothing)
"""

import os
import sys

import torch
import torch.nn.functional as F

from benchmarks import benchlib
from msfairseq.ops.bpt_attention import sparse_attention
from msfairseq.ops.dynamicconv import dynamic_conv, dynamic_conv_weights, select_impl
from msfairseq.optional import available, triton_interpreting

REPO = benchlib.REPO

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


# ---------------------------------------------------------------- part 1: builds

def build_rows():
    """One row per (kernel, dtype, tile, arch) the compile test builds."""
    from benchmarks import kernel_cases as cases
    from benchmarks.gpu_compile import ARCHS, build, problems

    cache = os.path.join(REPO, ".pytest_cache", "d", "gpu-compile")
    rows = []
    for op, (make, dtypes) in cases.OPS.items():
        for dtype in dtypes:
            for label, launch in cases.unique_launches(make, dtype):
                for arch in ARCHS:
                    result = build(launch, arch, cache)
                    found = problems(result, cases.allowed_spill(launch))
                    rows.append({"op": op, "shape": label, **result.row(),
                                 "max shared B": ARCHS[arch]["max_shared"], "ok": not found})
    return rows


def builds_skipped():
    """Why part 1 cannot run here (None if it can)."""
    if not available("triton"):
        return "triton is not installed"
    if triton_interpreting():
        return "TRITON_INTERPRET=1 is set (kernels are interpreter objects)"
    from benchmarks.gpu_compile import unsupported_reason

    return unsupported_reason()


# --------------------------------------------------------------- part 2: timings

class Timer:
    """``ms(fn)``: median milliseconds of ``fn()`` on the device (CUDA: do_bench)."""

    def __init__(self, device, repeats):
        self.device, self.repeats = device, repeats

    def ms(self, fn):
        if self.device == "cuda":
            import triton.testing

            return triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median")
        return benchlib.timeit(fn, repeats=self.repeats, warmup=1) * 1e3


def fwd_and_train(fn, inputs, grad_out):
    """``(forward, forward + backward)`` closures of ``fn(*inputs)``; gradients of
    the inputs that require them are dropped before each step."""
    def forward():
        with torch.no_grad():
            fn(*inputs)

    def train():
        for t in inputs:
            if isinstance(t, torch.Tensor):
                t.grad = None
        fn(*inputs).backward(grad_out)

    return forward, train


def measure(row, name, timer, fn, inputs, grad_out, fwd_bytes, train_bytes, peak_gbps, want=None):
    """Time ``fn`` (fwd, fwd+bwd) into ``row`` under ``name``; its error vs ``want``."""
    out = fn(*inputs).detach()
    if want is not None:
        row[f"{name} err"] = (out.float() - want.float()).abs().max().item()
    forward, train = fwd_and_train(fn, inputs, grad_out)
    for what, step, nbytes in (("fwd", forward, fwd_bytes), ("fwd+bwd", train, train_bytes)):
        ms = timer.ms(step)
        row[f"{name} {what} ms"] = ms
        if nbytes is not None:
            gbps = nbytes / ms / 1e6
            row[f"{name} {what} GB/s"] = gbps
            if peak_gbps:
                row[f"{name} {what} %peak"] = 100 * gbps / peak_gbps
    return out


def fairseq_unfold(x, weight, padding_l):
    """The unfold path of fairseq's ``DynamicConv1dTBC``, on normalized weights:
    ``T x B x C`` unfolded to ``(T*B*H) x R x K`` and one ``bmm``."""
    from fairseq.modules.unfold import unfold1d

    T, B, C = x.shape
    H, K = weight.shape[2], weight.shape[3]
    x_unfold = unfold1d(x, K, padding_l, 0.0).view(T * B * H, C // H, K)  # (T*B*H) x R x K
    return torch.bmm(x_unfold, weight.reshape(T * B * H, K, 1)).view(T, B, C)


def bench_dynamicconv(args, timer, dtype, peak_gbps):
    rows = []
    B, C, H = args.batch, args.channels, args.heads
    for T in args.lengths:
        for K in args.kernel_sizes:
            pad = K // 2
            g = torch.Generator(device=args.device).manual_seed(T * 100 + K)
            x = torch.randn(T, B, C, device=args.device, dtype=dtype, generator=g, requires_grad=True)
            logits = torch.randn(T, B, H, K, device=args.device, dtype=dtype, generator=g)
            w = dynamic_conv_weights(logits, True, 0.0, False).detach().requires_grad_(True)
            gy = torch.randn(T, B, C, device=args.device, dtype=dtype, generator=g)
            es = x.element_size()
            # read x, w; write out -- backward: read gy, x, w; write gx, gw
            fwd_bytes = es * (2 * T * B * C + T * B * H * K)
            train_bytes = fwd_bytes + es * (4 * T * B * C + 2 * T * B * H * K)
            row = {"T": T, "B": B, "C": C, "H": H, "K": K, "dtype": str(dtype).split(".")[-1],
                   "triton runs": select_impl(x, w, impl="triton") == "triton"}
            want = measure(row, "reference", timer, lambda x, w: dynamic_conv(x, w, pad, impl="reference"),
                           (x, w), gy, fwd_bytes, train_bytes, peak_gbps)
            measure(row, "triton", timer, lambda x, w: dynamic_conv(x, w, pad, impl="triton"),
                    (x, w), gy, fwd_bytes, train_bytes, peak_gbps, want)
            if T * B * C * K <= args.dense_max_elements:
                measure(row, "fairseq unfold", timer, lambda x, w: fairseq_unfold(x, w, pad),
                        (x, w), gy, fwd_bytes, train_bytes, peak_gbps, want)
            rows.append(row)
            print(f"dynamicconv T={T} K={K} {dtype} done", file=sys.stderr, flush=True)
    return rows


def bench_bpt(args, timer, dtype, peak_gbps):
    from benchmarks.bench_bpt_attention import bpt_graph

    from msfairseq.ops.bpt_attention import CSRPlan

    rows = []
    h, d = args.heads, args.head_dim
    for n in args.lengths:
        num_nodes, indptr, indices = bpt_graph(n, args.bpt_k)
        indptr, indices = indptr.to(args.device), indices.to(args.device)
        plan = CSRPlan(indptr, indices, num_nodes)  # the graph is fixed per n: built once, as the model does
        g = torch.Generator(device=args.device).manual_seed(n)
        q, k, v = (torch.randn(num_nodes, h, d, device=args.device, dtype=dtype, generator=g).requires_grad_(True)
                   for _ in range(3))
        bias = torch.randn(indices.numel(), h, device=args.device, dtype=dtype, generator=g).requires_grad_(True)
        go = torch.randn(num_nodes, h, d, device=args.device, dtype=dtype, generator=g)
        es, edges = q.element_size(), indices.numel()
        node_rows, edge_rows = num_nodes * h * d, edges * h * d  # elements of N or E rows of H x D
        # read q, one k and v row per edge, bias, indices; write out
        fwd_bytes = es * (2 * node_rows + 2 * edge_rows + edges * h) + 8 * edges
        # backward: read q and the output gradient, one k and v row per edge (query side)
        # and one q and output-gradient row per edge (key side), the bias, the graph and
        # its transpose (indices, edge ids); write dq, dk, dv, dbias
        train_bytes = fwd_bytes + es * (5 * node_rows + 4 * edge_rows + 2 * edges * h) + 24 * edges
        row = {"n": n, "nodes": num_nodes, "edges/n": edges / n, "H": h, "D": d,
               "dtype": str(dtype).split(".")[-1]}

        def op(impl):
            return lambda q, k, v, b: sparse_attention(q, k, v, indptr, indices, bias=b, impl=impl, plan=plan)

        inputs = (q, k, v, bias)
        want = measure(row, "reference", timer, op("reference"), inputs, go, fwd_bytes, train_bytes, peak_gbps)
        measure(row, "triton", timer, op("triton"), inputs, go, fwd_bytes, train_bytes, peak_gbps, want)
        # the n tokens only, 1 x H x n x D; read q, k, v, write out -- backward: read q, k,
        # v, out and its gradient, write dq, dk, dv
        tq, tk, tv = (t.detach()[:n].transpose(0, 1).unsqueeze(0).requires_grad_(True) for t in (q, k, v))
        measure(row, "sdpa", timer, F.scaled_dot_product_attention, (tq, tk, tv),
                go[:n].transpose(0, 1).unsqueeze(0), es * 4 * n * h * d, es * 12 * n * h * d, peak_gbps)
        rows.append(row)
        print(f"bpt n={n} {dtype} done", file=sys.stderr, flush=True)
    return rows


def add_ratios(rows, dense):
    """``<path> / triton`` time ratios (fwd+bwd) for the reference and the dense path."""
    for row in rows:
        for name in ("reference", dense):
            if f"{name} fwd+bwd ms" in row:
                row[f"{name} / triton"] = row[f"{name} fwd+bwd ms"] / row["triton fwd+bwd ms"]


def timing_columns(rows, keys, names, peak):
    """The table's columns: per pass, each path's ms, then its %peak (GB/s without a peak)."""
    cols = list(keys)
    rate = "%peak" if peak else "GB/s"
    for what in ("fwd", "fwd+bwd"):
        for unit in ("ms", rate):
            cols += [f"{n} {what} {unit}" for n in names if any(f"{n} {what} {unit}" in r for r in rows)]
    cols += [f"{n} / triton" for n in names[1:]]
    return cols + [f"{n} err" for n in names if any(f"{n} err" in r for r in rows)]


def timings_skipped(device):
    if device == "cuda" and not torch.cuda.is_available():
        return "no CUDA device (torch.cuda.is_available() is False)"
    if device == "cuda" and not available("triton"):
        return "triton is not installed"
    return None


def main():
    parser = benchlib.bench_argparser(__doc__)
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"],
                        help="where to time (cpu: a smoke run of this script, with TRITON_INTERPRET=1)")
    parser.add_argument("--dtypes", default="float32,float16,bfloat16", help="comma-separated")
    parser.add_argument("--lengths", default=None, help="comma-separated lengths (T for the conv, n for BPT)")
    parser.add_argument("--batch", type=int, default=8, help="dynamic conv batch size B")
    parser.add_argument("--channels", type=int, default=512, help="dynamic conv channels C")
    parser.add_argument("--heads", type=int, default=8, help="heads (both ops)")
    parser.add_argument("--kernel-sizes", default="7,31", help="dynamic conv kernel sizes")
    parser.add_argument("--head-dim", type=int, default=64, help="BPT dimension per head")
    parser.add_argument("--bpt-k", type=int, default=4, help="BPT k (nodes per level and side)")
    parser.add_argument("--dense-max-elements", type=int, default=2**30,
                        help="skip fairseq's unfold where its T*B*C*K unfolded input is larger")
    parser.add_argument("--peak-gbps", type=float, default=None,
                        help="the device's peak DRAM bandwidth (default: from the driver)")
    parser.add_argument("--no-builds", action="store_true", help="skip part 1 (sm_80/sm_90 builds)")
    parser.add_argument("--no-timings", action="store_true", help="skip part 2 (GPU timings)")
    parser.add_argument("--no-head-tile", action="store_true",
                        help="time the convolution as before the head-tile change: one weight load "
                             "per channel and tap (HEAD_TILE off), for an A/B on the same machine")
    args = parser.parse_args()
    benchlib.setup(args)
    if args.no_head_tile:
        from msfairseq.ops.dynamicconv import triton as dynamicconv_triton

        dynamicconv_triton.head_tile = lambda R, block_c: False
    quick = "16,64" if args.device == "cpu" else "256,1024"
    default = "16,64,256" if args.device == "cpu" else "256,1024,4096,16384"
    args.lengths = [int(n) for n in (args.lengths or (quick if args.quick else default)).split(",")]
    args.kernel_sizes = [int(k) for k in args.kernel_sizes.split(",")]
    payload = {"args": vars(args)}

    why = "--no-builds" if args.no_builds else builds_skipped()
    if why:
        print(f"sm_80/sm_90 builds skipped: {why}", flush=True)
        payload["builds_skipped"] = why
    else:
        rows = build_rows()
        cols = ["op", "shape", "kernel", "dtype", "arch", "constexprs", "num_warps", "registers", "spill B",
                "stack B", "shared B", "max shared B", "ok"]
        benchlib.print_table(rows, cols, title="Triton kernels built for sm_80 / sm_90 (ptxas -v)")
        payload["builds"] = rows

    why = "--no-timings" if args.no_timings else timings_skipped(args.device)
    if why:
        print(f"GPU timings skipped: {why}", flush=True)
        payload["timings_skipped"] = why
    else:
        if args.device == "cuda":
            import triton.testing

            peak = args.peak_gbps or triton.testing.get_dram_gbps()
        else:
            peak = args.peak_gbps
        timer = Timer(args.device, args.repeats)
        conv, bpt = [], []
        for name in args.dtypes.split(","):
            conv += bench_dynamicconv(args, timer, DTYPES[name], peak)
            bpt += bench_bpt(args, timer, DTYPES[name], peak)
        device = torch.cuda.get_device_name() if args.device == "cuda" else "cpu (smoke run)"
        peak_text = f"peak {peak:,.0f} GB/s" if peak else "peak unknown"
        names = ["triton", "reference", "fairseq unfold"]
        add_ratios(conv, names[-1])
        cols = timing_columns(conv, ["T", "B", "C", "H", "K", "dtype", "triton runs"], names, peak)
        tile = ", HEAD_TILE off" if args.no_head_tile else ""
        benchlib.print_table(conv, cols, title=f"dynamic convolution on {device} ({peak_text}{tile}), "
                             "median ms; x / triton: fwd+bwd time ratio")
        names = ["triton", "reference", "sdpa"]
        add_ratios(bpt, names[-1])
        cols = timing_columns(bpt, ["n", "nodes", "edges/n", "H", "D", "dtype"], names, peak)
        benchlib.print_table(bpt, cols, title=f"BPT sparse attention on {device} ({peak_text}), "
                             "median ms; x / triton: fwd+bwd time ratio")
        payload.update({"device": device, "peak_gbps": peak, "dynamicconv": conv, "bpt_attention": bpt})
    benchlib.write_json("kernels", payload, args.out)


if __name__ == "__main__":
    main()
