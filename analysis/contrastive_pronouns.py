"""A contrastive pronoun test for English->Spanish document-level models.

In the manner of ContraPro (Müller et al., WMT 2018) and Voita et al. (ACL 2019): a model
translating "they" or "it" into Spanish must choose a gender (ellos / ellas, él / ella) that the
English pronoun does not carry; the antecedent decides it, and it may be in an earlier
sentence. Each item is a test sentence whose Spanish reference has such a pronoun, paired with
a contrast that flips the pronoun's gender; the model passes an item when it scores the
reference above the contrast. Compare a sentence-level model with a context model on the
same items.

``build`` picks, from a prepared split (``tok/test.{en,es}``, ``bpe/test.{en,es}``,
``raw/test.doc``, the example's BPE ``bpe/codes`` and ``bpe/vocab.es``), every sentence that is
not the first of its document and whose reference has ``ellos`` / ``ellas`` where the English
has they / them / their, or ``él`` / ``ella`` where the English has "it" and no he / she / him /
her / his; the first such pronoun is flipped, and re-segmented with the example's BPE. Whether
the antecedent lies in an earlier sentence is not checked: items whose antecedent is in the
sentence itself test both models alike. Writes ``OUT/contrast/bpe/test.{en,es}`` (the whole
split, the items' references replaced by their contrasts, so every sentence keeps its
context), ``OUT/contrast/raw/test.doc`` and ``OUT/items.json``. Binarize the contrast split with
the data's dictionaries and score both splits' references with the same checkpoint:

    python -m analysis.contrastive_pronouns build WORK OUT
    fairseq-preprocess --source-lang en --target-lang es --testpref OUT/contrast/bpe/test \\
        --srcdict WORK/data-bin/dict.en.txt --tgtdict WORK/data-bin/dict.es.txt \\
        --destdir OUT/contrast/data-bin && cp OUT/contrast/raw/test.doc OUT/contrast/data-bin/test.en-es.doc
    for d in WORK/data-bin OUT/contrast/data-bin; do fairseq-generate $d --user-dir msfairseq \\
        --task doc_translation --doc-context-tokens N --path CKPT --gen-subset test \\
        --score-reference --batch-size 64 --required-batch-size-multiple 1; done
    python -m analysis.contrastive_pronouns score OUT REFERENCE.out CONTRAST.out

``score`` prints the accuracy over all items and per pronoun (a difference within 0.01 bits,
the printed scores' rounding, counts as a miss).
"""

import argparse
import json
import os
from collections import Counter

from analysis.compare_results import write_json
from analysis.random_context import TIE_BITS, reference_scores
from msfairseq.cli.score import read_lines

FLIP = {"ellos": "ellas", "ellas": "ellos", "él": "ella", "ella": "él"}
PLURAL_EN = {"they", "them", "their"}
GENDERED_EN = {"he", "she", "him", "her", "his"}


def pronoun_to_flip(en_tokens, es_tokens):
    """Index of the first Spanish pronoun whose gender the English does not give, or None."""
    en = {t.lower() for t in en_tokens}
    for k, token in enumerate(es_tokens):
        word = token.lower()
        if word in ("ellos", "ellas") and en & PLURAL_EN:
            return k
        if word in ("él", "ella") and "it" in en and not en & GENDERED_EN:
            return k
    return None


def flipped(token):
    """The pronoun of the other gender, in the token's case."""
    other = FLIP[token.lower()]
    return other.capitalize() if token[:1].isupper() else other


