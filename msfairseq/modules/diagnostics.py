"""Each family's own diagnostics as fairseq metrics, in the training log and in tensorboard.

Shared by the five families (MSMSA: Guo et al., AAAI 2020; MUSE: Zhao et al., 2019; BPT:
Ye et al., 2019; UMST: Li et al., ICML 2022; DA: Wu et al., NAACL 2021). An encoder or decoder
logs a few scalars per forward pass with fairseq's ``metrics.log_scalar`` (what fairseq's
criterions do for the loss), so fairseq's own aggregation carries them: ``train_inner`` lines
average the updates of one ``--log-interval``, ``train`` lines the epoch, ``valid`` lines the
whole validation set (batches weighted by ``weight``), and ``--tensorboard-logdir`` writes
every key it prints. docs/training.md ("Monitoring") lists the keys and what they mean.

Cheap by construction: the values are a few reductions of parameters or of numbers the
forward pass already has (lengths, graph sizes), computed once per forward pass, not per
layer and token; they stay tensors on the device (no host sync), and fairseq reads them only
when it prints a log line. Nothing is logged outside fairseq's training and validation
(``fairseq-generate``, the hub interface: no aggregation is open), in incremental decoding
steps (the callers check), or while the forward pass is traced, scripted or compiled.

With several processes each logs its own batches and fairseq prints rank 0's (it all-reduces
only the criterion's outputs); values derived from parameters are the same on every rank.
"""

import torch
from fairseq.logging import metrics

PRIORITY = 500  # after fairseq's own keys (loss, ppl, wps, ...) in a log line
ROUND = 3


def diagnostics_active():
    """True while fairseq aggregates metrics for training or validation (an aggregation
    other than fairseq's always-open ``default`` one is active), and the forward pass is
    not being traced, scripted or compiled."""
    if torch.jit.is_scripting() or torch.jit.is_tracing() or torch.compiler.is_compiling():
        return False
    root = metrics.get_meters("default")
    return any(agg is not root for agg in metrics.get_active_aggregators())


def log_diagnostics(values, weight=1):
    """Log ``{key: value}`` (0-dim tensors or numbers) with fairseq's ``metrics.log_scalar``.

    ``weight``: what this forward pass counts for in the averages (1, or its tokens for a
    per-token value). Tensors are detached and kept where they are: fairseq turns the
    average into a rounded float when it prints it.
    """
    for key, value in values.items():
        if torch.is_tensor(value):
            value = value.detach().float()
        metrics.log_scalar(key, value, weight, priority=PRIORITY, round=ROUND)


class EncoderDiagnostics:
    """Mixin for a fairseq encoder (before its fairseq base class): after each forward pass
    it logs ``self.diagnostics(src_tokens)``, a ``(values, weight)`` pair."""

    def forward(self, src_tokens, *args, **kwargs):
        out = super().forward(src_tokens, *args, **kwargs)
        if diagnostics_active():
            log_diagnostics(*self.diagnostics(src_tokens))
        return out


class DecoderDiagnostics:
    """Mixin for a fairseq decoder (before its fairseq base class): after a full forward pass
    (not a decoding step) it logs ``self.diagnostics(prev_output_tokens)``, a ``(values,
    weight)`` pair."""

    def forward(self, prev_output_tokens, encoder_out=None, incremental_state=None, *args, **kwargs):
        out = super().forward(prev_output_tokens, encoder_out, incremental_state, *args, **kwargs)
        if incremental_state is None and diagnostics_active():
            log_diagnostics(*self.diagnostics(prev_output_tokens))
        return out
