"""Document-level data: the index, the example plans, joined examples, the alignment contract.

Everything here is data-side logic of ``--task doc_translation`` (docs/document.md),
checked on small made-up documents: what the Bible runs in test_doc_translation.py
rely on.
"""

import numpy as np
import pytest
import torch

from msfairseq.data.document_alignment import (
    cross_attention_mask,
    next_target_sentence_ids,
    sentence_ids_from_lengths,
    target_sentence_ids,
)
from msfairseq.data.document_dataset import join_sentences, join_side_inputs
from msfairseq.data.document_index import (
    DocumentIndexError,
    document_of,
    document_starts,
    read_document_index,
)
from msfairseq.data.document_plan import segment_pairs_plan, segments, source_context_plan
from msfairseq.data.umst_collater import side_item

EOS, SEP, PAD = 2, 9, 1


# ---------------------------------------------------------------- the index

def test_document_starts_from_ids():
    starts = document_starts(["a", "a", "b", "c", "c", "c"], 6)
    assert starts.tolist() == [0, 2, 3, 6]
    assert document_of(starts).tolist() == [0, 0, 1, 2, 2, 2]


def test_index_file_is_read_with_a_trailing_newline_and_spaces(tmp_path):
    path = tmp_path / "test.en-es.doc"
    path.write_text("Gen.1\n Gen.1 \nGen.2\n", encoding="utf-8")
    assert read_document_index(str(path), 3).tolist() == [0, 2, 3]


@pytest.mark.parametrize("text, n, message", [
    ("a\na\nb\n", 4, "test.doc: 3 lines but the data has 4 sentences"),
    ("a\n\nb\n", 3, "test.doc:2: empty document id"),
    ("a\nb\na\n", 3, "test.doc:3: document 'a' comes back after other documents (it started on line 1)"),
    (b"a\n\xff\n", 2, "test.doc:2: not valid UTF-8"),
])
def test_a_bad_index_names_the_file_and_line(tmp_path, text, n, message):
    path = tmp_path / "test.doc"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentIndexError) as err:
        read_document_index(str(path), n, data_name="the data")
    assert message.replace("test.doc", str(path)) in str(err.value)


def test_a_missing_index_says_how_to_make_one(tmp_path):
    with pytest.raises(DocumentIndexError, match="no document index.*--doc-context-tokens 0"):
        read_document_index(str(tmp_path / "train.en-es.doc"), 3)


# ---------------------------------------------------------------- source_context plans

SIZES = np.array([5, 3, 4, 6, 2, 7, 3], dtype=np.int64)  # tokens per sentence, EOS included
STARTS = np.array([0, 4, 7], dtype=np.int64)  # documents: sentences 0-3 and 4-6


def _reference_first(sizes, starts, i, budget):
    """The first context sentence by the definition: whole previous sentences of the
    document, as many as fit ``budget``, taken from the nearest backwards."""
    doc_start = max(s for s in starts[:-1] if s <= i)
    first, used = i, 0
    while first > doc_start and used + sizes[first - 1] <= budget:
        first -= 1
        used += sizes[first]
    return first


@pytest.mark.parametrize("context", [0, 2, 3, 7, 8, 12, 100])
def test_context_is_whole_previous_sentences_of_the_document(context):
    plan = source_context_plan(SIZES, SIZES + 1, STARTS, context, max_source_positions=1000)
    for i in range(len(SIZES)):
        first, current, end = plan.sentences(i)
        assert (current, end) == (i, i + 1)
        assert first == _reference_first(SIZES, STARTS, i, context)
        assert plan.src_sizes[i] == SIZES[first:end].sum()
        assert plan.context_sizes[i] == SIZES[first:i].sum() <= context
        assert plan.tgt_sizes[i] == SIZES[i] + 1  # the current target only
    assert plan.doc.tolist() == [0, 0, 0, 0, 1, 1, 1]
    assert plan.position.tolist() == [0, 1, 2, 3, 0, 1, 2]
    assert plan.counts["context_cut_to_fit"] == 0


