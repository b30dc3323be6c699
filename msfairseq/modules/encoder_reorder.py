"""Beam search's per-step reorder of the encoder output, skipped where it changes nothing.

fairseq's ``SequenceGenerator`` calls ``reorder_encoder_out(encoder_out, order)`` at every
decoding step, with ``order`` naming each hypothesis's ancestor beam. An ancestor is a
hypothesis of the same sentence, whose encoder rows are copies of the same rows, so the
reorder copies every row onto an equal row, until a sentence finishes and the batch
shrinks. fairseq already skips the same copy for the encoder-decoder attention's cached keys
(``MultiheadAttention.reorder_incremental_state``, when the batch size is unchanged); the
encoder output itself it copies at every step: ``encoder_out`` (S x B x C) and
``encoder_embedding`` (B x S x C): 44 MB per step at batch 64, beam 5, d 256 on the Bible test
split, nearly half of the 95 MB that ``index_select`` / ``cat`` write per step in the
transformer's 32-step beam search (``benchmarks/bench_generate.py --profile``; docs/benchmarks.md).

The skip here is exact, not a guess from sizes: the encoder output carries, under
``"source_rows"``, the index of the source sentence behind each row (``arange(B)`` when the
encoder made it). A reorder whose rows name the same sentences, row for row, returns the
encoder output unchanged; any other (expansion to the beam, a shrinking batch, a permutation
across sentences) reorders as fairseq does and carries the reordered sentence indices.
"""

import torch

SOURCE_ROWS = "source_rows"


def reorder_is_identity(rows, new_rows):
    """True when ``new_rows`` (the source sentence of each row after the reorder) equals
    ``rows`` (before it): every row would be replaced by a copy of itself."""
    return torch.equal(rows, new_rows)  # False for tensors of different sizes


class SkipIdentityReorder:
    """Mixin for a fairseq encoder (before its fairseq base class in the bases): its
    ``reorder_encoder_out`` returns the encoder output unchanged when the reorder maps every
    row to a row of the same source sentence (module docstring)."""

    def reorder_encoder_out(self, encoder_out, new_order):
        if encoder_out.get(SOURCE_ROWS):
            rows = encoder_out[SOURCE_ROWS][0]
        elif encoder_out.get("encoder_out"):  # as the encoder made it: one row per sentence
            rows = torch.arange(encoder_out["encoder_out"][0].size(1), device=new_order.device)
        else:
            return super().reorder_encoder_out(encoder_out, new_order)
        new_rows = rows.index_select(0, new_order)
        if reorder_is_identity(rows, new_rows):
            return encoder_out
        reordered = super().reorder_encoder_out(encoder_out, new_order)
        reordered[SOURCE_ROWS] = [new_rows]
        return reordered
