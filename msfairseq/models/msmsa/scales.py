"""Scale specifications and per-layer head allocation for Multi-Scale Self-Attention.

Guo et al., *Multi-Scale Self-Attention for Text Classification*, AAAI 2020.

A head of scale ``s`` (odd) sees the ``s`` keys centred on its query (half-width
``(s-1)/2``); in a decoder it sees the ``(s+1)/2`` keys ending at the query.
A scale is written as

* an odd integer, e.g. ``3`` (an even one is rejected);
* a fraction of the sentence length, ``n/4`` or ``0.25n``: ``s = round_to_odd(n/4)``,
  i.e. half-width ``floor(n/8)``, where ``n`` is the true (unpadded) length of the
  sentence in the encoder and, in the decoder, the number of target tokens seen so far
  (query position + 1) so that decoding stays causal;
* ``global``: unbounded.

A list of scales is written smallest first: odd integers (ascending), then fractions
(ascending), then ``global``, as the paper's set {1, 3, N/16, N/8, N/4}. A list in another
order is refused, not re-sorted: the order decides which scales eq. 11 favours, and explicit
head counts are matched to the list by position.

Head counts per layer follow the paper's control factor alpha (eq. 11-12), with layers
``l = 1..L`` (bottom to top) and scales ``k = 1..K`` listed from small to large::

    z^l_k = 0                      if l = L or k = K
    z^l_k = z^l_{k+1} + alpha / l  otherwise            (i.e. z^l_k = (K-k) alpha / l)
    n^l   = softmax(z^l) * N, rounded (largest remainder) so that sum_k n^l_k = N

(the PDF text reads "+ alpha l": extraction drops fraction slashes, and only alpha / l makes
"the preference of smaller scale increase with the decline of layer depth"). The top layer
splits heads uniformly; with alpha > 0 lower layers get more small-scale heads, with
alpha < 0 more large-scale heads (Table 6 rows D, E). The schedule ``layers-above``,
``z^l_k = alpha (L-l) (K-k)``, is the one msfairseq used before; it gives the bottom layers
far fewer large-scale heads.
"""

import math
import re
from dataclasses import dataclass

import torch

_FRACTION = re.compile(r"^n\s*/\s*(\d+(?:\.\d+)?)$|^(\d*\.?\d+)\s*\*?\s*n$")


@dataclass(frozen=True)
class Scale:
    """One attention scale: ``kind`` is ``"fixed"`` (odd ``size``), ``"frac"`` or ``"global"``."""

    kind: str
    size: int = 0
    frac: float = 0.0

    def __str__(self):
        if self.kind == "fixed":
            return str(self.size)
        if self.kind == "frac":
            return f"{self.frac:g}n"
        return "global"


def parse_scale(text, flag="--msmsa-scales"):
    """Parse one scale (``"3"``, ``"n/4"``, ``"0.25n"``, ``"global"``); errors name ``flag``."""
    t = text.strip().lower()
    if t in ("global", "inf", "all"):
        return Scale("global")
    if t.isdigit():
        s = int(t)
        if s < 1 or s % 2 == 0:
            raise ValueError(f"{flag}: scale {text!r} must be an odd integer >= 1 (e.g. 1, 3, 5)")
        return Scale("fixed", size=s)
    m = _FRACTION.match(t)
    if m:
        frac = 1.0 / float(m.group(1)) if m.group(1) else float(m.group(2))
        if not 0.0 < frac <= 1.0:
            raise ValueError(f"{flag}: fraction {text!r} must lie in (0, 1] of the length")
        return Scale("frac", frac=frac)
    raise ValueError(
        f"{flag}: cannot parse scale {text!r}; use an odd integer (3), a fraction of the "
        "sentence length (n/4 or 0.25n) or 'global'"
    )


def _order_key(scale):
    """Smallest first: fixed sizes, then fractions of the length, then global."""
    return {"fixed": (0, scale.size), "frac": (1, scale.frac), "global": (2, 0)}[scale.kind]


def _spell(scale):
    if scale.kind == "frac" and abs(1 / scale.frac - round(1 / scale.frac)) < 1e-9:
        return f"n/{round(1 / scale.frac)}"
    return str(scale)


def parse_scales(text, flag="--msmsa-scales"):
    """Parse a comma-separated scale list, smallest scale first (else ``ValueError``)."""
    scales = [parse_scale(p, flag) for p in str(text).split(",") if p.strip()]
    if not scales:
        raise ValueError(f"{flag}: give at least one scale")
    if len(set(scales)) != len(scales):
        raise ValueError(f"{flag}: scales {text!r} contain a duplicate")
    ordered = sorted(scales, key=_order_key)
    if ordered != scales:
        fix = ",".join(_spell(s) for s in ordered)
        raise ValueError(
            f"{flag}: scales {text!r} are not smallest first (odd integers ascending, then "
            f"fractions of n ascending, then global); write {fix!r}")
    return scales


