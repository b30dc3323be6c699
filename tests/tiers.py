"""Test tiers (a pytest plugin, loaded by conftest.py).

``pytest tests`` runs the fast tier: every test that carries neither tier marker. The
markers hold the rest:

- ``slow``: what runs fairseq's command-line tools or the example scripts in a subprocess
  (training, generation, recipes, the demo, the comparison, hub, hydra, resume,
  multi-process training) or parses with spaCy;
- ``kernels``: the Triton kernels compiled by ptxas or run in the Triton interpreter, and
  torch.compile'd kernels on CPU.

``--all-tiers`` (what ``make test`` passes) runs everything; an explicit ``-m`` expression
selects as pytest always does (``pytest -m slow tests``: the slow tier alone).

The tiering is guarded while tests run: a test (or a fixture it uses) that starts one of
fairseq's command-line tools, an example's shell script or a pytest subprocess without a
tier marker fails, naming the command and the marker to add; in a fast-tier run, the first
test after which spaCy has been imported fails the same way.
"""

import os
import subprocess
import sys

import pytest

TIER_MARKERS = {
    "slow": "runs fairseq's CLI tools, an example script or spaCy (deselected by default; "
            "make test runs it)",
    "kernels": "compiles Triton kernels (ptxas), runs them in the Triton interpreter or "
               "torch.compiles on CPU (deselected by default; make test runs it)",
}
# A command whose argv holds one of these (by file name) belongs in a tier.
TIERED_COMMANDS = {
    "fairseq-train", "fairseq-hydra-train", "fairseq-generate", "fairseq-interactive",
    "fairseq-validate", "fairseq-preprocess", "train_dump_params.py",
}

_running = {"item": None}
_popen_init = subprocess.Popen.__init__


def tiers_of(item):
    return {name for name in TIER_MARKERS if item.get_closest_marker(name) is not None}


def refusal(item, args):
    """Why ``item`` may not start ``args`` (a message), or None."""
    if item is None or tiers_of(item):
        return None
    argv = [str(a) for a in args] if isinstance(args, (list, tuple)) else str(args).split()
    program = _program(argv)
    if not (program in TIERED_COMMANDS or program.endswith(".sh") or program == "pytest"):
        return None
    tiered = [program]
    return (f"{item.nodeid} starts `{' '.join(argv)[:200]}` ({tiered[0]}) but carries no tier "
            "marker: add @pytest.mark.slow (or kernels) so that the fast tier stays fast "
            "(tests/tiers.py)")


def _program(argv):
    """What ``argv`` runs: the command's file name, or for an interpreter (python, bash, sh)
    the script or ``-m`` module it runs."""
    name = os.path.basename(argv[0]) if argv else ""
    if not (name.startswith("python") or name in ("bash", "sh")):
        return name
    rest = iter(argv[1:])
    for arg in rest:
        if arg == "-m":
            return next(rest, "")
        if arg == "-c":
            return name
        if not arg.startswith("-"):
            return os.path.basename(arg)
    return name


def _guarded_popen_init(self, args, *rest, **kwargs):
    why = refusal(_running["item"], args)
    if why:
        pytest.fail(why, pytrace=False)
    _popen_init(self, args, *rest, **kwargs)


def pytest_addoption(parser):
    parser.addoption("--all-tiers", action="store_true",
                     help="run every tier (fast, slow, kernels): what `make test` runs")


def pytest_configure(config):
    for name, text in TIER_MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    subprocess.Popen.__init__ = _guarded_popen_init


def pytest_unconfigure(config):
    subprocess.Popen.__init__ = _popen_init


def _selects_by_tier(config):
    return not (config.getoption("--all-tiers") or config.option.markexpr)


def pytest_collection_modifyitems(config, items):
    if not _selects_by_tier(config):
        return
    held = [item for item in items if tiers_of(item)]
    if held:
        config.hook.pytest_deselected(items=held)
        items[:] = [item for item in items if not tiers_of(item)]
    config._tiers_held = len(held)


@pytest.fixture(autouse=True)
def _fast_tier_parses_nothing(request):
    """In a fast-tier run, spaCy (seconds to load a model) is never imported."""
    yield
    config = request.config
    if (_selects_by_tier(config) and "spacy" in sys.modules
            and not getattr(config, "_tiers_spacy_reported", False)):
        config._tiers_spacy_reported = True
        pytest.fail(f"spaCy was imported by {request.node.nodeid} or a fixture it uses: mark "
                    "the test @pytest.mark.slow (tests/tiers.py)", pytrace=False)


def pytest_terminal_summary(terminalreporter, config):
    held = getattr(config, "_tiers_held", 0)
    if held:
        terminalreporter.write_line(
            f"fast tier: {held} slow / kernels tests deselected (`make test` or --all-tiers runs "
            "every tier, `-m slow` the slow one)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _running["item"] = item
    try:
        yield
    finally:
        _running["item"] = None
