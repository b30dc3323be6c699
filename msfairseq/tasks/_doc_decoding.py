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

(The authors' ``mt_infer.py`` decodes the context segment afresh from BOS in
the same pass and drops it; here the previous translation is reused, which is
what a reader of the document would see.)
"""

import logging

import torch

from fairseq.data import data_utils

from ._empty_sources import empty_hypothesis, select_rows

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
    """Within this context, add ``extra`` tokens to the generator's ``--max-len-b``.

    fairseq's ``SequenceGenerator`` allows ``a * src_tokens.size(1) + b`` tokens; with
    context in the source that width is not the current sentences'. The callers shift
    ``b`` so that the current sentences get ``a * their width + b`` tokens (after any
    forced prefix), as at sentence level.
    """

    def __init__(self, generator, extra):
        self.generator, self.extra = generator, extra

    def __enter__(self):
        self.saved = getattr(self.generator, "max_len_b", None)
        if self.saved is not None and self.extra:
            self.generator.max_len_b = self.saved + self.extra
        return self

    def __exit__(self, *exc):
        if self.saved is not None:
            self.generator.max_len_b = self.saved


def max_len_of_current_sentences(generator, src_tokens, separator, pad):
    """:class:`generator_budget` for ``source_context`` rows (context up to the last separator)."""
    shift = src_tokens.size(1) - current_width(src_tokens, separator, pad)
    return generator_budget(generator, -getattr(generator, "max_len_a", 0) * shift)


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
            f"and make sure no segment is skipped for its size (--max-source-positions)")
    assert len(sentences) == current - first, (len(sentences), current - first)
    sep = torch.tensor([task.tgt_separator], dtype=torch.long)
    return torch.cat([piece for s in sentences for piece in (s.cpu(), sep)])


def _split_hypothesis(hypo, prefix_len, num_sentences, separator, eos):
    """One segment hypothesis after its prefix -> ``num_sentences`` sentence hypotheses.

    Returns ``(sentences, matched)``: extra separators join their pieces into the
    last sentence; missing sentences get empty hypotheses with score ``-inf``.
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
            out.append({"tokens": torch.cat([body, body.new_tensor([eos])]), "score": hypo["score"],
                        "attention": None, "alignment": torch.empty(0, 2, dtype=torch.long),
                        "positional_scores": torch.cat([body_scores, end_score]).clone()})
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
        # the current sentences get a * their width + b tokens after the forced prefix
        ids = sub["net_input"]["src_sent_ids"]  # B' x S
        n_ctx = (seg[rows, 3] - seg[rows, 2]).to(ids.device).unsqueeze(1)  # B' x 1
        width = int(ids.ge(n_ctx).sum(dim=1).max())
        extra = (0 if prefix_tokens is None else prefix_tokens.size(1)) \
            - getattr(generator, "max_len_a", 0) * (ids.size(1) - width)
        with generator_budget(generator, extra):
            hypos = base_step(generator, models, sub, prefix_tokens=prefix_tokens)
        for i, r in enumerate(rows.tolist()):
            doc, pos, _, current, end = seg[r].tolist()
            beams = []
            for b, hypo in enumerate(hypos[i]):
                sentences, matched = _split_hypothesis(hypo, prefixes[i].numel(), end - current,
                                                       sep, eos)
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
