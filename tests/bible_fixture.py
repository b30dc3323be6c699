"""The Bible example's data made in this process: the fast tier's real-data fixture.

:func:`prepare` does what ``examples/bible_en_es/prepare.sh`` does, on a slice of the
shipped corpus, without a shell or a subprocess training tool: the deterministic split
(``split_corpus.py``), sacremoses tokenization, joint subword-nmt BPE and fairseq's
binarization (``fairseq_cli.preprocess.main``), and the document index of each split.
:func:`add_umst` adds UMST side files as ``prepare_umst.sh`` does, with the dependency
heads that spaCy gave this slice read from ``tests/data/`` instead of running spaCy: word
boundaries from the BPE, then msfairseq's own extraction and binarization.

``test_the_fast_fixture_is_what_the_recipe_makes`` (slow tier) checks that both give the
same files as the recipe scripts, byte for byte. To rewrite the committed heads after a
change of the slice or the tokenizer: run ``prepare.sh`` and ``prepare_umst.sh`` with the
settings of :data:`DOCS` and copy ``WORK/umst/{split}.dep.en`` to ``tests/data/bible_docs/``.
"""

import itertools
import os
import shutil
import subprocess
import sys
import tempfile

from utils import REPO

EXAMPLE = os.path.join(REPO, "examples", "bible_en_es")
HEADS = os.path.join(REPO, "tests", "data")
SPLITS = ("train", "valid", "test")
SRC, TGT = "en", "es"
# The document-level slice: whole chapters (documents), 400/60/60 verses, 800 BPE merges.
DOCS = dict(max_train=400, max_valid=60, max_test=60, bpe_ops=800, unit="chapter")


def prepare(work, max_train, max_valid, max_test, bpe_ops, unit="verse"):
    """``prepare.sh`` in this process: ``work/{raw,tok,bpe,data-bin}``; returns ``work``."""
    from fairseq import options
    from fairseq_cli import preprocess
    from sacremoses import MosesTokenizer
    from subword_nmt import apply_bpe, learn_joint_bpe_and_vocab

    for d in ("raw", "tok", "bpe"):
        os.makedirs(os.path.join(work, d), exist_ok=True)
    subprocess.run(  # a plain Python script: the recipe's own split
        [sys.executable, os.path.join(EXAMPLE, "split_corpus.py"), "--corpus",
         os.path.join(EXAMPLE, "bible.en-es.tsv.xz"), "--out", os.path.join(work, "raw"),
         "--unit", unit, "--max-train", str(max_train), "--max-valid", str(max_valid),
         "--max-test", str(max_test)], check=True, capture_output=True)

    def path(kind, split, lang):
        return os.path.join(work, kind, f"{split}.{lang}")

    for lang in (SRC, TGT):  # `sacremoses -l LANG tokenize`: no dash splits, XML escaping
        moses = MosesTokenizer(lang=lang)
        for split in SPLITS:
            with open(path("raw", split, lang), encoding="utf-8") as f, \
                    open(path("tok", split, lang), "w", encoding="utf-8") as out:
                for line in f:
                    out.write(moses.tokenize(line.rstrip("\n"), return_str=True, escape=True) + "\n")

    codes = os.path.join(work, "bpe", "codes")
    vocab = {lang: os.path.join(work, "bpe", f"vocab.{lang}") for lang in (SRC, TGT)}
    learn_joint_bpe_and_vocab.learn_joint_bpe_and_vocab(
        learn_joint_bpe_and_vocab.create_parser().parse_args(
            ["--input", path("tok", "train", SRC), path("tok", "train", TGT), "-s", str(bpe_ops),
             "-o", codes, "--write-vocabulary", vocab[SRC], vocab[TGT]]))
    for lang in (SRC, TGT):
        with open(codes, encoding="utf-8") as c, open(vocab[lang], encoding="utf-8") as v:
            bpe = apply_bpe.BPE(c, vocab=apply_bpe.read_vocabulary(v, 1))
        for split in SPLITS:
            with open(path("tok", split, lang), encoding="utf-8") as f, \
                    open(path("bpe", split, lang), "w", encoding="utf-8") as out:
                for line in f:
                    out.write(bpe.process_line(line))

    data_bin = os.path.join(work, "data-bin")
    shutil.rmtree(data_bin, ignore_errors=True)
    prefix = os.path.join(work, "bpe")
    preprocess.main(options.get_preprocessing_parser().parse_args([
        "--source-lang", SRC, "--target-lang", TGT, "--trainpref", f"{prefix}/train",
        "--validpref", f"{prefix}/valid", "--testpref", f"{prefix}/test", "--destdir", data_bin,
        "--joined-dictionary", "--workers", "1"]))
    for split in SPLITS:
        shutil.copyfile(os.path.join(work, "raw", f"{split}.doc"),
                        os.path.join(data_bin, f"{split}.{SRC}-{TGT}.doc"))
    return work


class RecordedHeads:
    """A parser backend that returns the dependency heads spaCy gave this slice
    (``tests/data/bible_docs/{split}.dep.en``), for :func:`add_umst`."""

    name = "recorded"

    def __init__(self, heads_path):
        self.heads_path = heads_path
        self.skipped = 0

    def describe(self):
        return {"parser": self.name, "heads": os.path.relpath(self.heads_path, REPO)}

    def skip(self, n):
        self.skipped += n

    def parse_stream(self, sentences):
        from msfairseq.features.parser_base import Parse, check_surface

        with open(self.heads_path, encoding="utf-8") as f:
            lines = itertools.islice(f, self.skipped, None)
            for lineno, (words, line) in enumerate(zip(sentences, lines), self.skipped + 1):
                heads = [int(h) for h in line.split()]
                check_surface(words, heads, f"{self.heads_path}:{lineno}")
                yield Parse(heads, ["dep"] * len(heads))


def add_umst(work, heads_dir):
    """``prepare_umst.sh`` with recorded heads: ``work/umst`` side files, binarized into
    ``work/data-bin``; returns ``work``."""
    from msfairseq.data.binarize import binarize_side_files, side_prefix
    from msfairseq.features.extract import extract, side_file_paths

    data_bin = os.path.join(work, "data-bin")
    for split in SPLITS:
        paths = side_file_paths(os.path.join(work, "umst"), split, SRC, deprel=False)
        os.makedirs(os.path.dirname(paths["wb"]), exist_ok=True)
        bpe = os.path.join(work, "bpe", f"{split}.{SRC}")
        extract(bpe, paths, RecordedHeads(os.path.join(heads_dir, f"{split}.dep.{SRC}")),
                words_path=os.path.join(work, "tok", f"{split}.{SRC}"), progress=False)
        binarize_side_files(paths["wb"], paths["dep"],
                            side_prefix(data_bin, split, SRC, TGT, "wb"),
                            side_prefix(data_bin, split, SRC, TGT, "dep"), source_path=bpe)
    return work


def bible_docs(work, umst=False):
    """The document-level slice (:data:`DOCS`), with UMST side files if ``umst``."""
    prepare(work, **DOCS)
    return add_umst(work, os.path.join(HEADS, "bible_docs")) if umst else work


if __name__ == "__main__":  # time it: python tests/bible_fixture.py
    import time

    start = time.perf_counter()
    bible_docs(tempfile.mkdtemp(), umst=True)
    print(f"{time.perf_counter() - start:.2f} s")
