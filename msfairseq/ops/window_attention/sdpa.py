"""SDPA paths for per-head windowed attention (Guo et al., AAAI 2020): full masked SDPA,
and a chunked variant that groups heads by window width and, for local groups, attends each
block of ``C`` queries only to the slab of keys its windows can reach, all blocks in one SDPA
call (cost ``T * (C + 2h)`` instead of ``T^2``). Both have a backward and run on every
device. Shapes as in :mod:`.reference`.
"""

import torch
import torch.nn.functional as F

from .reference import window_mask


def window_attention_sdpa(q, k, v, half, q_idx, k_idx, valid_q=None, valid_k=None,
                          causal=False, dropout_p=0.0):
    tk = k.size(2)
    if valid_q is None and valid_k is None and int(half.min()) >= tk:
        # every head global, no padding: plain (causal) attention, no mask to build
        if not causal:
            return F.scaled_dot_product_attention(q, k, v, dropout_p=dropout_p)
        if q.size(2) == tk and torch.equal(q_idx, k_idx):
            return F.scaled_dot_product_attention(q, k, v, dropout_p=dropout_p, is_causal=True)
    mask = window_mask(half, q_idx, k_idx, valid_q, valid_k, causal)  # B x H x Tq x Tk
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p)


def _chunked_local(q, k, v, half, q_idx, k_idx, valid_q, valid_k, causal, dropout_p, hmax, chunk):
    """Local heads only, all blocks in one SDPA call.

    Query block ``b`` (``chunk`` queries) sees the slab of ``S = chunk + hmax (+ hmax)`` keys
    its windows can reach; slabs are cut with ``unfold`` from the zero-padded keys. Query rows
    past the end see their whole slab (their outputs are dropped), so no row is empty.
    """
    B, H, tq, D = q.shape
    tk = k.size(2)
    C = chunk
    nb = -(-tq // C)
    S = C + hmax + (0 if causal else hmax)
    base = int(q_idx[0]) - int(k_idx[0]) - hmax  # key index where block 0's slab starts
    pad_l = max(0, -base)
    pad_r = max(0, base + (nb - 1) * C + S - tk)
    start = base + pad_l

    def slabs(t):  # B x H x Tk x D -> B x H x nb x S x D
        t = F.pad(t, (0, 0, pad_l, pad_r))[:, :, start:]
        return t.unfold(2, S, C)[:, :, :nb].transpose(-1, -2)

    qb = F.pad(q, (0, 0, 0, nb * C - tq)).view(B, H, nb, C, D)
    kb, vb = slabs(k), slabs(v)
    dev = q.device
    blk = torch.arange(nb, device=dev).view(nb, 1) * C
    qpos = int(q_idx[0]) + blk + torch.arange(C, device=dev)  # nb x C
    kpos = int(k_idx[0]) + base + blk + torch.arange(S, device=dev)  # nb x S
    dist = qpos.unsqueeze(-1) - kpos.unsqueeze(-2)  # nb x C x S
    hq = half if half.size(2) == 1 else F.pad(half, (0, nb * C - tq))
    h = hq.view(B, H, -1, C if hq.size(2) > 1 else 1, 1)  # B x H x (nb|1) x (C|1) x 1
    allowed = ((dist >= 0) & (dist <= h)) if causal else (dist.abs() <= h)  # B x H x nb x C x S
    kin = ((kpos >= int(k_idx[0])) & (kpos < int(k_idx[0]) + tk)).unsqueeze(1)  # nb x 1 x S
    if valid_k is not None:
        vk = F.pad(valid_k, (pad_l, pad_r))[:, start:].unfold(1, S, C)[:, :nb]  # B x nb x S
        kin = (kin & vk.unsqueeze(2)).unsqueeze(1)  # B x 1 x nb x 1 x S
    allowed = allowed & kin
    if valid_q is not None:
        vq = F.pad(valid_q, (0, nb * C - tq))[:, None, :, None].view(B, 1, nb, C, 1)
        allowed = (allowed & vq) | (~vq & (dist == 0))
    beyond = (blk + torch.arange(C, device=dev) >= tq).view(nb, C, 1)  # padded query rows
    allowed = allowed | beyond
    allowed = allowed.expand(B, H, nb, C, S).reshape(B, H * nb, C, S)
    out = F.scaled_dot_product_attention(
        qb.reshape(B, H * nb, C, D), kb.reshape(B, H * nb, S, D), vb.reshape(B, H * nb, S, D),
        attn_mask=allowed, dropout_p=dropout_p)
    return out.view(B, H, nb * C, D)[:, :, :tq]  # B x Hg x Tq x D


def window_attention_chunked(q, k, v, half, q_idx, k_idx, valid_q=None, valid_k=None,
                             causal=False, dropout_p=0.0, chunk=None):
    """Heads grouped by their widest window; each local group goes through query blocks of
    ``chunk`` (default: about twice its half-width, 32..256), wide heads through full SDPA."""
    tk = k.size(2)
    groups = {}
    for h, w in enumerate(half.amax(dim=(0, 2)).tolist()):  # widest half-width per head
        c = chunk or max(32, min(256, 2 * w))
        groups.setdefault(w if 2 * w + c < tk else None, []).append(h)
    if list(groups) == [None]:
        return window_attention_sdpa(q, k, v, half, q_idx, k_idx, valid_q, valid_k, causal, dropout_p)
    order, outs = [], []
    for w, heads in groups.items():
        hi = torch.tensor(heads, device=q.device)
        sel = (q, k, v, half) if len(heads) == q.size(1) else (q[:, hi], k[:, hi], v[:, hi], half[:, hi])
        if w is None:
            outs.append(window_attention_sdpa(*sel, q_idx, k_idx, valid_q, valid_k, causal, dropout_p))
        else:
            c = chunk or max(32, min(256, 2 * w))
            outs.append(_chunked_local(*sel, q_idx, k_idx, valid_q, valid_k, causal, dropout_p, w, c))
        order += heads
    if len(outs) == 1:
        return outs[0]
    inv = torch.argsort(torch.tensor(order, device=q.device))
    return torch.cat(outs, dim=1)[:, inv]  # B x H x Tq x D
