"""Benchmark one BP-Transformer attention layer against dense attention (time, peak memory).

BP-Transformer (Ye et al., 2019). For each length n this times forward + backward
of one self-attention *layer* (q/k/v/out projections included, d=512, 8 heads,
batch 1) of

* ``bpt``: :class:`msfairseq.modules.bpt_layers.BPTGraphAttention` over the n
  tokens and their span nodes, k=4, tree relative positions (the model's layer);
* ``dense``: the same projections with materialized ``softmax(QK^T/sqrt(D)) V``
  (what fairseq's MultiheadAttention computes when it returns weights);
* ``sdpa``: the same projections with PyTorch's fused
  ``scaled_dot_product_attention`` (no n x n tensor kept);

and records each one's peak memory (CUDA allocator stats, else the CPU
profiler's self allocations, in a separate run). It also reports
the graph size and the uncached graph build time. Prints a table, writes
``bench/results/bpt.json`` and, if matplotlib is installed, ``bench/results/bpt.png``.

    python scripts/bench_bpt.py               # n = 128 .. 8192
    python scripts/bench_bpt.py --quick       # n = 128, 512
"""

import os
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import benchlib  # noqa: E402
from msfairseq.modules.bpt_graph import batch_graph, local_graph, num_spans  # noqa: E402
from msfairseq.modules.bpt_layers import BPTGraphAttention  # noqa: E402


def dense_layer(attn, x, fused):
    """Dense self-attention with ``attn``'s projections. x: ``n x C`` -> ``n x C``."""
    n, c = x.shape
    h, d = attn.num_heads, attn.head_dim
    q, k, v = (p(x).view(n, h, d).transpose(0, 1) for p in (attn.q_proj, attn.k_proj, attn.v_proj))  # H x n x D
    if fused:
        out = F.scaled_dot_product_attention(q, k, v)
    else:
        out = torch.softmax(torch.matmul(q, k.transpose(1, 2)) * attn.scaling, -1) @ v  # H x n x D
    return attn.out_proj(out.transpose(0, 1).reshape(n, c))


def measure(fn, repeats, warmup):
    """(ms, MiB): median time of ``repeats`` runs after ``warmup``, then one profiled run for memory."""
    seconds = benchlib.timeit(fn, repeats=repeats, warmup=warmup)
    return seconds * 1e3, benchlib.peak_memory(fn) / 2**20


def plot(rows, path):
    import logging

    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    try:
        import matplotlib
    except ImportError:
        print("matplotlib not installed: no plot (pip install 'msfairseq[plots]')")
        return None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ns = [r["n"] for r in rows]
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    for name in ("bpt", "dense", "sdpa"):
        ax1.plot(ns, [r[f"{name} ms"] for r in rows], marker="o", label=name)
        ax2.plot(ns, [r[f"{name} MiB"] for r in rows], marker="o", label=name)
    for ax, label in ((ax1, "fwd+bwd time (ms)"), (ax2, "peak memory (MiB)")):
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("sequence length n")
        ax.set_ylabel(label)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend()
    fig.suptitle("One BPT attention layer vs dense (d=512, 8 heads, k=4)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    print(f"wrote {path}")
    return path


def main():
    parser = benchlib.bench_argparser(__doc__)
    parser.add_argument("--lengths", default="128,256,512,1024,2048,4096,8192", help="comma-separated n")
    parser.add_argument("--k", type=int, default=4, help="BPT k (contextual nodes per level and side)")
    parser.add_argument("--dim", type=int, default=512, help="model dimension")
    parser.add_argument("--heads", type=int, default=8, help="attention heads")
    parser.add_argument("--single-run-from", type=int, default=2048,
                        help="from this n on, time the dense baselines once without warmup (keeps the "
                             "script short); BPT always gets one warmup and --repeats runs")
    parser.set_defaults(repeats=3)
    args = parser.parse_args()
    benchlib.setup(args)
    lengths = [128, 512] if args.quick else [int(x) for x in args.lengths.split(",")]
    device = "cuda" if torch.cuda.is_available() else "cpu"
    attn = BPTGraphAttention(args.dim, args.heads, args.k, clip=2).to(device)

    rows = []
    for n in lengths:
        start = time.perf_counter()
        g = local_graph.__wrapped__(n, args.k, False, 2)  # uncached build
        build_ms = (time.perf_counter() - start) * 1e3
        S = num_spans(n)
        graph = batch_graph([n], [0], n, S, args.k, False, 2, device=device)
        x = torch.randn(n + S, args.dim, device=device)  # tokens, then spans
        # BPT is cheap enough to always warm up (its first call on a new graph also builds the
        # graph's cached CSRPlan buckets, reused by every later layer and step); the dense
        # baselines are timed once without warmup from --single-run-from on
        dense_repeats, dense_warmup = (1, 0) if n >= args.single_run_from else (args.repeats, 1)

        def step(f, inp):
            def run():
                attn.zero_grad(set_to_none=True)
                leaf = inp.detach().requires_grad_(True)
                f(leaf).sum().backward()
            return run

        row = {"n": n, "edges": g.num_edges, "edges/token": g.num_edges / n, "build ms": build_ms}
        row["bpt ms"], row["bpt MiB"] = measure(step(lambda h: attn(h, graph), x), args.repeats, 1)
        row["dense ms"], row["dense MiB"] = measure(step(lambda h: dense_layer(attn, h, False), x[:n]),
                                                    dense_repeats, dense_warmup)
        row["sdpa ms"], row["sdpa MiB"] = measure(step(lambda h: dense_layer(attn, h, True), x[:n]),
                                                  dense_repeats, dense_warmup)
        row["speedup vs dense"] = row["dense ms"] / row["bpt ms"]
        row["mem saving vs dense"] = row["dense MiB"] / max(row["bpt MiB"], 1e-9)
        rows.append(row)
        print(f"n={n} done", file=sys.stderr, flush=True)

    title = (f"One BPT attention layer vs dense (fwd+bwd, d={args.dim}, H={args.heads}, k={args.k}, "
             f"{device}, {args.threads} threads)")
    table = benchlib.print_table(rows, title=title)
    crossover = next((r["n"] for r in rows if r["speedup vs dense"] > 1.0), None)
    mem_crossover = next((r["n"] for r in rows if r["mem saving vs dense"] > 1.0), None)
    print(f"\ncrossover: BPT faster than dense from n = {crossover}; less memory from n = {mem_crossover}")
    path = benchlib.write_json("bpt", {"args": vars(args), "rows": rows, "crossover_n": crossover,
                                       "memory_crossover_n": mem_crossover, "table": table}, path=args.out)
    plot(rows, os.path.splitext(path)[0] + ".png")


if __name__ == "__main__":
    main()
