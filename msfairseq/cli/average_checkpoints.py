"""Average the parameters of several fairseq checkpoints into one.

pip's fairseq does not ship ``scripts/average_checkpoints.py``; the papers'
recipes average the last N epoch (or update) checkpoints before decoding. The
same three ways to choose the inputs as fairseq's script:

    msfairseq-average-checkpoints --inputs CKPT_DIR --num-epoch-checkpoints 10 --output avg.pt
    msfairseq-average-checkpoints --inputs CKPT_DIR --num-update-checkpoints 5 --output avg.pt
    msfairseq-average-checkpoints --inputs a.pt b.pt c.pt --output avg.pt

(``python -m msfairseq.cli.average_checkpoints`` runs the same.) Epoch
checkpoints are fairseq's ``checkpoint{EPOCH}.pt``, update checkpoints its
``checkpoint_{EPOCH}_{UPDATES}.pt`` (written with ``--save-interval-updates``).

Every checkpoint is read with torch's weights-only unpickler: importing
msfairseq allowlists exactly the globals fairseq pickles
(``msfairseq/checkpoint_safety.py``), anything else is refused. Floating-point
parameters are summed in float64 and divided once, so the result is the
elementwise mean rounded once to the parameters' dtype; other tensors (integer
buffers) must be equal in every input. The output keeps the newest input's
training configuration and drops the optimizer state: it is a checkpoint for
``fairseq-generate`` / ``fairseq-interactive`` (or fine-tuning with reset
optimizer), not for resuming training.
"""

import argparse
import logging
import os
import re
import sys

# torch is imported by the functions that use it: --help answers without it.

logger = logging.getLogger("msfairseq.average_checkpoints")

EPOCH_PATTERN = re.compile(r"^checkpoint(\d+)\.pt$")
UPDATE_PATTERN = re.compile(r"^checkpoint_\d+_(\d+)\.pt$")


class AverageError(Exception):
    """A problem with the inputs, worded for the user (the file and the fix)."""


def last_checkpoints(directory, num, kind="epoch", upper_bound=None):
    """The last ``num`` epoch (``kind="epoch"``) or update (``"update"``) checkpoints
    in ``directory``, oldest first; only those numbered ``<= upper_bound`` if given."""
    pattern = EPOCH_PATTERN if kind == "epoch" else UPDATE_PATTERN
    if not os.path.isdir(directory):
        raise AverageError(f"{directory}: not a directory (--num-{kind}-checkpoints reads a "
                           "checkpoint directory: pass it as the single --inputs)")
    numbered = []
    for name in os.listdir(directory):
        match = pattern.match(name)
        if match and (upper_bound is None or int(match.group(1)) <= upper_bound):
            numbered.append((int(match.group(1)), os.path.join(directory, name)))
    numbered.sort()
    if len(numbered) < num:
        example = "checkpoint{EPOCH}.pt" if kind == "epoch" else "checkpoint_{EPOCH}_{UPDATES}.pt"
        found = ", ".join(os.path.basename(p) for _, p in numbered[-5:]) or "none"
        hint = ("fairseq-train writes one per epoch unless --no-epoch-checkpoints, and "
                "--keep-last-epochs must be at least N" if kind == "epoch" else
                "fairseq-train writes them with --save-interval-updates, and "
                "--keep-interval-updates must be at least N")
        raise AverageError(
            f"{directory}: asked for the last {num} {kind} checkpoints ({example}"
            f"{'' if upper_bound is None else f', numbered <= {upper_bound}'}) but found "
            f"{len(numbered)} ({found}). Pass a smaller N or train longer; {hint}.")
    return [path for _, path in numbered[-num:]]


def _load(path):
    import torch

    from .. import checkpoint_safety  # noqa: F401  (allowlists fairseq's checkpoint globals)

    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except FileNotFoundError:
        raise AverageError(f"{path}: no such checkpoint") from None
    except Exception as err:  # noqa: BLE001  (the unpickler raises several types)
        raise AverageError(
            f"{path}: cannot be read with torch's weights-only unpickler ({err}). "
            "Is it a fairseq checkpoint? Any global msfairseq does not allowlist is refused "
            "on purpose (msfairseq/checkpoint_safety.py).") from None
    if not isinstance(state, dict) or not isinstance(state.get("model"), dict):
        raise AverageError(f"{path}: not a fairseq checkpoint (no 'model' state dict)")
    return state