def test_context_zero_is_every_sentence_alone():
    plan = source_context_plan(SIZES, SIZES, STARTS, 0, max_source_positions=1000)
    assert plan.first.tolist() == plan.current.tolist() == list(range(len(SIZES)))
    assert plan.src_sizes.tolist() == SIZES.tolist()


def test_context_is_cut_to_fit_the_positions_and_counted():
    plan = source_context_plan(SIZES, SIZES, STARTS, 100, max_source_positions=12)
    for i in range(len(SIZES)):
        assert plan.src_sizes[i] <= 12 or plan.first[i] == i
        assert plan.first[i] == _reference_first(SIZES, STARTS, i, min(100, 12 - SIZES[i]))
    cut = sum(_reference_first(SIZES, STARTS, i, 100) < plan.first[i] for i in range(len(SIZES)))
    assert plan.counts["context_cut_to_fit"] == cut > 0


# ---------------------------------------------------------------- segment_pairs plans

def test_segments_are_whole_sentences_within_the_budget():
    seg_start, seg_doc = segments(SIZES, STARTS, 8)
    # doc 0: [5,3] [4] [6]; doc 1: [2] [7] [3]  (2+7 > 8, 7+3 > 8)
    assert seg_start.tolist() == [0, 2, 3, 4, 5, 6, 7]
    assert seg_doc.tolist() == [0, 0, 0, 1, 1, 1]
    # a sentence longer than the budget is a segment of its own; budget 0: one per sentence
    assert segments(SIZES, STARTS, 4)[0].tolist() == [0, 1, 2, 3, 4, 5, 6, 7]
    assert segments(SIZES, STARTS, 0)[0].tolist() == list(range(8))


def test_segment_pairs_translate_every_sentence_once_after_its_previous_segment():
    plan = segment_pairs_plan(SIZES, SIZES + 1, STARTS, 16, 1000, 1000)
    assert plan.current.tolist() == [0, 2, 3, 4, 5, 6]
    assert plan.end.tolist() == [2, 3, 4, 5, 6, 7]
    assert plan.first.tolist() == [0, 0, 2, 4, 4, 5]  # no context across documents
    assert plan.position.tolist() == [0, 1, 2, 0, 1, 2]
    translated = [k for e in range(len(plan)) for k in range(plan.current[e], plan.end[e])]
    assert translated == list(range(len(SIZES)))
    assert plan.src_sizes.tolist() == [8, 12, 10, 2, 9, 10]
    assert plan.tgt_sizes.tolist() == [10, 15, 12, 3, 11, 12]
    assert plan.counts["documents_cut"] == 2 and plan.counts["segments_of_cut_documents"] == 6


def test_segment_pairs_drop_context_that_does_not_fit_and_count_it():
    plan = segment_pairs_plan(SIZES, SIZES + 1, STARTS, 16, 1000, 12)
    # the joined target of segment 1 with its context (sentences 0-2) has 15 tokens > 12
    assert plan.first.tolist() == [0, 2, 2, 4, 4, 5]
    assert plan.counts["context_cut_to_fit"] == 1


def test_segment_pairs_of_a_test_split_are_planned_from_the_sources_alone():
    """Without max_target_positions (every split but training) no target size changes the
    plan: shuffled, reversed, lengthened or absent references give the same examples."""
    plan = segment_pairs_plan(SIZES, SIZES + 1, STARTS, 16, 1000)
    rng = np.random.default_rng(0)
    for tgt_sizes in (rng.permutation(SIZES), SIZES[::-1], SIZES * 5, None):
        other = segment_pairs_plan(SIZES, tgt_sizes, STARTS, 16, 1000)
        for name in ("first", "current", "end", "doc", "position", "src_sizes", "context_sizes"):
            assert getattr(other, name).tolist() == getattr(plan, name).tolist(), name
        assert other.counts == plan.counts
    # the training rule drops the context that the lengthened references do not fit
    assert segment_pairs_plan(SIZES, SIZES * 5, STARTS, 16, 1000, 40).first.tolist() != \
        plan.first.tolist()


