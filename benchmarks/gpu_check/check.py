"""``make gpu-check`` (``python -m benchmarks.gpu_check``): verify msfairseq's GPU paths in one
command, in under 10 minutes.

Meant for the rare, short loan of a CUDA machine. On an installed checkout it runs,
each stage under its own time budget and all of them under one total budget:

* ``data`` (CPU): the Bible example slice the check trains on (examples/bible_en_es
  prepare.sh + prepare_umst.sh on the first verses); kept for the next run;
* ``kernel-tests``: the Triton kernel tests (dynamic convolution, MUSE, Zhao et al.
  2019; BPT sparse attention, Ye et al. 2019; both under bf16 autocast) and the
  CUDA FlexAttention test, on CUDA: forward and backward, fp32 / fp16 / bf16;
* ``flex``: the FlexAttention paths (MSMSA window attention, Guo et al. 2020; DA
  distance attention, Wu et al. 2021) compiled on CUDA against their references,
  forward and backward, fp32 / fp16 / bf16 (flex.py);
* ``bench``: benchmarks/bench_kernels.py's timings, n = 512 ... 8192: the dynamic-convolution
  kernel against its reference and fairseq's unfold path, the BPT kernel against
  its reference and dense SDPA; achieved bandwidth against the device's peak;
* ``fairseq-conv``: the kernel against fairseq's own CUDA ``dynamicconv_layer``,
  where that extension is built (fairseq_conv.py; else it says why);
* ``train``: every family's base arch trained a few dozen updates with
  ``--autocast bf16`` and with ``--fp16``, then a few sentences translated
  (train.py).

The stages of the first phase (data, kernel-tests, flex) run at the same time; the
timed stages run alone. A failing stage is recorded and the others still run; the
exit code is 1 if any stage did not pass. Results: one JSON and one Markdown file in
``--out-dir`` (default bench/results/gpu_check/), rewritten after every stage; each
stage's log and raw outputs in ``--out-dir``/stages/<stage>/. Without CUDA it says
so in one line and exits 0, having run nothing.

    python -m benchmarks.gpu_check                       # everything, ~10 min at most
    python -m benchmarks.gpu_check --stages bench,train --budget train=300
    python -m benchmarks.gpu_check --dry-run             # the plan: stages, budgets, commands

Each stage's script runs as a module of this package (``python -m benchmarks.gpu_check.flex``)
from the checkout's root, which the stages' commands take as their working directory.
"""

import argparse
import datetime
import json
import os
import shlex
import sys

from benchmarks.gpu_check.runner import Budget, Command, Stage, check_plan, exit_code, run_phases

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PHASES = (("data", "kernel-tests", "flex"), ("bench",), ("fairseq-conv",), ("train",))
STAGES = tuple(name for phase in PHASES for name in phase)
# Measured on an H200 (docs/results/kernels_gpu.md): kernel-tests 44-50 s, flex 161 s
# (torch.compile's first FlexAttention build takes 92 s), bench 96-112 s, fairseq-conv 7 s,
# train 119 s once and over 180 s the next day (msmsa_transformer: 138 s of training, then
# fairseq-generate compiles FlexAttention again, about 45 s).
BUDGETS = {"data": 200, "kernel-tests": 200, "flex": 200, "bench": 130, "fairseq-conv": 10, "train": 230}
TOTAL_BUDGET = 570  # seconds; with the start-up and the report, under 10 minutes
ARCHS = ("msmsa_transformer", "muse_base", "bpt_mt", "umst_base", "da_transformer")
PRECISIONS = ("bf16", "fp16")
DTYPES = ("float32", "float16", "bfloat16")
LENGTHS = (512, 1024, 2048, 4096, 8192)

KERNEL_TESTS = ("tests/test_dynamicconv_triton.py", "tests/test_bpt_attention_triton.py",
                "tests/test_bpt_model_triton.py", "tests/test_autocast_triton.py")
# The FlexAttention tests that run on CUDA (the others are CPU tests of `make test`).
FLEX_CUDA_TESTS = ("tests/test_da_ops.py::test_flex_backward_matches_reference_cuda",)

# The Bible slice: verses per split, BPE merges.
DATA = {"MAX_TRAIN": "1000", "MAX_VALID": "64", "MAX_TEST": "8", "BPE_OPS": "2000"}
NO_CUDA = "gpu-check: no CUDA device here (torch.cuda.is_available() is False); nothing was run."


