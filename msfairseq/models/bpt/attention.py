"""BP-Transformer graph self-attention with tree relative positions.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019 (arXiv:1911.04070). Every node (token or span, see :mod:`.graph`) attends
to the keys its graph edges name (§3.3, Eq. 4-7); the score of edge ``e`` (query
``i``, key ``j``, relation type ``t``) in head ``h`` is
``(q_ih . k_jh + q_ih . r_t) / sqrt(D)`` (Eq. 13) with ``r_t`` a learned embedding
of the tree relative position (§3.4: shared by the heads, one set per layer).
Attention dropout (``--attention-dropout``; 0.1 in the authors' MT configs,
github.com/yzh119/BPT ``configs/wmt-4.yml`` ``dropouta``, applied to the edge
softmax in ``modules/attention.py``) drops normalized edge weights. The attention itself runs
in the op :mod:`msfairseq.ops.bpt_attention` (dense, CSR reference or Triton).
"""

from typing import Dict, Optional

import math

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from fairseq.incremental_decoding_utils import with_incremental_state

from ...modules.attention_projections import SelfAttentionProjections
from ...ops.bpt_attention import (dense_graph_attention, dense_graph_probs, dense_limit, sparse_attention,
                                  use_dense)
from .graph import num_rel_types

# The released code's relative-position table has 1,000 rows (``MAX_ETYPE``), Xavier-uniform
# initialised: bound sqrt(6 / (1000 + d_k)), std 0.043 at d_k = 64. Ours has one row per
# relation type; we draw it from the same distribution.
RELEASED_REL_TABLE_ROWS = 1000


