"""``fairseq-train`` that also saves every rank's parameters when it checkpoints (tests only).

Usage: ``python tests/train_dump_params.py OUT_DIR <fairseq-train arguments>``. fairseq
writes checkpoints from rank 0 only; this writes ``OUT_DIR/rank{R}.pt`` (the model's
``state_dict``) from every rank each time ``fairseq-train`` saves, so a test can check
that all ranks end with the same parameters.
"""

import os
import sys

import torch
from fairseq_cli import train  # first: it sets up logging as fairseq-train does
from fairseq import checkpoint_utils

OUT_DIR = sys.argv.pop(1)
_save_checkpoint = checkpoint_utils.save_checkpoint


def save_checkpoint(cfg, trainer, epoch_itr, val_loss):
    state = {k: v.detach().clone() for k, v in trainer.get_model().state_dict().items()}
    torch.save(state, os.path.join(OUT_DIR, f"rank{trainer.data_parallel_rank}.pt"))
    return _save_checkpoint(cfg, trainer, epoch_itr, val_loss)


if __name__ == "__main__":
    checkpoint_utils.save_checkpoint = save_checkpoint
    train.cli_main()
