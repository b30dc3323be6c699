"""Run the fairseq command-line tools with ``--user-dir msfairseq`` as subprocesses.

The end-to-end tests drive exactly what a user runs: the example's
``prepare.sh``, ``fairseq-train``, ``fairseq-generate`` and
``fairseq-interactive``. Each helper raises with the command's full output
when it fails, and returns that output for the test to check.
"""

import json
import os
import re
import socket
import subprocess
import sys
import time

from utils import REPO, USER_DIR

from msfairseq.cli.collect_hypotheses import collect

EXAMPLE = os.path.join(REPO, "examples", "bible_en_es")
BIN = os.path.dirname(sys.executable)
SRC, TGT = "en", "es"

# Tiny, fast training settings shared by every end-to-end case.
TRAIN_FLAGS = [
    "--optimizer", "adam", "--lr", "3e-3", "--lr-scheduler", "inverse_sqrt",
    "--warmup-updates", "10", "--criterion", "label_smoothed_cross_entropy",
    "--label-smoothing", "0.1", "--max-tokens", "2048", "--seed", "1",
    "--no-epoch-checkpoints", "--log-format", "simple", "--log-interval", "5",
    "--num-workers", "0",
]


# One tiny arch per family, for the training tests (bf16, resume, multi-process):
# family -> (arch, task, data fixture).
FAMILIES = {
    "msmsa": ("msmsa_transformer_tiny", "translation", "bible_work"),
    "muse": ("muse_tiny", "translation", "bible_work"),
    "bpt": ("bpt_mt_tiny", "translation", "bible_work"),
    "umst": ("umst_tiny", "umst_translation", "bible_work_umst"),
    "da": ("da_transformer_tiny", "translation", "bible_work"),
}


def no_dropout_flags(arch):
    """Flags that switch off every random mask of ``arch``: fairseq's three dropouts, MUSE's
    DropConnect and UMST's GCN dropout (for runs that must draw no masks at all)."""
    flags = ["--dropout", "0", "--attention-dropout", "0", "--activation-dropout", "0"]
    if arch.startswith("muse"):
        flags += ["--muse-weight-dropout", "0"]
    if arch.startswith("umst"):
        flags += ["--umst-gcn-dropout", "0"]
    return flags


# fairseq-train logs every update's loss as JSON (for update-by-update comparisons).
LOG_EVERY_UPDATE = ["--log-format", "json", "--log-interval", "1"]


def env():
    """The subprocess environment: our venv first on PATH, one thread per process."""
    e = dict(os.environ)
    e["PATH"] = BIN + os.pathsep + e.get("PATH", "")
    e.setdefault("OMP_NUM_THREADS", "1")
    e.setdefault("MKL_NUM_THREADS", "1")
    return e


def run(cmd, stdin=None, timeout=900, extra_env=None):
    """Run ``cmd`` (a list); return stdout+stderr, or raise with them on failure."""
    e = env()
    e.update(extra_env or {})
    proc = subprocess.run(
        [str(c) for c in cmd], input=stdin, capture_output=True, text=True,
        timeout=timeout, env=e, cwd=REPO,
    )
    output = proc.stdout + proc.stderr
    if proc.returncode != 0:
        tail = "\n".join(output.splitlines()[-60:])
        raise AssertionError(f"command failed ({proc.returncode}): {' '.join(map(str, cmd))}\n{tail}")
    return proc.stdout, proc.stderr


def prepare_bible(work, max_train=400, max_valid=40, max_test=40, bpe_ops=800, unit="verse"):
    """Run the example's prepare.sh on the first verses of each split; return ``work``.
    ``unit="chapter"`` splits whole chapters (documents), as the document-level recipe does."""
    run(
        ["bash", os.path.join(EXAMPLE, "prepare.sh"), work],
        extra_env={
            "MAX_TRAIN": str(max_train), "MAX_VALID": str(max_valid),
            "MAX_TEST": str(max_test), "BPE_OPS": str(bpe_ops), "WORKERS": "1", "UNIT": unit,
        },
    )
    return str(work)


def train(data_bin, save_dir, arch, extra=(), task="translation", max_update=20):
    """``fairseq-train`` for ``max_update`` updates; return its log (stdout+stderr)."""
    out, err = run([
        "fairseq-train", data_bin, "--user-dir", USER_DIR, "--task", task, "--arch", arch,
        "--source-lang", SRC, "--target-lang", TGT, "--cpu", "--save-dir", save_dir,
        "--max-update", max_update, *TRAIN_FLAGS, *extra,
    ])
    return out + err


def train_losses(log):
    """The per-epoch training losses printed by ``fairseq-train``."""
    return [float(x) for x in re.findall(r"\| train \| epoch \d+ \| loss ([0-9.]+)", log)]


def update_losses(log):
    """``{num_updates: loss}`` from a log written with :data:`LOG_EVERY_UPDATE` (the
    loss as fairseq prints it, a string rounded to 3 decimals)."""
    losses = {}
    for m in re.finditer(r"\| train_inner \| (\{.*\})", log):
        record = json.loads(m.group(1))
        losses[int(record["num_updates"])] = record["loss"]
    return losses


def epoch_end_updates(log):
    """The update count at the end of each epoch, from a :data:`LOG_EVERY_UPDATE` log."""
    return [int(json.loads(m.group(1))["train_num_updates"])
            for m in re.finditer(r"\| train \| (\{.*\})", log)]


