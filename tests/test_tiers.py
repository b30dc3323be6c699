"""The test tiers (tests/tiers.py): what `pytest tests` leaves out, and the guard that keeps
a test that runs fairseq's command-line tools out of the fast tier."""

import os
import stat

import pytest

import tiers

HERE = os.path.dirname(os.path.abspath(__file__))
INNER = '''
import subprocess

import pytest

TOOL = {tool!r}


def test_unmarked_runs_the_tool():
    subprocess.run([TOOL, "--max-update", "1"], check=True)


@pytest.mark.slow
def test_marked_runs_the_tool():
    subprocess.run([TOOL, "--max-update", "1"], check=True)


def test_unmarked_runs_python():
    subprocess.run(["python3", "-c", "pass"], check=True)
'''


@pytest.fixture
def inner(pytester, monkeypatch):
    """A test file whose tests start a stand-in ``fairseq-train`` (it only exits 0)."""
    tool = pytester.path / "bin" / "fairseq-train"
    tool.parent.mkdir()
    tool.write_text("#!/bin/sh\nexit 0\n")
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)
    pytester.makepyfile(test_inner=INNER.format(tool=str(tool)))
    monkeypatch.setenv("PYTHONPATH", HERE)
    return pytester


def test_fast_tier_deselects_the_marked_and_fails_an_unmarked_training(inner):
    result = inner.runpytest_subprocess("-p", "tiers", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1, deselected=1)
    result.stdout.fnmatch_lines([
        "*test_unmarked_runs_the_tool starts `*fairseq-train --max-update 1` (fairseq-train) but "
        "carries no tier marker: add @pytest.mark.slow*"])


def test_all_tiers_runs_the_marked_one(inner):
    result = inner.runpytest_subprocess("-p", "tiers", "-p", "no:cacheprovider", "--all-tiers")
    result.assert_outcomes(passed=2, failed=1)


def test_marker_expression_selects_as_pytest_does(inner):
    result = inner.runpytest_subprocess("-p", "tiers", "-p", "no:cacheprovider", "-m", "slow")
    result.assert_outcomes(passed=1, deselected=2)


@pytest.mark.parametrize("args, tiered", [
    (["fairseq-train", "data-bin"], True),
    (["/venv/bin/fairseq-generate", "data-bin"], True),
    (["bash", "/repo/examples/bible_en_es/prepare.sh", "work"], True),
    (["/usr/bin/python3", "-m", "pytest", "tests/test_x.py"], True),
    ("fairseq-interactive data-bin --path x.pt", True),
    (["python3", "-m", "msfairseq", "--user-dir"], False),
    (["python3", "-m", "benchmarks.gpu_check", "--dry-run"], False),
    (["python3", "-m", "analysis.provenance", "append", "f.json", "--", "fairseq-train", "x"], False),
    (["bash", "-c", "echo fairseq-train"], False),
])
def test_which_commands_need_a_tier(args, tiered):
    class Item:
        nodeid = "tests/test_x.py::test_y"

        def __init__(self, markers):
            self.markers = markers

        def get_closest_marker(self, name):
            return name if name in self.markers else None

    assert (tiers.refusal(Item(()), args) is not None) == tiered
    assert tiers.refusal(Item(("slow",)), args) is None
    assert tiers.refusal(Item(("kernels",)), args) is None
