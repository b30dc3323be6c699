"""Score hypotheses against references: sacreBLEU + chrF, or tokenized BLEU as the papers report it.

    msfairseq-score --ref test.es --hyp hyp.detok.es [--json score.json]
    msfairseq-score --tokenized [--compound-split] --ref test.tok.de --hyp hyp.tok.de

(``python -m msfairseq.cli.score`` runs the same.)

Default: sacreBLEU BLEU and chrF of *detokenized* text (sacreBLEU tokenizes it
itself), printed with their signatures. ``--tokenized``: BLEU of text that is
already tokenized (Moses), split on whitespace, no smoothing: the number
``multi-bleu.perl``, ``fairseq-score`` and ``fairseq-generate`` print.
``--compound-split`` first rewrites every ``X-Y`` (X, Y non-blank) as
``X ##AT##-##AT## Y`` in hypotheses and references, as fairseq's
``scripts/compound_split_bleu.sh`` and tensor2tensor's ``get_ende_bleu.sh`` do
for WMT14 En-De. ``--lowercase`` scores case-insensitively (either mode).

Fails unless both files have the same number of lines. Which number each paper
reports, and why the two differ: ``examples/README.md``.
"""

import argparse
import json
import re
import sys

# fairseq's script runs `perl -ple` on UTF-8 bytes, so match bytes too: \S is any byte
# but ASCII whitespace, and a multi-byte character can end one match and start the next.
_COMPOUND = re.compile(rb"(\S)-(\S)")


def compound_split(line):
    """``X-Y`` -> ``X ##AT##-##AT## Y``, exactly as ``perl -ple 's{(\\S)-(\\S)}{$1 ##AT##-##AT## $2}g'``
    (left to right, matches do not overlap: ``a-b-c`` -> ``a ##AT##-##AT## b-c``)."""
    return _COMPOUND.sub(rb"\1 ##AT##-##AT## \2", line.encode("utf-8")).decode("utf-8")


def tokenized_bleu(hyps, refs, compound=False, lowercase=False):
    """Corpus BLEU of whitespace-tokenized lines (multi-bleu.perl / fairseq-score);
    returns ``(sacrebleu BLEUScore, signature string)``."""
    import sacrebleu

    if compound:
        hyps = [compound_split(h) for h in hyps]
        refs = [compound_split(r) for r in refs]
    bleu = sacrebleu.metrics.BLEU(tokenize="none", smooth_method="none", lowercase=lowercase, force=True)
    score = bleu.corpus_score(hyps, [refs])
    signature = str(bleu.get_signature()) + ("|compound-split:##AT##" if compound else "")
    return score, signature


def sacrebleu_scores(hyps, refs, lowercase=False):
    """sacreBLEU BLEU and chrF of detokenized lines, with their signatures."""
    import sacrebleu

    bleu = sacrebleu.metrics.BLEU(lowercase=lowercase)
    chrf = sacrebleu.metrics.CHRF(lowercase=lowercase)
    b, c = bleu.corpus_score(hyps, [refs]), chrf.corpus_score(hyps, [refs])
    return b, c, str(bleu.get_signature()), str(chrf.get_signature())


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def get_parser():
    parser = argparse.ArgumentParser(prog="msfairseq-score", description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", required=True, help="reference file, one sentence per line")
    parser.add_argument("--hyp", required=True, help="hypothesis file, one sentence per line")
    parser.add_argument("--tokenized", action="store_true",
                        help="BLEU of tokenized text, no further tokenization (multi-bleu.perl)")
    parser.add_argument("--compound-split", action="store_true",
                        help="with --tokenized: split X-Y into X ##AT##-##AT## Y first (WMT14 En-De)")
    parser.add_argument("--lowercase", action="store_true", help="case-insensitive scores")
    parser.add_argument("--json", help="also write the scores and signatures here")
    return parser


def main(argv=None):
    parser = get_parser()
    args = parser.parse_args(argv)
    if args.compound_split and not args.tokenized:
        parser.error("--compound-split applies to tokenized text: add --tokenized "
                     "(and pass tokenized --ref/--hyp)")

    refs, hyps = read_lines(args.ref), read_lines(args.hyp)
    if len(refs) != len(hyps):
        sys.exit(f"{args.hyp} has {len(hyps)} lines but {args.ref} has {len(refs)}")
    if args.tokenized:
        score, signature = tokenized_bleu(hyps, refs, args.compound_split, args.lowercase)
        name = "tokenized BLEU" + (" (compound-split)" if args.compound_split else "")
        result = {"metric": "tokenized_bleu", "bleu": round(score.score, 2),
                  "compound_split": args.compound_split, "sentences": len(hyps),
                  "detail": str(score), "bleu_signature": signature}
        print(f"{name} {result['bleu']:.2f} ({len(hyps)} sentences)")
        print(f"  {score}\n  {signature}")
    else:
        b, c, bleu_signature, chrf_signature = sacrebleu_scores(hyps, refs, args.lowercase)
        result = {"metric": "sacrebleu", "bleu": round(b.score, 2), "chrf": round(c.score, 2),
                  "sentences": len(hyps), "detail": str(b),
                  "bleu_signature": bleu_signature, "chrf_signature": chrf_signature}
        print(f"BLEU {result['bleu']:.2f} chrF {result['chrf']:.2f} ({len(hyps)} sentences)")
        print(f"  {bleu_signature}\n  {chrf_signature}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
