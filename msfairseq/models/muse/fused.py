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
when the weights may have changed. A tensor's ``_version`` alone cannot tell:
fairseq's optimizers update ``p.data`` in place (``fairseq/optim/adam.py``), and
an in-place op on ``.data`` does not bump ``p._version``. So the cache key also
holds a count of every ``torch.optim`` optimizer step in this process (a global
step post-hook), and the owning block drops the cache on every ``train()`` /
``eval()`` call, which fairseq makes around each validation. ``load_state_dict``,
``.to()`` and in-place updates outside ``.data`` change the pointers/versions.

Measured (CPU, 1 thread, 2+2 ``muse_base`` blocks, beam search): rebuilding the
fused matrices in every forward costs 13-21% of decoding speed, so the cache stays.
"""

import torch
from torch.optim.optimizer import register_optimizer_step_post_hook

_optimizer_steps = 0


def _count_optimizer_step(optimizer, args, kwargs):
    global _optimizer_steps
    _optimizer_steps += 1


# every torch.optim.Optimizer (fairseq's Adam, Adafactor, NAG, FP16 wrappers' inner
# optimizers) calls the global post-hooks after its step
register_optimizer_step_post_hook(_count_optimizer_step)


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
        return (_optimizer_steps,) + tuple(
            (p.data_ptr(), p._version, p.dtype) for p in self._owner[0].parameters())

    def get(self):
        """The fused matrices, rebuilt after any optimizer step or parameter change."""
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
