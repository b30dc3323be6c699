"""Choose the path of distance-aware attention (Wu et al., NAACL 2021).

One function, :func:`distance_attention`, picks between the dense reference
and the FlexAttention ``score_mod`` path by device, dtype, training and what
the caller needs; ``impl`` forces a path. Each choice is logged once.

``auto`` picks the dense path everywhere. On CPU, compiled flex beats the
dense op at a fixed shape in inference (``benchmarks/bench_da.py``), but every new
shape costs a compilation of several seconds (beam search changes shapes at
every step), and torch 2.13's CPU flex kernel fails to compile with dynamic
shapes; CPU training has no flex backward at all. On GPU the flex path has not
been timed against dense yet. So flex runs only when forced (``impl="flex"``);
if it fails to compile, the call falls back to dense with a warning (once).
"""

import logging

import torch

from ..log_once import log_once
from . import flex
from .reference import distance_attention_reference

logger = logging.getLogger(__name__)

IMPLS = ("auto", "dense", "flex")
_logged = set()


def select_path(q, impl="auto", dropout_p=0.0, need_weights=False, requires_grad=False,
                row_mask=False):
    """Return ``(path, reason)`` with path ``"dense"`` or ``"flex"``. ``row_mask``: the
    ``attn_mask`` differs per batch row (``B x Tq x Tk``), which the flex path does not take."""
    if impl not in IMPLS:
        raise ValueError(f"--da-attention-impl must be one of {IMPLS}, got {impl!r}")
    if impl == "dense":
        return "dense", "forced"
    if impl == "auto":
        return "dense", f"auto on {q.device.type}"
    # impl == "flex": serve it unless flex cannot do this call
    if not flex.available():
        return "dense", "flex forced but this torch has no FlexAttention"
    if need_weights:
        return "dense", "flex forced but attention weights were requested"
    if dropout_p > 0:
        return "dense", "flex forced but attention dropout is on"
    if row_mask:
        return "dense", "flex forced but the attention mask differs per batch row"
    if q.dtype not in (torch.float32, torch.float16, torch.bfloat16):
        return "dense", f"flex forced but FlexAttention does not take {q.dtype}"
    if q.device.type == "cuda" and q.size(-1) < 16:
        return "dense", "flex forced but the GPU kernel needs a head dim >= 16"
    if requires_grad and q.device.type == "cpu":
        return "dense", "flex forced but FlexAttention has no backward on CPU"
    return "flex", f"forced, {q.device.type} {q.dtype}"


def distance_attention(
    q, k, v, weight, offset, q_pos, k_pos,
    key_padding_mask=None, attn_mask=None, dropout_p=0.0, need_weights=False, impl="auto",
):
    """Distance-aware attention; arguments and shapes as
    :func:`.reference.distance_attention_reference`. Returns ``(out, probs_or_None)``."""
    requires_grad = torch.is_grad_enabled() and any(
        t.requires_grad for t in (q, k, v, weight, offset))
    row_mask = attn_mask is not None and attn_mask.dim() == 3
    path, reason = select_path(q, impl, dropout_p, need_weights, requires_grad, row_mask)
    log_once(logger, _logged, (path, reason), "distance-aware attention: %s path (%s)", path, reason)
    if path == "flex":
        try:
            out = flex.distance_attention_flex(
                q, k, v, weight, offset, q_pos, k_pos, key_padding_mask, attn_mask)
            return out, None
        except Exception as err:  # compile failures: never crash or return wrong values
            log_once(logger, _logged, ("flex-failed", type(err).__name__),
                     "distance-aware attention: flex path failed (%s: %s); "
                     "using the dense path for this call",
                     type(err).__name__, str(err).splitlines()[0][:200], level=logging.WARNING)
    return distance_attention_reference(
        q, k, v, weight, offset, q_pos, k_pos, key_padding_mask, attn_mask,
        dropout_p=dropout_p, need_weights=need_weights)
