"""Intra-group (W-GCN, Eq. 2) and inter-group (P-GCN, Eq. 3) graph convolutions of UMST.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022, §3.2-3.3. With ``Â = D~^-1/2 (A + I) D~^-1/2`` (Kipf & Welling, 2017):

- W-GCN on sub-words, ``A_w[i, j] = 1`` when tokens i != j belong to the same
  word. Each word is a clique, so every piece of a word of n pieces has degree
  n in ``A_w + I`` and ``Â_w`` is exactly the mean over the word: it is
  computed on the word level (pool, transform, copy back), which gives the
  same numbers as the T x T product.
- P-GCN on words, ``A_p`` the undirected dependency tree (word - head).

``wiring="sublayer"`` (the paper's model, as the authors ran it: libeineu/UMST
``fairseq/models/PhraseTransformer.py``, ``TransformerEncoderLayer_phrase_decouping``)
makes each GCN a pre-norm residual sub-layer with its own LayerNorm, and
multiplies the GCN output by ``Â`` once more ("we multiply the output of
GCN_word by Â at the left side", §3.2)::

    x = x + Drop(Â Drop(ReLU(Â LN(x) W + b)))

``wiring="attention-input"`` is this project's earlier form: ``h + ReLU(Â h W + b)``
on the already normalized attention input ``h``, ``Â`` once, one dropout.

``graph_op="avg"`` is the paper's "GCN -> average pooling" ablation (Table 5):
the same neighbourhoods averaged (``D~^-1 (A + I)``) without weights or ReLU.

Tokens are time-first (``T x B x C``); words batch-first (``B x W x C``).
"""

import torch.nn as nn
import torch.nn.functional as F
from fairseq.modules import LayerNorm
from fairseq.modules.fairseq_dropout import FairseqDropout
from fairseq.modules.quant_noise import quant_noise

from .graph import dep_aggregate, to_tokens, word_mean

GRAPH_OPS = ("gcn", "avg")
GCN_WIRINGS = ("sublayer", "attention-input")


def _gcn_linear(dim, q_noise=0.0, qn_block_size=8):
    linear = quant_noise(nn.Linear(dim, dim), q_noise, qn_block_size)  # --quant-noise-pq
    nn.init.xavier_uniform_(linear.weight)
    nn.init.zeros_(linear.bias)
    return linear


class _GraphConv(nn.Module):
    def __init__(self, embed_dim, dropout, graph_op="gcn", wiring="sublayer", q_noise=0.0,
                 qn_block_size=8):
        super().__init__()
        assert graph_op in GRAPH_OPS, graph_op
        assert wiring in GCN_WIRINGS, wiring
        self.linear = _gcn_linear(embed_dim, q_noise, qn_block_size) if graph_op == "gcn" else None
        self.layer_norm = LayerNorm(embed_dim) if wiring == "sublayer" else None
        self.dropout_module = FairseqDropout(dropout, module_name=self.__class__.__name__)


class WordGCN(_GraphConv):
    """W-GCN over the sub-words of each word (Eq. 2)."""

    def forward(self, x, graph):
        """Sub-layer form: ``x + Drop(Â_w Drop(ReLU(Â_w LN(x) W_w + b_w)))``: T x B x C -> T x B x C."""
        mean = word_mean(self.layer_norm(x), graph)  # B x W x C == Â_w LN(x), per word
        if self.linear is None:  # average pooling: D~^-1 (A_w + I) is the word mean too
            return x + self.dropout_module(to_tokens(mean, graph))
        g = to_tokens(F.relu(self.linear(mean)), graph)  # T x B x C, constant within a word
        if self.training and self.dropout_module.p > 0:
            # Â_w of a per-word constant is itself, so only dropout makes the
            # second product differ from the identity
            g = to_tokens(word_mean(self.dropout_module(g), graph), graph)
            g = self.dropout_module(g)
        return x + g

    def forward_attention_input(self, h, graph):
        """Earlier form: ``(h + ReLU(Â_w h W + b))`` (T x B x C) and its word means (B x W x C)."""
        mean = word_mean(h, graph)  # B x W x C  == (Â_w h) per word
        g = F.relu(self.linear(mean)) if self.linear is not None else mean
        g = self.dropout_module(g)  # B x W x C, one mask per word shared by its pieces
        # mean over a word of (h_i + g_word) is mean(h) + g_word (padding words: unused)
        return h + to_tokens(g, graph), mean + g


class PhraseGCN(_GraphConv):
    """P-GCN over the undirected dependency graph of the words, with self loops (Eq. 3)."""

    def forward(self, words, graph):
        """Sub-layer form: ``u + Drop(Â_p Drop(ReLU(Â_p LN(u) W_p + b_p)))``: B x W x C -> B x W x C."""
        u = self.layer_norm(words)
        if self.linear is None:
            return words + self.dropout_module(dep_aggregate(u, graph, symmetric=False))
        g = self.dropout_module(F.relu(self.linear(dep_aggregate(u, graph, symmetric=True))))
        return words + self.dropout_module(dep_aggregate(g, graph, symmetric=True))

    def forward_attention_input(self, words, graph):
        """Earlier form: ``words + Drop(ReLU(Â_p words W_p + b_p))``: B x W x C -> B x W x C."""
        if self.linear is not None:
            g = F.relu(self.linear(dep_aggregate(words, graph, symmetric=True)))
        else:
            g = dep_aggregate(words, graph, symmetric=False)
        return words + self.dropout_module(g)
