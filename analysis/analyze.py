"""The papers' analyses as plots, from what ``examples/bible_en_es/compare.sh`` leaves.

    python -m analysis.analyze OUT                      # OUT: compare.sh's output directory
    python -m analysis.analyze OUT --plots attention --sentence 12 --layer 0

Writes PNGs and ``analysis.json`` (the plotted numbers) to ``OUT/results/plots``:

* ``bleu_by_length.png``: BLEU of every system by source length (words), MUSE Fig. 3;
* ``muse_gates_<arch>.png``: the softmax over each layer's kernel-gate scalars, MUSE Fig. 4
  (Eq. 7; parameters ``*.conv.gate``, kernel sizes from the saved args);
* ``msmsa_heads_<arch>.png``: heads per scale per layer, recomputed from the saved args with
  the model's own allocation (``msmsa_layers.heads_per_layer``: alpha schedule or explicit);
* ``da_distance_<arch>.png``: each head's learned ``f(w_h R; v_h)`` (DA Eq. 5) from
  ``*.distance_weight`` / ``*.distance_offset``;
* ``bpt_scaling.png``: one BPT attention layer vs dense attention, time and memory against
  length, from ``bench/results/bpt.json`` (``python -m benchmarks.bench_bpt``);
* ``attention.png``: encoder self-attention of one test sentence (head average), the
  transformer beside UMST's sub-word (ATTN_1) and word (ATTN_2') branches and every other
  family (MSMSA, MUSE, BPT on token keys, DA), UMST Fig. 6. A system whose self-attention
  gives no weights is skipped with a message.

Each ``plot_*`` function takes checkpoint paths (or data) and a PNG path, and returns the
numbers it plotted; a plot that cannot be made raises :class:`Skip` with the reason. The
attention maps live in ``analysis/attention_maps.py``, shared helpers in ``analysis/plotting.py``.
"""

import argparse
import json
import logging
import os
import re

from analysis.attention_maps import encoder_self_attention, plot_attention_maps  # noqa: F401
from analysis.plotting import Skip, bpt_scaling_figure, load_checkpoint, plt, save  # noqa: F401
from msfairseq.cli.score import read_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PLOTS = ("bleu_by_length", "muse_gates", "msmsa_heads", "da_distance", "bpt_scaling", "attention")
LENGTH_EDGES = (10, 20, 30, 40, 50)

logger = logging.getLogger("analyze")


# ---------------------------------------------------------------- BLEU by source length

def bleu_by_length(sources, references, systems, edges=LENGTH_EDGES):
    """Corpus BLEU of each system on the sentences of each source-length bucket (words).

    ``systems``: ``{name: hypotheses}``. Returns ``{"buckets", "counts", "bleu": {name: [...]}}``
    with empty buckets left out.
    """
    import sacrebleu

    bounds = [0, *edges, float("inf")]
    lengths = [len(s.split()) for s in sources]
    labels, members = [], []
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        idx = [i for i, n in enumerate(lengths) if lo < n <= hi]
        if idx:
            labels.append(f"{lo + 1}-{hi}" if hi != float("inf") else f">{lo}")
            members.append(idx)
    bleu = {}
    for name, hyps in systems.items():
        if len(hyps) != len(references):
            raise ValueError(f"{name}: {len(hyps)} hypotheses for {len(references)} references")
        bleu[name] = [round(sacrebleu.corpus_bleu([hyps[i] for i in idx],
                                                  [[references[i] for i in idx]]).score, 2)
                      for idx in members]
    return {"buckets": labels, "counts": [len(m) for m in members], "bleu": bleu}


def plot_bleu_by_length(sources, references, systems, png, edges=LENGTH_EDGES):
    """Grouped bars: BLEU per source-length bucket, one bar per system (MUSE Fig. 3)."""
    data = bleu_by_length(sources, references, systems, edges)
    pyplot = plt()
    names = list(systems)
    fig, ax = pyplot.subplots(figsize=(max(6, 1.3 * len(data["buckets"]) * max(1, len(names) / 3)), 4))
    width = 0.8 / len(names)
    for j, name in enumerate(names):
        xs = [i + (j - (len(names) - 1) / 2) * width for i in range(len(data["buckets"]))]
        ax.bar(xs, data["bleu"][name], width, label=name)
    ax.set_xticks(range(len(data["buckets"])))
    ax.set_xticklabels([f"{b}\n(n={c})" for b, c in zip(data["buckets"], data["counts"])])
    ax.set_xlabel("source length (words)")
    ax.set_ylabel("BLEU")
    ax.set_title("BLEU by source length (test set)")
    ax.legend(fontsize=8, ncol=2)
    ax.grid(axis="y", alpha=0.3)
    save(fig, png)
    return data


