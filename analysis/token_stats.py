"""Teacher-forced statistics of trained checkpoints: NLL, top-1 accuracy and entropy per token.

For each checkpoint and split, feeds every reference (the decoder sees the reference prefix,
as in training and ``fairseq-validate``) and reports, over the reference's target tokens
(EOS included, padding not):

* ``nll_bits``: the mean negative log-likelihood of the reference token, in bits
  (``fairseq-validate``'s ``nll_loss`` on the same sentences);
* ``accuracy``: how often the model's most probable token is the reference token, the first
  choice a greedy decoder would make given the reference prefix;
* ``entropy_bits``: the mean entropy of the predicted distribution, in bits (how flat it is).

Every sentence of the split counts: batches are not cut to a multiple of 8, which makes
``fairseq-validate`` and the validation inside ``fairseq-train`` leave out the last few (the
longest) sentences of a split unless ``--required-batch-size-multiple 1`` is given.

    python -m analysis.token_stats --checkpoints NAME=CKPT ... [--splits valid test] \\
        [--data DATA_BIN] [--out JSON]
"""

import argparse
import json
import math
import os

from analysis.attention_maps import load_model  # (model, task) as fairseq-generate loads them

LN2 = math.log(2)


def batch_sums(lprobs, target, pad):
    """Sums over one batch's non-padding target tokens, in nats: ``(NLL of the target token,
    tokens whose most probable choice is the target, entropy, tokens)``.
    lprobs: B x T x V log-probabilities; target: B x T token ids."""
    mask = target.ne(pad)
    nll = -lprobs.gather(-1, target.unsqueeze(-1)).squeeze(-1)[mask].double().sum().item()
    correct = int(lprobs.argmax(-1).eq(target)[mask].sum())
    entropy = -(lprobs.exp() * lprobs).sum(-1)[mask].double().sum().item()
    return nll, correct, entropy, int(mask.sum())


def token_stats(model, task, split, max_tokens=4096):
    """``{"sentences", "tokens", "nll_bits", "accuracy", "entropy_bits"}`` of one split."""
    import torch
    from fairseq import utils

    task.load_dataset(split)
    dataset = task.dataset(split)
    batches = task.get_batch_iterator(
        dataset, max_tokens=max_tokens,
        max_positions=utils.resolve_max_positions(task.max_positions(), model.max_positions()),
        ignore_invalid_inputs=False, required_batch_size_multiple=1,
    ).next_epoch_itr(shuffle=False)
    pad = task.target_dictionary.pad()
    sentences = 0
    totals = (0.0, 0, 0.0, 0)  # nll, correct, entropy, tokens: batch_sums over the split
    with torch.no_grad():
        for sample in batches:
            lprobs = model.get_normalized_probs(model(**sample["net_input"]), log_probs=True)
            totals = tuple(a + b for a, b in zip(totals, batch_sums(lprobs, sample["target"], pad)))
            sentences += sample["target"].size(0)
    nll, correct, entropy, tokens = totals
    if sentences != len(dataset):
        raise RuntimeError(f"{split}: scored {sentences} of {len(dataset)} sentences")
    return {"sentences": sentences, "tokens": tokens, "nll_bits": nll / tokens / LN2,
            "accuracy": correct / tokens, "entropy_bits": entropy / tokens / LN2}


def markdown(results):
    lines = ["| system | split | sentences | tokens | NLL (bits) | top-1 accuracy | entropy (bits) |",
             "|---|---|---|---|---|---|---|"]
    for name, splits in results.items():
        for split, r in splits.items():
            lines.append(f"| {name} | {split} | {r['sentences']} | {r['tokens']} | "
                         f"{r['nll_bits']:.4f} | {100 * r['accuracy']:.2f} % | {r['entropy_bits']:.4f} |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkpoints", nargs="+", required=True, metavar="NAME=CKPT",
                        help="checkpoints to score, each NAME=PATH")
    parser.add_argument("--splits", nargs="+", default=["valid", "test"])
    parser.add_argument("--data", help="binarized data (default: the checkpoint's own)")
    parser.add_argument("--max-tokens", type=int, default=4096)
    parser.add_argument("--out", help="write the numbers here as JSON")
    args = parser.parse_args(argv)

    results = {}
    for spec in args.checkpoints:
        name, sep, path = spec.partition("=")
        if not sep or not name or not path:
            parser.error(f"--checkpoints takes NAME=PATH, got {spec!r}")
        if not os.path.isfile(path):
            parser.error(f"{name}: no checkpoint at {path}")
        model, task = load_model(path, args.data)
        results[name] = {split: token_stats(model, task, split, args.max_tokens)
                         for split in args.splits}
    print(markdown(results), end="")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
