"""Does a document-level model use its context? Real context against random context.

A lower loss with context than without it can come from any extra text (more tokens to attend
to, a longer source); context *helps* only where the real preceding text beats text of the
same length from elsewhere. This control scores every test sentence's reference twice with the
same checkpoint: after its real context (what ``--doc-context-tokens N`` gives it) and after
about as many tokens of consecutive sentences from another test document. A sentence with no
real context (the first of its document; in ``segment_pairs``, of its document's first
segment) is left out.

``build`` writes both conditions as test splits of their own, in the same shape, so that the
task's plan gives exactly the chosen context and nothing else. ``--form source_context``: every
scored sentence is the last line of a document of its own, its context the lines before it
(the plan's: :func:`msfairseq.data.document_plan.source_context_plan` on the BPE'd test split,
as the task builds it). ``--form segment_pairs``: every segment of the plan
(:func:`~msfairseq.data.document_plan.segment_pairs_plan`) that has a previous one is a document
of its own after that previous segment (real) or after the random run, and each of its sentences
is scored; a random run must fill enough of a segment that the segment's first sentence would
not fit beside it, so the task cuts the document into the same two segments. The random context
is, among ``--candidates`` draws of (another document, an end sentence), the run of whole
sentences ending there whose size is closest to the real context's without passing it. Writes ``OUT/{real,random}/`` (``bpe/test.{src,tgt}`` and
``raw/test.doc``), ``OUT/scored.json`` (for each condition, the scored lines and the test
sentence each one is) and prints how the two contexts' sizes compare. Binarize each condition
with the data's own dictionaries, then score the references:

    python -m analysis.random_context build WORK OUT --context 128 [--form segment_pairs]
    for c in real random; do
      fairseq-preprocess --source-lang en --target-lang es --testpref OUT/$c/bpe/test \\
          --srcdict WORK/data-bin/dict.en.txt --tgtdict WORK/data-bin/dict.es.txt \\
          --destdir OUT/$c/data-bin --workers 2
      cp OUT/$c/raw/test.doc OUT/$c/data-bin/test.en-es.doc
      fairseq-generate OUT/$c/data-bin --user-dir msfairseq --task doc_translation \\
          --doc-context-tokens 128 [--doc-form segment_pairs] --path CKPT --gen-subset test \\
          --score-reference \\
          --batch-size 64 --required-batch-size-multiple 1 > OUT/$c/score.out
    done
    python -m analysis.random_context compare OUT

``compare`` reads each scored sentence's log-probability (the sum of its ``P-`` scores, bits)
in both conditions and reports how often the real context scores the reference higher (by
more than 0.01 bits; closer is a tie), the
mean difference in bits per sentence, and a bootstrap 95% interval of that mean (JSON with
``--json``).
"""

import argparse
import json
import os
import random
import re

import numpy as np

from analysis.compare_results import write_json
from msfairseq.cli.score import read_lines
from msfairseq.data.document_index import document_starts
from msfairseq.data.document_plan import segment_pairs_plan, source_context_plan

CONDITIONS = ("real", "random")
# fairseq-generate prints each P- score to 4 decimals: a sentence's sum is exact to about 1e-3
TIE_BITS = 0.01


def source_sizes(lines):
    """Source tokens of each BPE'd line as the task counts them (its pieces and EOS)."""
    return np.asarray([len(line.split()) + 1 for line in lines], dtype=np.int64)


def real_contexts(sizes, doc_ids, context_tokens, max_source_positions=1024):
    """``{sentence: (first, its context's size)}`` for every sentence the plan gives context."""
    starts = document_starts(doc_ids, len(doc_ids))
    plan = source_context_plan(sizes, None, starts, context_tokens, max_source_positions)
    return {int(i): (int(plan.first[i]), int(plan.context_sizes[i]))
            for i in range(len(plan)) if plan.first[i] < plan.current[i]}


def real_segment_contexts(sizes, doc_ids, context_tokens, max_source_positions=1024):
    """``[(previous segment's first, current segment's first, its end)]`` for every
    ``segment_pairs`` segment the plan gives a previous one."""
    starts = document_starts(doc_ids, len(doc_ids))
    plan = segment_pairs_plan(sizes, None, starts, context_tokens, max_source_positions)
    return [(int(f), int(c), int(e)) for f, c, e in zip(plan.first, plan.current, plan.end) if f < c]