# ---------------------------------------------------------------- MUSE kernel gates

def muse_gate_weights(checkpoint):
    """``{side: [{"layer", "kernels", "weights"}]}``: the softmax over each layer's gate
    scalars (MUSE Eq. 7), kernel sizes from the saved args (``kernel_plan``)."""
    import torch

    from msfairseq.models.muse.conv import kernel_plan

    args, state = load_checkpoint(checkpoint)
    result = {}
    for side in ("encoder", "decoder"):
        plan = kernel_plan(args, side, getattr(args, f"{side}_layers"))
        layers = []
        for key, value in state.items():
            m = re.match(rf"^{side}\.layers\.(\d+)\.(?:.+\.)?conv\.gate$", key)
            if m:
                layer = int(m.group(1))
                weights = torch.softmax(value.float(), dim=0).tolist()
                if len(weights) != len(plan[layer]):
                    raise Skip(f"{checkpoint}: {key} has {len(weights)} gates but the args give "
                               f"kernels {plan[layer]} for that layer")
                layers.append({"layer": layer + 1, "kernels": plan[layer],
                               "weights": [round(w, 4) for w in weights]})
        if layers:
            result[side] = sorted(layers, key=lambda x: x["layer"])
    if not result:
        raise Skip(f"{checkpoint} ({args.arch}): no '*.conv.gate' parameters: MUSE-simple or a "
                   "single kernel size has no gate to plot")
    return result


def plot_muse_gates(checkpoint, png):
    """Stacked bars per layer: each kernel's gate weight; above, small/large ratio (Fig. 4)."""
    data = muse_gate_weights(checkpoint)
    pyplot = plt()
    fig, axes = pyplot.subplots(1, len(data), figsize=(5 * len(data), 3.8), squeeze=False)
    for ax, (side, layers) in zip(axes[0], data.items()):
        xs = [entry["layer"] for entry in layers]
        bottom = [0.0] * len(layers)
        for k in range(max(len(entry["kernels"]) for entry in layers)):
            heights = [e["weights"][k] if k < len(e["weights"]) else 0.0 for e in layers]
            label = "kernel " + "/".join(sorted({str(e["kernels"][k]) for e in layers if k < len(e["kernels"])}))
            ax.bar(xs, heights, bottom=bottom, label=label)
            bottom = [b + h for b, h in zip(bottom, heights)]
        for e in layers:
            ratio = e["weights"][0] / max(e["weights"][-1], 1e-9)
            ax.text(e["layer"], 1.02, f"{ratio:.2f}", ha="center", fontsize=8)
        ax.set_ylim(0, 1.12)
        ax.set_xticks(xs)
        ax.set_xlabel(f"{side} layer (bottom to top)")
        ax.set_ylabel("gate weight (softmax)")
        ax.set_title(f"{side}: kernel gates (number: smallest / largest)")
        ax.legend(fontsize=8, loc="lower right")
    save(fig, png)
    return data


# ---------------------------------------------------------------- MSMSA heads per scale

def msmsa_head_allocation(checkpoint):
    """``{side: {"scales", "counts"}}``: heads per scale per layer (bottom first),
    recomputed from the saved args by the model's own ``heads_per_layer``."""
    from msfairseq.models.msmsa.layer import heads_per_layer
    from msfairseq.models.msmsa.scales import parse_scales

    args, _ = load_checkpoint(checkpoint)
    if not hasattr(args, "msmsa_scales"):
        raise Skip(f"{checkpoint} ({args.arch}) is not an MSMSA model (no --msmsa-scales)")
    result = {}
    for side in ("encoder", "decoder"):
        per_layer = heads_per_layer(args, side)  # one Scale per head, per layer
        text = args.msmsa_scales  # the candidate scales, smallest first (as heads_per_layer reads them)
        if side == "decoder" and getattr(args, "msmsa_decoder_scales", None):
            text = args.msmsa_decoder_scales
        scales = parse_scales(text)
        result[side] = {"scales": [str(s) for s in scales],
                        "counts": [[sum(1 for h in layer if h == s) for s in scales] for layer in per_layer]}
    return result


