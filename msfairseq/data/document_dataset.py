"""Document-level examples joined from a sentence-level pair dataset.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning* (arXiv:1911.04070) translate with the preceding text of the
document as context. :class:`DocumentDataset` turns the sentence items of a
fairseq ``LanguagePairDataset`` (or of a wrapper that adds per-sentence side
inputs, such as :class:`~msfairseq.data.umst_dataset.UMSTDataset`) into the
examples of a :class:`~msfairseq.data.document_plan.DocumentPlan`:

- the source of an example is its sentences' sources, in order, each context
  sentence's EOS replaced by the separator (the last keeps its EOS);
- the target is the current sentence's target (``source_context``), or all its
  sentences' targets joined the same way (``segment_pairs``);
- UMST side inputs are joined with their word and head indices shifted by the
  words before them, so every separator is a word of its own outside the parse
  tree, as EOS is for one sentence (:func:`join_side_inputs`);
- ``segment_pairs`` items also carry the sentence of every source and target
  token for the cross-attention mask (:mod:`msfairseq.data.document_alignment`).

Batches are collated by the sentence dataset's own collater, so they have
exactly the layout of ``translation`` (or ``umst_translation``) batches; sizes,
ordering and filtering use the joined lengths.
"""

import numpy as np
import torch

from fairseq.data import FairseqDataset, LanguagePairDataset, data_utils

from .document_alignment import collate_sentence_ids, sentence_ids_from_lengths

SIDE_KEYS = ("src_word_ids", "src_heads")
KNOWN_KEYS = {"id", "source", "target", *SIDE_KEYS}


def join_sentences(pieces, separator, eos):
    """Concatenate 1-D token tensors, each but the last with its final EOS -> ``separator``."""
    if len(pieces) == 1:
        return pieces[0]
    out = []
    for k, tokens in enumerate(pieces):
        if tokens.numel() == 0 or int(tokens[-1]) != eos:
            raise ValueError("DocumentDataset: a sentence does not end with EOS; document examples "
                             "join sentences at their EOS (do not use --remove-eos-from-source "
                             "style options with --task doc_translation)")
        if k < len(pieces) - 1 and separator != eos:
            tokens = torch.cat([tokens[:-1], tokens.new_tensor([separator])])
        out.append(tokens)
    return torch.cat(out)


def join_side_inputs(items):
    """UMST side inputs of joined sentences: word indices and heads shifted by the words
    before them (heads 0 = root stay 0). Each item's ``src_word_ids`` / ``src_heads``
    include its EOS word (:func:`~msfairseq.data.umst_collater.side_item`)."""
    word_ids, heads, offset = [], [], 0
    for item in items:
        w, h = item["src_word_ids"], item["src_heads"]
        word_ids.append(w + offset)
        heads.append(torch.where(h > 0, h + offset, h))
        offset += h.numel()
    return torch.cat(word_ids), torch.cat(heads)


