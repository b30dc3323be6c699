"""doc_transformer: fairseq's ``transformer`` for ``--doc-form segment_pairs``, the baseline of
the BPT paper's document-level translation.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary Partitioning*
(arXiv:1911.04070) compare BPT with the Transformer on documents whose cross-attention joins
each target sentence only to its own source sentence (the authors' code, yzh119/BPT
``graph/mt.py``). fairseq's own ``transformer`` cannot restrict its cross-attention, so
``--doc-form segment_pairs`` refuses it; ``doc_transformer`` is the same model, plus the sentence
mask of :mod:`msfairseq.modules.sentence_alignment` and ``--autocast`` (as every msfairseq
model). Not a multi-scale family. docs/document.md.

Archs: ``doc_transformer`` (fairseq's ``transformer``: 6+6 layers, d 512) and
``doc_transformer_tiny`` (fairseq's ``transformer_tiny``).
"""

from . import model  # noqa: F401  (registers the model and its archs)
