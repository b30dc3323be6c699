"""Shared fixtures: tiny dictionaries and real Bible data; the test tiers (tests/tiers.py)."""

import lzma
import os

import pytest
import torch

import bible_fixture
import cli
from interpreter import INTERPRET
from utils import REPO, make_dict_dir

pytest_plugins = ["tiers", "pytester"]

# The Triton kernel test files run on a GPU, or on CPU in a TRITON_INTERPRET=1
# subprocess started by test_dynamicconv.py / test_bpt_attention.py / test_precision.py
# (tests/interpreter.py); elsewhere they are not collected at all.
if not (INTERPRET or torch.cuda.is_available()):
    collect_ignore = [
        "test_dynamicconv_triton.py", "test_bpt_attention_triton.py", "test_bpt_model_triton.py",
        "test_autocast_triton.py",
    ]

CORPUS = os.path.join(REPO, "examples", "bible_en_es", "bible.en-es.tsv.xz")


@pytest.fixture(scope="session")
def dict_dir(tmp_path_factory):
    """A data dir holding only ``dict.src.txt`` / ``dict.tgt.txt`` (40 symbols)."""
    return make_dict_dir(tmp_path_factory.mktemp("dicts"))


@pytest.fixture(scope="session")
def bible_pairs():
    """The first 300 aligned (english, spanish) verse pairs of the shipped corpus."""
    pairs = []
    with lzma.open(CORPUS, "rt", encoding="utf-8") as f:
        for line in f:
            _, en, es = line.rstrip("\n").split("\t")
            pairs.append((en, es))
            if len(pairs) == 300:
                break
    return pairs


@pytest.fixture(scope="session")
def bible_work(tmp_path_factory):
    """The Bible example prepared by its prepare.sh on 400/40/40 verses, small BPE
    (a subprocess: for slow tests, which drive the example's scripts as a user does)."""
    return cli.prepare_bible(str(tmp_path_factory.mktemp("bible")))


@pytest.fixture(scope="session")
def tiny_checkpoint(bible_work, tmp_path_factory):
    """A transformer_tiny checkpoint trained for 20 updates by fairseq-train --user-dir msfairseq."""
    save_dir = str(tmp_path_factory.mktemp("tiny_ckpt"))
    cli.train(os.path.join(bible_work, "data-bin"), save_dir, "transformer_tiny")
    return os.path.join(save_dir, "checkpoint_last.pt")


@pytest.fixture(scope="session")
def bible_work_umst(bible_work):
    """``bible_work`` (the e2e Bible data) plus UMST side files in its data-bin
    (examples/bible_en_es/prepare_umst.sh, spaCy); for ``Case(..., data="bible_work_umst")``."""
    return cli.prepare_umst(bible_work)


@pytest.fixture(scope="session")
def bible_docs(tmp_path_factory):
    """The Bible example split by chapter (each chapter a document, the document-level
    recipe's split) on 400/60/60 verses, small BPE, with its document index: made in this
    process (tests/bible_fixture.py), the same files prepare.sh makes."""
    return bible_fixture.bible_docs(str(tmp_path_factory.mktemp("bible_docs")))


@pytest.fixture(scope="session")
def bible_docs_umst(tmp_path_factory):
    """``bible_docs`` plus UMST side files in its data-bin: the dependency heads spaCy gave
    these verses (tests/data/bible_docs), extracted and binarized in this process."""
    return bible_fixture.bible_docs(str(tmp_path_factory.mktemp("bible_docs_umst")), umst=True)
