"""`make demo` (examples/bible_en_es/demo.sh) is deterministic: two runs give the same model
and the same hypotheses byte for byte, whatever thread settings the caller has; its first
updates on the full Bible data are the ones recorded for this machine's CPU; and the READMEs
state the scores that demo.sh prints as expected."""

import hashlib
import json
import os
import re

import pytest
import torch

import cli
from analysis import provenance
from utils import REPO


DEMO = os.path.join(cli.EXAMPLE, "demo.sh")
DEMO_ENV = os.path.join(cli.EXAMPLE, "demo_env.sh")
# per CPU (/proc/cpuinfo's model name): the losses of the demo's first 20 updates as
# fairseq-train prints them, and a digest of the weights after them
PINS = os.path.join(REPO, "tests", "data", "demo_first_updates.json")
PINNED_UPDATES = 20
TINY_DIMS = (
    "--encoder-layers 1 --decoder-layers 1 --encoder-embed-dim 32 --decoder-embed-dim 32 "
    "--encoder-ffn-embed-dim 64 --decoder-ffn-embed-dim 64 --encoder-attention-heads 4 "
    "--decoder-attention-heads 4 --share-all-embeddings"
)


def run_demo(bible_work, work, caller_threads):
    """demo.sh: a 1+1-layer muse_base, 4 updates, on the e2e Bible slice (its raw/ and
    data-bin/ linked into ``work``), run from a caller whose OMP/MKL thread count is
    ``caller_threads``; returns the demo's output."""
    os.makedirs(work)
    for d in ("raw", "data-bin"):
        os.symlink(os.path.join(bible_work, d), os.path.join(work, d))
    out, err = cli.run(["bash", DEMO, "muse_base"], extra_env={
        "WORK": work, "DIMS": TINY_DIMS, "MAX_UPDATE": "4", "THREADS": "1", "BEAM": "2",
        "OMP_NUM_THREADS": caller_threads, "MKL_NUM_THREADS": caller_threads,
    })
    return out + err


@pytest.mark.slow
def test_two_demo_runs_give_the_same_model_and_hypotheses(bible_work, tmp_path):
    runs = []
    for name, caller_threads in (("a", "1"), ("b", "2")):
        work = str(tmp_path / name)
        log = run_demo(bible_work, work, caller_threads)
        with open(os.path.join(work, "translations", "muse_base", "hyp.detok.es"), "rb") as f:
            hyps = f.read()
        ckpt = os.path.join(work, "checkpoints", "muse_base", "checkpoint_last.pt")
        model = torch.load(ckpt, map_location="cpu", weights_only=True)["model"]
        runs.append((log, hyps, model))

    (log_a, hyps_a, model_a), (log_b, hyps_b, model_b) = runs
    for log in (log_a, log_b):
        assert "[demo] update 4/4, " in log and "updates/s" in log and "min left" in log, log
        last = log.strip().splitlines()[-1]
        assert last.startswith("[demo] BLEU ") and "no expected value" in last, last
        assert "4 updates (README: 400 updates)" in last, last
    assert hyps_a.count(b"\n") == 40
    assert hyps_a == hyps_b
    # The caller's threads differ, the demo's do not: the weights are bit for bit equal
    # (2 threads instead of 1 change them by ~1e-7 after 4 updates).
    assert model_a.keys() == model_b.keys()
    assert all(torch.equal(model_a[k], model_b[k]) for k in model_a), [
        k for k in model_a if not torch.equal(model_a[k], model_b[k])]


def test_readmes_state_the_scores_the_demo_expects():
    with open(DEMO, encoding="utf-8") as f:
        demo = f.read()
    bleu = re.search(r"^README_BLEU=([0-9.]+)$", demo, re.M).group(1)
    chrf = re.search(r"^README_CHRF=([0-9.]+)$", demo, re.M).group(1)
    for readme in ("README.md", os.path.join("examples", "bible_en_es", "README.md")):
        with open(os.path.join(REPO, readme), encoding="utf-8") as f:
            text = f.read()
        assert re.search(rf"BLEU {re.escape(bleu)}\b.*chrF {re.escape(chrf)}\b", text), (
            f"{readme} does not state demo.sh's expected BLEU {bleu} / chrF {chrf}")


def _weights_digest(state):
    digest = hashlib.sha256()
    for name in sorted(state):
        digest.update(name.encode())
        digest.update(state[name].detach().contiguous().cpu().numpy().tobytes())
    return digest.hexdigest()


@pytest.mark.slow
def test_the_first_updates_are_the_ones_recorded_for_this_cpu(tmp_path):
    """The demo's settings (demo_env.sh: threads, kernel caps, MKL_CBWR; its model size and
    train.sh's flags) on the full Bible data: the first 20 updates give the losses and the
    weights recorded for this CPU. Where they differ, the demo's 400 updates will not give the
    README's numbers: find what changed (the code, or the kernels this CPU gets)."""
    with open(PINS, encoding="utf-8") as f:
        pins = json.load(f)
    cpu = provenance.cpu_model()
    work = cli.prepare_bible(str(tmp_path / "bible"), max_train=0, max_valid=0, max_test=0,
                             bpe_ops=8000)
    out, err = cli.run(["bash", "-c",
        f'source "{DEMO_ENV}" && MAX_UPDATE={PINNED_UPDATES} bash "{cli.EXAMPLE}/train.sh" '
        f'muse_base "{work}" -- $DEMO_DIMS --num-workers 0 --no-progress-bar --log-format json '
        f'--log-interval 1 --disable-validation'])
    losses = cli.update_losses(out + err)
    ckpt = os.path.join(work, "checkpoints", "muse_base", "checkpoint_last.pt")
    found = {"losses": [losses[u] for u in range(1, PINNED_UPDATES + 1)],
             "weights_sha256": _weights_digest(torch.load(ckpt, map_location="cpu",
                                                          weights_only=True)["model"])}
    if cpu not in pins:
        pytest.skip(f"no recorded first updates for the CPU {cpu!r}: add "
                    f"{json.dumps({cpu: found})} to {PINS}")
    assert found == {k: pins[cpu][k] for k in found}
