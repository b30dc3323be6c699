"""Intra-group (W-GCN) and inter-group (P-GCN) graph convolutions of UMST.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022. A GCN layer (Kipf & Welling, 2017) computes
``ReLU(D^-1/2 (A + I) D^-1/2 H W + b)``; UMST adds it residually:

- W-GCN, on sub-words: ``A_w[i, j] = 1`` when tokens i != j belong to the same
  word. Each word is a clique, so every node of a word of n pieces has degree n
  in ``A_w + I`` and the normalized product is exactly the mean over the word:
  it is computed on the word level (pool, transform, copy back), which is
  cheaper than a token-level matmul and gives the same numbers.
- P-GCN, on words: ``A_p`` is the undirected dependency tree (word - head).

``graph_op="avg"`` is the paper's "GCN -> average pooling" ablation: the same
neighbourhoods averaged (``D^-1 (A + I) H``) without weights or non-linearity.

Tokens are time-first (``T x B x C``); words batch-first (``B x W x C``).
"""

import torch.nn as nn
import torch.nn.functional as F
from fairseq.modules.fairseq_dropout import FairseqDropout

from .umst_graph import dep_aggregate, to_tokens, word_mean

GRAPH_OPS = ("gcn", "avg")


def _gcn_linear(dim):
    linear = nn.Linear(dim, dim)
    nn.init.xavier_uniform_(linear.weight)
    nn.init.zeros_(linear.bias)
    return linear


class WordGCN(nn.Module):
    """W-GCN over sub-words of the same word, followed by mean-pooling to words."""

    def __init__(self, embed_dim, dropout, graph_op="gcn"):
        super().__init__()
        assert graph_op in GRAPH_OPS, graph_op
        self.linear = _gcn_linear(embed_dim) if graph_op == "gcn" else None
        self.dropout_module = FairseqDropout(dropout, module_name=self.__class__.__name__)

    def forward(self, h, graph):
        """
        Args:
            h: T x B x C sub-word features; graph: :class:`UMSTGraph`.
        Returns:
            ``(h + W-GCN(h))``: T x B x C, and its mean over each word: B x W x C.
        """
        mean = word_mean(h, graph)  # B x W x C  == (A~_w-normalized h) per word
        g = F.relu(self.linear(mean)) if self.linear is not None else mean
        g = self.dropout_module(g)  # B x W x C, one mask per word shared by its pieces
        # mean over a word of (h_i + g_word) is mean(h) + g_word (padding words: unused)
        return h + to_tokens(g, graph), mean + g


class PhraseGCN(nn.Module):
    """P-GCN over the undirected dependency graph of the words, with self loops."""

    def __init__(self, embed_dim, dropout, graph_op="gcn"):
        super().__init__()
        assert graph_op in GRAPH_OPS, graph_op
        self.linear = _gcn_linear(embed_dim) if graph_op == "gcn" else None
        self.dropout_module = FairseqDropout(dropout, module_name=self.__class__.__name__)

    def forward(self, words, graph):
        """words: B x W x C -> B x W x C (``words + P-GCN(words)``)."""
        if self.linear is not None:
            g = F.relu(self.linear(dep_aggregate(words, graph, symmetric=True)))
        else:
            g = dep_aggregate(words, graph, symmetric=False)
        return words + self.dropout_module(g)