class DocumentDataset(FairseqDataset):
    """The examples of ``plan`` over the sentence items of ``sentences``.

    Args:
        sentences: sentence-level pair dataset (its items and its ``collater``).
        plan: a :class:`~msfairseq.data.document_plan.DocumentPlan` over sentence
            indices ``-len(history) .. len(sentences) - 1``.
        src_separator / tgt_separator: indices that replace a context sentence's EOS.
        eos: the EOS index (shared by both dictionaries, as fairseq requires).
        paired: ``segment_pairs`` examples (joined targets, sentence ids).
        history: items of earlier sentences (``fairseq-interactive`` keeps the
            previous lines of the current document), at negative sentence indices.
    """

    def __init__(self, sentences, plan, src_separator, tgt_separator, eos, paired=False,
                 history=()):
        super().__init__()
        self.sentences = sentences
        self.plan = plan
        self.src_separator, self.tgt_separator, self.eos = src_separator, tgt_separator, eos
        self.paired = paired
        self.history = list(history)
        self.src_sizes = np.asarray(plan.src_sizes, dtype=np.int64)
        self.tgt_sizes = None if plan.tgt_sizes is None else np.asarray(plan.tgt_sizes, dtype=np.int64)
        self.shuffle = bool(getattr(sentences, "shuffle", False))
        self.left_pad_source = getattr(sentences, "left_pad_source", True)
        self.left_pad_target = getattr(sentences, "left_pad_target", False)
        # a plain LanguagePairDataset: read context sources without their targets
        self._plain = (type(sentences) is LanguagePairDataset and not sentences.append_bos
                       and not sentences.remove_eos_from_source and not sentences.append_eos_to_target
                       and sentences.align_dataset is None and sentences.constraints is None)

    def __len__(self):
        return len(self.plan)

    def _item(self, k, with_target):
        if k < 0:
            return self.history[len(self.history) + k]
        if self._plain:
            tgt = self.sentences.tgt
            return {"source": self.sentences.src[k],
                    "target": tgt[k] if with_target and tgt is not None else None}
        return self.sentences[k]

    def __getitem__(self, index):
        first, current, end = self.plan.sentences(index)
        items = [self._item(k, with_target=self.paired or k >= current) for k in range(first, end)]
        extra = set().union(*(item.keys() for item in items)) - KNOWN_KEYS
        if extra:
            raise ValueError(f"DocumentDataset: sentence items carry {sorted(extra)}, which it "
                             f"cannot join into document examples")
        out = {"id": index,
               "source": join_sentences([it["source"] for it in items], self.src_separator, self.eos)}
        if self.paired:
            targets = [it["target"] for it in items]
            out["target"] = (None if targets[0] is None
                             else join_sentences(targets, self.tgt_separator, self.eos))
            out["src_sent_ids"] = sentence_ids_from_lengths([it["source"].numel() for it in items])
            if out["target"] is not None:
                out["tgt_sent_ids"] = sentence_ids_from_lengths([t.numel() for t in targets])
        else:
            out["target"] = items[-1]["target"]
        if SIDE_KEYS[0] in items[-1]:
            out["src_word_ids"], out["src_heads"] = join_side_inputs(items)
        return out

    def collater(self, samples, pad_to_length=None):
        batch = self.sentences.collater(samples, pad_to_length=pad_to_length)
        if not batch or not self.paired:
            return batch
        by_id = {int(s["id"]): s for s in samples}
        rows = [by_id[int(i)] for i in batch["id"]]
        net = batch["net_input"]
        net["src_sent_ids"] = collate_sentence_ids(
            [r["src_sent_ids"] for r in rows], net["src_tokens"].size(1), self.left_pad_source)
        if batch.get("target") is not None:
            batch["tgt_sent_ids"] = collate_sentence_ids(
                [r["tgt_sent_ids"] for r in rows], batch["target"].size(1), self.left_pad_target)
        ids = batch["id"].numpy()
        plan = self.plan
        # doc, position, first, current, end of every row (the task's in-order decoding)
        batch["doc_segments"] = torch.from_numpy(np.stack(
            [plan.doc[ids], plan.position[ids], plan.first[ids], plan.current[ids], plan.end[ids]],
            axis=1).astype(np.int64))
        return batch

    # ------------------------------------------------------------ sizes and order

    def num_tokens(self, index):
        return max(self.src_sizes[index], self.tgt_sizes[index] if self.tgt_sizes is not None else 0)

    def num_tokens_vec(self, indices):
        sizes = self.src_sizes[indices]
        if self.tgt_sizes is not None:
            sizes = np.maximum(sizes, self.tgt_sizes[indices])
        return sizes

    def size(self, index):
        return (self.src_sizes[index], self.tgt_sizes[index] if self.tgt_sizes is not None else 0)

    @property
    def sizes(self):
        if self.tgt_sizes is None:
            return self.src_sizes
        return np.vstack((self.src_sizes, self.tgt_sizes)).T

    def ordered_indices(self):
        """By length as fairseq's pair dataset orders; ``segment_pairs`` examples also by
        their position in the document, so each segment comes after the one before it
        (generation feeds a segment the translation of the previous one)."""
        if self.shuffle:
            indices = np.random.permutation(len(self)).astype(np.int64)
        else:
            indices = np.arange(len(self), dtype=np.int64)
        if self.tgt_sizes is not None:
            indices = indices[np.argsort(self.tgt_sizes[indices], kind="mergesort")]
        indices = indices[np.argsort(self.src_sizes[indices], kind="mergesort")]
        if self.paired:
            indices = indices[np.argsort(self.plan.position[indices], kind="mergesort")]
        return indices

    def filter_indices_by_size(self, indices, max_sizes):
        return data_utils.filter_paired_dataset_indices_by_size(
            self.src_sizes, self.tgt_sizes, indices, max_sizes)

    @property
    def supports_prefetch(self):
        return False

    def set_epoch(self, epoch):
        super().set_epoch(epoch)
        if hasattr(self.sentences, "set_epoch"):
            self.sentences.set_epoch(epoch)
