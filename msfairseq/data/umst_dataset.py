"""A language-pair dataset that carries UMST side inputs.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). :class:`UMSTDataset` wraps fairseq's ``LanguagePairDataset`` and
adds, per sentence, the word index of every source token and the head of every
word (with fairseq's EOS as an extra word); its collater adds the tensors of
:mod:`msfairseq.data.umst_collater` to ``net_input``.
"""

from fairseq.data import BaseWrapperDataset

from .umst_collater import collate_side_inputs, side_item


class UMSTDataset(BaseWrapperDataset):
    """``pair`` (a ``LanguagePairDataset``) plus side inputs ``word_ids`` / ``heads``.

    ``word_ids[i]`` / ``heads[i]``: indexable per sentence (indexed datasets or
    lists of tensors) without the EOS token / word; validated by the caller.
    """

    def __init__(self, pair, word_ids, heads):
        super().__init__(pair)
        if not (len(pair) == len(word_ids) == len(heads)):
            raise ValueError(f"UMSTDataset: {len(pair)} sentences but {len(word_ids)} word-index "
                             f"and {len(heads)} head entries")
        self.word_ids = word_ids
        self.heads = heads

    def __getattr__(self, name):
        # LanguagePairDataset attributes (src, tgt, src_sizes, left_pad_source, ...)
        if name in ("dataset", "word_ids", "heads") or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.dataset, name)

    def __getitem__(self, index):
        item = self.dataset[index]
        word_ids, heads = side_item(self.word_ids[index], self.heads[index])
        if word_ids.numel() != item["source"].numel():
            raise ValueError(
                f"sentence {index + 1}: {word_ids.numel()} word indices (incl. EOS) for "
                f"{item['source'].numel()} source tokens"
            )
        item["src_word_ids"] = word_ids
        item["src_heads"] = heads
        return item

    def collater(self, samples, pad_to_length=None):
        batch = self.dataset.collater(samples, pad_to_length=pad_to_length)
        if not batch:
            return batch
        by_id = {int(s["id"]): s for s in samples}
        rows = [by_id[int(i)] for i in batch["id"]]
        batch["net_input"].update(collate_side_inputs(
            [s["src_word_ids"] for s in rows],
            [s["src_heads"] for s in rows],
            batch["net_input"]["src_tokens"],
            left_pad=self.dataset.left_pad_source,
        ))
        return batch
