"""Read and validate a document index: one document id per sentence line.

Document-level translation (Ye et al., *BP-Transformer: Modelling Long-Range
Context via Binary Partitioning*, arXiv:1911.04070, whose MT experiments give
each sentence the preceding text of its TED talk) needs to know where each
document starts. The authors' released code (yzh119/BPT, ``graph/mt.py``,
``IWSLT2015``) reads a ``.doc`` file of document start lines; msfairseq reads
**one document id per sentence**, aligned line by line with the text that
``fairseq-preprocess`` binarized::

    data-bin/{split}.{src}-{tgt}.doc      e.g.  Gen.1
                                                Gen.1
                                                Gen.2
                                                ...

An id is any non-empty string (surrounding whitespace is ignored). The lines
of one document must be consecutive: an id that comes back after another
document is an error, so two documents that happen to share a name cannot be
silently joined and a shuffled index cannot pass. Every error names the file,
the line and the fix. Start lines convert with one awk line (docs/document.md).
"""

import os

import numpy as np


class DocumentIndexError(ValueError):
    """A document index does not match its data or is malformed."""


def index_path(data_dir, split, src, tgt):
    """``{data_dir}/{split}.{src}-{tgt}.doc``, or the ``{tgt}-{src}`` name when only it exists."""
    path = os.path.join(data_dir, f"{split}.{src}-{tgt}.doc")
    other = os.path.join(data_dir, f"{split}.{tgt}-{src}.doc")
    return other if not os.path.exists(path) and os.path.exists(other) else path


def read_document_index(path, num_sentences, data_name="the binarized data"):
    """Document start offsets of the index at ``path``.

    Returns an int64 array ``starts`` of length ``num_docs + 1``: document ``d``
    holds sentences ``starts[d] .. starts[d + 1] - 1`` (0-based), ``starts[-1] ==
    num_sentences``. Raises :class:`DocumentIndexError` naming the file and line.
    """
    if not os.path.exists(path):
        raise DocumentIndexError(
            f"{path}: no document index: write one document id per line of the text that "
            f"fairseq-preprocess binarized into {data_name} (docs/document.md), or use "
            f"--doc-context-tokens 0")
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[:err.start].count(b"\n") + 1
        raise DocumentIndexError(f"{path}:{line}: not valid UTF-8 ({err.reason}); "
                                 f"convert the index to UTF-8") from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the newline that ends the last line
    return document_starts([line.strip() for line in lines], num_sentences, path, data_name)


def document_starts(ids, num_sentences, path="<document ids>", data_name="the data"):
    """Validate a list of per-sentence document ids; return the start offsets."""
    if len(ids) != num_sentences:
        raise DocumentIndexError(
            f"{path}: {len(ids)} lines but {data_name} has {num_sentences} sentences; the "
            f"index needs exactly one document id per sentence line, in the same order")
    starts = [0]
    first_line = {}
    previous = None
    for lineno, doc in enumerate(ids, start=1):
        if not doc:
            raise DocumentIndexError(f"{path}:{lineno}: empty document id; every sentence line "
                                     f"needs the id of its document")
        if doc == previous:
            continue
        if doc in first_line:
            raise DocumentIndexError(
                f"{path}:{lineno}: document {doc!r} comes back after other documents (it "
                f"started on line {first_line[doc]}); the lines of a document must be "
                f"consecutive: give the two parts different ids, or reorder the data")
        first_line[doc] = lineno
        if lineno > 1:
            starts.append(lineno - 1)
        previous = doc
    if num_sentences:
        starts.append(num_sentences)
    return np.asarray(starts if num_sentences else [0], dtype=np.int64)


def document_of(starts):
    """The document number of every sentence (int64 array of ``starts[-1]`` entries)."""
    lengths = np.diff(starts)
    return np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
