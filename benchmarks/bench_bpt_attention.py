"""Benchmark the BPT sparse attention op against dense attention (time and peak memory).

BP-Transformer (Ye et al., 2019): every node attends along the O(k n log(n/k))
edges of the binary-partition graph. For each length n this times one attention
call (forward + backward, or forward only with --no-backward) of

* ``sparse``: :func:`msfairseq.ops.bpt_attention.sparse_attention` over the BPT
  graph of one sentence (tokens + span nodes, tree relative-position bias), with
  the graph's :class:`~msfairseq.ops.bpt_attention.CSRPlan` built once outside the
  timing, as the model caches it (``--no-plan``: rebuilt every call);
* ``dense masked``: ``scaled_dot_product_attention`` over the same node rows with
  the equivalent dense boolean mask (same output, dense cost);
* ``sdpa``: unmasked ``scaled_dot_product_attention`` over the n tokens only --
  plain Transformer self-attention with PyTorch's fused (flash) kernel;
* ``math``: the same, written out as ``softmax(q k^T) v`` with the ``n x n``
  weights materialized, as fairseq's ``MultiheadAttention`` computes it;

and records the peak memory of each (CUDA allocator stats; on CPU the
profiler's allocation events summed in time order). Prints a Markdown table and
writes ``bench/results/bpt_attention.json``.

    python -m benchmarks.bench_bpt_attention                 # n = 128 .. 8192
    python -m benchmarks.bench_bpt_attention --quick         # n = 128, 512
"""

import sys

import torch
import torch.nn.functional as F

from benchmarks import benchlib
from msfairseq.ops.bpt_attention import CSRPlan, sparse_attention


def bpt_graph(n, k):
    """(num_nodes, indptr, indices) of one sentence: the model's builder if present."""
    try:
        from msfairseq.models.bpt.graph import local_graph
    except ImportError:
        return windowed_strided_graph(n, k)
    g = local_graph(n, k)
    return g.num_nodes, g.indptr, g.indices


def windowed_strided_graph(n, k):
    """Fallback: token i sees i +- m * 2**l for m = 1..k at every scale l (and itself)."""
    i = torch.arange(n)
    offs = [0]
    stride = 1
    while stride < n:
        offs += [s * m * stride for m in range(1, k + 1) for s in (-1, 1)]
        stride *= 2
    keys = i[:, None] + torch.tensor(offs)[None, :]  # n x M
    keys = torch.sort(keys, dim=1).values
    keep = (keys >= 0) & (keys < n)
    keep[:, 1:] &= keys[:, 1:] != keys[:, :-1]  # drop duplicates
    indptr = torch.zeros(n + 1, dtype=torch.long)
    torch.cumsum(keep.sum(1), 0, out=indptr[1:])
    return n, indptr, keys[keep]


def dense_mask(indptr, indices, num_nodes):
    rows = torch.repeat_interleave(torch.arange(num_nodes), indptr[1:] - indptr[:-1])
    mask = torch.zeros(num_nodes, num_nodes, dtype=torch.bool)
    mask[rows, indices] = True
    return mask


def measure(fn, repeats):
    seconds = benchlib.timeit(fn, repeats=repeats, warmup=1)
    return seconds * 1e3, benchlib.peak_memory(fn) / 2**20


def math_attention(q, k, v):
    """``softmax(q k^T / sqrt(D)) v`` with the weights materialized (fairseq-style)."""
    weights = torch.softmax(torch.matmul(q, k.transpose(-1, -2)) * q.shape[-1] ** -0.5, dim=-1)
    return torch.matmul(weights, v)


