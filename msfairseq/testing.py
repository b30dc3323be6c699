"""Build tiny fairseq tasks and models the way ``fairseq-train`` does.

Shared by the tests and the benchmark scripts: every model goes through
fairseq's own argument parser, architecture defaults and ``task.build_model``,
so it is the same object ``fairseq-train --user-dir msfairseq --arch ARCH``
would train.
"""

import os

import torch

USER_DIR = os.path.dirname(os.path.abspath(__file__))


def write_dict(path, num_symbols):
    """Write a fairseq dictionary file with ``num_symbols`` made-up words."""
    with open(path, "w", encoding="utf-8") as f:
        for i in range(num_symbols):
            f.write(f"w{i} {1000 - i}\n")


def make_dict_dir(directory, num_symbols=40, src="src", tgt="tgt"):
    """Create ``dict.{src,tgt}.txt`` in ``directory`` and return its path."""
    os.makedirs(directory, exist_ok=True)
    for lang in (src, tgt):
        write_dict(os.path.join(directory, f"dict.{lang}.txt"), num_symbols)
    return str(directory)


def parse_train_args(data_dir, arch, extra=(), task="translation", src="src", tgt="tgt"):
    """Parse a fairseq-train command line (with our --user-dir) into args."""
    from fairseq import options

    parser = options.get_training_parser()
    argv = [
        str(data_dir), "--user-dir", USER_DIR, "--task", task, "--arch", arch,
        "--source-lang", src, "--target-lang", tgt, "--cpu",
        *[str(a) for a in extra],
    ]
    return options.parse_args_and_arch(parser, argv)


def build_task_and_model(data_dir, arch, extra=(), task="translation", seed=1):
    """Return ``(args, task, model)`` for ``arch`` in eval mode, fp32, on CPU."""
    from fairseq import tasks

    args = parse_train_args(data_dir, arch, extra, task=task)
    torch.manual_seed(seed)
    task_obj = tasks.setup_task(args)
    model = task_obj.build_model(args)
    model.eval()
    return args, task_obj, model


def random_batch(task, bsz=3, src_len=9, tgt_len=7, seed=0, pad_src=True):
    """A translation batch with distinct, left-padded source lengths.

    Returns ``(src_tokens, src_lengths, prev_output_tokens)``; source rows are
    left-padded as fairseq's collater does, each ending with EOS.
    """
    g = torch.Generator().manual_seed(seed)
    sd, td = task.source_dictionary, task.target_dictionary
    lengths = [max(2, src_len - (i if pad_src else 0)) for i in range(bsz)]
    src = torch.full((bsz, src_len), sd.pad(), dtype=torch.long)
    for i, n in enumerate(lengths):
        body = torch.randint(sd.nspecial, len(sd), (n - 1,), generator=g)
        src[i, src_len - n:] = torch.cat([body, torch.tensor([sd.eos()])])
    prev = torch.randint(td.nspecial, len(td), (bsz, tgt_len), generator=g)
    prev[:, 0] = td.eos()
    return src, torch.tensor(lengths), prev


def random_word_tree(num_tokens, generator, piece_weights=(1.0, 1.0, 1.0)):
    """A random UMST source structure for ``num_tokens`` tokens (EOS included).

    The ``num_tokens - 1`` sub-words before EOS are cut into words of ``1 ..
    len(piece_weights)`` pieces, drawn with those weights, and the words get a random
    dependency tree. Returns ``(sizes, heads)``: pieces per word and the 1-based head
    of each word (0 = root), as in the ``.dep`` side files.
    """
    weights = torch.tensor(piece_weights, dtype=torch.float)
    sizes, left = [], num_tokens - 1
    while left > 0:
        size = min(left, int(torch.multinomial(weights, 1, generator=generator)) + 1)
        sizes.append(size)
        left -= size
    order = torch.randperm(len(sizes), generator=generator).tolist()
    heads = [0] * len(sizes)  # order[0] is the root; each later word hangs off an earlier one
    for i in range(1, len(order)):
        heads[order[i]] = order[int(torch.randint(0, i, (1,), generator=generator))] + 1
    return sizes, heads
