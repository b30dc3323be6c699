"""What a recorded run ran: the commit, the versions, the threads and the exact commands.

``examples/bible_en_es/train.sh`` and ``translate.sh`` call this script before they start
``fairseq-train`` / ``fairseq-generate``; each call appends one entry to a JSON list in the
run's folder (``provenance.train.json`` beside the checkpoints, ``provenance.generate.json``
beside the translations), so a training resumed in another session, at another commit, keeps
both entries. An entry holds the time, the git commit of this checkout and whether its tree
had uncommitted changes, the Python, torch, fairseq and msfairseq versions, the CPU and the
thread settings (``OMP_NUM_THREADS``, ``MKL_NUM_THREADS``, and the environment variables that
pick CPU kernels), and the command line as run. :func:`run_record` gathers a run's entries for
its ``run.json`` (``analysis/compare_results.py``, ``examples/bible_en_es/doc_level.sh``).

    python -m analysis.provenance append FILE -- fairseq-train data-bin --arch ...
    python -m analysis.provenance run-json OUT.json --train-dir CKPT_DIR --translations DIR
"""

import argparse
import datetime
import importlib.metadata
import json
import os
import platform
import re
import shlex
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRAIN_FILE = "provenance.train.json"
GENERATE_FILE = "provenance.generate.json"
# the environment that decides which CPU kernels run and how many threads sum
KERNEL_ENV = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "ATEN_CPU_CAPABILITY", "MKL_CBWR",
              "MKL_ENABLE_INSTRUCTIONS", "ONEDNN_MAX_CPU_ISA", "CUDA_VISIBLE_DEVICES")


def _git(*args):
    proc = subprocess.run(["git", "-C", REPO, *args], capture_output=True, text=True)
    return proc.stdout.strip() if proc.returncode == 0 else None


def _version(dist):
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def _msfairseq_version():
    """msfairseq/version.py of this checkout, read without importing the package."""
    with open(os.path.join(REPO, "msfairseq", "version.py"), encoding="utf-8") as f:
        return re.search(r'^__version__ = "([^"]+)"$', f.read(), re.M).group(1)


def cpu_model():
    """The CPU's model name as /proc/cpuinfo gives it (what the demo's records are keyed by)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def provenance():
    """This checkout and environment, now (a JSON-able dict)."""
    status = _git("status", "--porcelain")
    return {
        "time": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "commit": _git("rev-parse", "HEAD"),
        "dirty": bool(status) if status is not None else None,
        "python": platform.python_version(),
        "torch": _version("torch"),
        "fairseq": _version("fairseq-fixed") or _version("fairseq"),
        "msfairseq": _msfairseq_version(),
        "cpu": cpu_model(),
        "cpu_count": os.cpu_count(),
        "env": {k: os.environ[k] for k in KERNEL_ENV if k in os.environ},
    }


def _read_list(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def append(path, command):
    """Append this environment's :func:`provenance` and ``command`` (a list) to ``path``."""
    entries = _read_list(path)
    entries.append({**provenance(), "command": shlex.join(command)})
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(entries, f, indent=1)
        f.write("\n")
    return entries[-1]


def run_record(train_dir, translations):
    """``{"train": [...], "generate": [...]}``: every entry train.sh wrote beside the
    checkpoints in ``train_dir`` and translate.sh beside the translations."""
    return {"train": _read_list(os.path.join(train_dir, TRAIN_FILE)),
            "generate": _read_list(os.path.join(translations, GENERATE_FILE))}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    add = sub.add_parser("append", help="append this environment and a command to FILE")
    add.add_argument("file")
    add.add_argument("command", nargs=argparse.REMAINDER, help="-- the command line as run")
    run = sub.add_parser("run-json", help="write a run's run.json: its score and provenance")
    run.add_argument("out")
    run.add_argument("--train-dir", required=True, help="the checkpoint folder (train.sh's)")
    run.add_argument("--translations", required=True, help="translate.sh's output folder")
    run.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    if args.what == "append":
        command = args.command[1:] if args.command[:1] == ["--"] else args.command
        if not command:
            parser.error("append needs the command after --")
        append(args.file, command)
        return 0
    record = {"settings": dict(s.split("=", 1) for s in args.setting)}
    score = os.path.join(args.translations, "score.json")
    if os.path.exists(score):
        with open(score, encoding="utf-8") as f:
            record["score"] = json.load(f)
    record.update(run_record(args.train_dir, args.translations))
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
