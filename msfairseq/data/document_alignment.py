"""Sentence-aligned cross-attention: the contract between ``doc_translation`` and a decoder.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning* (arXiv:1911.04070). In the authors' released code (yzh119/BPT,
``graph/mt.py``, ``MTBatcher``: the "inter" graph) an example is a segment of
sentences plus the previous segment on *both* sides, and cross-attention joins
each target sentence only to its own source sentence. ``--doc-form
segment_pairs`` builds such examples; this module says what a decoder must do
with them. Time-first (``T x B x C``) models use these batch-first index
tensors as they are; nothing here depends on a family.

**Source side.** ``sample["net_input"]["src_sent_ids"]``: B x S long, the same
layout as ``src_tokens`` (left-padded by default): the 0-based sentence of each
source token within its example, ``-1`` at padding. Sentence ``k`` owns its
tokens and the separator (or the final EOS) that ends it. Context sentences come
first. fairseq hands every ``net_input`` key but ``prev_output_tokens`` to the
encoder, so **the encoder must accept ``src_sent_ids`` and return it** in its
output dict as ``encoder_out["src_sent_ids"] = [B x S]``, and
``reorder_encoder_out`` must reorder it along the batch like
``encoder_padding_mask`` (beam search).

**Target side.** The sentence of a decoder position is the number of
separator tokens among the decoder's *inputs* (``prev_output_tokens``) up to
and including that position: :func:`target_sentence_ids`. Position 0 (input
EOS, as BOS) is sentence 0; the position whose input is the ``k``-th separator
starts sentence ``k``. In incremental decoding the decoder keeps the running
count in its incremental state (:func:`next_target_sentence_ids`; reorder it
with the beams). The task hands the separator index to the model once, in
``build_model``, by calling ``model.enable_sentence_aligned_cross_attention(
separator_index)``; a model without that method cannot honour the form and the
task refuses it. Training batches also carry ``sample["tgt_sent_ids"]`` (B x T,
the layout of ``prev_output_tokens``, ``-1`` at padding): the same numbers, for
tests and diagnostics; a decoder does not read it.

**The mask.** In every cross-attention of every decoder layer, position ``t``
of row ``b`` may attend source token ``s`` iff ``src_sent_ids[b, s] ==
min(tgt_sent_ids[b, t], last_source_sentence[b])`` (:func:`cross_attention_mask`):
a decoder that writes more separators than the example has source sentences
keeps attending the last one, so no query is left without keys. Masked scores
are ``-inf`` before the softmax (in every head). Self-attention is not
restricted: target sentences see each other causally, as in the authors' code.
"""

import torch
from torch import Tensor


def sentence_ids_from_lengths(lengths):
    """Per-token sentence index of sentences of ``lengths`` tokens (1-D long tensor)."""
    lengths = torch.as_tensor(lengths, dtype=torch.long)
    return torch.repeat_interleave(torch.arange(lengths.numel()), lengths)


def target_sentence_ids(prev_output_tokens: Tensor, separator: int, pad: int) -> Tensor:
    """B x T sentence of every decoder position (``-1`` at padding): separators among
    the inputs up to and including the position."""
    ids = prev_output_tokens.eq(separator).long().cumsum(dim=1)
    return ids.masked_fill(prev_output_tokens.eq(pad), -1)


def next_target_sentence_ids(previous_ids: Tensor, input_tokens: Tensor, separator: int) -> Tensor:
    """One incremental step: ``previous_ids`` (B x 1, the last position's sentence, or
    ``None`` at step 0) and this step's input tokens (B x 1) -> this position's sentence."""
    step = input_tokens.eq(separator).long()
    return step if previous_ids is None else previous_ids + step


def cross_attention_mask(tgt_sent_ids: Tensor, src_sent_ids: Tensor) -> Tensor:
    """B x T x S bool, ``True`` where position ``t`` must **not** attend source token ``s``.

    Target sentences past the last source sentence of their row are joined to the
    last one; padded source tokens (``-1``) are masked for every position.
    """
    last = src_sent_ids.max(dim=1, keepdim=True).values  # B x 1
    tgt = torch.minimum(tgt_sent_ids, last)  # B x T
    allowed = tgt.unsqueeze(2).eq(src_sent_ids.unsqueeze(1)) & src_sent_ids.ge(0).unsqueeze(1)
    return ~allowed


def collate_sentence_ids(per_item, width, left_pad):
    """Stack per-item sentence-id vectors into a B x ``width`` tensor padded with ``-1``."""
    out = torch.full((len(per_item), width), -1, dtype=torch.long)
    for b, ids in enumerate(per_item):
        n = ids.numel()
        if left_pad:
            out[b, width - n:] = ids
        else:
            out[b, :n] = ids
    return out


def current_segment_targets(sample, pad):
    """``sample`` with only the current segment's target tokens left in ``target`` (the loss).

    A ``segment_pairs`` batch's ``target`` holds the previous segment's translation before the
    current one's; the decoder still reads it (``prev_output_tokens`` is unchanged, as the forced
    prefix is at test time), but its tokens become padding, which the criterion skips, and
    ``ntokens`` counts the rest. The number of context sentences of each row is ``current -
    first`` of its ``doc_segments``; ``tgt_sent_ids`` numbers the sentences of ``target``."""
    segments, ids = sample["doc_segments"], sample["tgt_sent_ids"]
    context_sentences = (segments[:, 3] - segments[:, 2]).to(ids.device).unsqueeze(1)
    keep = ids >= context_sentences  # padding is -1
    out = dict(sample)
    out["target"] = sample["target"].masked_fill(~keep, pad)
    out["ntokens"] = int(keep.sum())
    return out
