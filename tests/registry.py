"""What ``--user-dir msfairseq`` registers in fairseq, as plain JSON.

The snapshot lists every arch msfairseq registers with its model, every flag of every
msfairseq model and task (option strings, default, type, choices: not the help text,
which may be reworded freely), and the
``fairseq-train`` args that each arch resolves to (those that differ from stock
``transformer``'s). ``tests/golden/registry.json`` holds
the snapshot of the committed code; ``test_plugin.py`` compares against it, so a moved
file that forgets a registration, or a changed default, shows up as a diff.

After a deliberate change to a flag or a default, rewrite the golden file and commit
the diff with the change:

    python tests/registry.py --write
"""

import argparse
import json
import os
import sys
import tempfile

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "registry.json")
# Args that name this machine or run, not the model (paths, the user dir, the version).
VOLATILE_ARGS = {"data", "user_dir", "msfairseq_version"}


def _plain(value):
    """A JSON-able, stable form of an argparse default or type."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if callable(value):
        return getattr(value, "__qualname__", repr(value))
    return repr(value)


def _options(add_args):
    """The options ``add_args(parser)`` declares: {dest: {flags, default, type, choices}}."""
    parser = argparse.ArgumentParser(add_help=False)
    add_args(parser)
    options = {}
    for action in parser._actions:
        options[action.dest] = {
            "flags": list(action.option_strings),
            "default": _plain(action.default),
            "type": _plain(action.type),
            "choices": _plain(list(action.choices)) if action.choices is not None else None,
        }
    return dict(sorted(options.items()))


def _task_for(arch):
    return "umst_translation" if arch.startswith("umst") else "translation"


def snapshot():
    """The registries as msfairseq fills them, as a JSON-able dict."""
    from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_REGISTRY, MODEL_REGISTRY
    from fairseq.tasks import TASK_REGISTRY

    import msfairseq  # noqa: F401  (registers everything)
    from msfairseq.testing import make_dict_dir, parse_train_args

    def ours(obj):
        return getattr(obj, "__module__", "").startswith("msfairseq")

    archs = sorted(a for a, fn in ARCH_CONFIG_REGISTRY.items() if ours(fn))
    models = sorted(name for name, cls in MODEL_REGISTRY.items() if ours(cls))
    tasks = sorted(name for name, cls in TASK_REGISTRY.items() if ours(cls))

    with tempfile.TemporaryDirectory() as tmp:
        data = make_dict_dir(tmp)
        def train_args(arch, task):
            args = vars(parse_train_args(data, arch, task=task))
            return {k: _plain(v) for k, v in args.items() if k not in VOLATILE_ARGS}

        stock = {t: train_args("transformer", t) for t in ("translation", "umst_translation")}
        resolved = {}
        for arch in archs:
            args = train_args(arch, _task_for(arch))
            resolved[arch] = {
                k: v for k, v in sorted(args.items()) if k == "arch" or stock[_task_for(arch)].get(k, args) != v
            }
    return {
        "archs": {a: ARCH_MODEL_REGISTRY[a].__name__ for a in archs},
        "models": {m: _options(MODEL_REGISTRY[m].add_args) for m in models},
        "tasks": {t: _options(TASK_REGISTRY[t].add_args) for t in tasks},
        "train_args": resolved,
    }


def dump(snap):
    return json.dumps(snap, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help=f"rewrite {GOLDEN}")
    args = parser.parse_args(argv)
    text = dump(snapshot())
    if args.write:
        os.makedirs(os.path.dirname(GOLDEN), exist_ok=True)
        with open(GOLDEN, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {GOLDEN}")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
