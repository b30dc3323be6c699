"""Generation helpers of ``doc_translation``: in-order decoding of ``segment_pairs``.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning* (arXiv:1911.04070). In the authors' form an example is a segment
plus the previous segment of its document, on both sides. Translation must not
cheat: the target-side context is the model's **own** translation of the
previous segment, never the reference. :func:`translate_in_order` does that
with stock ``fairseq-generate``: the dataset orders segments by their position
in the document (so segment ``p`` of a document comes in a batch after segment
``p - 1``, or later in the same batch), and for every segment the task forces
its own earlier translation as the decoder prefix, decodes the rest, splits it
at the separators into one hypothesis per sentence, and rewrites the sample's
``id`` / ``src_tokens`` / ``target`` to the current sentences, so that
``fairseq-generate`` prints and scores exactly one hypothesis per sentence.

Each segment's output is bounded by its own sentences, whatever else is in the batch
(:class:`row_limits`): fairseq bounds a whole batch by its widest source, and here a longer
output would also become the next segment's context, so a segment's translation would
depend on its batch. A sentence's ``score`` is its own (:func:`sentence_score`), as a plain
decode of it would report it.

(The authors' ``mt_infer.py`` decodes the context segment afresh from BOS in
the same pass and drops it; here the previous translation is reused, which is
what a reader of the document would see.)
"""

import logging
import math

import torch

from fairseq.data import data_utils

from .empty_sources import empty_hypothesis, select_rows

logger = logging.getLogger(__name__)


def _context_mask(src_tokens, separator, pad):
    """B x S bool: ``True`` at every row's context (up to its last separator before the
    final token) and at padding; either padding side."""
    nonpad = src_tokens.ne(pad)
    pos = torch.arange(src_tokens.size(1), device=src_tokens.device).expand_as(src_tokens)
    final = torch.where(nonpad, pos, -1).max(dim=1, keepdim=True).values  # B x 1
    is_sep = src_tokens.eq(separator) & nonpad & pos.lt(final)
    last_sep = torch.where(is_sep, pos, -1).max(dim=1, keepdim=True).values  # B x 1
    return pos.le(last_sep) | ~nonpad


def current_width(src_tokens, separator, pad):
    """Tokens of the longest current sentence (after the context) in a B x S batch."""
    return int((~_context_mask(src_tokens, separator, pad)).sum(dim=1).max())


def show_current_sentences(src_tokens, separator, pad):
    """Overwrite, in place, every row's context (up to its last separator) with padding.

    ``fairseq-generate`` and ``fairseq-interactive`` print the ``S-`` line from these
    tokens after translation; this leaves the current sentence. B x S, either padding side.
    """
    src_tokens.masked_fill_(_context_mask(src_tokens, separator, pad), pad)


class generator_budget:
    """Within this context, the generator allows ``a * src_tokens.size(1) + b`` tokens.

    fairseq's ``SequenceGenerator`` allows ``max_len_a * src_tokens.size(1) + max_len_b``
    tokens to a whole batch; with context in the source that width is not the current
    sentences'. The callers set ``a`` and ``b`` so that the batch gets what its current
    sentences would get at sentence level (after any forced prefix). A generator without
    these attributes is left as it is.
    """

    def __init__(self, generator, a, b):
        self.generator, self.a, self.b = generator, a, b

    def __enter__(self):
        self.saved = (getattr(self.generator, "max_len_a", None),
                      getattr(self.generator, "max_len_b", None))
        if None not in self.saved:
            self.generator.max_len_a, self.generator.max_len_b = self.a, self.b
        return self

    def __exit__(self, *exc):
        if None not in self.saved:
            self.generator.max_len_a, self.generator.max_len_b = self.saved


def max_len_of_current_sentences(generator, src_tokens, separator, pad):
    """:class:`generator_budget` for ``source_context`` rows (context up to the last separator):
    ``a * (the batch's widest current sentence) + b``, fairseq's batch-wide bound."""
    shift = src_tokens.size(1) - current_width(src_tokens, separator, pad)
    a, b = getattr(generator, "max_len_a", 0), getattr(generator, "max_len_b", 0)
    return generator_budget(generator, a, b - a * shift)


