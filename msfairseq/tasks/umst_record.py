"""UMST's training record: new text is segmented and parsed as the side files were.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*, ICML 2022.
Training reads word boundaries and dependency heads from side files; inference on new text
(fairseq-interactive, hub ``translate``) recomputes them with ``--umst-segmentation`` and
``--umst-parser``. When training starts, ``umst_translation`` writes the segmentation (the
source dictionary's, or the flag's), the parser and its model into the model args, so every
checkpoint carries them (``TRAINING_RECORD``, fields of UMST's config: :mod:`msfairseq.models.umst.config`). At
inference they are the defaults, and a flag that differs is refused unless
``--umst-allow-training-mismatch`` is given. A checkpoint written before records existed has
none; its dictionary still tells the segmentation.
"""

import logging

from omegaconf import OmegaConf, open_dict

from ..features.words import BPE_MARKER, SPM_MARKER
from ..models.umst.config import TRAINING_RECORD

logger = logging.getLogger(__name__)

DEFAULTS = {"segmentation": "bpe", "parser": "stanza", "parser_model": None}


def given_settings(task_cfg):
    """The settings the command line gives (None: not given)."""
    return {"segmentation": _plain(task_cfg.umst_segmentation),
            "parser": _plain(task_cfg.umst_parser), "parser_model": task_cfg.umst_parser_model}


def reconcile(given, record, dictionary, allow=False):
    """``(use, source)``: the settings new text is read with, from the flags ``given``, the
    training ``record`` (None: none) and the source ``dictionary``, and where each came from
    (given, checkpoint, dictionary, default). A given flag that contradicts the record or the
    dictionary raises ``ValueError`` naming the override, unless ``allow``."""
    trained = dict(record or {})
    origin = {k: "checkpoint" for k, v in trained.items() if v is not None}
    if trained.get("segmentation") is None:
        trained["segmentation"], counts = dictionary_segmentation(dictionary)
        origin["segmentation"] = (f"read from the source dictionary: {counts[0]} pieces end in "
                                  f"'{BPE_MARKER}', {counts[1]} start with '{SPM_MARKER}'")
    if trained.get("parser") is not None:  # its model: the one recorded, or the parser's default
        trained["parser_model"] = trained.get("parser_model") or _default_model(trained["parser"])
        origin["parser_model"] = "checkpoint"
    use, source = {}, {}
    for key, default in DEFAULTS.items():
        g, t = given[key], trained.get(key)
        if key == "parser_model" and trained.get("parser") != use["parser"]:
            t = None  # the model of another parser (or none recorded)
        if g is not None and t is not None and g != t and not allow:
            flag = "--umst-" + key.replace("_", "-")
            where = origin[key] if origin[key] != "checkpoint" else \
                f"recorded in the checkpoint's args as {TRAINING_RECORD[key]}"
            raise ValueError(
                f"{flag} {g} differs from what this model was trained with: {t} ({where}). New "
                f"text would get other word boundaries or parses than the side files the model "
                f"learned from. Drop {flag} to use {t}, or pass --umst-allow-training-mismatch "
                f"to use {g} anyway")
        use[key] = next((v for v in (g, t, default) if v is not None), None)
        source[key] = ("given" if g is not None else "default" if t is None else
                       "checkpoint" if origin[key] == "checkpoint" else "dictionary")
    return use, source


# fairseq's --bpe -> the segmentation whose word boundaries its pieces mark (None: pieces that
# mark no word boundary UMST can read: byte-level and WordPiece schemes)
BPE_SEGMENTATION = {"subword_nmt": "bpe", "fastbpe": "bpe", "sentencepiece": "sentencepiece"}


def check_bpe(bpe, segmentation, source, allow=False):
    """Refuse fairseq's ``--bpe`` (a name; None: the text comes segmented) when its pieces are
    not the ``segmentation`` new text is read with (``source``: where that came from): word
    boundaries would be computed with one scheme's marks on another's pieces, silently."""
    if bpe is None or allow:
        return
    made = BPE_SEGMENTATION.get(bpe)
    if made == segmentation:
        return
    what = (f"gives {made} pieces" if made else "gives pieces whose word boundaries UMST cannot "
            "read (it reads subword-nmt / fastBPE '@@' and sentencepiece '\u2581' pieces)")
    where = {"checkpoint": f"recorded in the checkpoint's args as {TRAINING_RECORD['segmentation']}",
             "dictionary": "read from the source dictionary", "given": "--umst-segmentation",
             "default": "the default"}[source]
    raise ValueError(
        f"--bpe {bpe} {what}, but this model reads {segmentation} word boundaries ({where}): "
        f"every piece would be taken for a word. Use the --bpe the training data was made with"
        f"{' (--bpe subword_nmt --bpe-codes ...)' if segmentation == 'bpe' else ' (--bpe sentencepiece --sentencepiece-model ...)'}"
        f", or pass --umst-allow-training-mismatch to use --bpe {bpe} anyway")


def read_record(model_args):
    """The record in a checkpoint's model args ({segmentation, parser, parser_model}; None:
    unknown), or None for a checkpoint written before records existed."""
    if not any(_has_key(model_args, key) for key in TRAINING_RECORD.values()):
        return None
    return {setting: getattr(model_args, key, None) for setting, key in TRAINING_RECORD.items()}


def write_record(model_args, use, source):
    """Record the settings of a training run in its model args (a Namespace or DictConfig)."""
    given = source["parser"] == "given"  # a parser model alone names no parser
    record = {"segmentation": use["segmentation"], "parser": use["parser"] if given else None,
              "parser_model": use["parser_model"] if given else None}
    for setting, key in TRAINING_RECORD.items():
        if OmegaConf.is_config(model_args):
            with open_dict(model_args):
                model_args[key] = record[setting]
        else:
            setattr(model_args, key, record[setting])
    if record["parser"] is None:
        logger.warning("no --umst-parser given: the checkpoint will not record which parser made "
                       "the side files, and fairseq-interactive will parse new text with its own "
                       "--umst-parser (default stanza)")
    logger.info("recording in the model args: segmentation %s (%s), parser %s, parser model %s",
                record["segmentation"], source["segmentation"], record["parser"],
                record["parser_model"])


def dictionary_segmentation(dictionary):
    """``(scheme, (bpe, spm))``: 'bpe' or 'sentencepiece' when the dictionary's pieces say so
    (subword-nmt ends non-final pieces with '@@', sentencepiece starts words with '▁'), else
    None; and the two counts."""
    bpe = sum(1 for s in dictionary.symbols if s.endswith(BPE_MARKER) and s != BPE_MARKER)
    spm = sum(1 for s in dictionary.symbols if s.startswith(SPM_MARKER))
    scheme = "bpe" if bpe > 10 * spm else "sentencepiece" if spm > 10 * bpe else None
    return scheme, (bpe, spm)


def _default_model(parser):
    """The model a parser backend loads when none is named (stanza: its default resources)."""
    if parser == "spacy":
        from ..features.parsers import DEFAULT_SPACY_MODEL

        return DEFAULT_SPACY_MODEL
    return None


def _plain(value):
    """A choice field's value as a string (a DictConfig gives the enum member)."""
    return None if value is None else str(value)


def _has_key(cfg, key):
    return key in cfg if OmegaConf.is_config(cfg) else hasattr(cfg, key)
