"""torch.compile of each family's forward pass: does it compile, what does a new length cost.

For every family (MSMSA: Guo et al., AAAI 2020; MUSE: Zhao et al., 2019; BPT: Ye et al., 2019;
UMST: Li et al., ICML 2022; DA: Wu et al., NAACL 2021) this builds the ``*_tiny`` arch (or
``--archs``), compiles the model with ``torch.compile`` (default backend, default dynamic
shapes) and runs the teacher-forced forward pass (``model(src_tokens, src_lengths,
prev_output_tokens, ...)``, eval mode, no autograd: what fairseq-validate and scoring run) on
batches of several source/target lengths, in that order. Per length it reports the first
call's time (compiling, or re-compiling for a new length), the steady time of later calls,
eager PyTorch's time, how many graphs dynamo compiled so far, its graph breaks, and the largest
difference from the eager output. Beam search (incremental decoding) is not compiled here.

Prints a Markdown table and writes ``bench/results/compile.json``. Times are wall-clock
medians on this machine; tests never assert on them.

    python -m benchmarks.bench_compile                  # every family, lengths 12 20 28 36
    python -m benchmarks.bench_compile --quick          # lengths 12 20
    python -m benchmarks.bench_compile --archs muse_tiny --lengths 16 24 32 40 48
"""

import logging
import os
import time

import torch

from benchmarks import benchlib
from msfairseq.testing import build_task_and_model, make_dict_dir, random_batch

ARCHS = ["msmsa_transformer_tiny", "muse_tiny", "bpt_mt_tiny", "umst_tiny", "da_transformer_tiny"]


def umst_inputs(src_tokens, lengths):
    """Random words of 1-3 pieces and a random parse per source (the collater's layout)."""
    from msfairseq.data.umst_collater import collate_side_inputs, side_item
    from msfairseq.testing import random_word_tree

    g = torch.Generator().manual_seed(0)
    items = []
    for n in lengths:
        sizes, heads = random_word_tree(n, g)  # the n - 1 tokens before EOS
        items.append(side_item([w for w, size in enumerate(sizes) for _ in range(size)], heads))
    side = collate_side_inputs([w for w, _ in items], [h for _, h in items], src_tokens, left_pad=True)
    return side


def batch(task, arch, length, bsz):
    """``net_input`` of ``bsz`` left-padded sources (lengths ``length`` down to ``length - bsz + 1``)
    and targets of ``length`` tokens."""
    src, lengths, prev = random_batch(task, bsz=bsz, src_len=length, tgt_len=length, seed=length)
    net = {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}
    if arch.startswith("umst"):
        net.update(umst_inputs(src, lengths.tolist()))
    return net


def timed(fn, repeats):
    """``(seconds of the first call, median seconds of the next repeats, output)``."""
    start = time.perf_counter()
    out = fn()
    first = time.perf_counter() - start
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return first, sorted(times)[len(times) // 2], out


def bench_arch(arch, lengths, bsz, repeats, dict_dir):
    from torch._dynamo.utils import counters

    task = "umst_translation" if arch.startswith("umst") else "translation"
    _, task_obj, model = build_task_and_model(dict_dir, arch, task=task)
    model.eval()
    torch._dynamo.reset()
    counters.clear()
    compiled = torch.compile(model)
    rows = []
    for length in lengths:
        net = batch(task_obj, arch, length, bsz)
        with torch.no_grad():
            _, eager_s, ref = timed(lambda: model(**net)[0], repeats)
            try:
                first_s, steady_s, out = timed(lambda: compiled(**net)[0], repeats)
            except Exception as err:  # a family that does not compile: say why, go on
                rows.append({"arch": arch, "length": length, "error": f"{type(err).__name__}: {err}"[:300]})
                break
        rows.append({
            "arch": arch, "length": length, "eager_ms": 1e3 * eager_s,
            "first_call_s": first_s, "compiled_ms": 1e3 * steady_s,
            "graphs": counters["stats"]["unique_graphs"],
            "graph_breaks": sum(counters["graph_break"].values()),
            "max_abs_diff": (out.float() - ref.float()).abs().max().item(),
        })
    return rows


def main():
    logging.getLogger("filelock").setLevel(logging.WARNING)  # inductor's cache locks
    parser = benchlib.bench_argparser(__doc__)
    parser.add_argument("--archs", nargs="+", default=ARCHS)
    parser.add_argument("--lengths", nargs="+", type=int, default=[12, 20, 28, 36])
    parser.add_argument("--bsz", type=int, default=4)
    args = parser.parse_args()
    if args.quick:
        args.lengths = args.lengths[:2]
    benchlib.setup(args)
    dict_dir = make_dict_dir(os.path.join(benchlib.RESULTS_DIR, "compile_dicts"), 200)
    rows = []
    for arch in args.archs:
        rows += bench_arch(arch, args.lengths, args.bsz, args.repeats, dict_dir)
    columns = ["arch", "length", "eager_ms", "first_call_s", "compiled_ms", "graphs",
               "graph_breaks", "max_abs_diff", "error"]
    benchlib.print_table(rows, [c for c in columns if any(c in r for r in rows)])
    benchlib.write_json("compile", {"args": vars(args), "torch": torch.__version__, "rows": rows},
                        args.out)


if __name__ == "__main__":
    main()