class row_limits:
    """Within this context, row ``i`` of the next ``generator.generate`` call writes at most
    ``limits[i]`` tokens (then only EOS may follow).

    fairseq's ``SequenceGenerator._generate`` has one bound for the whole batch: at
    ``step >= max_len`` every token but EOS gets ``-inf``. This applies that rule per row
    by wrapping the generator's ``EnsembleModel`` (``generator.model``):
    ``reorder_encoder_out`` also reorders the limits (its first call maps the ``bsz`` rows
    to ``bsz * beam``; every later call is the reorder of the beams and of the finished
    sentences, after which row ``r`` is old row ``new_order[r]``), and the log-probabilities
    that ``forward_decoder`` returns for ``tokens`` (``(bsz * beam) x (step + 1)``) keep only
    EOS's value in every row whose limit is ``<= step``. The limits must not exceed the
    generator's own bound, nor fall inside a row's forced prefix. The original methods are
    restored on exit, after an error too.
    """

    METHODS = ("reorder_encoder_out", "forward_decoder")

    def __init__(self, generator, limits, eos):
        self.model = getattr(generator, "model", None)
        self.limits, self.eos = limits, eos

    @staticmethod
    def supported(generator):
        model = getattr(generator, "model", None)
        return all(callable(getattr(model, m, None)) for m in row_limits.METHODS)

    def __enter__(self):
        self.saved = {m: self.model.__dict__.get(m) for m in self.METHODS}  # instance-level ones
        self.reorder, self.forward = self.model.reorder_encoder_out, self.model.forward_decoder
        self.model.reorder_encoder_out = self._reorder_encoder_out
        self.model.forward_decoder = self._forward_decoder
        return self

    def __exit__(self, *exc):
        for m, value in self.saved.items():
            if value is None:
                delattr(self.model, m)  # the class's method again
            else:
                setattr(self.model, m, value)

    def _reorder_encoder_out(self, encoder_outs, new_order):
        self.limits = self.limits.to(new_order.device)[new_order]
        return self.reorder(encoder_outs, new_order)

    def _forward_decoder(self, tokens, *args, **kwargs):
        lprobs, attn = self.forward(tokens, *args, **kwargs)  # (bsz * beam) x V
        done = self.limits.le(tokens.size(1) - 1)  # rows at their limit at this step
        if done.any():
            eos = lprobs[done, self.eos]
            lprobs[done] = -math.inf
            lprobs[done, self.eos] = eos
        return lprobs, attn


_fallbacks_logged = set()


def _generate_bounded(base_step, generator, models, sample, prefix_tokens, prefix_lens, widths,
                      eos):
    """``base_step`` on one position group, row ``i`` bounded by its own sentences: at most
    ``prefix_lens[i] + int(a * widths[i] + b)`` tokens (``--max-len-a`` / ``-b``; ``widths``:
    each row's current sentences' source tokens), capped as fairseq caps a batch
    (``generator.max_len - 1``: the decoder's positions, unless the generator was built with
    a ``max_len``). A generator
    without fairseq's ``EnsembleModel`` (or with ``--match-source-len``) gets one bound for
    the group instead: its longest prefix plus ``a * (its widest current sentences) + b``."""
    a, b = getattr(generator, "max_len_a", 0), getattr(generator, "max_len_b", 0)
    per_row = (row_limits.supported(generator) and getattr(generator, "max_len", None)
               and not getattr(generator, "match_source_len", False))
    if per_row:
        cap, min_len = generator.max_len - 1, getattr(generator, "min_len", 1)
        # the prefix is forced, and fairseq refuses an EOS before min_len: neither is cut
        limits = [min(max(p + max(0, int(a * w + b)), min_len), cap)
                  for p, w in zip(prefix_lens, widths)]
        with generator_budget(generator, 0, max(limits)), \
                row_limits(generator, torch.tensor(limits), eos):
            return base_step(generator, models, sample, prefix_tokens=prefix_tokens)
    why = ("--match-source-len" if getattr(generator, "match_source_len", False) else
           f"{type(generator).__name__} has no fairseq EnsembleModel to bound each row")
    if why not in _fallbacks_logged:
        _fallbacks_logged.add(why)
        logger.warning("segment_pairs: %s: each batch of segments gets one bound (its longest "
                       "prefix, a * its widest current sentences + b), so a segment's translation "
                       "can depend on what else is in its batch", why)
    shift = sample["net_input"]["src_tokens"].size(1) - max(widths)
    with generator_budget(generator, a, b + max(prefix_lens) - a * shift):
        return base_step(generator, models, sample, prefix_tokens=prefix_tokens)


