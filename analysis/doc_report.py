"""The report of the document-level runs at equal data: scores, context against no context,
and the targeted tests, per system.

Reads every system folder of ``--results`` (``examples/bible_en_es/doc_equal_data.sh``'s
``NAME/``: ``run.json``, ``hyp.detok.es``, ``hyp.tok.es``, ``train.log``, ``flops.json``,
from :mod:`analysis.doc_targeted`, ``contrastive.json`` and ``random_context.json``, and a context
system's ``no_context/hyp.detok.es``) and writes five markdown tables and their JSON:

- every system: BLEU (s-BLEU, by sentence), d-BLEU (each chapter joined into one line, as
  G-Transformer reports it) and chrF, the best validation loss, training wall time, threads and
  matmul FLOPs (``flops.json``, :mod:`analysis.train_flops`), and the paired bootstrap p
  against its first baseline (below);
- each system against its baselines, split into each chapter's first verse (no context to
  use) and the rest (:mod:`analysis.doc_position_scores`): a context system against the
  context-0 system of its arch and seed, a fine-tuned one also against that system fine-tuned
  as long at context 0 (the same training, without context) when it is recorded, and a
  fine-tuned context-0 system against the one it started from;
- the targeted tests: contrastive pronoun accuracy, the random-context control and the share
  of repeated names rendered the same way throughout their chapter
  (:mod:`analysis.name_consistency`);
- hypothesis length against the reference (sacreBLEU's tokens, as its brevity penalty counts
  them) over all verses, chapters' first verses and the rest, and by the source verse's length,
  with the hypotheses under half their reference: whether a system stops early where it has
  context or where the sentence is long;
- a context system against itself translating without context (``no_context/``, written by
  doc_equal_data.sh: the same checkpoint and beam search at context 0), all / first / rest with
  the paired bootstrap p and the names rendered consistently both ways (with the exact sign
  test's p on the chapter-name groups consistent one way only): how much of its score it owes
  to the context at test time, and how much to its training.

A fine-tuned system that started from its base trained again (``NAME/base/compared.json``,
written by doc_equal_data.sh when the base's checkpoint is not the recorded run's) gets a line
saying how that base compares with the recorded one; its pairs stay with the recorded base.

    python -m analysis.doc_report --results docs/results/document_equal_data \\
        --work examples/bible_en_es/work/documents [--out DIR]

WORK is the prepared chapter split the systems were trained on (``raw/test.{en,es,doc}``,
``tok/{train,test}.{en,es}``). A system named ``ARCH_FORMCONTEXT_sSEED[_ft[N]]`` (FORM ``sc``,
``sp`` or ``spc``: ``segment_pairs`` with ``--doc-context-loss current``; ``_ft``: started from
the context-0 system, ``_ftN``: then trained N epochs).
"""

import argparse
import datetime
import json
import os
import re

from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

from analysis import contrastive_pronouns, name_consistency
from analysis.compare_report import train_stats
from analysis.compare_results import write_json
from analysis.doc_position_scores import SUBSETS, first_of_document, position_scores
from msfairseq.cli.score import read_lines

NAME = re.compile(r"^(?P<arch>.+)_(?P<form>sc|spc|sp)(?P<context>\d+)_s(?P<seed>\d+)"
                  r"(?P<ft>_ft(?P<ft_epochs>\d+)?)?$")
FORMS = {"sc": "source_context", "sp": "segment_pairs",
         "spc": "segment_pairs, current-segment loss"}
NO_CONTEXT = "without context"  # a context system's translation at context 0, its baseline


def systems_in(results):
    """``{name: settings}`` of every recorded system folder, in name order."""
    found = {}
    for name in sorted(os.listdir(results)):
        m = NAME.match(name)
        if m and os.path.exists(os.path.join(results, name, "run.json")):
            found[name] = {"arch": m["arch"], "form": FORMS[m["form"]], "context": int(m["context"]),
                           "seed": int(m["seed"]), "finetuned": bool(m["ft"]),
                           "ft_epochs": int(m["ft_epochs"]) if m["ft_epochs"] else None}
    return found


def baselines_of(settings):
    """The systems one is compared with: the context-0 system of its arch and seed (for a
    fine-tuned system, the one it started from), then, for a fine-tuned context system, that
    system fine-tuned the same way at context 0."""
    plain = f"{settings['arch']}_sc0_s{settings['seed']}"
    if not settings["finetuned"]:
        return [plain] if settings["context"] else []
    if settings["context"] == 0:
        return [plain]
    return [plain, plain + "_ft" + str(settings["ft_epochs"] or "")]


