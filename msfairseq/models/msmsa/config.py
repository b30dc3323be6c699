"""MSMSA's options, each with its default, once (Guo et al., *Multi-Scale Self-Attention for Text
Classification*, AAAI 2020, arXiv:1912.00544).

``model.py`` makes the ``--msmsa-*`` flags and the hydra keys from :class:`MSMSAConfig` and fills
its defaults in the base arch (:mod:`msfairseq.modules.family_config`); ``msmsa_paper`` presets
the paper's layer, scales and positions. Two options default to None because another option
decides them, in the base arch: the layer (``--msmsa-replace-ffn``) and the positions
(``--no-token-positional-embeddings``).
"""

from dataclasses import dataclass

from ...modules.family_config import option
from .scales import SCHEDULES

LAYERS = ("ffn", "paper", "two-attention")
POSITIONS = ("absolute", "none")
IMPLS = ("auto", "reference", "sdpa", "chunked", "flex", "flex_eager")
PAPER_SCALES = "1,3,n/16,n/8,n/4"  # Table 6 (L = 3): msmsa_paper's preset


@dataclass
class MSMSAConfig:
    msmsa_scales: str = option(
        "3,7,n/2,global", "candidate scales, smallest first (odd ints ascending, then fractions, then "
                          "global), comma-separated: odd ints (3), fractions of the true sentence "
                          "length (n/4 or 0.25n; rounded to odd), or 'global'", metavar="LIST")
    msmsa_decoder_scales: str = option(
        None, "decoder scales (default: --msmsa-scales); a fraction uses the number of target tokens "
              "seen so far", metavar="LIST")
    msmsa_alpha: float = option(
        0.5, "control factor alpha (paper eq. 11-12): 0 = uniform; > 0 gives lower layers more "
             "small-scale heads, < 0 more large-scale heads", metavar="A")
    msmsa_alpha_schedule: str = option(
        "paper", "eq. 11's step per scale: 'paper' z^l_k = (K-k) alpha/l (top layer 0), or "
                 "'layers-above' z^l_k = (K-k) alpha (L-l) (the schedule of checkpoints saved before "
                 "this flag existed)", choices=SCHEDULES)
    msmsa_encoder_heads_per_scale: str = option(
        None, "explicit heads per scale, overriding alpha: 'c1,..,cK' for every layer or "
              "'c1,..,cK;c1,..,cK;...' one group per layer, bottom first; sums = heads", metavar="LIST")
    msmsa_decoder_heads_per_scale: str = option(
        None, "as --msmsa-encoder-heads-per-scale, for the decoder", metavar="LIST")
    msmsa_layer: str = option(
        None, "'ffn' (default): Transformer layer with MSMSA self-attention (msmsa_transformer); "
              "'paper': eq. 10, norm(H + ReLU(MSMSA(H))) with no FFN (msmsa_paper); "
              "'two-attention': a second MSMSA in the FFN slot (the default with "
              "--msmsa-replace-ffn)", choices=LAYERS)
    msmsa_replace_ffn: bool = option(False, "deprecated: the old name of --msmsa-layer two-attention")
    msmsa_positions: str = option(
        None, "'absolute' (default): fairseq's positional embeddings (msmsa_transformer); 'none': "
              "none, order comes from the windows only (the paper; msmsa_paper; the default with "
              "--no-token-positional-embeddings)", choices=POSITIONS)
    msmsa_attn_impl: str = option(
        "auto", "window-attention path (auto picks by device/grad; env MSFAIRSEQ_WINDOW_ATTN wins)",
        choices=IMPLS)
