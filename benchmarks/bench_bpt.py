"""BP-Transformer benchmarks: one layer vs dense attention at long n; the model vs the
Transformer at sentence lengths; the dense/CSR crossover of the graph attention.

BP-Transformer (Ye et al., 2019). Three tables (one per mode):

``--model`` (sentence lengths): training target tokens/s (forward, loss, backward)
and greedy / beam decoding sentences/s of ``bpt_mt`` and stock fairseq
``transformer`` of the same dims (default 3+3 layers, d 256, ffn 1024, 4 heads,
shared embeddings, dropout and attention dropout 0.1), on the same synthetic
batch (32 x 40 tokens), built in one process and timed in interleaved rounds;
times are this thread's CPU time (min over rounds), so other jobs on a shared
machine hardly move them. Rows: ``bpt_mt`` (auto: dense path at these sizes),
``bpt_mt`` forced onto the sparse CSR op (``--bpt-attention-impl reference``).
The FLOP columns count the matmul arithmetic of one training step and one greedy
decode (``torch.utils.flop_counter``): their ratio is the speed ratio a system
would reach at the transformer's arithmetic efficiency.
Writes ``bench/results/bpt_model.json``.

``--crossover``: forward + backward of one graph-attention layer (the model's
:class:`~msfairseq.models.bpt.attention.BPTGraphAttention`) on a batch of about
``--crossover-tokens`` tokens, dense path vs the CSR op, per sentence length; the
crossover in nodes per block is what :data:`msfairseq.ops.bpt_attention.DENSE_MAX_NODES`
holds. Writes ``bench/results/bpt_crossover.json``.

Default mode: for each length n this times forward + backward
of one self-attention *layer* (q/k/v/out projections included, d=512, 8 heads,
batch 1) of

* ``bpt``: :class:`msfairseq.models.bpt.attention.BPTGraphAttention` over the n
  tokens and their span nodes, k=4, tree relative positions (the model's layer);
* ``dense``: the same projections with materialized ``softmax(QK^T/sqrt(D)) V``
  (what fairseq's MultiheadAttention computes when it returns weights);
* ``sdpa``: the same projections with PyTorch's fused
  ``scaled_dot_product_attention`` (no n x n tensor kept);

and records each one's peak memory (CUDA allocator stats, else the CPU
profiler's self allocations, in a separate run). It also reports
the graph size and the uncached graph build time. Prints a table, writes
``bench/results/bpt.json`` and, if matplotlib is installed, ``bench/results/bpt.png``.

    python -m benchmarks.bench_bpt               # n = 128 .. 8192
    python -m benchmarks.bench_bpt --quick       # n = 128, 512
    python -m benchmarks.bench_bpt --model --threads 1          # sentence lengths vs transformer
    python -m benchmarks.bench_bpt --crossover --threads 1      # dense vs CSR by node count
"""

import os
import sys
import time

import torch
import torch.nn.functional as F

from benchmarks import benchlib
from msfairseq.models.bpt.graph import batch_graph, live_graph, local_graph, num_live_spans
from msfairseq.models.bpt.attention import BPTGraphAttention


def model_flags(args):
    flags = ["--share-all-embeddings", "--dropout", "0.1", "--attention-dropout", "0.1"]
    for side in ("encoder", "decoder"):
        flags += [f"--{side}-layers", str(args.layers), f"--{side}-embed-dim", str(args.model_dim),
                  f"--{side}-ffn-embed-dim", str(args.ffn), f"--{side}-attention-heads", str(args.model_heads)]
    return flags


