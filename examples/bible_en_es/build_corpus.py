#!/usr/bin/env python
"""Build the verse-aligned English-Spanish Bible corpus shipped with this example.

Reads the public-domain King James Version (Debian ``sword-text-kjv``) and the
Reina-Valera 1909 (Debian ``sword-text-sparv``) with ``pysword`` and writes one
line per verse present in both: ``REF<TAB>english<TAB>spanish``, xz-compressed.
The committed ``bible.en-es.tsv.xz`` was made by this script, so the demo needs
neither apt nor pysword; rerun it only to rebuild that file:

    apt-get install sword-text-kjv sword-text-sparv && pip install pysword
    python examples/bible_en_es/build_corpus.py --out examples/bible_en_es/bible.en-es.tsv.xz
"""

import argparse
import logging
import lzma
import re

logger = logging.getLogger("build_corpus")

EN_MODULE = "engKJV2006eb"
ES_MODULE = "spaRV1909eb"


def clean(text):
    """Collapse the whitespace pysword leaves after stripping OSIS markup."""
    return re.sub(r"\s+", " ", text).strip()


def verses(bible, structure):
    """Yield ``(ref, text)`` for every verse of ``structure``'s books in canon order."""
    for testament in ("ot", "nt"):
        for book in structure.get_books()[testament]:
            for chapter, length in enumerate(book.chapter_lengths, start=1):
                texts = bible.get(
                    books=[book.osis_name],
                    chapters=[chapter],
                    verses=list(range(1, length + 1)),
                    clean=True,
                    join="\n",
                ).split("\n")
                if len(texts) != length:
                    raise RuntimeError(
                        f"{book.osis_name} {chapter}: expected {length} verses, got {len(texts)}"
                    )
                for verse, text in enumerate(texts, start=1):
                    yield f"{book.osis_name}.{chapter}.{verse}", clean(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sword-dir", default="/usr/share/sword", help="SWORD library root")
    parser.add_argument("--out", required=True, help="output .tsv.xz path")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")

    from pysword.modules import SwordModules

    modules = SwordModules(args.sword_dir)
    modules.parse_modules()
    en_bible = modules.get_bible_from_module(EN_MODULE)
    es_bible = modules.get_bible_from_module(ES_MODULE)
    # Both modules use the KJV versification, so verse references line up.
    structure = en_bible.get_structure()
    en = dict(verses(en_bible, structure))
    es = dict(verses(es_bible, es_bible.get_structure()))

    kept = skipped = 0
    with lzma.open(args.out, "wt", encoding="utf-8", preset=9) as out:
        for ref, en_text in en.items():
            es_text = es.get(ref, "")
            if not en_text or not es_text:
                skipped += 1
                continue
            out.write(f"{ref}\t{en_text}\t{es_text}\n")
            kept += 1
    logger.info("wrote %d aligned verses to %s (%d skipped: empty on one side)", kept, args.out, skipped)


if __name__ == "__main__":
    main()
