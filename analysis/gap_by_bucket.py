"""Where a gap between two systems lies: their BLEU / chrF difference by source-sentence bucket.

Given pairs of hypothesis files (a baseline and a system, for example the same pair trained
with several seeds) on one test set, groups the sentences by a property of the source and
reports, for each bucket, each pair's difference (system minus baseline) and the difference
of all pairs pooled (every pair's sentences of the bucket as one corpus), with sacreBLEU's
paired bootstrap p on the pooled corpus (:func:`compare_report.paired_bootstrap`). A last
row, ``all``, does the same over every sentence (the pairs' whole test sets pooled: for
pairs trained with several seeds, one test of the difference over all of them).

    python -m analysis.gap_by_bucket --source BPE_SRC --ref REF \\
        --pair seed1 BASE_HYP SYS_HYP --pair seed2 BASE_HYP SYS_HYP [--by split-words] \\
        [--edges 0 1 3] [--out DIR]

``--by``:

* ``split-words``: the number of source words that BPE split into two pieces or more
  (``BPE_SRC`` is the BPE'd source, ``@@`` continuation marks); the words UMST's word scale
  acts on. A sentence with none has G = I (UMST Eq. 3-4): its word scale is its sub-word scale;
* ``length``: the source length in words (``@@`` pieces joined).

``--edges e1 e2 ...`` are the buckets' upper bounds, inclusive: ``0 1 3`` gives 0, 1, 2-3
and 4 or more. Prints a Markdown table; ``--out DIR`` also writes ``DIR/gap_by_BY.json``
and ``DIR/gap_by_BY.md``.
"""

import argparse
import json
import os
import sys

from analysis.compare_report import paired_bootstrap
from msfairseq.cli.score import read_lines

KEYS = ("split-words", "length")
DEFAULT_EDGES = {"split-words": (0, 1, 3), "length": (10, 20, 30, 40)}


def split_words(bpe_line):
    """Words of a BPE'd line that are two pieces or more (``a@@ b`` is one such word)."""
    count, inside = 0, False
    for piece in bpe_line.split():
        continued = piece.endswith("@@")
        if continued and not inside:
            count += 1
        inside = continued
    return count


def word_length(bpe_line):
    """Words of a BPE'd line: its pieces with ``@@`` continuations joined."""
    return sum(1 for piece in bpe_line.split() if not piece.endswith("@@"))


def bucket_labels(edges):
    """``[(lo, hi, label)]`` for inclusive upper bounds ``edges``; the last bucket is open."""
    if list(edges) != sorted(set(edges)):
        raise ValueError(f"--edges must be increasing, got {list(edges)}")
    buckets, lo = [], 0
    for hi in edges:
        buckets.append((lo, hi, str(hi) if lo == hi else f"{lo}-{hi}"))
        lo = hi + 1
    buckets.append((lo, float("inf"), f"{lo}+"))
    return buckets


def gap_by_bucket(sources, references, pairs, by="split-words", edges=None, n_samples=1000):
    """The table's numbers: ``{"by", "buckets": [{"bucket", "sentences", "pairs": {name:
    {"bleu", "chrf"}}, "pooled": {"bleu", "chrf", "bleu_p", "chrf_p"}}]}``, differences as
    system minus baseline.

    ``sources``: BPE'd source lines; ``pairs``: ``{name: (baseline_hyps, system_hyps)}``,
    each a list with one line per reference.
    """
    if by not in KEYS:
        raise ValueError(f"--by must be one of {KEYS}, got {by!r}")
    if len(sources) != len(references):
        raise ValueError(f"{len(sources)} source lines for {len(references)} references")
    for name, (base, system) in pairs.items():
        for which, hyps in (("baseline", base), ("system", system)):
            if len(hyps) != len(references):
                raise ValueError(f"{name}: {len(hyps)} {which} hypotheses for "
                                 f"{len(references)} references")
    measure = split_words if by == "split-words" else word_length
    values = [measure(s) for s in sources]
    rows = []
    for lo, hi, label in bucket_labels(edges if edges is not None else DEFAULT_EDGES[by]):
        idx = [i for i, v in enumerate(values) if lo <= v <= hi]
        if idx:
            rows.append(_bucket_row(label, idx, references, pairs, n_samples))
    if len(rows) > 1:
        rows.append(_bucket_row("all", range(len(references)), references, pairs, n_samples))
    return {"by": by, "buckets": rows}


