"""doc_translation's training record: a checkpoint says which document options made it.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary Partitioning*
(arXiv:1911.04070) translate with the preceding text of the document. What a model learned
from depends on ``--doc-separator`` (a symbol of its vocabulary), ``--doc-form`` and
``--doc-context-tokens``; they are task options, so fairseq's model args (what a checkpoint
keeps of the model) do not carry them. When training starts, ``doc_translation`` writes the
resolved separator, the form and the context into the model args (:data:`TRAINING_RECORD`).
At inference (a loaded checkpoint: fairseq-generate, fairseq-interactive, the hub's
``from_pretrained``) a run whose options differ is refused, naming both values, unless
``--doc-allow-training-mismatch`` is given (then a warning names them): translating a
sentence-level model with context, or the reverse, is a legitimate experiment, and the flag
is the way to run it. A checkpoint written before the record existed has none.
"""

import logging

from omegaconf import OmegaConf, open_dict

logger = logging.getLogger(__name__)

# setting -> (the model-args key that records it at training, the flag that sets it)
TRAINING_RECORD = {
    "separator": ("doc_training_separator", "--doc-separator"),
    "form": ("doc_training_form", "--doc-form"),
    "context_tokens": ("doc_training_context_tokens", "--doc-context-tokens"),
}
OVERRIDE = "--doc-allow-training-mismatch"


def settings(separator, form, context_tokens):
    """The record's settings as plain values (a DictConfig gives the form as an enum)."""
    return {"separator": str(separator), "form": str(form), "context_tokens": int(context_tokens)}


def write_record(model_args, used):
    """Record the ``used`` settings in the model args (a Namespace or a DictConfig)."""
    for setting, (key, _) in TRAINING_RECORD.items():
        if OmegaConf.is_config(model_args):
            with open_dict(model_args):
                model_args[key] = used[setting]
        else:
            setattr(model_args, key, used[setting])
    logger.info("recording in the model args: --doc-separator %s, --doc-form %s, "
                "--doc-context-tokens %d", used["separator"], used["form"], used["context_tokens"])


def read_record(model_args):
    """The settings a checkpoint's model args record, or None (written before the record)."""
    if not all(_has_key(model_args, key) for key, _ in TRAINING_RECORD.values()):
        return None
    return settings(*(_get(model_args, key) for key, _ in TRAINING_RECORD.values()))


def remove_record(model_args):
    """Take the record out of hydra model args (a DictConfig) before the model is built:
    msfairseq's families refuse keys they do not know. A Namespace keeps it (argparse
    archs ignore what they do not read)."""
    if OmegaConf.is_config(model_args):
        with open_dict(model_args):
            for key, _ in TRAINING_RECORD.values():
                model_args.pop(key, None)


def check_record(record, used, allow=False):
    """Refuse (``ValueError``) a run whose ``used`` settings differ from the training
    ``record``, naming both values and :data:`OVERRIDE`; with ``allow``, warn instead."""
    differ = [(TRAINING_RECORD[k][1], record[k], used[k]) for k in TRAINING_RECORD
              if record[k] != used[k]]
    if not differ:
        return
    both = "; ".join(f"{flag} {trained} in training, {now} in this run"
                     for flag, trained, now in differ)
    keys = ", ".join(TRAINING_RECORD[k][0] for k in TRAINING_RECORD)
    if allow:
        logger.warning("this checkpoint was trained with other document options (%s; recorded "
                       "in its model args as %s): translating with this run's, as %s asks",
                       both, keys, OVERRIDE)
        return
    raise ValueError(
        f"this checkpoint was trained with other document options than this run gives: {both} "
        f"(recorded in the checkpoint's model args as {keys}). Give the training values, or "
        f"pass {OVERRIDE} (in --model-overrides or the hub's from_pretrained: "
        f"doc_allow_training_mismatch=True) to use this run's anyway, e.g. to test a "
        f"sentence-level model with context or a context model without; a separator the "
        f"training dictionaries lacked adds a symbol, which the checkpoint's embeddings do not fit")


def _has_key(cfg, key):
    return key in cfg if OmegaConf.is_config(cfg) else hasattr(cfg, key)


def _get(cfg, key):
    return cfg[key] if OmegaConf.is_config(cfg) else getattr(cfg, key)
