"""Benchmark UMST against a Transformer of the same dimensions.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022 (UMST). Measures, on identical synthetic batches in one process:
training throughput (target tokens/s of forward + loss + backward) and beam
search speed (source sentences/s) of ``umst_*`` vs ``transformer`` (both
pre-norm, same layers / dims / vocabulary), plus the share of a training step
that the side-input collation takes.

Sources are segmented into words of 1-3 pieces (about 1.4 pieces per word,
like an 8k BPE) with random dependency trees.

    python -m benchmarks.bench_umst                 # short default run
    python -m benchmarks.bench_umst --arch umst_base_rpr --bsz 32 --src-len 50
    python -m benchmarks.bench_umst --umst-flags "--umst-gcn-wiring attention-input ..."
    python -m benchmarks.bench_umst --params        # parameter counts at the paper's base dims

``--params`` builds the models at ``transformer``/``umst_base`` dims (6+6 layers,
d 512, ffn 2048, 8 heads, pre-norm, ``--share-all-embeddings``) on a
``--vocab``-symbol joint dictionary (default 32k, as in the paper's Table 2) and
prints their parameter counts, with the Table 6 sharing variants; no timing.
"""

import shlex

import statistics

import torch

import msfairseq  # noqa: F401  (registers the models and the task)
from benchmarks.benchlib import (
    bench_argparser, decode_throughput, model_for, print_table, setup, synthetic_batch,
    timeit, train_throughput, write_json,
)
from msfairseq.data.umst_collater import collate_side_inputs, side_item
from msfairseq.testing import random_word_tree

UMST_TASK = "umst_translation"


def dims(args):
    """Command-line flags shared by both models."""
    return [
        "--encoder-layers", args.layers, "--decoder-layers", args.layers,
        "--encoder-embed-dim", args.dim, "--decoder-embed-dim", args.dim,
        "--encoder-ffn-embed-dim", 4 * args.dim, "--decoder-ffn-embed-dim", 4 * args.dim,
        "--encoder-attention-heads", args.heads, "--decoder-attention-heads", args.heads,
        "--encoder-normalize-before", "--decoder-normalize-before",
        "--dropout", "0.1", "--attention-dropout", "0.1",
    ]


# the flags that rebuild the first release's UMST layer, see docs/umst.md
FIRST_RELEASE = ("--umst-shared-word-qk --umst-word-attention-weights row-normalized "
                 "--umst-class-embedding-every-layer --umst-gcn-wiring attention-input "
                 "--umst-word-relative-keys none")

PARAM_VARIANTS = (
    ("transformer", "transformer", ""),
    ("umst_base", "umst_base", ""),
    ("#2 shared W_w and W_p (across blocks)", "umst_base", "--umst-share-gcn-weights across-blocks"),
    ("#3 shared W_w and W_p (within each block)", "umst_base",
     "--umst-share-gcn-weights within-block"),
    ("#4 shared Q, K in RSAN", "umst_base", "--umst-shared-word-qk"),
    ("#5/#6 nearest / linear interpolation", "umst_base", "--umst-word-attention-weights linear"),
    ("umst_base_rpr (K = 8)", "umst_base_rpr", ""),
    ("first release", "umst_base", FIRST_RELEASE),
)


def param_counts(args):
    """Parameter counts at the paper's base dims on a ``args.vocab`` joint dictionary."""
    base = ["--share-all-embeddings", "--encoder-normalize-before", "--decoder-normalize-before"]
    rows = []
    for name, arch, flags in PARAM_VARIANTS:
        task = UMST_TASK if arch.startswith("umst") else "translation"
        _, model = model_for(arch, base + shlex.split(flags), task=task, vocab=args.vocab)
        rows.append({"model": name, "arch": arch, "flags": flags,
                     "params (M)": sum(p.numel() for p in model.parameters()) / 1e6})
        del model
    for row in rows:
        row["vs transformer (M)"] = row["params (M)"] - rows[0]["params (M)"]
    print_table(rows, ["model", "params (M)", "vs transformer (M)", "flags"],
                title=f"Parameters at base dims (6+6, d 512, ffn 2048), {args.vocab} joint "
                      f"vocabulary, --share-all-embeddings")
    write_json("umst_params", {"config": vars(args), "rows": rows}, path=args.out)


