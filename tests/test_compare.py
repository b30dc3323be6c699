"""The equal-budget comparison (examples/bible_en_es/compare.sh), its bootstrap report
(analysis/compare_report.py) and the analysis plots (analysis/analyze.py)."""

import collections
import json
import math
import os
import re
import shutil
import subprocess
import sys

import pytest
import sacrebleu
import torch

import cli
import msfairseq
from analysis import analyze, compare_report, compare_results, gap_by_bucket, plot_curves, token_stats
from utils import REPO, build_task_and_model, make_dict_dir

pytestmark = pytest.mark.slow

COMPARE = os.path.join(REPO, "examples", "bible_en_es", "compare.sh")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def assert_png(path):
    with open(path, "rb") as f:
        assert f.read(8) == PNG_MAGIC, f"{path} is not a PNG"


def run_compare(work, out, **env):
    """compare.sh in SMOKE mode on the e2e Bible slice; returns its stdout + stderr."""
    extra = {"SMOKE": "1", "ARCHS": "umst_base", "MAX_UPDATE": "3", "OUT": out, **env}
    stdout, stderr = cli.run(["bash", COMPARE, work], extra_env=extra)
    return stdout + stderr


@pytest.fixture(scope="module")
def compare_run(bible_work_umst, tmp_path_factory):
    """compare.sh, SMOKE mode, transformer + umst_base for 3 updates, recording into
    ``OUT/committed``: ``(OUT, log)``."""
    out = str(tmp_path_factory.mktemp("compare"))
    return out, run_compare(bible_work_umst, out, RESULTS=os.path.join(out, "committed"))



def test_the_recipes_umst_checkpoint_records_the_parser_of_its_side_files(compare_run):
    """train.sh passes prepare_umst.sh's parser (spaCy) to fairseq-train, so the checkpoint
    records it and fairseq-interactive parses new text with it, not with its default."""
    out, _ = compare_run
    state = torch.load(os.path.join(out, "checkpoints", "umst_base", "checkpoint_last.pt"),
                       map_location="cpu", weights_only=True)
    model_args = state["cfg"]["model"]
    assert (model_args.umst_training_parser, model_args.umst_training_segmentation) == ("spacy", "bpe")

def test_compare_trains_translates_reports_and_resumes(compare_run, bible_work_umst):
    out, log = compare_run
    with open(os.path.join(out, "results", "compare.json"), encoding="utf-8") as f:
        report = json.load(f)
    assert [row["arch"] for row in report["systems"]] == ["transformer", "umst_base"]
    assert report["baseline"] == "transformer" and report["sentences"] == 40
    assert report["settings"]["max_update"] == "3"
    for row in report["systems"]:
        assert row["updates"] == 3, row
        assert row["params"] > 0 and row["valid_ppl"] > 1 and row["train_seconds"] > 0
        assert 0 <= row["bleu"]["score"] <= 100 and row["chrf"]["ci"] >= 0
        assert cli.count_lines(os.path.join(out, "translations", row["arch"], "hyp.detok.es")) == 40
    umst = report["systems"][1]
    assert 0 < umst["bleu"]["p"] <= 1 and 0 < umst["chrf"]["p"] <= 1
    with open(os.path.join(out, "results", "compare.md"), encoding="utf-8") as f:
        table = f.read()
    assert "| transformer |" in table and "| umst_base |" in table and "(baseline)" in table

    # a rerun with the same settings skips both archs and leaves the checkpoints alone
    ckpt = os.path.join(out, "checkpoints", "umst_base", "checkpoint_last.pt")
    mtime = os.path.getmtime(ckpt)
    rerun = run_compare(bible_work_umst, out)
    assert rerun.count("skipping training") == 2 and rerun.count("skipping translation") == 2, rerun
    assert os.path.getmtime(ckpt) == mtime
    # other settings are refused, naming what to remove
    with pytest.raises(AssertionError, match="other settings.*remove"):
        run_compare(bible_work_umst, out, LR="1e-3")


