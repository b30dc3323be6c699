"""The hub interface checks its text pipeline with the task, as fairseq-interactive does.

fairseq-interactive builds its tokenizer and BPE through the task (``task.build_bpe``), so a
task can refuse a BPE that does not fit its model (``umst_translation`` does:
:meth:`~msfairseq.tasks.umst_translation.UMSTTranslationTask.check_text_pipeline`). fairseq's
``GeneratorHubInterface`` (what ``from_pretrained`` and ``torch.hub.load`` return) builds
them itself, without the task. :func:`checks_text_pipeline` wraps its ``__init__`` so that a
task with a ``check_text_pipeline(bpe_cfg)`` method sees the hub's BPE config too; for every
other task nothing changes. :mod:`msfairseq.fairseq_patches` applies it.
"""

import functools


def checks_text_pipeline(init):
    """``GeneratorHubInterface.__init__`` wrapped to call the task's ``check_text_pipeline``
    first, where the task has one; a wrapped one is returned as it is."""
    if getattr(init, "checks_text_pipeline", False):
        return init

    @functools.wraps(init)
    def wrapper(self, cfg, task, models):
        check = getattr(task, "check_text_pipeline", None)
        if check is not None:
            check(cfg.get("bpe") if hasattr(cfg, "get") else getattr(cfg, "bpe", None))
        init(self, cfg, task, models)

    wrapper.checks_text_pipeline = True
    return wrapper
