"""Binarize UMST side files into fairseq indexed datasets next to fairseq-preprocess output.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). For each split writes ``{destdir}/{split}.{src}-{tgt}.wb.{src}``
and ``.dep.{src}`` (``.bin``/``.idx``), after checking every line against the
segmented source text and against the binarized source in ``destdir``:

    msfairseq-umst-binarize --side-dir data/umst --source-text 'data/{split}.bpe.en' \\
        --destdir data-bin --src en --tgt es --splits train valid test

(``python -m msfairseq.cli.umst_binarize`` runs the same.)
"""

import argparse
import logging
import os
import sys


def get_parser():
    p = argparse.ArgumentParser(prog="msfairseq-umst-binarize",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--side-dir", required=True, help="directory holding {split}.wb.{src} / .dep.{src}")
    p.add_argument("--source-text", help="segmented source text that fairseq-preprocess read; "
                                         "'{split}' is replaced by the split name (token counts checked)")
    p.add_argument("--destdir", required=True, help="fairseq-preprocess --destdir (data-bin)")
    p.add_argument("--src", required=True, help="source language")
    p.add_argument("--tgt", required=True, help="target language")
    p.add_argument("--splits", nargs="+", default=["train", "valid", "test"], help="splits to binarize")
    return p


def main(argv=None):
    args = get_parser().parse_args(argv)
    # imported here, after the arguments: --help answers without torch and fairseq
    import numpy as np
    from fairseq.data import indexed_dataset

    from ..data.binarize import binarize_side_files, side_prefix
    from ..data.side_files import SideFileError

    logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s")
    try:
        for split in args.splits:
            src_bin = os.path.join(args.destdir, f"{split}.{args.src}-{args.tgt}.{args.src}")
            sizes = None
            if indexed_dataset.dataset_exists(src_bin, impl="mmap"):
                src_ds = indexed_dataset.MMapIndexedDataset(src_bin)
                sizes = np.array(src_ds.sizes)  # a copy: the mmap closes with src_ds
                del src_ds
            else:
                logging.warning("%s.bin/.idx not found: token counts are checked against the "
                                "text only; umst_translation checks them again at load time", src_bin)
            binarize_side_files(
                os.path.join(args.side_dir, f"{split}.wb.{args.src}"),
                os.path.join(args.side_dir, f"{split}.dep.{args.src}"),
                side_prefix(args.destdir, split, args.src, args.tgt, "wb"),
                side_prefix(args.destdir, split, args.src, args.tgt, "dep"),
                source_path=args.source_text.format(split=split) if args.source_text else None,
                src_sizes=sizes,
            )
    except (SideFileError, FileNotFoundError) as err:
        print(f"msfairseq-umst-binarize: error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
