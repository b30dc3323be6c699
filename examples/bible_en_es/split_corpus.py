#!/usr/bin/env python
"""Split the shipped verse-aligned Bible corpus into train / valid / test text files.

The split is deterministic: of the verses in canon order, every 30th verse
(index 0, 30, 60, ...) is test (1,037 verses), every 30th verse from index 15
is valid (1,036), the rest is train (29,011). ``--max-*`` keep the first N
verses of a split (the tests use a few hundred).

Writes ``OUT/{train,valid,test}.{en,es}`` (one verse per line) and
``OUT/{split}.ref`` (the verse references, e.g. ``Gen.1.1``).
"""

import argparse
import lzma
import os

SPLITS = ("train", "valid", "test")


def split_of(index):
    """The split of the ``index``-th verse in canon order."""
    if index % 30 == 0:
        return "test"
    if index % 30 == 15:
        return "valid"
    return "train"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", required=True, help="REF<TAB>en<TAB>es lines, .xz or plain")
    parser.add_argument("--out", required=True, help="output directory")
    for split in SPLITS:
        parser.add_argument(f"--max-{split}", type=int, default=0,
                            help=f"keep at most this many {split} verses (0: all)")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    limits = {s: getattr(args, f"max_{s}") for s in SPLITS}
    files = {
        (s, kind): open(os.path.join(args.out, f"{s}.{kind}"), "w", encoding="utf-8")
        for s in SPLITS for kind in ("en", "es", "ref")
    }
    counts = dict.fromkeys(SPLITS, 0)
    opener = lzma.open if args.corpus.endswith(".xz") else open
    with opener(args.corpus, "rt", encoding="utf-8") as corpus:
        for index, line in enumerate(corpus):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or not all(fields):
                raise SystemExit(
                    f"{args.corpus}:{index + 1}: expected REF<TAB>english<TAB>spanish, "
                    f"got {len(fields)} field(s)"
                )
            split = split_of(index)
            if limits[split] and counts[split] >= limits[split]:
                continue
            ref, en, es = fields
            files[split, "ref"].write(ref + "\n")
            files[split, "en"].write(en + "\n")
            files[split, "es"].write(es + "\n")
            counts[split] += 1
    for f in files.values():
        f.close()
    print(" ".join(f"{s}={counts[s]}" for s in SPLITS))


if __name__ == "__main__":
    main()
