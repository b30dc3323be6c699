"""Decoding speed of every family against the transformer: fairseq-generate's beam search
on the Bible test split, at batch 64 and batch 1.

Each arch is built at demo size (``--dims``, default demo.sh's 3+3 layers, d 256, FFN 1024,
4 heads, shared embeddings) on the Bible example's dictionary, untrained: speed does not
depend on the weights because every hypothesis decodes the same number of steps
(``--max-len-a 0 --max-len-b STEPS --min-len STEPS``: EOS is banned before step STEPS and
forced at it; default 32, the mean target length of the test split in BPE tokens). The
timed work is what ``fairseq-generate`` times (its "Translated ... sentences/s" line): the
task's ``inference_step`` with the generator from ``task.build_generator``, on batches of
test sentences sorted by length as fairseq batches them (an even spread of ``--sentences``
test sentences per batch size, the same for every arch). Rounds are interleaved (every arch
once per round) so that load on a shared machine hits all alike; the fastest round is
reported with ``--cpu-time`` (thread CPU time, 1 thread), else the median.
UMST needs the side files (``examples/bible_en_es/prepare_umst.sh``); without them it is
skipped with a message. Prints a table and writes ``bench/results/bench_generate.json``.

``--profile`` adds, per arch and batch size, what one decode of the same batches does, counted
rather than timed (so load does not move it): the matmul arithmetic (``torch.utils.flop_counter``;
"transformer FLOP / FLOP" is the speed ratio an arch would reach at the transformer's arithmetic
efficiency), the aten ops per decoding step (the dispatch work per step), the Python function
calls per decoding step (``sys.setprofile`` "call" events: every Python frame entered, module
calls, incremental-state helpers and generator resumptions included; C functions not counted;
the interpreter work per step, which at batch 1 costs as much as the ops), and the MB per step
written by ``index_select`` / ``cat`` / ``index``: mostly bookkeeping rather than the model's
math (beam search reordering the encoder output and the incremental state, caches growing by
one step). Every count covers the whole decode (encoder, beam search, decoder) divided by its
decoding steps.

    python -m benchmarks.bench_generate                  # default: ~15 min on 2 CPU cores
    python -m benchmarks.bench_generate --quick          # 2 archs, few sentences
    python -m benchmarks.bench_generate --archs transformer,muse_simple_base --cpu-time
    python -m benchmarks.bench_generate --cpu-time --profile   # + FLOPs, ops, Python calls, index/cat MB per step
"""

import logging
import os
import statistics
import sys
import time

import torch

from analysis.compare_report import DEFAULT_ARCHS
from benchmarks import benchlib
from msfairseq.testing import USER_DIR, parse_train_args

DEMO_DIMS = ("--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 "
             "--encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 "
             "--decoder-attention-heads 4 --share-all-embeddings")
WORK = os.path.join(benchlib.REPO, "examples", "bible_en_es", "work")


def task_for(arch):
    return "umst_translation" if arch.startswith("umst") else "translation"


def build(arch, data_bin, dims, beam, steps):
    """``(task, model, generator, dataset)`` for ``arch``: the model as fairseq-train builds it
    (eval mode), the generator as fairseq-generate builds it, the test split loaded."""
    from fairseq import options
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    task_name = task_for(arch)
    args = parse_train_args(data_bin, arch, dims.split() + ["--dropout", "0.1"], task=task_name,
                            src="en", tgt="es")
    from fairseq import tasks

    torch.manual_seed(1)
    task = tasks.setup_task(args)
    model = task.build_model(args).eval()
    gen_args = options.parse_args_and_arch(options.get_generation_parser(default_task=task_name), [
        data_bin, "--user-dir", USER_DIR, "--task", task_name, "--source-lang", "en",
        "--target-lang", "es", "--cpu", "--path", "untrained.pt", "--beam", str(beam),
        "--max-len-a", "0", "--max-len-b", str(steps), "--min-len", str(steps),
    ])
    generator = task.build_generator([model], convert_namespace_to_omegaconf(gen_args).generation)
    task.load_dataset("test")
    return task, model, generator, task.dataset("test")


