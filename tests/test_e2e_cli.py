"""End to end through the CLI: real Bible data, fairseq-train, fairseq-validate,
fairseq-generate.

Every architecture family adds its ``*_tiny`` arch as one :class:`Case` line;
the test trains it for a few dozen updates with ``--user-dir msfairseq``
(validating after every epoch, in the training process), checks the training
loss went down, checks that the last in-process validation loss equals
``fairseq-validate`` on ``checkpoint_last.pt`` in a fresh process (so no state
kept across optimizer steps -- a cache, a fused path -- can go stale: fairseq's
optimizers write ``p.data`` in place), then translates the test verses from the
saved checkpoint (which loads under torch's weights-only unpickler) and checks
there is exactly one hypothesis per input line. ``fairseq-generate --print-alignment`` on a
briefly trained checkpoint of every family prints one hard alignment per hypothesis, read
from the decoder's encoder attention.
"""

import os
from dataclasses import dataclass

import pytest

import cli

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Case:
    arch: str
    train_args: tuple = ()
    task: str = "translation"
    data: str = "bible_work"  # fixture that prepares the data directory
    max_update: int = 40  # ~11 updates per epoch: 4 in-process validations

    def __str__(self):
        return self.arch + ("-" + "-".join(a.strip("-") for a in self.train_args) if self.train_args else "")


CASES = [
    Case("transformer_tiny"),
    Case("da_transformer_tiny", ("--da-cross-attention",)),
    Case("bpt_mt_tiny"),
    Case("umst_tiny", task="umst_translation", data="bible_work_umst"),
    Case("msmsa_transformer_tiny", ("--msmsa-alpha", "1", "--msmsa-layer", "two-attention")),
    Case("msmsa_paper_tiny"),
    Case("muse_tiny", ("--muse-kernel-sizes", "3,15;7")),
    Case("muse_tiny"),
    Case("muse_simple_tiny"),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_train_then_generate(case, request, tmp_path):
    work = request.getfixturevalue(case.data)
    data_bin = os.path.join(work, "data-bin")
    save_dir = str(tmp_path / "ckpt")

    log = cli.train(data_bin, save_dir, case.arch, case.train_args, case.task, case.max_update)
    losses = cli.train_losses(log)
    assert len(losses) >= 2, log[-3000:]
    assert losses[-1] < losses[0], f"training loss did not decrease: {losses}"
    in_process = cli.valid_losses(log)
    assert len(in_process) >= 3, log[-3000:]
    fresh = cli.validate(data_bin, os.path.join(save_dir, "checkpoint_last.pt"), case.task)
    # both are logged rounded to 3 decimals
    assert abs(in_process[-1] - fresh) <= 1e-3 + 1e-9, (
        f"in-process validation {in_process[-1]} != fairseq-validate {fresh}: "
        "state kept across optimizer steps went stale")
    checkpoint = os.path.join(save_dir, "checkpoint_best.pt")
    assert os.path.exists(checkpoint)

    out = cli.generate(data_bin, checkpoint, task=case.task)
    num_test = cli.count_lines(os.path.join(work, "raw", "test.en"))
    hyps = cli.hypotheses(out, num_test)
    assert len(hyps) == num_test
    assert sum(1 for h in hyps if h.strip()) > num_test // 2, "most hypotheses are empty"


# one tiny arch per family, trained only long enough to save a checkpoint
ALIGNMENT_CASES = [
    Case("msmsa_transformer_tiny", max_update=3),
    Case("msmsa_paper_tiny", max_update=3),
    Case("muse_tiny", max_update=3),
    Case("muse_simple_tiny", max_update=3),
    Case("bpt_mt_tiny", max_update=3),
    Case("umst_tiny", task="umst_translation", data="bible_work_umst", max_update=3),
    Case("da_transformer_tiny", max_update=3),
]


def _lines(output, tag):
    """``{sample id: fields after the id}`` of the ``tag``-lines (``H``, ``P``, ``A``)."""
    rows = {}
    for line in output.splitlines():
        if line.startswith(tag + "-"):
            head, *fields = line.split("\t")
            sample = int(head[len(tag) + 1:])
            assert sample not in rows, f"two {tag}- lines for sentence {sample}"
            rows[sample] = fields
    return rows


@pytest.mark.parametrize("case", ALIGNMENT_CASES, ids=str)
def test_print_alignment(case, request, tmp_path):
    work = request.getfixturevalue(case.data)
    data_bin = os.path.join(work, "data-bin")
    save_dir = str(tmp_path / "ckpt")
    cli.train(data_bin, save_dir, case.arch, ("--disable-validation",), case.task, case.max_update)
    out = cli.generate(data_bin, os.path.join(save_dir, "checkpoint_last.pt"),
                       extra=["--print-alignment"], task=case.task)
    with open(os.path.join(work, "bpe", "test.en"), encoding="utf-8") as f:
        source_tokens = [len(line.split()) for line in f]
    hyps, scores, aligns = _lines(out, "H"), _lines(out, "P"), _lines(out, "A")
    assert len(hyps) == len(source_tokens) and set(aligns) == set(hyps)
    for sample, fields in aligns.items():
        pairs = [tuple(map(int, pair.split("-"))) for pair in (fields[0].split() if fields else [])]
        # hard alignment: each target token but EOS (the P- line scores it too), in order,
        # to one source token but EOS
        assert [t for _, t in pairs] == list(range(len(scores[sample][0].split()) - 1)), fields
        assert all(0 <= s < source_tokens[sample] for s, _ in pairs), fields
