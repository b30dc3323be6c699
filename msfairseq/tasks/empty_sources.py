"""Translating a batch in which some sources are not to be translated (only EOS).

Shared by ``umst_translation`` (Li et al., ICML 2022: a line that tokenizes to nothing) and
``doc_translation`` (Ye et al., arXiv:1911.04070: the blank line that separates documents in
``fairseq-interactive``). The model would invent a sentence from nothing, so such a row gets
an empty hypothesis with score ``-inf`` and the other rows are translated as usual.
"""

import math

import torch


def empty_hypothesis(eos, device):
    """What the generator returns for a translation, for one that is not made."""
    return {"tokens": torch.tensor([eos], device=device), "score": -math.inf,
            "attention": None, "alignment": torch.empty(0, 2, dtype=torch.long),
            "positional_scores": torch.tensor([-math.inf], device=device)}


def select_rows(sample, rows, bsz):
    """The sample restricted to batch rows ``rows`` (every batch-first tensor, net_input too)."""
    def pick(value):
        if torch.is_tensor(value) and value.dim() and value.size(0) == bsz:
            return value.index_select(0, rows.to(value.device))
        return value

    out = {k: pick(v) for k, v in sample.items() if k != "net_input"}
    out["net_input"] = {k: pick(v) for k, v in sample["net_input"].items()}
    if "nsentences" in out:
        out["nsentences"] = rows.numel()
    return out


def translate_skipping(step, sample, skip, eos, prefix_tokens=None, constraints=None):
    """``step(sample, prefix_tokens=..., constraints=...)`` (a task's ``inference_step`` with
    its generator and models bound) on the rows of ``sample`` where ``skip`` (B bool) is
    False; the skipped rows get :func:`empty_hypothesis`. One hypothesis list per row."""
    if not skip.any():
        return step(sample, prefix_tokens=prefix_tokens, constraints=constraints)
    hypos = [[empty_hypothesis(eos, skip.device)] if s else None for s in skip.tolist()]
    keep = (~skip).nonzero().flatten()
    if keep.numel():
        sub = select_rows(sample, keep, skip.numel())
        done = step(sub, prefix_tokens=None if prefix_tokens is None else prefix_tokens[keep],
                    constraints=None if constraints is None else constraints[keep])
        for row, hypo in zip(keep.tolist(), done):
            hypos[row] = hypo
    return hypos
