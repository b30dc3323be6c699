"""Dense reference of distance-aware attention.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021:

    R_ij    = |pos_i - pos_j|,  R^(h) = w_h R        (Sec. 3.1: real distance, per-head weight)
    f(x; v) = (1 + e^v) / (1 + e^(v - x))            (Eq. 5: learnable sigmoid, f(0) = 1)
    O_h     = softmax(ReLU(Q_h K_h^T) * f(w_h R; v_h) / sqrt(d)) V_h     (Eq. 6)

with one learnable pair (w_h, v_h) per head (Sec. 3.4: "2h additional parameters"). Masked entries (key padding,
causal/``attn_mask``) are set to ``-inf`` *after* the ReLU and the re-scaling,
so they get exactly zero probability: masking before the ReLU would turn
``-inf`` into 0, i.e. give every masked key the weight ``exp(0)``.

Plain PyTorch, runs everywhere; this is the ground truth in tests and the
path used for training on CPU.
"""

import torch
import torch.nn.functional as F


def distance_coefficients(weight, offset, q_pos, k_pos):
    """Re-scaling coefficients ``f(w_h * |q_pos - k_pos|; v_h)``, at least float32.

    Args:
        weight, offset: ``(H,)`` per-head ``w`` and ``v``.
        q_pos: ``(Tq,)`` or ``(B, Tq)`` true positions of the queries.
        k_pos: ``(Tk,)`` or ``(B, Tk)`` true positions of the keys.

    Returns:
        ``(H, Tq, Tk)`` if both positions are 1-D, else ``(B, H, Tq, Tk)``.
    """
    dtype = torch.promote_types(weight.dtype, torch.float32)
    w = weight.to(dtype)
    v = offset.to(dtype)
    # R: (Tq, Tk) or (B, Tq, Tk)
    dist = (q_pos.unsqueeze(-1) - k_pos.unsqueeze(-2)).abs().to(dtype)
    dist = dist.unsqueeze(-3)  # ... x 1 x Tq x Tk
    w = w.view(-1, 1, 1)
    v = v.view(-1, 1, 1)
    # (1 + e^v) / (1 + e^(v - x)) = (1 + e^v) * sigmoid(x - v); softplus keeps e^v finite
    return torch.exp(F.softplus(v)) * torch.sigmoid(w * dist - v)


def combined_mask(key_padding_mask, attn_mask, dtype):
    """One additive mask (0 / -inf) broadcastable to ``(B, H, Tq, Tk)``, or None.

    ``key_padding_mask``: ``(B, Tk)``, True (or nonzero) at padding.
    ``attn_mask``: ``(Tq, Tk)``, or ``(B, Tq, Tk)`` per batch row (sentence-aligned
    cross-attention); bool (True = masked) or additive float (fairseq style).
    """
    mask = None
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_mask = torch.zeros(attn_mask.shape, dtype=dtype, device=attn_mask.device
                                    ).masked_fill(attn_mask, float("-inf"))
        mask = attn_mask.to(dtype)  # Tq x Tk
        if mask.dim() == 3:
            mask = mask.unsqueeze(1)  # B x 1 x Tq x Tk
    if key_padding_mask is not None:
        pad = key_padding_mask.to(torch.bool)[:, None, None, :]  # B x 1 x 1 x Tk
        pad_add = torch.zeros(pad.shape, dtype=dtype, device=pad.device).masked_fill(
            pad, float("-inf"))
        mask = pad_add if mask is None else mask + pad_add  # B x 1 x Tq x Tk
    return mask


def distance_attention_reference(
    q, k, v, weight, offset, q_pos, k_pos,
    key_padding_mask=None, attn_mask=None, dropout_p=0.0, need_weights=False, coef=None,
):
    """Distance-aware attention, dense.

    Args:
        q: ``(B, H, Tq, D)``; k, v: ``(B, H, Tk, D)``.
        weight, offset: ``(H,)`` learnable ``w`` and ``v`` of the paper.
        q_pos, k_pos: ``(Tq,)`` / ``(Tk,)`` shared by the batch, or ``(B, Tq)`` / ``(B, Tk)``.
        key_padding_mask: ``(B, Tk)``, True at padding.
        attn_mask: ``(Tq, Tk)`` or ``(B, Tq, Tk)``, bool (True = masked) or additive float.
        dropout_p: dropout on the attention probabilities (0 in eval).
        need_weights: also return the probabilities.
        coef: the re-scaling ``distance_coefficients(weight, offset, q_pos, k_pos) / sqrt(d)``
            when the caller has it already (a decoder step reads it from a table), else None.

    Returns:
        ``(out, probs)``: out ``(B, H, Tq, D)``; probs ``(B, H, Tq, Tk)`` (at least float32) or None.
    """
    if coef is None:
        coef = distance_coefficients(weight, offset, q_pos, k_pos) * q.size(-1) ** -0.5  # [B x] H x Tq x Tk
    scores = torch.matmul(q, k.transpose(-1, -2)).relu_()  # B x H x Tq x Tk
    coef = coef.to(scores.dtype)
    mask = combined_mask(key_padding_mask, attn_mask, scores.dtype)
    if mask is None:
        scores = scores * coef
    else:  # -inf added after the ReLU: masked keys get probability 0
        scores = torch.addcmul(mask, scores, coef)  # one pass for re-scale + mask
    probs = torch.softmax(scores.to(torch.promote_types(scores.dtype, torch.float32)), dim=-1)
    drop = F.dropout(probs, p=dropout_p) if dropout_p > 0 else probs
    out = torch.matmul(drop.to(v.dtype), v)  # B x H x Tq x D
    return out, (probs if need_weights else None)