def bench_model(args):
    """Training and decoding throughput of bpt_mt vs transformer (see the module doc)."""
    from fairseq.sequence_generator import SequenceGenerator

    flags = model_flags(args)
    systems = [("transformer", "transformer", []), ("bpt_mt", "bpt_mt", []),
               ("bpt_mt (CSR op)", "bpt_mt", ["--bpt-attention-impl", "reference"])]
    entries = []
    for name, arch, extra in systems:
        task, model = benchlib.model_for(arch, flags + extra)
        entries.append({"name": name, "task": task, "model": model})
    sample = benchlib.synthetic_batch(entries[0]["task"], bsz=args.bsz, src_len=args.len, tgt_len=args.len)
    net, target = sample["net_input"], sample["target"]

    def train_step(model):
        def run():
            model.train()
            model.zero_grad(set_to_none=True)
            logits, _ = model(**net)
            F.cross_entropy(logits.view(-1, logits.size(-1)), target.view(-1), reduction="sum").backward()
        return run

    def decode(task, model, beam):
        gen = SequenceGenerator([model], task.target_dictionary, beam_size=beam, max_len_a=0,
                                max_len_b=args.len, min_len=args.len)

        def run():
            model.eval()
            with torch.no_grad():
                gen.forward(sample)
        return run

    measures = [("train tok/s", lambda e: train_step(e["model"]), sample["ntokens"]),
                ("greedy sent/s", lambda e: decode(e["task"], e["model"], 1), args.bsz),
                (f"beam{args.beam} sent/s", lambda e: decode(e["task"], e["model"], args.beam), args.bsz)]
    for e in entries:
        e["fns"] = [make(e) for _, make, _ in measures]
        e["secs"] = [[] for _ in measures]
        for fn in e["fns"]:
            fn()  # warm up: graphs, plans, allocator
    for _ in range(args.repeats):  # interleaved rounds: load changes hit every system alike
        for m in range(len(measures)):
            for e in entries:
                e["secs"][m].append(benchlib.timeit(e["fns"][m], repeats=1, warmup=0, cpu_time=True))
    from torch.utils.flop_counter import FlopCounterMode

    for e in entries:  # arithmetic of one training step / one greedy decode (matmuls, fwd + bwd)
        e["flops"] = []
        for fn in e["fns"][:2]:
            with FlopCounterMode(display=False) as counter:
                fn()
            e["flops"].append(counter.get_total_flops())
    rows = []
    base = entries[0]
    for e in entries:
        row = {"arch": e["name"]}
        for m, (label, _, count) in enumerate(measures):
            row[label] = count / min(e["secs"][m])
            row[label.split()[0] + " vs transformer"] = min(base["secs"][m]) / min(e["secs"][m])
        row["train GFLOP"], row["greedy GFLOP"] = (f / 1e9 for f in e["flops"])
        row["transformer FLOP / FLOP (train, greedy)"] = "{:.3f}, {:.3f}".format(
            *(b / f for b, f in zip(base["flops"], e["flops"])))
        rows.append(row)
    title = (f"bpt_mt vs transformer, CPU, {args.threads} thread(s), this thread's CPU time (min of "
             f"{args.repeats} interleaved rounds): {args.layers}+{args.layers} layers, d={args.model_dim}, "
             f"ffn={args.ffn}, {args.model_heads} heads, batch {args.bsz} x {args.len} tokens")
    table = benchlib.print_table(rows, title=title)
    benchlib.write_json("bpt_model", {"args": vars(args), "rows": rows, "table": table},
                        path=args.out)


