"""Sub-word / word / phrase graph of a UMST batch.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022 (UMST). The ``umst_translation`` collater gives compact tensors:

- ``src_word_ids``  B x T: 0-based word of each sub-word token, -1 at padding
  (same left-padded layout as ``src_tokens``; EOS is its own last word);
- ``src_heads``     B x W: 1-based head of each word (0 = root), right-padded
  with 0; the EOS word has head 0 and is nobody's head;
- ``src_word_lengths`` B: words per sentence, EOS word included.

:func:`build_umst_graph` turns them, once per encoder forward, into index
tensors that every layer reuses. Nothing here loops over sentences: pooling,
un-pooling and the dependency-graph aggregation are ``index_add_`` /
``index_select`` on flat tables of ``B * (W + 1)`` rows, where row ``W`` of each
sentence is a dummy slot that collects (and hands back zeros for) padding.

Tokens are time-first (``T x B x C``, fairseq's layout); word tables are
batch-first (``B x W x C``).
"""

from typing import NamedTuple, Optional

import torch
import torch.nn.functional as F
from torch import Tensor

from .upsample import Upsampling, build_upsampling


class UMSTGraph(NamedTuple):
    """Index tensors describing one batch's word groups and parse graph."""

    tok_slot: Tensor  # (T*B,) long: row of each token (time-first order) in the B*(W+1) word table
    tok_class: Tensor  # T x B long: 0 = single-piece word (or padding), 1 = piece of a multi-piece word
    word_count: Tensor  # B x W x 1: tokens per word, clamped to >= 1 (padding words: 1)
    word_pad: Tensor  # B x W bool: True at padding words
    head_slot: Tensor  # (B*W,) long: row of each word's head in the table; root / padding -> dummy row
    dep_deg: Tensor  # B x W x 1: degree in the undirected parse graph with self loops
    # derived once per batch so that the layers do not recompute them (in ``dtype``):
    tok_onehot: Tensor  # (T*B) x 2: one-hot of tok_class (class embedding as one matmul)
    tok_word: Tensor  # (T*B,) long: row of each token in the B*W word table (padding -> 0)
    tok_keep: Optional[Tensor]  # T x B x 1: 0 at padding tokens, 1 elsewhere; None without padding
    inv_word_count: Tensor  # B x W x 1: 1 / word_count
    dep_norm: Tensor  # B x W x 1: dep_deg ** -1/2
    dep_inv: Tensor  # B x W x 1: 1 / dep_deg
    word_attn_mask: Tensor  # B x 1 x 1 x W additive mask: 0 at real words, -inf at padding
    upsampling: Upsampling  # word attention -> sub-words (Eq. 4 or a Table 6 variant)