def test_segment_pairs_at_context_zero_are_sentences():
    plan = segment_pairs_plan(SIZES, SIZES, STARTS, 0, 1000, 1000)
    assert plan.first.tolist() == plan.current.tolist() == list(range(len(SIZES)))
    assert (plan.end - plan.current).tolist() == [1] * len(SIZES)


# ---------------------------------------------------------------- joined examples

def test_joined_sentences_keep_the_last_eos_and_separate_the_others():
    a, b, c = torch.tensor([4, 5, EOS]), torch.tensor([6, EOS]), torch.tensor([7, 8, EOS])
    assert join_sentences([a, b, c], SEP, EOS).tolist() == [4, 5, SEP, 6, SEP, 7, 8, EOS]
    assert join_sentences([a, b], EOS, EOS).tolist() == [4, 5, EOS, 6, EOS]
    assert join_sentences([a], SEP, EOS) is a
    with pytest.raises(ValueError, match="does not end with EOS"):
        join_sentences([torch.tensor([4, 5]), b], SEP, EOS)


def test_joined_umst_side_inputs_shift_words_and_heads():
    # sentence 1: tokens -> words [0, 0, 1], heads [2, 0]; sentence 2: words [0, 1], heads [0, 1]
    one = dict(zip(("src_word_ids", "src_heads"), side_item([0, 0, 1], [2, 0])))
    two = dict(zip(("src_word_ids", "src_heads"), side_item([0, 1], [0, 1])))
    word_ids, heads = join_side_inputs([one, two])
    # each EOS (the separator) is a word of its own with head 0
    assert word_ids.tolist() == [0, 0, 1, 2, 3, 4, 5]
    assert heads.tolist() == [2, 0, 0, 0, 4, 0]


# ---------------------------------------------------------------- the alignment contract

def test_target_sentence_ids_count_separators_among_the_decoder_inputs():
    # target: a b SEP c EOS -> prev_output_tokens: EOS a b SEP c, then padding
    prev = torch.tensor([[EOS, 4, 5, SEP, 6, PAD]])
    assert target_sentence_ids(prev, SEP, PAD).tolist() == [[0, 0, 0, 1, 1, -1]]
    # incrementally, step by step, the same numbers
    ids, steps = None, []
    for t in range(5):
        ids = next_target_sentence_ids(ids, prev[:, t:t + 1], SEP)
        steps.append(int(ids))
    assert steps == [0, 0, 0, 1, 1]


def test_the_data_side_sentence_ids_equal_the_decoder_rule():
    lengths = [3, 2, 4]  # target sentences with their SEP / EOS
    target = torch.tensor([4, 5, SEP, 6, SEP, 7, 8, 10, EOS])
    prev = torch.cat([torch.tensor([EOS]), target[:-1]]).unsqueeze(0)
    assert target_sentence_ids(prev, SEP, PAD)[0].tolist() == sentence_ids_from_lengths(lengths).tolist()


def test_cross_attention_mask_joins_each_target_sentence_to_its_source_sentence():
    src_ids = torch.tensor([[-1, 0, 0, 1, 1, 1]])  # left-padded source, 2 sentences
    tgt_ids = torch.tensor([[0, 0, 1, 2, -1]])  # sentence 2: one separator too many
    blocked = cross_attention_mask(tgt_ids, src_ids)[0]
    allowed = (~blocked).long().tolist()
    assert allowed[0] == allowed[1] == [0, 1, 1, 0, 0, 0]
    assert allowed[2] == allowed[3] == [0, 0, 0, 1, 1, 1]  # past the last: the last sentence
    assert all(row.any() for row in ~blocked[:4])
