"""Distance-aware attention (Wu et al., *DA-Transformer*, NAACL 2021).

``reference.py``: dense PyTorch (ground truth, CPU training); ``flex.py``:
FlexAttention ``score_mod``; ``dispatch.py``: :func:`distance_attention` picks one.
"""

from .dispatch import IMPLS, distance_attention, select_path  # noqa: F401
from .reference import distance_attention_reference, distance_coefficients  # noqa: F401
