"""Every change msfairseq makes to fairseq's classes (and to torch's state) on import.

Registering models, architectures and tasks is fairseq's plugin interface, not a patch.
Beyond it, importing msfairseq -- what ``--user-dir msfairseq`` does before fairseq builds
a task, cuts a batch or loads a checkpoint -- applies exactly these, each once
(:func:`apply`):

=========================  ======================================  =======================================
patch                      what it replaces or adds                whom it touches
=========================  ======================================  =======================================
checkpoint allowlist       ``argparse.Namespace`` added to torch's every weights-only ``torch.load``, so
(:mod:`.checkpoint_        weights-only unpickler's safe globals   that fairseq 0.12 checkpoints load on
safety`)                                                           torch >= 2.6 (nothing else is allowed)
exact resume               ``get_batch_iterator`` wrapped          msfairseq's own tasks
(:mod:`.resume`)                                                   (``umst_translation``,
                                                                   ``doc_translation``,
                                                                   ``doc_umst_translation``); fairseq's
                                                                   stock tasks (``translation``, ...)
                                                                   only with ``MSFAIRSEQ_EXACT_RESUME=1``
hub text pipeline          ``GeneratorHubInterface.__init__``      tasks with a ``check_text_pipeline``
(:mod:`.hub`)              wrapped                                 method (the UMST tasks); for any other
                                                                   task fairseq's ``__init__`` runs as is
=========================  ======================================  =======================================

``MSFAIRSEQ_EXACT_RESUME=1`` in the environment of ``fairseq-train`` (read when msfairseq is
imported) makes a stock task resumed in epoch 2 or later cut the batches an uninterrupted run
cut, as msfairseq's own tasks always do (docs/training.md, "Exact resume"). Without it a stock
task's ``get_batch_iterator`` is fairseq's own. The examples' training scripts set it, since
they train msfairseq's architectures with ``--task translation``.

Two more changes live with the code they serve, not here:

* ``models/muse/fused.py`` registers a torch optimizer post-step hook on import
  (``register_optimizer_step_post_hook``), which every optimizer in the process calls: a step
  counter that tells MUSE's fused inference weights they are stale.
* ``tasks/doc_decoding.py`` (``generator_budget``, ``row_limits``) sets the length bounds and
  two methods of one ``SequenceGenerator`` and its ``EnsembleModel`` for the duration of a
  document task's inference step, and restores them on exit.
"""

import os

from fairseq.hub_utils import GeneratorHubInterface
from fairseq.tasks import TASK_REGISTRY
from fairseq.tasks.fairseq_task import FairseqTask

from . import checkpoint_safety  # noqa: F401  (allowlists on import; msfairseq-average-checkpoints imports it alone)
from .hub import checks_text_pipeline
from .resume import exact_resume

EXACT_RESUME = "MSFAIRSEQ_EXACT_RESUME"


def exact_resume_for_stock_tasks():
    """Whether the environment asks for exact resume on fairseq's stock tasks too."""
    return os.environ.get(EXACT_RESUME) == "1"


def own_tasks():
    """The registered task classes that msfairseq defines, by task name."""
    package = __name__.split(".")[0]
    return [cls for _, cls in sorted(TASK_REGISTRY.items()) if cls.__module__.split(".")[0] == package]


def apply():
    """Apply the patches of the table above; a second call changes nothing. Call it after the
    tasks are registered."""
    if exact_resume_for_stock_tasks():
        FairseqTask.get_batch_iterator = exact_resume(FairseqTask.get_batch_iterator)
    for cls in own_tasks():  # a subclass inherits its base's wrapped method: not wrapped twice
        if not getattr(cls.get_batch_iterator, "exact_resume", False):
            cls.get_batch_iterator = exact_resume(cls.get_batch_iterator)
    GeneratorHubInterface.__init__ = checks_text_pipeline(GeneratorHubInterface.__init__)
