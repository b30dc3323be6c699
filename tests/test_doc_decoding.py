"""``--doc-form segment_pairs`` generation, in process, on Bible verses as short documents.

Each segment's output is bounded by its own sentences (``--max-len-a`` / ``-b`` of its current
sentences, after its forced prefix), so translating the segments one at a time and many in a
batch gives the same hypotheses; every sentence's score is its own (its positional scores,
normalized as fairseq normalizes a hypothesis), not the segment's; the plan of a split other
than training, and so every hypothesis, does not depend on the references. An untrained model
hardly ever ends a hypothesis early, so every bound binds.
"""

import logging
import math
import os
import shutil

import numpy as np
import pytest
import torch

from fairseq.data import indexed_dataset

from msfairseq.data.document_index import read_document_index
from msfairseq.data.document_plan import segment_pairs_plan
from test_doc_translation import build

PAIRED = ["--doc-form", "segment_pairs", "--doc-context-tokens", "128"]
VERSES_PER_DOCUMENT = 5


@pytest.fixture(scope="module")
def short_docs(bible_docs, tmp_path_factory):
    """The test split's 60 verses as twelve documents of five: each position in the
    documents then holds twelve segments, of one or two verses (64 source tokens at most)."""
    data = str(tmp_path_factory.mktemp("short_docs") / "data-bin")
    shutil.copytree(os.path.join(bible_docs, "data-bin"), data)
    path = os.path.join(data, "test.en-es.doc")
    with open(path, encoding="utf-8") as f:
        n = len(f.read().splitlines())
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(f"part{i // VERSES_PER_DOCUMENT}\n" for i in range(n))
    return data


def translate(data, batch_size, a=0.0, b=8, lenpen=1.0, unnormalized=False, extra=(),
              max_positions="task"):
    """``(task, {sentence: best hypothesis}, segments)``: the test split translated as
    fairseq-generate does (``--beam 2``); ``segments``: every generated row as
    ``(doc_segments row, best segment hypothesis, prefix length, rows in its call)``."""
    args, task, model = build(data, "doc_transformer_tiny", "doc_translation", PAIRED + list(extra))
    args.beam, args.max_len_a, args.max_len_b = 2, a, b
    args.lenpen, args.unnormalized = lenpen, unnormalized
    generator = task.build_generator([model], args)
    segments, generate = [], generator.generate
    pad = task.tgt_dict.pad()

    def spy(models, sample, prefix_tokens=None, **kw):
        hypos = generate(models, sample, prefix_tokens=prefix_tokens, **kw)
        for row, seg in enumerate(sample["doc_segments"].tolist()):
            prefix = 0 if prefix_tokens is None else int(prefix_tokens[row].ne(pad).sum())
            segments.append((seg, hypos[row][0], prefix, len(hypos)))
        return hypos

    generator.generate = spy
    task.load_dataset("test")
    out = {}
    batches = task.get_batch_iterator(
        task.dataset("test"), max_tokens=100000, max_sentences=batch_size,
        max_positions=task.max_positions() if max_positions == "task" else max_positions,
        ignore_invalid_inputs=False).next_epoch_itr(shuffle=False)
    for sample in batches:
        hypos = task.inference_step(generator, [model], sample)  # one row per sentence after
        for i, sentence_hypos in zip(sample["id"].tolist(), hypos):
            out[i] = sentence_hypos[0]
    assert sorted(out) == list(range(len(task.dataset("test").sentences)))
    return task, out, segments


def tokens(out):
    return {i: h["tokens"].tolist() for i, h in out.items()}


@pytest.mark.parametrize("a, b", [(0.0, 8), (0.5, 2)])
def test_each_segment_is_bounded_by_its_own_sentences(short_docs, a, b):
    """One segment at a time or twelve in a batch (other prefixes, other widths): the same
    hypotheses, and every segment writes at most int(a * its width + b) tokens after its
    prefix (its width: its current sentences' source tokens)."""
    task, alone, segments = translate(short_docs, 1, a, b)
    _, batched, batched_segments = translate(short_docs, 64, a, b)
    assert max(rows for *_, rows in batched_segments) == 60 // VERSES_PER_DOCUMENT
    assert tokens(batched) == tokens(alone)
    sentences = task.dataset("test").sentences
    at_bound = 0
    for (_, _, _, current, end), hypo, prefix, _ in segments + batched_segments:
        width = sum(sentences[k]["source"].numel() for k in range(current, end))
        bound = int(a * width + b)
        written = hypo["tokens"].numel() - 1 - prefix  # after the prefix, before EOS
        assert written <= bound
        at_bound += written == bound
        # its sentences: their tokens (each ends with EOS for its separator or the final EOS)
        own = [alone[k] for k in range(current, end) if alone[k]["score"] != -math.inf]
        assert sum(h["tokens"].numel() for h in own) <= bound + 1
    assert at_bound > len(segments + batched_segments) * 3 // 4


