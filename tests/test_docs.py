"""The docs point at things that exist: every repository path, file name and link in
README, docs/, the examples' READMEs and the Makefile names a file or folder of this
checkout (or, for the few listed in ``RELEASED``, of the authors' released code)."""

import glob
import os
import re

import pytest

from utils import REPO

DOCS = sorted(
    [os.path.join(REPO, "README.md"), os.path.join(REPO, "Makefile")]
    + glob.glob(os.path.join(REPO, "docs", "**", "*.md"), recursive=True)
    + glob.glob(os.path.join(REPO, "examples", "**", "README.md"), recursive=True)
)
ROOTS = ("msfairseq", "scripts", "benchmarks", "analysis", "examples", "docs", "tests")
PACKAGE_DIRS = ("models", "modules", "ops", "tasks", "data", "features", "cli")
# Paths that the scripts write (not in a checkout) and paths in the authors' released
# repositories (lancopku/Prime, yzh119/BPT, libeineu/UMST) that the docs cite.
GENERATED = re.compile(r"(^|/)(work|bench/results|results)(/|$)|^examples/\*/")
RELEASED = {
    "modules/model.py", "modules/attention.py", "mt.py", "mt_infer.py",  # yzh119/BPT
    "combine_transformer.py",  # lancopku/Prime
}
RELEASED_PREFIXES = ("examples/parallel_",)  # lancopku/Prime's example folders
REPO_PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w./*{},-]*[\w*}/])" % "|".join(ROOTS))
PACKAGE_PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w/-]*\.py)\b" % "|".join(PACKAGE_DIRS))
FILE_NAME = re.compile(r"(?<![\w/.()-])([\w-]+\.py)\b")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def _expand(path):
    """``a/{b,c}/d`` -> ``[a/b/d, a/c/d]``."""
    m = re.search(r"\{([^{}]*)\}", path)
    if not m:
        return [path]
    return [p for alt in m.group(1).split(",")
            for p in _expand(path[:m.start()] + alt + path[m.end():])]


def _exists(path):
    path = path.rstrip("/.")
    return any(glob.glob(os.path.join(REPO, p)) for p in _expand(path))


def _tracked_names():
    names = set()
    for root, dirs, files in os.walk(REPO):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("work", "__pycache__")]
        names.update(files)
    return names


def _stale(doc):
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    here = os.path.dirname(doc)
    stale = []
    for m in LINK.finditer(text):
        target = m.group(1)
        if re.match(r"[a-z]+:", target):
            continue  # a URL
        if not os.path.exists(os.path.normpath(os.path.join(here, target))):
            stale.append(target)
    for m in REPO_PATH.finditer(text):
        path = m.group(1)
        if not (GENERATED.search(path) or path.startswith(RELEASED_PREFIXES) or _exists(path)):
            stale.append(path)
    for m in PACKAGE_PATH.finditer(text):
        path = m.group(1)
        if path not in RELEASED and not _exists("msfairseq/" + path):
            stale.append(path)
    names = _tracked_names()
    for m in FILE_NAME.finditer(text):
        if m.group(1) not in RELEASED and m.group(1) not in names:
            stale.append(m.group(1))
    return sorted(set(stale))


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: os.path.relpath(p, REPO))
def test_every_path_in_the_docs_exists(doc):
    stale = _stale(doc)
    assert not stale, f"{os.path.relpath(doc, REPO)} names paths that do not exist: {stale}"


def test_the_check_finds_a_stale_path(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("See `scripts/bench_muse.py`, `modules/muse_conv.py`, `muse_layer.py` and "
                   "[x](nowhere.md); `msfairseq/models/muse/conv.py`, `models/muse/{conv,fused}.py` "
                   "and `layer.py` exist.\n")
    assert _stale(str(doc)) == [
        "modules/muse_conv.py", "muse_layer.py", "nowhere.md", "scripts/bench_muse.py"]
