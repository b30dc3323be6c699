"""Shared helpers for the ``benchmarks/bench_*.py`` benchmarks.

A benchmark builds models by arch name through fairseq's own argument parser
(:func:`model_for`), times them on identical synthetic batches in the same
process (:func:`train_throughput`, :func:`decode_throughput`, :func:`timeit`),
prints a table (:func:`print_table`) and writes JSON (:func:`write_json`) to
``bench/results/<name>.json``. Benchmarks never run inside the tests.

Typical use::

    args = parse_args(bench_argparser(__doc__, cpu_time=True))
    setup(args)
    task, base = model_for("transformer", DIMS)
    _, ours = model_for("muse_base", DIMS)
    sample = synthetic_batch(task, bsz=16, src_len=40, tgt_len=40)
    rows = [{"arch": "transformer", "tok/s": train_throughput(base, sample)}, ...]
"""

import argparse
import json
import os
import platform
import statistics
import tempfile
import time

import torch

from msfairseq.testing import build_task_and_model, make_dict_dir

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS_DIR = os.path.join(REPO, "bench", "results")

_DICT_DIRS = {}
CPU_TIME_HELP = ("time in this thread's CPU seconds and report the fastest round (needs --threads 1): "
                 "other jobs on a shared machine then barely move the numbers; default: wall clock, "
                 "median of the rounds")


def bench_argparser(description, cpu_time=False):
    """An argparse parser with the options every benchmark shares; ``cpu_time`` adds
    ``--cpu-time`` (read it with :func:`parse_args`)."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=max(1, os.cpu_count() or 1),
                        help="torch intra-op threads (default: all cores)")
    parser.add_argument("--repeats", type=int, default=5,
                        help="timed repetitions per measurement (median reported)")
    parser.add_argument("--quick", action="store_true",
                        help="smallest sizes only, for a smoke run")
    parser.add_argument("--out", default=None,
                        help="JSON output path (default: bench/results/<name>.json)")
    if cpu_time:
        parser.add_argument("--cpu-time", action="store_true", help=CPU_TIME_HELP)
    return parser


def parse_args(parser, argv=None):
    """``parser.parse_args(argv)``, refusing ``--cpu-time`` without ``--threads 1`` (with more
    threads, one thread's CPU time misses the work of the others)."""
    args = parser.parse_args(argv)
    if getattr(args, "cpu_time", False) and args.threads != 1:
        parser.error("--cpu-time needs --threads 1")
    return args


def setup(args, seed=0):
    """Apply the shared options: thread count and seed."""
    torch.set_num_threads(args.threads)
    torch.manual_seed(seed)


def model_for(arch, extra=(), task="translation", vocab=8000):
    """``(task, model)`` for ``arch`` built like fairseq-train does, in train mode.

    ``extra`` holds command-line flags such as ``["--encoder-layers", "3"]``;
    the dictionary has ``vocab`` symbols (8k: the Bible example's joint BPE).
    """
    if vocab not in _DICT_DIRS:
        _DICT_DIRS[vocab] = make_dict_dir(tempfile.mkdtemp(prefix="msfairseq-bench-"), vocab)
    _, task_obj, model = build_task_and_model(_DICT_DIRS[vocab], arch, extra, task=task)
    model.train()
    return task_obj, model


def synthetic_batch(task, bsz=16, src_len=40, tgt_len=40, seed=0):
    """A full-length translation sample (no padding): ``{"net_input", "target", "ntokens"}``."""
    g = torch.Generator().manual_seed(seed)
    sd, td = task.source_dictionary, task.target_dictionary
    src = torch.randint(sd.nspecial, len(sd), (bsz, src_len), generator=g)
    src[:, -1] = sd.eos()
    tgt = torch.randint(td.nspecial, len(td), (bsz, tgt_len), generator=g)
    tgt[:, -1] = td.eos()
    prev = torch.cat([tgt.new_full((bsz, 1), td.eos()), tgt[:, :-1]], dim=1)
    return {
        "net_input": {
            "src_tokens": src,
            "src_lengths": torch.full((bsz,), src_len, dtype=torch.long),
            "prev_output_tokens": prev,
        },
        "target": tgt,
        "ntokens": bsz * tgt_len,
    }


def timeit(fn, repeats=5, warmup=1, cpu_time=False):
    """Seconds of ``fn()`` over ``repeats`` runs after ``warmup``: the wall-clock median,
    or with ``cpu_time`` the fastest run in this thread's CPU seconds.

    On a shared, loaded machine wall-clock medians mostly measure the other jobs;
    with one torch thread the thread's CPU time measures only this work.
    """
    clock = time.thread_time if cpu_time else time.perf_counter
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeats):
        start = clock()
        fn()
        times.append(clock() - start)
    return min(times) if cpu_time else statistics.median(times)