def _bucket_row(label, idx, references, pairs, n_samples):
    """One row: each pair's difference on the sentences ``idx`` and the pairs pooled."""
    row = {"bucket": label, "sentences": len(idx), "pairs": {}}
    pooled_base, pooled_sys, pooled_ref = [], [], []
    for name, (base, system) in pairs.items():
        ref = [references[i] for i in idx]
        b, s = [base[i] for i in idx], [system[i] for i in idx]
        scores = paired_bootstrap({"base": b, "sys": s}, ref, n_samples=n_samples,
                                  progress=False)
        row["pairs"][name] = _diff(scores)
        pooled_base += b
        pooled_sys += s
        pooled_ref += ref
    scores = paired_bootstrap({"base": pooled_base, "sys": pooled_sys}, pooled_ref,
                              n_samples=n_samples, progress=False)
    row["pooled"] = dict(_diff(scores), bleu_p=scores["sys"]["bleu"]["p"],
                         chrf_p=scores["sys"]["chrf"]["p"])
    return row


def _diff(scores):
    return {m: round(scores["sys"][m]["score"] - scores["base"][m]["score"], 2)
            for m in ("bleu", "chrf")}


def markdown(result, pair_names):
    head = ["bucket (" + result["by"] + ")", "sentences",
            *[f"{n}: BLEU / chrF" for n in pair_names], "pooled: BLEU / chrF (p)"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in result["buckets"]:
        pooled = row["pooled"]
        cells = [row["bucket"], str(row["sentences"]),
                 *[f"{row['pairs'][n]['bleu']:+.2f} / {row['pairs'][n]['chrf']:+.2f}"
                   for n in pair_names],
                 f"{pooled['bleu']:+.2f} (p {pooled['bleu_p']:.3f}) / "
                 f"{pooled['chrf']:+.2f} (p {pooled['chrf_p']:.3f})"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", required=True, help="the BPE'd source of the test set")
    parser.add_argument("--ref", required=True, help="the references, one per line")
    parser.add_argument("--pair", nargs=3, action="append", required=True,
                        metavar=("NAME", "BASELINE_HYP", "SYSTEM_HYP"),
                        help="one pair of hypothesis files (repeat for each pair)")
    parser.add_argument("--by", choices=KEYS, default="split-words")
    parser.add_argument("--edges", type=int, nargs="+",
                        help="buckets' inclusive upper bounds (default: "
                             + "; ".join(f"{k}: {' '.join(map(str, v))}"
                                         for k, v in DEFAULT_EDGES.items()) + ")")
    parser.add_argument("--bootstrap", type=int, default=1000, help="paired bootstrap resamples")
    parser.add_argument("--out", help="write gap_by_BY.json and gap_by_BY.md here")
    args = parser.parse_args(argv)

    names = [name for name, _, _ in args.pair]
    if len(set(names)) != len(names):
        parser.error(f"--pair names must differ, got {names}")
    pairs = {name: (read_lines(base), read_lines(system)) for name, base, system in args.pair}
    result = gap_by_bucket(read_lines(args.source), read_lines(args.ref), pairs, args.by,
                           args.edges, args.bootstrap)
    result["command"] = "python -m analysis.gap_by_bucket " + " ".join(
        arg if " " not in arg else repr(arg) for arg in (argv if argv is not None else sys.argv[1:]))
    table = markdown(result, names)
    print(table, end="")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        stem = os.path.join(args.out, "gap_by_" + args.by.replace("-", "_"))
        with open(stem + ".json", "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1)
        with open(stem + ".md", "w", encoding="utf-8") as f:
            f.write(f"`{result['command']}`\n\nsystem minus baseline\n\n" + table)


if __name__ == "__main__":
    main()