def build(work, out, src="en", tgt="es"):
    """Write the contrast split and ``items.json`` (see the module doc); returns the items."""
    from subword_nmt.apply_bpe import BPE, read_vocabulary

    tok = {lang: read_lines(os.path.join(work, "tok", f"test.{lang}")) for lang in (src, tgt)}
    bpe = {lang: read_lines(os.path.join(work, "bpe", f"test.{lang}")) for lang in (src, tgt)}
    docs = read_lines(os.path.join(work, "raw", "test.doc"))
    with open(os.path.join(work, "bpe", f"vocab.{tgt}"), encoding="utf-8") as v:
        vocab = read_vocabulary(v, 1)
    with open(os.path.join(work, "bpe", "codes"), encoding="utf-8") as codes:
        segmenter = BPE(codes, vocab=vocab)
    items, contrast = [], list(bpe[tgt])
    for i, (en, es) in enumerate(zip(tok[src], tok[tgt])):
        if i == 0 or docs[i] != docs[i - 1]:
            continue  # the first sentence of a document has no context
        words = es.split()
        k = pronoun_to_flip(en.split(), words)
        if k is None:
            continue
        new = words[:k] + [flipped(words[k])] + words[k + 1:]
        contrast[i] = segmenter.process_line(" ".join(new))
        items.append({"line": i, "pronoun": words[k].lower(), "contrast": flipped(words[k]).lower(),
                      "reference": es, "contrast_text": " ".join(new)})
    folder = os.path.join(out, "contrast")
    for d in ("bpe", "raw"):
        os.makedirs(os.path.join(folder, d), exist_ok=True)
    for lang, lines in ((src, bpe[src]), (tgt, contrast)):
        with open(os.path.join(folder, "bpe", f"test.{lang}"), "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in lines)
    with open(os.path.join(folder, "raw", "test.doc"), "w", encoding="utf-8") as f:
        f.writelines(d + "\n" for d in docs)
    write_json(os.path.join(out, "items.json"), items, ensure_ascii=False)
    return items


def accuracy(items, reference_out, contrast_out, tie_bits=TIE_BITS):
    """``{"items", "correct", "accuracy", "by_pronoun": {pronoun: [correct, items]}}``."""
    ref, con = reference_scores(reference_out), reference_scores(contrast_out)
    missing = [it["line"] for it in items if it["line"] not in ref or it["line"] not in con]
    if missing:
        raise ValueError(f"no P- line for {len(missing)} items (e.g. line {missing[0]}): score "
                         f"every line of both splits")
    total, right = Counter(), Counter()
    for it in items:
        total[it["pronoun"]] += 1
        right[it["pronoun"]] += int(ref[it["line"]] - con[it["line"]] > tie_bits)
    n, correct = sum(total.values()), sum(right.values())
    return {"items": n, "correct": correct, "accuracy": correct / n if n else float("nan"),
            "by_pronoun": {p: [right[p], total[p]] for p in sorted(total)}}


def per_pronoun(result):
    """``"ellos 68/69, él 1/4"``: an accuracy result's correct / items per pronoun."""
    return ", ".join(f"{p} {right}/{n}" for p, (right, n) in result["by_pronoun"].items())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="write the contrast split and items.json")
    b.add_argument("work")
    b.add_argument("out")
    s = sub.add_parser("score", help="accuracy from the two --score-reference outputs")
    s.add_argument("out")
    s.add_argument("reference_out")
    s.add_argument("contrast_out")
    s.add_argument("--json", help="also write the result here")
    args = parser.parse_args()
    if args.command == "build":
        items = build(args.work, args.out)
        counts = Counter(it["pronoun"] for it in items)
        print(f"{len(items)} items ({', '.join(f'{p} {n}' for p, n in sorted(counts.items()))}); "
              f"wrote {args.out}/contrast and items.json")
        return
    with open(os.path.join(args.out, "items.json"), encoding="utf-8") as f:
        items = json.load(f)
    result = accuracy(items, args.reference_out, args.contrast_out)
    per = per_pronoun(result)
    print(f"{result['correct']} of {result['items']} items ({100 * result['accuracy']:.1f} %) "
          f"score the reference above its contrast; {per}")
    if args.json:
        write_json(args.json, result)


if __name__ == "__main__":
    main()
