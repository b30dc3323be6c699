"""Fused projections for MUSE inference (Zhao et al., *MUSE: Parallel Multi-Scale
Attention for Sequence to Sequence Learning*, 2019, Sec. "potential for
acceleration").

In a MUSE block every branch reads the same (normalized) input ``X`` and the
block output is the sum of the branches' output projections. So at inference

* ``W^Q, W^K, W^V`` (and the conv kernels' predictor folded through ``W^V``,
  the decoder's cross-attention ``W^Q``, and the FFN's ``W_1``) become one
  ``X @ [W^Q; W^K; W^V; ...]^T`` matmul, and
* the output matrices (attention ``W^O``, conv output, FFN ``W_2``,
  cross-attention ``W^O``) become one matmul on the concatenated branch outputs.

:class:`FusedWeights` builds the concatenated matrices once and rebuilds them
only when a parameter changed (new storage or an in-place update, e.g. an
optimizer step or ``load_state_dict``), tracked by each tensor's version.
"""

import torch


def _bias(b, rows, like):
    return b if b is not None else like.new_zeros(rows)


class FusedWeights:
    """Cache of ``(W_in, b_in, names, sizes, W_out, b_out)`` for one block.

    Args:
        owner: the ``nn.Module`` whose parameters the fused matrices derive from.
        in_segments: callable returning ``[(name, W, b)]``: maps ``X -> name``,
            ``W`` ``out x C`` (``b`` may be ``None``), in output order.
        out_segments: callable returning ``[(name, W, b)]``: the branch output
            matrices ``C x in_i``; the block output is ``sum_i W_i @ branch_i + b_i``.
    """

    def __init__(self, owner, in_segments, out_segments):
        # a plain list, so nn.Module does not register the owner as a submodule
        self._owner = [owner]
        self._in_segments = in_segments
        self._out_segments = out_segments
        self._key = None
        self._value = None

    def _params_key(self):
        return tuple((p.data_ptr(), p._version, p.dtype) for p in self._owner[0].parameters())

    def get(self):
        """The fused matrices, rebuilt if any parameter of the owner changed."""
        key = self._params_key()
        if key != self._key:
            with torch.no_grad():
                ins = self._in_segments()
                outs = self._out_segments()
                w_in = torch.cat([w for _, w, _ in ins], dim=0)  # N x C
                b_in = torch.cat([_bias(b, w.size(0), w) for _, w, b in ins], dim=0)
                w_out = torch.cat([w for _, w, _ in outs], dim=1)  # C x M
                b_out = sum(_bias(b, w.size(0), w) for _, w, b in outs)
            self._value = (
                w_in, b_in, [n for n, _, _ in ins], [w.size(0) for _, w, _ in ins],
                w_out, b_out, [n for n, _, _ in outs],
            )
            self._key = key
        return self._value

    def clear(self):
        self._key = self._value = None
