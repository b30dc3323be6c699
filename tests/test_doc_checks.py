"""Targeted checks of document-level models: the random-context control
(analysis/random_context.py) and scores by position in the document
(analysis/doc_position_scores.py)."""

import json
import os

import numpy as np
import pytest

from analysis import random_context
from msfairseq.data.document_index import document_starts
from msfairseq.data.document_plan import source_context_plan

CONTEXT = 48


@pytest.fixture(scope="module")
def built(bible_docs, tmp_path_factory):
    out = str(tmp_path_factory.mktemp("random_context"))
    return out, random_context.build(bible_docs, out, CONTEXT)


def lines(folder, name):
    return random_context.read_lines(os.path.join(folder, name))


def plan_of(folder):
    """The task's plan of a condition's split: what --doc-context-tokens gives each line."""
    sizes = random_context.source_sizes(lines(folder, "bpe/test.en"))
    docs = lines(folder, "raw/test.doc")
    return source_context_plan(sizes, None, document_starts(docs, len(docs)), CONTEXT, 1024)


@pytest.mark.parametrize("condition", random_context.CONDITIONS)
def test_each_scored_sentence_gets_exactly_the_lines_before_it_as_context(built, condition):
    out, scored = built
    plan = plan_of(os.path.join(out, condition))
    docs = lines(os.path.join(out, condition), "raw/test.doc")
    assert scored["sentences"] > 10
    for line in map(int, scored[condition]):
        start = docs.index(docs[line])  # its own document's first line
        assert docs[line + 1:line + 2] != [docs[line]]  # the last line of its document
        assert plan.first[line] == start and plan.current[line] == line


def test_the_real_context_is_the_tasks_and_the_random_one_is_from_another_document(built, bible_docs):
    out, scored = built
    src = lines(bible_docs, "bpe/test.en")
    tgt = lines(bible_docs, "bpe/test.es")
    doc = lines(bible_docs, "raw/test.doc")
    sizes = random_context.source_sizes(src)
    original = source_context_plan(sizes, None, document_starts(doc, len(doc)), CONTEXT, 1024)
    real_src = lines(os.path.join(out, "real"), "bpe/test.en")
    rand_src = lines(os.path.join(out, "random"), "bpe/test.en")
    rand_tgt = lines(os.path.join(out, "random"), "bpe/test.es")
    for (real_line, i), (rand_line, j) in zip(scored["real"].items(), scored["random"].items()):
        real_line, rand_line = int(real_line), int(rand_line)
        assert i == j and real_src[real_line] == rand_src[rand_line] == src[i]
        assert rand_tgt[rand_line] == tgt[i]
        first = int(original.first[i])
        n = i - first
        assert n > 0 and real_src[real_line - n:real_line] == src[first:i]
    real_sizes, rand_sizes = scored["real_context_sizes"], scored["random_context_sizes"]
    assert all(0 < r <= s for r, s in zip(rand_sizes, real_sizes))
    assert np.mean(rand_sizes) > 0.8 * np.mean(real_sizes)  # close in size
    # random context lines are whole consecutive sentences of another document
    rand_docs = lines(os.path.join(out, "random"), "raw/test.doc")
    for rand_line, i in scored["random"].items():
        rand_line = int(rand_line)
        ctx = [k for k in range(rand_line) if rand_docs[k] == rand_docs[rand_line]]
        originals = [src.index(rand_src[k]) for k in ctx]
        assert originals == list(range(originals[0], originals[0] + len(originals)))
        assert {doc[k] for k in originals} == {doc[originals[0]]} != {doc[i]}


def test_compare_counts_where_the_real_context_scores_higher(built, tmp_path):
    out, scored = built
    folder = tmp_path / "scores"
    (folder / "real").mkdir(parents=True)
    (folder / "random").mkdir()
    (folder / "scored.json").write_text(json.dumps(scored))
    sentences = sorted(scored["real"].values())
    better = set(sentences[::3])  # the real context wins on every third sentence by 2 bits
    for condition in random_context.CONDITIONS:
        with open(folder / condition / "score.out", "w") as f:
            for line, i in scored[condition].items():
                bits = -10.0 + (2.0 if condition == "real" and i in better else 0.0)
                f.write(f"S-{line}\tsource\nH-{line}\t-1.0\ttarget\nP-{line}\t{bits / 2} {bits / 2}\n")
    summary = random_context.compare(str(folder), bootstrap=200)
    assert summary["sentences"] == len(sentences)
    assert summary["real_better"] == len(better) and summary["random_better"] == 0
    assert summary["mean_diff_bits"] == pytest.approx(2.0 * len(better) / len(sentences))
    low, high = summary["mean_diff_ci95"]
    assert low <= summary["mean_diff_bits"] <= high
    (folder / "random" / "score.out").write_text("")
    with pytest.raises(ValueError, match="no P- line"):
        random_context.compare(str(folder))


