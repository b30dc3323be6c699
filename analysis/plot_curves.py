"""Validation loss against updates of recorded runs from any results folders, on one plot.

``compare.sh`` plots the systems of one ``RESULTS`` folder (``valid_loss.png``); this puts runs
recorded in different folders (lanes) side by side, each named on the command line, from their
committed ``run.json`` files alone:

    python -m analysis.plot_curves --out PNG [--title T] [--from-update N] \\
        NAME=RESULTS/ARCH [NAME=RESULTS/ARCH ...]

``--from-update N`` keeps the validations at N updates and later (the end of training, where
the curves lie close together).
"""

import argparse
import json
import os

from analysis.compare_results import RUN_FILE


def load_runs(specs, from_update=0):
    """``{NAME: run dict}`` for each ``NAME=FOLDER`` (a folder holding ``run.json``), the
    validations before ``from_update`` left out."""
    runs = {}
    for spec in specs:
        name, sep, folder = spec.partition("=")
        if not sep or not name or not folder:
            raise ValueError(f"runs are given as NAME=RESULTS/ARCH, got {spec!r}")
        path = os.path.join(folder, RUN_FILE)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{name}: no {RUN_FILE} in {folder}")
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
        valid = [p for p in run["curve"]["valid"] if p[0] >= from_update]
        runs[name] = {**run, "curve": {**run["curve"], "valid": valid}}
    return runs


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", metavar="NAME=RESULTS/ARCH")
    parser.add_argument("--out", required=True, help="the PNG to write")
    parser.add_argument("--title", default="validation loss")
    parser.add_argument("--from-update", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        runs = load_runs(args.runs, args.from_update)
    except (ValueError, FileNotFoundError) as e:
        parser.error(str(e))
    from analysis.plotting import learning_curves_figure, save

    save(learning_curves_figure(runs, args.title), args.out)
    return runs


if __name__ == "__main__":
    main()
