"""What ``pip install`` gives a user: the console scripts, one version, the licence files.

The console scripts are declared in setup.py's ``entry_points``; ``make install``
(re)installs the package whenever setup.py changes, so a missing script here means
the venv predates a new entry point: ``make install`` or ``pip install -e .``.
"""

import importlib
import importlib.metadata
import os
import re
import subprocess
import sys
import sysconfig

import pytest
from fairseq.models import ARCH_CONFIG_REGISTRY

import msfairseq
from msfairseq.testing import parse_train_args
from utils import REPO

BIN = os.path.dirname(sys.executable)


def _entry_points():
    """``{script: "module:function"}`` as setup.py declares them."""
    with open(os.path.join(REPO, "setup.py"), encoding="utf-8") as f:
        return dict(re.findall(r'"(msfairseq-[\w-]+)=([\w.]+:\w+)"', f.read()))


def _installed():
    """The metadata pip installed into this venv (not a stale ``msfairseq.egg-info`` in the
    checkout, which comes first on the tests' sys.path)."""
    (dist,) = importlib.metadata.distributions(
        name="msfairseq", path=[sysconfig.get_paths()["purelib"]])
    return dist


SCRIPTS = _entry_points()
TOOLS = {  # the side-file and scoring tools that used to be repository scripts
    "msfairseq-umst-features": "umst_features",
    "msfairseq-umst-binarize": "umst_binarize",
    "msfairseq-score": "score",
    "msfairseq-collect-hypotheses": "collect_hypotheses",
}


def test_setup_declares_the_tools():
    for script, module in TOOLS.items():
        assert SCRIPTS.get(script) == f"msfairseq.cli.{module}:main", script


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_console_script_is_installed_and_runs(script):
    path = os.path.join(BIN, script)
    assert os.access(path, os.X_OK), (
        f"{path} is missing: this venv was installed before {script} was added to setup.py; "
        "run `make install` (or `pip install -e .`)")
    proc = subprocess.run([path, "--help"], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.startswith("usage: "), proc.stdout[:500]


def _heavy_imports(cmd):
    """What of torch and fairseq ``cmd`` (a Python command line, run with ``-X importtime``)
    imports, and its stdout."""
    proc = subprocess.run([sys.executable, "-X", "importtime", *cmd], capture_output=True,
                          text=True, timeout=300, cwd=REPO, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    modules = [line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines()
               if line.startswith("import time:")]
    return sorted({m for m in modules if m.split(".")[0] in ("torch", "fairseq")}), proc.stdout


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_console_script_help_imports_neither_torch_nor_fairseq(script):
    """``--help`` of every tool answers at once: started as msfairseq's own tool, the
    package registers nothing (msfairseq/__init__.py)."""
    heavy, out = _heavy_imports([os.path.join(BIN, script), "--help"])
    assert out.startswith("usage: ") and not heavy, heavy[:10]


@pytest.mark.parametrize("cmd", [
    ["-m", "msfairseq", "--user-dir"],
    [os.path.join(BIN, "msfairseq-userdir")],
    ["-m", "msfairseq.cli.score", "--help"],
], ids=["python-m", "console-script", "python-m-cli"])
def test_the_user_dir_and_light_tools_import_neither_torch_nor_fairseq(cmd):
    heavy, out = _heavy_imports(cmd)
    assert not heavy, heavy[:10]
    if "--help" not in cmd:
        assert out.strip() == os.path.dirname(msfairseq.__file__)


def test_any_other_import_registers_everything():
    """A script or ``python -m`` of another module that imports msfairseq gets every arch
    and the checkpoint allowlist (the light path is only for msfairseq's own tools)."""
    code = ("import msfairseq, argparse, torch; from fairseq.models import ARCH_MODEL_REGISTRY; "
            "assert 'muse_base' in ARCH_MODEL_REGISTRY and 'umst_base' in ARCH_MODEL_REGISTRY; "
            "assert argparse.Namespace in torch.serialization.get_safe_globals(); print('ok')")
    heavy, out = _heavy_imports(["-c", code])
    assert out.strip() == "ok" and "fairseq.models" in heavy



def test_fairseq_says_nothing_of_tensorboardx():
    """The tensorboard extra satisfies fairseq's text-to-speech task, which every fairseq
    command imports: no "Please install tensorboardX" line."""
    proc = subprocess.run([sys.executable, "-c", "import msfairseq, fairseq.tasks"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "tensorboardX" not in proc.stdout + proc.stderr

@pytest.mark.parametrize("script", sorted(TOOLS))
def test_tool_names_itself_as_its_console_script(script):
    module = importlib.import_module(f"msfairseq.cli.{TOOLS[script]}")
    assert module.get_parser().prog == script


def test_one_version():
    """setup.py, the installed metadata and ``msfairseq.__version__`` all read
    msfairseq/version.py."""
    with open(os.path.join(REPO, "msfairseq", "version.py"), encoding="utf-8") as f:
        (written,) = re.findall(r'^__version__ = "([^"]+)"$', f.read(), re.M)
    assert msfairseq.__version__ == written
    out = subprocess.run([sys.executable, "setup.py", "--version"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == written
    assert _installed().version == written, (
        "the installed metadata is stale: run `make install` (or `pip install -e .`)")


def test_only_msfairseq_is_installed():
    """benchmarks/ and analysis/ are packages of the checkout (``python -m benchmarks.bench_muse``
    from its root), not of the distribution: pip installs msfairseq alone."""
    assert _installed().read_text("top_level.txt").split() == ["msfairseq"]


def test_package_metadata_and_licence():
    meta = _installed().metadata
    assert meta["Author"] == "the msfairseq authors"
    assert "MIT" in (meta.get("License-Expression") or meta.get("License") or "")
    assert meta["Requires-Python"]
    with open(os.path.join(REPO, "LICENSE"), encoding="utf-8") as f:
        assert f.readline().strip() == "MIT License"
    with open(os.path.join(REPO, "CITATION.cff"), encoding="utf-8") as f:
        cff = f.read()
    assert "cff-version: 1.2.0" in cff and "license: MIT" in cff
    assert not re.search(r"^version:", cff, re.M), "the version lives only in msfairseq/version.py"


ARCHS = sorted(a for a, fn in ARCH_CONFIG_REGISTRY.items()
               if getattr(fn, "__module__", "").startswith("msfairseq"))


@pytest.mark.parametrize("arch", ARCHS)
def test_training_args_record_the_version(arch, dict_dir):
    task = "umst_translation" if arch.startswith("umst") else "translation"
    args = parse_train_args(dict_dir, arch, task=task)
    assert args.msfairseq_version == msfairseq.__version__


def test_stock_archs_are_not_stamped(dict_dir):
    assert not hasattr(parse_train_args(dict_dir, "transformer"), "msfairseq_version")