@pytest.mark.slow
def test_scored_through_fairseq_generate_and_blind_without_context(built, bible_docs, tmp_path):
    """The documented commands on a context-trained model: every scored line gets a P- line
    in both conditions; the same model scored at context 0 sees no context, so the two
    conditions give the same numbers."""
    import shutil

    import cli

    out, _ = built
    data = os.path.join(bible_docs, "data-bin")
    save = str(tmp_path / "ckpt")
    cli.train(data, save, "transformer_tiny", ["--doc-context-tokens", str(CONTEXT)],
              task="doc_translation", max_update=12)
    ckpt = os.path.join(save, "checkpoint_last.pt")
    summaries = {}
    for context in (CONTEXT, 0):
        folder = tmp_path / f"ctx{context}"
        shutil.copytree(out, folder)
        for condition in random_context.CONDITIONS:
            c = folder / condition
            cli.run(["fairseq-preprocess", "--source-lang", "en", "--target-lang", "es",
                     "--testpref", str(c / "bpe" / "test"), "--srcdict", os.path.join(data, "dict.en.txt"),
                     "--tgtdict", os.path.join(data, "dict.es.txt"), "--destdir", str(c / "data-bin"),
                     "--workers", "1"])
            shutil.copyfile(c / "raw" / "test.doc", c / "data-bin" / "test.en-es.doc")
            flags = ["--doc-context-tokens", str(context), "--score-reference"]
            if context != CONTEXT:
                flags.append("--doc-allow-training-mismatch")
            (c / "score.out").write_text(cli.generate(str(c / "data-bin"), ckpt, flags,
                                                      task="doc_translation"))
        summaries[context] = random_context.compare(str(folder), bootstrap=100)
    with_context, without = summaries[CONTEXT], summaries[0]
    assert with_context["real_better"] + with_context["random_better"] > 0
    assert without["real_better"] == without["random_better"] == 0
    assert without["ties"] == without["sentences"]
    assert without["mean_diff_bits"] == pytest.approx(0.0, abs=1e-3)


def test_scores_split_into_first_sentences_and_the_rest(bible_docs):
    from analysis import doc_position_scores

    refs = lines(bible_docs, "raw/test.es")
    docs = lines(bible_docs, "raw/test.doc")
    first = doc_position_scores.first_of_document(docs)
    assert first[0] and sum(first) == len(set(docs)) >= 2
    # a system that gets the first sentences right and nothing else
    hyps = [r if f else "nada" for r, f in zip(refs, first)]
    report = doc_position_scores.position_scores(refs, {"ref": refs, "firsts": hyps}, docs,
                                                 n_samples=50)
    assert report["first"]["sentences"] == sum(first)
    assert report["rest"]["sentences"] == len(refs) - sum(first)
    assert report["first"]["systems"]["firsts"]["bleu"]["score"] == 100.0
    assert report["rest"]["systems"]["firsts"]["bleu"]["score"] < 1.0
    assert "| firsts | rest |" in doc_position_scores.markdown(report, "ref")


