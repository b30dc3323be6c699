"""The equal-budget comparison's report: BLEU and chrF with paired bootstrap resampling.

Reads what ``examples/bible_en_es/compare.sh`` leaves in its output directory ``OUT``
(for each arch: ``translations/ARCH/hyp.detok.TGT``, ``logs/train.ARCH.log``,
``checkpoints/ARCH/checkpoint_last.pt``) and the references ``OUT/raw/test.TGT`` (TGT: ``--tgt``, es), scores
every system with sacreBLEU and tests it against the baseline (the transformer) with
sacreBLEU's paired bootstrap resampling (``sacrebleu.significance.PairedTest``, the test
``sacrebleu --paired-bs`` runs): each system's score, the bootstrap mean and the half-width
of its 95% confidence interval, and the p-value of its difference to the baseline. Writes
``OUT/results/compare.json`` and ``OUT/results/compare.md`` and prints the Markdown table.

Or from committed results (:mod:`compare_results`: one folder per arch, no checkpoints):
``--record ARCH --results DIR`` copies a finished arch from ``OUT`` into ``DIR``; ``--results
DIR`` alone builds ``DIR/compare.{json,md}`` and ``DIR/valid_loss.png`` (every arch's
learning curve) from those files.

    python -m analysis.compare_report OUT --archs "transformer muse_base ..." [--bootstrap 1000]
    python -m analysis.compare_report OUT --record muse_base --results DIR --setting max_update=2000
    python -m analysis.compare_report --results DIR [--archs "..."]
    python -m analysis.compare_report --default-archs     # the archs compare.sh runs by default
    python -m analysis.compare_report --readme-table DIR  # README's summary table from DIR/compare.json
"""

import argparse
import json
import logging
import os
import re

from analysis import compare_results
from msfairseq.cli.score import read_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BASELINE = "transformer"
# compare.sh's default arch list; archs another branch may not have registered yet are
# dropped by default_archs() (msmsa_paper: the MSMSA paper's layer).
DEFAULT_ARCHS = [
    "transformer", "msmsa_transformer", "msmsa_paper", "muse_base", "muse_simple_base",
    "bpt_mt", "umst_base", "da_transformer",
]
SIGNIFICANCE = 0.05

logger = logging.getLogger("compare_report")


def default_archs():
    """:data:`DEFAULT_ARCHS` without the archs this checkout does not register."""
    import msfairseq  # noqa: F401  (registers the archs)
    from fairseq.models import ARCH_MODEL_REGISTRY

    return [a for a in DEFAULT_ARCHS if a in ARCH_MODEL_REGISTRY]


def _metrics():
    import sacrebleu

    return {"BLEU": sacrebleu.metrics.BLEU(), "chrF2": sacrebleu.metrics.CHRF()}


def paired_bootstrap(systems, references, n_samples=1000, baseline=None, progress=True):
    """Score ``systems`` (``{name: hypotheses}``, the baseline first unless ``baseline``
    names it) and test each against the baseline with sacreBLEU's paired bootstrap.

    Returns ``{name: {"bleu": {...}, "chrf": {...}, "identical_to_baseline": bool}}`` where
    each metric holds ``score``, ``mean`` and ``ci`` (bootstrap mean and half-width of its
    95% confidence interval) and, except for the baseline, ``p`` (the p-value of the
    difference) and ``significant`` (``p < 0.05``).

    The resamples come from ``SACREBLEU_SEED`` (default 12345), the same for every system:
    the test is paired and a rerun gives the same numbers. A system whose hypotheses equal
    the baseline's gets ``p = 1``: sacreBLEU counts resampled differences strictly above
    the observed one, which reports ``p = 1/(n+1)`` for a zero difference.
    """
    from sacrebleu.significance import PairedTest
    from tqdm import tqdm

    names = list(systems)
    baseline = baseline or names[0]
    if baseline not in systems:
        raise ValueError(f"the baseline {baseline!r} has no hypotheses; systems: {names}")
    for name, hyps in systems.items():
        if len(hyps) != len(references):
            raise ValueError(f"{name}: {len(hyps)} hypotheses for {len(references)} references")
    others = [n for n in names if n != baseline]
    keys = {"BLEU": "bleu", "chrF2": "chrf"}
    results = {}
    # One PairedTest per system (baseline + it) so that the progress bar moves per system;
    # the seeded resamples are the same in every call, so this equals one test of all.
    steps = others or [None]
    for name in tqdm(steps, desc="paired bootstrap", unit="system", disable=not progress):
        named = [(baseline, systems[baseline])] + ([(name, systems[name])] if name else [])
        _, scores = PairedTest(named, _metrics(), [references], test_type="bs",
                               n_samples=n_samples)()
        for i, sys_name in enumerate(scores["System"]):
            if sys_name in results:
                continue
            entry = {}
            if sys_name != baseline:
                entry["identical_to_baseline"] = systems[sys_name] == systems[baseline]
            for metric, key in keys.items():
                res = scores[metric][i]
                m = {"score": round(float(res.score), 2), "mean": round(float(res.mean), 2),
                     "ci": round(float(res.ci), 2)}
                if sys_name != baseline:
                    p = 1.0 if entry["identical_to_baseline"] else float(res.p_value)
                    m["p"] = round(p, 4)
                    m["significant"] = p < SIGNIFICANCE
                entry[key] = m
            results[sys_name] = entry
    return {n: results[n] for n in [baseline] + others}


