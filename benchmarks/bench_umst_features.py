"""Benchmark UMST preprocessing: spaCy feature extraction and side-input collation.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). Two measurements on the Bible example (run
``examples/bible_en_es/prepare.sh WORK`` first):

1. spaCy side-file extraction (``msfairseq-umst-features``' code path:
   word boundaries, parsing with ``--workers`` processes, resumable writing)
   for the whole training split; goal: under 3 minutes on 2 cores. The CPU
   seconds of all processes are reported too: on a shared machine (see the
   load average column) wall time overstates what 2 free cores would take.
2. Side-input collation (the extra ``__getitem__`` + collater work of
   ``umst_translation`` over fairseq's own) relative to one training step
   (forward + backward) of a UMST model on the same real batches
   (``--max-tokens``); goal: under 3%.
3. With ``--memory N [N ...]`` instead: the peak memory of
   ``msfairseq-umst-features`` (spaCy, ``--workers``) on the first N lines of
   the training split repeated, summed over the script and its workers
   (proportional set size, so pages the forked workers share count once);
   goal: the largest N within 10% of the smallest (the script streams).
   ``--novel-words`` makes every repetition's words new (a suffix per
   repetition), as a corpus whose vocabulary keeps growing.

    python -m benchmarks.bench_umst_features --work examples/bible_en_es/work --workers 2
    python -m benchmarks.bench_umst_features --work examples/bible_en_es/work --workers 2 \\
        --memory 10000 100000
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import torch

from benchmarks.benchlib import bench_argparser, print_table, setup, timeit, write_json
from msfairseq.data.binarize import binarize_side_files, side_prefix
from msfairseq.features.extract import extract, side_file_paths
from msfairseq.features.parsers import SpacyParser
from msfairseq.testing import build_task_and_model

# the demo dimensions of DESIGN.md (3+3 layers, d=256, ffn 1024)
MODEL_FLAGS = [
    "--encoder-layers", "3", "--decoder-layers", "3",
    "--encoder-embed-dim", "256", "--decoder-embed-dim", "256",
    "--encoder-ffn-embed-dim", "1024", "--decoder-ffn-embed-dim", "1024",
    "--encoder-attention-heads", "4", "--decoder-attention-heads", "4",
    "--dropout", "0.1", "-s", "en", "-t", "es",
]


def bench_extraction(args, outdir):
    """Parse the training split with spaCy; returns a result row and the side-file paths."""
    bpe = os.path.join(args.work, "bpe", "train.en")
    words = os.path.join(args.work, "tok", "train.en")
    if args.max_sentences:
        for src in (bpe, words):
            dst = os.path.join(outdir, "in." + os.path.basename(os.path.dirname(src)))
            with open(src, encoding="utf-8") as f, open(dst, "w", encoding="utf-8") as g:
                for i, line in enumerate(f):
                    if i == args.max_sentences:
                        break
                    g.write(line)
            bpe, words = (dst, words) if src == bpe else (bpe, dst)
    cpu0 = _cpu_seconds()
    start = time.perf_counter()
    parser = SpacyParser(n_process=args.workers, batch_size=256)
    loaded = time.perf_counter()
    paths = extract(bpe, side_file_paths(outdir, "train", "en"), parser, words_path=words,
                    progress=False, restart=True)
    end = time.perf_counter()
    cpu = _cpu_seconds() - cpu0
    with open(paths["wb"], encoding="utf-8") as f:
        n = sum(1 for _ in f)
    row = {"measure": f"spaCy extraction, {args.workers} workers", "sentences": n,
           "seconds": end - start, "sent/s": n / (end - loaded),
           "model load s": loaded - start, "CPU s": cpu,
           "CPU s / workers": cpu / args.workers, "load avg": os.getloadavg()[0],
           "goal": "< 180 s", "ok": "yes" if (end - start) < 180 else "no"}
    return row, paths


def _cpu_seconds():
    """User + system CPU seconds of this process and its finished children (workers)."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def bench_collation(args, side_paths, tmp):
    """Extra collation time of the side inputs vs a training step on the same batches."""
    data = os.path.join(tmp, "data-bin")
    os.makedirs(data)
    src_bin = os.path.join(args.work, "data-bin")
    for name in os.listdir(src_bin):
        if name.startswith("dict.") or name.startswith("train.en-es.en.") or \
                name.startswith("train.en-es.es."):
            os.symlink(os.path.join(src_bin, name), os.path.join(data, name))
    binarize_side_files(side_paths["wb"], side_paths["dep"],
                        side_prefix(data, "train", "en", "es", "wb"),
                        side_prefix(data, "train", "en", "es", "dep"))
    _, task, model = build_task_and_model(data, args.arch, MODEL_FLAGS, task="umst_translation")
    model.train()
    task.load_dataset("train")
    ds = task.dataset("train")
    frozen = list(task.get_batch_iterator(ds, max_tokens=args.max_tokens, seed=1,
                                          max_positions=(1024, 1024)).frozen_batches)
    g = torch.Generator().manual_seed(0)
    pick = torch.randperm(len(frozen), generator=g)[: args.batches].tolist()
    batches = [frozen[i] for i in pick]

    def collate_plain():
        for idx in batches:
            ds.dataset.collater([ds.dataset[i] for i in idx])

    def collate_umst():
        for idx in batches:
            ds.collater([ds[i] for i in idx])

    t_plain = timeit(collate_plain, repeats=args.repeats) / len(batches)
    t_umst = timeit(collate_umst, repeats=args.repeats) / len(batches)

    def step(sample):
        model.zero_grad(set_to_none=True)
        logits, _ = model(**sample["net_input"])
        loss = torch.nn.functional.cross_entropy(
            logits.view(-1, logits.size(-1)), sample["target"].view(-1), reduction="sum")
        loss.backward()

    steps = []
    for idx in batches[: args.train_batches]:
        sample = ds.collater([ds[i] for i in idx])
        steps.append(timeit(lambda: step(sample), repeats=2, warmup=1))
    t_step = sum(steps) / len(steps)
    extra = t_umst - t_plain
    return {"measure": f"side-input collation ({args.arch}, max-tokens {args.max_tokens})",
            "collate ms (fairseq)": 1000 * t_plain, "collate ms (umst)": 1000 * t_umst,
            "side-input ms": 1000 * extra, "train step ms": 1000 * t_step,
            "side / step %": 100 * extra / t_step, "goal": "< 3%",
            "ok": "yes" if extra / t_step < 0.03 else "no"}