def test_contrastive_pronouns_flip_the_gender_english_does_not_give(bible_docs, tmp_path):
    import shutil

    from analysis import contrastive_pronouns as cp
    from subword_nmt.apply_bpe import BPE, read_vocabulary

    work = tmp_path / "work"
    for d in ("tok", "bpe", "raw"):
        (work / d).mkdir(parents=True)
    for name in ("codes", "vocab.es"):
        shutil.copyfile(os.path.join(bible_docs, "bpe", name), work / "bpe" / name)
    with open(work / "bpe" / "vocab.es") as v, open(work / "bpe" / "codes") as c:
        bpe = BPE(c, vocab=read_vocabulary(v, 1))
    en = ["And they went out .", "And they went out .", "And he saw them .", "It was good .",
          "And it was great .", "And they slept ."]
    es = ["Y ellos salieron .", "Y ellos salieron .", "Y él las vio .", "Ella era buena .",
          "Y ella era grande .", "Y ellas durmieron ."]
    docs = ["A", "B", "B", "B", "B", "B"]
    for name, text in (("tok/test.en", en), ("tok/test.es", es), ("raw/test.doc", docs),
                       ("bpe/test.en", [bpe.process_line(t) for t in en]),
                       ("bpe/test.es", [bpe.process_line(t) for t in es])):
        (work / name).write_text("".join(t + "\n" for t in text))
    items = cp.build(str(work), str(tmp_path / "out"))
    # lines 0 and 1 open their documents (no context); line 2's "he" gives the gender
    assert [(it["line"], it["pronoun"], it["contrast"]) for it in items] == [
        (3, "ella", "él"), (4, "ella", "él"), (5, "ellas", "ellos")]
    contrast = lines(str(tmp_path / "out" / "contrast"), "bpe/test.es")
    assert contrast[3] == bpe.process_line("Él era buena .")  # the case is kept
    assert contrast[5] == bpe.process_line("Y ellos durmieron .")
    assert [contrast[k] for k in (0, 1, 2)] == [bpe.process_line(es[k]) for k in (0, 1, 2)]
    assert lines(str(tmp_path / "out" / "contrast"), "raw/test.doc") == docs
    # accuracy: the reference wins on line 5, loses on 3, ties (within 0.01 bits) on 4
    ref_scores = {3: -9.0, 4: -6.0, 5: -4.0}
    con_scores = {3: -8.0, 4: -6.005, 5: -4.5}
    for name, scores in (("ref.out", ref_scores), ("con.out", con_scores)):
        (tmp_path / name).write_text("".join(f"P-{k}\t{v}\n" for k, v in scores.items()))
    result = cp.accuracy(items, str(tmp_path / "ref.out"), str(tmp_path / "con.out"))
    assert (result["correct"], result["items"]) == (1, 3)
    assert result["by_pronoun"] == {"ella": [0, 2], "ellas": [1, 1]}


def test_name_consistency_counts_names_rendered_the_same_way_throughout_a_document():
    from analysis import name_consistency as nc

    train_src = (["Then Peter said and so it was ."] * 6 + ["so the LORD spoke and it was ."] * 6
                 + ["so it was : And he went ."] * 5)
    train_tgt = (["Entonces Pedro dijo y así fue ."] * 6 + ["así Jehová habló y fue ."] * 6
                 + ["así fue : Y él fue ."] * 5)
    renderings = nc.learn_renderings(train_src, train_tgt, min_count=5)
    assert renderings == {"Peter": "Pedro", "LORD": "Jehová"}  # "And" is no name
    src = ["Then Peter came .", "and Peter wept .", "and the LORD spoke .", "Then Peter slept .",
           "and the LORD saw ."]
    refs = ["Entonces Pedro vino .", "y Pedro lloró .", "y Jehová habló .", "Entonces Pedro durmió .",
            "y Jehová vio ."]
    docs = ["A", "A", "A", "B", "B"]  # Peter twice in A; the LORD once in A and once in B
    groups = nc.groups(src, refs, docs, renderings)
    assert groups == {("A", "Peter"): [0, 1]}
    assert nc.consistency(refs, groups, renderings) == {"groups": 1, "consistent": 1, "share": 1.0}
    other = ["Entonces Pedro vino .", "y Piedro lloró .", "", "", ""]  # two renderings
    missing = ["Entonces Pedro vino .", "y él lloró .", "", "", ""]  # none in the second
    for hyps in (other, missing):
        assert nc.consistency(hyps, groups, renderings)["consistent"] == 0
    assert nc.consistent_groups(other, groups, renderings) == [False]


def test_paired_names_p_is_the_exact_sign_test_on_the_groups_the_two_disagree_on():
    from analysis.name_consistency import paired_p

    same = [True, False, True]
    assert paired_p(same, same) == 1.0
    # 10 groups consistent in one only: two-sided 2 * 0.5^10; groups both agree on change nothing
    assert paired_p([True] * 10 + [True, False],
                    [False] * 10 + [True, False]) == pytest.approx(2 / 1024)
    assert paired_p([True] * 3 + [False] * 2, [False] * 3 + [True] * 2) == 1.0  # 3 against 2
    assert paired_p([True, False], [False, True, True]) is None  # not the same groups


