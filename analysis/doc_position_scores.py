"""BLEU and chrF of document-level systems, split by where a sentence sits in its document.

A document's first sentence has no preceding context, so a context model can only help the
rest. Scoring the two apart shows whether a difference between a sentence-level and a context
system comes from the sentences that had context (``rest``) or is there without it (``first``,
where the two models differ only in training). Each subset is scored with sacreBLEU and tested
against the baseline with the paired bootstrap of ``compare_report.py``.

    python -m analysis.doc_position_scores --refs WORK/raw/test.es --docs WORK/raw/test.doc \\
        --hyps ctx0=RUN0/hyp.detok.es ctx128=RUN128/hyp.detok.es [--baseline ctx0] [--json OUT]
"""

import argparse
import logging

from analysis.compare_report import paired_bootstrap
from analysis.compare_results import write_json
from msfairseq.cli.score import read_lines

SUBSETS = ("all", "first", "rest")


def first_of_document(doc_ids):
    """Per line, whether it is the first of its document (ids are consecutive)."""
    return [i == 0 or doc_ids[i] != doc_ids[i - 1] for i in range(len(doc_ids))]


def position_scores(refs, systems, doc_ids, baseline=None, n_samples=1000):
    """``{subset: paired_bootstrap(...)}`` for all lines, documents' first lines, the rest."""
    if len(doc_ids) != len(refs):
        raise ValueError(f"{len(doc_ids)} document ids for {len(refs)} references")
    first = first_of_document(doc_ids)
    keep = {"all": [True] * len(refs), "first": first, "rest": [not f for f in first]}
    report = {}
    for subset in SUBSETS:
        lines = [i for i, k in enumerate(keep[subset]) if k]
        report[subset] = {"sentences": len(lines), "systems": paired_bootstrap(
            {name: [hyps[i] for i in lines] for name, hyps in systems.items()},
            [refs[i] for i in lines], n_samples, baseline=baseline, progress=False)}
    return report


def markdown(report, baseline):
    rows = ["| system | subset | sentences | BLEU | chrF | p vs " + baseline + " (BLEU / chrF) |",
            "|---|---|---|---|---|---|"]
    for name in report["all"]["systems"]:
        for subset in SUBSETS:
            r = report[subset]["systems"][name]
            p = "—" if name == baseline else f"{r['bleu']['p']} / {r['chrf']['p']}"
            rows.append(f"| {name} | {subset} | {report[subset]['sentences']} | "
                        f"{r['bleu']['score']:.2f} ± {r['bleu']['ci']:.2f} | "
                        f"{r['chrf']['score']:.2f} ± {r['chrf']['ci']:.2f} | {p} |")
    return "\n".join(rows) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refs", required=True, help="detokenized references, one per line")
    parser.add_argument("--docs", required=True, help="the document id of each line (raw/test.doc)")
    parser.add_argument("--hyps", nargs="+", required=True, metavar="NAME=PATH",
                        help="detokenized hypotheses, one per reference line")
    parser.add_argument("--baseline", help="the system to test against (default: the first)")
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--json", help="also write the report here")
    args = parser.parse_args()
    logging.getLogger("sacrebleu").setLevel(logging.WARNING)
    systems = {}
    for item in args.hyps:
        name, sep, path = item.partition("=")
        if not sep:
            parser.error(f"--hyps {item}: give NAME=PATH")
        systems[name] = read_lines(path)
    baseline = args.baseline or next(iter(systems))
    report = position_scores(read_lines(args.refs), systems, read_lines(args.docs), baseline,
                             args.bootstrap)
    print(markdown(report, baseline), end="")
    if args.json:
        write_json(args.json, {"baseline": baseline, **report})


if __name__ == "__main__":
    main()
