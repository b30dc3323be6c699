"""Shared helpers of the analysis scripts (``scripts/analyze.py``, ``scripts/attention_maps.py``):
matplotlib on the Agg backend, PNG saving, weights-only checkpoint reading."""

import logging
import os
import sys
from argparse import Namespace

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

logger = logging.getLogger("analyze")


class Skip(Exception):
    """This plot (or this system in it) cannot be made; the message says why."""


def plt():
    from msfairseq.optional import require

    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    matplotlib = require("matplotlib", "scripts/analyze.py")
    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot

    return pyplot


def save(fig, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt().close(fig)
    logger.info("wrote %s", path)
    return path


def load_checkpoint(path):
    """``(args, state_dict)`` of a fairseq checkpoint, read weights-only (mmap: lazily)."""
    import torch

    import msfairseq  # noqa: F401  (allowlists what fairseq pickles; registers the archs)

    state = torch.load(path, map_location="cpu", weights_only=True, mmap=True)
    args = state.get("args") or (state.get("cfg") or {}).get("model")
    if isinstance(args, dict):
        args = Namespace(**args)
    if args is None:
        raise Skip(f"{path}: no saved model args (neither 'args' nor 'cfg.model')")
    return args, state["model"]


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]
