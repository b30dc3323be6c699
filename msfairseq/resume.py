"""Make a resumed ``fairseq-train`` see the same batches as an uninterrupted one.

fairseq 0.12 reseeds torch before every update (``seed + num_updates``) and saves
the model, optimizer, LR scheduler and the position in the epoch, so a run
resumed from ``checkpoint_last.pt`` repeats the uninterrupted run update by
update -- except for one thing: the batches. ``FairseqTask.get_batch_iterator``
builds the batches once and reuses them in every later epoch, and it orders the
examples it cuts them from with ``numpy_seed(seed + epoch)``, ``epoch`` being the
epoch in which the iterator was *created*. An uninterrupted run creates it in
epoch 1; a run resumed in epoch ``k >= 2`` creates it in epoch ``k``, so from then
on it groups and orders equal-length sentences differently, and its losses drift
from the uninterrupted run's (a resume inside epoch 1 is exact).

:func:`exact_resume` wraps a task's ``get_batch_iterator`` so that a reusable iterator
created in epoch ``k >= 2`` cuts the batches a run that started in epoch 1 cut; the
per-epoch shuffle of those batches keeps using ``seed + epoch``. Nothing changes for a
run that starts in epoch 1, for iterators that are rebuilt every epoch (sharded data,
``--update-epoch-batch-itr``), or for validation and generation iterators.
:mod:`msfairseq.fairseq_patches` applies it to msfairseq's own tasks, and to fairseq's
stock tasks (``translation``, ...) only with ``MSFAIRSEQ_EXACT_RESUME=1``.
"""

import functools
import inspect
import logging

logger = logging.getLogger(__name__)

# the arguments of FairseqTask.get_batch_iterator that decide whether and how to re-cut
_NEEDED = ("dataset", "seed", "epoch", "disable_iterator_cache", "update_epoch_batch_itr")


def _reused_across_epochs(task, dataset, args):
    """Whether fairseq will build this iterator's batches once and keep them."""
    return (not args["disable_iterator_cache"] and not args["update_epoch_batch_itr"]
            and task.can_reuse_epoch_itr(dataset)
            and not getattr(task.cfg, "rebuild_batches", False))


def exact_resume(get_batch_iterator):
    """``get_batch_iterator`` (a task class's method with fairseq 0.12's signature) wrapped so
    that an iterator created on resuming in epoch ``k >= 2`` cuts epoch 1's batches; a method
    wrapped already is returned as it is."""
    if getattr(get_batch_iterator, "exact_resume", False):
        return get_batch_iterator
    signature = inspect.signature(get_batch_iterator)
    missing = [name for name in _NEEDED if name not in signature.parameters]
    if missing:
        raise TypeError(f"{get_batch_iterator.__qualname__} has no argument {', '.join(missing)}: "
                        "msfairseq.resume needs fairseq 0.12's get_batch_iterator signature")

    @functools.wraps(get_batch_iterator)
    def wrapper(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        a = bound.arguments
        epoch, seed, dataset = a["epoch"], a["seed"], a["dataset"]
        cached = dataset in getattr(self, "dataset_to_epoch_iter", {})
        if epoch <= 1 or seed is None or cached or not _reused_across_epochs(self, dataset, a):
            return get_batch_iterator(*bound.args, **bound.kwargs)
        # fairseq orders the examples with numpy_seed(seed + epoch): make that seed + 1
        a["seed"] = seed + 1 - epoch
        itr = get_batch_iterator(*bound.args, **bound.kwargs)
        itr.seed = seed  # the batches are cut; shuffling them per epoch uses the real seed
        logger.info("resumed in epoch %d: cutting the batches as an uninterrupted run did in "
                    "epoch 1 (msfairseq.resume)", epoch)
        return itr

    wrapper.exact_resume = True
    return wrapper
