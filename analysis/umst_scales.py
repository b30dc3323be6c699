"""How large each part of UMST's encoder is, on real batches (the measurements of the
fair-baseline study: docs/results/umst_fair_baseline.md).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*, ICML 2022
(arXiv:2206.09337), §3.1-3.4. With binary ``G`` (Eq. 4) a row of ``ATTN_2' = G ATTN_2 Gᵀ``
sums to ``Σ_b n_b ATTN_2[word(i), b]`` (n_b: pieces of word b), not to 1; this script measures
how far that puts the word half of the rectified attention from the sub-word half, and how
large the class embedding, the W-GCN and each sub-layer are in the residual stream, for a
freshly initialised model or a trained checkpoint; a non-UMST encoder (the transformer
baseline) gets the sub-layer norms and the dropout noise.

    python -m analysis.umst_scales DATA_BIN                       # umst_base at init, demo dims
    python -m analysis.umst_scales DATA_BIN --flags "--umst-no-class-embedding"   # a switch
    python -m analysis.umst_scales DATA_BIN --arch transformer --flags "--encoder-normalize-before ..."
    python -m analysis.umst_scales DATA_BIN --checkpoint CKPT     # a trained model

DATA_BIN needs UMST side files (the batches come from ``--task umst_translation``). Per
encoder layer, mean over the real tokens of ``--batches`` batches of ``--split`` (eval mode):
``rows`` (mean / max row sum of ATTN_2'), ``|A1 V|`` and ``|A2' V|`` (per-token norms of the
two halves' outputs, heads concatenated, before ``W_o``), ``|x|`` (layer input), ``+wgcn``,
``+attn``, ``+ffn`` (norms of what each sub-layer adds to the residual stream). Also the
input embedding's parts, the data's sub-words per word, and the dropout noise: the mean
``|enc_train - enc_eval| / |enc_eval|`` of the encoder output over 4 dropout draws. Prints a
table; ``--json PATH`` writes the numbers. Tensors are time-first (``T x B x C``).
"""

import argparse
import json
import logging
import os
import shlex

import torch

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

UMST_KEYS = ("src_word_ids", "src_heads", "src_word_lengths")
DEMO_DIMS = ("--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 "
             "--encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 "
             "--decoder-attention-heads 4 --share-all-embeddings --dropout 0.1")


def _args(data, arch, task, flags):
    from fairseq import options

    parser = options.get_training_parser()
    argv = [data, "--user-dir", os.path.join(REPO, "msfairseq"), "--task", task, "--arch", arch,
            "--cpu", *flags]
    return options.parse_args_and_arch(parser, argv)


def build(data, arch="umst_base", flags=(), seed=1):
    """``(model, task)`` of ``arch`` initialised with ``seed``, in eval mode."""
    from fairseq import tasks

    task_name = "umst_translation" if arch.startswith("umst") else "translation"
    args = _args(data, arch, task_name, flags)
    torch.manual_seed(seed)
    task = tasks.setup_task(args)
    return task.build_model(args).eval(), task


def batches(data, split="valid", n=4, max_tokens=4096, seed=1):
    """``n`` shuffled batches of ``split`` from ``--task umst_translation`` (UMST side inputs)."""
    from fairseq import tasks

    task = tasks.setup_task(_args(data, "umst_tiny", "umst_translation", ()))
    task.load_dataset(split)
    itr = task.get_batch_iterator(task.dataset(split), max_tokens=max_tokens, seed=seed,
                                  max_positions=(1024, 1024)).next_epoch_itr(shuffle=True)
    out = []
    for sample in itr:
        out.append(sample)
        if len(out) == n:
            break
    return out


def _is_umst(model):
    return hasattr(model.encoder.layers[0].self_attn, "rectified_probs")


def _encoder_input(model, net_input):
    keys = ("src_tokens", "src_lengths") + (UMST_KEYS if _is_umst(model) else ())
    return {k: net_input[k] for k in keys}


def _token_norm(x, real):
    """Mean L2 norm over the real tokens: x T x B x C, real T x B bool."""
    return x.float().norm(dim=-1)[real].mean().item()


