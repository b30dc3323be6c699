"""msfairseq: multi-scale Transformer families for fairseq.

Loaded by fairseq as ``--user-dir msfairseq`` (or the path printed by
``msfairseq-userdir``). Importing the package registers every model,
architecture and task it defines and applies :mod:`msfairseq.fairseq_patches`, the
one list of what it changes in fairseq and torch: checkpoints load with torch's
weights-only unpickler, msfairseq's tasks resume training exactly (fairseq's stock
tasks with ``MSFAIRSEQ_EXACT_RESUME=1``), and the hub checks its BPE with the task.

One exception keeps the command-line tools quick: a process started as one of
msfairseq's own tools (an ``msfairseq-*`` console script, ``python -m msfairseq``
or ``python -m msfairseq.cli.<tool>``) registers nothing, so that ``--help`` and the
light tools (scoring, collecting hypotheses, printing the plugin path) never
import torch or fairseq; each tool imports what it uses itself.
"""

import os
import sys

from .version import __version__  # noqa: F401


def _started_as_own_tool():
    """True when this process runs one of msfairseq's command-line tools.

    A console script sets ``sys.argv[0]`` to its path before it imports us; while
    ``python -m X`` imports X's packages, ``sys.argv[0]`` is ``"-m"`` and the first
    ``-m`` of ``sys.orig_argv`` (interpreter options come before it) names X."""
    if os.path.basename(sys.argv[0] if sys.argv else "").startswith("msfairseq-"):
        return True
    orig = getattr(sys, "orig_argv", [])
    if sys.argv[:1] == ["-m"] and "-m" in orig[1:-1]:
        target = orig[orig.index("-m", 1) + 1]
        return target in ("msfairseq", "msfairseq.__main__") or target.startswith("msfairseq.cli")
    return False


if not _started_as_own_tool():
    from . import models, tasks  # noqa: F401  (registration side effects)
    from . import fairseq_patches

    fairseq_patches.apply()  # before fairseq builds a task, cuts a batch or loads a checkpoint