def plot_msmsa_heads(checkpoint, png):
    """Stacked horizontal bars: heads of each scale in each layer, encoder and decoder."""
    data = msmsa_head_allocation(checkpoint)
    pyplot = plt()
    fig, axes = pyplot.subplots(1, 2, figsize=(10, 3.8), squeeze=False)
    for ax, (side, alloc) in zip(axes[0], data.items()):
        ys = list(range(1, len(alloc["counts"]) + 1))
        left = [0] * len(ys)
        for k, scale in enumerate(alloc["scales"]):
            widths = [row[k] for row in alloc["counts"]]
            ax.barh(ys, widths, left=left, label=f"scale {scale}")
            left = [a + b for a, b in zip(left, widths)]
        ax.set_yticks(ys)
        ax.set_xticks(range(0, max(left) + 1))
        ax.set_ylabel(f"{side} layer (bottom to top)")
        ax.set_xlabel("heads")
        ax.set_title(f"{side}: heads per scale")
        ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.22),
                  ncol=min(3, len(alloc["scales"])))
    save(fig, png)
    return data


# ---------------------------------------------------------------- DA distance functions

def da_distance_functions(checkpoint, max_distance=40):
    """``{"distances", "<side>.<module>": [per layer: H lists of f(w_h R; v_h)]}`` from every
    ``*.distance_weight`` / ``*.distance_offset`` pair (DA Eq. 5, the model's own function)."""
    import torch

    from msfairseq.ops.distance_attention.reference import distance_coefficients

    args, state = load_checkpoint(checkpoint)
    groups = {}
    for key in state:
        m = re.match(r"^(encoder|decoder)\.layers\.(\d+)\.(.+)\.distance_weight$", key)
        if m:
            side, layer, module = m.group(1), int(m.group(2)), m.group(3)
            offset = state[key[: -len("distance_weight")] + "distance_offset"]
            groups.setdefault(f"{side}.{module}", []).append((layer, state[key], offset))
    if not groups:
        raise Skip(f"{checkpoint} ({args.arch}): no '*.distance_weight' parameters (not a DA model)")
    distances = torch.arange(max_distance + 1)
    result = {"distances": distances.tolist()}
    for name, layers in sorted(groups.items(), key=lambda kv: (not kv[0].startswith("encoder"), kv[0])):
        curves = []
        for _, w, v in sorted(layers, key=lambda x: x[0]):
            f = distance_coefficients(w.float(), v.float(), torch.zeros(1, dtype=torch.long), distances)
            curves.append([[round(x, 4) for x in head] for head in f[:, 0].tolist()])  # H x R
        result[name] = curves
    return result


def plot_da_distance(checkpoint, png, max_distance=40):
    """One panel per layer and attention: each head's f(R) against the distance R."""
    data = da_distance_functions(checkpoint, max_distance)
    pyplot = plt()
    names = [k for k in data if k != "distances"]
    cols = max(len(data[k]) for k in names)
    fig, axes = pyplot.subplots(len(names), cols, figsize=(3.2 * cols, 2.8 * len(names)),
                             squeeze=False, sharey=True)
    for r, name in enumerate(names):
        for c in range(cols):
            ax = axes[r][c]
            if c >= len(data[name]):
                ax.axis("off")
                continue
            for h, curve in enumerate(data[name][c]):
                ax.plot(data["distances"], curve, label=f"head {h + 1}")
            ax.set_title(f"{name.replace('.', ' ')} layer {c + 1}", fontsize=9)
            ax.set_xlabel("distance R (tokens)")
            if c == 0:
                ax.set_ylabel("f(w R; v)")
            ax.grid(alpha=0.3)
    axes[0][0].legend(fontsize=7)
    save(fig, png)
    return data


# ---------------------------------------------------------------- BPT scaling

def plot_bpt_scaling(bench_json, png):
    """Time and peak memory of one BPT attention layer vs dense attention, against n."""
    if not os.path.exists(bench_json):
        raise Skip(f"{bench_json} is missing: run `python -m benchmarks.bench_bpt` "
                   "(or --quick) first")
    with open(bench_json, encoding="utf-8") as f:
        rows = json.load(f)["rows"]
    fig, names = bpt_scaling_figure(rows, "One BPT attention layer vs dense attention")
    save(fig, png)
    ns = [r["n"] for r in rows]
    return {"n": ns, **{f"{n} ms": [r[f"{n} ms"] for r in rows] for n in names}}