@pytest.mark.slow
def test_train_log_holds_each_line_of_the_training_once_with_its_time_stamp(bible_docs, tmp_path):
    """train.sh's ``TRAIN_LOG`` (what doc_equal_data.sh keeps as a system's ``train.log``):
    the training's own output, each validation once and time-stamped, appended over runs.
    fairseq's ``--log-file``, which it replaces, repeats epoch N's lines N times (its progress
    bar adds a file handler each epoch) and drops the time stamps."""
    import re

    import cli

    work = tmp_path / "work"
    work.mkdir()
    os.symlink(os.path.join(bible_docs, "data-bin"), work / "data-bin")
    train_log, fairseq_log = tmp_path / "logs" / "train.log", tmp_path / "fairseq.log"
    script = os.path.join(cli.EXAMPLE, "train.sh")
    env = {"NAME": "tiny", "MAX_EPOCH": "2", "MAX_TOKENS": "2048", "TRAIN_LOG": str(train_log)}
    out, err = cli.run(["bash", script, "transformer_tiny", work, "--", "--log-file", fairseq_log],
                       extra_env=env)
    valid = [line for line in train_log.read_text().splitlines() if "valid on 'valid'" in line]
    assert [re.search(r"\| epoch (\d+) \|", line).group(1) for line in valid] == ["001", "002"]
    assert all(re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \| INFO \| valid \|", line) for line in valid)
    assert "done training in" in train_log.read_text() and "done training in" in out + err
    plain = [line for line in fairseq_log.read_text().splitlines() if "valid on 'valid'" in line]
    assert [line.split(" | ")[0] for line in plain] == ["epoch 001", "epoch 002", "epoch 002"]
    # a second run (resumed: nothing left to train) appends
    cli.run(["bash", script, "transformer_tiny", work], extra_env=env)
    assert train_log.read_text().count("fairseq_cli.train | task: ") == 2


@pytest.mark.slow
def test_targeted_tests_of_a_checkpoint_in_one_command(bible_docs, tmp_path):
    """``python -m analysis.doc_targeted``, as doc_equal_data.sh runs it after training (and for
    a system recorded without it while its checkpoint is there, with the training's FLOPs and
    the translation without context): the contrastive set and the random-context control, each
    scored through fairseq-generate; the splits are built once per work directory, in the
    model's form."""
    import shutil

    import cli

    from subword_nmt.apply_bpe import BPE, read_vocabulary

    work = tmp_path / "work"
    shutil.copytree(bible_docs, work)
    # the fixture's test chapters have no item: give a few verses past a chapter's first one
    # a plural pronoun, then binarize the test split again
    docs = lines(str(work), "raw/test.doc")
    picked = [i for i in range(1, len(docs)) if docs[i] == docs[i - 1]][:4]
    with open(work / "bpe" / "vocab.es") as v, open(work / "bpe" / "codes") as c:
        bpe = BPE(c, vocab=read_vocabulary(v, 1))
    for lang, text in (("en", "And they went out ."), ("es", "Y ellos salieron .")):
        for folder, line in (("tok", text), ("bpe", bpe.process_line(text))):
            rows = lines(str(work), f"{folder}/test.{lang}")
            for i in picked:
                rows[i] = line
            (work / folder / f"test.{lang}").write_text("".join(r + "\n" for r in rows))
    data = str(work / "data-bin")
    cli.run(["fairseq-preprocess", "--source-lang", "en", "--target-lang", "es", "--testpref",
             str(work / "bpe" / "test"), "--srcdict", os.path.join(data, "dict.en.txt"),
             "--tgtdict", os.path.join(data, "dict.es.txt"), "--destdir", data, "--workers", "1"])
    # a system doc_equal_data.sh recorded without its targeted tests, its checkpoint still there
    name = f"transformer_tiny_sc{CONTEXT}_s1"
    save = str(work / f"ctx{CONTEXT}" / "checkpoints" / name)
    cli.train(str(work / "data-bin"), save, "transformer_tiny", ["--doc-context-tokens", str(CONTEXT)],
              task="doc_translation", max_update=12)
    ckpt = os.path.join(save, "checkpoint_best.pt")
    out = tmp_path / "results" / name
    out.mkdir(parents=True)
    command = " ".join(["fairseq-train", str(work / "data-bin"), "--user-dir", cli.USER_DIR,
                        "--task", "doc_translation", "--arch", "transformer_tiny", "--source-lang",
                        "en", "--target-lang", "es", "--max-update", "12", *cli.TRAIN_FLAGS,
                        "--doc-context-tokens", str(CONTEXT)])
    (out / "run.json").write_text(json.dumps({"train": [{"command": command}]}))
    os.symlink("../data-bin", work / f"ctx{CONTEXT}" / "data-bin")  # as doc_level.sh links it
    script = os.path.join(cli.REPO, "examples", "bible_en_es", "doc_equal_data.sh")
    env = {"WORK": str(work), "RESULTS": str(out.parent)}
    log = "".join(cli.run(["bash", script, f"transformer_tiny:sc:{CONTEXT}:1"], extra_env=env))
    assert "contrastive pronouns" in log and "GFLOP per update" in log
    flops = json.loads((out / "flops.json").read_text())
    assert flops["updates"] == 12 and flops["gflop_per_update"] > 0
    # the checkpoint translating the test chapters at context 0 (the training record's check
    # overridden, with its warning): a hypothesis per test verse, scored
    assert "translating the test chapters without context" in log
    assert f"--doc-context-tokens {CONTEXT} in training, 0 in this run" in log
    plain = json.loads((out / "no_context" / "score.json").read_text())
    assert plain["sentences"] == len(lines(str(work), "raw/test.es")) == len(
        (out / "no_context" / "hyp.detok.es").read_text().splitlines())
    assert "--doc-allow-training-mismatch" in (out / "no_context" / "provenance.generate.json").read_text()
    assert "already, skipping" in "".join(cli.run(["bash", script, f"transformer_tiny:sc:{CONTEXT}:1"],
                                            extra_env=env))
    cmd = ["python", "-m", "analysis.doc_targeted", str(work), ckpt, "--context", str(CONTEXT),
           "--form", "source_context", "--out", str(out)]
    items = json.loads((work / "targeted" / "contrastive" / "items.json").read_text())
    contrastive = json.loads((out / "contrastive.json").read_text())
    assert contrastive["items"] == len(items) == len(picked) == 4
    assert 0 <= contrastive["correct"] <= contrastive["items"]
    control = json.loads((out / "random_context.json").read_text())
    scored = json.loads((work / "targeted" / f"random_context_source_context{CONTEXT}_seed1"
                         / "scored.json").read_text())
    assert control["sentences"] == scored["sentences"] > 0
    assert control["real_better"] + control["random_better"] + control["ties"] == control["sentences"]
    # another run scores the same splits again, to the same numbers
    cli.run(cmd[:-1] + [str(tmp_path / "results" / "again")])
    assert json.loads((tmp_path / "results" / "again" / "contrastive.json").read_text()) == contrastive
    pairs_save = str(tmp_path / "ckpt_pairs")
    cli.train(data, pairs_save, "doc_transformer_tiny", ["--doc-context-tokens", str(CONTEXT),
              "--doc-form", "segment_pairs"], task="doc_translation", max_update=12)
    pairs = tmp_path / "results" / "tiny_sp"
    cli.run(cmd[:3] + [str(work), os.path.join(pairs_save, "checkpoint_last.pt"), *cmd[5:-3],
                       "segment_pairs", "--out", str(pairs)])
    assert json.loads((pairs / "contrastive.json").read_text())["items"] == len(items)
    pairs_control = json.loads((pairs / "random_context.json").read_text())
    assert pairs_control["form"] == "segment_pairs" and pairs_control["sentences"] > 0
    # each scored line is the verse's own reference (the previous segment's, forced before it,
    # is cut off): the H- tokens are the T- tokens, line by line, in both conditions
    for condition in random_context.CONDITIONS:
        out = work / "targeted" / "scores" / "tiny_sp" / "random_context" / condition / "score.out"
        rows = {}
        for line in out.read_text().splitlines():
            kind, _, rest = line.partition("-")
            if kind in ("T", "H") and "\t" in rest:
                sent, *fields = rest.split("\t")
                rows.setdefault(int(sent), {})[kind] = fields[-1].replace("<<unk>>", "<unk>")
        assert len(rows) >= pairs_control["sentences"]
        assert all(r["H"] == r["T"] for r in rows.values()), condition


@pytest.mark.slow
def test_a_finetuned_system_names_its_epochs_and_needs_its_context_zero_base(bible_docs, tmp_path):
    """``ARCH:FORM:CONTEXT:SEED:ftN`` starts from the context-0 system's checkpoint and trains
    N epochs (folder ``..._ftN``); without that checkpoint it stops before training, and a
    fifth field other than ft / ftN is refused."""
    import subprocess

    import cli

    script = os.path.join(cli.REPO, "examples", "bible_en_es", "doc_equal_data.sh")
    env = dict(cli.env(), WORK=bible_docs, RESULTS=str(tmp_path / "results"))
    for system, message in ((f"t:sc:{CONTEXT}:1:ft2", f"t_sc{CONTEXT}_s1_ft2 starts from "),
                            (f"t:sc:{CONTEXT}:1:fine", "the fifth field is ft or ftN")):
        proc = subprocess.run(["bash", script, system], capture_output=True, text=True, env=env,
                              timeout=60)
        assert proc.returncode != 0 and message in proc.stderr, proc.stderr
        if system.endswith("ft2"):
            assert "ctx0/checkpoints/t_sc0_s1/checkpoint_last.pt: run t:sc:0:1 first" in proc.stderr
    assert not (tmp_path / "results").exists()


@pytest.mark.slow
def test_a_finetuned_system_trains_its_recorded_base_again_when_its_checkpoint_is_gone(
        bible_docs, tmp_path):
    """A new work directory holds no checkpoint of a base recorded in RESULTS: the fine-tuned
    system trains that base again in WORK (not in RESULTS), keeps the new run's hypotheses and
    how they compare with the recorded ones in NAME/base/, and then fine-tunes from it; the next
    system from that base finds it trained and says the same. On the same machine and threads
    the base comes out the same, hypothesis for hypothesis."""
    import shutil

    import cli

    work = tmp_path / "work"
    shutil.copytree(bible_docs, work)
    results = tmp_path / "results"
    script = os.path.join(cli.REPO, "examples", "bible_en_es", "doc_equal_data.sh")
    env = {"WORK": str(work), "RESULTS": str(results), "EPOCHS": "1", "OMP_NUM_THREADS": "1"}
    cli.run(["bash", script, "doc_transformer:sc:0:1"], extra_env=env)
    recorded = sorted(p.name for p in (results / "doc_transformer_sc0_s1").iterdir())
    shutil.rmtree(work / "ctx0" / "checkpoints" / "doc_transformer_sc0_s1")

    log = "".join(cli.run(["bash", script, "doc_transformer:sc:0:1:ft1"], extra_env=env))
    assert "doc_transformer_sc0_s1: recorded without its checkpoint" in log
    assert "doc_transformer_sc0_s1 in the work directory is not the recorded run" in log
    assert sorted(p.name for p in (results / "doc_transformer_sc0_s1").iterdir()) == recorded
    out = results / "doc_transformer_sc0_s1_ft1"
    compared = json.loads((out / "base" / "compared.json").read_text())
    verses = len(lines(str(work), "raw/test.es"))
    assert compared["verses"] == verses and compared["identical_hypotheses"] == verses
    assert compared["bleu"]["again"] == compared["bleu"]["recorded"]
    command = json.loads((out / "run.json").read_text())["train"][-1]["command"]
    base = work / "ctx0" / "checkpoints" / "doc_transformer_sc0_s1" / "checkpoint_last.pt"
    assert f"--finetune-from-model {base}" in command and base.exists()
    shutil.rmtree(out)  # as another system from the same base would find it
    log = "".join(cli.run(["bash", script, "doc_transformer:sc:0:1:ft1"], extra_env=env))
    assert "recorded without its checkpoint" not in log
    assert json.loads((out / "base" / "compared.json").read_text()) == compared


def test_report_pairs_each_system_with_its_context_zero_baselines(bible_docs, tmp_path):
    from analysis import doc_report

    refs = lines(bible_docs, "raw/test.es")
    tok = lines(bible_docs, "tok/test.es")
    # three processes, each one's wall clock from 0: 40 minutes (time-stamped), then one killed
    # after 5 minutes (--log-file lines: no time stamp; its wall meter), then 20 minutes
    log = ("2026-12-06 23:00:00 | INFO | fairseq_cli.train | task: DocTranslationTask\n"
           "2026-12-06 23:29:17 | INFO | train_inner | epoch 001:     20 / 303 loss=12.6, "
           "num_updates=20, train_wall=266, wall=268\n"
           "2026-12-06 23:40:00 | INFO | valid | epoch 001 | valid on 'valid' subset | loss 7.5 | "
           "ppl 181.02 | num_updates 40\n"
           "a line without a time stamp\n"
           "task: DocTranslationTask\n"  # resumed; --log-file writes bare messages
           "epoch 001:     40 / 303 loss=9.5, num_updates=50, train_wall=290, wall=300\n"
           "task: DocTranslationTask\n"
           "epoch 001 | loss 9.1 | num_updates 60 | wall 0\n"
           "done training in 1200.0 seconds\n")
    systems = {
        "t_sc0_s1": ([" ".join(r.split()[1:]) for r in refs], [" ".join(t.split()[1:]) for t in tok]),
        f"t_sc{CONTEXT}_s1": (refs, tok),
        "other_sc0_s2_ft": (refs, tok),  # no context-0 system of its own: no pair
        f"t_sc{CONTEXT}_s1_ft2": (refs, tok),  # from t_sc0_s1, then 2 epochs
        "t_sc0_s1_ft2": (refs, tok),  # its control: t_sc0_s1 trained 2 epochs more
        f"t_spc{CONTEXT}_s1": (refs, tok),  # segment_pairs, the current segment's loss
    }
    for name, (detok, tokens) in systems.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / "hyp.detok.es").write_text("".join(r + "\n" for r in detok))
        (folder / "hyp.tok.es").write_text("".join(t + "\n" for t in tokens))
        (folder / "run.json").write_text(json.dumps({
            "score": {"bleu": 1.0, "chrf": 2.0},
            "train": [{"env": {"OMP_NUM_THREADS": "1"}, "cpu": "a CPU", "commit": "0123456789"}]}))
        (folder / "train.log").write_text(log)
    (tmp_path / f"t_sc{CONTEXT}_s1" / "contrastive.json").write_text(
        json.dumps({"items": 4, "correct": 3, "accuracy": 0.75, "by_pronoun": {"ellas": [0, 1],
                                                                               "ellos": [3, 3]}}))
    (tmp_path / f"t_sc{CONTEXT}_s1" / "random_context.json").write_text(json.dumps(
        {"sentences": 50, "real_better": 30, "random_better": 15, "ties": 5, "real_better_share": 0.6,
         "mean_diff_bits": 1.5, "mean_diff_ci95": [0.5, 2.5]}))
    (tmp_path / f"t_sc{CONTEXT}_s1" / "flops.json").write_text(json.dumps({"pflop_total": 0.25}))
    # the context system translating without context: each verse's first word dropped
    (tmp_path / f"t_sc{CONTEXT}_s1" / "no_context").mkdir()
    for file, rows in (("hyp.detok.es", systems["t_sc0_s1"][0]), ("hyp.tok.es", systems["t_sc0_s1"][1])):
        (tmp_path / f"t_sc{CONTEXT}_s1" / "no_context" / file).write_text("".join(r + "\n" for r in rows))
    (tmp_path / "notes").mkdir()  # not a system folder
    # the fine-tuned system whose base doc_equal_data.sh trained again (NAME/base/)
    (tmp_path / f"t_sc{CONTEXT}_s1_ft2" / "base").mkdir()
    (tmp_path / f"t_sc{CONTEXT}_s1_ft2" / "base" / "compared.json").write_text(json.dumps(
        {"verses": len(refs), "identical_hypotheses": 7, "bleu": {"recorded": 1.0, "again": 1.5},
         "chrf": {"recorded": 2.0, "again": 2.5}}))
    report = doc_report.build(str(tmp_path), bible_docs, n_samples=50)
    assert list(report["systems"]) == ["other_sc0_s2_ft", "t_sc0_s1", "t_sc0_s1_ft2",
                                       f"t_sc{CONTEXT}_s1", f"t_sc{CONTEXT}_s1_ft2",
                                       f"t_spc{CONTEXT}_s1"]
    assert report["systems"][f"t_spc{CONTEXT}_s1"]["form"] == "segment_pairs, current-segment loss"
    assert report["systems"]["other_sc0_s2_ft"]["finetuned"]
    assert report["systems"]["other_sc0_s2_ft"]["ft_epochs"] is None
    finetuned = report["systems"][f"t_sc{CONTEXT}_s1_ft2"]
    assert (finetuned["finetuned"], finetuned["ft_epochs"], finetuned["context"]) == (True, 2, CONTEXT)
    # other_sc0_s2_ft started from a system not recorded: no pair
    assert [(q["system"], q["baseline"]) for q in report["pairs"]] == [
        ("t_sc0_s1_ft2", "t_sc0_s1"), (f"t_sc{CONTEXT}_s1", "t_sc0_s1"),
        (f"t_sc{CONTEXT}_s1_ft2", "t_sc0_s1"), (f"t_sc{CONTEXT}_s1_ft2", "t_sc0_s1_ft2"),
        (f"t_spc{CONTEXT}_s1", "t_sc0_s1")]
    pair = report["pairs"][1]
    assert pair["subsets"]["all"]["systems"][f"t_sc{CONTEXT}_s1"]["bleu"]["score"] == 100.0
    row = report["systems"][f"t_sc{CONTEXT}_s1"]
    assert row["d_bleu"] == 100.0 and report["systems"]["t_sc0_s1"]["d_bleu"] < 100.0
    assert (row["train_wall_s"], row["updates"], row["valid_loss"]) == (3900.0, 60, 7.5)
    assert row["names"]["consistent"] == row["names"]["groups"] == report["name_groups"]
    # lengths: the references themselves give 1; dropping each verse's first word shortens
    assert row["lengths"]["all"] == {"sentences": len(refs), "ratio": 1.0, "under_half": 0}
    lengths = report["systems"]["t_sc0_s1"]["lengths"]
    sources = lines(bible_docs, "raw/test.en")
    long_source = [len(s.split()) > 40 for s in sources]
    assert lengths["source > 40 words"]["sentences"] == sum(long_source)
    assert (lengths["first"]["sentences"] + lengths["rest"]["sentences"]
            == sum(lengths[s]["sentences"] for s in lengths if s.startswith("source")) == len(refs))
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a
    count = Tokenizer13a()
    dropped = systems["t_sc0_s1"][0]
    first = [i for i, f in enumerate(doc_report.first_of_document(lines(bible_docs, "raw/test.doc"))) if f]
    assert lengths["first"]["ratio"] == pytest.approx(
        sum(len(count(dropped[i]).split()) for i in first) / sum(len(count(refs[i]).split()) for i in first))
    assert lengths["all"]["ratio"] < 1.0
    text = doc_report.markdown(report)
    assert (f"| t_sc{CONTEXT}_s1 | 3 / 4 (75.0 %; ellas 0/1, ellos 3/3) | 30 of 50 (60.0 %) | "
            "+1.50 (+0.50 to +2.50) |") in text
    assert f"| t_sc{CONTEXT}_s1 | t_sc0_s1 | first |" in text
    assert "| t_sc0_s1 | not scored | — | — |" in text
    assert "| 1.08 | 1 | a CPU | 0.250 |" in text  # wall in hours, then the FLOPs
    assert f"| t_sc{CONTEXT}_s1_ft2 | t | source_context | {CONTEXT} | 1 | yes, then 2 epochs |" in text
    assert f"| t_sc{CONTEXT}_s1 | 1.000 | 1.000 | 1.000 |" in text
    assert (f"t_sc{CONTEXT}_s1_ft2 started from its base trained again (not the recorded run: a "
            f"new work directory): 7 of {len(refs)} test hypotheses as recorded; BLEU 1.5 against "
            "the recorded 1.0, chrF 2.5 against 2.0.") in text
    assert report["systems"]["t_sc0_s1"]["base_again"] is None
    plain = row["no_context"]["all"]["systems"]
    assert plain[doc_report.NO_CONTEXT]["bleu"]["score"] == report["pairs"][1]["subsets"]["all"][
        "systems"]["t_sc0_s1"]["bleu"]["score"]
    names = report["systems"]["t_sc0_s1"]["names"]  # its hypotheses are the ones without context
    assert {key: row["no_context_names"][key] for key in names} == names
    # with context (the references) every group is consistent: the groups the two disagree
    # on are the ones without context misses, all one way
    assert row["no_context_names"]["p"] == pytest.approx(
        min(1.0, 2 * 0.5 ** (row["names"]["consistent"] - names["consistent"])))
    assert f" of {row['names']['groups']} (p {row['no_context_names']['p']:.3g}) |" in text
    assert report["systems"]["t_sc0_s1"]["no_context"] is None  # none written: no table row
    assert [line.split(" | ")[:3] for line in text.splitlines() if "| 100.00 | " in line
            and line.count("|") == 12] == [[f"| t_sc{CONTEXT}_s1", subset, str(n)] for subset, n in (
                ("all", len(refs)), ("first", len(first)), ("rest", len(refs) - len(first)))]


