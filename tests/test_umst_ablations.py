"""UMST against its fair baseline (docs/umst.md, issue 26): ``analysis/umst_scales.py``
(Li et al., ICML 2022, Eq. 4 row sums, branch and sub-layer norms, dropout noise) on tiny
models where the answers are known.
"""

import os
import sys

import pytest
import torch

from test_umst_model_fairseq import umst_batch
from utils import REPO, build_task_and_model

sys.path.insert(0, os.path.join(REPO, "analysis"))
import umst_scales  # noqa: E402  (analysis/ is not a package)


def _samples(task, **kw):
    net_input = umst_batch(task, **kw)
    return [{"net_input": net_input}]


def test_scales_eq4_rows(dict_dir):
    """Row sums of ATTN_2': 1 with row-normalised G or when every word is one piece, and
    Σ_b n_b ATTN_2[w, b] in [1, max pieces] with the binary G of Eq. 4."""
    _, task, binary = build_task_and_model(dict_dir, "umst_tiny", task="umst_translation")
    samples = _samples(task, bsz=4, src_len=13)
    layers = umst_scales.layer_scales(binary, samples)
    ids = samples[0]["net_input"]["src_word_ids"]
    most = max(int(torch.bincount(row[row >= 0]).max()) for row in ids)
    assert most > 1
    for s in layers:
        assert 1.0 < s["rows_mean"] <= s["rows_max"] <= most + 1e-5
        assert s["a2v"] > 0 and s["wgcn"] > 0
    _, _, normed = build_task_and_model(dict_dir, "umst_tiny", ["--umst-word-attention-weights",
                                                                "row-normalized"], task="umst_translation")
    for s in umst_scales.layer_scales(normed, samples):
        assert s["rows_mean"] == pytest.approx(1.0, abs=1e-5)
        assert s["rows_max"] == pytest.approx(1.0, abs=1e-5)
    single = [{"net_input": dict(samples[0]["net_input"])}]
    net = single[0]["net_input"]
    real = net["src_word_ids"] >= 0
    net["src_word_ids"] = torch.where(real, real.long().cumsum(1) - 1, net["src_word_ids"])
    net["src_heads"] = torch.zeros_like(net["src_word_ids"])[:, :int(real.sum(1).max())]
    net["src_word_lengths"] = real.sum(1)
    for s in umst_scales.layer_scales(binary, single):
        assert s["rows_max"] == pytest.approx(1.0, abs=1e-5)


def test_scales_parts_and_noise(dict_dir):
    _, task, model = build_task_and_model(dict_dir, "umst_tiny", task="umst_translation")
    samples = _samples(task)
    result = umst_scales.measure(model, samples)
    ids = samples[0]["net_input"]["src_word_ids"]
    assert result["data"]["subwords_per_word"] == pytest.approx(
        int((ids >= 0).sum()) / int(samples[0]["net_input"]["src_word_lengths"].sum()))
    assert set(result["input"]) == {"token", "class", "position"}
    assert result["dropout_noise"] > 0
    _, _, quiet = build_task_and_model(
        dict_dir, "umst_tiny", ["--dropout", "0", "--attention-dropout", "0", "--activation-dropout",
                                "0", "--umst-gcn-dropout", "0", "--umst-no-intra-group"],
        task="umst_translation")
    result = umst_scales.measure(quiet, samples)
    assert result["dropout_noise"] == 0
    assert all("wgcn" not in s for s in result["layers"])
    _, _, transformer = build_task_and_model(dict_dir, "transformer_tiny")
    result = umst_scales.measure(transformer, samples)
    assert set(result["input"]) == {"token", "position"}
    assert all(set(s) == {"x", "attn", "ffn"} for s in result["layers"])
    assert "|" in umst_scales.table(result)
