"""UMST's config: what the family records in its model args beside its flags.

The training record: when training starts, ``--task umst_translation`` writes how the side
files were made (the segmentation, the parser and its model) into the model args, so every
checkpoint carries them and new text is read the same way (:mod:`msfairseq.tasks.umst_record`).
The keys are fields of UMST's hydra config too.
"""

import dataclasses
from typing import Optional

# setting (the flag --umst-<setting>) -> the model-args key that records it at training
TRAINING_RECORD = {
    "segmentation": "umst_training_segmentation",
    "parser": "umst_training_parser",
    "parser_model": "umst_training_parser_model",
}
_HELP = {
    "segmentation": "the source segmentation (bpe / sentencepiece), read from the source "
                    "dictionary or --umst-segmentation",
    "parser": "the --umst-parser of the training run (None: not given)",
    "parser_model": "the --umst-parser-model of the training run (None: the parser's default)",
}


def training_record_fields():
    """The record as ``(name, type, field)`` entries of UMST's model config (hydra)."""
    return [(key, Optional[str], dataclasses.field(default=None, metadata={
        "help": "recorded by --task umst_translation when training starts: " + _HELP[setting]}))
            for setting, key in TRAINING_RECORD.items()]