def train_throughput(model, sample, repeats=5, warmup=1, cpu_time=False):
    """Target tokens per second of one training step (forward, loss, backward), timed as
    :func:`timeit` does."""
    model.train()

    def step():
        model.zero_grad(set_to_none=True)
        logits, _ = model(**sample["net_input"])
        loss = torch.nn.functional.cross_entropy(
            logits.view(-1, logits.size(-1)), sample["target"].view(-1), reduction="sum"
        )
        loss.backward()

    return sample["ntokens"] / timeit(step, repeats, warmup, cpu_time)


def decode_throughput(task, model, sample, beam=5, max_len_b=None, repeats=3, warmup=1,
                      cpu_time=False):
    """Source sentences per second translated with fairseq's beam search, timed as
    :func:`timeit` does."""
    from fairseq.sequence_generator import SequenceGenerator

    model.eval()
    tgt_len = sample["target"].size(1)
    generator = SequenceGenerator(
        [model], task.target_dictionary, beam_size=beam,
        max_len_a=0, max_len_b=max_len_b or tgt_len, min_len=tgt_len if max_len_b is None else 1,
    )
    bsz = sample["net_input"]["src_tokens"].size(0)

    def run():
        with torch.no_grad():
            generator.forward(sample)

    return bsz / timeit(run, repeats, warmup, cpu_time)


def peak_memory(fn):
    """Peak bytes allocated by ``fn()`` above what was allocated before it:
    CUDA allocator stats, or the CPU profiler's allocation events."""
    if torch.cuda.is_available():
        torch.cuda.synchronize()
        base = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        fn()
        torch.cuda.synchronize()
        return torch.cuda.max_memory_allocated() - base
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        fn()
    # Raw allocation (+) and free (-) events in time order; their running sum peaks
    # at the true peak (per-op "self memory" never subtracts what was freed later).
    events = [e for e in prof.profiler.kineto_results.events() if e.name() == "[memory]"]
    current = peak = 0
    for e in sorted(events, key=lambda e: e.start_ns()):
        current += e.nbytes()
        peak = max(peak, current)
    return peak


def print_table(rows, columns=None, title=None):
    """Print ``rows`` (a list of dicts) as a Markdown table and return the text."""
    columns = columns or list(rows[0].keys())

    def fmt(value):
        if isinstance(value, float):
            return f"{value:.3g}" if abs(value) < 100 else f"{value:,.0f}"
        return str(value)

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(fmt(r.get(c, "")) for c in columns) + " |" for r in rows]
    text = "\n".join(([f"### {title}", ""] if title else []) + lines)
    print(text, flush=True)
    return text


def environment():
    """A description of where the numbers were taken."""
    return {
        "torch": torch.__version__,
        "device": torch.cuda.get_device_name() if torch.cuda.is_available() else platform.processor() or "cpu",
        "threads": torch.get_num_threads(),
        "python": platform.python_version(),
    }


def write_json(name, payload, path=None):
    """Write ``payload`` plus the environment to ``bench/results/<name>.json``."""
    path = path or os.path.join(RESULTS_DIR, f"{name}.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"environment": environment(), **payload}, f, indent=2)
    print(f"wrote {path}", flush=True)
    return path
