#!/usr/bin/env python
"""Text steps the paper recipes share (examples/{iwslt14_de_en,wmt14_en_de,wmt16_en_ro}).

    corpus.py segments FILE.xml|sgm > out.txt      # the <seg id=...> texts, one per line
    corpus.py iwslt-train < train.tags.de-en.de     # IWSLT talk text without its metadata lines
    corpus.py clean SRC TGT OUT_SRC OUT_TGT --min 1 --max 250 --ratio 1.5
    corpus.py every N IN REST EVERY                 # line k (1-based) to EVERY if k % N == 0
    corpus.py lowercase < in > out
    corpus.py romanian < in > out                   # WMT16 Romanian: normalize, strip diacritics

Each command reads and writes UTF-8 text, one sentence per line, and never
drops a line silently: ``clean`` reports how many pairs it kept.
"""

import argparse
import re
import sys

SEG = re.compile(r"<seg[^>]*>\s*(.*?)\s*</seg>", re.IGNORECASE)
# IWSLT's train.tags files interleave talk metadata with the text.
IWSLT_DROP = ("<url>", "<talkid>", "<keywords>")
IWSLT_STRIP = re.compile(r"</?(title|description)>")

# Romanian, as prepared for WMT16 En-Ro by Sennrich et al. (2016) and used by Lee et al. (2018):
# s/t with cedilla are the same letters as s/t with comma below; then all diacritics go.
ROMANIAN = str.maketrans({
    "\u015e": "S", "\u015f": "s", "\u0218": "S", "\u0219": "s",  # Ş ş Ș ș
    "\u0162": "T", "\u0163": "t", "\u021a": "T", "\u021b": "t",  # Ţ ţ Ț ț
    "\u0102": "A", "\u0103": "a", "\u00c2": "A", "\u00e2": "a",  # Ă ă Â â
    "\u00ce": "I", "\u00ee": "i",                                # Î î
})


def segments(path):
    """The text of every ``<seg ...>`` element of an SGML/XML test set, in order;
    the right single quote becomes an apostrophe, as fairseq's prepare scripts do."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            match = SEG.search(line)
            if match:
                yield match.group(1).replace("\u2019", "'")


def iwslt_train(lines):
    for line in lines:
        if not any(tag in line for tag in IWSLT_DROP):
            yield IWSLT_STRIP.sub("", line.rstrip("\n")).strip()


def romanian(line):
    return line.translate(ROMANIAN)


def clean(src, tgt, out_src, out_tgt, min_len, max_len, ratio):
    """Keep the pairs whose token counts lie in [min_len, max_len] on both sides and
    whose ratio is at most ``ratio`` (Moses' clean-corpus-n.perl); return (kept, total)."""
    kept = total = 0
    with open(src, encoding="utf-8") as fs, open(tgt, encoding="utf-8") as ft, \
            open(out_src, "w", encoding="utf-8") as os_, open(out_tgt, "w", encoding="utf-8") as ot:
        for total, (s, t) in enumerate(zip(fs, ft), start=1):
            ns, nt = len(s.split()), len(t.split())
            if not (min_len <= ns <= max_len and min_len <= nt <= max_len):
                continue
            if ns > ratio * nt or nt > ratio * ns:
                continue
            os_.write(" ".join(s.split()) + "\n")
            ot.write(" ".join(t.split()) + "\n")
            kept += 1
        if fs.readline() or ft.readline():
            raise SystemExit(f"clean: {src} and {tgt} have different line counts")
    return kept, total


def every(n, path, rest_path, every_path):
    with open(path, encoding="utf-8") as f, open(rest_path, "w", encoding="utf-8") as rest, \
            open(every_path, "w", encoding="utf-8") as picked:
        for k, line in enumerate(f, start=1):
            (picked if k % n == 0 else rest).write(line)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("segments", help="<seg> texts of SGML/XML files, concatenated")
    p.add_argument("files", nargs="+")
    sub.add_parser("iwslt-train", help="drop IWSLT metadata lines (stdin -> stdout)")
    p = sub.add_parser("clean", help="length / ratio filter of a parallel corpus")
    p.add_argument("src")
    p.add_argument("tgt")
    p.add_argument("out_src")
    p.add_argument("out_tgt")
    p.add_argument("--min", type=int, default=1)
    p.add_argument("--max", type=int, required=True)
    p.add_argument("--ratio", type=float, default=1.5)
    p = sub.add_parser("every", help="split off every N-th line")
    p.add_argument("n", type=int)
    p.add_argument("input")
    p.add_argument("rest")
    p.add_argument("every")
    sub.add_parser("lowercase", help="stdin -> stdout, lowercased")
    sub.add_parser("romanian", help="stdin -> stdout, Romanian normalized, no diacritics")
    args = parser.parse_args(argv)

    out = sys.stdout
    if args.command == "segments":
        for path in args.files:
            for text in segments(path):
                out.write(text + "\n")
    elif args.command == "iwslt-train":
        for text in iwslt_train(sys.stdin):
            out.write(text + "\n")
    elif args.command == "clean":
        kept, total = clean(args.src, args.tgt, args.out_src, args.out_tgt,
                            args.min, args.max, args.ratio)
        print(f"clean: kept {kept} of {total} pairs ({args.min}..{args.max} tokens, "
              f"ratio <= {args.ratio})", file=sys.stderr)
    elif args.command == "every":
        every(args.n, args.input, args.rest, args.every)
    elif args.command == "lowercase":
        for line in sys.stdin:
            out.write(line.lower())
    elif args.command == "romanian":
        for line in sys.stdin:
            out.write(romanian(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
