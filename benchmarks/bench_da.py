"""DA-Transformer vs Transformer: CPU training throughput, and the attention paths.

DA-Transformer (Wu et al., *DA-Transformer: Distance-aware Transformer*,
NAACL 2021). Two tables:

* training: target tokens/s of one forward + loss + backward step of
  ``da_transformer`` and stock fairseq ``transformer`` of the same dims, built in
  the same process, timed in interleaved rounds on the same synthetic batch;
  the ratio to the transformer is the goal metric (>= 0.9);
* attention op, inference: the dense path vs compiled FlexAttention
  (``score_mod``) at several lengths -- the data behind the dispatch's ``auto``
  choice (``--flex``; compiling takes a while on CPU).

Prints Markdown tables and writes ``bench/results/bench_da.json``.

    python -m benchmarks.bench_da                  # training table, about 1 min on 2 CPU cores
    python -m benchmarks.bench_da --flex           # plus the attention-op table (~3 min)
    python -m benchmarks.bench_da --layers 6 --dim 512 --ffn 2048 --heads 8 --repeats 5
    python -m benchmarks.bench_da --cpu-time       # on a busy machine: thread CPU time, fastest round
"""

import statistics

import torch

from benchmarks import benchlib


def dims(args):
    flags = []
    for side in ("encoder", "decoder"):
        flags += [f"--{side}-layers", str(args.layers), f"--{side}-embed-dim", str(args.dim),
                  f"--{side}-ffn-embed-dim", str(args.ffn),
                  f"--{side}-attention-heads", str(args.heads)]
    return flags + ["--dropout", "0.1", "--attention-dropout", "0.1"]


def bench_training(args):
    flags = dims(args)
    archs = [("transformer", []), ("da_transformer", []),
             ("da_transformer", ["--da-cross-attention"]),
             ("da_transformer", ["--no-token-positional-embeddings"])]  # the paper's model
    entries = []
    for arch, extra in archs:
        task, model = benchlib.model_for(arch, flags + extra)
        name = arch + (" " + " ".join(extra) if extra else "")
        entries.append({"name": name, "task": task, "model": model, "tok/s": []})
    sample = benchlib.synthetic_batch(entries[0]["task"], bsz=args.bsz, src_len=args.len,
                                      tgt_len=args.len)
    for r in range(args.repeats):  # interleaved: load changes hit every model alike
        for e in entries:
            e["tok/s"].append(benchlib.train_throughput(e["model"], sample, repeats=1,
                                                        warmup=int(r == 0), cpu_time=args.cpu_time))
    pick = max if args.cpu_time else statistics.median  # throughput: fastest round = max
    base = pick(entries[0]["tok/s"])
    rows = []
    for e in entries:
        tps = pick(e["tok/s"])
        rows.append({"arch": e["name"], "train tok/s": tps, "vs transformer": tps / base})
    return rows


def bench_attention(args):
    from msfairseq.ops.distance_attention import distance_attention_reference
    from msfairseq.ops.distance_attention import flex

    rows = []
    if not flex.available():
        return rows
    heads, head_dim = args.heads, args.dim // args.heads
    for length in [int(x) for x in args.flex_lengths.split(",")]:
        bsz = max(1, 4096 // length)
        q, k, v = (torch.randn(bsz, heads, length, head_dim) for _ in range(3))
        w, off = torch.randn(heads) * 0.1, torch.zeros(heads)
        pos = torch.arange(length)
        pad = torch.zeros(bsz, length, dtype=torch.bool)
        pad[0, : length // 4] = True
        with torch.no_grad():
            dense = benchlib.timeit(lambda: distance_attention_reference(
                q, k, v, w, off, pos, pos, pad), args.repeats, cpu_time=args.cpu_time)
            fx = benchlib.timeit(lambda: flex.distance_attention_flex(
                q, k, v, w, off, pos, pos, pad), args.repeats, warmup=2, cpu_time=args.cpu_time)
        rows.append({"length": length, "batch": bsz, "dense ms": dense * 1e3,
                     "flex ms": fx * 1e3, "flex speed-up": dense / fx})
    return rows


def main():
    parser = benchlib.bench_argparser(__doc__, cpu_time=True)
    parser.add_argument("--layers", type=int, default=2, help="encoder and decoder blocks")
    parser.add_argument("--dim", type=int, default=256, help="embedding dim")
    parser.add_argument("--ffn", type=int, default=1024, help="FFN dim")
    parser.add_argument("--heads", type=int, default=4, help="attention heads")
    parser.add_argument("--bsz", type=int, default=16, help="sentences per batch")
    parser.add_argument("--len", type=int, default=32, help="source and target length")
    parser.add_argument("--flex-lengths", default="64,256,1024",
                        help="sequence lengths of the attention-op table")
    parser.add_argument("--flex", action="store_true",
                        help="also time the attention op, dense vs compiled flex (compiles "
                             "once per length: adds a minute or more on CPU)")
    parser.set_defaults(repeats=9, threads=1)  # 1 thread: robust on a shared machine
    args = benchlib.parse_args(parser)
    if args.quick:
        args.layers, args.dim, args.ffn, args.bsz, args.len, args.repeats = 1, 64, 128, 4, 12, 1
        args.flex_lengths = "64"
    benchlib.setup(args)

    train_rows = bench_training(args)
    clock = "thread CPU time, fastest round" if args.cpu_time else "wall clock, median round"
    benchlib.print_table(train_rows, title=(
        f"Training throughput, CPU, {args.threads} thread(s): {args.layers}+{args.layers} layers, "
        f"d={args.dim}, ffn={args.ffn}, {args.heads} heads, {args.bsz}x{args.len} tokens, {clock}"))
    attn_rows = bench_attention(args) if args.flex else []
    if attn_rows:
        benchlib.print_table(attn_rows, title=(
            f"Distance-aware attention op, inference (no grad), {args.heads} heads x "
            f"{args.dim // args.heads} dims, ~4096 tokens per batch, 1/4 of row 0 padded"))
    benchlib.write_json("bench_da", {"args": vars(args), "training": train_rows,
                                     "attention_inference": attn_rows}, args.out)


if __name__ == "__main__":
    main()
