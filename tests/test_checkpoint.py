"""Checkpoints written by fairseq-train --user-dir msfairseq load under torch >= 2.6.

torch.load defaults to weights_only=True; fairseq 0.12 pickles argparse.Namespace.
msfairseq allowlists exactly the globals fairseq writes, so generate, interactive
and resumed training work -- and anything else in a checkpoint is still refused.
"""

import os
import pickle
import shutil

import pytest
import torch

import cli
import msfairseq  # noqa: F401  (registers the allowlist)
from msfairseq.checkpoint_safety import checkpoint_globals


@pytest.mark.slow
def test_checkpoint_needs_only_allowlisted_globals(tiny_checkpoint):
    allowed = {f"{g.__module__}.{g.__qualname__}" for g in checkpoint_globals()}
    registered = torch.serialization.get_safe_globals()
    torch.serialization.clear_safe_globals()  # see what the file needs, not what we allow
    try:
        needed = set(torch.serialization.get_unsafe_globals_in_checkpoint(tiny_checkpoint))
    finally:
        torch.serialization.add_safe_globals(registered)
    assert needed, "expected fairseq to pickle argparse.Namespace into the checkpoint"
    assert needed <= allowed, f"not allowlisted: {needed - allowed}"
    state = torch.load(tiny_checkpoint, map_location="cpu")  # weights_only=True by default
    assert "model" in state and state["cfg"]["model"].arch == "transformer_tiny"


class _Evil:
    def __reduce__(self):
        return (os.system, ("echo pwned",))


def test_foreign_globals_are_still_refused(tmp_path):
    path = tmp_path / "evil.pt"
    torch.save({"model": {}, "payload": _Evil()}, path, pickle_protocol=2)
    with pytest.raises(pickle.UnpicklingError, match="weights_only|Unsupported global"):
        torch.load(path, map_location="cpu")


@pytest.mark.slow
def test_interactive_translates_raw_lines(bible_work, tiny_checkpoint):
    with open(os.path.join(bible_work, "bpe", "test.en"), encoding="utf-8") as f:
        lines = [next(f).strip() for _ in range(3)]
    out = cli.interactive(os.path.join(bible_work, "data-bin"), tiny_checkpoint, lines)
    hyps = [line for line in out.splitlines() if line.startswith("H-")]
    assert [h.split("\t")[0] for h in hyps] == ["H-0", "H-1", "H-2"], out[-2000:]


@pytest.mark.slow
def test_training_resumes_from_checkpoint(bible_work, tiny_checkpoint, tmp_path):
    save_dir = tmp_path / "resume"
    save_dir.mkdir()
    shutil.copy(tiny_checkpoint, save_dir / "checkpoint_last.pt")
    log = cli.train(os.path.join(bible_work, "data-bin"), str(save_dir), "transformer_tiny",
                    max_update=25)
    assert "Loaded checkpoint" in log and "@ 20 updates" in log, log[-3000:]
    state = torch.load(save_dir / "checkpoint_last.pt", map_location="cpu")
    assert state["optimizer_history"][-1]["num_updates"] == 25