def test_lenpen_sweep_tunes_on_valid_and_tests_on_test(compare_run, bible_work_umst, tmp_path):
    """analysis/lenpen_sweep.py: translate.sh with SUBSET=valid decodes and scores the valid
    split; each system's length penalty is its best valid BLEU; the paired tests run at 1.0
    and at the tuned values on valid, test and both; a rerun reuses the translations."""
    out, _ = compare_run
    results = str(tmp_path / "lenpen")
    cmd = [sys.executable, "-m", "analysis.lenpen_sweep",
           "--work", bible_work_umst, "--checkpoints", os.path.join(out, "checkpoints"),
           "--systems", "transformer", "umst=umst_base", "--lenpens", "1", "1.3",
           "--results", results, "--bootstrap", "100"]
    with pytest.raises(AssertionError, match="no .*checkpoint_best.pt"):
        cli.run(cmd)  # umst is not a trained name: umst_base is
    cmd[cmd.index("umst=umst_base")] = "umst_base"
    cli.run(cmd)
    with open(os.path.join(results, "lenpen.json"), encoding="utf-8") as f:
        report = json.load(f)
    assert report["lenpens"] == ["1.0", "1.3"]
    translations = os.path.join(bible_work_umst, "translations", "lenpen")
    with open(os.path.join(translations, "umst_base.lp1.3.valid", "generate.out"), encoding="utf-8") as f:
        log = f.read()
    assert "Generate valid with beam=5" in log
    # fairseq-generate's hypothesis score is its summed log-probability over length^lenpen
    hyp_scores = dict(re.findall(r"^H-(\d+)\t(\S+)", log, re.M))
    positional = dict(re.findall(r"^P-(\d+)\t(.*)$", log, re.M))
    assert len(hyp_scores) == 40
    for i, score in hyp_scores.items():
        p = [float(x) for x in positional[i].split()]
        assert float(score) == pytest.approx(sum(p) / len(p) ** 1.3, abs=2e-3)
    for name in ("transformer", "umst_base"):
        valid = report["scores"][name]["valid"]
        assert valid[report["tuned"][name]]["bleu"] == max(v["bleu"] for v in valid.values())
        for subset in ("valid", "test"):
            refs = compare_report.read_lines(os.path.join(results, f"{subset}.es"))
            assert refs == compare_report.read_lines(os.path.join(bible_work_umst, "raw", f"{subset}.es"))
            hyps = compare_report.read_lines(os.path.join(results, name, f"{subset}.lp1.0.es"))
            assert len(hyps) == len(refs) == 40
            bleu = sacrebleu.corpus_bleu(hyps, [refs]).score
            assert report["scores"][name][subset]["1.0"]["bleu"] == pytest.approx(bleu, abs=0.01)
    assert [(t["lenpen"], t["split"], t["sentences"]) for t in report["tests"]] == [
        (lp, split, n) for lp in ("default", "tuned")
        for split, n in (("valid", 40), ("test", 40), ("valid+test", 80))]
    for t in report["tests"]:
        assert 0 < t["systems"]["umst_base"]["bleu"]["p"] <= 1
    with open(os.path.join(results, "lenpen.md"), encoding="utf-8") as f:
        assert "| umst_base | valid |" in f.read()
    score = os.path.join(translations, "transformer.lp1.0", "score.json")
    mtime = os.path.getmtime(score)
    cli.run(cmd)
    assert os.path.getmtime(score) == mtime


