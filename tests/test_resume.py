"""Exact resume through ``fairseq-train``, every family.

A run stopped after a checkpoint and started again with the same command (only a
larger ``--max-update``) must log the same loss at every update as one
uninterrupted run, and end with bitwise the same parameters. The interrupted run
stops at the end of epoch 1 (an end-of-epoch checkpoint), then inside epoch 2 (a
mid-epoch checkpoint), then finishes. Dropout, attention dropout, activation
dropout and MUSE's DropConnect are on, so every random mask has to repeat too.
Before msfairseq.resume, a run resumed in epoch 2 cut different batches (fairseq
seeds them with the epoch the batch iterator was created in).
"""

import os
import re

import pytest
import torch

import cli

pytestmark = pytest.mark.slow

LAST = 15  # updates in all; epoch 1 has 11 on the 400-verse data


def _loaded(log):
    """``(epoch, updates)`` of the checkpoint ``fairseq-train`` resumed from, or None."""
    m = re.search(r"Loaded checkpoint \S+ \(epoch (\d+) @ (\d+) updates\)", log)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _params(save_dir):
    return torch.load(os.path.join(save_dir, "checkpoint_last.pt"), weights_only=True)["model"]


@pytest.mark.parametrize("family", sorted(cli.FAMILIES))
def test_resumed_run_repeats_the_uninterrupted_run(family, request, tmp_path):
    arch, task, data = cli.FAMILIES[family]
    data_bin = os.path.join(request.getfixturevalue(data), "data-bin")
    flags = [*cli.LOG_EVERY_UPDATE, "--attention-dropout", "0.1", "--activation-dropout", "0.1"]

    whole_dir = str(tmp_path / "whole")
    whole_log = cli.train(data_bin, whole_dir, arch, flags, task, LAST)
    whole = cli.update_losses(whole_log)
    assert sorted(whole) == list(range(1, LAST + 1)), whole_log[-3000:]
    epoch_end = cli.epoch_end_updates(whole_log)[0]
    assert epoch_end + 2 < LAST, f"epoch 1 has {epoch_end} updates: raise LAST"

    parts_dir = str(tmp_path / "parts")
    resumed = {}
    for i, stop in enumerate((epoch_end, epoch_end + 2, LAST)):
        log = cli.train(data_bin, parts_dir, arch, flags, task, stop)
        # resumed from the end of epoch 1 (fairseq logs it as epoch 2), then inside epoch 2
        assert _loaded(log) == [None, (2, epoch_end), (2, epoch_end + 2)][i], log[-3000:]
        resumed.update(cli.update_losses(log))

    mismatches = {u: (whole[u], resumed.get(u)) for u in whole if resumed.get(u) != whole[u]}
    assert not mismatches, f"update: (uninterrupted, resumed) losses differ: {mismatches}"
    a, b = _params(whole_dir), _params(parts_dir)
    differ = [k for k in a if not torch.equal(a[k], b[k])]
    assert not differ, f"parameters differ after {LAST} updates: {differ[:5]}"
