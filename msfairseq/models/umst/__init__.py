"""UMST: the sub-word, word and phrase scales, the whole family in one package.

Paper: Li, Zheng, Jing, Jiao, Xiao and Zhu, *Learning Multiscale Transformer Models for
Sequence Generation*, ICML 2022 (arXiv:2206.09337). The encoder adds a word-boundary GCN, a
dependency-parse GCN, a rectified self-attention over sub-words and words, and a class
embedding; the decoder is fairseq's. Needs ``--task umst_translation`` (msfairseq/tasks),
whose side files give each sentence's word boundaries and parse. Design, flags and the
paper <-> code table: docs/umst.md.

Archs: ``umst_base``, ``umst_big``, ``umst_base_rpr``, ``umst_big_rpr``, ``umst_tiny``,
``umst_tiny_rpr``.

=================  ====================================================================
file               what it holds
=================  ====================================================================
``config.py``      ``UMSTConfig``: the options, each with its default; the training record
``model.py``       ``UMSTModel``: registration, flags, named archs (§A.1-A.2)
``graph.py``       §2.1's ``A_w``, ``A_p`` and ``G`` in index form (``build_umst_graph``);
                   §3.3's average pooling to words (``word_mean``)
``gcn.py``         ``WordGCN`` (§3.2, Eq. 2) and ``PhraseGCN`` (§3.3, Eq. 3)
``encoder.py``     ``UMSTEncoder``: §3.1's class embedding, the word graph once per batch
``decoder.py``     ``UMSTDecoder``: fairseq's decoder
``layer.py``       ``UMSTEncoderLayer`` (pre-norm sub-layers, Fig. 2); ``UMSTDecoderLayer``
``attention.py``   ``UMSTRectifiedSelfAttention``: §3.4, Eq. 1 on the sub-words, the word
                   branch with its own Q/K, their average; the decoder's
                   ``StepSelfAttention`` (a lean beam-search step)
``upsample.py``    Eq. 4, ``ATTN_2' = G ATTN_2 G^T``, and Table 6's interpolations
=================  ====================================================================
"""

from . import model  # noqa: F401  (registers the model and its archs)