def test_recorded_results_rebuild_the_report_without_checkpoints(compare_run, tmp_path):
    """RESULTS=DIR: each arch's translations, statistics and learning curve are copied to
    DIR/ARCH/ (what a run that spans sessions commits); the report built from DIR alone equals
    the one built from OUT's checkpoints and logs."""
    out, log = compare_run
    committed = os.path.join(out, "committed")
    assert sorted(os.listdir(committed)) == [
        "compare.json", "compare.md", "test.es", "transformer", "umst_base", "valid_loss.png"]
    assert_png(os.path.join(committed, "valid_loss.png"))
    copy = str(tmp_path / "copy")  # only the files that would be committed: no checkpoints near
    shutil.copytree(committed, copy, ignore=shutil.ignore_patterns("compare.*", "*.png"))
    report, runs = compare_report.build_report_from_results(copy, n_samples=100, progress=False)
    with open(os.path.join(out, "results", "compare.json"), encoding="utf-8") as f:
        from_out = json.load(f)
    assert [r["arch"] for r in report["systems"]] == ["transformer", "umst_base"]
    for a, b in zip(report["systems"], from_out["systems"]):
        for key in ("params", "updates", "train_seconds", "valid_ppl"):
            assert a[key] == b[key], key
        assert a["bleu"]["score"] == b["bleu"]["score"] and a["chrf"]["score"] == b["chrf"]["score"]
    assert report["settings"]["max_update"] == "3" and report["recorded"]["umst_base"]
    curve = runs["umst_base"]["curve"]
    assert curve["valid"] and curve["valid"][-1][0] == 3 and all(len(p) == 3 for p in curve["valid"])
    assert "Recorded " in compare_report.markdown(report)
    # provenance: every training run and the translation, with the commit, versions and commands
    head = subprocess.run(["git", "-C", REPO, "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=True).stdout.strip()
    for arch in ("transformer", "umst_base"):
        prov = runs[arch]["provenance"]
        (train,) = prov["train"]
        (generate,) = prov["generate"]
        for entry in (train, generate):
            assert entry["commit"] == head and isinstance(entry["dirty"], bool)
            assert entry["torch"] == torch.__version__
            assert entry["msfairseq"] == msfairseq.__version__ and entry["fairseq"] and entry["python"]
        assert train["command"].startswith("fairseq-train ") and f"--arch {arch}" in train["command"]
        assert "--dropout 0.1" in train["command"] and "--label-smoothing 0.1" in train["command"]
        assert generate["command"].startswith("fairseq-generate ") and "--beam 5" in generate["command"]
    # an arch that is not recorded is named with the fix
    with pytest.raises(FileNotFoundError, match="RESULTS="):
        compare_report.build_report_from_results(copy, ["transformer", "muse_base"], progress=False)


def test_named_variants_and_another_baseline(bible_work_umst, tmp_path):
    """NAME=ARCH entries train an arch under another name with FLAGS_NAME (ablations, a
    pre-norm baseline); BASELINE picks the system the others are tested against."""
    out = str(tmp_path / "variants")
    log = run_compare(bible_work_umst, out, ARCHS="transformer", BASELINE="pre=transformer",
                      FLAGS_pre="--encoder-normalize-before --decoder-normalize-before")
    with open(os.path.join(out, "results", "compare.json"), encoding="utf-8") as f:
        report = json.load(f)
    assert report["baseline"] == "pre"
    assert [r["arch"] for r in report["systems"]] == ["pre", "transformer"]
    assert report["systems"][0]["extra_flags"] == "--encoder-normalize-before --decoder-normalize-before"
    assert os.path.exists(os.path.join(out, "checkpoints", "pre", "checkpoint_last.pt"))
    with open(os.path.join(out, "logs", "train.pre.log"), encoding="utf-8") as f:
        assert re.search(r"encoder_normalize_before'?[:=] ?True", f.read())
    assert "[compare] (1/2) pre: training" in log


def test_learning_curve_of_a_resumed_log(tmp_path):
    log = tmp_path / "train.log"
    log.write_text(
        "x | INFO | train_inner | epoch 001:  50 / 99 loss=9.5, ppl=700, num_updates=50, lr=1\n"
        "x | INFO | valid | epoch 001 | valid on 'valid' subset | loss 8.25 | nll_loss 8 | ppl 300.5 "
        "| wps 1 | wpb 2 | bsz 3 | num_updates 99\n"
        "x | INFO | train_inner | epoch 002:  1 / 99 loss=8.0, ppl=256, num_updates=100, lr=1\n"
        "x | INFO | valid | epoch 001 | valid on 'valid' subset | loss 8.25 | nll_loss 8 | ppl 300.5 "
        "| wps 1 | wpb 2 | bsz 3 | num_updates 99\n"  # a resume validates the same update again
        "x | INFO | valid | epoch 002 | valid on 'valid' subset | loss 7 | nll_loss 6.5 | ppl 90.5 "
        "| wps 1 | wpb 2 | bsz 3 | num_updates 198\n")
    curve = compare_results.learning_curve(str(log))
    assert curve == {"valid": [[99, 8.25, 300.5], [198, 7.0, 90.5]], "train": [[50, 9.5], [100, 8.0]]}


def test_bootstrap_numbers_by_hand():
    # Every line alike: each resample scores the same, so the CI is 0 and the means are the
    # scores. Hypothesis "a b c d e f" vs reference "a b c d e": n-gram precisions
    # 5/6, 4/5, 3/4, 2/3, no brevity penalty: BLEU = 100 (1/3)^(1/4) = 75.98; chrF
    # (orders 1-5 have reference n-grams): P = mean(5/6, 4/5, 3/4, 2/3, 1/2) = 0.71, R = 1,
    # F2 = 5PR / (4P + R) = 92.45.
    refs = ["a b c d e"] * 20
    worse = ["a b c d e f"] * 20
    n = 100
    r = compare_report.paired_bootstrap({"base": worse, "perfect": refs, "same": list(worse)},
                                        refs, n_samples=n, progress=False)
    assert r["base"]["bleu"] == {"score": 75.98, "mean": 75.98, "ci": 0.0}
    assert r["base"]["chrf"] == {"score": 92.45, "mean": 92.45, "ci": 0.0}
    assert r["perfect"]["bleu"]["score"] == 100.0 and r["perfect"]["bleu"]["ci"] == 0.0
    # no resampled difference exceeds the observed one: sacreBLEU's p = (0 + 1) / (n + 1)
    assert r["perfect"]["bleu"]["p"] == round(1 / (n + 1), 4) and r["perfect"]["bleu"]["significant"]
    assert r["same"]["identical_to_baseline"] and r["same"]["bleu"]["p"] == 1.0
    assert not r["same"]["chrf"]["significant"]


def test_bootstrap_separates_noise_from_a_real_difference(bible_pairs):
    refs = [es for _, es in bible_pairs[:200]]
    # baseline: every third word dropped; "one_line": the baseline with one line fixed;
    # "better": the reference itself on half of the lines
    base = [" ".join(w for i, w in enumerate(r.split()) if i % 3 != 1) for r in refs]
    systems = {"base": base, "one_line": [refs[0]] + base[1:],
               "better": [r if i % 2 else b for i, (r, b) in enumerate(zip(refs, base))]}
    r = compare_report.paired_bootstrap(systems, refs, n_samples=200, progress=False)
    assert r["one_line"]["bleu"]["p"] > 0.05 and not r["one_line"]["bleu"]["significant"]
    assert r["better"]["bleu"]["p"] < 0.05 and r["better"]["chrf"]["p"] < 0.05
    assert r["better"]["bleu"]["score"] > r["base"]["bleu"]["score"] + 10
    for name in systems:  # the score lies inside its own bootstrap interval
        b = r[name]["bleu"]
        assert abs(b["score"] - b["mean"]) <= b["ci"] + 0.5, (name, b)
    report = {"baseline": "base", "sentences": 200, "bootstrap": 200, "seed": "12345",
              "signatures": {"bleu": "B", "chrf": "C"}, "settings": {"max_update": "9"},
              "systems": [{"arch": k, "params": 2e6, "updates": 9, "train_seconds": 60,
                           "valid_ppl": 5.0, **v} for k, v in r.items()]}
    md = compare_report.markdown(report)
    assert f"| better | 2.0M | 9 | 1 min | 5.00 | {r['better']['bleu']['score']:.2f} ± " in md
    assert f"{r['better']['bleu']['p']:.3f}*" in md and f"{r['one_line']['bleu']['p']:.3f} /" in md


def tiny_checkpoint(directory, arch, extra=(), edit=None):
    """A fairseq-style checkpoint (``cfg.model`` args + state dict) of an untrained tiny
    model built as fairseq-train builds it; ``edit(state_dict)`` may change weights first."""
    args, _, model = build_task_and_model(make_dict_dir(os.path.join(directory, "dict")), arch, extra)
    state = model.state_dict()
    if edit:
        edit(state)
    path = os.path.join(directory, f"{arch}.pt")
    torch.save({"args": None, "cfg": {"model": args}, "model": state}, path)
    return path, model


def test_plot_bleu_by_length(tmp_path):
    short, long_ = "one two three", " ".join(["word"] * 25)
    sources = [short] * 6 + [long_] * 4
    refs = [f"la casa número {i} es muy grande hoy" for i in range(10)]
    wrong = ["nada que ver aquí"] * 10
    systems = {"good": refs, "short_only": refs[:6] + wrong[6:]}
    data = analyze.plot_bleu_by_length(sources, refs, systems, str(tmp_path / "b.png"))
    assert data["buckets"] == ["1-10", "21-30"] and data["counts"] == [6, 4]
    assert data["bleu"]["good"] == [100.0, 100.0]
    assert data["bleu"]["short_only"][0] == 100.0 and data["bleu"]["short_only"][1] < 5
    assert_png(tmp_path / "b.png")


def test_gap_by_bucket_counts_split_words_and_finds_the_gap_where_it_is(bible_pairs, tmp_path):
    assert gap_by_bucket.split_words("in the begin@@ ning God cre@@ at@@ ed heaven") == 2
    assert gap_by_bucket.word_length("in the begin@@ ning God cre@@ at@@ ed heaven") == 6
    assert gap_by_bucket.bucket_labels([0, 1, 3]) == [
        (0, 0, "0"), (1, 1, "1"), (2, 3, "2-3"), (4, float("inf"), "4+")]
    with pytest.raises(ValueError, match="increasing"):
        gap_by_bucket.bucket_labels([3, 1])
    # 30 sources without a split word, 30 with two; the system is the baseline except on the
    # split ones, where it is the reference: the gap is in bucket "2-3" only, in both pairs
    refs = [es for _, es in bible_pairs[:60]]
    sources = ["a b c"] * 30 + ["a@@ b c@@ d"] * 30
    base = [" ".join(w for i, w in enumerate(r.split()) if i % 3 != 1) for r in refs]
    system = base[:30] + refs[30:]
    pairs = {"s1": (base, system), "s2": (base, list(system))}
    result = gap_by_bucket.gap_by_bucket(sources, refs, pairs, edges=[0, 1, 3], n_samples=100)
    zero, split, every = result["buckets"]
    assert [zero["bucket"], split["bucket"], every["bucket"]] == ["0", "2-3", "all"]
    assert zero["sentences"] == split["sentences"] == 30
    assert zero["pairs"] == {"s1": {"bleu": 0.0, "chrf": 0.0}, "s2": {"bleu": 0.0, "chrf": 0.0}}
    assert zero["pooled"]["bleu_p"] == 1.0
    gain = sacrebleu.corpus_bleu(refs[30:], [refs[30:]]).score - sacrebleu.corpus_bleu(
        base[30:], [refs[30:]]).score
    assert split["pairs"]["s1"]["bleu"] == split["pooled"]["bleu"] == round(gain, 2) > 10
    assert split["pooled"]["bleu_p"] < 0.05 and split["pooled"]["chrf_p"] < 0.05
    # the last row pools every sentence of both pairs (two copies of one pair: its own gap)
    whole = sacrebleu.corpus_bleu(system, [refs]).score - sacrebleu.corpus_bleu(base, [refs]).score
    assert every["sentences"] == 60
    assert every["pairs"]["s1"]["bleu"] == every["pooled"]["bleu"] == round(whole, 2) > 5
    with pytest.raises(ValueError, match="s1: 59 system hypotheses for 60 references"):
        gap_by_bucket.gap_by_bucket(sources, refs, {"s1": (base, system[:-1])})
    # the command line writes the table and its JSON, with the command that made them
    files = {}
    for name, lines in (("src", sources), ("ref", refs), ("base", base), ("sys", system)):
        files[name] = tmp_path / name
        files[name].write_text("\n".join(lines) + "\n", encoding="utf-8")
    gap_by_bucket.main(["--source", str(files["src"]), "--ref", str(files["ref"]),
                        "--pair", "s1", str(files["base"]), str(files["sys"]),
                        "--by", "length", "--edges", "2", "--bootstrap", "50",
                        "--out", str(tmp_path / "out")])
    md = (tmp_path / "out" / "gap_by_length.md").read_text(encoding="utf-8")
    assert "| 0-2 | 30 | +" in md and "| 3+ | 30 | +0.00 / +0.00 |" in md  # "a@@ b c@@ d": 2 words
    assert "| all | 60 | +" in md
    with open(tmp_path / "out" / "gap_by_length.json", encoding="utf-8") as f:
        assert json.load(f)["command"].startswith("python -m analysis.gap_by_bucket --source ")


def test_token_stats_nll_is_fairseq_validates_on_every_sentence(compare_run, bible_work_umst, tmp_path):
    """analysis/token_stats.py: its NLL over the valid split is fairseq-validate's nll_loss on
    the same checkpoint, over the same tokens and sentences."""
    out, _ = compare_run
    data = os.path.join(bible_work_umst, "data-bin")
    checkpoint = os.path.join(out, "checkpoints", "umst_base", "checkpoint_best.pt")
    stats_json = tmp_path / "stats.json"
    token_stats.main(["--checkpoints", f"umst={checkpoint}", "--splits", "valid", "--data", data,
                      "--max-tokens", "500", "--out", str(stats_json)])
    with open(stats_json, encoding="utf-8") as f:
        r = json.load(f)["umst"]["valid"]
    _, log = cli.validate(data, checkpoint, task="umst_translation", with_log=True)
    m = re.search(r"valid on 'valid' subset .*\| nll_loss ([0-9.]+) .*\| wpb ([0-9]+) \| bsz ([0-9]+)", log)
    assert m, log[-2000:]
    assert r["sentences"] == int(m.group(3)) == 40 and r["tokens"] == int(m.group(2))
    assert r["nll_bits"] == pytest.approx(float(m.group(1)), abs=6e-4)
    _, task = token_stats.load_model(checkpoint, data)
    assert 0 <= r["accuracy"] <= 1
    assert 0 < r["entropy_bits"] <= math.log2(len(task.target_dictionary))
    with pytest.raises(SystemExit):
        token_stats.main(["--checkpoints", str(checkpoint)])  # NAME= missing


def test_token_stats_batch_sums_by_hand():
    """analysis/token_stats.py's per-batch sums on two sentences worked out by hand (pad = 1;
    the padding position's row would count as a wrong, flat token if it were not masked)."""
    probs = torch.tensor([[[0.50, 0.00, 0.25, 0.25], [0.25, 0.25, 0.25, 0.25]],   # targets 2, pad
                          [[0.10, 0.00, 0.20, 0.70], [0.00, 0.00, 1.00, 0.00]]])  # targets 3, 2
    target = torch.tensor([[2, 1], [3, 2]])
    nll, correct, entropy, tokens = token_stats.batch_sums(probs.clamp_min(1e-30).log(), target, pad=1)
    assert tokens == 3
    assert correct == 2  # 0.25 is not the first choice of row 1; 0.70 and 1.00 are
    assert nll == pytest.approx(math.log(4) + math.log(1 / 0.7) + 0.0)
    h = lambda ps: -sum(p * math.log(p) for p in ps if p > 0)  # noqa: E731
    assert entropy == pytest.approx(1.5 * math.log(2) + h([0.1, 0.2, 0.7]) + 0.0, abs=1e-9)


def test_plot_curves_puts_runs_of_several_folders_on_one_plot(tmp_path):
    """analysis/plot_curves.py: each NAME=FOLDER's recorded validations, from --from-update on."""
    for lane, arch, losses in (("lane_a", "x", [8.0, 6.0, 5.0]), ("lane_b", "y", [7.0, 5.5, 4.5])):
        os.makedirs(tmp_path / lane / arch)
        run = {"updates": 600, "curve": {"train": [], "valid": [[u, l] for u, l in
                                                            zip((200, 400, 600), losses)]}}
        (tmp_path / lane / arch / "run.json").write_text(json.dumps(run))
    png = tmp_path / "curves.png"
    runs = plot_curves.main(["--out", str(png), "--from-update", "400",
                             f"A={tmp_path / 'lane_a' / 'x'}", f"B={tmp_path / 'lane_b' / 'y'}"])
    assert_png(png)
    assert runs["A"]["curve"]["valid"] == [[400, 6.0], [600, 5.0]]
    assert runs["B"]["curve"]["valid"] == [[400, 5.5], [600, 4.5]]
    for bad in ([f"{tmp_path / 'lane_a' / 'x'}"], [f"C={tmp_path / 'lane_a'}"]):  # no NAME=; no run.json
        with pytest.raises(SystemExit):
            plot_curves.main(["--out", str(png)] + bad)


def test_plot_muse_gates(tmp_path):
    def edit(state):  # layer 1 of the encoder: gate softmax (0.75, 0.25)
        state["encoder.layers.0.conv.gate"] = torch.tensor([math.log(3.0), 0.0])

    path, _ = tiny_checkpoint(str(tmp_path), "muse_tiny", edit=edit)
    data = analyze.plot_muse_gates(path, str(tmp_path / "g.png"))
    assert_png(tmp_path / "g.png")
    assert [e["kernels"] for e in data["encoder"]] == [[3, 15], [3, 15]]
    assert data["encoder"][0]["weights"] == [0.75, 0.25]
    assert data["encoder"][1]["weights"] == [0.5, 0.5]  # Eq. 7's gate starts uniform
    assert len(data["decoder"]) == 2
    simple, _ = tiny_checkpoint(str(tmp_path), "muse_simple_tiny")
    with pytest.raises(analyze.Skip, match="no '\\*.conv.gate'"):
        analyze.plot_muse_gates(simple, str(tmp_path / "s.png"))


def test_plot_msmsa_heads_matches_the_built_model(tmp_path):
    extra = ["--encoder-layers", "3", "--decoder-layers", "3", "--msmsa-alpha", "1.0"]
    path, model = tiny_checkpoint(str(tmp_path), "msmsa_transformer_tiny", extra)
    data = analyze.plot_msmsa_heads(path, str(tmp_path / "h.png"))
    assert_png(tmp_path / "h.png")
    for side in ("encoder", "decoder"):
        alloc = data[side]
        for layer, counts in zip(getattr(model, side).layers, alloc["counts"]):
            built = collections.Counter(str(s) for s in layer.self_attn.head_scales)
            assert dict(zip(alloc["scales"], counts)) == {s: built.get(s, 0) for s in alloc["scales"]}
    assert data["encoder"]["counts"][0] != data["encoder"]["counts"][-1]  # alpha > 0: layers differ


def test_plot_da_distance(tmp_path):
    w, v = torch.tensor([0.2, -0.1, 0.0, 0.05]), torch.tensor([1.0, 0.0, -1.0, 2.0])

    def edit(state):
        state["encoder.layers.0.self_attn.distance_weight"] = w
        state["encoder.layers.0.self_attn.distance_offset"] = v

    path, _ = tiny_checkpoint(str(tmp_path), "da_transformer_tiny", edit=edit)
    data = analyze.plot_da_distance(path, str(tmp_path / "d.png"), max_distance=10)
    assert_png(tmp_path / "d.png")
    assert list(data)[1:] == ["encoder.self_attn", "decoder.self_attn"]
    curves = data["encoder.self_attn"][0]  # H x R of layer 1
    for h in range(4):  # Eq. 5: f(x; v) = (1 + e^v) / (1 + e^(v - x)), x = w R
        for r in (0, 3, 10):
            expected = (1 + math.exp(v[h])) / (1 + math.exp(v[h] - w[h] * r))
            assert curves[h][r] == pytest.approx(expected, abs=1e-4)
    with pytest.raises(analyze.Skip, match="not a DA model"):
        analyze.da_distance_functions(tiny_checkpoint(str(tmp_path), "transformer_tiny")[0])


def test_plot_bpt_scaling(tmp_path):
    rows = [{"n": n, "bpt ms": n / 100, "bpt MiB": n / 50, "dense ms": n * n / 1e4,
             "dense MiB": n * n / 5e3} for n in (128, 256, 512)]
    with open(tmp_path / "bpt.json", "w") as f:
        json.dump({"rows": rows}, f)
    data = analyze.plot_bpt_scaling(str(tmp_path / "bpt.json"), str(tmp_path / "p.png"))
    assert_png(tmp_path / "p.png")
    assert data["n"] == [128, 256, 512] and "dense ms" in data and "sdpa ms" not in data
    with pytest.raises(analyze.Skip, match="python -m benchmarks.bench_bpt"):
        analyze.plot_bpt_scaling(str(tmp_path / "missing.json"), str(tmp_path / "q.png"))


def test_plot_attention_maps_transformer_vs_umst(compare_run):
    out, _ = compare_run
    ckpts = {a: os.path.join(out, "checkpoints", a, "checkpoint_best.pt") for a in ("transformer", "umst_base")}
    png = os.path.join(out, "attention.png")
    data = analyze.plot_attention_maps(ckpts, png, os.path.join(out, "data-bin"))
    assert_png(png)
    tokens = data["tokens"]
    assert tokens[-1] == "</s>" and sum(t.endswith("@@") for t in tokens) >= 2
    maps = {k: torch.tensor(v) for k, v in data["maps"].items()}
    assert list(maps) == ["transformer: self-attention", "umst_base: sub-word (ATTN_1)",
                          "umst_base: word (ATTN_2')", "umst_base: rectified P"]
    T = len(tokens)
    for label in ("transformer: self-attention", "umst_base: sub-word (ATTN_1)"):  # softmax rows
        assert torch.allclose(maps[label].sum(-1), torch.ones(T), atol=1e-3), label
    assert all(m.shape == (T, T) for m in maps.values())
    word, sub = maps["umst_base: word (ATTN_2')"], maps["umst_base: sub-word (ATTN_1)"]
    assert torch.allclose(maps["umst_base: rectified P"], (sub + word) / 2, atol=2e-4)
    # the word branch is constant over the pieces of a word (rows and columns alike)
    i = next(k for k, t in enumerate(tokens) if t.endswith("@@"))
    assert torch.allclose(word[i], word[i + 1], atol=2e-4)
    assert torch.allclose(word[:, i], word[:, i + 1], atol=2e-4)
    assert not torch.allclose(sub[i], sub[i + 1], atol=2e-4)


def test_attention_maps_skip_a_model_without_weights(tmp_path):
    from msfairseq.testing import random_batch

    _, task, model = build_task_and_model(make_dict_dir(str(tmp_path)), "transformer_tiny")
    src, lengths, _ = random_batch(task, bsz=1)
    sample = {"net_input": {"src_tokens": src, "src_lengths": lengths}}
    assert list(analyze.encoder_self_attention(model, sample)) == ["self-attention"]
    attn = model.encoder.layers[-1].self_attn
    full = attn.forward
    attn.forward = lambda *a, **k: (full(*a, **k)[0], None)  # a family that returns no weights
    with pytest.raises(analyze.Skip, match="returns no attention weights"):
        analyze.encoder_self_attention(model, sample)
