"""Train every family's base arch a few dozen updates on a GPU, in bf16 and fp16, then translate.

For each arch and precision (``bf16``: ``--autocast bf16``, msfairseq's bf16 with
fp32 weights; ``fp16``: fairseq's ``--fp16``), ``fairseq-train --user-dir msfairseq``
runs ``--updates`` updates on the Bible slice that check.py's data stage
prepared (validation once, at the end), then ``fairseq-generate`` translates the
test verses from the checkpoint (bf16: the saved ``--autocast``; fp16: ``--fp16``).
A run passes when both commands exit 0, it reached its updates with finite
losses, and every test verse got exactly one hypothesis. The runs go on the GPU
at the same time (``--jobs``). Each row is written to ``--out`` as it finishes;
logs go to ``logs/`` beside it.

Run by ``make gpu-check``; alone (after the data stage):

    python -m benchmarks.gpu_check.train --data bench/results/gpu_check/work/bible \\
        --save-root /tmp/ckpt --archs muse_base --precisions bf16 --out /tmp/train.json
"""

import argparse
import json
import math
import os
import re
import shutil
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from benchmarks.gpu_check.runner import Command, run_command

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

USER_DIR = os.path.join(REPO, "msfairseq")
PRECISION_FLAGS = {"bf16": ["--autocast", "bf16"], "fp16": ["--fp16"]}
MARGIN_S = 5  # stop this long before the deadline, to write the results


def train_argv(data, arch, precision, save_dir, updates, max_tokens):
    task = "umst_translation" if arch.startswith("umst") else "translation"
    return ["fairseq-train", data, "--user-dir", USER_DIR, "--task", task, "--arch", arch,
            "--source-lang", "en", "--target-lang", "es", *PRECISION_FLAGS[precision],
            "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "1e-3", "--lr-scheduler", "inverse_sqrt",
            "--warmup-updates", "10", "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1",
            "--dropout", "0.1", "--max-tokens", str(max_tokens), "--max-update", str(updates), "--seed", "1",
            "--save-dir", save_dir, "--no-epoch-checkpoints", "--save-interval", "1000",
            "--validate-interval", "1000", "--log-format", "json", "--log-interval", "5", "--num-workers", "0"]


def generate_argv(data, arch, precision, checkpoint):
    task = "umst_translation" if arch.startswith("umst") else "translation"
    return ["fairseq-generate", data, "--user-dir", USER_DIR, "--task", task, "--source-lang", "en",
            "--target-lang", "es", "--path", checkpoint, "--gen-subset", "test", "--beam", "4",
            "--batch-size", "8", "--required-batch-size-multiple", "1", "--max-len-a", "1.2", "--max-len-b", "10",
            "--remove-bpe", "--num-workers", "0", *(["--fp16"] if precision == "fp16" else [])]


def _records(log, tag):
    """The JSON records fairseq logged under ``| tag |`` (--log-format json)."""
    return [json.loads(m) for m in re.findall(rf"\| {tag} \| (\{{.*\}})", log)]


def read_train_log(log):
    """``{updates, train loss, valid loss, wps}`` from a fairseq-train JSON log (None where absent)."""
    train, valid = _records(log, "train"), _records(log, "valid")
    inner = _records(log, "train_inner")

    def num(records, key):
        return float(records[-1][key]) if records and key in records[-1] else None

    updates = num(train, "train_num_updates") or num(inner, "num_updates")
    return {"updates": int(updates) if updates is not None else None,
            "train loss": num(train, "train_loss") or num(inner, "loss"),
            "valid loss": num(valid, "valid_loss"), "wps": num(train, "train_wps") or num(inner, "wps")}