def random_context(i, size, sizes, starts, doc_of, rng, candidates, more_than=0, segment=None):
    """Consecutive sentences of another document, ``(first, end)``, whose size is the closest
    to ``size`` without passing it and above ``more_than``, and that make one segment of
    ``segment`` tokens if given (one sentence, or at most that many tokens); None: no draw
    found one."""
    others = [d for d in range(len(starts) - 1) if d != doc_of[i]]
    best = None
    for _ in range(candidates):
        d = rng.choice(others)
        end = rng.randrange(int(starts[d]) + 1, int(starts[d + 1]) + 1)
        first, used = end, 0
        while first > starts[d] and used + sizes[first - 1] <= size:
            first -= 1
            used += int(sizes[first])
        one_segment = segment is None or end - first == 1 or used <= segment
        if first < end and used > more_than and one_segment and (best is None or used > best[2]):
            best = (first, end, used)
    return None if best is None else best[:2]


def chosen_contexts(sizes, doc_ids, context_tokens, form, rng, candidates):
    """``{"real": [(context lines, scored lines)], "random": [...]}``, one entry per example.

    ``source_context``: an example is a sentence after its context. ``segment_pairs``: a
    segment (every sentence of it scored) after its previous segment; a random run is kept
    only when it is one segment that the current segment's first sentence would not fit beside
    (``context_tokens // 2`` tokens), so the task cuts the example into the same two segments."""
    starts = document_starts(doc_ids, len(doc_ids))
    doc_of = np.repeat(np.arange(len(starts) - 1), np.diff(starts))
    if form == "source_context":
        examples = [(first, i, i + 1) for i, (first, _) in
                    sorted(real_contexts(sizes, doc_ids, context_tokens).items())]
    else:
        examples = real_segment_contexts(sizes, doc_ids, context_tokens)
    chosen = {"real": [], "random": []}
    for first, current, end in examples:
        size = int(sizes[first:current].sum())
        more_than, segment = 0, None
        if form == "segment_pairs":
            segment = context_tokens // 2
            more_than = segment - int(sizes[current])
        other = random_context(current, size, sizes, starts, doc_of, rng, candidates, more_than,
                               segment)
        if other is not None:
            scored = list(range(current, end))
            chosen["real"].append((list(range(first, current)), scored))
            chosen["random"].append((list(range(*other)), scored))
    return chosen


def build(work, out, context_tokens, src="en", tgt="es", seed=1, candidates=20,
          form="source_context"):
    """Write both conditions under ``out`` (see the module doc); returns the scored-lines map."""
    src_lines = read_lines(os.path.join(work, "bpe", f"test.{src}"))
    tgt_lines = read_lines(os.path.join(work, "bpe", f"test.{tgt}"))
    doc_ids = read_lines(os.path.join(work, "raw", "test.doc"))
    if not len(src_lines) == len(tgt_lines) == len(doc_ids):
        raise ValueError(f"{work}: test.{src}, test.{tgt} and test.doc differ in length")
    sizes = source_sizes(src_lines)
    contexts = chosen_contexts(sizes, doc_ids, context_tokens, form, random.Random(seed), candidates)
    scored = {"context_tokens": context_tokens, "form": form, "seed": seed,
              "examples": len(contexts["real"]),
              "sentences": sum(len(lines) for _, lines in contexts["real"])}
    for condition, chosen in contexts.items():
        folder = os.path.join(out, condition)
        for d in ("bpe", "raw"):
            os.makedirs(os.path.join(folder, d), exist_ok=True)
        lines, docs, scored_lines = [], [], {}
        for ctx, current in chosen:
            doc = f"{condition}{current[0]}"
            lines += ctx
            for i in current:
                scored_lines[len(lines)] = i
                lines.append(i)
            docs += [doc] * (len(ctx) + len(current))
        for lang, text in ((src, src_lines), (tgt, tgt_lines)):
            with open(os.path.join(folder, "bpe", f"test.{lang}"), "w", encoding="utf-8") as f:
                f.writelines(text[j] + "\n" for j in lines)
        with open(os.path.join(folder, "raw", "test.doc"), "w", encoding="utf-8") as f:
            f.writelines(d + "\n" for d in docs)
        scored[condition] = {str(line): i for line, i in scored_lines.items()}
        scored[f"{condition}_context_sizes"] = [int(sizes[ctx].sum()) for ctx, _ in chosen]
    write_json(os.path.join(out, "scored.json"), scored)
    return scored


