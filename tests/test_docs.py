"""The docs point at things that exist: every repository path, file name and link in
README, docs/, the examples' READMEs and the Makefile names a file or folder of this
checkout (or, for the few listed in ``RELEASED``, of the authors' released code); every
test a doc names is one that ``pytest --collect-only`` prints."""

import functools
import glob
import os
import re
import subprocess
import sys

import pytest

from utils import REPO

# docs/results/gpu_check/ holds make gpu-check's reports as the check wrote them on a GPU
# machine (its paths and test ids are that machine's), not docs to keep current.
GPU_REPORTS = os.path.join(REPO, "docs", "results", "gpu_check", "")
DOCS_MD = [p for p in glob.glob(os.path.join(REPO, "docs", "**", "*.md"), recursive=True)
           if not p.startswith(GPU_REPORTS)]
DOCS = sorted(
    [os.path.join(REPO, "README.md"), os.path.join(REPO, "Makefile")]
    + DOCS_MD
    + glob.glob(os.path.join(REPO, "examples", "**", "README.md"), recursive=True)
)
ROOTS = ("msfairseq", "scripts", "benchmarks", "analysis", "examples", "docs", "tests")
PACKAGE_DIRS = ("models", "modules", "ops", "tasks", "data", "features", "cli")
# Paths that the scripts write (not in a checkout) and paths in the authors' released
# repositories (lancopku/Prime, yzh119/BPT, libeineu/UMST) that the docs cite.
GENERATED = re.compile(r"(^|/)(work|bench/results|results)(/|$)|^examples/\*/")
RELEASED = {
    "modules/model.py", "modules/attention.py", "modules/embedding.py", "mt.py", "mt_infer.py",  # yzh119/BPT
    "combine_transformer.py",  # lancopku/Prime
    "get_inter_group.py", "gen_dict.py",  # libeineu/UMST
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


# ---------------------------------------------------------------- test names and ids

ID_DOCS = sorted([os.path.join(REPO, "README.md")] + DOCS_MD)
TEST_REF = re.compile(
    r"(?<![\w./:-])"                    # not inside a path, a longer name or a node id
    r"(?:(?P<qual>[\w./-]+)::)?"        # test_x.py::, tests/test_x.py:: or an abbreviation ::
    r"(?P<name>test_[\w*]+)"
    r"(?:\[(?P<ids>[^\]`\n]*)\])?"
    r"(?![\w*(]|\.\w)")                  # not a file name (test_x.py), not a call
SCOPE_END = re.compile(r"(?<!\\)\||;")   # an unescaped table-cell bar or a semicolon
# "`test_x.py` = A" or "`A` = `tests/test_x.py`": A stands for that file in this doc
ABBREVIATIONS = (
    re.compile(r"`(?:tests/)?(?P<file>test_\w+\.py)`\s*=\s*`?(?P<abbr>[A-Z]{1,3})\b"),
    re.compile(r"`(?P<abbr>[A-Z]{1,3})`\s*=\s*`(?:tests/)?(?P<file>test_\w+\.py)`"),
)
NODE_ID = re.compile(r"^tests/(?:[\w/]+/)?(?P<file>test_\w+\.py)::(?:\w+::)*(?P<func>test_\w+)"
                     r"(?:\[(?P<param>.*)\])?$")


def _doc_abbreviations(text):
    return {m.group("abbr"): m.group("file") for rx in ABBREVIATIONS for m in rx.finditer(text)}


def _test_mentions(text):
    """``(line, file or None, name, ids or None, as written)`` for every test the text names.

    A name is qualified by ``test_x.py::`` / ``tests/test_x.py::``, by ``A::``, or by a
    leading ``A `` (``A `test_x`, `test_y`; ...``) that holds for the names after it up to
    the next ``;``, table-cell bar or line end; ``A`` is an abbreviation that the doc defines
    (``test_x.py`` = A). A qualifier that is neither a file nor a defined abbreviation is
    returned as written (and reported)."""
    abbrevs = _doc_abbreviations(text)
    prefix = re.compile(r"(?<![\w`])(?P<abbr>%s) (?=`(?:[\w./-]+::)?test_)"
                        % "|".join(sorted(abbrevs, key=len, reverse=True))) if abbrevs else None
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        events = [(m.start(), "end", m) for m in SCOPE_END.finditer(line)]
        events += [(m.start(), "ref", m) for m in TEST_REF.finditer(line)]
        if prefix is not None:
            events += [(m.start(), "scope", m) for m in prefix.finditer(line)]
        scope, covered = None, -1
        for start, kind, m in sorted(events, key=lambda e: e[0]):
            if start < covered:
                continue  # a ';' or '|' inside a test id
            if kind == "end":
                scope = None
            elif kind == "scope":
                scope = abbrevs[m.group("abbr")]
            else:
                covered = m.end()
                qual = m.group("qual")
                if qual is None:
                    where = scope
                elif qual.endswith(".py"):
                    where = os.path.basename(qual)
                else:
                    where = abbrevs.get(qual, qual)
                out.append((lineno, where, m.group("name"), m.group("ids"), m.group(0)))
    return out


def _glob(pattern):
    """``*`` matches anything (also ``-`` and ``,``); everything else is literal."""
    return re.compile(".*".join(re.escape(p) for p in pattern.split("*")) + r"\Z", re.S)


@functools.lru_cache(maxsize=None)
def _collected_tests():
    """What the suite holds: ``({(file, function, param or None)}, {(file, function)})``.

    One ``pytest --collect-only -q`` over tests/, with TRITON_INTERPRET=1 so that the Triton
    kernel files are collected on CPU too. A test file that yields no node (skipped at module
    level, failing to import, ignored) is read statically instead: its ``def test_*`` names
    count, its parametrize ids cannot be known."""
    env = dict(os.environ, TRITON_INTERPRET="1", OMP_NUM_THREADS="1")
    env.pop("PYTEST_ADDOPTS", None)  # e.g. -n: xdist's collection prints no node ids
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-p", "no:xdist", "--all-tiers", "--continue-on-collection-errors", "tests"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    nodes = set()
    for line in proc.stdout.splitlines():
        m = NODE_ID.match(line.strip())
        if m:
            nodes.add((m.group("file"), m.group("func"), m.group("param")))
    assert nodes, f"pytest --collect-only printed no tests:\n{proc.stdout[-3000:]}{proc.stderr[-3000:]}"
    seen = {f for f, _, _ in nodes}
    static = set()
    for path in glob.glob(os.path.join(REPO, "tests", "**", "test_*.py"), recursive=True):
        name = os.path.basename(path)
        if name not in seen:
            with open(path, encoding="utf-8") as f:
                static.update((name, fn) for fn in re.findall(r"^\s*def (test_\w+)", f.read(), re.M))
    return frozenset(nodes), frozenset(static)


def _unresolved(where, name, ids, nodes, static):
    """Why a mention names no collected test (a string), or None when it does."""
    if where is not None and not where.endswith(".py"):
        return f"'{where}::' is neither a test file nor an abbreviation the doc defines"
    pat = _glob(name)
    hits = [(f, fn, p) for f, fn, p in nodes if pat.match(fn) and where in (None, f)]
    known = hits or [1 for f, fn in static if pat.match(fn) and where in (None, f)]
    if not known:
        return "no such test function" + (f" in {where}" if where else "")
    if ids is None or not hits:
        return None  # a bare name, or a file read statically (its ids unknown)
    params = {p for _, _, p in hits if p is not None}
    alternatives = [ids] if any(_glob(ids).match(p) for p in params) else ids.split(",")
    missing = [a.strip() for a in alternatives if not any(_glob(a.strip()).match(p) for p in params)]
    if missing:
        return f"no collected id {missing}; ids: {sorted(params)[:12]}"
    return None


def _unresolved_mentions(text, nodes, static):
    return [f"line {lineno}: `{written}`: {why}"
            for lineno, where, name, ids, written in _test_mentions(text)
            for why in [_unresolved(where, name, ids, nodes, static)] if why]


@pytest.mark.slow
def test_every_test_named_in_the_docs_is_collected():
    """Every test name a doc (README.md, docs/**/*.md) mentions is one that ``pytest
    --collect-only`` prints. Rules:

    - ``test_x`` must be a collected test function; ``test_x[id]`` a collected id of it
      (written as pytest prints it: parametrize ids joined by ``-`` in decorator order,
      the decorator nearest the function first).
    - ``*`` is a glob, in names and ids (``test_x_*``, ``test_x[*-binary]``); a comma list
      in brackets names several ids (``test_x[a,b]``): each must exist (the bracket is
      first tried as one id, since ids may hold commas). ``|`` is not a list separator:
      it splits a markdown table cell.
    - A qualifier restricts the file: ``test_file.py::test_x``, ``tests/test_file.py::test_x``,
      ``A::test_x``, or ``A `test_x`, `test_y`;`` in a table cell, where ``A`` is an
      abbreviation the same doc defines as ``\`test_file.py\` = A`` or ``\`A\` =
      \`tests/test_file.py\```.
    - A test file that collects nothing here (a module-level skip or an import error) counts
      by its ``def test_*`` names; ids into it are not checked.
    """
    nodes, static = _collected_tests()
    problems = []
    for doc in ID_DOCS:
        with open(doc, encoding="utf-8") as f:
            text = f.read()
        problems += [f"{os.path.relpath(doc, REPO)} {p}" for p in _unresolved_mentions(text, nodes, static)]
    assert not problems, "docs name tests that pytest does not collect:\n" + "\n".join(problems)


def test_the_id_check_reads_qualifiers_globs_and_lists():
    nodes = frozenset({
        ("test_a.py", "test_x", "tiny-binary"), ("test_a.py", "test_x", "tiny-linear"),
        ("test_a.py", "test_plain", None), ("test_b.py", "test_y", "3,15;7"),
        ("test_b.py", "test_kernel_fast", None),
    })
    static = frozenset({("test_c.py", "test_gpu_only")})
    doc = ("`test_a.py` = A, `test_b.py` = B.\n"
           "| row | A `test_x[*-binary]`, `test_plain`; B `test_y[3,15;7]`, `test_kernel_*` | ok |\n"
           "`test_x[tiny-binary,tiny-linear]`, `test_a.py::test_plain`, `A::test_x`, "
           "`test_gpu_only[whatever]`; files `test_a.py`, `tests/test_b.py` are not tests.\n"
           "| bad | A `test_y`; `test_x[binary-tiny]`, `test_x[tiny-binary,tiny-full]` | |\n"
           "`Q::test_x`, `test_b.py::test_plain`, `test_z`, `test_kernel_*[k]` and `test_x[full]`.\n")
    assert _unresolved_mentions(doc, nodes, static) == [
        "line 4: `test_y`: no such test function in test_a.py",
        "line 4: `test_x[binary-tiny]`: no collected id ['binary-tiny']; ids: ['tiny-binary', 'tiny-linear']",
        "line 4: `test_x[tiny-binary,tiny-full]`: no collected id ['tiny-full']; ids: ['tiny-binary', 'tiny-linear']",
        "line 5: `Q::test_x`: 'Q::' is neither a test file nor an abbreviation the doc defines",
        "line 5: `test_b.py::test_plain`: no such test function in test_b.py",
        "line 5: `test_z`: no such test function",
        "line 5: `test_kernel_*[k]`: no collected id ['k']; ids: []",
        "line 5: `test_x[full]`: no collected id ['full']; ids: ['tiny-binary', 'tiny-linear']",
    ]
