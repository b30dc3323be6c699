"""Pick the path for per-head windowed attention (Multi-Scale Self-Attention, Guo et al., AAAI 2020).

Paths (all give the same values as :func:`.reference.window_attention_reference`):

* ``reference`` -- plain PyTorch masked softmax (ground truth);
* ``sdpa``      -- ``F.scaled_dot_product_attention`` with the boolean window mask;
* ``chunked``   -- SDPA over query blocks and the key slab their windows reach (local heads);
* ``flex``      -- compiled FlexAttention with a per-head block mask (GPU; CPU inference);
* ``flex_eager``-- uncompiled FlexAttention (slow; for checking).

``auto`` (default): GPU -> ``flex`` (``sdpa`` when attention dropout is active, which Flex
lacks, or when the head dim is not a power of two in 16..256); CPU -> ``chunked`` for long
keys (>= ``CHUNK_MIN``) else ``sdpa``. Compiled Flex on CPU compiles for about a minute per
new shape and was slower than dense in our CPU benchmark, so on CPU it runs only when asked for.
A Flex path asked for while gradients are needed on CPU (no backward there) falls back to
``sdpa``. Force a path with the ``impl`` argument (``--msmsa-attn-impl``) or the environment
variable ``MSFAIRSEQ_WINDOW_ATTN``; the environment variable wins.
"""

import logging
import os

import torch

from ..log_once import log_once
from .flex import window_attention_flex
from .reference import window_attention_reference
from .sdpa import window_attention_chunked, window_attention_sdpa

logger = logging.getLogger(__name__)

PATHS = ("auto", "reference", "sdpa", "chunked", "flex", "flex_eager")
ENV = "MSFAIRSEQ_WINDOW_ATTN"
CHUNK_MIN = 256
_logged = set()


FLEX_HEAD_DIMS = (16, 32, 64, 128, 256)


def choose_path(device, needs_grad, dropout_p, key_len, impl="auto", head_dim=64):
    """Return ``(path, reason)`` for one call; see the module docstring for the rules."""
    forced = os.environ.get(ENV) or impl or "auto"
    if forced not in PATHS:
        raise ValueError(f"window attention path {forced!r} unknown (${ENV} / --msmsa-attn-impl); "
                         f"choose one of {', '.join(PATHS)}")
    on_cpu = torch.device(device).type == "cpu"
    if forced != "auto":
        if forced.startswith("flex") and on_cpu and needs_grad:
            return "sdpa", f"{forced} forced but FlexAttention has no backward on CPU"
        if forced.startswith("flex") and dropout_p > 0:
            return "sdpa", f"{forced} forced but FlexAttention has no attention dropout"
        return forced, "forced"
    if not on_cpu:
        if head_dim not in FLEX_HEAD_DIMS:
            return "sdpa", f"auto: accelerator, head dim {head_dim} not in {FLEX_HEAD_DIMS}"
        if dropout_p > 0:
            return "sdpa", "auto: accelerator with attention dropout"
        return "flex", "auto: accelerator"
    if key_len >= CHUNK_MIN:
        return "chunked", f"auto: CPU, keys >= {CHUNK_MIN}"
    return "sdpa", "auto: CPU"


def window_attention(q, k, v, half, q_idx, k_idx, valid_q=None, valid_k=None, causal=False,
                     dropout_p=0.0, impl="auto"):
    """Per-head windowed attention; returns ``B x H x Tq x D``.

    q: ``B x H x Tq x D``; k, v: ``B x H x Tk x D``; half: ``B x H x Tq`` or ``B x H x 1``
    half-widths; q_idx ``Tq`` / k_idx ``Tk`` contiguous sequence indices; valid_q ``B x Tq`` /
    valid_k ``B x Tk`` bool (True = real token) or None. See :mod:`.reference` for the mask.
    """
    needs_grad = torch.is_grad_enabled() and any(t.requires_grad for t in (q, k, v))
    path, reason = choose_path(q.device, needs_grad, dropout_p, k.size(2), impl, q.size(-1))
    log_once(logger, _logged, (path, reason), "window attention: using the %r path (%s)", path, reason)
    args = (q, k, v, half, q_idx, k_idx, valid_q, valid_k, causal, dropout_p)
    if path == "reference":
        return window_attention_reference(*args)
    if path == "sdpa":
        return window_attention_sdpa(*args)
    if path == "chunked":
        return window_attention_chunked(*args)
    return window_attention_flex(*args, compiled=(path == "flex"))