def random_side(bsz, src_len, seed=0):
    """Per-sentence (word ids incl. EOS, heads incl. EOS word) for full-length sources:
    70% one-piece words, 20% two, 10% three."""
    g = torch.Generator().manual_seed(seed)
    items = []
    for _ in range(bsz):
        sizes, heads = random_word_tree(src_len, g, (0.7, 0.2, 0.1))
        items.append(side_item([w for w, n in enumerate(sizes) for _ in range(n)], heads))
    return items


def to_device(sample, device):
    return {k: ({kk: vv.to(device) for kk, vv in v.items()} if isinstance(v, dict) else
                v.to(device) if torch.is_tensor(v) else v) for k, v in sample.items()}


def main():
    parser = bench_argparser(__doc__)
    parser.add_argument("--arch", default="umst_base", help="UMST arch to compare")
    parser.add_argument("--layers", type=int, default=3)
    parser.add_argument("--dim", type=int, default=256)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--bsz", type=int, default=16)
    parser.add_argument("--src-len", type=int, default=40)
    parser.add_argument("--tgt-len", type=int, default=40)
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3,
                        help="interleaved measurement rounds (median ratio reported)")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--umst-flags", default="",
                        help="extra flags for the UMST model only, e.g. the first release's "
                             "combination (see docs/umst.md)")
    parser.add_argument("--params", action="store_true",
                        help="only print parameter counts at base dims (see module doc)")
    parser.add_argument("--vocab", type=int, default=32000,
                        help="dictionary size for --params (default 32000)")
    parser.set_defaults(repeats=2)
    args = parser.parse_args()
    if args.params:
        setup(args)
        return param_counts(args)
    if args.quick:
        args.layers, args.dim, args.heads, args.bsz, args.src_len, args.tgt_len = 1, 64, 2, 4, 12, 10
        args.repeats, args.rounds = 1, 1
    setup(args)
    device = torch.device(args.device)
    flags = dims(args)

    task, base = model_for("transformer", flags)
    umst_task, umst = model_for(args.arch, flags + shlex.split(args.umst_flags), task=UMST_TASK)
    sample = synthetic_batch(task, bsz=args.bsz, src_len=args.src_len, tgt_len=args.tgt_len)
    items = random_side(args.bsz, args.src_len)
    src_tokens = sample["net_input"]["src_tokens"]

    def collate():
        return collate_side_inputs([i[0] for i in items], [i[1] for i in items], src_tokens, True)

    umst_sample = dict(sample, net_input=dict(sample["net_input"], **collate()))
    collate_s = timeit(collate, args.repeats)
    base, umst = base.to(device), umst.to(device)
    sample, umst_sample = to_device(sample, device), to_device(umst_sample, device)

    # interleave the two models round by round so that load changes on a shared
    # machine hit both alike; report medians of the per-round numbers and ratios
    models = (("transformer", task, base, sample), (args.arch, umst_task, umst, umst_sample))
    train = {name: [] for name, *_ in models}
    decode = {name: [] for name, *_ in models}
    for _ in range(args.rounds):
        for name, tsk, model, smp in models:
            train[name].append(train_throughput(model, smp, repeats=args.repeats))
            decode[name].append(decode_throughput(tsk, model, smp, beam=args.beam, repeats=1))
    rows = [{"arch": name, "params (M)": sum(p.numel() for p in model.parameters()) / 1e6,
             "train tgt tok/s": statistics.median(train[name]),
             "beam sent/s": statistics.median(decode[name])} for name, _, model, _ in models]
    ratio = {kind: statistics.median(u / b for u, b in zip(d[args.arch], d["transformer"]))
             for kind, d in (("train", train), ("beam", decode))}
    rows[1]["train x"], rows[1]["beam x"] = ratio["train"], ratio["beam"]
    step_s = args.bsz * args.tgt_len / rows[1]["train tgt tok/s"]
    rows[1]["collate % of step"] = 100 * collate_s / step_s
    title = (f"UMST {args.umst_flags or '(defaults)'} vs Transformer "
             f"({args.layers}+{args.layers} layers, d={args.dim}, "
             f"bsz={args.bsz}, src/tgt len {args.src_len}/{args.tgt_len}, beam {args.beam}, "
             f"{device.type}, {torch.get_num_threads()} threads)")
    print_table(rows, ["arch", "params (M)", "train tgt tok/s", "train x", "beam sent/s",
                       "beam x", "collate % of step"], title=title)
    write_json("umst", {"config": vars(args), "rows": rows, "train_tok_s": train,
                        "beam_sent_s": decode}, path=args.out)


if __name__ == "__main__":
    main()
