"""A comparison's results as files that can be committed: one folder per arch, no checkpoints.

``examples/bible_en_es/compare.sh`` trains and translates each arch into ``OUT`` (checkpoints,
logs, translations: never committed). When an arch is done, :func:`record` copies what the
report needs into ``RESULTS/ARCH/``:

* ``hyp.detok.TGT`` (``hyp.detok.es`` on the Bible): its test-set translations, one per
  reference line;
* ``run.json``: the settings it was trained with, its parameters, updates, training time, the
  best validation loss, its learning curve (every validation and every logged training
  loss, by update), and its provenance (:mod:`provenance`: for every training run and the
  translation, the commit, whether the tree was dirty, the Python / torch / fairseq /
  msfairseq versions, the CPU, the thread settings and the full command).

``RESULTS/test.TGT`` holds the references once. :func:`load_results` reads a results folder
back, so ``python -m analysis.compare_report --results RESULTS`` rebuilds the table (and the learning-curve
plot) from the committed files alone; a run that spans sessions commits each arch as it
finishes and the next session trains only the archs still missing.
"""

import json
import os
import re
import shutil
import time

from analysis import provenance
from msfairseq.cli.score import read_lines

RUN_FILE = "run.json"
DEFAULT_TGT = "es"  # the Bible example's target language


def hyp_file(tgt=DEFAULT_TGT):
    return f"hyp.detok.{tgt}"


def ref_file(tgt=DEFAULT_TGT):
    return f"test.{tgt}"


def target_language(results):
    """The target language of a results folder: its one ``test.TGT`` reference file."""
    found = sorted(n[len("test."):] for n in os.listdir(results) if n.startswith("test."))
    if len(found) != 1:
        raise FileNotFoundError(f"{results}: expected one test.TGT reference file, found "
                                f"{['test.' + t for t in found] or 'none'}")
    return found[0]


def write_json(path, obj, **kwargs):
    """``obj`` as indented JSON (one space) with a final newline."""
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=1, **kwargs)
        f.write("\n")


def _fields(line):
    """``| key value |`` pairs of a fairseq ``simple``-format log line."""
    return dict(re.findall(r"\| (\w+) ([-0-9.e+]+)", line))


def learning_curve(log_path):
    """``{"valid": [[update, loss, ppl], ...], "train": [[update, loss], ...]}`` from a
    ``fairseq-train`` log (appended over resumes; a resumed run repeats no update)."""
    valid, train = {}, {}
    with open(log_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if "valid on 'valid' subset" in line:
                fields = _fields(line)
                if {"loss", "ppl", "num_updates"} <= fields.keys():
                    update = int(float(fields["num_updates"]))
                    valid[update] = [update, float(fields["loss"]), float(fields["ppl"])]
            elif "| train_inner |" in line:
                m = re.search(r"num_updates=(\d+)", line)
                loss = re.search(r"\bloss=([-0-9.e+]+)", line)
                if m and loss:
                    train[int(m.group(1))] = [int(m.group(1)), float(loss.group(1))]
    return {"valid": [valid[k] for k in sorted(valid)], "train": [train[k] for k in sorted(train)]}


def record(out, arch, results, stats, settings="", extra_flags="", max_update=None, tgt=DEFAULT_TGT):
    """Copy ``arch``'s finished result from compare.sh's ``out`` into ``results/arch/``.

    ``stats``: the row statistics ``compare_report`` computes from ``out`` (params, updates,
    training time, best validation). Returns the path of the written ``run.json``.
    """
    hyp = os.path.join(out, "translations", arch, hyp_file(tgt))
    refs = os.path.join(out, "raw", ref_file(tgt))
    for path in (hyp, refs):
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path} is missing: translate {arch} first (compare.sh)")
    if len(read_lines(hyp)) != len(read_lines(refs)):
        raise ValueError(f"{hyp}: {len(read_lines(hyp))} lines for {len(read_lines(refs))} references")
    os.makedirs(os.path.join(results, arch), exist_ok=True)
    kept_refs = os.path.join(results, ref_file(tgt))
    if os.path.exists(kept_refs):
        if read_lines(kept_refs) != read_lines(refs):
            raise ValueError(f"{kept_refs} holds other references than {refs}: a results folder "
                             "is one test set; record into another folder")
    else:
        shutil.copyfile(refs, kept_refs)
    shutil.copyfile(hyp, os.path.join(results, arch, hyp_file(tgt)))
    run = {
        "arch": arch,
        "settings": settings,
        "extra_flags": extra_flags,
        "max_update": max_update,
        "recorded": time.strftime("%Y-%m-%d", time.gmtime()),
        **stats,
        "curve": learning_curve(os.path.join(out, "logs", f"train.{arch}.log")),
        "provenance": provenance.run_record(os.path.join(out, "checkpoints", arch),
                                            os.path.join(out, "translations", arch)),
    }
    path = os.path.join(results, arch, RUN_FILE)
    if os.path.exists(path):  # recording the same result again keeps its date
        with open(path, encoding="utf-8") as f:
            old = json.load(f)
        if {**old, "recorded": run["recorded"]} == json.loads(json.dumps(run)):
            run["recorded"] = old["recorded"]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(run, f, indent=1)
        f.write("\n")
    return path


def recorded_archs(results):
    """The archs with a result in ``results``, in folder order."""
    if not os.path.isdir(results):
        return []
    return sorted(a for a in os.listdir(results) if os.path.exists(os.path.join(results, a, RUN_FILE)))


def load_results(results, archs):
    """``(references, {arch: hypotheses}, {arch: run dict})`` for ``archs`` from ``results``."""
    tgt = target_language(results)
    refs = read_lines(os.path.join(results, ref_file(tgt)))
    systems, runs = {}, {}
    for arch in archs:
        folder = os.path.join(results, arch)
        if not os.path.exists(os.path.join(folder, RUN_FILE)):
            have = ", ".join(recorded_archs(results)) or "none"
            raise FileNotFoundError(f"{folder}/{RUN_FILE} is missing (recorded: {have}); run "
                                    f"compare.sh with RESULTS={results} to add {arch}")
        with open(os.path.join(folder, RUN_FILE), encoding="utf-8") as f:
            runs[arch] = json.load(f)
        systems[arch] = read_lines(os.path.join(folder, hyp_file(tgt)))
    return refs, systems, runs