def train_stats(log_path):
    """From a ``fairseq-train`` log (appended over resumes): parameters, and the valid
    loss/ppl of the best validation (the one ``checkpoint_best.pt`` holds)."""
    stats = {"params": None, "valid_loss": None, "valid_ppl": None, "best_at_update": None}
    if not os.path.exists(log_path):
        return stats
    with open(log_path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    m = re.search(r"num\. shared model params: ([\d,]+)", text)
    if m:
        stats["params"] = int(m.group(1).replace(",", ""))
    best = None
    for line in text.splitlines():
        if "valid on 'valid' subset" not in line:
            continue
        fields = dict(re.findall(r"\| (\w+) ([-0-9.e+]+)", line))
        if "loss" not in fields or "ppl" not in fields:
            continue
        loss = float(fields["loss"])
        if best is None or loss < best[0]:
            best = (loss, float(fields["ppl"]), int(float(fields.get("num_updates", "nan"))))
    if best:
        stats["valid_loss"], stats["valid_ppl"], stats["best_at_update"] = best
    return stats


def checkpoint_stats(path):
    """Updates and cumulative training seconds (over resumes) stored in a fairseq checkpoint."""
    import torch

    import msfairseq.checkpoint_safety  # noqa: F401  (allowlists what fairseq pickles)

    if not os.path.exists(path):
        return {"updates": None, "train_seconds": None}
    # mmap: only the few entries read here come from disk, not the optimizer state
    state = torch.load(path, map_location="cpu", weights_only=True, mmap=True)
    history = state.get("optimizer_history") or [{}]
    extra = state.get("extra_state") or {}
    seconds = extra.get("previous_training_time")
    return {"updates": history[-1].get("num_updates"),
            "train_seconds": None if seconds is None else round(float(seconds), 1)}


def _fmt(value, fmt):
    return "–" if value is None else format(value, fmt)


def _arch_cell(row):
    return row["arch"] + (f" `{row['extra_flags']}`" if row.get("extra_flags") else "")


def _params_cell(row):
    return f"{_fmt(None if row['params'] is None else row['params'] / 1e6, '.1f')}M"


def _p_cell(row, base):
    """``(baseline)``, or the BLEU / chrF p-values against it (``*``: p < 0.05)."""
    if row["arch"] == base:
        return "(baseline)"

    def star(m):
        return f"{m['p']:.3f}{'*' if m['significant'] else ''}"

    b, c = row["bleu"], row["chrf"]
    return f"{star(b)} / {star(c)}" + (" (identical output)" if row.get("identical_to_baseline") else "")


def readme_table(report):
    """The README's results summary of a report (``compare.json``): one row per arch, the
    baseline first, then the others by BLEU, best first; every row's training seed(s).

    README.md carries this output verbatim (``--readme-table DIR`` prints it;
    tests/test_readme_results.py checks that the two agree)."""
    base = report["baseline"]
    seeds = (report.get("settings") or {}).get("seed") or "–"
    rows = sorted(report["systems"],
                  key=lambda r: (r["arch"] != base, -r["bleu"]["score"], r["arch"]))
    lines = [
        f"| arch | params | BLEU ± 95% CI | chrF ± 95% CI | p vs {base} (BLEU / chrF) | seeds |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        b, c = row["bleu"], row["chrf"]
        lines.append(
            f"| {_arch_cell(row)} | {_params_cell(row)} | {b['score']:.2f} ± {b['ci']:.2f} "
            f"| {c['score']:.2f} ± {c['ci']:.2f} | {_p_cell(row, base)} | {seeds} |")
    return "\n".join(lines) + "\n"


def markdown(report):
    """The Markdown table of a report (``build_report``'s result)."""
    base = report["baseline"]
    lines = [
        "| arch | params | updates | train time | valid ppl | BLEU ± 95% CI | chrF ± 95% CI "
        f"| p vs {base} (BLEU / chrF) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in report["systems"]:
        b, c = row["bleu"], row["chrf"]
        minutes = None if row["train_seconds"] is None else row["train_seconds"] / 60
        lines.append(
            f"| {_arch_cell(row)} | {_params_cell(row)} | {_fmt(row['updates'], 'd')} "
            f"| {_fmt(minutes, '.0f')} min | {_fmt(row['valid_ppl'], '.2f')} "
            f"| {b['score']:.2f} ± {b['ci']:.2f} | {c['score']:.2f} ± {c['ci']:.2f} "
            f"| {_p_cell(row, base)} |")
    s = report["settings"]
    notes = [
        "",
        f"{report['sentences']} test sentences, beam 5, sacreBLEU on detokenized text "
        f"({report['signatures']['bleu']}; {report['signatures']['chrf']}).",
        f"± is the half-width of the 95% confidence interval from {report['bootstrap']} "
        f"paired bootstrap resamples (sacreBLEU, seed {report['seed']}); p is the paired "
        f"bootstrap p-value of the difference to `{base}`: * marks p < {SIGNIFICANCE}, "
        "a difference larger than the resampling noise; without *, the systems are not "
        "distinguishable on this test set.",
    ]
    if s:
        notes.append("Settings: " + ", ".join(f"{k} `{v}`" for k, v in s.items()) + ".")
    dates = sorted(d for d in (report.get("recorded") or {}).values() if d)
    if dates:
        notes.append(f"Recorded {dates[0]}" + (f" to {dates[-1]}." if dates[-1] != dates[0] else "."))
    return "\n".join(lines + notes) + "\n"


def run_stats(out, arch):
    """One arch's row statistics from compare.sh's ``out``: its training log and checkpoint."""
    stats = train_stats(os.path.join(out, "logs", f"train.{arch}.log"))
    stats.update(checkpoint_stats(os.path.join(out, "checkpoints", arch, "checkpoint_last.pt")))
    return stats


def build_report(out, archs, baseline=BASELINE, n_samples=1000, settings=None,
                 extra_flags=None, progress=True, tgt=compare_results.DEFAULT_TGT):
    """Score and test every arch in ``archs`` under ``out``; return the report dict."""
    refs = read_lines(os.path.join(out, "raw", compare_results.ref_file(tgt)))
    systems = {}
    for arch in archs:
        path = os.path.join(out, "translations", arch, compare_results.hyp_file(tgt))
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path} is missing: run compare.sh (or translate.sh {arch} {out})")
        systems[arch] = read_lines(path)
    stats = {arch: run_stats(out, arch) for arch in archs}
    flags = {arch: (extra_flags or {}).get(arch, "") for arch in archs}
    return _report(systems, refs, stats, flags, baseline, n_samples, settings, progress)


def build_report_from_results(results, archs=None, baseline=BASELINE, n_samples=1000, progress=True):
    """The report of the archs recorded in ``results`` (all of them by default, the baseline
    first); every arch must have been trained with the same settings."""
    archs = archs or compare_results.recorded_archs(results)
    archs = [baseline] + [a for a in archs if a != baseline]
    refs, systems, runs = compare_results.load_results(results, archs)
    settings = runs[baseline]["settings"]
    for arch, run in runs.items():
        if run["settings"] != settings:
            raise ValueError(f"{results}/{arch} was trained with {run['settings']}, the baseline with "
                             f"{settings}: an equal-budget table needs the same settings for every arch")
    stats = {a: {k: r.get(k) for k in ("params", "valid_loss", "valid_ppl", "best_at_update", "updates",
                                      "train_seconds")} for a, r in runs.items()}
    flags = {a: r.get("extra_flags", "") for a, r in runs.items()}
    report = _report(systems, refs, stats, flags, baseline, n_samples, settings, progress)
    report["recorded"] = {a: r.get("recorded") for a, r in runs.items()}
    return report, runs


def _report(systems, refs, stats, extra_flags, baseline, n_samples, settings, progress):
    import sacrebleu

    tests = paired_bootstrap(systems, refs, n_samples, baseline=baseline, progress=progress)
    metrics = _metrics()
    for metric in metrics.values():  # signatures as sacrebleu prints them
        metric.corpus_score(systems[baseline], [refs])
    rows = []
    for arch in tests:
        row = {"arch": arch, "extra_flags": extra_flags.get(arch, "")}
        row.update(stats[arch])
        row.update(tests[arch])
        rows.append(row)
    return {
        "baseline": baseline,
        "sentences": len(refs),
        "bootstrap": n_samples,
        "seed": os.environ.get("SACREBLEU_SEED", "12345"),
        "sacrebleu": sacrebleu.__version__,
        "signatures": {"bleu": str(metrics["BLEU"].get_signature()),
                       "chrf": str(metrics["chrF2"].get_signature())},
        "settings": settings or {},
        "systems": rows,
    }


def _key_values(items, flag):
    result = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"{flag} {item!r}: expected KEY=VALUE")
        result[key] = value
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", help="compare.sh's output directory")
    parser.add_argument("--archs", help="space- or comma-separated archs (the baseline first)")
    parser.add_argument("--baseline", default=BASELINE, help="the system to test against")
    parser.add_argument("--bootstrap", type=int, default=1000, help="paired bootstrap resamples")
    parser.add_argument("--setting", action="append", metavar="KEY=VALUE",
                        help="a training setting to record in the report (repeatable)")
    parser.add_argument("--extra-flags", action="append", metavar="ARCH=FLAGS",
                        help="extra fairseq-train flags one arch got (repeatable)")
    parser.add_argument("--results", metavar="DIR",
                        help="committed results: with --record, add an arch to DIR; alone, build "
                             "the report and the learning-curve plot from DIR")
    parser.add_argument("--record", metavar="ARCH",
                        help="copy ARCH's finished result from OUT into --results DIR")
    parser.add_argument("--default-archs", action="store_true",
                        help="print compare.sh's default arch list and exit")
    parser.add_argument("--readme-table", metavar="DIR",
                        help="print the README's results summary table from DIR/compare.json and exit")
    parser.add_argument("--tgt", default=compare_results.DEFAULT_TGT,
                        help="target language of OUT's data (default: %(default)s, the Bible example); "
                             "a results folder knows its own")
    args = parser.parse_args()
    logging.getLogger("fairseq").setLevel(logging.WARNING)
    if args.default_archs:
        print(" ".join(default_archs()))
        return
    if args.readme_table:
        with open(os.path.join(args.readme_table, "compare.json"), encoding="utf-8") as f:
            print(readme_table(json.load(f)), end="")
        return
    logging.getLogger("sacrebleu").setLevel(logging.WARNING)
    settings = _key_values(args.setting, "--setting")
    flags = _key_values(args.extra_flags, "--extra-flags")
    if args.record:
        if not args.out or not args.results:
            parser.error("--record needs OUT and --results")
        path = compare_results.record(args.out, args.record, args.results, run_stats(args.out, args.record),
                                      settings, flags.get(args.record, ""), settings.get("max_update"), args.tgt)
        print(f"recorded {args.record} in {path}")
        return
    if args.results and not args.out:
        archs = args.archs.replace(",", " ").split() if args.archs else None
        report, runs = build_report_from_results(args.results, archs, args.baseline, args.bootstrap)
        _write(report, args.results)
        _plot_curves(runs, os.path.join(args.results, "valid_loss.png"))
        return
    if not args.out or not args.archs:
        parser.error("give OUT and --archs, or --results DIR")
    archs = args.archs.replace(",", " ").split()
    report = build_report(args.out, archs, args.baseline, args.bootstrap, settings, flags, tgt=args.tgt)
    _write(report, os.path.join(args.out, "results"))


def _write(report, folder):
    os.makedirs(folder, exist_ok=True)
    text = markdown(report)
    with open(os.path.join(folder, "compare.json"), "w", encoding="utf-8") as f:
        json.dump(report, f, indent=2)
    with open(os.path.join(folder, "compare.md"), "w", encoding="utf-8") as f:
        f.write(text)
    print(text)
    print(f"wrote {folder}/compare.json and compare.md")


def _plot_curves(runs, path):
    from analysis.plotting import learning_curves_figure, save

    updates = max((r.get("updates") or 0) for r in runs.values())
    save(learning_curves_figure(runs, f"validation loss, {updates} updates"), path)


if __name__ == "__main__":
    main()
