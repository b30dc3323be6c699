"""msfairseq-average-checkpoints (``python -m msfairseq.cli.average_checkpoints``).

The average of two checkpoints of one model is the elementwise mean of their
parameters, loads under torch's weights-only unpickler and still translates
with fairseq-generate; the last N epoch / update checkpoints are chosen as
fairseq's scripts/average_checkpoints.py chooses them; bad inputs fail with
a message that names the file.
"""

import os
import sys

import pytest
import torch

import cli
import msfairseq  # noqa: F401  (allowlists fairseq's checkpoint globals)
from msfairseq.cli.average_checkpoints import AverageError, last_checkpoints

MODULE = [sys.executable, "-m", "msfairseq.cli.average_checkpoints"]


def perturbed_copy(src, dst, seed=0, scale=0.05):
    """Save ``src`` with every floating parameter moved by seeded noise: a second
    checkpoint of the same model, different in every parameter."""
    state = torch.load(src, map_location="cpu", weights_only=True)
    generator = torch.Generator().manual_seed(seed)
    for name, value in state["model"].items():
        if value.is_floating_point():
            state["model"][name] = value + scale * torch.randn(value.shape, generator=generator)
    torch.save(state, dst)
    return str(dst)


@pytest.mark.slow
def test_average_of_two_is_the_elementwise_mean_and_translates(bible_work, tiny_checkpoint, tmp_path):
    other = perturbed_copy(tiny_checkpoint, tmp_path / "other.pt")
    output = tmp_path / "avg.pt"
    cli.run([*MODULE, "--inputs", tiny_checkpoint, other, "--output", output])

    a = torch.load(tiny_checkpoint, map_location="cpu", weights_only=True)["model"]
    b = torch.load(other, map_location="cpu", weights_only=True)["model"]
    avg_state = torch.load(output, map_location="cpu", weights_only=True)
    avg = avg_state["model"]
    assert set(avg) == set(a)
    floats = [name for name in a if a[name].is_floating_point()]
    assert floats
    for name in floats:
        expected = ((a[name].double() + b[name].double()) / 2).to(a[name].dtype)
        assert avg[name].dtype == a[name].dtype
        assert torch.equal(avg[name], expected), name
        assert not torch.equal(avg[name], a[name]) and not torch.equal(avg[name], b[name]), name
    assert "last_optimizer_state" not in avg_state
    assert avg_state["cfg"]["model"].arch == "transformer_tiny"

    out = cli.generate(os.path.join(bible_work, "data-bin"), str(output))
    num_test = cli.count_lines(os.path.join(bible_work, "raw", "test.en"))
    assert len(cli.hypotheses(out, num_test)) == num_test


def _touch(directory, names):
    directory.mkdir(exist_ok=True)
    for name in names:
        (directory / name).write_bytes(b"")
    return str(directory)


def test_last_epoch_and_update_checkpoints_are_chosen_by_number(tmp_path):
    directory = _touch(tmp_path / "ckpt", [
        "checkpoint1.pt", "checkpoint2.pt", "checkpoint10.pt", "checkpoint9.pt",
        "checkpoint_best.pt", "checkpoint_last.pt",
        "checkpoint_3_1000.pt", "checkpoint_3_1500.pt", "checkpoint_4_2000.pt",
    ])
    names = lambda paths: [os.path.basename(p) for p in paths]  # noqa: E731
    # numeric order, not lexical: 10 is the newest epoch
    assert names(last_checkpoints(directory, 2)) == ["checkpoint9.pt", "checkpoint10.pt"]
    assert names(last_checkpoints(directory, 2, upper_bound=9)) == ["checkpoint2.pt", "checkpoint9.pt"]
    assert names(last_checkpoints(directory, 2, "update")) == ["checkpoint_3_1500.pt", "checkpoint_4_2000.pt"]
    assert names(last_checkpoints(directory, 2, "update", upper_bound=1500)) == [
        "checkpoint_3_1000.pt", "checkpoint_3_1500.pt"]
    with pytest.raises(AverageError, match=r"last 5 epoch checkpoints .* found 4 .*--keep-last-epochs"):
        last_checkpoints(directory, 5)


def test_cli_reports_too_few_checkpoints(tmp_path):
    directory = _touch(tmp_path / "ckpt", ["checkpoint1.pt"])
    with pytest.raises(AssertionError, match="asked for the last 3 epoch checkpoints"):
        cli.run([*MODULE, "--inputs", directory, "--num-epoch-checkpoints", "3",
                 "--output", tmp_path / "avg.pt"])
    assert not (tmp_path / "avg.pt").exists()


class _Evil:
    def __reduce__(self):
        return (os.system, ("echo pwned",))


@pytest.mark.slow
def test_foreign_globals_and_different_models_are_refused(tiny_checkpoint, tmp_path):
    evil = tmp_path / "evil.pt"
    torch.save({"model": {}, "payload": _Evil()}, evil, pickle_protocol=2)
    with pytest.raises(AssertionError, match="evil.pt: cannot be read with torch's weights-only"):
        cli.run([*MODULE, "--inputs", tiny_checkpoint, evil, "--output", tmp_path / "avg.pt"])

    state = torch.load(tiny_checkpoint, map_location="cpu", weights_only=True)
    state["model"].pop(next(iter(state["model"])))
    smaller = tmp_path / "smaller.pt"
    torch.save(state, smaller)
    with pytest.raises(AssertionError, match="smaller.pt and .* hold different models"):
        cli.run([*MODULE, "--inputs", tiny_checkpoint, smaller, "--output", tmp_path / "avg.pt"])
