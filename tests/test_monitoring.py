"""Each family's diagnostics as fairseq metrics (msfairseq/modules/diagnostics.py).

Through the CLI: every family trains 20 updates with ``--log-format json`` and
``--tensorboard-logdir``; its keys are in the ``train_inner``, ``train`` and ``valid`` records,
with values in their range, and in the tensorboard event files (the ``tensorboard`` extra, part
of the ``test`` extra). In process: nothing is logged outside fairseq's aggregation (generation)
nor in decoding steps, and the values equal what they claim to measure, computed the long way.
"""

import json
import os
import re
import runpy

import pytest
import torch
from fairseq.logging import metrics

import cli
from msfairseq.models.bpt.graph import live_graph
from msfairseq.models.msmsa.scales import half_widths, parse_scales, window_coverage
from test_umst_model_fairseq import umst_batch
from utils import REPO, build_task_and_model, random_batch

# family -> (arch, extra training flags, the keys it logs)
FAMILIES = {
    "msmsa": ("msmsa_transformer_tiny", [], [
        f"msmsa_{side}_cover{scale}" for side in ("enc", "dec") for scale in ("", "_3", "_0.5n")]),
    "muse": ("muse_tiny", [], [f"muse_{side}_gate_k{k}" for side in ("enc", "dec") for k in (3, 15)]),
    "bpt": ("bpt_mt_tiny", [], [f"bpt_{side}_{what}_per_token"
                                for side in ("enc", "dec") for what in ("nodes", "edges")]),
    "umst": ("umst_tiny", ["--umst-parser", "spacy"], ["umst_word_share", "umst_subwords_per_word"]),
    "da": ("da_transformer_tiny", ["--da-cross-attention"], [
        f"da_{role}_{what}" for role in ("enc", "dec", "cross") for what in ("w_abs", "near")]),
}


def records(log, tag):
    """The JSON records fairseq printed for ``tag`` (``train_inner``, ``train``, ``valid``)."""
    return [json.loads(m) for m in re.findall(rf"\| {tag} \| (\{{.*\}})", log)]


def check_values(family, values):
    """Each family's values lie where their definition puts them."""
    if family == "msmsa":
        for side in ("enc", "dec"):
            small, half, every = (values[f"msmsa_{side}_cover{s}"] for s in ("_3", "_0.5n", ""))
            # every: the alpha-weighted mean over all heads, global heads (1) included
            assert 0 < small < half < 1 and small < every < 1, values
    elif family == "muse":
        for side in ("enc", "dec"):
            shares = values[f"muse_{side}_gate_k3"], values[f"muse_{side}_gate_k15"]
            assert all(0 < s < 1 for s in shares) and abs(sum(shares) - 1) <= 0.002, values
    elif family == "bpt":
        for side in ("enc", "dec"):
            assert 1 < values[f"bpt_{side}_nodes_per_token"] < 2, values  # fewer spans than tokens
            assert values[f"bpt_{side}_edges_per_token"] > 2, values  # itself and neighbours at least
    elif family == "umst":
        assert 0 < values["umst_word_share"] < 1, values
        assert 1 <= values["umst_subwords_per_word"] < 3, values
    else:
        for role in ("enc", "dec", "cross"):
            assert 0 < values[f"da_{role}_w_abs"] < 1, values  # drawn in [-0.1, 0.1], 20 updates
            assert 0 <= values[f"da_{role}_near"] <= 1, values


def test_setup_has_a_tensorboard_extra_that_the_test_extra_includes(monkeypatch):
    """fairseq's --tensorboard-logdir needs torch.utils.tensorboard (the tensorboard package)
    or tensorboardX; without either it writes nothing. The test extra pulls it in so that the
    suite checks the event files."""
    import setuptools

    declared = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kwargs: declared.update(kwargs))
    monkeypatch.chdir(REPO)
    runpy.run_path("setup.py", run_name="__main__")
    extras = declared["extras_require"]
    names = lambda reqs: {re.split(r"[<>=\[; ]", r)[0].lower() for r in reqs}  # noqa: E731
    assert names(extras.get("tensorboard", [])) & {"tensorboard", "tensorboardx"}
    assert names(extras["tensorboard"]) <= names(extras["test"])


@pytest.mark.slow
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_metrics_in_the_training_log_and_tensorboard(family, request, tmp_path):
    arch, extra, keys = FAMILIES[family]
    task = "umst_translation" if family == "umst" else "translation"
    work = request.getfixturevalue("bible_work_umst" if family == "umst" else "bible_work")
    tb = tmp_path / "tb"
    log = cli.train(os.path.join(work, "data-bin"), str(tmp_path / "ckpt"), arch, task=task, extra=[
        *extra, "--log-format", "json", "--log-interval", "5", "--tensorboard-logdir", str(tb)])
    for tag, prefix in (("train_inner", ""), ("train", "train_"), ("valid", "valid_")):
        found = records(log, tag)
        assert found, f"no {tag} record in the log"
        for record in found:
            missing = [k for k in keys if prefix + k not in record]
            assert not missing, f"{tag}: {missing} missing from {record}"
            check_values(family, {k: float(record[prefix + k]) for k in keys})

    try:
        from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
    except ImportError:
        pytest.skip("the log holds the metrics; tensorboard is not installed (pip install "
                    "'msfairseq[tensorboard]'), so its event files were not checked")
    for tag in ("train_inner", "train", "valid"):
        events = EventAccumulator(str(tb / tag))
        events.Reload()
        scalars = set(events.Tags()["scalars"])
        assert set(keys) <= scalars, f"{tag}: {sorted(set(keys) - scalars)} not in {sorted(scalars)}"


