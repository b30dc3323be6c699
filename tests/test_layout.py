"""The package's shape: one folder per family, shared code in ``modules/``, no import cycles.

Read from the source (every import, relative or absolute within msfairseq, also those inside
functions), so a test fails on the commit that breaks the layout, whatever runs first.
"""

import ast
import os

from utils import REPO

PACKAGE = os.path.join(REPO, "msfairseq")
FAMILIES = ("msmsa", "muse", "bpt", "umst", "da")
# models that are no multi-scale family: fairseq's transformer with sentence-aligned
# cross-attention (--doc-form segment_pairs, docs/document.md)
BASELINES = ("doc_transformer",)


def _module_name(path):
    rel = os.path.relpath(path, REPO)[:-3].replace(os.sep, ".")
    return rel[: -len(".__init__")] if rel.endswith(".__init__") else rel


def _modules():
    for root, _, files in os.walk(PACKAGE):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(root, f)
                yield _module_name(path), path


def _imports(name, path):
    """msfairseq modules that ``name`` imports, at module level or inside a function."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    package = name if path.endswith("__init__.py") else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{a.name}" for a in node.names)  # `from . import model`
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {t for t in found if t.startswith("msfairseq")}


def _graph():
    modules = dict(_modules())
    return {name: _imports(name, path) & set(modules) for name, path in modules.items()}


def test_no_import_cycles():
    graph = _graph()
    done, stack = set(), []

    def visit(node):
        if node in stack:
            cycle = stack[stack.index(node):] + [node]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if node in done:
            return
        stack.append(node)
        for dep in sorted(graph[node]):
            if dep != node and not node.startswith(dep + "."):  # a package's own __init__
                visit(dep)
        stack.pop()
        done.add(node)

    for node in sorted(graph):
        visit(node)


def _family(module):
    parts = module.split(".")
    return parts[2] if parts[:2] == ["msfairseq", "models"] and len(parts) > 2 else None


def test_families_do_not_import_each_other():
    for name, deps in _graph().items():
        fam = _family(name)
        if fam is None:
            continue
        others = {d for d in deps if _family(d) not in (None, fam)}
        assert not others, f"{name} imports another family's code: {sorted(others)}"


def test_modules_holds_only_code_that_several_families_use():
    """A module of modules/ is used by two families or more, directly or through another module
    of modules/ (the families' base class, modules/family_model.py, uses modules/autocast.py)."""
    graph = _graph()

    def families_using(name, seen=()):
        users = set()
        for m, deps in graph.items():
            if name in deps and m not in seen:
                if _family(m):
                    users.add(_family(m))
                elif m.startswith("msfairseq.modules."):
                    users |= families_using(m, (*seen, name))
        return users

    for name in sorted(graph):
        if not name.startswith("msfairseq.modules.") or name.endswith("__init__"):
            continue
        users = families_using(name)
        assert len(users) >= 2, (
            f"{name} is used by {sorted(users) or 'no family'}: code of one family belongs in "
            "msfairseq/models/<family>/")


def test_every_family_is_one_package():
    models = os.path.join(PACKAGE, "models")
    packages = sorted(d for d in os.listdir(models) if os.path.isfile(os.path.join(models, d, "__init__.py")))
    assert packages == sorted(FAMILIES + BASELINES)
    assert [f for f in os.listdir(models) if f.endswith(".py")] == ["__init__.py"]


def test_every_family_has_the_same_files_for_the_same_roles():
    """model.py (registration, flags, archs), encoder.py and decoder.py (the stacks), layer.py (the
    layers), and each one's classes where its name says: a reader who knows one family finds them
    in the next. The family's own parts (attention, convolution, graph, GCN) come beside them."""
    roles = {"model.py": "Model", "encoder.py": "Encoder", "decoder.py": "Decoder", "layer.py": "Layer"}
    for family in FAMILIES:
        folder = os.path.join(PACKAGE, "models", family)
        for filename, suffix in roles.items():
            path = os.path.join(folder, filename)
            assert os.path.isfile(path), f"msfairseq/models/{family}/ has no {filename}"
            with open(path) as f:
                classes = [n.name for n in ast.parse(f.read()).body if isinstance(n, ast.ClassDef)]
            assert any(c.endswith(suffix) for c in classes), \
                f"msfairseq/models/{family}/{filename} defines no *{suffix} class: {classes}"
        for filename in ("encoder.py", "decoder.py"):
            with open(os.path.join(folder, filename)) as f:
                classes = [n.name for n in ast.parse(f.read()).body if isinstance(n, ast.ClassDef)]
            other = "Decoder" if filename == "encoder.py" else "Encoder"
            assert not [c for c in classes if c.endswith(other)], f"{family}/{filename}: {classes}"


def test_imports_run_from_models_down():
    """models/ builds on data/, ops/, modules/ and features/; the tasks and tools build on the
    models, never the other way round."""
    above = ("msfairseq.tasks", "msfairseq.cli", "msfairseq.hub")
    for name, deps in _graph().items():
        if name.startswith("msfairseq.models"):
            up = sorted(d for d in deps if d.startswith(above))
            assert not up, f"{name} imports from above the models: {up}"


def test_helpers_have_public_names():
    """A module that other modules or tests import is no private one: no file under msfairseq
    starts with an underscore, save the package files."""
    private = [name for name, _ in _modules()
               if name.rsplit(".", 1)[-1].startswith("_") and not name.endswith("__main__")]
    assert not private, private


def test_every_family_builds_on_the_cfg_based_transformer():
    """One base API: each family's encoder and decoder are fairseq's cfg-based
    ``TransformerEncoderBase`` / ``TransformerDecoderBase`` (``self.cfg``), none the legacy
    args-based ``TransformerEncoder`` / ``TransformerDecoder``."""
    import importlib

    from fairseq.models.transformer import (TransformerDecoder, TransformerDecoderBase, TransformerEncoder,
                                            TransformerEncoderBase)

    for family in FAMILIES:
        for side, base, legacy in (("encoder", TransformerEncoderBase, TransformerEncoder),
                                   ("decoder", TransformerDecoderBase, TransformerDecoder)):
            module = importlib.import_module(f"msfairseq.models.{family}.{side}")
            classes = [c for c in vars(module).values()
                       if isinstance(c, type) and c.__module__ == module.__name__ and issubclass(c, base)]
            assert classes, f"msfairseq/models/{family}/{side}.py has no {base.__name__} subclass"
            assert not [c for c in classes if issubclass(c, legacy)], f"{family}/{side}.py: legacy {legacy.__name__}"
