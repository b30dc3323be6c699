"""Exact resume (msfairseq/resume.py), and which tasks get it (msfairseq/fairseq_patches.py).

Through ``fairseq-train``, every family: a run stopped after a checkpoint and started again
with the same command (only a larger ``--max-update``) must log the same loss at every update
as one uninterrupted run, and end with bitwise the same parameters. The interrupted run stops
at the end of epoch 1 (an end-of-epoch checkpoint), then inside epoch 2 (a mid-epoch
checkpoint), then finishes. Dropout, attention dropout, activation dropout and MUSE's
DropConnect are on, so every random mask has to repeat too. fairseq alone cuts different
batches in a run resumed in epoch 2 (it seeds them with the epoch the batch iterator was
created in). msfairseq's own tasks get the fix; fairseq's stock ``translation`` only with
``MSFAIRSEQ_EXACT_RESUME=1``, and is fairseq's own without it.
"""

import json
import os
import re
import subprocess
import sys

import pytest
import torch
from fairseq.data import LanguagePairDataset
from fairseq.tasks.fairseq_task import FairseqTask

import cli
from msfairseq.fairseq_patches import EXACT_RESUME
from msfairseq.resume import exact_resume
from utils import build_task_and_model

LAST = 15  # updates in all; epoch 1 has 11 on the 400-verse data
# fairseq's own method, also where the environment of this run patched it
PLAIN = getattr(FairseqTask.get_batch_iterator, "__wrapped__", FairseqTask.get_batch_iterator)


def _loaded(log):
    """``(epoch, updates)`` of the checkpoint ``fairseq-train`` resumed from, or None."""
    m = re.search(r"Loaded checkpoint \S+ \(epoch (\d+) @ (\d+) updates\)", log)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _params(save_dir):
    return torch.load(os.path.join(save_dir, "checkpoint_last.pt"), weights_only=True)["model"]


def _batches(dict_dir, get_batch_iterator, epoch):
    """The batches (example indices) that ``get_batch_iterator`` of a fresh stock
    ``translation`` task cuts from 60 examples of three lengths in ``epoch``."""
    task = build_task_and_model(dict_dir, "transformer_tiny")[1]
    sd, td = task.source_dictionary, task.target_dictionary
    g = torch.Generator().manual_seed(0)
    src = [torch.randint(sd.nspecial, len(sd), (4 + i % 3,), generator=g) for i in range(60)]
    tgt = [torch.randint(td.nspecial, len(td), (5,), generator=g) for _ in range(60)]
    dataset = LanguagePairDataset(src, torch.tensor([len(s) for s in src]), sd,
                                  tgt, torch.tensor([len(t) for t in tgt]), td)
    itr = get_batch_iterator(task, dataset, max_sentences=8, seed=3, epoch=epoch)
    return [sorted(b.tolist()) for b in itr.frozen_batches]


def test_an_iterator_made_on_resuming_in_epoch_2_cuts_epoch_1s_batches(dict_dir):
    first = _batches(dict_dir, PLAIN, 1)
    assert _batches(dict_dir, PLAIN, 2) != first  # fairseq alone: other batches
    assert _batches(dict_dir, exact_resume(PLAIN), 2) == first
    assert _batches(dict_dir, exact_resume(PLAIN), 1) == first
    assert exact_resume(exact_resume(PLAIN)).__wrapped__ is PLAIN  # never wrapped twice


PATCHED = """
from fairseq.tasks.fairseq_task import FairseqTask
plain = FairseqTask.get_batch_iterator
import json, msfairseq
from fairseq.tasks.translation import TranslationTask
from msfairseq.fairseq_patches import own_tasks
print(json.dumps({
    "stock": TranslationTask.get_batch_iterator is plain,
    "fixed": {c.__name__: c.get_batch_iterator.__wrapped__ is plain
              for c in [TranslationTask] + own_tasks() if c.get_batch_iterator is not plain},
}))
"""


@pytest.mark.parametrize("switch", [None, "0", "1"])
def test_stock_translation_gets_the_fix_only_with_the_switch(switch):
    env = {k: v for k, v in os.environ.items() if k != EXACT_RESUME}
    if switch is not None:
        env[EXACT_RESUME] = switch
    proc = subprocess.run([sys.executable, "-c", PATCHED], capture_output=True, text=True,
                          env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    own = {"DocTranslationTask": True, "DocUMSTTranslationTask": True, "UMSTTranslationTask": True}
    if switch == "1":
        assert found == {"stock": False, "fixed": {"TranslationTask": True, **own}}
    else:  # fairseq's own method, the very function object
        assert found == {"stock": True, "fixed": own}


@pytest.mark.slow
@pytest.mark.parametrize("family", sorted(cli.FAMILIES))
def test_resumed_run_repeats_the_uninterrupted_run(family, request, tmp_path, monkeypatch):
    arch, task, data = cli.FAMILIES[family]
    # msfairseq's own tasks resume exactly as they are; stock translation asks for it
    if task == "translation":
        monkeypatch.setenv(EXACT_RESUME, "1")
    else:
        monkeypatch.delenv(EXACT_RESUME, raising=False)
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
