"""msfairseq: multi-scale Transformer families for fairseq.

Loaded by fairseq as ``--user-dir msfairseq`` (or the path printed by
``python -m msfairseq --user-dir``). Importing the package registers every
model, architecture and task it defines, allowlists what fairseq puts in
a checkpoint so that checkpoints load with torch's weights-only unpickler, and
makes resumed training cut the same batches as uninterrupted training
(:mod:`msfairseq.resume`).
"""

from . import checkpoint_safety  # noqa: F401  (must run before any checkpoint load)
from . import resume  # noqa: F401  (must run before any batch iterator is built)
from . import models, tasks  # noqa: F401  (registration side effects)
from .version import __version__  # noqa: F401