def training_time(log_path):
    """``(wall seconds, updates)`` of a fairseq-train log, or ``(None, None)``. A resumed run
    appends a process (each starts with fairseq's ``task:`` line); each counts its ``done
    training in`` seconds, or, killed before it, the time from its first time-stamped line to
    its last, or (``--log-file`` lines carry no time stamp) its last ``wall`` meter, the
    process's seconds up to its last logged update. The updates are the last
    ``num_updates``."""
    if not os.path.exists(log_path):
        return None, None
    spans, updates = [], None  # per process: [first stamp, last stamp, done seconds, wall]
    with open(log_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not spans or re.search(r"(^|\| )task: ", line):
                spans.append([None, None, None, None])
            stamp = re.match(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) \|", line)
            if stamp:
                t = datetime.datetime.strptime(stamp.group(1), "%Y-%m-%d %H:%M:%S").timestamp()
                spans[-1][0] = spans[-1][0] or t
                spans[-1][1] = t
            done = re.search(r"done training in ([\d.]+) seconds", line)
            if done:
                spans[-1][2] = float(done.group(1))
            wall = re.search(r"(?<![\w])wall[= ]([\d.]+)", line)
            if wall:
                spans[-1][3] = float(wall.group(1))
            m = re.search(r"num_updates[= ](\d+)", line)
            if m:
                updates = int(m.group(1))
    seconds = []
    for start, end, done, wall in spans:
        if done is not None:
            seconds.append(done)
        elif start is not None:
            seconds.append(end - start)
        elif wall is not None:
            seconds.append(wall)
    if not seconds:
        return None, updates
    return sum(seconds), updates


def tokenized(folder):
    """The system's tokenized hypotheses (``hyp.tok.es``; else its detokenized ones
    tokenized as prepare.sh tokenizes)."""
    path = os.path.join(folder, "hyp.tok.es")
    if os.path.exists(path):
        return read_lines(path)
    from sacremoses import MosesTokenizer

    tok = MosesTokenizer(lang="es")
    return [tok.tokenize(line, escape=True, return_str=True)
            for line in read_lines(os.path.join(folder, "hyp.detok.es"))]


def document_bleu(hyps, refs, doc_ids):
    """d-BLEU (G-Transformer, Bao et al., ACL 2021): BLEU of each document's sentences joined
    into one line, against its joined references."""
    import sacrebleu

    joined = {}
    for hyp, ref, doc in zip(hyps, refs, doc_ids):
        h, r = joined.setdefault(doc, ([], []))
        h.append(hyp)
        r.append(ref)
    docs = list(joined)
    return round(sacrebleu.corpus_bleu([" ".join(joined[d][0]) for d in docs],
                                       [[" ".join(joined[d][1]) for d in docs]]).score, 2)


# subsets of the length table: (name, test of a line's (is first of its chapter, source words))
LENGTH_SUBSETS = (
    ("all", lambda first, words: True),
    ("first", lambda first, words: first),
    ("rest", lambda first, words: not first),
    ("source ≤ 20 words", lambda first, words: words <= 20),
    ("source 21–40 words", lambda first, words: 20 < words <= 40),
    ("source > 40 words", lambda first, words: words > 40),
)


def length_ratios(hyps, refs, sources, doc_ids):
    """Per subset of :data:`LENGTH_SUBSETS`: its ``sentences``, the hypotheses' tokens over the
    references' (``ratio``, sacreBLEU's 13a tokens: over all lines, its brevity penalty's ratio)
    and how many hypotheses are ``under_half`` their reference's length."""
    if not len(hyps) == len(refs) == len(sources) == len(doc_ids):
        raise ValueError(f"{len(hyps)} hypotheses, {len(refs)} references, {len(sources)} "
                         f"sources and {len(doc_ids)} document ids")
    tokens = Tokenizer13a()
    hyp_len = [len(tokens(h).split()) for h in hyps]
    ref_len = [len(tokens(r).split()) for r in refs]
    firsts = first_of_document(doc_ids)
    out = {}
    for subset, keep in LENGTH_SUBSETS:
        lines = [i for i, (f, s) in enumerate(zip(firsts, sources)) if keep(f, len(s.split()))]
        ref_total = sum(ref_len[i] for i in lines)
        out[subset] = {"sentences": len(lines),
                       "ratio": sum(hyp_len[i] for i in lines) / ref_total if ref_total else None,
                       "under_half": sum(2 * hyp_len[i] < ref_len[i] for i in lines)}
    return out


def load_json(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def build(results, work, n_samples=1000):
    systems = systems_in(results)
    refs = read_lines(os.path.join(work, "raw", "test.es"))
    sources = read_lines(os.path.join(work, "raw", "test.en"))
    docs = read_lines(os.path.join(work, "raw", "test.doc"))
    hyps = {n: read_lines(os.path.join(results, n, "hyp.detok.es")) for n in systems}
    renderings = name_consistency.learn_renderings(
        read_lines(os.path.join(work, "tok", "train.en")),
        read_lines(os.path.join(work, "tok", "train.es")))
    groups = name_consistency.groups(read_lines(os.path.join(work, "tok", "test.en")),
                                     read_lines(os.path.join(work, "tok", "test.es")), docs, renderings)
    report = {"systems": {}, "pairs": [], "names_learned": len(renderings), "name_groups": len(groups)}
    for name, settings in systems.items():
        folder = os.path.join(results, name)
        with open(os.path.join(folder, "run.json"), encoding="utf-8") as f:
            run = json.load(f)
        wall, updates = training_time(os.path.join(folder, "train.log"))
        consistent = name_consistency.consistent_groups(tokenized(folder), groups, renderings)
        row = dict(settings, bleu=run["score"]["bleu"], chrf=run["score"]["chrf"],
                   d_bleu=document_bleu(hyps[name], refs, docs),
                   train_wall_s=wall, updates=updates,
                   valid_loss=train_stats(os.path.join(folder, "train.log"))["valid_loss"],
                   threads=sorted({int(t["env"].get("OMP_NUM_THREADS", 0)) for t in run["train"]}),
                   cpus=sorted({t["cpu"] for t in run["train"]}),
                   commits=[t["commit"][:7] for t in run["train"]],
                   contrastive=load_json(os.path.join(folder, "contrastive.json")),
                   random_context=load_json(os.path.join(folder, "random_context.json")),
                   flops=load_json(os.path.join(folder, "flops.json")),
                   base_again=load_json(os.path.join(folder, "base", "compared.json")),
                   names=name_consistency.summary(consistent),
                   lengths=length_ratios(hyps[name], refs, sources, docs),
                   no_context=None)
        plain = os.path.join(folder, "no_context")
        if os.path.exists(os.path.join(plain, "hyp.detok.es")):
            row["no_context"] = position_scores(
                refs, {NO_CONTEXT: read_lines(os.path.join(plain, "hyp.detok.es")),
                       name: hyps[name]}, docs, baseline=NO_CONTEXT, n_samples=n_samples)
            without = name_consistency.consistent_groups(tokenized(plain), groups, renderings)
            row["no_context_names"] = dict(name_consistency.summary(without),
                                           p=name_consistency.paired_p(consistent, without))
        report["systems"][name] = row
    for name, settings in systems.items():
        for base in baselines_of(settings):
            if base in systems:
                report["pairs"].append({"system": name, "baseline": base, "subsets": position_scores(
                    refs, {base: hyps[base], name: hyps[name]}, docs, baseline=base,
                    n_samples=n_samples)})
    return report


def _f(value, fmt, none="—"):
    return none if value is None else format(value, fmt)


def _from_context0(row):
    if not row["finetuned"]:
        return "no"
    return "yes" if row.get("ft_epochs") is None else f"yes, then {row['ft_epochs']} epochs"


def markdown(report):
    out = ["| system | arch | form | context | seed | from context 0 | BLEU | d-BLEU | chrF | "
           "p vs its first baseline (BLEU / chrF) | best valid loss | updates | train wall (h) | threads | CPU | train PFLOP |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, r in report["systems"].items():
        pair = next((q for q in report["pairs"] if q["system"] == name), None)
        p = "—"
        if pair:
            s = pair["subsets"]["all"]["systems"][name]
            p = f"{s['bleu']['p']} / {s['chrf']['p']}"
        wall = None if r["train_wall_s"] is None else r["train_wall_s"] / 3600
        out.append(f"| {name} | {r['arch']} | {r['form']} | {r['context']} | {r['seed']} | "
                   f"{_from_context0(r)} | {r['bleu']:.2f} | {r['d_bleu']:.2f} | "
                   f"{r['chrf']:.2f} | {p} | "
                   f"{_f(r['valid_loss'], '.3f')} | {_f(r['updates'], 'd')} | {_f(wall, '.2f')} | "
                   f"{', '.join(map(str, r['threads']))} | {'; '.join(r['cpus'])} | "
                   f"{_f(r['flops'] and r['flops']['pflop_total'], '.3f')} |")
    for name, r in report["systems"].items():
        again = r.get("base_again")
        if again:
            out += ["", f"{name} started from its base trained again (not the recorded run: a new "
                    f"work directory): {again['identical_hypotheses']} of {again['verses']} test "
                    f"hypotheses as recorded; BLEU {again['bleu']['again']} against the recorded "
                    f"{again['bleu']['recorded']}, chrF {again['chrf']['again']} against "
                    f"{again['chrf']['recorded']}. Its pairs are with the recorded base."]
    out += ["", "| system | against | subset | sentences | BLEU | chrF | Δ BLEU | Δ chrF | "
            "p (BLEU / chrF) |",
            "|---|---|---|---|---|---|---|---|---|"]
    for pair in report["pairs"]:
        name, base = pair["system"], pair["baseline"]
        for subset in SUBSETS:
            s = pair["subsets"][subset]
            r, b = s["systems"][name], s["systems"][base]
            out.append(f"| {name} | {base} | {subset} | {s['sentences']} | "
                       f"{r['bleu']['score']:.2f} | {r['chrf']['score']:.2f} | "
                       f"{r['bleu']['score'] - b['bleu']['score']:+.2f} | "
                       f"{r['chrf']['score'] - b['chrf']['score']:+.2f} | "
                       f"{r['bleu']['p']} / {r['chrf']['p']} |")
    out += ["", "| system | contrastive pronouns: correct / items | real context scores higher "
            "(of sentences) | mean real − random (bits, 95 % CI) | names rendered consistently |",
            "|---|---|---|---|---|"]
    for name, r in report["systems"].items():
        c, rc, nm = r["contrastive"], r["random_context"], r["names"]
        cell_c = "not scored"
        if c is not None:
            cell_c = (f"{c['correct']} / {c['items']} ({100 * c['accuracy']:.1f} %; "
                      f"{contrastive_pronouns.per_pronoun(c)})")
        cell_r = cell_m = "—"
        if rc:
            cell_r = f"{rc['real_better']} of {rc['sentences']} ({100 * rc['real_better_share']:.1f} %)"
            lo, hi = rc["mean_diff_ci95"]
            cell_m = f"{rc['mean_diff_bits']:+.2f} ({lo:+.2f} to {hi:+.2f})"
        out.append(f"| {name} | {cell_c} | {cell_r} | {cell_m} | "
                   f"{nm['consistent']} / {nm['groups']} ({100 * nm['share']:.1f} %) |")
    some = next(iter(report["systems"].values()), None)
    if some is not None:
        subsets = list(some["lengths"])
        out += ["", "| system | " + " | ".join(
                    f"length ratio: {s} ({some['lengths'][s]['sentences']})" for s in subsets)
                + " | hypotheses under half their reference |",
                "|---|" + "---|" * (len(subsets) + 1)]
        for name, r in report["systems"].items():
            out.append(f"| {name} | " + " | ".join(
                _f(r["lengths"][s]["ratio"], ".3f") for s in subsets)
                + f" | {r['lengths']['all']['under_half']} |")
    with_plain = [(name, r) for name, r in report["systems"].items() if r["no_context"]]
    if with_plain:
        out += ["", "| system | subset | sentences | BLEU with its context | BLEU without context "
                "| Δ BLEU | chrF with its context | chrF without context | Δ chrF | p (BLEU / chrF) "
                "| names rendered consistently: with / without |",
                "|---|---|---|---|---|---|---|---|---|---|---|"]
        for name, r in with_plain:
            for subset in SUBSETS:
                s = r["no_context"][subset]
                own, plain = s["systems"][name], s["systems"][NO_CONTEXT]
                names = "" if subset != "all" else (
                    f"{r['names']['consistent']} / {r['no_context_names']['consistent']} "
                    f"of {r['names']['groups']} (p {r['no_context_names']['p']:.3g})")
                out.append(f"| {name} | {subset} | {s['sentences']} | {own['bleu']['score']:.2f} | "
                           f"{plain['bleu']['score']:.2f} | "
                           f"{own['bleu']['score'] - plain['bleu']['score']:+.2f} | "
                           f"{own['chrf']['score']:.2f} | {plain['chrf']['score']:.2f} | "
                           f"{own['chrf']['score'] - plain['chrf']['score']:+.2f} | "
                           f"{own['bleu']['p']} / {own['chrf']['p']} | {names} |")
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", required=True, help="doc_equal_data.sh's RESULTS")
    parser.add_argument("--work", required=True, help="the prepared chapter split")
    parser.add_argument("--out", help="write report.md and report.json here (default: --results)")
    parser.add_argument("--bootstrap", type=int, default=1000)
    args = parser.parse_args(argv)
    report = build(args.results, args.work, args.bootstrap)
    text = markdown(report)
    out = args.out or args.results
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "report.md"), "w", encoding="utf-8") as f:
        f.write(text)
    write_json(os.path.join(out, "report.json"), report)
    print(text)


if __name__ == "__main__":
    main()
