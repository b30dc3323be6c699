"""The BP-Transformer authors' embedding path (github.com/yzh119/BPT ``modules/model.py``,
``BinaryPartitionEncoderDecoder``), used by the encoder and the decoder under
``--bpt-released-embeddings``: no √d scale, dropout, then one LayerNorm shared by both sides.
The default is fairseq's path (docs/bpt.md, the paper <-> code table).
"""


def released_embedding(module, embedding, positions):
    """The released embedding path: ``norm(dropout(embedding + positions))`` (``B x T x C``),
    no √d scale and no fairseq ``layernorm_embedding``."""
    x = embedding if positions is None else embedding + positions
    return module.released_embed_norm(module.dropout_module(x))