def _context_prefix(task, doc, position, first, current):
    """Own translation of the previous segment, sentences joined and ended by separators."""
    if first == current:
        return torch.empty(0, dtype=torch.long)
    sentences = task._own_output.pop((doc, position - 1), None)
    if sentences is None:
        raise RuntimeError(
            f"doc_translation: segment {position} of document {doc} needs this process's "
            f"translation of segment {position - 1}, which it has not made: translate with one "
            f"process and no sharding (--distributed-world-size 1, no --num-shards / --shard-id), "
            f"and make sure no segment is skipped for its size (--max-source-positions, and "
            f"--max-target-positions for its joined reference)")
    assert len(sentences) == current - first, (len(sentences), current - first)
    sep = torch.tensor([task.tgt_separator], dtype=torch.long)
    return torch.cat([piece for s in sentences for piece in (s.cpu(), sep)])


def sentence_score(positional_scores, generator):
    """A sentence's own score from its positional scores (its tokens and its end), as
    fairseq's ``finalize_hypos`` scores a hypothesis: their sum, divided by the length to
    the power ``--lenpen`` when the generator normalizes scores."""
    score = positional_scores.sum()
    if getattr(generator, "normalize_scores", True):
        score = score / positional_scores.numel() ** getattr(generator, "len_penalty", 1.0)
    return score


def _split_hypothesis(hypo, prefix_len, num_sentences, separator, eos, generator=None):
    """One segment hypothesis after its prefix -> ``num_sentences`` sentence hypotheses.

    Returns ``(sentences, matched)``: extra separators join their pieces into the
    last sentence; missing sentences get empty hypotheses with score ``-inf``. Each
    sentence's positional scores are those of its tokens and its end (separator or
    EOS), its score :func:`sentence_score` of them (not the segment's, which counts the
    forced prefix and the other sentences).
    """
    tokens = hypo["tokens"][prefix_len:]
    scores = hypo["positional_scores"][prefix_len:]
    if tokens.numel() == 0:  # cut inside the forced prefix (max length): nothing translated
        return [empty_hypothesis(eos, tokens.device) for _ in range(num_sentences)], False
    parts, start = [], 0
    for p in tokens.eq(separator).nonzero().flatten().tolist() + [tokens.numel() - 1]:
        parts.append((tokens[start:p], scores[start:p], scores[p:p + 1]))
        start = p + 1
    matched = len(parts) == num_sentences
    if len(parts) > num_sentences:
        tail = parts[num_sentences - 1:]
        parts = parts[:num_sentences - 1] + [(torch.cat([t for t, _, _ in tail]),
                                              torch.cat([s for _, s, _ in tail]), tail[-1][2])]
    out = []
    for k in range(num_sentences):
        if k < len(parts):
            body, body_scores, end_score = parts[k]
            positional = torch.cat([body_scores, end_score]).clone()
            out.append({"tokens": torch.cat([body, body.new_tensor([eos])]),
                        "score": sentence_score(positional, generator),
                        "attention": None, "alignment": torch.empty(0, 2, dtype=torch.long),
                        "positional_scores": positional})
        else:
            out.append(empty_hypothesis(eos, tokens.device))
    return out, matched


