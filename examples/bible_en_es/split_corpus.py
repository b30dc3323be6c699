#!/usr/bin/env python
"""Split the shipped verse-aligned Bible corpus into train / valid / test text files.

The split is deterministic. ``--unit verse`` (default, the sentence-level
example): of the verses in canon order, every 30th verse (index 0, 30, 60, ...)
is test (1,037 verses), every 30th verse from index 15 is valid (1,036), the
rest is train (29,011). ``--unit chapter`` (the document-level recipe, where a
chapter is a document and must stay whole): the same rule on the 1,189 chapters
in canon order, so 40 test and 40 valid chapters. ``--max-*`` keep the first N
verses of a split (the tests use a few hundred).

Writes ``OUT/{train,valid,test}.{en,es}`` (one verse per line),
``OUT/{split}.ref`` (the verse references, e.g. ``Gen.1.1``) and
``OUT/{split}.doc`` (the document index of ``--task doc_translation``: the
chapter of each verse, e.g. ``Gen.1``).
"""

import argparse
import lzma
import os

SPLITS = ("train", "valid", "test")


def split_of(index):
    """The split of the ``index``-th verse (or chapter) in canon order."""
    if index % 30 == 0:
        return "test"
    if index % 30 == 15:
        return "valid"
    return "train"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", required=True, help="REF<TAB>en<TAB>es lines, .xz or plain")
    parser.add_argument("--out", required=True, help="output directory")
    parser.add_argument("--unit", choices=("verse", "chapter"), default="verse",
                        help="split whole chapters (documents) or single verses")
    for split in SPLITS:
        parser.add_argument(f"--max-{split}", type=int, default=0,
                            help=f"keep at most this many {split} verses (0: all)")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    limits = {s: getattr(args, f"max_{s}") for s in SPLITS}
    files = {
        (s, kind): open(os.path.join(args.out, f"{s}.{kind}"), "w", encoding="utf-8")
        for s in SPLITS for kind in ("en", "es", "ref", "doc")
    }
    counts = dict.fromkeys(SPLITS, 0)
    opener = lzma.open if args.corpus.endswith(".xz") else open
    chapters, chapter = -1, None
    with opener(args.corpus, "rt", encoding="utf-8") as corpus:
        for index, line in enumerate(corpus):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or not all(fields):
                raise SystemExit(
                    f"{args.corpus}:{index + 1}: expected REF<TAB>english<TAB>spanish, "
                    f"got {len(fields)} field(s)"
                )
            ref, en, es = fields
            if ref.rsplit(".", 1)[0] != chapter:
                chapter, chapters = ref.rsplit(".", 1)[0], chapters + 1
            split = split_of(chapters if args.unit == "chapter" else index)
            if limits[split] and counts[split] >= limits[split]:
                continue
            files[split, "ref"].write(ref + "\n")
            files[split, "doc"].write(chapter + "\n")
            files[split, "en"].write(en + "\n")
            files[split, "es"].write(es + "\n")
            counts[split] += 1
    for f in files.values():
        f.close()
    print(" ".join(f"{s}={counts[s]}" for s in SPLITS))


if __name__ == "__main__":
    main()