def run_job(arch, precision, args, deadline, env):
    """Train and translate; the row."""
    from msfairseq.cli.collect_hypotheses import collect

    row = {"arch": arch, "precision": precision, "status": "failed"}
    save_dir = os.path.join(args.save_root, f"{arch}-{precision}")
    shutil.rmtree(save_dir, ignore_errors=True)
    logs = os.path.join(os.path.dirname(os.path.abspath(args.out)), "logs")
    os.makedirs(logs, exist_ok=True)
    data_bin = os.path.join(args.data, "data-bin")
    steps = (("train", train_argv(data_bin, arch, precision, save_dir, args.updates, args.max_tokens)),
             ("generate", generate_argv(data_bin, arch, precision, os.path.join(save_dir, "checkpoint_last.pt"))))
    for step, argv in steps:
        left = deadline - time.time()
        if left < MARGIN_S:
            row.update(status="not run", error=f"{step}: out of time")
            return row
        log_path = os.path.join(logs, f"{arch}-{precision}-{step}.log")
        open(log_path, "w").close()
        result = run_command(Command(step, argv), log_path, left, REPO, env)
        row[f"{step} s"] = result["seconds"]
        with open(log_path, encoding="utf-8", errors="replace") as f:
            log = f.read()
        if result["timed_out"] or result["rc"] != 0:
            row["error"] = f"{step} {'timed out' if result['timed_out'] else 'exited %s' % result['rc']} ({log_path})"
            return row
        if step == "train":
            row.update(read_train_log(log))
            losses = [row["train loss"], row["valid loss"]]
            if row["updates"] is None or row["updates"] < args.updates:
                row["error"] = f"stopped at {row['updates']} of {args.updates} updates ({log_path})"
                return row
            if any(x is None or not math.isfinite(x) for x in losses):
                row["error"] = f"losses {losses} ({log_path})"
                return row
    with open(os.path.join(args.data, "raw", "test.en"), encoding="utf-8") as f:
        sources = [line.strip() for line in f]
    try:
        hyps = collect(log.splitlines(), len(sources))
    except ValueError as e:
        row["error"] = f"generate: {e}"
        return row
    row.update(status="ok", translated=f"{sum(1 for h in hyps if h.strip())}/{len(sources)}",
               sample=[{"source": s, "hypothesis": h} for s, h in zip(sources[:2], hyps[:2])])
    return row


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", required=True, help="a prepared Bible work dir (holds data-bin/ and raw/)")
    parser.add_argument("--save-root", required=True, help="checkpoints go to SAVE_ROOT/ARCH-PRECISION")
    parser.add_argument("--archs", required=True, help="comma-separated")
    parser.add_argument("--precisions", default="bf16,fp16", help="comma-separated: bf16, fp16")
    parser.add_argument("--updates", type=int, default=30)
    parser.add_argument("--max-tokens", type=int, default=4096)
    parser.add_argument("--jobs", type=int, default=10, help="runs at the same time")
    parser.add_argument("--out", required=True, help="JSON output path")
    args = parser.parse_args(argv)
    import torch

    if not torch.cuda.is_available():
        print("gpu_check.train: no CUDA device here; nothing was run.")
        return 0
    from msfairseq.cli.collect_hypotheses import collect  # noqa: F401  (imported once, before the threads)

    planned = [(a, p) for a in args.archs.split(",") for p in args.precisions.split(",")]
    deadline = float(os.environ.get("GPU_CHECK_DEADLINE", "inf")) - MARGIN_S
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    args.data = os.path.abspath(args.data)
    rows, lock = [], threading.Lock()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)

    def one(job):
        arch, precision = job
        try:
            row = run_job(arch, precision, args, deadline, env)
        except Exception as e:  # recorded; the other runs go on
            row = {"arch": arch, "precision": precision, "status": "failed", "error": f"{type(e).__name__}: {e}"}
        with lock:
            rows.append(row)
            print(json.dumps(row), flush=True)
            with open(args.out, "w", encoding="utf-8") as f:
                json.dump({"planned": [list(j) for j in planned], "rows": rows}, f, indent=2)

    with open(args.out, "w", encoding="utf-8") as f:
        json.dump({"planned": [list(j) for j in planned], "rows": []}, f)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, planned))
    return 0 if all(r["status"] == "ok" for r in rows) and len(rows) == len(planned) else 1


if __name__ == "__main__":
    sys.exit(main())