def translate_in_order(task, base_step, generator, models, sample):
    """``segment_pairs`` generation: one hypothesis list per current sentence (see module doc).

    ``base_step``: the parent task's ``inference_step``. Rewrites ``sample`` in place to
    one row per current sentence (``id`` = the sentence's line in the split).
    """
    seg = sample["doc_segments"].cpu()  # B x 5: doc, position, first, current, end
    bsz = seg.size(0)
    src = sample["net_input"]["src_tokens"]
    pad, eos, sep = task.tgt_dict.pad(), task.tgt_dict.eos(), task.tgt_separator
    per_row = [None] * bsz
    mismatched = 0
    for position in sorted(set(seg[:, 1].tolist())):
        rows = (seg[:, 1] == position).nonzero().flatten()
        prefixes = [_context_prefix(task, *seg[r, :4].tolist()) for r in rows.tolist()]
        prefix_tokens = None
        if any(p.numel() for p in prefixes):
            prefix_tokens = torch.full((len(prefixes), max(p.numel() for p in prefixes)), pad,
                                       dtype=torch.long)
            for i, p in enumerate(prefixes):
                prefix_tokens[i, :p.numel()] = p
            prefix_tokens = prefix_tokens.to(src.device)
        sub = select_rows(sample, rows, bsz)
        # each row's current sentences get a * their width + b tokens after its prefix
        ids = sub["net_input"]["src_sent_ids"]  # B' x S
        n_ctx = (seg[rows, 3] - seg[rows, 2]).to(ids.device).unsqueeze(1)  # B' x 1
        widths = ids.ge(n_ctx).sum(dim=1).tolist()
        hypos = _generate_bounded(base_step, generator, models, sub, prefix_tokens,
                                  [p.numel() for p in prefixes], widths, eos)
        for i, r in enumerate(rows.tolist()):
            doc, pos, _, current, end = seg[r].tolist()
            beams = []
            for b, hypo in enumerate(hypos[i]):
                sentences, matched = _split_hypothesis(hypo, prefixes[i].numel(), end - current,
                                                       sep, eos, generator)
                beams.append(sentences)
                mismatched += int(b == 0 and not matched)
            task._own_output[(doc, pos)] = [h["tokens"][:-1] for h in beams[0]]
            per_row[r] = [[beam[k] for beam in beams] for k in range(end - current)]
    if mismatched:
        task.sentence_count_mismatches += mismatched
        logger.warning("%d segments translated into another number of sentences than their "
                       "source (%d so far): extra pieces joined into the last sentence, missing "
                       "sentences empty", mismatched, task.sentence_count_mismatches)
    _one_row_per_sentence(task, sample, seg)
    return [hypos for row in per_row for hypos in row]


def _one_row_per_sentence(task, sample, seg):
    """Rewrite ``sample`` to the current sentences: ids, sources and references."""
    net = sample["net_input"]
    src, src_ids = net["src_tokens"].cpu(), net["src_sent_ids"].cpu()
    tgt = sample.get("target")
    tgt_ids = sample.get("tgt_sent_ids")
    eos, src_pad, tgt_pad = task.src_dict.eos(), task.src_dict.pad(), task.tgt_dict.pad()
    ids, sources, targets = [], [], []
    for r, (_, _, first, current, end) in enumerate(seg.tolist()):
        for k in range(current - first, end - first):
            ids.append(first + k)
            s = src[r][src_ids[r].eq(k)].clone()
            s[-1] = eos
            sources.append(s)
            if tgt is not None and tgt_ids is not None:
                t = tgt[r].cpu()[tgt_ids[r].cpu().eq(k)].clone()
                t[-1] = eos
                targets.append(t)
    device = net["src_tokens"].device
    sample["id"] = torch.tensor(ids, dtype=torch.long, device=device)
    net["src_tokens"] = data_utils.collate_tokens(sources, src_pad, left_pad=True).to(device)
    net["src_lengths"] = torch.tensor([s.numel() for s in sources], device=device)
    if targets:
        sample["target"] = data_utils.collate_tokens(targets, tgt_pad, left_pad=False).to(device)
    sample["nsentences"] = len(ids)
