"""MUSE vs Transformer: training throughput and beam-search decoding speed.

MUSE (Zhao et al., *MUSE: Parallel Multi-Scale Attention for Sequence to
Sequence Learning*, 2019). For each size (tiny, base, large) every MUSE arch is
compared with stock fairseq ``transformer`` of the same width, FFN, heads and
depth, built in the same process on the same synthetic batch:

* training: target tokens/s of one forward + loss + backward step, and the
  ratio to the transformer (higher is faster);
* decoding: source sentences/s with fairseq's beam search (incremental state;
  MUSE runs its fused inference projections), and the ratio to the transformer.
  At the base size, ``muse_simple_base`` is also timed with
  ``--muse-no-fused-inference``, and ``muse_base`` with the paper text's sequential
  cross-attention and with Table 3's standard convolution (k = 3).

Depth is reduced (``--layers``, default 2 encoder + 2 decoder blocks) so that a
CPU run is short; widths are the paper's. Prints a Markdown table and writes
``bench/results/bench_muse.json``.

    python -m benchmarks.bench_muse                 # default, ~2-3 min on 2 CPU cores
    python -m benchmarks.bench_muse --layers 6 --sizes base --repeats 5
    python -m benchmarks.bench_muse --cpu-time      # on a busy machine: thread CPU time, fastest round
"""

import statistics

from benchmarks import benchlib

SIZES = {  # name: (embed dim, ffn dim, heads) -- the paper's widths; tiny = muse_tiny
    "tiny": (64, 128, 4),
    "base": (384, 768, 4),
    "large": (768, 3072, 16),
}


def dims(size, layers):
    dim, ffn, heads = SIZES[size]
    flags = []
    for side in ("encoder", "decoder"):
        flags += [f"--{side}-layers", str(layers), f"--{side}-embed-dim", str(dim),
                  f"--{side}-ffn-embed-dim", str(ffn), f"--{side}-attention-heads", str(heads)]
    return flags + ["--dropout", "0.1"]


def main():
    parser = benchlib.bench_argparser(__doc__, cpu_time=True)
    parser.add_argument("--layers", type=int, default=2,
                        help="encoder and decoder blocks of every model (default 2)")
    parser.add_argument("--sizes", default="tiny,base,large",
                        help="comma-separated subset of tiny,base,large")
    parser.add_argument("--bsz", type=int, default=8, help="sentences per batch")
    parser.add_argument("--len", type=int, default=24, help="source and target length")
    parser.add_argument("--beam", type=int, default=4, help="beam size for decoding")
    parser.set_defaults(repeats=3, threads=1)  # 1 thread: robust on a shared machine
    args = benchlib.parse_args(parser)
    pick = max if args.cpu_time else statistics.median  # throughput: fastest round = max
    if args.quick:
        args.sizes, args.bsz, args.len, args.repeats = "tiny", 4, 10, 1
    benchlib.setup(args)

    rows = []
    for size in args.sizes.split(","):
        flags = dims(size, args.layers)
        archs = [("transformer", [], ""), (f"muse_{size}", [], ""),
                 (f"muse_simple_{size}", [], "")]
        if size == "base":
            archs += [("muse_simple_base", ["--muse-no-fused-inference"], " (unfused)"),
                      ("muse_base", ["--muse-sequential-cross-attention"], " (sequential cross)"),
                      ("muse_base", ["--muse-conv-type", "standard", "--muse-kernel-sizes", "3"],
                       " (standard conv k=3)")]
        entries = []
        for arch, extra, label in archs:
            task, model = benchlib.model_for(arch, flags + extra)
            name = arch + label
            entries.append({"name": name, "task": task, "model": model, "train": [], "decode": []})
        sample = benchlib.synthetic_batch(entries[0]["task"], bsz=args.bsz, src_len=args.len,
                                          tgt_len=args.len)
        # interleaved rounds: load changes on a shared machine hit every model alike
        for r in range(args.repeats):
            for e in entries:
                e["train"].append(benchlib.train_throughput(
                    e["model"], sample, repeats=1, warmup=int(r == 0), cpu_time=args.cpu_time))
                e["model"].zero_grad(set_to_none=True)
            for e in entries:
                e["decode"].append(benchlib.decode_throughput(
                    e["task"], e["model"], sample, beam=args.beam, repeats=1, warmup=int(r == 0),
                    cpu_time=args.cpu_time))
        base_train = pick(entries[0]["train"])
        base_decode = pick(entries[0]["decode"])
        for e in entries:
            train, decode = pick(e["train"]), pick(e["decode"])
            rows.append({
                "size": size, "arch": e["name"],
                "params (M)": sum(p.numel() for p in e["model"].parameters()) / 1e6,
                "train tok/s": train, "train vs transformer": train / base_train,
                "decode sent/s": decode, "decode vs transformer": decode / base_decode,
            })
            print(f"{size:>5} {e['name']:<28} train {train:8.0f} tok/s  "
                  f"decode {decode:6.2f} sent/s", flush=True)
        del entries
    clock = "thread CPU time, fastest round" if args.cpu_time else "wall clock, median round"
    title = (f"MUSE vs transformer, {args.layers}+{args.layers} blocks, batch {args.bsz}x"
             f"{args.len} tokens, beam {args.beam}, {benchlib.environment()['threads']} threads, "
             f"{clock}")
    benchlib.print_table(rows, title=title)
    benchlib.write_json("bench_muse", {"settings": vars(args), "rows": rows}, path=args.out)


if __name__ == "__main__":
    main()
