"""BP-Transformer: binary-partition graph attention, the whole family in one package.

Paper: Ye, Guo, Gan, Qiu and Zhang, *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019 (arXiv:1911.04070). Tokens attend to O(k log(n / k)) span nodes of a
binary partition of the sentence, with tree relative positions. Design, flags and the
paper <-> code table: docs/bpt.md.

Archs: ``bpt_mt`` (6+6 layers, d 512, k = 4) and ``bpt_mt_tiny``.

===================  ==================================================================
file                 what it holds
===================  ==================================================================
``config.py``        ``BPTConfig``: the options, each with its default
``model.py``         ``BPTModel``: registration, flags, named archs, checkpoint upgrades
``encoder.py``       ``BPTEncoder``: §3.3, span nodes updated with the tokens, the tokens
                     of the last layer read out
``decoder.py``       ``BPTDecoder``: the causal graph, one-step decoding by schedule
``layer.py``         ``BPTEncoderLayer`` / ``BPTDecoderLayer``: Eq. 2-3
``attention.py``     ``BPTGraphAttention``: §3.1 Eq. 4-7 and the relative positions of
                     §3.4 Eq. 13
``graph.py``         the graph: §3.2.1 nodes (``level_sizes``), §3.2.2 affiliated and
                     contextual edges, Eq. 8-12 and Algorithm 1 (``local_graph``), the
                     edge types of §3.4, batched (``batch_graph``) and step by step for
                     the decoder (``decoder_schedule``)
``embedding.py``     the authors' embedding path (``--bpt-released-embeddings``)
===================  ==================================================================

The sparse attention itself is the op ``msfairseq/ops/bpt_attention`` (dense for short
inputs, CSR reference, Triton).
"""

from . import model  # noqa: F401  (registers the model and its archs)