def _branch_stats(attn, args, kwargs, real):
    """Row sums of ATTN_2' and the norms of both halves' outputs for one RSAN call."""
    kwargs = {k: v for k, v in kwargs.items() if k != "need_weights"}
    h = args[0]  # T x B x C
    rectified = attn.rectified
    try:
        attn.rectified = False
        a1 = attn.rectified_probs(*args, **kwargs)  # B x H x T x T
    finally:
        attn.rectified = rectified
    bsz, heads, seq_len, _ = a1.shape
    v = attn._split_heads(attn.v_proj(h))  # B x H x T x D

    def out_norm(probs):  # B x H x T x T -> T x B x C (heads concatenated)
        out = torch.matmul(probs, v).permute(2, 0, 1, 3).reshape(seq_len, bsz, -1)
        return _token_norm(out, real)

    stats = {"a1v": out_norm(a1)}
    if rectified:
        up = 2 * attn.rectified_probs(*args, **kwargs) - a1  # ATTN_2' = 2 P - ATTN_1
        rows = up.sum(-1).permute(2, 0, 1)[real]  # (real tokens) x H
        stats.update(rows_mean=rows.mean().item(), rows_max=rows.max().item(), a2v=out_norm(up))
    return stats


def layer_scales(model, samples):
    """Per-layer statistics (module doc): means over ``samples``, ``rows_max`` their maximum."""
    umst = _is_umst(model)
    totals = [dict() for _ in model.encoder.layers]
    for sample in samples:
        real = sample["net_input"]["src_tokens"].ne(model.encoder.padding_idx).t()  # T x B
        handles = []
        for i, layer in enumerate(model.encoder.layers):
            def record(key, value, i=i):
                old = totals[i].get(key)
                if key == "rows_max":
                    totals[i][key] = value if old is None else max(old, value)
                else:
                    totals[i][key] = value / len(samples) + (old or 0.0)

            handles.append(layer.register_forward_pre_hook(
                lambda m, a, record=record: record("x", _token_norm(a[0], real))))
            handles.append(layer.fc2.register_forward_hook(
                lambda m, a, o, record=record: record("ffn", _token_norm(o, real))))
            if umst:
                def on_attn(m, a, kw, o, record=record):
                    record("attn", _token_norm(o[0], real))
                    for key, value in _branch_stats(m, a, kw, real).items():
                        record(key, value)
                handles.append(layer.self_attn.register_forward_hook(on_attn, with_kwargs=True))
                if layer.word_gcn is not None:  # the sub-layer wiring calls forward
                    handles.append(layer.word_gcn.register_forward_hook(
                        lambda m, a, o, record=record: record("wgcn", _token_norm(o - a[0], real))))
            else:
                handles.append(layer.self_attn.register_forward_hook(
                    lambda m, a, o, record=record: record("attn", _token_norm(o[0], real))))
        try:
            with torch.no_grad():
                model.encoder(**_encoder_input(model, sample["net_input"]))
        finally:
            for handle in handles:
                handle.remove()
    return totals


def input_scales(model, samples):
    """Mean per-token norms of ``√d E[token]``, ``√d CE[class]`` (UMST) and the positions."""
    from msfairseq.models.umst.graph import build_umst_graph

    enc = model.encoder
    sums = {}
    for sample in samples:
        net = sample["net_input"]
        src = net["src_tokens"]
        real = src.ne(enc.padding_idx)  # B x T
        parts = {"token": enc.embed_scale * enc.embed_tokens(src)}
        if getattr(enc, "class_embed", None) is not None:
            graph = build_umst_graph(net["src_word_ids"], net["src_heads"], net["src_word_lengths"])
            parts["class"] = enc.embed_scale * enc.class_embed(graph.tok_class.t())
        if enc.embed_positions is not None:
            parts["position"] = enc.embed_positions(src)
        for key, value in parts.items():
            sums[key] = sums.get(key, 0.0) + value.float().norm(dim=-1)[real].mean().item()
    return {k: v / len(samples) for k, v in sums.items()}