def build_umst_graph(src_word_ids, src_heads, src_word_lengths, dtype=torch.float32,
                     word_attention_weights="binary"):
    """Build a :class:`UMSTGraph` from the collater's tensors (see module doc).

    Args:
        src_word_ids: B x T long, -1 at padding.
        src_heads: B x W long, 1-based heads, 0 = root / padding.
        src_word_lengths: B long.
        dtype: float dtype of the degree / count / mask tensors: the model's dtype
            (the layers use them as they are, so they carry its precision).
        word_attention_weights: how the word attention maps back to sub-words
            (:data:`~msfairseq.models.umst.upsample.WORD_ATTENTION_WEIGHTS`).
    """
    bsz, seq_len = src_word_ids.shape
    num_words = src_heads.size(1)
    device = src_word_ids.device
    base = torch.arange(bsz, device=device).unsqueeze(1) * (num_words + 1)  # B x 1

    tok_pad = src_word_ids.lt(0)
    slot = src_word_ids.masked_fill(tok_pad, num_words) + base  # B x T
    tok_slot = slot.t().reshape(-1)  # (T*B,), row t*B + b, matching x.view(T*B, C)

    counts = torch.zeros(bsz * (num_words + 1), device=device, dtype=dtype)
    counts.index_add_(0, slot.reshape(-1), torch.ones(slot.numel(), device=device, dtype=dtype))
    tok_class = counts.index_select(0, tok_slot).gt(1).view(seq_len, bsz)  # T x B
    tok_class = tok_class.masked_fill(tok_pad.t(), False).long()
    counts = counts.view(bsz, num_words + 1)[:, :num_words]  # B x W
    word_count = counts.clamp(min=1).unsqueeze(-1)  # B x W x 1

    word_pad = torch.arange(num_words, device=device).unsqueeze(0) >= src_word_lengths.to(device).unsqueeze(1)

    has_head = src_heads.gt(0) & ~word_pad  # B x W
    head_slot = torch.where(has_head, src_heads - 1, torch.full_like(src_heads, num_words)) + base
    head_slot = head_slot.reshape(-1)  # (B*W,)
    children = torch.zeros(bsz * (num_words + 1), device=device, dtype=dtype)
    children.index_add_(0, head_slot, has_head.reshape(-1).to(dtype))
    children = children.view(bsz, num_words + 1)[:, :num_words]
    dep_deg = (1 + has_head.to(dtype) + children).unsqueeze(-1)  # B x W x 1
    tok_onehot = F.one_hot(tok_class.reshape(-1), 2).to(dtype)  # (T*B) x 2
    tok_word = src_word_ids.clamp(min=0) + torch.arange(bsz, device=device).unsqueeze(1) * num_words
    tok_word = tok_word.t().reshape(-1)  # (T*B,)
    tok_keep = None
    if bool(tok_pad.any()):  # one host sync per batch, like the encoder's own has_pads
        tok_keep = (~tok_pad).t().unsqueeze(-1).to(dtype)  # T x B x 1
    word_attn_mask = torch.zeros(word_pad.shape, device=device, dtype=dtype).masked_fill(
        word_pad, float("-inf"))[:, None, None, :]  # B x 1 x 1 x W
    inv_word_count = 1.0 / word_count
    inv_count_tok = F.pad(inv_word_count.squeeze(-1), (0, 1)).reshape(-1).index_select(
        0, tok_slot).view(seq_len, bsz, 1)  # T x B x 1, 0 at padding
    upsampling = build_upsampling(word_attention_weights, tok_slot, tok_pad, inv_count_tok,
                                  src_word_lengths, num_words, dtype)
    return UMSTGraph(tok_slot, tok_class, word_count, word_pad, head_slot, dep_deg,
                     tok_onehot, tok_word, tok_keep, inv_word_count, dep_deg.rsqrt(),
                     1.0 / dep_deg, word_attn_mask, upsampling)


def num_words_of(graph: UMSTGraph) -> int:
    return graph.word_pad.size(1)


def word_sum(x, graph: UMSTGraph):
    """Sum token features per word: T x B x C -> B x W x C."""
    seq_len, bsz, dim = x.shape
    num_words = num_words_of(graph)
    out = x.new_zeros(bsz * (num_words + 1), dim)
    out.index_add_(0, graph.tok_slot, x.reshape(seq_len * bsz, dim))
    return out.view(bsz, num_words + 1, dim)[:, :num_words]  # drop the padding slot


def word_mean(x, graph: UMSTGraph):
    """Average-pool sub-word features to words (down-sampling): T x B x C -> B x W x C.

    Padding words get zeros.
    """
    return word_sum(x, graph) * graph.inv_word_count.to(x.dtype)


def to_tokens(words, graph: UMSTGraph):
    """Copy each word's vector to its tokens (up-sampling): B x W x C -> T x B x C.

    Padding tokens get zeros.
    """
    bsz, num_words, dim = words.shape
    seq_len = graph.tok_word.numel() // bsz
    out = words.reshape(bsz * num_words, dim).index_select(0, graph.tok_word).view(seq_len, bsz, dim)
    return out if graph.tok_keep is None else out * graph.tok_keep.to(words.dtype)  # T x B x C


def dep_aggregate(words, graph: UMSTGraph, symmetric: bool = True):
    """Multiply by the normalized parse adjacency: B x W x C -> B x W x C.

    The graph is the undirected dependency tree with self loops, A~ = A + I.
    ``symmetric``: D^-1/2 A~ D^-1/2 (GCN); otherwise D^-1 A~ (neighbourhood mean).
    """
    bsz, num_words, dim = words.shape
    norm = graph.dep_norm.to(words.dtype)  # D^-1/2
    s = words * norm if symmetric else words
    flat = F.pad(s, (0, 0, 0, 1)).view(bsz * (num_words + 1), dim)  # zero dummy row
    agg = s + flat.index_select(0, graph.head_slot).view(bsz, num_words, dim)  # self + head
    children = torch.zeros_like(flat).index_add_(0, graph.head_slot, s.reshape(bsz * num_words, dim))
    agg = agg + children.view(bsz, num_words + 1, dim)[:, :num_words]  # + dependents
    return agg * norm if symmetric else agg * graph.dep_inv.to(words.dtype)