def bench_crossover(args):
    """Dense path vs CSR op for one graph-attention layer, by nodes per block (see the module doc)."""
    device = "cuda" if torch.cuda.is_available() else "cpu"
    rows = []
    attn = {impl: BPTGraphAttention(args.dim, args.heads, args.k, clip=2, impl=impl).to(device)
            for impl in ("dense", "reference")}
    attn["reference"].load_state_dict(attn["dense"].state_dict())
    for n in [int(x) for x in args.crossover_lengths.split(",")]:
        bsz = max(1, args.crossover_tokens // n)
        S = num_live_spans(n, args.k)
        graph = batch_graph([n] * bsz, [0] * bsz, n, S, args.k, False, 2, device=device)
        x = torch.randn(bsz, n + S, args.dim, device=device)
        row = {"n": n, "nodes/block": n + S, "batch": bsz}
        fns = {}
        for impl, layer in attn.items():
            def run(layer=layer):
                layer.zero_grad(set_to_none=True)
                leaf = x.detach().requires_grad_(True)
                layer(leaf, graph, n).sum().backward()
            run()  # warm up (plans, dense layout)
            fns[impl] = run
        secs = {impl: [] for impl in fns}
        for _ in range(args.repeats):
            for impl, fn in fns.items():
                secs[impl].append(benchlib.timeit(fn, repeats=1, warmup=0, cpu_time=device == "cpu"))
        row["dense ms"], row["csr ms"] = (min(secs[i]) * 1e3 for i in ("dense", "reference"))
        row["csr / dense"] = row["csr ms"] / row["dense ms"]
        rows.append(row)
        print(f"n={n} done", file=sys.stderr, flush=True)
    title = (f"Graph attention layer fwd+bwd, dense path vs CSR op ({device}, {args.threads} thread(s), d={args.dim}, "
             f"H={args.heads}, k={args.k}, ~{args.crossover_tokens} tokens per batch; min of {args.repeats})")
    table = benchlib.print_table(rows, title=title)
    faster = [r["nodes/block"] for r in rows if r["csr / dense"] > 1.0]
    crossover = max(faster) if faster else None
    print(f"\ndense faster up to {crossover} nodes per block")
    benchlib.write_json("bpt_crossover", {"args": vars(args), "rows": rows, "dense_faster_up_to": crossover,
                                          "table": table}, path=args.out)


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
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib not installed: no plot (pip install 'msfairseq[plots]')")
        return None
    from analysis.plotting import bpt_scaling_figure, save

    fig, _ = bpt_scaling_figure(rows, "One BPT attention layer vs dense (d=512, 8 heads, k=4)")
    save(fig, path)
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
    parser.add_argument("--model", action="store_true",
                        help="sentence-length table: bpt_mt vs transformer training and decoding throughput")
    parser.add_argument("--layers", type=int, default=3, help="--model: encoder and decoder layers")
    parser.add_argument("--model-dim", type=int, default=256, help="--model: embedding dim")
    parser.add_argument("--ffn", type=int, default=1024, help="--model: FFN dim")
    parser.add_argument("--model-heads", type=int, default=4, help="--model: attention heads")
    parser.add_argument("--bsz", type=int, default=32, help="--model: sentences per batch")
    parser.add_argument("--len", type=int, default=40, help="--model: source and target length")
    parser.add_argument("--beam", type=int, default=5, help="--model: beam size of the beam-search column")
    parser.add_argument("--crossover", action="store_true",
                        help="dense path vs CSR op by nodes per block (what DENSE_MAX_NODES holds)")
    parser.add_argument("--crossover-lengths", default="16,32,64,80,96,112,128,192,256,512",
                        help="--crossover: sentence lengths n")
    parser.add_argument("--crossover-tokens", type=int, default=4096,
                        help="--crossover: tokens per batch (batch = this // n sentences)")
    parser.set_defaults(repeats=3)
    args = parser.parse_args()
    benchlib.setup(args)
    if args.quick and args.model:
        args.layers, args.model_dim, args.ffn, args.bsz, args.len, args.repeats = 1, 64, 128, 4, 12, 1
    if args.quick and args.crossover:
        args.crossover_lengths, args.crossover_tokens, args.repeats = "16,64", 256, 1
    if args.model:
        return bench_model(args)
    if args.crossover:
        return bench_crossover(args)
    lengths = [128, 512] if args.quick else [int(x) for x in args.lengths.split(",")]
    device = "cuda" if torch.cuda.is_available() else "cpu"
    attn = BPTGraphAttention(args.dim, args.heads, args.k, clip=2).to(device)

    rows = []
    for n in lengths:
        start = time.perf_counter()
        local_graph.cache_clear()
        live_graph.cache_clear()
        g = live_graph(n, args.k, False, 2)  # uncached build (full graph, then its live part)
        build_ms = (time.perf_counter() - start) * 1e3
        S = num_live_spans(n, args.k)
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
        row["bpt ms"], row["bpt MiB"] = measure(step(lambda h: attn(h[None], graph, n), x), args.repeats, 1)
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
