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