def _csv(choices=None):
    def parse(text):
        items = [s.strip() for s in text.split(",") if s.strip()]
        if not items:
            raise argparse.ArgumentTypeError("expected a comma-separated list")
        bad = [s for s in items if choices is not None and s not in choices]
        if bad:
            raise argparse.ArgumentTypeError(f"unknown {', '.join(bad)}; choose from {', '.join(choices)}")
        return items
    return parse


def _budget(text):
    name, sep, seconds = text.partition("=")
    if not sep or name not in BUDGETS:
        raise argparse.ArgumentTypeError(f"expected STAGE=SECONDS with STAGE one of {', '.join(STAGES)}, "
                                         f"got {text!r}")
    try:
        value = float(seconds)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: SECONDS must be a number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: SECONDS must be positive")
    return name, value


def build_parser():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", default=os.path.join(REPO, "bench", "results", "gpu_check"),
                        help="where gpu_check.json, gpu_check.md and stages/ go")
    parser.add_argument("--work-dir", default=None,
                        help="the Bible slice and the checkpoints (default: OUT_DIR/work; reused)")
    parser.add_argument("--stages", type=_csv(STAGES), default=list(STAGES),
                        help=f"comma-separated subset of {','.join(STAGES)} (they run in this order)")
    parser.add_argument("--budget", type=_budget, action="append", default=[], metavar="STAGE=SECONDS",
                        help="a stage's time budget (repeatable); defaults: "
                             + ", ".join(f"{k}={v}" for k, v in BUDGETS.items()))
    parser.add_argument("--total-budget", type=float, default=TOTAL_BUDGET,
                        help="seconds for all stages together; the budgets of the phases must fit")
    parser.add_argument("--archs", type=_csv(), default=list(ARCHS), help="archs the train stage trains")
    parser.add_argument("--precisions", type=_csv(PRECISIONS), default=list(PRECISIONS),
                        help="bf16 (--autocast bf16) and/or fp16 (--fp16)")
    parser.add_argument("--updates", type=int, default=30, help="updates per training run")
    parser.add_argument("--train-jobs", type=int, default=len(ARCHS) * len(PRECISIONS),
                        help="training runs at the same time on the GPU")
    parser.add_argument("--dtypes", type=_csv(DTYPES), default=list(DTYPES), help="kernel test / bench dtypes")
    parser.add_argument("--lengths", type=_csv(), default=[str(n) for n in LENGTHS],
                        help="bench lengths (T for the convolution, n for BPT)")
    parser.add_argument("--dry-run", action="store_true", help="print the plan and exit; runs nothing")
    return parser


