"""UMST's options, each with its default, once (Li et al., *Learning Multiscale Transformer
Models for Sequence Generation*, ICML 2022, arXiv:2206.09337), and what the family records in
its model args beside them.

``model.py`` makes the ``--umst-*`` flags and the hydra keys from :class:`UMSTConfig` and fills
its defaults in the base arch ``umst_base`` (:mod:`msfairseq.modules.family_config`); the
``*_rpr`` archs preset relative positions, and a checkpoint of the first release gets that
release's values first (``model.py``).

The training record: when training starts, ``--task umst_translation`` writes how the side
files were made (the segmentation, the parser and its model) into the model args, so every
checkpoint carries them and new text is read the same way (:mod:`msfairseq.tasks.umst_record`).
The keys are fields of UMST's hydra config too.
"""

import dataclasses
from dataclasses import dataclass
from typing import Optional

from ...modules.family_config import option
from .attention import WORD_RELATIVE_KEYS
from .gcn import GCN_WIRINGS, GRAPH_OPS
from .layer import SHARE_GCN_WEIGHTS
from .upsample import WORD_ATTENTION_WEIGHTS


@dataclass
class UMSTConfig:
    umst_no_class_embedding: bool = option(
        False, "ablation: no class embedding (single-piece word vs piece of a multi-piece word)")
    umst_class_embedding_every_layer: bool = option(
        False, "earlier form: a class embedding in every encoder layer, added to the layer input, "
               "instead of once to the token embedding (paper §3.1)")
    umst_gcn_wiring: str = option(
        "sublayer", "sublayer (the paper): each GCN is a pre-norm residual sub-layer with its own "
                    "LayerNorm, x + A^ Drop(ReLU(A^ LN(x) W)), the W-GCN output in the residual "
                    "stream; attention-input (earlier form): GCN output added to LN(x) and fed only "
                    "to the attention, A^ applied once", choices=GCN_WIRINGS)
    umst_gcn_dropout: float = option(
        0.1, "dropout inside the GCN sub-layers (the authors' code; the earlier form used "
             "--dropout)", metavar="P")
    umst_shared_word_qk: bool = option(
        False, "ablation (Table 6 #4): the word branch of the rectified attention reuses the "
               "sub-word Q/K projections")
    umst_word_attention_weights: str = option(
        "binary", "word attention -> sub-words: binary (Eq. 4) G ATTN2 G^T; row-normalized "
                  "(earlier form): each word's weight split over its pieces; nearest / linear "
                  "(Table 6 #5/#6): ATTN2 resized to T x T by interpolation",
        choices=WORD_ATTENTION_WEIGHTS)
    umst_share_gcn_weights: str = option(
        "none", "ablation (Table 6 #2/#3): across-blocks: one W_w and one W_p for all encoder "
                "layers; within-block: W_w = W_p in each layer", choices=SHARE_GCN_WEIGHTS)
    umst_word_relative_keys: str = option(
        "shared", "relative keys of the word attention (with --umst-max-relative-position K > 0): "
                  "shared with the sub-word branch (the authors' code), own table, or none "
                  "(earlier form)", choices=WORD_RELATIVE_KEYS)
    umst_no_intra_group: bool = option(False, "ablation: no W-GCN among the sub-words of a word")
    umst_no_inter_group: bool = option(False, "ablation: no P-GCN over the dependency graph of the words")
    umst_no_rectified_attention: bool = option(
        False, "ablation: plain sub-word self-attention, no word-level attention averaged in "
               "(needs --umst-no-inter-group)")
    umst_graph_op: str = option(
        "gcn", "gcn: learned GCNs (paper); avg: ablation 'GCN -> average pooling', neighbourhood "
               "means without weights", choices=GRAPH_OPS)
    umst_max_relative_position: int = option(
        0, "Shaw et al. relative position keys in the encoder self-attention, distances clipped to "
           "+-K; 0 = off (*_rpr archs: 8, umst_tiny_rpr: 4)", metavar="K")

# setting (the flag --umst-<setting>) -> the model-args key that records it at training
TRAINING_RECORD = {
    "segmentation": "umst_training_segmentation",
    "parser": "umst_training_parser",
    "parser_model": "umst_training_parser_model",
}
_HELP = {
    "segmentation": "the source segmentation (bpe / sentencepiece), read from the source "
                    "dictionary or --umst-segmentation",
    "parser": "the --umst-parser of the training run (None: not given)",
    "parser_model": "the --umst-parser-model of the training run (None: the parser's default)",
}


def training_record_fields():
    """The record as ``(name, type, field)`` entries of UMST's model config (hydra)."""
    return [(key, Optional[str], dataclasses.field(default=None, metadata={
        "help": "recorded by --task umst_translation when training starts: " + _HELP[setting]}))
            for setting, key in TRAINING_RECORD.items()]
