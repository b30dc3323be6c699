"""Lexical cohesion of document-level translations: is a name translated the same way each
time it comes back within a document?

A sentence-level model translates each sentence alone, so nothing ties the renderings of a
name across a chapter together; a context model can copy its own earlier choice. This counts,
per system, the (document, name) groups in which a name occurs in two or more test sentences
and the system renders it identically every time.

Names: English words that start with a capital where they do not open a sentence, and are
written that way in at least 90 % of their training occurrences against the lowercase form
(not "And" after a colon; "LORD" is one), two letters or more, with
a Spanish rendering learned from the training pairs (the capitalized Spanish token with the
highest Dice coefficient over the sentence pairs they co-occur in, ``--min-count`` pairs at
least, a sentence's first word left out on both sides: Jesus -> Jesús, LORD -> Jehová). A group counts when the reference
uses that rendering in every one of its sentences (the name is really there, translated as
usual). A system's rendering in a sentence is its hypothesis token closest in spelling to
the learned one (``difflib`` ratio at least 0.5; otherwise none); the group is consistent
when every sentence has a rendering and they are all the same.

    python -m analysis.name_consistency --train-src WORK/tok/train.en --train-tgt WORK/tok/train.es \\
        --src WORK/tok/test.en --refs WORK/tok/test.es --docs WORK/raw/test.doc \\
        --hyps ctx0=RUN0/hyp.tok.es ctx128=RUN128/hyp.tok.es [--json OUT]

Tokenized text (sacremoses, as ``tok/`` and ``translations/*/hyp.tok.es`` hold it).
"""

import argparse
import difflib
import math
from collections import Counter, defaultdict

from analysis.compare_results import write_json
from msfairseq.cli.score import read_lines

MIN_RATIO = 0.5


NAME_SHARE = 0.9


def names_in(tokens):
    """Capitalized tokens that do not open the sentence (and are words)."""
    return {t for t in tokens[1:] if t[:1].isupper() and t.isalpha()}


def name_words(src_lines, share=NAME_SHARE):
    """Capitalized words (two letters or more) written so in at least ``share`` of their
    non-initial occurrences, the all-lowercase form counting against them ("LORD" against
    "lord", "And" against "and")."""
    forms = Counter(t for line in src_lines for t in line.split()[1:] if t.isalpha())
    return {f for f, n in forms.items()
            if f[:1].isupper() and len(f) > 1 and n >= share * (n + forms[f.lower()])}


def learn_renderings(src_lines, tgt_lines, min_count=5):
    """``{English name: Spanish token}`` by Dice coefficient over the training pairs."""
    names_ok = name_words(src_lines)
    src_count, tgt_count, both = Counter(), Counter(), Counter()
    for src, tgt in zip(src_lines, tgt_lines):
        names = names_in(src.split()) & names_ok
        caps = names_in(tgt.split())  # not the sentence's first word either
        src_count.update(names)
        tgt_count.update(caps)
        both.update((n, c) for n in names for c in caps)
    best = {}
    for (name, cap), n in both.items():
        if n < min_count:
            continue
        dice = 2 * n / (src_count[name] + tgt_count[cap])
        if dice > best.get(name, (0.0, None))[0]:
            best[name] = (dice, cap)
    return {name: cap for name, (_, cap) in best.items()}


def rendering(hyp_tokens, expected):
    """The hypothesis token closest in spelling to ``expected``, or None."""
    scored = [(difflib.SequenceMatcher(None, t.lower(), expected.lower()).ratio(), t == expected, t)
              for t in hyp_tokens]  # the same spelling in another case ranks below the exact one
    ratio, _, token = max(scored, default=(0.0, False, None))
    return token if ratio >= MIN_RATIO else None


def groups(src_lines, ref_lines, doc_ids, renderings):
    """``{(document, name): [sentence, ...]}``: names in two or more sentences of a document,
    rendered the learned way in every one of the references."""
    found = defaultdict(list)
    for i, (src, ref) in enumerate(zip(src_lines, ref_lines)):
        ref_tokens = set(ref.split())
        for name in names_in(src.split()):
            if name in renderings and renderings[name] in ref_tokens:
                found[doc_ids[i], name].append(i)
    return {key: lines for key, lines in sorted(found.items()) if len(lines) >= 2}


def consistent_groups(hyp_lines, name_groups, renderings):
    """Whether one system renders the name of each group the same way throughout, in
    ``name_groups``' order."""
    result = []
    for (_, name), lines in name_groups.items():
        forms = [rendering(hyp_lines[i].split(), renderings[name]) for i in lines]
        result.append(None not in forms and len(set(forms)) == 1)
    return result


def summary(flags):
    """``{"groups", "consistent", "share"}`` of one system's ``consistent_groups``."""
    n, consistent = len(flags), sum(flags)
    return {"groups": n, "consistent": consistent, "share": consistent / n if n else float("nan")}


def consistency(hyp_lines, name_groups, renderings):
    """``{"groups", "consistent", "share"}`` of one system."""
    return summary(consistent_groups(hyp_lines, name_groups, renderings))


def paired_p(a, b):
    """Two-sided p of two systems' consistency on the same groups (``consistent_groups`` of
    each): the exact sign test on the groups consistent in one of them only (McNemar's exact
    test); None when the lists are not of the same groups."""
    if len(a) != len(b):
        return None
    only_a = sum(x and not y for x, y in zip(a, b))
    n = only_a + sum(y and not x for x, y in zip(a, b))
    tail = sum(math.comb(n, k) for k in range(min(only_a, n - only_a) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    for flag in ("--train-src", "--train-tgt", "--src", "--refs", "--docs"):
        parser.add_argument(flag, required=True)
    parser.add_argument("--hyps", nargs="+", required=True, metavar="NAME=PATH")
    parser.add_argument("--min-count", type=int, default=5)
    parser.add_argument("--json")
    args = parser.parse_args()
    renderings = learn_renderings(read_lines(args.train_src), read_lines(args.train_tgt),
                                  args.min_count)
    src, refs, docs = read_lines(args.src), read_lines(args.refs), read_lines(args.docs)
    name_groups = groups(src, refs, docs, renderings)
    result = {"names_learned": len(renderings), "groups": len(name_groups), "systems": {}}
    for item in args.hyps:
        name, _, path = item.partition("=")
        result["systems"][name] = consistency(read_lines(path), name_groups, renderings)
        r = result["systems"][name]
        print(f"{name}: {r['consistent']} of {r['groups']} repeated names rendered the same way "
              f"throughout their document ({100 * r['share']:.1f} %)")
    if args.json:
        write_json(args.json, result)


if __name__ == "__main__":
    main()
