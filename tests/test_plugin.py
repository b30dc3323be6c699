"""The plugin as fairseq loads it: the --user-dir path and what it registers."""

import os
import subprocess
import sys

from fairseq.models import ARCH_MODEL_REGISTRY
from fairseq.tasks import TASK_REGISTRY

import msfairseq

FAMILY_ARCHS = [
    "msmsa_transformer", "msmsa_transformer_tiny",
    "muse_base", "muse_large", "muse_simple_base", "muse_simple_large", "muse_tiny",
    "bpt_mt", "bpt_mt_tiny",
    "umst_base", "umst_big", "umst_base_rpr", "umst_big_rpr", "umst_tiny",
    "da_transformer", "da_transformer_tiny",
]


def test_user_dir_command_prints_the_package_directory(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "msfairseq", "--user-dir"], cwd=tmp_path,
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert out == os.path.dirname(os.path.abspath(msfairseq.__file__))
    assert os.path.exists(os.path.join(out, "models")) and os.path.exists(os.path.join(out, "tasks"))


def test_every_family_arch_and_the_task_are_registered():
    missing = [a for a in FAMILY_ARCHS if a not in ARCH_MODEL_REGISTRY]
    assert not missing, f"archs not registered: {missing}"
    assert "umst_translation" in TASK_REGISTRY


def test_registrations_match_the_golden_snapshot():
    """Every arch, model flag, task flag and resolved arch default is what
    tests/golden/registry.json says (rewrite it with `python tests/registry.py --write`
    after a deliberate change, and commit the diff with the change)."""
    import json

    import registry

    with open(registry.GOLDEN, encoding="utf-8") as f:
        golden = json.load(f)
    now = json.loads(registry.dump(registry.snapshot()))
    for part in ("archs", "models", "tasks", "train_args"):
        for name in sorted(set(golden[part]) | set(now[part])):
            assert now[part].get(name) == golden[part].get(name), (
                f"{part}[{name!r}] differs from tests/golden/registry.json "
                "(python tests/registry.py --write after a deliberate change)"
            )
