"""Which sentences make each document-level example.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning* (arXiv:1911.04070) translate IWSLT 2015 TED talks with the
preceding text of the talk as context. A plan says, for every example, which
consecutive sentences of one document it joins: sentences ``first ..
current - 1`` are context, ``current .. end - 1`` are translated. Sizes count
tokens with each sentence's EOS (which becomes the separator between
sentences), so they are the lengths of the joined examples.

Two forms (docs/document.md):

- :func:`source_context_plan`: one example per sentence; its context is the
  longest run of whole previous sentences of the same document that fits in
  ``context_tokens`` source tokens (cut from the left, oldest first), and in
  ``--max-source-positions`` with the current sentence. Context 0 is sentence
  level.
- :func:`segment_pairs_plan`, the form of the authors' released code (yzh119/BPT,
  ``graph/mt.py`` ``DocumentMTDataset``): each document is cut into segments
  of whole sentences of at most ``context_tokens / 2`` source tokens (a longer
  sentence is a segment of its own); each segment is translated once, with the
  previous segment of its document as context on both sides. The authors close
  a segment once it *reaches* ``context_len // 2`` tokens; here a segment never
  passes it, so an example passes ``context_tokens`` only
when one of its sentences alone is longer than ``context_tokens / 2``.

Nothing is dropped: a document longer than one example is cut into segments
(``segment_pairs``) or seen through a window of previous sentences
(``source_context``), and the plan counts every example whose context was cut
to fit the position limits, for the task to log. Reference (target) sizes
shape a ``segment_pairs`` plan only where they are training data: at test
time the context must not depend on the references, so the task plans every
other split from source sizes alone (``max_target_positions=None``).
"""

from dataclasses import dataclass, field

import numpy as np

from .document_index import document_of


@dataclass
class DocumentPlan:
    """Examples as sentence ranges (all arrays have one entry per example)."""

    first: np.ndarray  # first sentence (context starts here)
    current: np.ndarray  # first translated sentence
    end: np.ndarray  # one past the last translated sentence
    doc: np.ndarray  # document number
    position: np.ndarray  # example number within its document (0 = first)
    src_sizes: np.ndarray  # tokens of the joined source
    tgt_sizes: np.ndarray  # tokens of the joined target (the current target only for source_context)
    context_sizes: np.ndarray  # source tokens of the context sentences
    counts: dict = field(default_factory=dict)  # what was cut, for the log

    def __len__(self):
        return len(self.first)

    def sentences(self, example):
        """``(first, current, end)`` of one example as ints."""
        return int(self.first[example]), int(self.current[example]), int(self.end[example])


def _prefix_sums(sizes):
    return np.concatenate([[0], np.cumsum(np.asarray(sizes, dtype=np.int64))])


def source_context_plan(src_sizes, tgt_sizes, starts, context_tokens, max_source_positions):
    """One example per sentence: whole previous sentences of its document as context.

    ``starts``: document start offsets (:func:`~msfairseq.data.document_index.read_document_index`).
    Context sentences fit in ``context_tokens`` source tokens (separators included)
    and, with the current sentence, in ``max_source_positions``.
    """
    src_sizes = np.asarray(src_sizes, dtype=np.int64)
    n = len(src_sizes)
    doc = document_of(starts)
    sentence = np.arange(n, dtype=np.int64)
    cum = _prefix_sums(src_sizes)
    doc_start = np.asarray(starts, dtype=np.int64)[doc] if n else sentence

    def context_start(budget):
        # the first j with sum(src_sizes[j:i]) <= budget, i.e. cum[j] >= cum[i] - budget
        j = np.searchsorted(cum, cum[:-1] - budget, side="left")
        return np.minimum(np.maximum(j, doc_start), sentence)

    wanted = context_start(np.full(n, context_tokens, dtype=np.int64))
    room = np.clip(max_source_positions - src_sizes, 0, None)
    first = context_start(np.minimum(context_tokens, room))
    tgt_sizes = np.asarray(tgt_sizes, dtype=np.int64) if tgt_sizes is not None else None
    return DocumentPlan(
        first=first, current=sentence, end=sentence + 1, doc=doc,
        position=sentence - doc_start,
        src_sizes=cum[1:] - cum[first],
        tgt_sizes=tgt_sizes,
        context_sizes=cum[:-1] - cum[first],
        counts={"context_cut_to_fit": int((first > wanted).sum())},
    )