# ---- in process ------------------------------------------------------------------------

def _model_and_input(dict_dir, family):
    arch, extra, keys = FAMILIES[family]
    extra = [f for f in extra if f != "--umst-parser" and f != "spacy"]
    if family == "umst":
        _, task, model = build_task_and_model(dict_dir, arch, extra, task="umst_translation")
        return model, umst_batch(task, bsz=3, src_len=12, tgt_len=8), keys
    _, task, model = build_task_and_model(dict_dir, arch, extra)
    src, lengths, prev = random_batch(task, bsz=3, src_len=12, tgt_len=8)
    return model, {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}, keys


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_logged_only_while_fairseq_aggregates(dict_dir, family):
    """A forward pass outside fairseq-train / fairseq-validate's aggregation (generation, the
    hub interface) logs nothing; inside one, the family's keys, in eval mode too."""
    model, net, keys = _model_and_input(dict_dir, family)
    default = metrics.get_meters("default")
    before = set(default.keys())
    with torch.no_grad():
        model(**net)
    assert not [k for k in default.keys() if k not in before and k in keys]
    with metrics.aggregate(new_root=True) as agg, torch.no_grad():
        model(**net)
    assert set(keys) <= set(agg.keys())
    assert all(not torch.is_tensor(v) for v in agg.get_smoothed_values().values()), \
        "fairseq prints rounded floats"


@pytest.mark.parametrize("family", ["muse", "da", "msmsa", "bpt"])
def test_decoding_steps_log_nothing(dict_dir, family):
    model, net, keys = _model_and_input(dict_dir, family)
    enc = model.encoder(net["src_tokens"], net["src_lengths"])
    state = {}
    with metrics.aggregate(new_root=True) as agg, torch.no_grad():
        for t in range(1, 4):
            model.decoder(net["prev_output_tokens"][:, :t], encoder_out=enc, incremental_state=state)
    assert not [k for k in agg.keys() if k.startswith(family + "_dec")]


def test_muse_gate_mix_is_the_mean_softmax_per_kernel_size(dict_dir):
    _, task, model = build_task_and_model(dict_dir, "muse_tiny", ["--muse-encoder-kernel-sizes", "3,15;3,7"])
    with torch.no_grad():
        for layer in model.encoder.layers:
            layer.conv.gate.normal_()
    src, lengths, _ = random_batch(task, bsz=2)
    with metrics.aggregate(new_root=True) as agg, torch.no_grad():
        model.encoder(src, lengths)
    gates = [torch.softmax(layer.conv.gate, 0) for layer in model.encoder.layers]
    assert agg["muse_enc_gate_k3"].avg.item() == pytest.approx((gates[0][0] + gates[1][0]).item() / 2)
    assert agg["muse_enc_gate_k15"].avg.item() == pytest.approx(gates[0][1].item())
    assert agg["muse_enc_gate_k7"].avg.item() == pytest.approx(gates[1][1].item())


@pytest.mark.parametrize("text", ["3,n/2,global", "1,5,n/8,n/4", "7,0.9n"])
@pytest.mark.parametrize("causal", [False, True])
def test_msmsa_coverage_counts_the_window_keys(text, causal):
    """window_coverage equals the keys each query's window holds, counted one by one."""
    lengths = torch.tensor([1, 2, 5, 9, 16, 33])
    for scale in parse_scales(text):
        if causal:
            positions = torch.arange(33).expand(len(lengths), 33)
            half = half_widths([scale], positions=positions)[:, 0]  # B x T
            want = [[(min(t, int(half[b, t])) + 1) / (t + 1) for t in range(33)] for b in range(len(lengths))]
            got = window_coverage(scale, positions=positions)
        else:
            half = half_widths([scale], lengths=lengths).view(-1)
            want = [sum(min(n - 1, i + int(h)) - max(0, i - int(h)) + 1 for i in range(n)) / n / n
                    for n, h in zip(lengths.tolist(), half)]
            got = window_coverage(scale, lengths=lengths)
        assert torch.allclose(got, torch.tensor(want, dtype=got.dtype)), (scale, got, want)


def test_bpt_graph_sizes_per_token(dict_dir):
    _, task, model = build_task_and_model(dict_dir, "bpt_mt_tiny")
    src, lengths, _ = random_batch(task, bsz=3, src_len=12)
    with metrics.aggregate(new_root=True) as agg, torch.no_grad():
        model.encoder(src, lengths)
    graphs = [live_graph(n, 2) for n in lengths.tolist()]  # bpt_mt_tiny: k = 2, clip 2
    tokens = sum(lengths.tolist())
    assert agg["bpt_enc_nodes_per_token"].avg == pytest.approx(sum(g.num_nodes for g in graphs) / tokens)
    assert agg["bpt_enc_edges_per_token"].avg == pytest.approx(sum(g.num_edges for g in graphs) / tokens)