def reference_scores(generate_out):
    """``{line id: log2-probability of the reference}`` (the sum of its ``P-`` scores) from a
    ``fairseq-generate --score-reference`` output."""
    scores = {}
    with open(generate_out, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"P-(\d+)\t(.*)", line.rstrip("\n"))
            if m:
                scores[int(m.group(1))] = sum(float(x) for x in m.group(2).split())
    return scores


def compare(out, bootstrap=1000, seed=12345, tie_bits=TIE_BITS):
    """Per-sentence real-minus-random log-probabilities and their summary (see module doc); a
    difference within ``tie_bits`` is a tie (the printed ``P-`` scores are rounded, and batches
    of other shapes move the last digits)."""
    with open(os.path.join(out, "scored.json"), encoding="utf-8") as f:
        scored = json.load(f)
    per_sentence = {}
    for condition in CONDITIONS:
        scores = reference_scores(os.path.join(out, condition, "score.out"))
        missing = [line for line in scored[condition] if int(line) not in scores]
        if missing:
            raise ValueError(f"{out}/{condition}/score.out has no P- line for {len(missing)} scored "
                             f"lines (e.g. {missing[0]}): score every line of the split")
        per_sentence[condition] = {i: scores[int(line)] for line, i in scored[condition].items()}
    sentences = sorted(per_sentence["real"])
    diff = np.asarray([per_sentence["real"][i] - per_sentence["random"][i] for i in sentences])
    rng = np.random.default_rng(seed)
    means = np.sort([diff[rng.integers(0, len(diff), len(diff))].mean() for _ in range(bootstrap)])
    sizes = {c: float(np.mean(scored[f"{c}_context_sizes"])) for c in CONDITIONS}
    return {
        "context_tokens": scored["context_tokens"],
        "form": scored.get("form", "source_context"),
        "sentences": len(sentences),
        "real_better": int((diff > tie_bits).sum()),
        "random_better": int((diff < -tie_bits).sum()),
        "ties": int((np.abs(diff) <= tie_bits).sum()),
        "tie_bits": tie_bits,
        "real_better_share": float((diff > tie_bits).mean()),
        "mean_diff_bits": float(diff.mean()),
        "mean_diff_ci95": [float(means[int(0.025 * bootstrap)]), float(means[int(0.975 * bootstrap) - 1])],
        "mean_context_tokens": sizes,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="write the real and random test splits")
    b.add_argument("work", help="the prepared data (bpe/test.SRC, bpe/test.TGT, raw/test.doc)")
    b.add_argument("out")
    b.add_argument("--context", type=int, required=True, help="--doc-context-tokens of the model")
    b.add_argument("--form", choices=("source_context", "segment_pairs"), default="source_context",
                   help="--doc-form of the model")
    b.add_argument("--src", default="en")
    b.add_argument("--tgt", default="es")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--candidates", type=int, default=20,
                   help="random (document, end) draws per sentence; the closest in size is kept")
    c = sub.add_parser("compare", help="summarize OUT/{real,random}/score.out")
    c.add_argument("out")
    c.add_argument("--bootstrap", type=int, default=1000)
    c.add_argument("--json", help="also write the summary here")
    args = parser.parse_args()
    if args.command == "build":
        scored = build(args.work, args.out, args.context, args.src, args.tgt, args.seed,
                       args.candidates, args.form)
        real, rand = (np.mean(scored[f"{c}_context_sizes"]) for c in CONDITIONS)
        print(f"{scored['sentences']} sentences with context; mean context {real:.1f} source "
              f"tokens real, {rand:.1f} random; wrote {args.out}/{{real,random}} and scored.json")
        return
    summary = compare(args.out, args.bootstrap)
    print(f"context {summary['context_tokens']}: real context scores the reference higher for "
          f"{summary['real_better']} of {summary['sentences']} sentences "
          f"({100 * summary['real_better_share']:.1f} %), random for {summary['random_better']}; "
          f"mean difference {summary['mean_diff_bits']:+.3f} bits per sentence "
          f"(95 % CI {summary['mean_diff_ci95'][0]:+.3f} to {summary['mean_diff_ci95'][1]:+.3f})")
    if args.json:
        write_json(args.json, summary)


if __name__ == "__main__":
    main()