def batches(dataset, num_sentences, bsz):
    """An even spread of ``num_sentences`` test sentences, sorted by source length (as
    fairseq's ``ordered_indices``) and cut into collated batches of ``bsz``."""
    n = len(dataset)
    picked = sorted({i * n // num_sentences for i in range(min(num_sentences, n))},
                    key=lambda i: (dataset.src_sizes[i], i))
    return [dataset.collater([dataset[i] for i in picked[k:k + bsz]]) for k in range(0, len(picked), bsz)]


def generate_seconds(task, model, generator, samples, clock):
    """Seconds of ``task.inference_step`` over ``samples`` (what fairseq-generate times)."""
    total = 0.0
    with torch.no_grad():
        for sample in samples:
            start = clock()
            hyps = task.inference_step(generator, [model], sample)
            total += clock() - start
            assert len(hyps) == sample["nsentences"]
    return total


BOOKKEEPING_OPS = ("aten::index_select", "aten::cat", "aten::index")


def profile_decode(task, model, generator, samples):
    """``{"flops", "ops", "bookkeeping_bytes"}`` of one decode of ``samples``: matmul FLOPs,
    aten ops dispatched, and bytes written by the ops that reorder and grow the cache."""
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils.flop_counter import FlopCounterMode

    class Counter(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops, self.bytes = 0, 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            self.ops += 1
            if func._schema.name in BOOKKEEPING_OPS and isinstance(out, torch.Tensor):
                self.bytes += out.numel() * out.element_size()
            return out

    with FlopCounterMode(display=False) as flops, Counter() as counter:
        generate_seconds(task, model, generator, samples, time.perf_counter)
    return {"flops": flops.get_total_flops(), "ops": counter.ops, "bookkeeping_bytes": counter.bytes,
            "py_calls": count_python_calls(task, model, generator, samples)}


def count_python_calls(task, model, generator, samples):
    """Python function calls in one decode of ``samples``: ``sys.setprofile``'s "call"
    events (a frame entered or a generator resumed; C functions are not counted)."""
    calls = 0

    def count(frame, event, arg):
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(count)
    try:
        generate_seconds(task, model, generator, samples, time.perf_counter)
    finally:
        sys.setprofile(None)
    return calls


def main():
    parser = benchlib.bench_argparser(__doc__, cpu_time=True)
    parser.add_argument("--work", default=WORK, help="the prepared Bible example (its data-bin)")
    parser.add_argument("--archs", default=None,
                        help="comma-separated archs (default: compare.sh's; transformer always first)")
    parser.add_argument("--dims", default=DEMO_DIMS, help="model-size flags, the same for every arch")
    parser.add_argument("--batch-sizes", default="64,1", help="comma-separated sentences per batch")
    parser.add_argument("--sentences", default="128,16",
                        help="test sentences decoded per round, one number per batch size")
    parser.add_argument("--steps", type=int, default=32, help="decoding steps of every hypothesis")
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--profile", action="store_true",
                        help="also count FLOPs, aten ops, Python calls and index/cat MB per decoding step")
    parser.set_defaults(repeats=2, threads=1)
    args = benchlib.parse_args(parser)
    if args.quick:
        args.archs = args.archs or "transformer,muse_simple_base"
        args.sentences, args.repeats, args.steps = "64,4", 1, 16
    benchlib.setup(args)
    for name in ("fairseq", "hydra"):
        logging.getLogger(name).setLevel(logging.WARNING)
    from fairseq.models import ARCH_MODEL_REGISTRY
    from tqdm import tqdm

    sizes = [int(b) for b in args.batch_sizes.split(",")]
    counts = [int(s) for s in args.sentences.split(",")]
    if len(counts) != len(sizes):
        parser.error(f"--sentences gives {len(counts)} numbers for {len(sizes)} batch sizes")
    archs = args.archs.split(",") if args.archs else [a for a in DEFAULT_ARCHS if a in ARCH_MODEL_REGISTRY]
    archs = ["transformer"] + [a for a in archs if a != "transformer"]
    data_bin = os.path.join(args.work, "data-bin")
    if not os.path.exists(os.path.join(data_bin, "dict.en.txt")):
        sys.exit(f"{data_bin} is not prepared: run examples/bible_en_es/prepare.sh")
    clock = time.thread_time if args.cpu_time else time.perf_counter
    pick = max if args.cpu_time else statistics.median  # throughput: fastest round = max

    entries, skipped = [], {}
    for arch in tqdm(archs, desc="building models", unit="arch"):
        if task_for(arch) == "umst_translation" and not os.path.exists(
                os.path.join(data_bin, "test.en-es.wb.en.idx")):
            skipped[arch] = f"no UMST side files in {data_bin}: run examples/bible_en_es/prepare_umst.sh"
            print(f"skipping {arch}: {skipped[arch]}", flush=True)
            continue
        task, model, generator, dataset = build(arch, data_bin, args.dims, args.beam, args.steps)
        entries.append({"arch": arch, "task": task, "model": model, "generator": generator,
                        "samples": [batches(dataset, n, b) for n, b in zip(counts, sizes)],
                        "secs": [[] for _ in sizes]})
    # warmup, then interleaved rounds: every arch once per round and batch size
    steps = [(r, e, j) for r in range(args.repeats + 1) for j in range(len(sizes)) for e in entries]
    for r, e, j in tqdm(steps, desc="decoding rounds", unit="run"):
        samples = e["samples"][j] if r else e["samples"][j][:1]
        secs = generate_seconds(e["task"], e["model"], e["generator"], samples, clock)
        if r:
            e["secs"][j].append(secs)

    if args.profile:
        for e in tqdm(entries, desc="profiling", unit="arch"):
            e["profile"] = [profile_decode(e["task"], e["model"], e["generator"], samples)
                            for samples in e["samples"]]

    rows = []
    base = entries[0]
    for e in entries:
        row = {"arch": e["arch"], "params (M)": sum(p.numel() for p in e["model"].parameters()) / 1e6}
        for j, (b, n) in enumerate(zip(sizes, counts)):
            rate = lambda x: [n / s for s in x["secs"][j]]  # noqa: E731
            sent_s = pick(rate(e))
            row[f"b{b} sent/s"] = sent_s
            row[f"b{b} tok/s"] = sent_s * args.steps
            row[f"b{b} vs transformer"] = sent_s / pick(rate(base))
            if args.profile:
                prof, decoder_steps = e["profile"][j], len(e["samples"][j]) * (args.steps + 1)
                row[f"b{b} transformer FLOP / FLOP"] = base["profile"][j]["flops"] / prof["flops"]
                row[f"b{b} ops/step"] = prof["ops"] / decoder_steps
                row[f"b{b} py calls/step"] = prof["py_calls"] / decoder_steps
                row[f"b{b} index/cat MB/step"] = prof["bookkeeping_bytes"] / decoder_steps / 2**20
        rows.append(row)
    clock_name = "thread CPU time, fastest round" if args.cpu_time else "wall clock, median round"
    title = (f"fairseq-generate speed, Bible test split, beam {args.beam}, {args.steps} steps per "
             f"hypothesis, untrained models ({args.dims}), {benchlib.environment()['threads']} "
             f"threads, {args.repeats} rounds, {clock_name}")
    table = benchlib.print_table(rows, title=title)
    for arch, why in skipped.items():
        print(f"skipped {arch}: {why}")
    benchlib.write_json("bench_generate", {"settings": vars(args), "rows": rows, "skipped": skipped,
                                           "table": table}, path=args.out)


if __name__ == "__main__":
    main()
