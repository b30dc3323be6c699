"""What the families' one-query decoding steps share: the step's projections and the key/value
cache they extend.

Each family's decoder self-attention takes a lean path for a decoding step (one new query per
row, inference): MSMSA's windows (``models/msmsa/attention.py``), DA's re-scaled scores
(``models/da/attention.py``) and UMST's plain softmax (``models/umst/attention.py``). Each then
scores the keys its own way; the parts here are the same in the three: the projections take
the step's ``B x C`` rows (fairseq's ``1 x B x C`` input flattened: the same matmuls, without
the reshapes), and the keys and values of the steps so far are kept ``B x H x T x D`` in the
layer's incremental-state entry, the new step's appended. Their values are those of fairseq's
general step bit for bit (each family's ``..._bit_for_bit`` test).
"""

import torch


def step_state(incremental_state, key):
    """The dict an attention layer keeps under ``key`` in ``incremental_state``, made on the
    first step of a decode."""
    saved = incremental_state.get(key)
    if saved is None:
        saved = {}
        incremental_state[key] = saved
    return saved


def project_step(attn, query):
    """A decoding step's projections: ``query`` ``1 x B x C`` -> ``q``, ``k``, ``v``, each
    ``B x H x 1 x D`` (views of ``B x C`` matmuls by ``attn``'s ``q_proj``, ``k_proj``,
    ``v_proj``)."""
    _, B, C = query.shape
    H, D = attn.num_heads, attn.head_dim
    x = query.reshape(B, C)  # 1 x B x C -> B x C
    return (attn.q_proj(x).view(B, H, 1, D), attn.k_proj(x).view(B, H, 1, D),
            attn.v_proj(x).view(B, H, 1, D))


def with_cached(saved, k, v, names=("prev_key", "prev_value")):
    """This step's ``k``, ``v`` (``B x H x 1 x D``) after the cached ones ``saved[names]``:
    ``B x H x T x D`` each (unchanged on the first step). The caller stores what it keeps."""
    if saved.get(names[0]) is not None:
        k = torch.cat([saved[names[0]], k], dim=2)
        v = torch.cat([saved[names[1]], v], dim=2)
    return k, v
