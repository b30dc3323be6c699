"""Tune beam search's length penalty on the valid set, then compare systems on the test set.

For each trained system of ``examples/bible_en_es/compare.sh`` (``CHECKPOINTS/NAME/
checkpoint_best.pt``) and each ``--lenpens`` value, translate the valid and the test split
with ``examples/bible_en_es/translate.sh`` (beam 5, ``SUBSET=valid|test``, ``--lenpen L``;
outputs in ``WORK/translations/lenpen/NAME.lpL[.valid]/``, reused while newer than the
checkpoint). Each system's tuned length penalty is the one with the highest valid BLEU. The
first system is the baseline: every other is tested against it with sacreBLEU's paired
bootstrap (:func:`compare_report.paired_bootstrap`) at fairseq's default ``--lenpen 1`` and,
with more than one ``--lenpens``, at each system's tuned value, on the valid set, the test set
and both together (the two splits are interleaved verses of one distribution, so pooling them
doubles the sentences the test resamples).

Writes ``RESULTS/lenpen.json`` and ``RESULTS/lenpen.md`` (printed too) and copies each
system's valid and test hypotheses at its tuned length penalty and at 1.0 into
``RESULTS/NAME/``, with the references, so that the tests can be rerun without checkpoints.

    python -m analysis.lenpen_sweep --work examples/bible_en_es/work \\
        --checkpoints examples/bible_en_es/work/compare/checkpoints \\
        --systems prenorm_seed2=transformer umst_base_seed2=umst_base \\
        --lenpens 0.6 0.8 1.0 1.2 1.4 1.6 --results DIR
"""

import argparse
import json
import os
import re
import shutil
import subprocess

from analysis.compare_report import paired_bootstrap
from msfairseq.cli.score import read_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRANSLATE = os.path.join(REPO, "examples", "bible_en_es", "translate.sh")
SUBSETS = ("valid", "test")
DEFAULT_LENPEN = "1.0"


def translate(work, checkpoints, name, arch, subset, lenpen):
    """One translate.sh run (or its earlier output); returns the output folder."""
    ckpt = os.path.join(checkpoints, name, "checkpoint_best.pt")
    if not os.path.exists(ckpt):
        raise FileNotFoundError(f"{name}: no {ckpt}; train it with compare.sh first")
    run = f"lenpen/{name}.lp{lenpen}"
    out = os.path.join(work, "translations", run + ("" if subset == "test" else f".{subset}"))
    score = os.path.join(out, "score.json")
    if os.path.exists(score) and os.path.getmtime(score) > os.path.getmtime(ckpt):
        return out
    env = {**os.environ, "SUBSET": subset, "NAME": run, "CKPT": ckpt}
    proc = subprocess.run(["bash", TRANSLATE, arch, work, "--", "--lenpen", lenpen], env=env,
                          capture_output=True, text=True)
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-30:])
        raise RuntimeError(f"translate.sh failed for {name} on {subset} at --lenpen {lenpen}:\n{tail}")
    return out


def read_score(out):
    with open(os.path.join(out, "score.json"), encoding="utf-8") as f:
        score = json.load(f)
    ratio = float(re.search(r"ratio = ([0-9.]+)", score["detail"]).group(1))
    return {"bleu": score["bleu"], "chrf": score["chrf"], "length_ratio": ratio}


