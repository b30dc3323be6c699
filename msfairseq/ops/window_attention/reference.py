"""Dense reference for per-head windowed attention (ground truth in tests).

Multi-Scale Self-Attention, Guo et al., AAAI 2020: head ``h`` of sentence ``b`` lets query
``i`` see key ``j`` when ``|i - j| <= half[b, h, i]`` (encoder) or ``0 <= i - j <= half[b, h, i]``
(decoder). ``i`` and ``j`` are indices along the sequence; real tokens are contiguous
(left or right padding), so index distance equals the distance of true positions. Padding
keys are never seen; a padding query sees only itself, so no row is empty and no path
needs a key outside the window.

Tensors are batch-first here: ``q`` is ``B x H x Tq x D``, ``k``/``v`` are ``B x H x Tk x D``.
"""

import torch
import torch.nn.functional as F


def window_mask(half, q_idx, k_idx, valid_q=None, valid_k=None, causal=False):
    """Boolean ``B x H x Tq x Tk`` mask, True where query may attend to key.

    half: ``B x H x Tq`` (or ``B x H x 1``) LongTensor of half-widths.
    q_idx: ``Tq`` LongTensor, k_idx: ``Tk`` LongTensor (sequence indices).
    valid_q: ``B x Tq`` bool (True = real token) or None; valid_k: ``B x Tk`` or None.
    """
    dist = q_idx.view(-1, 1) - k_idx.view(1, -1)  # Tq x Tk
    h = half.unsqueeze(-1)  # B x H x Tq x 1
    if causal:
        allowed = (dist >= 0) & (dist <= h)
    else:
        allowed = dist.abs() <= h  # B x H x Tq x Tk
    if valid_k is not None:
        allowed = allowed & valid_k[:, None, None, :]
    if valid_q is not None:
        vq = valid_q[:, None, :, None]  # B x 1 x Tq x 1
        allowed = (allowed & vq) | (~vq & (dist == 0))
    return allowed


def window_probs(q, k, half, q_idx, k_idx, valid_q=None, valid_k=None, causal=False):
    """The attention probabilities ``B x H x Tq x Tk`` (zero outside each head's window)."""
    mask = window_mask(half, q_idx, k_idx, valid_q, valid_k, causal)
    scores = torch.matmul(q, k.transpose(-1, -2)) * (q.size(-1) ** -0.5)  # B x H x Tq x Tk
    scores = scores.masked_fill(~mask, float("-inf"))
    low = q.dtype in (torch.float16, torch.bfloat16)
    return torch.softmax(scores.float() if low else scores, dim=-1).to(q.dtype)


def window_attention_reference(q, k, v, half, q_idx, k_idx, valid_q=None, valid_k=None,
                               causal=False, dropout_p=0.0):
    """Plain-PyTorch masked softmax attention. Returns ``B x H x Tq x D``."""
    probs = window_probs(q, k, half, q_idx, k_idx, valid_q, valid_k, causal)
    if dropout_p > 0:
        probs = F.dropout(probs, p=dropout_p, training=True)
    return torch.matmul(probs, v)