def valid_losses(log):
    """The validation losses ``fairseq-train`` / ``fairseq-validate`` logged, in order
    (simple or JSON log format)."""
    pattern = r"valid on 'valid' subset \| loss ([0-9.]+)|\| valid \| \{.*?\"valid_loss\": \"([0-9.]+)\""
    return [float(simple or as_json) for simple, as_json in re.findall(pattern, log)]


def validate(data_bin, checkpoint, task="translation", with_log=False):
    """``fairseq-validate`` on the valid split in a fresh process; return its loss
    (and its log, with ``with_log``)."""
    out, err = run([
        "fairseq-validate", data_bin, "--user-dir", USER_DIR, "--task", task,
        "--source-lang", SRC, "--target-lang", TGT, "--path", checkpoint, "--cpu",
        "--valid-subset", "valid", "--max-tokens", "2048", "--num-workers", "0",
    ])
    (loss,) = valid_losses(out + err)
    return (loss, out + err) if with_log else loss


def generate(data_bin, checkpoint, extra=(), task="translation", subset="test", beam=2,
             with_log=False):
    """``fairseq-generate``; return its stdout (S-/T-/H-/D- lines), and its stderr
    with ``with_log``."""
    out, err = run([
        "fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", task,
        "--source-lang", SRC, "--target-lang", TGT, "--path", checkpoint, "--cpu",
        "--gen-subset", subset, "--beam", beam, "--batch-size", "16",
        "--required-batch-size-multiple", "1", "--max-len-a", "1", "--max-len-b", "5",
        "--remove-bpe", "--num-workers", "0", *extra,
    ])
    return (out, err) if with_log else out


def interactive(data_bin, checkpoint, lines, extra=(), task="translation", beam=2):
    """``fairseq-interactive`` fed ``lines`` on stdin; return its stdout."""
    out, _ = run([
        "fairseq-interactive", data_bin, "--user-dir", USER_DIR, "--task", task,
        "--source-lang", SRC, "--target-lang", TGT, "--path", checkpoint, "--cpu",
        "--beam", beam, "--buffer-size", "4", "--batch-size", "4",
        "--max-len-a", "1", "--max-len-b", "5", "--remove-bpe", *extra,
    ], stdin="".join(line + "\n" for line in lines))
    return out


def hypotheses(output, num_inputs):
    """One hypothesis per input id, in input order (fails if any is missing)."""
    return collect(output.splitlines(), num_inputs)


def count_lines(path):
    with open(path, encoding="utf-8") as f:
        return sum(1 for _ in f)


def prepare_umst(work, parser="spacy"):
    """Run the example's opt-in prepare_umst.sh on a prepared ``work``: UMST side files
    (spaCy parses, BPE word boundaries) binarized into ``work/data-bin``; return ``work``."""
    run(["bash", os.path.join(EXAMPLE, "prepare_umst.sh"), work],
        extra_env={"PARSER": parser, "WORKERS": "1"})
    return str(work)


def free_port():
    """A TCP port on the loopback interface that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def train_ranks(data_bin, save_dir, dump_dir, arch, extra=(), task="translation",
                max_update=20, world_size=2, timeout=900):
    """``fairseq-train`` as ``world_size`` CPU processes, one per rank, on loopback gloo
    with ``legacy_ddp`` (the recipe in DESIGN.md). Every rank writes its parameters to
    ``dump_dir/rank{R}.pt`` when it checkpoints (``tests/train_dump_params.py``).
    Returns each rank's log; raises with the logs if any rank fails."""
    port = free_port()
    cmd = [
        sys.executable, os.path.join(REPO, "tests", "train_dump_params.py"), dump_dir,
        data_bin, "--user-dir", USER_DIR, "--task", task, "--arch", arch,
        "--source-lang", SRC, "--target-lang", TGT, "--cpu", "--save-dir", save_dir,
        "--max-update", max_update, *TRAIN_FLAGS, *extra,
        "--distributed-world-size", world_size, "--distributed-init-method",
        f"tcp://127.0.0.1:{port}", "--distributed-no-spawn", "--distributed-backend", "gloo",
        "--ddp-backend", "legacy_ddp",
    ]
    log_paths = [os.path.join(dump_dir, f"rank{rank}.log") for rank in range(world_size)]
    procs = []
    for rank, path in enumerate(log_paths):  # files, not pipes: a full pipe would stall a rank
        with open(path, "w") as log:
            procs.append(subprocess.Popen([str(c) for c in cmd] + ["--distributed-rank", str(rank)],
                                          stdout=log, stderr=subprocess.STDOUT, text=True,
                                          env=env(), cwd=REPO))
    deadline = time.monotonic() + timeout
    try:
        while any(proc.poll() is None for proc in procs):
            if any(proc.poll() for proc in procs) or time.monotonic() > deadline:
                break  # a rank failed (its peers would wait in gloo) or time is up
            time.sleep(0.2)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    logs = []
    for path in log_paths:
        with open(path, encoding="utf-8") as f:
            logs.append(f.read())
    failed = [r for r, proc in enumerate(procs) if proc.returncode != 0]  # killed: -9
    if failed:
        tails = "\n".join(f"--- rank {r}:\n" + "\n".join(logs[r].splitlines()[-40:])
                          for r in failed)
        raise AssertionError(f"ranks {failed} failed: {' '.join(map(str, cmd))}\n{tails}")
    return logs