def main():
    parser = benchlib.bench_argparser(__doc__)
    parser.add_argument("--lengths", default="128,256,512,1024,2048,4096,8192", help="comma-separated n")
    parser.add_argument("--k", type=int, default=4, help="BPT k (nodes per level and side)")
    parser.add_argument("--heads", type=int, default=8, help="attention heads")
    parser.add_argument("--head-dim", type=int, default=64, help="dimension per head")
    parser.add_argument("--dense-max-n", type=int, default=4096,
                        help="skip the math and masked dense baselines above this n (n^2 memory)")
    parser.add_argument("--impl", default=None, choices=["reference", "triton"],
                        help="force the sparse path (default: dispatch)")
    parser.add_argument("--no-backward", action="store_true", help="time the forward pass only")
    parser.add_argument("--no-plan", action="store_true",
                        help="no cached CSRPlan: recompute the graph's transpose and buckets every call")
    parser.set_defaults(repeats=3)
    args = parser.parse_args()
    benchlib.setup(args)
    lengths = [128, 512] if args.quick else [int(x) for x in args.lengths.split(",")]
    device = "cuda" if torch.cuda.is_available() else "cpu"
    h, d, backward = args.heads, args.head_dim, not args.no_backward

    def run(f, *inputs):
        def step():
            leaves = [t.detach().requires_grad_(backward) for t in inputs]
            out = f(*leaves)
            if backward:
                out.sum().backward()
        return step

    rows = []
    for n in lengths:
        num_nodes, indptr, indices = bpt_graph(n, args.k)
        indptr, indices = indptr.to(device), indices.to(device)
        g = torch.Generator(device=device).manual_seed(n)
        q, k, v = (torch.randn(num_nodes, h, d, generator=g, device=device) for _ in range(3))
        bias = torch.randn(indices.numel(), h, generator=g, device=device)
        row = {"n": n, "nodes": num_nodes, "edges": indices.numel(), "edges/n": indices.numel() / n}

        # the graph is fixed per n (the model caches it): its transpose and buckets are reused
        plan = None if args.no_plan else CSRPlan(indptr, indices, num_nodes)
        sparse = run(lambda q, k, v, b: sparse_attention(q, k, v, indptr, indices, bias=b, impl=args.impl, plan=plan),
                     q, k, v, bias)
        row["sparse ms"], row["sparse MiB"] = measure(sparse, args.repeats)

        tq, tk, tv = (t[:n].transpose(0, 1).unsqueeze(0) for t in (q, k, v))  # 1 x H x n x D
        sdpa = run(lambda q, k, v: F.scaled_dot_product_attention(q, k, v), tq, tk, tv)
        row["sdpa ms"], row["sdpa MiB"] = measure(sdpa, args.repeats)
        row["speedup vs sdpa"] = row["sdpa ms"] / row["sparse ms"]

        if n <= args.dense_max_n:
            row["math ms"], row["math MiB"] = measure(run(math_attention, tq, tk, tv), args.repeats)
            row["speedup vs math"] = row["math ms"] / row["sparse ms"]
            row["math MiB / sparse MiB"] = row["math MiB"] / max(row["sparse MiB"], 1e-9)
            mask = dense_mask(indptr.cpu(), indices.cpu(), num_nodes).to(device)
            nq, nk, nv = (t.transpose(0, 1).unsqueeze(0) for t in (q, k, v))  # 1 x H x N x D
            masked = run(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=mask), nq, nk, nv)
            row["masked ms"], row["masked MiB"] = measure(masked, args.repeats)
            del mask
        rows.append(row)
        print(f"n={n} done", file=sys.stderr, flush=True)

    what = "fwd+bwd" if backward else "fwd"
    title = f"BPT sparse attention vs dense ({what}, k={args.k}, H={h}, D={d}, {device}, {args.threads} threads)"
    columns = ["n", "edges/n", "sparse ms", "sparse MiB", "sdpa ms", "sdpa MiB", "math ms", "math MiB",
               "masked ms", "masked MiB", "speedup vs sdpa", "speedup vs math", "math MiB / sparse MiB"]
    table = benchlib.print_table(rows, columns=columns, title=title)
    crossover = {
        base: next((r["n"] for r in rows if r.get(f"speedup vs {base}", 0) > 1.0), None) for base in ("sdpa", "math")
    }
    print(f"\nfirst n where sparse is faster (among the lengths run): {crossover}")
    benchlib.write_json("bpt_attention", {"args": vars(args), "rows": rows, "crossover_n": crossover, "table": table},
                        path=args.out)


if __name__ == "__main__":
    main()