def test_a_generator_without_fairseqs_ensemble_gets_one_bound_per_batch(short_docs, caplog,
                                                                         monkeypatch):
    """The fallback: each batch of segments is bounded by its longest prefix and widest
    sentences (a warning says so once), so a shorter prefix leaves its segment more room."""
    from msfairseq.tasks import doc_decoding

    monkeypatch.setattr(doc_decoding.row_limits, "supported", staticmethod(lambda g: False))
    monkeypatch.setattr(doc_decoding, "_fallbacks_logged", set())
    with caplog.at_level(logging.WARNING):
        task, out, segments = translate(short_docs, 64)
    assert caplog.text.count("each batch of segments gets one bound") == 1
    longest = max(prefix for _, _, prefix, _ in segments)
    assert all(hypo["tokens"].numel() - 1 <= longest + 8 for _, hypo, _, _ in segments)
    assert any(h["tokens"].numel() - 1 - p > 8 for _, h, p, _ in segments)  # the shared room
    assert len(out) == len(task.dataset("test").sentences)


@pytest.mark.parametrize("lenpen, unnormalized", [(0.6, False), (1.0, True)])
def test_a_sentence_score_is_its_own(short_docs, lenpen, unnormalized):
    """H- scores: the sum of the sentence's own positional scores (its tokens and its end),
    divided by its length ** --lenpen unless --unnormalized; P- scores: the segment's after
    its prefix, cut at the separators."""
    task, out, segments = translate(short_docs, 64, lenpen=lenpen, unnormalized=unnormalized)
    checked = forced = 0
    for (_, _, first, current, end), hypo, prefix, _ in segments:
        own = [out[k] for k in range(current, end)]
        for h in own:
            if h["score"] == -math.inf:  # a sentence the segment's output did not reach
                continue
            p = h["positional_scores"]
            assert p.numel() == h["tokens"].numel()
            expected = p.sum() if unnormalized else p.sum() / p.numel() ** lenpen
            torch.testing.assert_close(h["score"], expected)
            checked += 1
            forced += first < current
        written = hypo["tokens"][prefix:]
        if int(written.eq(task.tgt_separator).sum()) == end - current - 1:  # a piece each
            assert torch.equal(torch.cat([h["positional_scores"] for h in own]),
                               hypo["positional_scores"][prefix:])
    assert checked > 40 and forced > 20


def _lengthen_references(data, split, times):
    """Rewrite ``split``'s target side: every reference's words ``times`` over."""
    prefix = os.path.join(data, f"{split}.en-es.es")
    references = indexed_dataset.make_dataset(prefix, impl="mmap")
    items = [references[i] for i in range(len(references))]
    del references
    builder = indexed_dataset.make_builder(prefix + ".bin", impl="mmap", vocab_size=1 << 16)
    for t in items:
        builder.add_item(torch.cat([t[:-1].repeat(times), t[-1:]]))
    builder.finalize(prefix + ".idx")
    return [t.numel() for t in items]


def test_references_decide_no_test_time_context(short_docs, tmp_path):
    """References three times as long, with a --max-target-positions that the joined
    references then pass: training's rule would drop the context of those segments; a test
    split is planned from its sources, so every example and every hypothesis stays.
    (fairseq's size filter would refuse such a reference; not what this test is about.)"""
    longer = str(tmp_path / "data-bin")
    shutil.copytree(short_docs, longer)
    sizes = np.asarray(_lengthen_references(longer, "test", 3))
    limit = ["--max-target-positions", "250"]
    runs = {}
    for name, data in (("as they are", short_docs), ("longer", longer)):
        task, out, _ = translate(data, 1, extra=limit, max_positions=None)
        runs[name] = (task.dataset("test"), tokens(out))
    (plan, hyps), (long_plan, long_hyps) = [(d.plan, h) for d, h in runs.values()]
    assert (long_plan.first == plan.first).all() and (long_plan.end == plan.end).all()
    assert (long_plan.tgt_sizes > 250).any() and not (plan.tgt_sizes > 250).any()
    assert long_hyps == hyps
    # what training's rule (references shape the plan) makes of the longer ones
    sentences = runs["longer"][0].sentences
    starts = read_document_index(os.path.join(longer, "test.en-es.doc"), len(sizes))
    trained = segment_pairs_plan(sentences.src_sizes, sentences.tgt_sizes, starts, 128, 1024, 250)
    assert trained.counts["context_cut_to_fit"] > 0 and (trained.first != plan.first).any()