def sweep(work, checkpoints, systems, lenpens, results, n_samples=1000, progress=True):
    """Run the sweep and the paired tests; returns the report (see the module docstring)."""
    if DEFAULT_LENPEN not in lenpens:
        raise ValueError(f"--lenpens must include {DEFAULT_LENPEN} (fairseq's default)")
    refs = {s: read_lines(os.path.join(work, "raw", f"{s}.es")) for s in SUBSETS}
    outs, scores, tuned = {}, {}, {}
    for name, arch in systems:
        for subset in SUBSETS:
            for lenpen in lenpens:
                out = translate(work, checkpoints, name, arch, subset, lenpen)
                outs[name, subset, lenpen] = out
                scores.setdefault(name, {}).setdefault(subset, {})[lenpen] = read_score(out)
        valid = scores[name]["valid"]
        tuned[name] = max(lenpens, key=lambda lp: (valid[lp]["bleu"], -abs(float(lp) - 1)))

    def hyps(name, subset, lenpen):
        return read_lines(os.path.join(outs[name, subset, lenpen], "hyp.detok.es"))

    tests = []
    # with one length penalty there is nothing to tune: only the default's tests
    for setting in ("default", "tuned")[:1 if len(lenpens) == 1 else 2]:
        for split in ("valid", "test", "valid+test"):
            subsets = SUBSETS if split == "valid+test" else (split,)
            chosen = {n: DEFAULT_LENPEN if setting == "default" else tuned[n] for n, _ in systems}
            hyp = {n: [h for s in subsets for h in hyps(n, s, chosen[n])] for n, _ in systems}
            ref = [r for s in subsets for r in refs[s]]
            tests.append({"lenpen": setting, "split": split, "sentences": len(ref),
                          "lenpens": chosen,
                          "systems": paired_bootstrap(hyp, ref, n_samples, progress=progress)})

    os.makedirs(results, exist_ok=True)
    for subset in SUBSETS:
        shutil.copyfile(os.path.join(work, "raw", f"{subset}.es"),
                        os.path.join(results, f"{subset}.es"))
    for name, _ in systems:
        os.makedirs(os.path.join(results, name), exist_ok=True)
        for subset in SUBSETS:
            for lenpen in {DEFAULT_LENPEN, tuned[name]}:
                shutil.copyfile(os.path.join(outs[name, subset, lenpen], "hyp.detok.es"),
                                os.path.join(results, name, f"{subset}.lp{lenpen}.es"))
    report = {"systems": [{"name": n, "arch": a} for n, a in systems], "lenpens": lenpens,
              "scores": scores, "tuned": tuned, "tests": tests, "bootstrap": n_samples}
    with open(os.path.join(results, "lenpen.json"), "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1)
    with open(os.path.join(results, "lenpen.md"), "w", encoding="utf-8") as f:
        f.write(markdown(report))
    return report


def markdown(report):
    names = [s["name"] for s in report["systems"]]
    lenpens = report["lenpens"]
    lines = ["BLEU / chrF / output length ÷ reference length, beam 5, by `--lenpen` "
             "(the tuned value, best valid BLEU, in bold):", "",
             "| system | split | " + " | ".join(lenpens) + " |",
             "|---|---|" + "---|" * len(lenpens)]
    for name in names:
        for subset in SUBSETS:
            cells = []
            for lp in lenpens:
                s = report["scores"][name][subset][lp]
                cell = f"{s['bleu']:.2f} / {s['chrf']:.2f} / {s['length_ratio']:.3f}"
                cells.append(f"**{cell}**" if lp == report["tuned"][name] else cell)
            lines.append(f"| {name} | {subset} | " + " | ".join(cells) + " |")
    base = names[0]
    lines += ["", f"Paired bootstrap against {base} ({report['bootstrap']} resamples): the "
              "difference (system − baseline) and p, BLEU / chrF:", "",
              "| `--lenpen` | split | sentences | " + " | ".join(names[1:]) + " |",
              "|---|---|---|" + "---|" * (len(names) - 1)]
    for t in report["tests"]:
        cells = []
        for name in names[1:]:
            s, b = t["systems"][name], t["systems"][base]
            cells.append(" / ".join(
                f"{s[m]['score'] - b[m]['score']:+.2f} (p {s[m]['p']:.3f})" for m in ("bleu", "chrf")))
        label = "1.0" if t["lenpen"] == "default" else "tuned (" + ", ".join(
            f"{n} {lp}" for n, lp in t["lenpens"].items()) + ")"
        lines.append(f"| {label} | {t['split']} | {t['sentences']} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", required=True, help="the prepared WORK dir (raw/, data-bin/)")
    parser.add_argument("--checkpoints", required=True, help="folder of NAME/checkpoint_best.pt")
    parser.add_argument("--systems", nargs="+", required=True,
                        help="NAME=ARCH (or ARCH), the baseline first")
    parser.add_argument("--lenpens", nargs="+", default=["0.6", "0.8", "1.0", "1.2", "1.4", "1.6"])
    parser.add_argument("--results", required=True, help="where to write lenpen.{json,md}")
    parser.add_argument("--bootstrap", type=int, default=1000, help="paired bootstrap resamples")
    args = parser.parse_args()
    systems = [(s.split("=")[0], s.split("=")[-1]) for s in args.systems]
    if len(systems) < 2:
        parser.error("--systems needs a baseline and at least one system to test against it")
    lenpens = [f"{float(lp):.1f}" if re.fullmatch(r"\d+(\.\d)?", lp) else lp for lp in args.lenpens]
    report = sweep(args.work, args.checkpoints, systems, lenpens, args.results, args.bootstrap)
    print(markdown(report), end="")


if __name__ == "__main__":
    main()