SCHEDULES = ("paper", "layers-above")


def alpha_head_counts(num_layers, num_scales, num_heads, alpha, schedule="paper"):
    """Heads per scale for each layer (paper eq. 11-12); rows sum to ``num_heads``.

    ``schedule``: ``"paper"`` (step alpha / l) or ``"layers-above"`` (step alpha (L - l)).
    Returns a list of ``num_layers`` lists of ``num_scales`` ints, bottom layer first.
    """
    if schedule not in SCHEDULES:
        raise ValueError(f"--msmsa-alpha-schedule: {schedule!r} unknown; choose one of {SCHEDULES}")
    counts = []
    for l in range(1, num_layers + 1):
        if schedule == "paper":
            step = 0.0 if l == num_layers else alpha / l  # eq. 11
        else:
            step = alpha * (num_layers - l)
        z = [step * (num_scales - k) for k in range(1, num_scales + 1)]
        zmax = max(z)
        e = [math.exp(v - zmax) for v in z]
        share = [num_heads * v / sum(e) for v in e]
        n = [int(math.floor(v)) for v in share]
        # largest remainder; ties go to the smaller scale (stable order)
        order = sorted(range(num_scales), key=lambda k: (-(share[k] - n[k]), k))
        for k in order[: num_heads - sum(n)]:
            n[k] += 1
        counts.append(n)
    return counts


def parse_head_counts(text, num_layers, num_scales, num_heads, flag):
    """Parse an explicit per-layer allocation ``"2,1,1;1,1,2"`` (one group per layer).

    A single group is used for every layer. Each group has one count per scale and
    must sum to the number of heads.
    """
    groups = [g for g in str(text).split(";") if g.strip()]
    if len(groups) == 1:
        groups = groups * num_layers
    if len(groups) != num_layers:
        raise ValueError(f"{flag}: {len(groups)} layer groups given, the model has {num_layers} layers")
    counts = []
    for i, g in enumerate(groups):
        try:
            row = [int(c) for c in g.split(",")]
        except ValueError:
            raise ValueError(f"{flag}: layer {i + 1}: {g!r} is not a comma-separated list of ints")
        if len(row) != num_scales or any(c < 0 for c in row) or sum(row) != num_heads:
            raise ValueError(
                f"{flag}: layer {i + 1}: {g!r} must give {num_scales} non-negative counts "
                f"(one per scale) summing to {num_heads} heads"
            )
        counts.append(row)
    return counts


def layer_head_scales(scales, counts):
    """Expand per-layer counts into one :class:`Scale` per head (list per layer)."""
    return [[s for s, c in zip(scales, row) for _ in range(c)] for row in counts]


def half_widths(head_scales, lengths=None, positions=None, big=1 << 30):
    """Half-width per head, sentence and query, as a ``B x H x Tq`` (or ``B x H x 1``) LongTensor.

    Encoder: pass ``lengths`` (``B``, true lengths); fractional scales use the sentence
    length. Decoder: pass ``positions`` (``B x Tq``, true 0-based positions); fractional
    scales use ``position + 1``. A global head gets ``big``.
    """
    if positions is not None:
        n = (positions + 1).unsqueeze(1).double()  # B x 1 x Tq
    else:
        n = lengths.view(-1, 1, 1).double()  # B x 1 x 1
    rows = []
    for s in head_scales:
        if s.kind == "fixed":
            rows.append(torch.full_like(n, (s.size - 1) // 2))
        elif s.kind == "frac":
            # s = nearest odd to frac*n  <=>  half-width = floor(frac*n / 2)
            rows.append(torch.floor(n * s.frac / 2 + 1e-9))
        else:
            rows.append(torch.full_like(n, big))
    return torch.cat(rows, dim=1).long()  # B x H x (Tq or 1)


def window_coverage(scale, lengths=None, positions=None):
    """The share of the visible sentence a query's window of ``scale`` holds.

    Encoder: pass ``lengths`` (``B``); returns ``B``: for each sentence, the mean over its
    ``n`` queries of (keys in the window, clipped to the sentence) / ``n``. Decoder: pass
    ``positions`` (``B x T``, 0-based); returns ``B x T``: (keys in the causal window) /
    (position + 1). 1 for a global scale, and for any scale whose window spans the sentence.
    """
    if positions is not None:
        p = positions.double()
        half = half_widths([scale], positions=positions)[:, 0].double()  # B x T
        return (torch.minimum(p, half) + 1) / (p + 1)
    n = lengths.double()
    half = torch.minimum(half_widths([scale], lengths=lengths).view(-1).double(), n - 1).clamp(min=0)
    # sum over queries i of |[max(0, i - h), min(n - 1, i + h)]|, for h <= n - 1
    keys = n * (n - 1) / 2 + n * half - half * (half + 1) / 2 - (n - half) * (n - half - 1) / 2 + n
    return keys / (n * n).clamp(min=1)