def test_segment_pairs_control_keeps_each_segment_after_a_previous_one_of_the_same_shape(
        bible_docs, tmp_path):
    """In ``segment_pairs`` a scored example is a whole segment after its previous segment
    (real) or after a run of another document (random): the task's plan cuts each built
    document into exactly those two segments, and every sentence of the second is scored."""
    from msfairseq.data.document_plan import segment_pairs_plan

    out = str(tmp_path / "pairs")
    scored = random_context.build(bible_docs, out, CONTEXT, form="segment_pairs")
    src = lines(bible_docs, "bpe/test.en")
    doc = lines(bible_docs, "raw/test.doc")
    sizes = random_context.source_sizes(src)
    original = segment_pairs_plan(sizes, None, document_starts(doc, len(doc)), CONTEXT, 1024)
    segments_with_context = int((original.first < original.current).sum())
    assert 0 < scored["examples"] <= segments_with_context
    assert scored["examples"] > 0.5 * segments_with_context  # most find a random run
    for condition in random_context.CONDITIONS:
        folder = os.path.join(out, condition)
        built_src = lines(folder, "bpe/test.en")
        built_docs = lines(folder, "raw/test.doc")
        plan = segment_pairs_plan(random_context.source_sizes(built_src), None,
                                  document_starts(built_docs, len(built_docs)), CONTEXT, 1024)
        assert len(plan) == 2 * scored["examples"]  # two segments per built document
        second = plan.first < plan.current
        assert second.sum() == scored["examples"]
        scored_lines = sorted(int(k) for k in scored[condition])
        assert scored_lines == [k for s in np.flatnonzero(second)
                                for k in range(plan.current[s], plan.end[s])]
        for line in scored_lines:  # the scored sentences are the test's, in order
            assert built_src[line] == src[scored[condition][str(line)]]
    assert scored["sentences"] == len(scored["real"]) == len(scored["random"])
    real_sizes, rand_sizes = scored["real_context_sizes"], scored["random_context_sizes"]
    assert all(0 < r <= s for r, s in zip(rand_sizes, real_sizes))
