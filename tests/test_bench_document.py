"""benchmarks/bench_document.py (the document-level speed and memory table): its document batches
and a --quick run. The benchmark's numbers are never asserted on."""

import json
import os
import subprocess
import sys

import pytest
import torch

from fairseq import tasks

from benchmarks import bench_document
from utils import REPO, make_dict_dir, parse_train_args


@pytest.fixture(scope="module")
def doc_tasks(tmp_path_factory):
    data = make_dict_dir(tmp_path_factory.mktemp("dicts"), 60)
    return {name: tasks.setup_task(parse_train_args(data, arch, task=name))
            for name, arch in (("doc_translation", "transformer_tiny"),
                               ("doc_umst_translation", "umst_tiny"))}


@pytest.mark.parametrize("context", [0, 40, 64])
def test_a_batch_is_whole_previous_sentences_and_the_last_one(doc_tasks, context):
    task = doc_tasks["doc_translation"]
    batch = bench_document.document_batch(task, context, bsz=3, sentence_tokens=16, seed=1)
    src, eos = batch["net_input"]["src_tokens"], task.source_dictionary.eos()
    per_doc = context // 16 + 1
    assert src.shape == (3, 16 * per_doc)  # every row the same length: no padding
    assert src.eq(eos).sum(dim=1).tolist() == [per_doc] * 3  # one EOS ends each sentence
    assert torch.equal(src.view(3, per_doc, 16)[:, :, -1], torch.full((3, per_doc), eos))
    assert batch["target"].shape == (3, 16)


def test_umst_batches_carry_joined_side_inputs(doc_tasks):
    task = doc_tasks["doc_umst_translation"]
    batch = bench_document.document_batch(task, 32, bsz=2, sentence_tokens=8, side_inputs=True)
    net = batch["net_input"]
    word_ids, lengths = net["src_word_ids"], net["src_word_lengths"]
    assert word_ids.shape == net["src_tokens"].shape == (2, 40)
    # word indices start at 0, grow by 0 or 1, and the last word is the final EOS
    steps = word_ids[:, 1:] - word_ids[:, :-1]
    assert word_ids[:, 0].eq(0).all() and (steps.eq(0) | steps.eq(1)).all()
    assert torch.equal(word_ids[:, -1], lengths - 1)
    assert (net["src_heads"] <= lengths.unsqueeze(1)).all()  # heads name words of the row


@pytest.mark.slow
def test_a_quick_run_writes_every_arch_and_context(tmp_path):
    out = tmp_path / "bench_document.json"
    subprocess.run([sys.executable, "-m", "benchmarks.bench_document",
                    "--quick", "--profile", "--out", str(out)],
                   check=True, capture_output=True, text=True, cwd=REPO,
                   env=dict(os.environ, OMP_NUM_THREADS="1"), timeout=600)
    rows = json.loads(out.read_text())["rows"]
    assert [(r["arch"], r["context"], r["src tokens"]) for r in rows] == [
        ("transformer", 0, 32), ("transformer", 64, 96), ("bpt_mt", 0, 32), ("bpt_mt", 64, 96)]
    for r in rows:
        assert set(r) >= {"train tok/s", "train peak MB", "beam sent/s", "beam peak MB",
                          "train vs transformer", "beam vs transformer"}
        assert r["train GFLOP"] > 0
        assert r["train top ops"].count("%") == r["beam top ops"].count("%") == 5
        if r["arch"] == "transformer":
            assert r["train vs transformer"] == r["beam vs transformer"] == 1.0
            assert r["transformer GFLOP / GFLOP"] == 1.0
