"""What every family computes, recorded: the net that a refactor must leave unchanged.

For each tiny arch (and a few flags that switch a family's code path) on fixed seeds:

- ``params``: every parameter's name, shape and sum at init (so names, shapes and inits stay);
- ``forward``: eval-mode logits of a fixed batch (the first 8 vocabulary entries at every
  position, and each position's log-sum-exp over the whole vocabulary);
- ``train``: the label-smoothed loss of one training step (dropout on, torch seeded) and the
  gradient norm of every parameter;
- ``beam``: fairseq's ``SequenceGenerator`` (beam 3) on the same sources: each sentence's
  best tokens and score.

``tests/golden/behaviour.json`` holds the record of the committed code and
``test_behaviour.py`` compares against it: tokens and names exactly, numbers within float
noise (the same seed can round differently on another CPU). After a deliberate change to
what a model computes, rewrite it and commit the diff with the change, saying why:

    python tests/behaviour.py --write            # every case
    python tests/behaviour.py --write bpt_mt_tiny  # the cases of one arch
"""

import argparse
import json
import os
import sys
import tempfile

import torch

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "behaviour.json")
VOCAB_SHOWN = 8
# (case name, arch, extra flags): every tiny arch, then flags that take another code path
CASES = [
    ("bpt_mt_tiny", "bpt_mt_tiny", []),
    ("bpt_mt_tiny+abs_pos", "bpt_mt_tiny", ["--bpt-abs-pos"]),
    ("bpt_mt_tiny+released_init", "bpt_mt_tiny", ["--bpt-init", "released", "--bpt-released-embeddings"]),
    ("da_transformer_tiny", "da_transformer_tiny", []),
    ("doc_transformer_tiny", "doc_transformer_tiny", []),
    ("msmsa_paper_tiny", "msmsa_paper_tiny", []),
    ("msmsa_transformer_tiny", "msmsa_transformer_tiny", []),
    ("muse_tiny", "muse_tiny", []),
    ("muse_tiny+standard_conv", "muse_tiny", ["--muse-conv-type", "standard"]),
    ("muse_tiny+sequential_cross", "muse_tiny", ["--muse-sequential-cross-attention"]),
    ("muse_simple_tiny", "muse_simple_tiny", []),
    ("umst_tiny", "umst_tiny", []),
    ("umst_tiny_rpr", "umst_tiny_rpr", []),
    ("umst_tiny_rpr+shared_gcn", "umst_tiny_rpr", ["--umst-share-gcn-weights", "across-blocks"]),
]
# dropout on in the training step, so that its placement is part of the record
TRAIN_FLAGS = ["--dropout", "0.1", "--attention-dropout", "0.1", "--activation-dropout", "0.1",
               "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1"]


def _floats(t):
    return [round(float(x), 7) for x in t.reshape(-1)]


def _batch(task, arch):
    from msfairseq.testing import random_batch, random_word_tree

    src, lengths, prev = random_batch(task, bsz=3, src_len=10, tgt_len=7, seed=0)
    net_input = {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}
    if arch.startswith("umst"):
        from msfairseq.data.umst_collater import collate_side_inputs, side_item

        g = torch.Generator().manual_seed(0)
        word_ids, heads = [], []
        for n in lengths.tolist():
            sizes, tree = random_word_tree(n, g)
            ids, hs = side_item([w for w, k in enumerate(sizes) for _ in range(k)], tree)
            word_ids.append(ids)
            heads.append(hs)
        net_input.update(collate_side_inputs(word_ids, heads, src, left_pad=True))
    target = torch.cat([prev[:, 1:], torch.full_like(prev[:, :1], task.target_dictionary.eos())], 1)
    return net_input, target


def record(case, data_dir):
    """The record of one case: ``{params, forward, train, beam}``."""
    from fairseq.sequence_generator import SequenceGenerator
    from msfairseq.testing import build_task_and_model

    _, arch, extra = next(c for c in CASES if c[0] == case)
    task_name = "umst_translation" if arch.startswith("umst") else "translation"
    args, task, model = build_task_and_model(data_dir, arch, extra + TRAIN_FLAGS, task=task_name)
    net_input, target = _batch(task, arch)
    out = {"params": {n: [list(p.shape), round(float(p.detach().double().sum()), 6)]
                      for n, p in model.named_parameters()}}
    with torch.no_grad():
        logits = model(**net_input)[0].double()
    out["forward"] = {"logits": _floats(logits[..., :VOCAB_SHOWN]),
                      "logsumexp": _floats(logits.logsumexp(-1))}

    criterion = task.build_criterion(args)
    sample = {"net_input": net_input, "target": target, "ntokens": int(target.numel()),
              "id": torch.arange(target.size(0))}
    model.train()
    torch.manual_seed(3)
    loss, _, _ = criterion(model, sample)
    loss.backward()
    out["train"] = {"loss": round(float(loss), 5),
                    "grad_norms": {n: round(float(p.grad.norm()), 6) if p.grad is not None else None
                                   for n, p in model.named_parameters()}}
    model.eval()
    model.zero_grad(set_to_none=True)

    gen = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=6)
    beam_input = {k: v for k, v in net_input.items() if k != "prev_output_tokens"}
    with torch.no_grad():
        hyps = gen.forward({"net_input": beam_input})
    out["beam"] = [{"tokens": h[0]["tokens"].tolist(), "score": round(float(h[0]["score"]), 5)}
                   for h in hyps]
    return out


def record_all(cases=None):
    from msfairseq.testing import make_dict_dir

    import msfairseq  # noqa: F401  (registers the families)

    with tempfile.TemporaryDirectory() as tmp:
        data = make_dict_dir(tmp)
        return {c: record(c, data) for c, _, _ in CASES if cases is None or c in cases}


def load():
    with open(GOLDEN, encoding="utf-8") as f:
        return json.load(f)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help=f"rewrite {GOLDEN}")
    parser.add_argument("cases", nargs="*", help="case names or archs (default: every case)")
    args = parser.parse_args(argv)
    names = {c for c, arch, _ in CASES if not args.cases or c in args.cases or arch in args.cases}
    if args.cases and not names:
        parser.error(f"no case matches {args.cases}; cases: {[c for c, _, _ in CASES]}")
    torch.set_num_threads(1)
    now = record_all(names)
    if not args.write:
        json.dump(now, sys.stdout, indent=1)
        return 0
    golden = load() if os.path.exists(GOLDEN) else {}
    golden.update(now)
    with open(GOLDEN, "w", encoding="utf-8") as f:
        json.dump(dict(sorted(golden.items())), f, indent=0, sort_keys=False)
        f.write("\n")
    print(f"wrote {len(now)} cases to {GOLDEN}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