def average_checkpoints(paths):
    """Return a checkpoint whose ``model`` is the elementwise mean of those in ``paths``
    and whose other entries are the last path's (minus the optimizer state)."""
    import torch

    if not paths:
        raise AverageError("no checkpoints to average")
    sums, first_path = {}, paths[0]
    for index, path in enumerate(paths):
        state = _load(path)
        model = state["model"]
        if index == 0:
            keys = list(model)
        elif set(model) != set(keys):
            missing, extra = sorted(set(keys) - set(model)), sorted(set(model) - set(keys))
            raise AverageError(
                f"{path} and {first_path} hold different models "
                f"(missing {missing[:5]}, extra {extra[:5]}): average checkpoints of one run")
        for name in keys:
            tensor = model[name]
            if not isinstance(tensor, torch.Tensor):
                raise AverageError(f"{path}: model entry {name!r} is not a tensor")
            if name in sums and sums[name].shape != tensor.shape:
                raise AverageError(
                    f"{path}: {name} has shape {tuple(tensor.shape)} but "
                    f"{tuple(sums[name].shape)} in {first_path}: average checkpoints of one run")
            if tensor.is_floating_point():
                tensor = tensor.to(torch.float64)
                sums[name] = tensor.clone() if name not in sums else sums[name].add_(tensor)
            elif name not in sums:
                sums[name] = tensor.clone()
            elif not torch.equal(sums[name], tensor):
                raise AverageError(
                    f"{path}: the non-floating tensor {name} differs from {first_path}; "
                    "integer buffers cannot be averaged")
        dtypes = {name: model[name].dtype for name in keys}
    averaged = {}
    for name in keys:
        value = sums[name]
        if value.is_floating_point():
            value = value.div_(len(paths)).to(dtypes[name])
        averaged[name] = value
    state["model"] = averaged
    state.pop("last_optimizer_state", None)
    return state


def save(state, output):
    """Write ``state`` to ``output`` atomically (a partial file never has the final name)."""
    import torch

    directory = os.path.dirname(os.path.abspath(output))
    os.makedirs(directory, exist_ok=True)
    tmp = output + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, output)


def get_parser():
    parser = argparse.ArgumentParser(
        prog="msfairseq-average-checkpoints", description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", nargs="+", required=True, metavar="PATH",
                        help="checkpoint files, or one checkpoint directory with "
                             "--num-epoch-checkpoints / --num-update-checkpoints")
    parser.add_argument("--output", required=True, metavar="FILE", help="the averaged checkpoint")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--num-epoch-checkpoints", type=int, metavar="N",
                       help="average the last N checkpoint{EPOCH}.pt in the directory")
    which.add_argument("--num-update-checkpoints", type=int, metavar="N",
                       help="average the last N checkpoint_{EPOCH}_{UPDATES}.pt in the directory")
    parser.add_argument("--checkpoint-upper-bound", type=int, metavar="K",
                        help="with --num-*-checkpoints: only checkpoints numbered <= K "
                             "(the epoch, or the update count)")
    return parser


def resolve_inputs(args):
    """The checkpoint paths the arguments select, oldest first."""
    num = args.num_epoch_checkpoints or args.num_update_checkpoints
    if num is None:
        if args.checkpoint_upper_bound is not None:
            raise AverageError("--checkpoint-upper-bound needs --num-epoch-checkpoints "
                               "or --num-update-checkpoints")
        return list(args.inputs)
    if num < 1:
        raise AverageError(f"asked to average {num} checkpoints: N must be at least 1")
    if len(args.inputs) != 1:
        raise AverageError("--num-epoch-checkpoints / --num-update-checkpoints read one "
                           f"checkpoint directory, got {len(args.inputs)} --inputs")
    kind = "epoch" if args.num_epoch_checkpoints else "update"
    return last_checkpoints(args.inputs[0], num, kind, args.checkpoint_upper_bound)


def main(argv=None):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(name)s | %(message)s")
    args = get_parser().parse_args(argv)
    try:
        paths = resolve_inputs(args)
        logger.info("averaging %d checkpoints: %s", len(paths), ", ".join(paths))
        state = average_checkpoints(paths)
        save(state, args.output)
    except AverageError as err:
        print(f"msfairseq-average-checkpoints: error: {err}", file=sys.stderr)
        return 1
    logger.info("wrote %s", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
