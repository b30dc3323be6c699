"""Per-head windowed (multi-scale) attention: dense reference, SDPA, chunked and FlexAttention paths.

Used by Multi-Scale Self-Attention (Guo et al., AAAI 2020). ``window_attention`` picks the path.
"""

from .dispatch import choose_path, window_attention  # noqa: F401
from .reference import window_attention_reference, window_mask, window_probs  # noqa: F401
