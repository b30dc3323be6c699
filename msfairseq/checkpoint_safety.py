"""Let fairseq 0.12 checkpoints load under torch's weights-only unpickler.

Since torch 2.6, ``torch.load`` defaults to ``weights_only=True`` and refuses
any global it does not know. fairseq 0.12 pickles an ``argparse.Namespace``
(the training args) into every checkpoint, so ``fairseq-generate``,
``fairseq-interactive`` and resumed training fail with "Unsupported global".
fairseq imports ``--user-dir`` before it loads a checkpoint, so we allowlist
exactly the globals fairseq and msfairseq write -- nothing more. Weights-only
loading stays on: a checkpoint is untrusted input.

To see what a checkpoint needs:
``torch.serialization.get_unsafe_globals_in_checkpoint("checkpoint_best.pt")``.
"""

import argparse

import torch


def checkpoint_globals():
    """The globals fairseq 0.12 + msfairseq put into a checkpoint."""
    return [argparse.Namespace]


if hasattr(torch.serialization, "add_safe_globals"):  # torch >= 2.4
    torch.serialization.add_safe_globals(checkpoint_globals())
