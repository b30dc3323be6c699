"""Benchmark Multi-Scale Self-Attention (Guo et al., AAAI 2020) on this machine.

1. Training throughput (forward + loss + backward, target tokens/s) of ``msmsa_transformer``
   (default, and with the 'layers-above' alpha schedule), its two-attention variant and
   ``msmsa_paper`` (eq. 10, no FFN) vs stock fairseq ``transformer`` with the same dims,
   measured alternately in one process.
2. One attention layer at a long length (default 1024): windowed MSMSA heads vs dense
   attention (all heads global = standard attention; fairseq's MultiheadAttention too),
   forward+backward and forward-only, per window-attention path.

Prints Markdown tables and writes bench/results/msmsa.json. Default run < 2 minutes;
``--flex`` adds compiled FlexAttention forward (CPU: compiles for ~1 minute first).
"""

import statistics
import time

import torch

from benchmarks.benchlib import (
    bench_argparser, model_for, print_table, setup, synthetic_batch, write_json,
)

DIMS = ["--encoder-layers", "3", "--decoder-layers", "3", "--encoder-embed-dim", "256",
        "--encoder-ffn-embed-dim", "1024", "--encoder-attention-heads", "8",
        "--decoder-attention-heads", "8"]


def _train_step(model, sample):
    def step():
        model.zero_grad(set_to_none=True)
        logits, _ = model(**sample["net_input"])
        torch.nn.functional.cross_entropy(
            logits.view(-1, logits.size(-1)), sample["target"].view(-1), reduction="sum").backward()
    return step


def bench_models(args):
    """Alternate the models step by step so that load on a shared machine hits both alike."""
    variants = [("transformer", []), ("msmsa_transformer", []),
                ("msmsa_transformer", ["--msmsa-scales", "3,7,n/2,global",
                                       "--msmsa-alpha-schedule", "layers-above"]),
                ("msmsa_transformer", ["--msmsa-layer", "two-attention"]),
                ("msmsa_paper", [])]
    if args.quick:
        variants = variants[:2]
    steps, task = [], None
    for arch, extra in variants:
        torch.manual_seed(0)
        task, model = model_for(arch, DIMS + extra)
        steps.append(_train_step(model, synthetic_batch(task, args.bsz, args.len, args.len)))
    for step in steps:  # warmup
        step()
    times = [[] for _ in steps]
    for _ in range(args.repeats):
        for i, step in enumerate(steps):
            t = time.perf_counter()
            step()
            times[i].append(time.perf_counter() - t)
    ntok = args.bsz * args.len
    base = ntok / statistics.median(times[0])
    rows = []
    for (arch, extra), ts in zip(variants, times):
        tps = ntok / statistics.median(ts)
        rows.append({"arch": arch + (" " + " ".join(extra) if extra else ""),
                     "train tok/s": tps, "vs transformer": tps / base})
    return rows


def bench_layer(args):
    from fairseq.modules import MultiheadAttention

    from msfairseq.models.msmsa.attention import MultiScaleSelfAttention
    from msfairseq.models.msmsa.scales import alpha_head_counts, layer_head_scales, parse_scales

    C, H, B, T = 256, 8, args.layer_bsz, args.layer_len
    x = torch.randn(T, B, C)  # T x B x C

    def msmsa(scales):
        sc = parse_scales(scales)
        return MultiScaleSelfAttention(C, layer_head_scales(sc, alpha_head_counts(1, len(sc), H, 0))[0])

    cases = [
        ("dense: fairseq MultiheadAttention", MultiheadAttention(C, H, self_attention=True), None),
        ("dense: msmsa, all heads global", msmsa("global"), "sdpa"),
        ("windowed 3,7,15,31: masked sdpa", msmsa("3,7,15,31"), "sdpa"),
        ("windowed 3,7,15,31: chunked", msmsa("3,7,15,31"), "chunked"),
        ("mixed 3,7,n/2,global: chunked", msmsa("3,7,n/2,global"), "chunked"),
    ]
    if args.flex:
        cases.append(("windowed 3,7,15,31: flex (compiled)", msmsa("3,7,15,31"), "flex"))
    fns = []
    for name, layer, impl in cases:
        if impl is not None:
            layer.impl = impl

        def fwd_bwd(layer=layer):
            xx = x.clone().requires_grad_()
            layer(xx, xx, xx)[0].sum().backward()

        def fwd(layer=layer):
            with torch.no_grad():
                layer(x, x, x)

        fns.append((None if impl == "flex" else fwd_bwd, fwd))
    # alternate the cases repeat by repeat, so that load on a shared machine hits all alike
    times = [([], []) for _ in cases]
    for r in range(args.repeats + 1):  # the first round is warmup
        for (fb, f), (tfb, tf) in zip(fns, times):
            for fn, store in ((fb, tfb), (f, tf)):
                if fn is None:
                    continue
                t = time.perf_counter()
                fn()
                if r:
                    store.append(time.perf_counter() - t)
    rows = []
    for (name, _, _), (tfb, tf) in zip(cases, times):
        rows.append({"layer (T=%d, B=%d, C=%d, H=%d)" % (T, B, C, H): name,
                     "fwd+bwd ms": 1e3 * statistics.median(tfb) if tfb else None,
                     "fwd ms": 1e3 * statistics.median(tf)})
    dense = rows[1]
    for r in rows:
        r["fwd+bwd speedup vs dense"] = (dense["fwd+bwd ms"] / r["fwd+bwd ms"]) if r["fwd+bwd ms"] else None
        r["fwd speedup vs dense"] = dense["fwd ms"] / r["fwd ms"]
    return rows


def main():
    parser = bench_argparser(__doc__)
    parser.add_argument("--bsz", type=int, default=16, help="sentences per training batch")
    parser.add_argument("--len", type=int, default=40, help="source = target length (tokens)")
    parser.add_argument("--layer-len", type=int, default=1024, help="length for the layer benchmark")
    parser.add_argument("--layer-bsz", type=int, default=2, help="batch for the layer benchmark")
    parser.add_argument("--flex", action="store_true", help="add compiled FlexAttention (forward)")
    args = parser.parse_args()
    setup(args)
    models = bench_models(args)
    print_table(models, title=f"Training throughput, fwd+bwd (bsz {args.bsz} x len {args.len}, "
                              "3+3 layers, d 256, ffn 1024, 8 heads, vocab 8k)")
    layer = bench_layer(args)
    shown = [{k: ("n/a" if v is None else v) for k, v in r.items()} for r in layer]
    print_table(shown, title="One self-attention layer, windowed vs dense (n/a: no backward on CPU)")
    write_json("msmsa", {"models": models, "layer": layer, "args": vars(args)}, args.out)


if __name__ == "__main__":
    main()
