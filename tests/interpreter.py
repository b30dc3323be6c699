"""Run Triton kernel tests on CPU through the Triton interpreter.

``TRITON_INTERPRET=1`` must be set before triton is imported, so the kernel test
files never set it themselves (that would leak into every test collected after
them): they skip unless it is set, and :func:`run_in_interpreter` runs them in a
fresh pytest process with it set.
"""

import os
import subprocess
import sys

import pytest
import torch

from msfairseq.optional import triton_interpreting

HERE = os.path.dirname(os.path.abspath(__file__))
INTERPRET = triton_interpreting()

needs_interpreter = pytest.mark.skipif(
    not INTERPRET,
    reason="kernel-vs-reference on CPU: runs with TRITON_INTERPRET=1 set before triton is "
           "imported (run_in_interpreter does that in a subprocess)",
)


DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


def needs_gpu_or_interpreter(runner):
    """Skip mark of a kernel test file: it runs on a GPU, or on CPU tensors in the
    interpreter; ``runner`` names the test that runs the file so."""
    return pytest.mark.skipif(
        not (INTERPRET or torch.cuda.is_available()),
        reason=f"needs a GPU, or TRITON_INTERPRET=1 set before triton is imported ({runner} runs "
               "this file so)",
    )


def run_in_interpreter(*test_files, timeout=900):
    """Run ``test_files`` (names in tests/) with TRITON_INTERPRET=1; every test must pass."""
    pytest.importorskip("triton")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
         *[os.path.join(HERE, f) for f in test_files]],
        env=dict(os.environ, TRITON_INTERPRET="1"), cwd=os.path.dirname(HERE),
        capture_output=True, text=True, timeout=timeout,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout and "skipped" not in proc.stdout, proc.stdout[-2000:]
