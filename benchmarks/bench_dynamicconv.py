"""Benchmark msfairseq's dynamic convolution against fairseq's ``DynamicConv1dTBC``.

Dynamic convolution (Wu et al., ICLR 2019), the convolution branch of MUSE
(Zhao et al., 2019). For each shape ``(T, B, C, K)`` (time-first, ``H`` heads)
both sides get the same input and the same kernel projection, and compute

    out = DynamicConv(x) = conv(x, softmax(Linear(x)).view(T, B, H, K))

* ``ours``: ``Linear`` + :func:`dynamic_conv_weights` + :func:`dynamic_conv`
  with the dispatcher's choice (on CPU: the plain-PyTorch reference path);
* ``fs unfold`` / ``fs band``: fairseq's ``DynamicConv1dTBC`` forced to its
  unfold path / band-matrix path (fairseq itself picks band for ``T <= 512``).

Times a forward under ``no_grad`` and a forward + backward (training step),
median of ``--repeats`` (wall clock, ``benchmarks/benchlib.py``; or the fastest
run in thread CPU time with ``--cpu-time``); checks that the
outputs agree. On a CUDA machine it also times the Triton kernel against the
reference path on the GPU. Prints a Markdown table and writes
``bench/results/dynamicconv.json``.

    python -m benchmarks.bench_dynamicconv                # 7 shapes, ~1 minute
    python -m benchmarks.bench_dynamicconv --quick        # 2 shapes
    python -m benchmarks.bench_dynamicconv --threads 1 --cpu-time --repeats 9   # on a busy machine
"""

import functools

import torch

from benchmarks import benchlib
from msfairseq.ops.dynamicconv import (
    dynamic_conv,
    dynamic_conv_weights,
    select_impl,
)

# (T, B, C, K, padding); H = 4 heads. Encoder padding K//2 unless noted.
SHAPES = [
    (20, 32, 256, 3, "enc"),
    (40, 16, 384, 7, "enc"),
    (40, 16, 384, 15, "enc"),
    (100, 8, 384, 31, "dec"),
    (300, 4, 384, 15, "enc"),
    (600, 4, 384, 3, "dec"),
    (1000, 2, 256, 31, "enc"),
]
QUICK = SHAPES[:2]
HEADS = 4


def _ms(seconds):
    return round(seconds * 1e3, 3)


def _sync(device):
    if device == "cuda":
        torch.cuda.synchronize()


def bench_shape(T, B, C, K, kind, repeats, device="cpu", dtype=torch.float32,
                timer=benchlib.timeit):
    """One table row: times (ms) of ours and fairseq's two paths, fwd and fwd+bwd."""
    from fairseq.modules.dynamic_convolution import DynamicConv1dTBC

    pad = K // 2 if kind == "enc" else K - 1
    fs = DynamicConv1dTBC(C, K, padding_l=pad, num_heads=HEADS, weight_softmax=True)
    fs = fs.to(device, dtype).train()
    x = torch.randn(T, B, C, device=device, dtype=dtype, requires_grad=True)

    def ours(impl=None):
        logits = fs.weight_linear(x).view(T, B, HEADS, K)  # T x B x H x K
        w = dynamic_conv_weights(logits, True, 0.0, fs.training)
        return dynamic_conv(x, w, pad, impl=impl)

    paths = {"ours": ours, "fs unfold": lambda: fs(x, unfold=True),
             "fs band": lambda: fs(x, unfold=False)}
    if device == "cuda":  # GPU: the Triton kernel vs the plain-PyTorch reference
        paths = {"ours": ours, "ours reference": lambda: ours("reference"),
                 "fs unfold": paths["fs unfold"], "fs band": paths["fs band"]}

    want = fs(x, unfold=True).detach()
    path = select_impl(x, x.new_empty(T, B, HEADS, K))
    row = {"T": T, "B": B, "C": C, "K": K, "pad": pad, "ours path": path}
    for name, fn in paths.items():
        err = (fn().detach() - want).abs().max().item()
        if err > (1e-4 if dtype == torch.float32 else 1e-1):
            raise AssertionError(f"{name} differs from fairseq by {err:.3g} at T={T} K={K}")

        def fwd(fn=fn):
            with torch.no_grad():
                fn()
            _sync(device)

        def fwd_bwd(fn=fn):
            fs.zero_grad(set_to_none=True)
            x.grad = None
            fn().sum().backward()
            _sync(device)

        row[f"{name} fwd ms"] = _ms(timer(fwd, repeats))
        row[f"{name} fwd+bwd ms"] = _ms(timer(fwd_bwd, repeats))
    best_fs = min(row["fs unfold fwd+bwd ms"], row["fs band fwd+bwd ms"])
    row["fs best / ours (fwd+bwd)"] = round(best_fs / row["ours fwd+bwd ms"], 2)
    best_fs = min(row["fs unfold fwd ms"], row["fs band fwd ms"])
    row["fs best / ours (fwd)"] = round(best_fs / row["ours fwd ms"], 2)
    return row


def main():
    parser = benchlib.bench_argparser(__doc__, cpu_time=True)
    parser.add_argument("--device", default="cpu", choices=["cpu", "cuda"],
                        help="where to run (cuda adds the Triton kernel's timings)")
    parser.add_argument("--dtype", default="float32", choices=["float32", "float16", "bfloat16"])
    args = benchlib.parse_args(parser)
    if args.cpu_time and args.device != "cpu":
        parser.error("--cpu-time needs --device cpu (a GPU's time is not this thread's)")
    benchlib.setup(args)
    timer = functools.partial(benchlib.timeit, cpu_time=args.cpu_time)
    dtype = getattr(torch, args.dtype)
    rows = [bench_shape(*shape, repeats=args.repeats, device=args.device, dtype=dtype, timer=timer)
            for shape in (QUICK if args.quick else SHAPES)]
    cols = ["T", "B", "C", "K", "pad", "ours path"]
    names = ["ours"] + (["ours reference"] if args.device == "cuda" else [])
    names += ["fs unfold", "fs band"]
    cols += [f"{n} fwd ms" for n in names] + [f"{n} fwd+bwd ms" for n in names]
    cols += ["fs best / ours (fwd)", "fs best / ours (fwd+bwd)"]
    clock = "thread CPU time, min" if args.cpu_time else "wall clock, median"
    title = (f"dynamic convolution, {args.device} {args.dtype}, H={HEADS}, "
             f"{args.threads} threads, {clock} of {args.repeats}")
    benchlib.print_table(rows, cols, title=title)
    benchlib.write_json("dynamicconv", {"args": vars(args), "heads": HEADS, "rows": rows}, args.out)


if __name__ == "__main__":
    main()
