"""UMST against its fair baseline (docs/results/umst_fair_baseline.md): the study's lane
commands and its measurement script.

The lanes are compare.sh invocations written in that page; every system in them is built
here as compare.sh would train it (its default DIMS, train.sh's ``--dropout 0.1``, the
system's FLAGS_NAME), so a flag typo, an invalid combination or an ablation that changes
more (or less) than its switch fails here, not hours into a run. ``analysis/umst_scales.py``
(Li et al., ICML 2022, Eq. 4 row sums, branch and sub-layer norms, dropout noise) is checked
on tiny models where the answers are known.
"""

import os
import re
import shlex

import pytest
import torch

from analysis import umst_scales
from test_umst_model_fairseq import umst_batch
from utils import REPO, build_task_and_model, parse_train_args

DOC = os.path.join(REPO, "docs", "results", "umst_fair_baseline.md")
COMPARE = os.path.join(REPO, "examples", "bible_en_es", "compare.sh")
SECTION = "## The trained comparison: one command per lane"
DIMS_KEYS = ("encoder_layers", "decoder_layers", "encoder_embed_dim", "decoder_embed_dim",
             "encoder_ffn_embed_dim", "decoder_ffn_embed_dim", "encoder_attention_heads",
             "decoder_attention_heads", "share_all_embeddings", "encoder_normalize_before",
             "decoder_normalize_before")
DROPOUT_KEYS = ("dropout", "attention_dropout", "activation_dropout")


def doc_lanes():
    """The compare.sh invocations of the docs' lane block: a list of ``{VAR: value}``."""
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    block = re.search(re.escape(SECTION) + r".*?```bash\n(.*?)```", text, re.S).group(1)
    lanes = []
    for command in block.replace("\\\n", " ").splitlines():
        if "compare.sh" not in command or command.lstrip().startswith("#"):
            continue
        words = shlex.split(command)
        env = dict(w.split("=", 1) for w in words[:words.index("examples/bible_en_es/compare.sh")])
        lanes.append(env)
    assert lanes, f"no compare.sh command under {SECTION!r} in {DOC}"
    return lanes


def compare_dims():
    """compare.sh's default DIMS (the full run's, not SMOKE's) and train.sh's dropout."""
    with open(COMPARE, encoding="utf-8") as f:
        dims = [d for d in re.findall(r'DIMS="\$\{DIMS:-(.*?)\}"', f.read()) if "256" in d]
    assert len(dims) == 1, dims
    return shlex.split(dims[0]) + ["--dropout", "0.1"]


def systems(lane):
    """``[(name, arch, flags)]``, the baseline first, as compare.sh reads the lane."""
    out = []
    for entry in [lane["BASELINE"]] + lane["ARCHS"].split():
        name, _, arch = entry.rpartition("=")
        name = name or arch
        out.append((name, arch, shlex.split(lane.get(f"FLAGS_{name}", ""))))
    return out


def flag_keys(flags):
    return {f[2:].replace("-", "_") for f in flags if f.startswith("--")}


def test_lanes_keep_their_results_apart_and_share_trained_systems():
    """Run as written, no lane overwrites another's results folder, and all train into one
    OUT, so a system that several lanes compare against (umst_base) is trained once."""
    lanes = doc_lanes()
    results = [lane["RESULTS"] for lane in lanes]
    assert len(set(results)) == len(results), results
    assert len({lane["OUT"] for lane in lanes}) == 1


def test_lanes_build_and_change_one_switch_each(dict_dir):
    dims = compare_dims()

    def args_of(arch, flags):
        task = "umst_translation" if arch.startswith("umst") else "translation"
        return parse_train_args(dict_dir, arch, dims + flags, task=task), task

    base, _ = args_of("umst_base", [])
    for lane in doc_lanes():
        built = {}
        for name, arch, flags in systems(lane):
            args, task = args_of(arch, flags)
            build_task_and_model(dict_dir, arch, dims + flags, task=task)  # build-time checks
            built[name] = (arch, flags, vars(args))
            if arch.startswith("umst"):
                # an ablation differs from umst_base in its switches, each one changed
                diff = {k for k, v in vars(args).items() if vars(base).get(k) != v}
                assert diff == flag_keys(flags), (lane["RESULTS"], name, diff)
        umst = next(a for arch, _, a in built.values() if arch.startswith("umst"))
        for name, (arch, _, transformer) in built.items():
            if arch == "transformer":
                # a fair baseline: the dims, dropouts and seed of the lane's first UMST system
                for key in DIMS_KEYS + DROPOUT_KEYS + ("seed",):
                    assert transformer[key] == umst[key], (lane["RESULTS"], name, key)
                assert transformer["encoder_normalize_before"] and transformer["decoder_normalize_before"]


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
