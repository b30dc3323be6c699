"""FlexAttention path for per-head windowed attention (Guo et al., AAAI 2020).

One block mask per call, per sentence and head (``mask_mod`` reads the half-width table), so
blocks outside every window are skipped. ``torch.compile``-d flex_attention is the fast path on
GPU (training and inference) and usable for CPU inference; on CPU flex_attention has no
backward, so :func:`..dispatch.choose_path` never sends gradients here on CPU.
Shapes as in :mod:`.reference`. One difference: the rows of padded queries are zero here
(the reference lets each attend to itself; both are ignored downstream), because the compiled
CPU kernel can return wrong values, even NaN, for them.
"""

import functools

import torch


@functools.lru_cache(maxsize=None)
def _flex(compiled, device_type="cpu"):
    from torch.nn.attention.flex_attention import flex_attention

    if not compiled:
        return flex_attention
    # GPU: default dynamic=None, after the first new shape compile with dynamic lengths.
    # CPU: static shapes. With dynamic shapes torch 2.13's CPU flex template emits C++ that
    # does not compile, or (seen in the suite) a kernel that returns NaN rows; so a new
    # length compiles anew, as in ops/distance_attention/flex.py.
    return torch.compile(flex_attention, dynamic=False if device_type == "cpu" else None)


def window_block_mask(half, q_idx, k_idx, valid_q=None, valid_k=None, causal=False):
    from torch.nn.attention.flex_attention import create_block_mask

    B, H = half.size(0), half.size(1)
    tq, tk = q_idx.numel(), k_idx.numel()
    full_q = half.size(2) == 1
    vq = valid_q if valid_q is not None else torch.ones(B, tq, dtype=torch.bool, device=half.device)
    vk = valid_k if valid_k is not None else torch.ones(B, tk, dtype=torch.bool, device=half.device)

    def mask_mod(b, h, qi, ki):
        d = q_idx[qi] - k_idx[ki]
        w = half[b, h, 0] if full_q else half[b, h, qi]
        win = ((d >= 0) & (d <= w)) if causal else (d.abs() <= w)
        real_q = vq[b, qi]
        return (win & real_q & vk[b, ki]) | (~real_q & (d == 0))

    return create_block_mask(mask_mod, B, H, tq, tk, device=half.device)


def window_attention_flex(q, k, v, half, q_idx, k_idx, valid_q=None, valid_k=None,
                          causal=False, dropout_p=0.0, compiled=True):
    if dropout_p > 0:
        raise ValueError("the FlexAttention path has no attention dropout; use impl 'sdpa'")
    block_mask = window_block_mask(half, q_idx, k_idx, valid_q, valid_k, causal)
    out = _flex(compiled, q.device.type)(q, k, v, block_mask=block_mask)  # B x H x Tq x D
    if valid_q is not None:
        out = out.masked_fill(~valid_q[:, None, :, None], 0.0)
    return out
