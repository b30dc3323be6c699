"""What a recorded training run computed: matmul FLOPs per update and in all.

Runs of equal data are not runs of equal compute: a context-128 example sends five times the
source tokens through the encoder. This rebuilds a run from the ``fairseq-train`` command its
``run.json`` records (the task, the model and the batches of its training split, untrained:
FLOPs do not depend on the weights), counts one training step's FLOPs (forward and backward:
``torch.utils.flop_counter``, which counts matrix products and fused attention, not
elementwise ops) on ``--batches`` batches spread over an epoch, and scales their mean by the
run's updates (by default those its ``--max-epoch`` or ``--max-update`` stops it at):

    python -m analysis.train_flops RESULTS/NAME/run.json [--updates N] [--data DATA_BIN] [--json OUT]

``--data`` replaces the recorded data directory (the run's work directory of another session
holds the same files when prepared the same way).
"""

import argparse
import json
import shlex

import numpy as np

from analysis.compare_results import write_json


class _Backward:
    """The part of an optimizer ``train_step`` uses."""

    @staticmethod
    def backward(loss):
        loss.backward()


def training_args(command, data=None):
    """fairseq's parsed training args of a recorded ``fairseq-train ...`` command."""
    from fairseq import options

    argv = shlex.split(command)[1:]
    if data is not None:
        argv[0] = data
    argv += ["--cpu"] if "--cpu" not in argv else []
    parser = options.get_training_parser()
    return options.parse_args_and_arch(parser, argv)


def step_flops(args, batches=20, seed=0):
    """``(mean FLOPs of a training step, batches counted, batches in an epoch)``."""
    import torch
    from fairseq import tasks, utils
    from torch.utils.flop_counter import FlopCounterMode

    utils.import_user_module(args)
    torch.manual_seed(seed)
    task = tasks.setup_task(args)
    task.load_dataset(args.train_subset, combine=False, epoch=1)
    model = task.build_model(args)
    criterion = task.build_criterion(args)
    epoch = task.get_batch_iterator(
        dataset=task.dataset(args.train_subset), max_tokens=args.max_tokens,
        max_sentences=args.batch_size, max_positions=utils.resolve_max_positions(
            task.max_positions(), model.max_positions()),
        required_batch_size_multiple=args.required_batch_size_multiple, seed=args.seed,
        epoch=1).next_epoch_itr(shuffle=True)
    total = len(epoch)
    picked = set(np.linspace(0, total - 1, min(batches, total)).round().astype(int).tolist())
    counts = []
    for i, sample in enumerate(epoch):
        if i not in picked:
            continue
        with FlopCounterMode(display=False) as counter:
            task.train_step(sample, model, criterion, _Backward(), update_num=i)
        model.zero_grad(set_to_none=True)
        counts.append(counter.get_total_flops())
    return float(np.mean(counts)), len(counts), total


def planned_updates(args, batches_per_epoch):
    """The updates a run stops at: its ``--max-epoch`` epochs or ``--max-update``, the first."""
    limits = [u for u in (-(-batches_per_epoch // args.update_freq[0]) * args.max_epoch,
                          args.max_update) if u > 0]
    if not limits:
        raise SystemExit("the run has neither --max-epoch nor --max-update: give --updates")
    return min(limits)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_json", help="the run's run.json (its first training command)")
    parser.add_argument("--updates", type=int, help="the run's updates (default: where its "
                                                     "--max-epoch or --max-update stops it)")
    parser.add_argument("--data", help="the data directory to use instead of the recorded one")
    parser.add_argument("--batches", type=int, default=20, help="training steps to count")
    parser.add_argument("--json", help="also write the result here")
    args = parser.parse_args(argv)
    with open(args.run_json, encoding="utf-8") as f:
        command = json.load(f)["train"][0]["command"]
    train_args = training_args(command, args.data)
    per_step, counted, per_epoch = step_flops(train_args, args.batches)
    updates = args.updates or planned_updates(train_args, per_epoch)
    result = {"gflop_per_update": per_step / 1e9, "updates": updates,
              "pflop_total": per_step * updates / 1e15, "batches_counted": counted,
              "batches_per_epoch": per_epoch,
              "counts": "torch.utils.flop_counter: matrix products and attention, forward and "
                        "backward"}
    print(f"{per_step / 1e9:.1f} GFLOP per update (mean of {counted} of {per_epoch} batches of an "
          f"epoch); {result['pflop_total']:.3f} PFLOP in {updates} updates")
    if args.json:
        write_json(args.json, result)


if __name__ == "__main__":
    main()