@with_incremental_state
class BPTGraphAttention(SelfAttentionProjections):
    """Multi-head attention along graph edges, with tree relative positions and attention dropout.

    ``impl``: ``None`` / ``"auto"`` (dense below the node-count crossover, the CSR
    op above), ``"dense"``, ``"reference"`` or ``"triton"``; see
    :func:`msfairseq.ops.bpt_attention.use_dense`.
    """

    def __init__(self, embed_dim, num_heads, k, clip, rel_pos=True, dropout=0.0, impl=None,
                 q_noise=0.0, qn_block_size=8):
        super().__init__(embed_dim, num_heads, q_noise, qn_block_size)
        self.k, self.clip = k, clip
        self.dropout_p = float(dropout)
        self.impl = None if impl in (None, "auto") else impl
        self.scaling = self.head_dim ** -0.5
        self.rel_embed = nn.Embedding(num_rel_types(k, clip), self.head_dim) if rel_pos else None
        self.reset_parameters()

    def reset_parameters(self):
        super().reset_parameters()
        if self.rel_embed is not None:  # the paper gives no init; the released code's, see above
            bound = math.sqrt(6.0 / (RELEASED_REL_TABLE_ROWS + self.head_dim))
            nn.init.uniform_(self.rel_embed.weight, -bound, bound)

    def _project(self, proj, x, num_tokens, spans_zero):
        """``proj`` of node rows ``B x N x C`` -> ``B x N x H x D``.

        ``spans_zero``: rows ``num_tokens..`` are all equal (zero spans in the first
        layer), so one of them is projected and repeated. ``proj`` runs once either way, so
        a forward pre-hook (fairseq's ``--quant-noise-pq``) acts once per forward pass.
        """
        b, n, c = x.shape
        if spans_zero and n > num_tokens:
            y = proj(x[:, :num_tokens + 1])  # B x (T + 1) x C: the tokens and one span row
            y = torch.cat([y[:, :num_tokens], y[:, num_tokens:].expand(b, n - num_tokens, c)], 1)
        else:
            y = proj(x)
        return y.view(b, n, self.num_heads, self.head_dim)

    def _rel_scores(self, q):
        """``scale * q . r_t`` for every type: ``... x H x R`` (None without rel-pos)."""
        if self.rel_embed is None:
            return None
        return torch.matmul(q, self.rel_embed.weight.t()) * self.scaling

    def _dropout_mask(self, num_edges, like):
        """``E x H`` attention-dropout multipliers (0 or ``1 / (1 - p)``), drawn with torch's
        RNG in training (so a fixed seed gives the same mask on every path); else None."""
        if not self.training or self.dropout_p <= 0:
            return None
        keep = 1.0 - self.dropout_p
        return torch.empty(num_edges, self.num_heads, dtype=like.dtype, device=like.device).bernoulli_(keep).div_(keep)

    def forward(self, x, graph, num_tokens, spans_zero=False, tokens_only=False):
        """x: ``B x W x C`` node rows; graph: a :class:`~.graph.BatchGraph` over them.

        Returns ``B x W x C``, or ``B x T x C`` (the token rows) with ``tokens_only``.
        """
        bsz, width, c = x.shape
        h, d = self.num_heads, self.head_dim
        dense = use_dense(width, x.device, self.impl)
        wq = num_tokens if tokens_only and dense else width  # the CSR path computes every row
        k = self._project(self.k_proj, x, num_tokens, spans_zero)  # B x W x H x D
        v = self._project(self.v_proj, x, num_tokens, spans_zero)
        q = self._project(self.q_proj, x[:, :wq], num_tokens, spans_zero)  # B x Wq x H x D
        rel = self._rel_scores(q)  # B x Wq x H x R
        mask = self._dropout_mask(graph.num_edges, x)  # E x H, drawn for every edge on both paths
        if dense:
            out = dense_graph_attention(q, k, v, graph.dense_layout(wq), rel, self.scaling, mask)
        else:
            flat = lambda t: t.reshape(bsz * width, h, d)  # noqa: E731  (B*W) x H x D
            bias = None if rel is None else rel.reshape(bsz * width, h, -1)[graph.rows, :, graph.etype]  # E x H
            out = sparse_attention(flat(q), flat(k), flat(v), graph.indptr, graph.indices, bias=bias,
                                   scale=self.scaling, impl=self.impl, plan=graph.plan, dropout_mask=mask)
            out = out.view(bsz, width, h, d)
            if tokens_only:
                out = out[:, :num_tokens]
        return self.out_proj(out.reshape(bsz, out.shape[1], c))

    def token_weights(self, x, graph, num_tokens, spans_zero=False):
        """The token rows' attention probabilities over every node, ``B x H x T x W``
        (zero off the graph's edges; no dropout), computed densely whatever the size: for
        analysis (``analysis/attention_maps.py``). Arguments as in :meth:`forward`."""
        k = self._project(self.k_proj, x, num_tokens, spans_zero)  # B x W x H x D
        q = self._project(self.q_proj, x[:, :num_tokens], num_tokens, spans_zero)  # B x T x H x D
        return dense_graph_probs(q, k, graph.dense_layout(num_tokens), self._rel_scores(q), self.scaling)

    # -- incremental decoding ------------------------------------------------
    def forward_step(self, x, plan, incremental_state, tokens_only=False):
        """One decoding step (see :class:`~.graph.DecoderSchedule`).

        x: ``B x R x C`` inputs of this step's rows (row 0 the new token, then the
        spans computed at this step); plan: the step's :class:`~.graph.StepPlan`. Appends the rows' keys/values to the cache and returns
        ``B x R x C`` (``B x 1 x C`` with ``tokens_only``: the spans then only
        provide keys). While the cache is small (the dense crossover, by node
        count) a step scores every cached node and masks the non-keys; above it,
        it gathers the rows' keys (work proportional to the step's edges). The
        projections take ``(B*R) x C`` rows and the dense step's matmuls are ``bmm`` on the
        ``(B*H) x R x D`` views ``torch.matmul`` folds ``B x H x R x D`` into (the same values);
        the plan's indices and masks are built once per plan and device
        (:meth:`~.graph.StepPlan.step_index`), not per step and layer.
        """
        bsz, r, c = x.shape
        h, d = self.num_heads, self.head_dim
        key = self._state_key()
        cache = incremental_state.get(key)
        if cache is None:
            cache = {}
            incremental_state[key] = cache
            incremental_state[key + "_dense"] = dense_limit(x.device, self.impl)  # read once per decode
        x2 = x.reshape(bsz * r, c)  # (B*R) x C
        k = self.k_proj(x2).view(bsz, r, h, d).transpose(1, 2)  # B x H x R x D
        v = self.v_proj(x2).view(bsz, r, h, d).transpose(1, 2)
        if "k" in cache:
            k, v = torch.cat([cache["k"], k], 2), torch.cat([cache["v"], v], 2)  # B x H x N x D
        cache["k"], cache["v"] = k, v
        rows = 1 if tokens_only else r
        xq = x2 if rows == r else x[:, :rows].reshape(bsz * rows, c)
        q = self.q_proj(xq).view(bsz, rows, h, d).transpose(1, 2)  # B x H x R x D
        rel = self._rel_scores(q)  # B x H x R x T
        n = k.shape[2]
        dense = n <= incremental_state[key + "_dense"]  # use_dense(n, ...), its settings read at step 0
        ty, blocked, idx = plan.step_index(dense, rows, x.device)  # R x N (dense) or R x M
        if dense:
            scores = torch.bmm(q.reshape(bsz * h, rows, d), k.reshape(bsz * h, n, d).transpose(1, 2))
            scores = scores.view(bsz, h, rows, n) * self.scaling  # B x H x R x N
            keys_v = v
        else:
            k_sel = k[:, :, idx]  # B x H x R x M x D
            keys_v = v[:, :, idx]
            scores = torch.matmul(k_sel, q.unsqueeze(-1)).squeeze(-1) * self.scaling  # B x H x R x M
        if rel is not None:
            scores = scores + rel.gather(-1, ty.expand(bsz, h, -1, -1))
        p = F.softmax(scores.masked_fill(blocked, float("-inf")), dim=-1)
        if dense:
            out = torch.bmm(p.view(bsz * h, rows, n), v.reshape(bsz * h, n, d)).view(bsz, h, rows, d)
        else:
            out = torch.matmul(p.unsqueeze(-2), keys_v).squeeze(-2)  # B x H x R x D
        out = out.transpose(1, 2).reshape(bsz * rows, self.embed_dim)  # (B*R) x C
        return self.out_proj(out).view(bsz, rows, self.embed_dim)

    def _state_key(self):
        """``get_incremental_state(.., "bpt")``'s key, built once."""
        key = self.__dict__.get("_bpt_key")
        if key is None:
            key = self.__dict__["_bpt_key"] = f"{self._incremental_state_id}.bpt"
        return key

    def _heads(self, proj, x):
        return proj(x).view(*x.shape[:-1], self.num_heads, self.head_dim)  # ... x H x D

    def reorder_incremental_state(self, incremental_state: Dict[str, Dict[str, Optional[Tensor]]], new_order: Tensor):
        cache = incremental_state.get(self._state_key())
        if cache is not None:
            for key in list(cache):
                cache[key] = cache[key].index_select(0, new_order)
