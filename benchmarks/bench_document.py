"""Document context: speed and peak memory of training and beam search, every family,
at context 0, 128, 512 and 1,024 source tokens, in one run.

BP-Transformer (Ye et al., arXiv:1911.04070) models long-range context; the document-level table
(a) asks what context costs each family. Every arch is built as ``fairseq-train`` builds
it with ``--task doc_translation`` (``doc_umst_translation`` for UMST) at the same dims
(``--dims``, default the Bible demo's 3+3 layers, d 256, FFN 1024, 4 heads, shared
embeddings), untrained, on an 8k dictionary. Its batches are document examples made by
the task's own :class:`~msfairseq.data.document_dataset.DocumentDataset`: ``--batch-size``
made-up documents of ``--sentence-tokens``-token sentences (UMST: random word trees as side
inputs), each example the last sentence of its document with as many previous whole
sentences as fit the context (EOS between sentences), so the source has context + one
sentence tokens and the target one sentence. Per arch and context:

- training: target tokens/s of one step (forward, label-smoothed loss, backward) and its
  peak memory;
- beam search (``--beam``, every hypothesis ``--steps`` tokens: EOS banned before, forced
  at it): sentences/s and peak memory.

``--profile`` adds, per arch and context, what one training step does: its matmul FLOPs
(``torch.utils.flop_counter``: matrix products and fused attention; gathers, scatters and
other element-wise ops count zero), and where the CPU time of a training step and of a beam
search goes (``torch.profiler``: the aten ops with the largest self time, as a share of the
call), a second table.

Peak memory: CUDA allocator stats on a GPU, else the CPU profiler's allocation events
(:func:`benchlib.peak_memory`). Times: the wall-clock median of ``--repeats`` runs, or
with ``--cpu-time`` (one thread) this thread's CPU time, fastest run. Prints a table
and writes ``bench/results/bench_document.json``.

    python -m benchmarks.bench_document --threads 1 --cpu-time        # the table (long on CPU)
    python -m benchmarks.bench_document --archs transformer,bpt_mt --contexts 0,512,1024
    python -m benchmarks.bench_document --archs transformer,bpt_mt --contexts 512,1024 --profile
    python -m benchmarks.bench_document --quick                       # tiny models, seconds
"""

import logging

import numpy as np
import torch

from benchmarks import benchlib

DEMO_DIMS = ("--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 "
             "--encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 "
             "--decoder-attention-heads 4 --share-all-embeddings")
QUICK_DIMS = ("--encoder-layers 1 --decoder-layers 1 --encoder-embed-dim 32 --decoder-embed-dim 32 "
              "--encoder-ffn-embed-dim 64 --decoder-ffn-embed-dim 64 --encoder-attention-heads 2 "
              "--decoder-attention-heads 2 --share-all-embeddings")
DEFAULT_ARCHS = ("transformer", "bpt_mt", "msmsa_transformer", "muse_base", "muse_simple_base",
                 "umst_base", "da_transformer")


def task_for(arch):
    return "doc_umst_translation" if arch.startswith("umst") else "doc_translation"


