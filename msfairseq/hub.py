"""The hub interface checks its text pipeline with the task, as fairseq-interactive does.

fairseq-interactive builds its tokenizer and BPE through the task (``task.build_bpe``), so a
task can refuse a BPE that does not fit its model (``umst_translation`` does:
:meth:`~msfairseq.tasks.umst_translation.UMSTTranslationTask.check_text_pipeline`). fairseq's
``GeneratorHubInterface`` (what ``from_pretrained`` and ``torch.hub.load`` return) builds
them itself, without the task. Importing msfairseq wraps its ``__init__`` so that a task with a
``check_text_pipeline(bpe_cfg)`` method sees the hub's BPE config too; for every other task
nothing changes.
"""

import functools

from fairseq.hub_utils import GeneratorHubInterface

_original_init = GeneratorHubInterface.__init__


@functools.wraps(_original_init)
def _init(self, cfg, task, models):
    check = getattr(task, "check_text_pipeline", None)
    if check is not None:
        check(cfg.get("bpe") if hasattr(cfg, "get") else getattr(cfg, "bpe", None))
    _original_init(self, cfg, task, models)


if not getattr(GeneratorHubInterface.__init__, "_msfairseq", False):
    _init._msfairseq = True
    GeneratorHubInterface.__init__ = _init
