"""Word attention -> sub-word attention in UMST's rectified self-attention.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022, Eq. 4 and Table 6 (#5, #6). The word attention ``ATTN_2`` (W x W per
sentence and head) becomes a T x T map ``ATTN_2' = U_L ATTN_2 U_R^T``, where
``U_L`` and ``U_R`` are T x W matrices chosen by ``--umst-word-attention-weights``:

- ``binary`` (Eq. 4, the paper's model): ``U_L = U_R = G``, ``G[i, j] = 1`` iff
  sub-word i belongs to word j (the released code's ``bpe2word_scale``,
  libeineu/UMST ``fairseq/data/dp_tree_phrase_group_language_pair_dataset.py``
  ``gen_group_matrix``; applied in ``fairseq/modules/bpe_word_fusion_attention.py``).
  Row i of ``ATTN_2'`` sums to ``sum_b n_b ATTN_2[word(i), b]`` (n_b: pieces of
  word b), so it is not a distribution; the released code does not renormalize.
- ``row-normalized`` (this project's earlier default): ``U_L = G``,
  ``U_R = G diag(1 / n)``: each word's weight is split evenly over its pieces,
  rows sum to 1.
- ``nearest`` / ``linear`` (Table 6 #5 / #6): ``ATTN_2`` resized to T x T as an
  image, per sentence, ignoring word boundaries: nearest-neighbour or bilinear
  interpolation with the conventions of ``torch.nn.functional.interpolate``
  (``align_corners=False``). Bilinear resizing of a matrix is ``U ATTN_2 U^T``
  with an interpolation matrix ``U`` of at most two non-zeros per row.

Every ``U`` here has at most two non-zeros per row, so it is stored as word
slots (rows of the flat ``B * (W + 1)`` word table of :mod:`.umst_graph`, whose
row W of each sentence is a zero dummy that padding tokens point to) and
per-token weights. ``ATTN_2' V`` is then computed on the word level:
``U_L (ATTN_2 (U_R^T V))`` -- :func:`pool_values`, a W x W attention, and
:func:`unpool` -- and ``ATTN_2'`` itself is never materialized.

Tokens are time-first (``T x B x C``); words batch-first (``B x W x C``).
"""

from typing import NamedTuple, Optional, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor

WORD_ATTENTION_WEIGHTS = ("binary", "row-normalized", "nearest", "linear")


class Upsampling(NamedTuple):
    """``U_L`` and ``U_R`` of one batch: one or two (slot, weight) terms per token."""

    slots: Tuple[Tensor, ...]  # each (T*B,) long, time-first, into the B*(W+1) word table
    left: Tuple[Optional[Tensor], ...]  # each T x B x 1 weight of U_L (None: 1)
    right: Tuple[Optional[Tensor], ...]  # each T x B x 1 weight of U_R (None: 1)


def build_upsampling(mode, tok_slot, tok_pad, inv_count_tok, word_lengths, num_words, dtype):
    """The :class:`Upsampling` of a batch.

    Args:
        mode: one of :data:`WORD_ATTENTION_WEIGHTS`.
        tok_slot: (T*B,) long, each token's word row in the B*(W+1) table (padding: dummy).
        tok_pad: B x T bool, True at padding tokens.
        inv_count_tok: T x B x 1, 1 / (pieces of the token's word) (padding: anything).
        word_lengths: B long, words per sentence (EOS word included).
        num_words: W, the padded word dimension.
        dtype: float dtype of the weights.
    """
    if mode == "binary":
        return Upsampling((tok_slot,), (None,), (None,))
    if mode == "row-normalized":
        return Upsampling((tok_slot,), (None,), (inv_count_tok.to(dtype),))
    if mode not in ("nearest", "linear"):
        raise ValueError(f"unknown word attention weights {mode!r}; one of {WORD_ATTENTION_WEIGHTS}")
    bsz, seq_len = tok_pad.shape
    device = tok_pad.device
    real = ~tok_pad
    pos = real.long().cumsum(1) - 1  # B x T, 0-based position among the sentence's tokens
    n_tok = real.sum(1, keepdim=True)  # B x 1
    n_word = word_lengths.to(device).view(bsz, 1)  # B x 1
    base = torch.arange(bsz, device=device).unsqueeze(1) * (num_words + 1)  # B x 1
    dummy = base + num_words

    def slot(idx):  # B x T word index -> (T*B,) table row, padding -> dummy
        return torch.where(real, idx + base, dummy).t().reshape(-1)

    if mode == "nearest":
        # src = floor(dst * in / out) in float32, as interpolate(mode="nearest") computes it
        scale = n_word.float() / n_tok.float()
        idx = torch.minimum((pos.float() * scale).floor().long(), n_word - 1)
        return Upsampling((slot(idx),), (None,), (None,))
    # bilinear, align_corners=False: src = (dst + 0.5) * in / out - 0.5, clamped at 0
    calc = torch.float64 if dtype == torch.float64 else torch.float32
    src = ((pos.to(calc) + 0.5) * (n_word.to(calc) / n_tok.to(calc)) - 0.5).clamp(min=0)
    i0 = src.floor().long()
    i1 = torch.minimum(i0 + 1, n_word - 1)
    lam1 = (src - i0.to(calc)).masked_fill(tok_pad, 0.0)
    lam0 = (1.0 - lam1).masked_fill(tok_pad, 0.0)
    w0 = lam0.t().unsqueeze(-1).to(dtype)  # T x B x 1
    w1 = lam1.t().unsqueeze(-1).to(dtype)
    return Upsampling((slot(i0), slot(i1)), (w0, w1), (w0, w1))


def pool_values(v, up: Upsampling, num_words):
    """``U_R^T V``: T x B x C -> B x W x C (padding words get zeros)."""
    seq_len, bsz, dim = v.shape
    out = v.new_zeros(bsz * (num_words + 1), dim)
    for slots, weight in zip(up.slots, up.right):
        src = v if weight is None else v * weight.to(v.dtype)
        out.index_add_(0, slots, src.reshape(seq_len * bsz, dim))
    return out.view(bsz, num_words + 1, dim)[:, :num_words]


def unpool(words, up: Upsampling):
    """``U_L X``: B x W x C -> T x B x C (padding tokens get zeros)."""
    bsz, num_words, dim = words.shape
    flat = torch.cat([words, words.new_zeros(bsz, 1, dim)], dim=1).view(bsz * (num_words + 1), dim)
    seq_len = up.slots[0].numel() // bsz
    out = None
    for slots, weight in zip(up.slots, up.left):
        term = flat.index_select(0, slots).view(seq_len, bsz, dim)  # T x B x C
        if weight is not None:
            term = term * weight.to(words.dtype)
        out = term if out is None else out + term
    return out


def dense_matrices(up: Upsampling, bsz, num_words, dtype):
    """``U_L`` and ``U_R`` as dense B x T x W matrices (for explicit attention maps)."""
    seq_len = up.slots[0].numel() // bsz
    base = torch.arange(bsz, device=up.slots[0].device) * (num_words + 1)
    mats = []
    for weights in (up.left, up.right):
        dense = None
        for slots, weight in zip(up.slots, weights):
            local = slots.view(seq_len, bsz) - base  # T x B, W = dummy (padding)
            term = F.one_hot(local, num_words + 1).to(dtype)  # T x B x (W+1)
            if weight is not None:
                term = term * weight.to(dtype)
            dense = term if dense is None else dense + term
        mats.append(dense[:, :, :num_words].transpose(0, 1))  # B x T x W
    return mats[0], mats[1]
