"""BPT's options, each with its default, once (Ye et al., *BP-Transformer: Modelling Long-Range
Context via Binary Partitioning*, 2019, arXiv:1911.04070).

``model.py`` makes the ``--bpt-*`` flags and the hydra keys from :class:`BPTConfig` and fills
its defaults in the base arch ``bpt_mt`` (:mod:`msfairseq.modules.family_config`); the arch also
presets fairseq's attention and activation dropout (0.1, the authors' WMT config) and
``bpt_mt_tiny`` presets ``k`` = 2.
"""

from dataclasses import dataclass

from ...modules.family_config import option

ATTENTION_IMPLS = ("auto", "dense", "reference", "triton")
INITS = ("fairseq", "released")


@dataclass
class BPTConfig:
    bpt_k: int = option(4, "BPT contextual nodes per level on each side of a token (paper: k)", metavar="K")
    bpt_rel_clip: int = option(
        2, "tree levels above L share relative-position embeddings (clip of the level; the authors' "
           "WMT config)", metavar="L")
    bpt_no_rel_pos: bool = option(
        False, "disable the learned tree relative-position term in BPT attention (absolute position "
               "embeddings are then added, as in the authors' code)")
    bpt_abs_pos: bool = option(
        False, "also add fairseq's absolute position embeddings to the token embeddings when tree "
               "relative positions are on (a Transformer-style variant; the paper describes tree "
               "relative positions only, §3.4)")
    bpt_released_embeddings: bool = option(
        False, "the authors' embedding and output path (github.com/yzh119/BPT modules/model.py, which "
               "produced the paper's numbers): token embeddings not scaled by sqrt(d), dropout, then "
               "one LayerNorm shared by encoder and decoder; dropout before the output projection, "
               "which has a bias. Default: fairseq's path, as for transformer")
    bpt_init: str = option(
        "fairseq", "weight init of the layers: 'fairseq': what fairseq's layers draw, as for "
                   "transformer; 'released': the authors' released code (Xavier-uniform with gain 1 "
                   "for every attention projection and FFN matrix, attention biases zero; with "
                   "--bpt-released-embeddings also the embedding table and output bias as there; "
                   "docs/bpt.md)", choices=INITS)
    bpt_attention_impl: str = option(
        "auto", "graph-attention path: auto (dense up to a node-count crossover, the sparse CSR op "
                "above), dense, reference (CSR, PyTorch) or triton (CSR, CUDA); env "
                "MSFAIRSEQ_BPT_ATTENTION_IMPL wins over auto", choices=ATTENTION_IMPLS)