# ---------------------------------------------------------------- attention maps

# ---------------------------------------------------------------- command line

def _systems(out, archs):
    if archs:
        return archs
    report = os.path.join(out, "results", "compare.json")
    if os.path.exists(report):
        with open(report, encoding="utf-8") as f:
            return [row["arch"] for row in json.load(f)["systems"]]
    return sorted(os.listdir(os.path.join(out, "checkpoints")))


def _family(arch):
    from fairseq.models import ARCH_MODEL_NAME_REGISTRY

    import msfairseq  # noqa: F401

    return ARCH_MODEL_NAME_REGISTRY.get(arch, arch)


def run(out, plots=PLOTS, out_dir=None, archs=None, data_bin=None, bpt_json=None,
        sentence=None, layer=-1):
    """Make ``plots`` from compare.sh's directory ``out``; return ``{plot: data or reason}``."""
    out_dir = out_dir or os.path.join(out, "results", "plots")
    archs = _systems(out, archs)
    ckpt = {a: os.path.join(out, "checkpoints", a, "checkpoint_best.pt") for a in archs}
    ckpt = {a: p for a, p in ckpt.items() if os.path.exists(p)}
    by_family = {}
    for arch in ckpt:
        by_family.setdefault(_family(arch), []).append(arch)
    results = {}

    def attempt(name, fn, *args, **kwargs):
        try:
            results[name] = fn(*args, **kwargs)
        except Skip as why:
            results[name] = {"skipped": str(why)}
            logger.warning("%s: skipped: %s", name, why)

    png = lambda name: os.path.join(out_dir, f"{name}.png")  # noqa: E731
    if "bleu_by_length" in plots:
        systems = {a: read_lines(os.path.join(out, "translations", a, "hyp.detok.es")) for a in archs
                   if os.path.exists(os.path.join(out, "translations", a, "hyp.detok.es"))}
        attempt("bleu_by_length", plot_bleu_by_length, read_lines(os.path.join(out, "raw", "test.en")),
                read_lines(os.path.join(out, "raw", "test.es")), systems, png("bleu_by_length"))
    for plot, family, fn in (("muse_gates", "muse", plot_muse_gates),
                             ("msmsa_heads", "msmsa_transformer", plot_msmsa_heads),
                             ("da_distance", "da_transformer", plot_da_distance)):
        if plot in plots:
            if not by_family.get(family):
                results[plot] = {"skipped": f"no {family} checkpoint among {sorted(ckpt)}"}
            for arch in by_family.get(family, []):
                attempt(f"{plot}_{arch}", fn, ckpt[arch], png(f"{plot}_{arch}"))
    if "bpt_scaling" in plots:
        attempt("bpt_scaling", plot_bpt_scaling,
                bpt_json or os.path.join(REPO, "bench", "results", "bpt.json"), png("bpt_scaling"))
    if "attention" in plots:
        attempt("attention", plot_attention_maps, ckpt, png("attention"),
                data_bin or os.path.join(out, "data-bin"), sentence, layer)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "analysis.json"), "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="compare.sh's output directory (checkpoints/, translations/, raw/)")
    parser.add_argument("--plots", default=",".join(PLOTS), help=f"comma-separated subset of {','.join(PLOTS)}")
    parser.add_argument("--out-dir", help="where the PNGs go (default OUT/results/plots)")
    parser.add_argument("--archs", help="systems to include (default: those in results/compare.json)")
    parser.add_argument("--data-bin", help="binarized data for the attention maps (default OUT/data-bin)")
    parser.add_argument("--bpt-json", help="bench_bpt.py's results (default bench/results/bpt.json)")
    parser.add_argument("--sentence", type=int, help="0-based test sentence for the attention maps "
                        "(default: the first of 8-20 tokens with two or more split words)")
    parser.add_argument("--layer", type=int, default=-1, help="encoder layer for the attention maps "
                        "(0-based; default -1, the last)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    logging.getLogger("fairseq").setLevel(logging.WARNING)
    plots = [p.strip() for p in args.plots.split(",") if p.strip()]
    unknown = sorted(set(plots) - set(PLOTS))
    if unknown:
        parser.error(f"--plots: unknown {unknown}; choose from {','.join(PLOTS)}")
    archs = args.archs.replace(",", " ").split() if args.archs else None
    run(args.out, plots, args.out_dir, archs, args.data_bin, args.bpt_json, args.sentence, args.layer)


if __name__ == "__main__":
    main()
