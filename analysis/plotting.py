"""Shared helpers of the analysis scripts (``analysis/analyze.py``, ``analysis/attention_maps.py``,
``analysis/compare_report.py``, ``analysis/plot_curves.py``, ``benchmarks/bench_bpt.py``'s
plot): matplotlib on the Agg backend, PNG saving, the BPT scaling and learning-curve figures,
weights-only checkpoint reading."""

import logging
import os
from argparse import Namespace

logger = logging.getLogger("analyze")


class Skip(Exception):
    """This plot (or this system in it) cannot be made; the message says why."""


def plt():
    from msfairseq.optional import require

    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    matplotlib = require("matplotlib", "analysis/analyze.py")
    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot

    return pyplot


def save(fig, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    top = 1 - 0.4 / fig.get_figheight() if fig.get_suptitle() else 1  # room for the suptitle
    fig.tight_layout(rect=(0, 0, 1, top))
    fig.savefig(path, dpi=120)
    plt().close(fig)
    logger.info("wrote %s", path)
    return path


def bpt_scaling_figure(rows, title):
    """Time and peak memory against n of each method in ``rows`` (``benchmarks/bench_bpt.py``'s
    JSON rows: ``n``, ``<method> ms``, ``<method> MiB``), log-log; ``(figure, methods)``."""
    methods = [m for m in ("bpt", "dense", "sdpa") if f"{m} ms" in rows[0]]
    ns = [r["n"] for r in rows]
    fig, (ax1, ax2) = plt().subplots(1, 2, figsize=(10, 4))
    for m in methods:
        ax1.plot(ns, [r[f"{m} ms"] for r in rows], marker="o", label=m)
        if f"{m} MiB" in rows[0]:
            ax2.plot(ns, [r[f"{m} MiB"] for r in rows], marker="o", label=m)
    for ax, label in ((ax1, "fwd+bwd time (ms)"), (ax2, "peak memory (MiB)")):
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("sequence length n")
        ax.set_ylabel(label)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend()
    fig.suptitle(title)
    return fig, methods


def learning_curves_figure(runs, title):
    """Validation loss against updates of every run in ``runs`` (``{arch: run.json dict}``,
    see ``compare_results.learning_curve``), one line per arch, on one axis."""
    fig, ax = plt().subplots(figsize=(8, 5))
    for arch, run in runs.items():
        points = run["curve"]["valid"]
        if not points:
            continue
        ax.plot([p[0] for p in points], [p[1] for p in points], marker=".", label=arch,
                linewidth=2.5 if arch == "transformer" else 1.5)
    ax.set_xlabel("updates")
    ax.set_ylabel("valid loss (label-smoothed cross-entropy, base 2)")
    ax.grid(True, alpha=0.3)
    ax.legend()
    ax.set_title(title)
    return fig


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
