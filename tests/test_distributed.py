"""Two CPU processes train like one process with twice the batch, every family.

Two ranks (gloo on loopback, ``legacy_ddp``, one process per rank as DESIGN.md
describes) against one process with ``--update-freq 2``, same flags otherwise.
fairseq shuffles the batch list with the same seed on every rank and gives rank
``r`` batches ``r, r + 2, ...``; update ``k`` of the two ranks thus sees batches
``2k`` and ``2k + 1``, exactly the pair one process accumulates with
``--update-freq 2`` (and the gradient is normalized by the pair's summed sample
size in both). The run crosses the end of epoch 1 (11 batches: rank 1's last
batch there is fairseq's dummy). Every dropout is off (the attention dropout of bpt_mt and
umst, UMST's GCN dropout and MUSE's DropConnect too), since one process draws the second
batch's masks from where the first batch's left off while rank 1 starts from the same seed
as rank 0. Plain SGD makes the comparison sharp: Adam would hide a gradient wrong by a
constant factor.
"""

import os

import pytest
import torch

import cli

pytestmark = pytest.mark.slow

UPDATES = 8  # 6 per epoch with two batches per update


@pytest.mark.parametrize("family", sorted(cli.FAMILIES))
def test_two_ranks_equal_one_process_with_update_freq_2(family, request, tmp_path):
    arch, task, data = cli.FAMILIES[family]
    data_bin = os.path.join(request.getfixturevalue(data), "data-bin")
    flags = [*cli.LOG_EVERY_UPDATE, "--optimizer", "sgd", "--lr", "0.5", "--lr-scheduler", "fixed",
             *cli.no_dropout_flags(arch), "--disable-validation"]

    dump_dir = tmp_path / "ranks"
    dump_dir.mkdir()
    logs = cli.train_ranks(data_bin, str(tmp_path / "two"), str(dump_dir), arch, flags, task, UPDATES)
    one_log = cli.train(data_bin, str(tmp_path / "one"), arch, [*flags, "--update-freq", "2"], task,
                        UPDATES)

    rank0, rank1 = (torch.load(dump_dir / f"rank{r}.pt", weights_only=True) for r in (0, 1))
    differ = [k for k in rank0 if not torch.equal(rank0[k], rank1[k])]
    assert not differ, f"the ranks' parameters differ: {differ[:5]}"

    two, one = cli.update_losses(logs[0]), cli.update_losses(one_log)
    assert sorted(two) == list(range(1, UPDATES + 1)) and two == one, (two, one)
    assert float(two[UPDATES]) < float(two[1])
    single = torch.load(tmp_path / "one" / "checkpoint_last.pt", weights_only=True)["model"]
    # measured bitwise equal here (a two-term sum is the same in either order);
    # the tolerance leaves room for other BLAS / gloo builds
    for name, p in single.items():
        torch.testing.assert_close(rank0[name], p, rtol=1e-5, atol=1e-6, msg=name)
