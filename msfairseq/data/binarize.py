"""Binarize UMST side files into fairseq indexed datasets.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). The text side files (:mod:`msfairseq.data.side_files`) become
fairseq ``mmap`` indexed datasets next to ``fairseq-preprocess`` output::

    data-bin/{split}.{src}-{tgt}.wb.{src}.bin/.idx    word index per token (no EOS)
    data-bin/{split}.{src}-{tgt}.dep.{src}.bin/.idx   head per word (no EOS word)

and are validated line by line while they are written.
"""

import logging
import os

import numpy as np
import torch

from fairseq.data import indexed_dataset

from .side_files import SideFileError, read_side_files

logger = logging.getLogger(__name__)

SIDE_KINDS = ("wb", "dep")


def side_prefix(data_dir, split, src, tgt, kind, lang=None):
    """``{data_dir}/{split}.{src}-{tgt}.{kind}.{lang}`` (no ``.bin``/``.idx``; lang = src)."""
    return os.path.join(data_dir, f"{split}.{src}-{tgt}.{kind}.{lang or src}")


def binarize_side_files(wb_path, dep_path, out_wb, out_dep, source_path=None, src_sizes=None):
    """Validate and write two indexed datasets; returns the number of sentences.

    ``source_path``: the segmented source text (token counts are checked).
    ``src_sizes``: sizes of the binarized source (tokens incl. EOS), checked too.
    """
    builders = {
        "wb": indexed_dataset.make_builder(out_wb + ".bin", impl="mmap"),
        "dep": indexed_dataset.make_builder(out_dep + ".bin", impl="mmap"),
    }
    n = 0
    for n, (word_ids, heads, _) in enumerate(read_side_files(wb_path, dep_path, source_path), start=1):
        if src_sizes is not None:
            if n > len(src_sizes):
                raise SideFileError(f"line-count mismatch: {wb_path} has more than the "
                                    f"{len(src_sizes)} sentences of the binarized source")
            if src_sizes[n - 1] != len(word_ids) + 1:
                raise SideFileError(
                    f"token count mismatch: {wb_path}:{n} has {len(word_ids)} word indices but "
                    f"the binarized source sentence {n} has {src_sizes[n - 1] - 1} tokens (+EOS)"
                )
        builders["wb"].add_item(torch.tensor(word_ids, dtype=torch.int32))
        builders["dep"].add_item(torch.tensor(heads, dtype=torch.int32))
    if src_sizes is not None and n != len(src_sizes):
        raise SideFileError(f"line-count mismatch: {wb_path} has {n} lines but the binarized "
                            f"source has {len(src_sizes)} sentences")
    builders["wb"].finalize(out_wb + ".idx")
    builders["dep"].finalize(out_dep + ".idx")
    logger.info("binarized %d sentences into %s, %s", n, out_wb, out_dep)
    return n


def load_side_dataset(prefix):
    """Load one binarized side dataset or raise naming the missing files."""
    if not indexed_dataset.dataset_exists(prefix, impl="mmap"):
        raise FileNotFoundError(
            f"UMST side dataset {prefix}.bin/.idx not found; write it with "
            f"scripts/umst_features.sh (or msfairseq-umst-features and msfairseq-umst-binarize)"
        )
    return indexed_dataset.MMapIndexedDataset(prefix)


def _flat(ds):
    """All items of an indexed dataset as one int64 array + start offsets."""
    sizes = np.asarray(ds.sizes, dtype=np.int64)
    offsets = np.zeros(len(sizes) + 1, dtype=np.int64)
    np.cumsum(sizes, out=offsets[1:])
    index = getattr(ds, "_index", None)
    buf = getattr(ds, "_bin_buffer", None)
    if index is not None and buf is not None and len(sizes) and \
            int(index._pointers[-1]) // np.dtype(index.dtype).itemsize == offsets[-2]:
        flat = np.frombuffer(buf, dtype=index.dtype, count=int(offsets[-1])).astype(np.int64)
    else:  # any other dataset type: item by item
        flat = np.concatenate([np.asarray(ds[i], dtype=np.int64) for i in range(len(ds))] or
                              [np.zeros(0, dtype=np.int64)])
    return flat, offsets


def validate_side_datasets(src_sizes, wb_ds, dep_ds, src_name, wb_name, dep_name):
    """Vectorized load-time checks; raise :class:`SideFileError` at the first bad line.

    ``src_sizes`` are the binarized source sizes (tokens incl. EOS). Line numbers
    are 1-based sentence indices (= lines of the text files that were binarized).
    """
    src_sizes = np.asarray(src_sizes, dtype=np.int64)
    for name, ds in ((wb_name, wb_ds), (dep_name, dep_ds)):
        if len(ds) != len(src_sizes):
            raise SideFileError(f"line-count mismatch: {name} has {len(ds)} sentences but "
                                f"{src_name} has {len(src_sizes)}")
    wb_sizes = np.asarray(wb_ds.sizes, dtype=np.int64)
    dep_sizes = np.asarray(dep_ds.sizes, dtype=np.int64)

    def fail_first(mask, make_message):
        bad = np.flatnonzero(mask)
        if bad.size:
            raise SideFileError(make_message(int(bad[0])))

    fail_first(wb_sizes == 0, lambda i: f"{wb_name} line {i + 1}: empty line")
    fail_first(wb_sizes + 1 != src_sizes, lambda i: (
        f"token count mismatch: {wb_name} line {i + 1} has {wb_sizes[i]} word indices but "
        f"{src_name} line {i + 1} has {src_sizes[i] - 1} tokens (+EOS)"))

    wb, wb_off = _flat(wb_ds)
    starts = wb_off[:-1]
    step = np.diff(wb, prepend=-1)
    step[starts] = wb[starts] + 1  # the first index of each sentence must be 0
    bad_tok = np.flatnonzero((step != 0) & (step != 1))
    if bad_tok.size:
        t = int(bad_tok[0])
        i = int(np.searchsorted(wb_off, t, side="right") - 1)
        raise SideFileError(
            f"{wb_name} line {i + 1}: token {t - wb_off[i] + 1} has word index {wb[t]}; word "
            f"indices must start at 0 and grow by 0 or 1 per token")
    n_words = wb[wb_off[1:] - 1] + 1
    fail_first(n_words != dep_sizes, lambda i: (
        f"word count mismatch: {dep_name} line {i + 1} has {dep_sizes[i]} heads but "
        f"{wb_name} line {i + 1} has {n_words[i]} words"))

    heads, dep_off = _flat(dep_ds)
    limit = np.repeat(n_words, dep_sizes)
    position = np.arange(len(heads)) - np.repeat(dep_off[:-1], dep_sizes) + 1
    bad_head = np.flatnonzero((heads > limit) | (heads == position))
    if bad_head.size:
        t = int(bad_head[0])
        i = int(np.searchsorted(dep_off, t, side="right") - 1)
        if heads[t] == position[t]:
            raise SideFileError(f"{dep_name} line {i + 1}: word {position[t]} is its own head")
        raise SideFileError(
            f"head out of range: {dep_name} line {i + 1}: word {position[t]} has head "
            f"{heads[t]}, outside 0..{n_words[i]}")
    return n_words
