"""The targeted tests of one trained document-level checkpoint, in one command.

BLEU cannot see whether a model uses its context; two checks that score references can, and
both need the checkpoint (which a results folder does not keep), so they run right after
training:

- the contrastive pronoun set (:mod:`analysis.contrastive_pronouns`): accuracy of the
  reference against its gender-flipped contrast, at the model's own context;
- for a model with context, the random-context control (:mod:`analysis.random_context`, in
  the model's form): each test sentence's reference scored after its real context and after
  as many tokens from another test document.

The test splits each check builds are made once per prepared WORK (``WORK/targeted/``) and
binarized with the data's own dictionaries; each is scored with ``fairseq-generate
--score-reference`` at the model's ``--doc-context-tokens`` and ``--doc-form``. Writes
``OUT/contrastive.json`` and, at context > 0, ``OUT/random_context.json``:

    python -m analysis.doc_targeted WORK CKPT --context 128 --form source_context --out RESULTS/NAME

WORK is a prepared chapter split (``examples/bible_en_es/prepare.sh`` with ``UNIT=chapter``:
``tok/``, ``bpe/``, ``raw/`` and ``data-bin/``).
"""

import argparse
import json
import os
import shutil
import subprocess

from analysis import contrastive_pronouns, random_context
from analysis.compare_results import write_json


def user_dir():
    import msfairseq

    return os.path.dirname(os.path.abspath(msfairseq.__file__))


def binarize(folder, data_bin, src="en", tgt="es"):
    """``folder/bpe/test.*`` -> ``folder/data-bin`` with ``data_bin``'s dictionaries and the
    document index of ``folder/raw/test.doc`` (once: an existing index is kept)."""
    dest = os.path.join(folder, "data-bin")
    if os.path.exists(os.path.join(dest, f"test.{src}-{tgt}.doc")):
        return dest
    subprocess.run(["fairseq-preprocess", "--source-lang", src, "--target-lang", tgt,
                    "--testpref", os.path.join(folder, "bpe", "test"),
                    "--srcdict", os.path.join(data_bin, f"dict.{src}.txt"),
                    "--tgtdict", os.path.join(data_bin, f"dict.{tgt}.txt"),
                    "--destdir", dest, "--workers", "1"], check=True, stdout=subprocess.DEVNULL)
    shutil.copyfile(os.path.join(folder, "raw", "test.doc"),
                    os.path.join(dest, f"test.{src}-{tgt}.doc"))
    return dest


def score_reference(data_bin, ckpt, context, form, out_file, src="en", tgt="es"):
    """Every test reference's scores (``P-`` lines) under the checkpoint, into ``out_file``."""
    import torch

    cmd = ["fairseq-generate", data_bin, "--user-dir", user_dir(), "--task", "doc_translation",
           "--source-lang", src, "--target-lang", tgt, "--gen-subset", "test", "--path", ckpt,
           "--doc-context-tokens", str(context), "--doc-form", form, "--score-reference",
           "--batch-size", "64", "--required-batch-size-multiple", "1"]
    if not torch.cuda.is_available():
        cmd.append("--cpu")
    with open(out_file, "w", encoding="utf-8") as f:
        subprocess.run(cmd, check=True, stdout=f)


def contrastive(work, ckpt, context, form, scratch):
    """Accuracy on the contrastive pronoun set (built once under ``work/targeted``)."""
    folder = os.path.join(work, "targeted", "contrastive")
    items_file = os.path.join(folder, "items.json")
    if not os.path.exists(items_file):
        contrastive_pronouns.build(work, folder)
    with open(items_file, encoding="utf-8") as f:
        items = json.load(f)
    contrast_bin = binarize(os.path.join(folder, "contrast"), os.path.join(work, "data-bin"))
    outs = {}
    for name, data in (("reference", os.path.join(work, "data-bin")), ("contrast", contrast_bin)):
        outs[name] = os.path.join(scratch, f"contrastive.{name}.out")
        score_reference(data, ckpt, context, form, outs[name])
    result = contrastive_pronouns.accuracy(items, outs["reference"], outs["contrast"])
    result["built"] = "python -m analysis.contrastive_pronouns build WORK OUT (the test chapters)"
    return result


def random_control(work, ckpt, context, form, scratch, seed=1):
    """The real-vs-random context summary (splits built once per context under ``work``)."""
    built = os.path.join(work, "targeted", f"random_context_{form}{context}_seed{seed}")
    if not os.path.exists(os.path.join(built, "scored.json")):
        random_context.build(work, built, context, seed=seed, form=form)
    folder = os.path.join(scratch, "random_context")
    os.makedirs(folder, exist_ok=True)
    shutil.copyfile(os.path.join(built, "scored.json"), os.path.join(folder, "scored.json"))
    for condition in random_context.CONDITIONS:
        data = binarize(os.path.join(built, condition), os.path.join(work, "data-bin"))
        os.makedirs(os.path.join(folder, condition), exist_ok=True)
        score_reference(data, ckpt, context, form, os.path.join(folder, condition, "score.out"))
    summary = random_context.compare(folder)
    summary["seed"] = seed
    return summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("work", help="the prepared chapter split (tok/, bpe/, raw/, data-bin/)")
    parser.add_argument("ckpt", help="the trained checkpoint")
    parser.add_argument("--context", type=int, required=True, help="its --doc-context-tokens")
    parser.add_argument("--form", choices=("source_context", "segment_pairs"), required=True)
    parser.add_argument("--out", required=True, help="where the JSON results go")
    parser.add_argument("--scratch", help="where the score-reference outputs go "
                                          "(default WORK/targeted/scores/NAME)")
    args = parser.parse_args(argv)
    name = os.path.basename(os.path.normpath(args.out))
    scratch = args.scratch or os.path.join(args.work, "targeted", "scores", name)
    os.makedirs(scratch, exist_ok=True)
    os.makedirs(args.out, exist_ok=True)
    result = contrastive(args.work, args.ckpt, args.context, args.form, scratch)
    write_json(os.path.join(args.out, "contrastive.json"), result)
    print(f"[doc_targeted] {name}: contrastive pronouns {result['correct']} of {result['items']} "
          f"({100 * result['accuracy']:.1f} %)")
    if args.context > 0:
        summary = random_control(args.work, args.ckpt, args.context, args.form, scratch)
        write_json(os.path.join(args.out, "random_context.json"), summary)
        print(f"[doc_targeted] {name}: real context beats random for {summary['real_better']} of "
              f"{summary['sentences']} sentences, mean {summary['mean_diff_bits']:+.3f} bits")


if __name__ == "__main__":
    main()
