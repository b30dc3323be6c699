"""Tiny checkpoints of each released msfairseq, and what that release computed with them.

``tests/data/checkpoints/<version>/`` holds, for each family's tiny arch, a checkpoint trained
two updates by that release's ``fairseq-train`` (1+1 layers of d 8 on the Bible fixture,
optimizer state dropped), the two dictionaries, and ``expected.json``: what that release's code
computed when it loaded the checkpoint the way ``fairseq-generate`` does
(``checkpoint_utils.load_model_ensemble_and_task``) on a fixed batch, its inputs included:
eval-mode logits (the first 8 vocabulary entries of every position and each position's
log-sum-exp) and a beam-3 search. ``test_old_checkpoints.py`` loads each with today's code and
asks for the same numbers (float noise aside): every format the project has released loads and
translates as it did.

To add a release (from the repository root; the worktree is that release's commit):

    git worktree add --detach /tmp/v0.2.0 8ecce16
    python tests/old_checkpoints.py --write 0.2.0 /tmp/v0.2.0
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKPOINTS = os.path.join(HERE, "data", "checkpoints")
VOCAB_SHOWN = 8
# family -> (tiny arch, task)
ARCHS = {
    "bpt": ("bpt_mt_tiny", "translation"),
    "da": ("da_transformer_tiny", "translation"),
    "msmsa": ("msmsa_transformer_tiny", "translation"),
    "muse": ("muse_tiny", "translation"),
    "umst": ("umst_tiny", "umst_translation"),
}
DIMS = ["--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "8",
        "--decoder-embed-dim", "8", "--encoder-ffn-embed-dim", "16", "--decoder-ffn-embed-dim", "16",
        "--encoder-attention-heads", "4", "--decoder-attention-heads", "4", "--share-all-embeddings"]
TRAIN = ["--optimizer", "adam", "--lr", "1e-2", "--lr-scheduler", "fixed", "--max-update", "2",
         "--max-tokens", "1024", "--seed", "1", "--criterion", "label_smoothed_cross_entropy",
         "--label-smoothing", "0.1", "--no-epoch-checkpoints", "--no-last-checkpoints", "--cpu",
         "--num-workers", "0", "--log-format", "simple", "--dropout", "0.1"]


def _inputs(task):
    """A fixed batch for ``task``'s dictionaries: three left-padded sources and teacher-forced
    target prefixes, as lists of ints (UMST's word structure follows from the lengths,
    :func:`_net_input`)."""
    g = torch.Generator().manual_seed(0)
    sd, td = task.source_dictionary, task.target_dictionary
    src_len, tgt_len, lengths = 10, 7, [10, 8, 5]
    src = torch.full((3, src_len), sd.pad(), dtype=torch.long)
    for i, n in enumerate(lengths):
        body = torch.randint(sd.nspecial, len(sd), (n - 1,), generator=g)
        src[i, src_len - n:] = torch.cat([body, torch.tensor([sd.eos()])])
    prev = torch.cat([torch.full((3, 1), td.eos()), torch.randint(td.nspecial, len(td), (3, tgt_len - 1),
                                                                   generator=g)], 1)
    return {"src_tokens": src.tolist(), "src_lengths": lengths, "prev_output_tokens": prev.tolist()}


def _net_input(inputs, umst):
    from msfairseq.data.umst_collater import collate_side_inputs, side_item

    src = torch.tensor(inputs["src_tokens"])
    net = {"src_tokens": src, "src_lengths": torch.tensor(inputs["src_lengths"]),
           "prev_output_tokens": torch.tensor(inputs["prev_output_tokens"])}
    if umst:
        word_ids, heads = [], []
        for n in inputs["src_lengths"]:
            sizes = []
            while sum(sizes) < n - 1:  # the sub-words before EOS, in words of 1 or 2 pieces
                sizes.append(min(1 + len(sizes) % 2, n - 1 - sum(sizes)))
            ids, hs = side_item([w for w, k in enumerate(sizes) for _ in range(k)],
                                [w for w in range(len(sizes))])  # 1-based heads: the word before
            word_ids.append(ids)
            heads.append(hs)
        net.update(collate_side_inputs(word_ids, heads, src, left_pad=True))
    return net


def outputs(folder, family, inputs=None):
    """What the imported msfairseq computes with ``folder/<family>.pt``: ``{inputs, forward,
    beam}`` (``inputs`` made here when not given)."""
    from fairseq import checkpoint_utils
    from fairseq.sequence_generator import SequenceGenerator

    umst = ARCHS[family][1] == "umst_translation"
    models, _, task = checkpoint_utils.load_model_ensemble_and_task(
        [os.path.join(folder, f"{family}.pt")], arg_overrides={"data": folder, "source_lang": "en", "target_lang": "es"})
    model = models[0].eval()
    inputs = inputs or _inputs(task)
    net = _net_input(inputs, umst)
    with torch.no_grad():
        logits = model(**net)[0].float()  # B x T x V
        forward = {"first": [round(float(x), 6) for x in logits[..., :VOCAB_SHOWN].reshape(-1)],
                   "logsumexp": [round(float(x), 6) for x in logits.logsumexp(-1).reshape(-1)]}
        generator = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=12)
        sample = {"net_input": {k: v for k, v in net.items() if k != "prev_output_tokens"}}
        hyps = generator.generate([model], sample)
    beam = [{"tokens": h[0]["tokens"].tolist(), "score": round(float(h[0]["score"]), 6)} for h in hyps]
    return {"inputs": inputs, "forward": forward, "beam": beam}


def _train(work, family, user_dir, out):
    arch, task = ARCHS[family]
    save = os.path.join(work, "save", family)
    data = os.path.join(work, "data-bin")
    subprocess.run([os.path.join(os.path.dirname(sys.executable), "fairseq-train"), data, "--user-dir", user_dir,
                    "--task", task, "--arch", arch, "--save-dir", save, *DIMS, *TRAIN],
                   check=True, stdout=subprocess.DEVNULL)
    state = torch.load(os.path.join(save, "checkpoint_best.pt"), map_location="cpu", weights_only=False)
    state["last_optimizer_state"] = None  # what a user's checkpoint holds beside the model: kept
    torch.save(state, os.path.join(out, f"{family}.pt"))


def write(version, worktree):
    """Train each family's tiny checkpoint with the msfairseq of ``worktree`` and record what
    that msfairseq computes with it, into ``tests/data/checkpoints/<version>/``."""
    import bible_fixture  # beside this script, so on its path

    out = os.path.join(CHECKPOINTS, version)
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        bible_fixture.bible_docs(work, umst=True)
        data = os.path.join(work, "data-bin")
        for name in ("dict.en.txt", "dict.es.txt"):
            shutil.copy(os.path.join(data, name), out)
        for family in sorted(ARCHS):
            _train(work, family, os.path.join(worktree, "msfairseq"), out)
    env = dict(os.environ, PYTHONPATH=worktree)  # the release's msfairseq, not this checkout's
    subprocess.run([sys.executable, os.path.abspath(__file__), "--record", out], env=env, check=True)


def record(folder):
    import msfairseq

    print(f"recording with {msfairseq.__file__}")
    expected = {family: outputs(folder, family) for family in sorted(ARCHS)}
    with open(os.path.join(folder, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1)
        f.write("\n")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", nargs=2, metavar=("VERSION", "WORKTREE"))
    group.add_argument("--record", metavar="FOLDER", help="(internal) record with the imported msfairseq")
    args = parser.parse_args(argv)
    if args.write:
        write(*args.write)
    else:
        record(args.record)


if __name__ == "__main__":
    main()