def segments(src_sizes, starts, max_tokens):
    """Cut every document into segments of whole sentences of at most ``max_tokens``.

    Returns ``(seg_start, seg_doc)``: the first sentence and the document of each
    segment (and a final ``len(src_sizes)`` entry in ``seg_start``). A sentence
    longer than ``max_tokens`` is a segment of its own; ``max_tokens`` 0 makes
    every sentence a segment.
    """
    seg_start, seg_doc = [], []
    for d in range(len(starts) - 1):
        used = None  # tokens in the open segment; None: no open segment
        for i in range(int(starts[d]), int(starts[d + 1])):
            size = int(src_sizes[i])
            if used is None or used + size > max_tokens:
                seg_start.append(i)
                seg_doc.append(d)
                used = 0
            used += size
    seg_start.append(len(src_sizes))
    return np.asarray(seg_start, dtype=np.int64), np.asarray(seg_doc, dtype=np.int64)


def segment_pairs_plan(src_sizes, tgt_sizes, starts, context_tokens, max_source_positions,
                       max_target_positions=None):
    """The authors' form: segments of ``context_tokens // 2`` source tokens, each with
    the previous segment of its document as context on both sides.

    An example whose joined source would pass ``max_source_positions``, or whose joined
    target would pass ``max_target_positions``, loses its context (counted in
    ``counts["context_cut_to_fit"]``). ``max_target_positions`` None: the targets do not
    shape the plan (splits other than training: a reference must not decide what a
    model sees); ``tgt_sizes`` then only give the joined sizes (None: zeros).
    """
    src_sizes = np.asarray(src_sizes, dtype=np.int64)
    tgt_sizes = (np.zeros(len(src_sizes), dtype=np.int64) if tgt_sizes is None
                 else np.asarray(tgt_sizes, dtype=np.int64))
    seg_start, seg_doc = segments(src_sizes, starts, context_tokens // 2)
    current, end = seg_start[:-1], seg_start[1:]
    has_previous = np.zeros(len(current), dtype=bool)
    if context_tokens > 0 and len(current):
        has_previous[1:] = seg_doc[1:] == seg_doc[:-1]
    previous = np.concatenate([current[:1], current[:-1]])
    first = np.where(has_previous, previous, current)
    src_cum, tgt_cum = _prefix_sums(src_sizes), _prefix_sums(tgt_sizes)
    too_long = src_cum[end] - src_cum[first] > max_source_positions
    if max_target_positions is not None:
        too_long |= tgt_cum[end] - tgt_cum[first] > max_target_positions
    too_long &= has_previous
    first = np.where(too_long, current, first)
    # position of each segment in its document
    doc_first_seg = np.searchsorted(seg_doc, seg_doc, side="left")
    seg_counts = np.bincount(seg_doc, minlength=len(starts) - 1) if len(seg_doc) else np.zeros(0)
    return DocumentPlan(
        first=first, current=current, end=end, doc=seg_doc,
        position=np.arange(len(current), dtype=np.int64) - doc_first_seg,
        src_sizes=src_cum[end] - src_cum[first],
        tgt_sizes=tgt_cum[end] - tgt_cum[first],
        context_sizes=src_cum[current] - src_cum[first],
        counts={"context_cut_to_fit": int(too_long.sum()),
                "documents_cut": int((seg_counts > 1).sum()),
                "segments_of_cut_documents": int(seg_counts[seg_counts > 1].sum())},
    )
