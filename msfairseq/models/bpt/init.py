"""Weight initialisation of BPT as the authors' released code does it, under ``--bpt-init
released`` (Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary Partitioning*,
2019, arXiv:1911.04070).

The paper gives no initialisation. The released code (github.com/yzh119/BPT) builds its MT model
with ``make_translation_model`` (``modules/model.py``), which calls ``reset_parameters`` of
every encoder ``BPTBlock`` and decoder ``BPTMemBlock`` (``modules/attention.py``): every
parameter with more than one dimension is drawn ``xavier_uniform_`` with gain 1. In a block
those are the projections ``proj_q``, ``proj_k``, ``proj_v``, ``proj_o`` (self-attention, and in
the decoder the attention to the encoder: ``Linear(..., bias=False)``), the FFN's ``w_1`` and
``w_2`` (their biases keep ``nn.Linear``'s default) and the relative-position table ``embed_ak``
(ours is drawn from that distribution in every case, :mod:`.attention`). Here:

* each attention's ``q_proj``, ``k_proj``, ``v_proj``, ``out_proj`` weight Xavier-uniform with
  gain 1 (fairseq's: gain 1/√2 for q, k, v) and its bias zero (the released projections have
  none; ours keep theirs, which start at zero and can learn);
* ``fc1`` and ``fc2`` weights Xavier-uniform (fairseq's: ``nn.Linear``'s default); biases as
  they are (``nn.Linear``'s default in both);
* with ``--bpt-released-embeddings``, the embedding table and the output bias uniform in
  ±1/√d, ``nn.Linear``'s default, which the released table is when ``share_weight`` makes it the
  output layer's weight (the WMT configs); the padding row stays zero (fairseq's).

``--bpt-init fairseq`` (the default) keeps what fairseq's layers draw. Only new models are
affected: checkpoints load their weights.
"""

import math

from torch import nn


def _attentions(layer):
    yield layer.self_attn
    if getattr(layer, "encoder_attn", None) is not None:
        yield layer.encoder_attn


def init_like_released(model, released_embeddings):
    """Redraw ``model``'s layer weights (and with ``released_embeddings`` its embedding table and
    output bias) as the released code draws them (module doc), in a fixed order: encoder layers,
    then decoder layers, bottom first; in each, its attentions' q, k, v, out, then fc1, fc2."""
    for layer in [*model.encoder.layers, *model.decoder.layers]:
        for attn in _attentions(layer):
            for proj in (attn.q_proj, attn.k_proj, attn.v_proj, attn.out_proj):
                nn.init.xavier_uniform_(proj.weight)
                if proj.bias is not None:
                    nn.init.zeros_(proj.bias)
        for fc in (layer.fc1, layer.fc2):
            nn.init.xavier_uniform_(fc.weight)
    if released_embeddings:
        bound = 1.0 / math.sqrt(model.decoder.embed_tokens.embedding_dim)
        for embed in {id(e): e for e in (model.encoder.embed_tokens, model.decoder.embed_tokens)}.values():
            nn.init.uniform_(embed.weight, -bound, bound)
            nn.init.zeros_(embed.weight[embed.padding_idx])
        nn.init.uniform_(model.decoder.output_bias, -bound, bound)