def document_batch(task, context, bsz, sentence_tokens, side_inputs=False, seed=0):
    """One collated batch: the last sentence of each of ``bsz`` made-up documents with as
    many previous whole sentences of its document as fit ``context`` tokens.

    Every sentence has ``sentence_tokens`` tokens (EOS included) on both sides; a document
    has ``context // sentence_tokens`` sentences before its last, so the sources are
    ``context // sentence_tokens * sentence_tokens + sentence_tokens`` tokens long.
    ``side_inputs``: UMST word and parse side inputs (random word trees) too.
    """
    from fairseq.data import LanguagePairDataset

    from msfairseq.data.document_dataset import DocumentDataset
    from msfairseq.data.document_index import document_starts
    from msfairseq.data.document_plan import source_context_plan

    g = torch.Generator().manual_seed(seed)
    sd, td = task.source_dictionary, task.target_dictionary
    per_doc = context // sentence_tokens + 1
    n = bsz * per_doc

    def sentence(d):
        body = torch.randint(d.nspecial, len(d), (sentence_tokens - 1,), generator=g)
        return torch.cat([body, torch.tensor([d.eos()])])

    src = [sentence(sd) for _ in range(n)]
    tgt = [sentence(td) for _ in range(n)]
    sizes = np.full(n, sentence_tokens, dtype=np.int64)
    sentences = LanguagePairDataset(src, sizes, sd, tgt, sizes, td, shuffle=False)
    if side_inputs:
        from msfairseq.data.umst_dataset import UMSTDataset
        from msfairseq.testing import random_word_tree

        word_ids, heads = [], []
        for _ in range(n):
            pieces, tree = random_word_tree(sentence_tokens, g)
            word_ids.append(torch.repeat_interleave(torch.arange(len(pieces)), torch.tensor(pieces)))
            heads.append(torch.tensor(tree))
        sentences = UMSTDataset(sentences, word_ids, heads)
    starts = document_starts([str(i // per_doc) for i in range(n)], n)
    plan = source_context_plan(sizes, sizes, starts, context, max_source_positions=10 ** 9)
    dataset = DocumentDataset(sentences, plan, task.src_separator, task.tgt_separator, eos=sd.eos())
    return dataset.collater([dataset[d * per_doc + per_doc - 1] for d in range(bsz)])


def measure(task, model, sample, args, clock_cpu):
    """``{train tok/s, train peak MB, beam sent/s, beam peak MB}`` on one batch (with
    ``args.profile``, :func:`profile_step`'s entries too)."""
    from fairseq.sequence_generator import SequenceGenerator

    net, target = sample["net_input"], sample["target"]
    pad = task.target_dictionary.pad()

    def train_step():
        model.train()
        model.zero_grad(set_to_none=True)
        logits, _ = model(**net)
        lprobs = torch.log_softmax(logits.float(), dim=-1).view(-1, logits.size(-1))
        nll = torch.nn.functional.nll_loss(lprobs, target.view(-1), ignore_index=pad, reduction="sum")
        smooth = -lprobs.sum(dim=-1)[target.view(-1).ne(pad)].sum()
        (0.9 * nll + 0.1 / lprobs.size(-1) * smooth).backward()

    generator = SequenceGenerator([model], task.target_dictionary, beam_size=args.beam,
                                  max_len_a=0, max_len_b=args.steps, min_len=args.steps)

    def decode():
        model.eval()
        with torch.no_grad():
            generator.generate([model], sample)

    train_s = benchlib.timeit(train_step, args.repeats, 1, cpu_time=clock_cpu)
    decode_s = benchlib.timeit(decode, args.repeats, 1, cpu_time=clock_cpu)
    result = {
        "train tok/s": sample["ntokens"] / train_s,
        "train peak MB": benchlib.peak_memory(train_step) / 2 ** 20,
        "beam sent/s": target.size(0) / decode_s,
        "beam peak MB": benchlib.peak_memory(decode) / 2 ** 20,
    }
    if args.profile:
        result.update(profile_step(train_step, decode))
    return result


def top_ops(fn, top=5):
    """The ``top`` aten ops of one ``fn()`` by self CPU time, each with its share of the
    call's self time (%), as one string."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU]) as prof:
        fn()
    events = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    total = sum(e.self_cpu_time_total for e in events) or 1
    ranked = sorted(events, key=lambda e: -e.self_cpu_time_total)[:top]
    return ", ".join(f"{e.key[6:]} {100 * e.self_cpu_time_total / total:.0f}%" for e in ranked)


def profile_step(train_step, decode):
    """What one ``train_step()`` and one ``decode()`` do: the step's matmul FLOPs
    (``torch.utils.flop_counter``) and the most expensive aten ops of each."""
    from torch.utils.flop_counter import FlopCounterMode

    with FlopCounterMode(display=False) as flops:
        train_step()
    return {"train GFLOP": flops.get_total_flops() / 1e9, "train top ops": top_ops(train_step),
            "beam top ops": top_ops(decode)}


def main(argv=None):
    parser = benchlib.bench_argparser(__doc__, cpu_time=True)
    parser.add_argument("--archs", default=",".join(DEFAULT_ARCHS),
                        help="comma-separated archs (transformer always first: the ratios' base)")
    parser.add_argument("--contexts", default="0,128,512,1024",
                        help="comma-separated context lengths in source tokens")
    parser.add_argument("--dims", default=DEMO_DIMS, help="model-size flags, the same for every arch")
    parser.add_argument("--batch-size", type=int, default=8, help="documents (examples) per batch")
    parser.add_argument("--sentence-tokens", type=int, default=32,
                        help="tokens per sentence, EOS included (the Bible's mean is about 32)")
    parser.add_argument("--steps", type=int, default=32, help="decoding steps of every hypothesis")
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--profile", action="store_true",
                        help="also a training step's matmul FLOPs, and the most expensive ops "
                             "of it and of beam search")
    parser.set_defaults(repeats=3, threads=1)
    args = benchlib.parse_args(parser, argv)
    if args.quick:
        args.dims, args.repeats, args.steps, args.batch_size = QUICK_DIMS, 1, 4, 2
        if args.archs == ",".join(DEFAULT_ARCHS):
            args.archs = "transformer,bpt_mt"
        if args.contexts == "0,128,512,1024":
            args.contexts = "0,64"
    benchlib.setup(args)
    for name in ("fairseq", "hydra", "msfairseq"):
        logging.getLogger(name).setLevel(logging.WARNING)
    contexts = [int(c) for c in args.contexts.split(",")]
    archs = ["transformer"] + [a for a in args.archs.split(",") if a != "transformer"]
    positions = str(max(1024, max(contexts) + args.sentence_tokens + 8))

    rows = []
    for arch in archs:
        flags = args.dims.split() + ["--max-source-positions", positions,
                                     "--max-target-positions", positions]
        task, model = benchlib.model_for(arch, flags, task=task_for(arch))
        for context in contexts:
            sample = document_batch(task, context, args.batch_size, args.sentence_tokens,
                                    side_inputs=arch.startswith("umst"))
            row = {"arch": arch, "context": context,
                   "src tokens": int(sample["net_input"]["src_tokens"].size(1))}
            row.update(measure(task, model, sample, args, args.cpu_time))
            print(f"{arch} context {context}: " + ", ".join(
                f"{k} {v:.3g}" for k, v in row.items() if isinstance(v, float)), flush=True)
            rows.append(row)
        del model
    base = {r["context"]: r for r in rows if r["arch"] == "transformer"}
    for r in rows:
        r["train vs transformer"] = r["train tok/s"] / base[r["context"]]["train tok/s"]
        r["beam vs transformer"] = r["beam sent/s"] / base[r["context"]]["beam sent/s"]
        if args.profile:
            r["transformer GFLOP / GFLOP"] = base[r["context"]]["train GFLOP"] / r["train GFLOP"]
    clock = "thread CPU time, fastest run" if args.cpu_time else "wall clock, median run"
    title = (f"Document context: training and beam search ({args.beam}, {args.steps} steps) per "
             f"family, {args.batch_size} examples of context + {args.sentence_tokens} tokens, "
             f"untrained models ({args.dims}), {benchlib.environment()['threads']} threads, "
             f"{args.repeats} runs, {clock}")
    profiled = ("train GFLOP", "transformer GFLOP / GFLOP", "train top ops", "beam top ops")
    table = benchlib.print_table(rows, [c for c in rows[0] if c not in profiled], title=title)
    if args.profile:
        table += "\n\n" + benchlib.print_table(
            rows, ["arch", "context", "src tokens", "train GFLOP", "transformer GFLOP / GFLOP",
                   "train top ops", "beam top ops"],
            title="One training step's matmul FLOPs; the aten ops with the most self CPU time, "
                  "training and beam search")
    return benchlib.write_json("bench_document", {"settings": vars(args), "rows": rows,
                                                  "table": table}, path=args.out)


if __name__ == "__main__":
    main()