def data_scales(samples):
    """Sub-words per word and the share of words with more than one piece (EOS a word)."""
    tokens = words = multi = 0
    for sample in samples:
        ids = sample["net_input"]["src_word_ids"]
        lengths = sample["net_input"]["src_word_lengths"]
        for b in range(ids.size(0)):
            counts = torch.bincount(ids[b][ids[b] >= 0], minlength=int(lengths[b]))
            tokens += int(counts.sum())
            words += int(lengths[b])
            multi += int((counts > 1).sum())
    return {"subwords_per_word": tokens / words, "multi_piece_words": multi / words}


def dropout_noise(model, samples, draws=4):
    """Mean ``|enc_train - enc_eval| / |enc_eval|`` over the real tokens and ``draws`` seeds."""
    total = 0.0
    with torch.no_grad():
        for sample in samples:
            inputs = _encoder_input(model, sample["net_input"])
            real = inputs["src_tokens"].ne(model.encoder.padding_idx).t()  # T x B
            model.eval()
            clean = model.encoder(**inputs)["encoder_out"][0]
            model.train()
            for seed in range(draws):
                torch.manual_seed(seed)
                noisy = model.encoder(**inputs)["encoder_out"][0]
                total += ((noisy - clean).norm(dim=-1) / clean.norm(dim=-1))[real].mean().item()
    model.eval()
    return total / (draws * len(samples))


def measure(model, samples):
    return {"data": data_scales(samples), "input": input_scales(model, samples),
            "layers": layer_scales(model, samples), "dropout_noise": dropout_noise(model, samples)}


def table(result):
    def fmt(value, spec=".2f"):
        return "-" if value is None else format(value, spec)

    d, inp = result["data"], result["input"]
    lines = [f"data: {d['subwords_per_word']:.3f} sub-words per word, "
             f"{100 * d['multi_piece_words']:.1f}% of words in several pieces",
             "input: " + ", ".join(f"|{k}| {v:.2f}" for k, v in inp.items()),
             f"dropout noise at the encoder output: {result['dropout_noise']:.3f}",
             "| layer | rows ATTN_2' mean | max | abs(A1 V) | abs(A2' V) | abs(x) in | + W-GCN | + attn | + FFN |",
             "|---|---|---|---|---|---|---|---|---|"]
    for i, s in enumerate(result["layers"]):
        lines.append(f"| {i} | {fmt(s.get('rows_mean'), '.3f')} | {fmt(s.get('rows_max'))} | "
                     f"{fmt(s.get('a1v'))} | {fmt(s.get('a2v'))} | {fmt(s.get('x'))} | "
                     f"{fmt(s.get('wgcn'))} | {fmt(s.get('attn'))} | {fmt(s.get('ffn'))} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", help="fairseq data-bin with UMST side files")
    parser.add_argument("--arch", default="umst_base", help="arch of a fresh model (default umst_base)")
    parser.add_argument("--dims", default=DEMO_DIMS,
                        help="size and dropout flags of the fresh model (default: the Bible demo's "
                             "3+3 layers, d 256, --dropout 0.1)")
    parser.add_argument("--flags", default="", help="more fairseq-train flags of the fresh model")
    parser.add_argument("--checkpoint", help="measure this trained model instead of a fresh one")
    parser.add_argument("--split", default="valid")
    parser.add_argument("--batches", type=int, default=4)
    parser.add_argument("--max-tokens", type=int, default=4096)
    parser.add_argument("--seed", type=int, default=1, help="init and batch order")
    parser.add_argument("--json", metavar="PATH", help="write the numbers here")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("fairseq").setLevel(logging.WARNING)
    if args.checkpoint:
        from analysis.attention_maps import load_model
        model, _ = load_model(args.checkpoint, args.data)
        what = {"checkpoint": args.checkpoint}
    else:
        model, _ = build(args.data, args.arch, shlex.split(args.dims) + shlex.split(args.flags), args.seed)
        what = {"arch": args.arch, "dims": args.dims, "flags": args.flags, "seed": args.seed}
    samples = batches(args.data, args.split, args.batches, args.max_tokens, args.seed)
    result = {**what, "split": args.split, "batches": args.batches, **measure(model, samples)}
    print(table(result))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2)
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
