"""Collate UMST side inputs into compact batch tensors.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) need, per source sentence, the word of each sub-word token (word
scale) and the dependency head of each word (phrase scale). The batch contract
that ``umst_translation`` guarantees to UMST models is:

``sample["net_input"]`` holds fairseq's usual ``src_tokens`` (B x T, left-padded
by default), ``src_lengths`` (B) and ``prev_output_tokens``, plus

- ``src_word_ids``: B x T long, the same layout as ``src_tokens`` (same
  padding side): the 0-based word index of each token, ``-1`` at padding.
  fairseq's EOS token is a word of its own, the last one (``n_words - 1``).
- ``src_heads``: B x W long, right-padded with 0 (W = max words in the batch):
  the 1-based head of each word, 0 = root; the EOS word gets 0 (it is outside
  the parse tree).
- ``src_word_lengths``: B long, the number of words including the EOS word.

Rows follow the order of ``sample["id"]`` (fairseq sorts a batch by source
length). Nothing dense per sentence is built here: the model makes adjacency
with gather/scatter on the device.
"""

import torch


def side_item(word_ids, heads):
    """Append the EOS word: returns ``(word_ids + [n], heads + [0])`` as long tensors.

    ``word_ids`` (tokens without EOS) and ``heads`` (words without EOS) as stored
    in the side files.
    """
    word_ids = torch.as_tensor(word_ids, dtype=torch.long)
    heads = torch.as_tensor(heads, dtype=torch.long)
    n_words = heads.numel()
    return (
        torch.cat([word_ids, word_ids.new_tensor([n_words])]),
        torch.cat([heads, heads.new_zeros(1)]),
    )


def collate_side_inputs(word_ids, heads, src_tokens, left_pad):
    """Batch per-sentence side tensors.

    Args:
        word_ids: list of B long tensors (tokens incl. EOS), in batch row order.
        heads: list of B long tensors (words incl. the EOS word).
        src_tokens: the collated B x T source, for its width and padding layout.
        left_pad: whether ``src_tokens`` is left-padded.

    Returns a dict with ``src_word_ids`` (B x T), ``src_heads`` (B x W) and
    ``src_word_lengths`` (B).
    """
    bsz, width = src_tokens.shape
    word_lengths = torch.tensor([h.numel() for h in heads], dtype=torch.long)
    max_words = int(word_lengths.max()) if bsz else 0
    out_ids = torch.full((bsz, width), -1, dtype=torch.long)
    out_heads = torch.zeros((bsz, max_words), dtype=torch.long)
    for b in range(bsz):
        n = word_ids[b].numel()
        if left_pad:
            out_ids[b, width - n:] = word_ids[b]
        else:
            out_ids[b, :n] = word_ids[b]
        out_heads[b, : heads[b].numel()] = heads[b]
    return {
        "src_word_ids": out_ids,
        "src_heads": out_heads,
        "src_word_lengths": word_lengths,
    }
