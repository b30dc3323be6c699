#!/usr/bin/env python
"""Score detokenized hypotheses against references with sacrebleu (BLEU, chrF).

    python scripts/score.py --ref test.es --hyp hyp.detok.es [--json score.json]

Fails unless both files have the same number of lines. Prints one line
``BLEU <b> chrF <c> (<n> sentences)`` and the sacrebleu signatures.
"""

import argparse
import json
import sys


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", required=True, help="reference file, one sentence per line")
    parser.add_argument("--hyp", required=True, help="hypothesis file, one sentence per line")
    parser.add_argument("--json", help="also write the scores and signatures here")
    args = parser.parse_args()

    import sacrebleu

    refs, hyps = read_lines(args.ref), read_lines(args.hyp)
    if len(refs) != len(hyps):
        sys.exit(f"{args.hyp} has {len(hyps)} lines but {args.ref} has {len(refs)}")
    bleu = sacrebleu.metrics.BLEU()
    chrf = sacrebleu.metrics.CHRF()
    b = bleu.corpus_score(hyps, [refs])
    c = chrf.corpus_score(hyps, [refs])
    result = {
        "bleu": round(b.score, 2),
        "chrf": round(c.score, 2),
        "sentences": len(hyps),
        "bleu_signature": str(bleu.get_signature()),
        "chrf_signature": str(chrf.get_signature()),
    }
    print(f"BLEU {result['bleu']:.2f} chrF {result['chrf']:.2f} ({len(hyps)} sentences)")
    print(f"  {result['bleu_signature']}\n  {result['chrf_signature']}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
