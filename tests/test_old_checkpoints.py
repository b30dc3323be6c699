"""Every checkpoint format msfairseq has released loads and translates as it did: the tiny
checkpoints of ``tests/data/checkpoints/<version>/`` (made by ``tests/old_checkpoints.py`` with
that release's code), loaded the way ``fairseq-generate`` loads them, compute the logits and
the beam search that release computed."""

import json
import os

import pytest
import torch

from old_checkpoints import ARCHS, CHECKPOINTS, outputs

VERSIONS = sorted(d for d in os.listdir(CHECKPOINTS) if os.path.isdir(os.path.join(CHECKPOINTS, d)))


def test_every_release_has_its_checkpoints():
    assert {"0.1.0", "0.2.0"} <= set(VERSIONS)
    for version in VERSIONS:
        names = set(os.listdir(os.path.join(CHECKPOINTS, version)))
        assert {f"{family}.pt" for family in ARCHS} | {"expected.json"} <= names, version


@pytest.mark.parametrize("family", sorted(ARCHS))
@pytest.mark.parametrize("version", VERSIONS)
def test_old_checkpoint_computes_what_its_release_computed(version, family):
    folder = os.path.join(CHECKPOINTS, version)
    with open(os.path.join(folder, "expected.json")) as f:
        expected = json.load(f)[family]
    now = outputs(folder, family, expected["inputs"])
    for key in ("first", "logsumexp"):
        torch.testing.assert_close(torch.tensor(now["forward"][key]), torch.tensor(expected["forward"][key]),
                                   rtol=1e-4, atol=1e-5, msg=f"{version} {family}: {key} logits")
    assert [b["tokens"] for b in now["beam"]] == [b["tokens"] for b in expected["beam"]]
    torch.testing.assert_close(torch.tensor([b["score"] for b in now["beam"]]),
                               torch.tensor([b["score"] for b in expected["beam"]]), rtol=1e-4, atol=1e-5)
