"""DA-Transformer's options, each with its default, once (Wu et al., *DA-Transformer:
Distance-aware Transformer*, NAACL 2021, arXiv:2010.06925).

``model.py`` makes the ``--da-*`` flags and the hydra keys from :class:`DAConfig` and fills its
defaults in the archs (:mod:`msfairseq.modules.family_config`).
"""

from dataclasses import dataclass

from ...modules.family_config import option
from ...ops.distance_attention import IMPLS


@dataclass
class DAConfig:
    da_cross_attention: bool = option(
        False, "also make decoder cross-attention distance-aware (distance between the target step "
               "and the true, unpadded source position); default: standard")
    da_attention_impl: str = option(
        "auto", "distance-aware attention path: 'dense' (plain PyTorch, any device, training), "
                "'flex' (FlexAttention score_mod; falls back to dense where it cannot run: CPU "
                "training, attention dropout, returned weights), 'auto' (dense; see docs/da.md)",
        choices=IMPLS)
    da_weight_init: float = option(
        0.1, "initialise each head's distance weight w uniformly in [-A, A] (v starts at 0); both "
             "are our choices, the paper gives no initialisation", metavar="A")