def repeated_corpus(work, n_lines, outdir, novel_words=False):
    """The first ``n_lines`` of the training split repeated (tok + bpe); returns both paths."""
    paths = {}
    for kind in ("tok", "bpe"):
        with open(os.path.join(work, kind, "train.en"), encoding="utf-8") as f:
            lines = f.read().splitlines()
        paths[kind] = os.path.join(outdir, f"train.{n_lines}.{kind}.en")
        with open(paths[kind], "w", encoding="utf-8") as g:
            for i in range(n_lines):
                rep, line = divmod(i, len(lines))
                line = lines[line]
                if novel_words and rep:  # 'word' -> 'wordq<rep>' (the last BPE piece of a word)
                    line = " ".join(t if t.endswith("@@") else f"{t}q{rep}" for t in line.split())
                g.write(line + "\n")
    return paths


def _process_tree(pid):
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    tree, todo = [], [pid]
    while todo:
        p = todo.pop()
        tree.append(p)
        todo.extend(children.get(p, []))
    return tree


def _kib(pid, field):
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def peak_memory(cmd, interval=0.2):
    """Run ``cmd``; sample the PSS / RSS of its process tree; return (rc, seconds, peaks MiB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peaks = {"pss": 0, "rss": 0, "main rss": 0}
    while proc.poll() is None:
        tree = _process_tree(proc.pid)
        peaks["pss"] = max(peaks["pss"], sum(_kib(p, "Pss") for p in tree))
        peaks["rss"] = max(peaks["rss"], sum(_kib(p, "Rss") for p in tree))
        peaks["main rss"] = max(peaks["main rss"], _kib(proc.pid, "Rss"))
        time.sleep(interval)
    err = proc.stderr.read().decode(errors="replace")
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err[-3000:]}")
    return time.perf_counter() - start, {k: v / 1024 for k, v in peaks.items()}


def bench_memory(args, tmp):
    """Peak memory of msfairseq-umst-features at each --memory size."""
    rows = []
    for n in args.memory:
        corpus = repeated_corpus(args.work, n, tmp, novel_words=args.novel_words)
        cmd = [sys.executable, "-m", "msfairseq.cli.umst_features", "--bpe", corpus["bpe"], "--words", corpus["tok"],
               "--outdir", os.path.join(tmp, f"side{n}"), "--split", "train", "--lang", "en",
               "--parser", "spacy", "--workers", str(args.workers), "--no-progress", "--restart"]
        seconds, peaks = peak_memory(cmd)
        rows.append({"measure": f"umst_features.py, spaCy, {args.workers} workers"
                                + (", novel words" if args.novel_words else ""),
                     "lines": n, "seconds": seconds, "sent/s": n / seconds,
                     "peak PSS MiB (all processes)": peaks["pss"],
                     "peak RSS MiB (all processes)": peaks["rss"],
                     "peak RSS MiB (main process)": peaks["main rss"],
                     "load avg": os.getloadavg()[0]})
        print_table(rows[-1:], title=f"UMST feature extraction memory, {n} lines")
    key = "peak PSS MiB (all processes)"
    for row in rows:
        row["PSS vs smallest"] = f"{100 * (row[key] / rows[0][key] - 1):+.1f} %"
        row["goal"] = "within 10 % of the smallest"
        row["ok"] = "yes" if row[key] <= 1.10 * rows[0][key] else "no"
    return rows


def main():
    p = bench_argparser(__doc__)
    p.add_argument("--work", default=os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), "examples", "bible_en_es", "work"),
        help="WORK_DIR of examples/bible_en_es/prepare.sh (tok/, bpe/, data-bin/)")
    p.add_argument("--workers", type=int, default=2, help="spaCy processes")
    p.add_argument("--max-sentences", type=int, default=0,
                   help="parse only the first N training sentences (0: all)")
    p.add_argument("--arch", default="umst_base", help="UMST arch for the training step")
    p.add_argument("--max-tokens", type=int, default=4096, help="tokens per batch")
    p.add_argument("--batches", type=int, default=20, help="batches timed for collation")
    p.add_argument("--train-batches", type=int, default=3, help="batches timed for training steps")
    p.add_argument("--skip-extraction", help="use existing side files in this directory")
    p.add_argument("--skip-collation", action="store_true", help="only time the extraction")
    p.add_argument("--memory", type=int, nargs="+", metavar="N",
                   help="only measure the peak memory of umst_features.py on N lines (the "
                        "training split repeated), for each N")
    p.add_argument("--novel-words", action="store_true",
                   help="with --memory: every repetition of the corpus gets new words")
    args = p.parse_args()
    if args.quick:
        args.max_sentences = args.max_sentences or 1000
        args.batches, args.train_batches, args.repeats = 5, 1, 2
    setup(args)
    for sub in ("tok/train.en", "bpe/train.en", "data-bin/dict.en.txt"):
        if not os.path.exists(os.path.join(args.work, sub)):
            sys.exit(f"{args.work}/{sub} missing: run examples/bible_en_es/prepare.sh {args.work}")
    tmp = tempfile.mkdtemp(prefix="bench-umst-")
    try:
        rows = []
        if args.memory:
            rows = bench_memory(args, tmp)
            print_table(rows, title="UMST feature extraction: peak memory by corpus size")
            write_json("umst_features_memory", {"args": vars(args), "rows": rows}, args.out)
            return
        if args.skip_extraction:
            side = side_file_paths(args.skip_extraction, "train", "en")
        else:
            row, side = bench_extraction(args, tmp)
            rows.append(row)
            print_table([row], title="UMST feature extraction")
        if not args.skip_collation:
            row = bench_collation(args, side, tmp)
            rows.append(row)
            print_table([row], title="UMST side-input collation")
        write_json("umst_features", {"args": vars(args), "rows": rows}, args.out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
