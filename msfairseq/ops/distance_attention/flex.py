"""FlexAttention ``score_mod`` path of distance-aware attention.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021. Same math
as :mod:`.reference`; the re-scaling, ReLU and masks run inside the fused
FlexAttention kernel, so the ``Tq x Tk`` score matrix is never materialized.

Compiled FlexAttention has no backward on CPU (PyTorch raises), and no
attention dropout: the dispatch sends those calls to the dense path.
"""

import functools

import torch


def available():
    """True if this torch has FlexAttention."""
    try:
        from torch.nn.attention import flex_attention  # noqa: F401
    except ImportError:
        return False
    return True


def _flex_da(q, k, v, weight, offset, coef_max, q_pos, k_pos, pad, bias):
    """Uncompiled body; every tensor is an input so one graph serves all calls
    (the CPU kernel cannot capture tensors computed inside the compiled graph).

    q: B x H x Tq x D; k, v: B x H x Tk x D; weight, offset, coef_max = 1 + e^v: H (float32);
    q_pos: B x Tq, k_pos: B x Tk (int64); pad: B x Tk (bool); bias: Tq x Tk (float32).
    """
    from torch.nn.attention.flex_attention import flex_attention

    def score_mod(score, b, h, q_idx, kv_idx):
        # score = q.k / sqrt(d); ReLU commutes with the positive scale
        dist = (q_pos[b, q_idx] - k_pos[b, kv_idx]).abs().to(torch.float32)
        f = coef_max[h] * torch.sigmoid(weight[h] * dist - offset[h])
        s = torch.relu(score) * f.to(score.dtype) + bias[q_idx, kv_idx].to(score.dtype)
        return torch.where(pad[b, kv_idx], float("-inf"), s)

    return flex_attention(q, k, v, score_mod=score_mod)


@functools.lru_cache(maxsize=None)
def _compiled(device_type="cpu"):
    # CPU: static shapes. With dynamic shapes, torch 2.13's CPU flex template emits C++
    # that does not compile (seen here: second sequence length -> CppCompileError).
    return torch.compile(_flex_da, dynamic=False if device_type == "cpu" else None)


def distance_attention_flex(
    q, k, v, weight, offset, q_pos, k_pos,
    key_padding_mask=None, attn_mask=None, compiled=True,
):
    """Distance-aware attention through FlexAttention; arguments as the reference.

    Returns ``out`` of shape ``(B, H, Tq, D)`` (no probabilities, no dropout).
    """
    bsz, _, tgt_len, _ = q.shape
    src_len = k.size(2)
    q_pos = q_pos.expand(bsz, tgt_len).contiguous()  # B x Tq
    k_pos = k_pos.expand(bsz, src_len).contiguous()  # B x Tk
    if key_padding_mask is None:
        pad = torch.zeros(bsz, src_len, dtype=torch.bool, device=q.device)
    else:
        pad = key_padding_mask.to(torch.bool)
    if attn_mask is None:
        bias = torch.zeros(tgt_len, src_len, dtype=torch.float32, device=q.device)
    elif attn_mask.dtype == torch.bool:
        bias = torch.zeros(attn_mask.shape, device=q.device).masked_fill(attn_mask, float("-inf"))
    else:
        bias = attn_mask.float()
    offset = offset.float()
    coef_max = torch.exp(torch.nn.functional.softplus(offset))  # H: 1 + e^v, overflow-safe
    fn = _compiled(q.device.type) if compiled else _flex_da
    return fn(q, k, v, weight.float(), offset, coef_max, q_pos, k_pos, pad, bias)