def parse_args(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    args.budgets = dict(BUDGETS, **dict(args.budget))
    args.work_dir = args.work_dir or os.path.join(args.out_dir, "work")
    for name in ("updates", "train_jobs"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    if any(not n.isdigit() or int(n) < 1 for n in args.lengths):
        parser.error(f"--lengths: positive integers, got {','.join(args.lengths)}")
    try:
        check_plan(phases(args), args.total_budget)
    except ValueError as e:
        parser.error(str(e))
    return args


def data_ready(work):
    """True if ``work`` holds the Bible slice with these settings and its UMST side files."""
    stamp = os.path.join(work, "bible", "gpu_check_data.json")
    try:
        with open(stamp, encoding="utf-8") as f:
            same = json.load(f) == DATA
    except (OSError, ValueError):
        return False
    return same and os.path.exists(os.path.join(work, "bible", "data-bin", "test.en-es.wb.en.idx"))


def stages(args):
    """Every stage of the check, by name (commands, budgets, summarizers)."""
    from benchmarks.gpu_check import report

    py, out = sys.executable, args.out_dir
    sdir = {name: os.path.join(out, "stages", name) for name in STAGES}
    bible = os.path.join(args.work_dir, "bible")
    example = os.path.join(REPO, "examples", "bible_en_es")
    workers = {"WORKERS": "4"}
    data = [
        Command("clear the old slice", [py, "-c", "import shutil, sys; shutil.rmtree(sys.argv[1], True)", bible]),
        Command("prepare.sh", ["bash", os.path.join(example, "prepare.sh"), bible], dict(DATA, **workers)),
        Command("prepare_umst.sh", ["bash", os.path.join(example, "prepare_umst.sh"), bible],
                dict(workers, PARSER="spacy")),
    ]
    pytest = [py, "-m", "pytest", "-v", "-p", "no:cacheprovider",
              "--junitxml", os.path.join(sdir["kernel-tests"], "junit.xml"), *KERNEL_TESTS, *FLEX_CUDA_TESTS]
    bench = [Command(f"bench_kernels {d}",
                     [py, "-m", "benchmarks.bench_kernels", "--no-builds", "--dtypes", d,
                      "--lengths", ",".join(args.lengths), "--out", os.path.join(sdir["bench"], f"kernels-{d}.json")])
             for d in args.dtypes]
    flex = [py, "-m", "benchmarks.gpu_check.flex", "--dtypes", ",".join(args.dtypes),
            "--out", os.path.join(sdir["flex"], "flex.json")]
    fairseq = [py, "-m", "benchmarks.gpu_check.fairseq_conv", "--lengths", ",".join(args.lengths),
               "--out", os.path.join(sdir["fairseq-conv"], "fairseq_conv.json")]
    train = [py, "-m", "benchmarks.gpu_check.train", "--data", bible,
             "--save-root", os.path.join(args.work_dir, "checkpoints"), "--archs", ",".join(args.archs),
             "--precisions", ",".join(args.precisions), "--updates", str(args.updates),
             "--jobs", str(args.train_jobs), "--out", os.path.join(sdir["train"], "train.json")]
    b = args.budgets
    return {
        "data": Stage("data", b["data"], data, summarize=report.summarize_data(bible, DATA),
                      cached=lambda: data_ready(args.work_dir) and f"reused {bible}"),
        "kernel-tests": Stage("kernel-tests", b["kernel-tests"], [Command("pytest", pytest)],
                              summarize=report.summarize_pytest),
        "flex": Stage("flex", b["flex"], [Command("flex", flex)], summarize=report.summarize_flex),
        "bench": Stage("bench", b["bench"], bench, summarize=report.summarize_bench),
        "fairseq-conv": Stage("fairseq-conv", b["fairseq-conv"], [Command("fairseq_conv", fairseq)],
                              summarize=report.summarize_fairseq),
        "train": Stage("train", b["train"], [Command("train", train)], needs=("data",),
                       summarize=report.summarize_train),
    }


def phases(args):
    """The selected stages, grouped in phases (lists of Stage), in the plan's order."""
    by_name = stages(args)
    chosen = [[by_name[n] for n in phase if n in args.stages] for phase in PHASES]
    chosen = [p for p in chosen if p]
    for phase in chosen:  # a prerequisite that is not selected is not waited for
        for stage in phase:
            stage.needs = tuple(n for n in stage.needs if n in args.stages)
    return chosen


def describe(plan, total):
    """The plan as text: phases, stages, budgets and commands (for --dry-run)."""
    lines = [f"gpu-check plan: {len(plan)} phases, total budget {total:g} s"]
    for i, phase in enumerate(plan, 1):
        together = " (at the same time)" if len(phase) > 1 else ""
        lines.append(f"phase {i}{together}:")
        for stage in phase:
            needs = f", needs {', '.join(stage.needs)}" if stage.needs else ""
            reused = " (prepared already: reused)" if stage.cached and stage.cached() else ""
            lines.append(f"  {stage.name}: {stage.budget:g} s{needs}{reused}")
            lines += [f"    $ {shlex.join(map(str, c.argv))}" for c in stage.commands]
    return "\n".join(lines)


def main(argv=None):
    args = parse_args(argv)
    plan = phases(args)
    if args.dry_run:
        print(describe(plan, args.total_budget))
        return 0
    import torch

    if not torch.cuda.is_available():
        print(NO_CUDA)
        return 0
    from benchmarks.gpu_check import report

    budget = Budget(args.total_budget)
    os.makedirs(args.out_dir, exist_ok=True)
    header = report.environment(REPO)
    header.update(started=datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
                  total_budget_s=args.total_budget, argv=sys.argv[1:])
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    done = []

    def write(record):
        done.append(record)
        print(f"[gpu-check] {record['name']}: {record['status']} ({record['seconds']:.0f} s) "
              f"{record['summary']}", flush=True)
        report.write(args.out_dir, dict(header, elapsed_s=round(budget.elapsed(), 1)), done, quiet=True)

    print(describe(plan, args.total_budget), flush=True)
    records = run_phases(plan, budget, args.out_dir, REPO, env, on_record=write)
    paths = report.write(args.out_dir, dict(header, elapsed_s=round(budget.elapsed(), 1)), records)
    code = exit_code(records)
    print(f"[gpu-check] {'passed' if code == 0 else 'FAILED'} in {budget.elapsed():.0f} s; wrote "
          + " and ".join(paths), flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
