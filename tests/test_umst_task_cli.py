"""umst_translation end to end through the CLI (Li et al., ICML 2022).

prepare.sh + prepare_umst.sh (spaCy) -> fairseq-train umst_tiny ->
fairseq-generate and fairseq-interactive. Interactive input parsed on the fly
must give the same translations as the preprocessed side files, with the
segmentation and parser the checkpoint recorded at training: used
when no flag is given, a different one refused unless
--umst-allow-training-mismatch. A sentencepiece variant of the data runs the
same way (the issue's case: it was read as BPE, silently).
"""

import io
import math
import os
import subprocess

import pytest

import cli
from utils import USER_DIR

pytestmark = pytest.mark.slow


def scores(output):
    """Sentence id -> score of its H- line."""
    found = {}
    for line in output.splitlines():
        if line.startswith("H-"):
            key, score, _ = (line.split("\t") + [""])[:3]
            found[int(key[2:])] = float(score)
    return found


def test_umst_train_generate_interactive(bible_work_umst, tmp_path):
    umst_work = bible_work_umst  # the shared e2e Bible data + prepare_umst.sh (conftest)
    data_bin = os.path.join(umst_work, "data-bin")
    for split in ("train", "valid", "test"):
        for kind in ("wb", "dep"):
            assert os.path.exists(os.path.join(data_bin, f"{split}.en-es.{kind}.en.idx"))
    save_dir = str(tmp_path / "ckpt")
    # the parser that made the side files: recorded, the default of fairseq-interactive
    cli.train(data_bin, save_dir, "umst_tiny", ["--umst-parser", "spacy"], task="umst_translation",
              max_update=4)
    ckpt = os.path.join(save_dir, "checkpoint_last.pt")
    n = cli.count_lines(os.path.join(umst_work, "raw", "test.en"))
    one = ["--batch-size", "1"]  # no padding: identical arithmetic in both tools

    gen_out = cli.generate(data_bin, ckpt, one, task="umst_translation")
    generated = cli.hypotheses(gen_out, n)
    # the BPE'd test source, parsed on the fly (word boundaries from '@@')
    with open(os.path.join(umst_work, "bpe", "test.en"), encoding="utf-8") as f:
        bpe_lines = f.read().splitlines()
    out = cli.interactive(data_bin, ckpt, bpe_lines, [*one, "--buffer-size", "1"],
                          task="umst_translation")
    assert cli.hypotheses(out, n) == generated
    # the scores depend on every encoder input, side inputs included
    gen_scores, int_scores = scores(gen_out), scores(out)
    assert sorted(gen_scores) == sorted(int_scores) == list(range(n))
    for i in range(n):
        assert abs(gen_scores[i] - int_scores[i]) < 1e-4, (i, gen_scores[i], int_scores[i])
    # raw text: sacremoses + subword-nmt inside fairseq-interactive, then parsed; an empty
    # and a whitespace-only line get empty hypotheses with score -inf, not invented sentences
    with open(os.path.join(umst_work, "raw", "test.en"), encoding="utf-8") as f:
        raw = f.read().splitlines()
    out = cli.interactive(data_bin, ckpt, raw[:1] + ["", " \t "] + raw[1:], [
        "--tokenizer", "moses", "--moses-no-dash-splits", "--bpe", "subword_nmt",
        "--bpe-codes", os.path.join(umst_work, "bpe", "codes"), "--umst-parser", "spacy"],
        task="umst_translation")
    hyps, raw_scores = cli.hypotheses(out, n + 2), scores(out)
    assert hyps[1] == hyps[2] == "" and raw_scores[1] == raw_scores[2] == -math.inf
    assert all(math.isfinite(raw_scores[i]) for i in range(n + 2) if i not in (1, 2))
    # another BPE than training's: refused before any sentence is read, naming both
    with pytest.raises(AssertionError) as err:
        cli.interactive(data_bin, ckpt, raw[:1], ["--bpe", "sentencepiece", "--sentencepiece-model",
                                                  str(tmp_path / "spm_en.model")], task="umst_translation")
    assert ("--bpe sentencepiece gives sentencepiece pieces, but this model reads bpe word "
            "boundaries") in str(err.value) and "--umst-allow-training-mismatch" in str(err.value)


# ---------------------------------------------------------------- sentencepiece


@pytest.fixture(scope="module")
def spm_work(bible_work, tmp_path_factory):
    """The Bible slice segmented by sentencepiece instead of BPE: a model trained on the
    tokenized words (tok/), data-bin with a joined dictionary, UMST side files (spaCy) read
    with --segmentation sentencepiece."""
    import sentencepiece as spm

    work = tmp_path_factory.mktemp("spm")
    tok = os.path.join(bible_work, "tok")
    lines = []
    for lang in ("en", "es"):
        with open(os.path.join(tok, f"train.{lang}"), encoding="utf-8") as f:
            lines += f.read().splitlines()
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(lines), model_writer=model,
                                   vocab_size=800, character_coverage=1.0, minloglevel=2)
    sp = spm.SentencePieceProcessor(model_proto=model.getvalue())
    (work / "spm").mkdir()
    for split in ("train", "valid", "test"):
        for lang in ("en", "es"):
            with open(os.path.join(tok, f"{split}.{lang}"), encoding="utf-8") as f:
                pieces = [" ".join(sp.encode(line, out_type=str)) for line in f.read().splitlines()]
            (work / "spm" / f"{split}.{lang}").write_text("".join(p + "\n" for p in pieces))
    spm_dir, data_bin = str(work / "spm"), str(work / "data-bin")
    cli.run(["fairseq-preprocess", "--source-lang", "en", "--target-lang", "es", "--joined-dictionary",
             *[a for split in ("train", "valid", "test") for a in (f"--{split}pref", f"{spm_dir}/{split}")],
             "--destdir", data_bin, "--workers", "1"])
    cli.run(["msfairseq-umst-features", "--bpe", f"{spm_dir}/{{split}}.en", "--words", f"{tok}/{{split}}.en",
             "--segmentation", "sentencepiece", "--outdir", str(work / "umst"), "--split", "train",
             "valid", "test", "--lang", "en", "--parser", "spacy", "--no-progress"])
    cli.run(["msfairseq-umst-binarize", "--side-dir", str(work / "umst"), "--source-text",
             f"{spm_dir}/{{split}}.en", "--destdir", data_bin, "--src", "en", "--tgt", "es"])
    return {"data_bin": data_bin, "test": os.path.join(spm_dir, "test.en")}


def refusal(data_bin, checkpoint, lines, extra):
    """fairseq-interactive's output when it must refuse (it fails, or the test does)."""
    cmd = ["fairseq-interactive", data_bin, "--user-dir", USER_DIR, "--task", "umst_translation",
           "--source-lang", "en", "--target-lang", "es", "--path", checkpoint, "--cpu", *extra]
    proc = subprocess.run(cmd, input="".join(line + "\n" for line in lines), capture_output=True,
                          text=True, timeout=900, env=cli.env())
    assert proc.returncode != 0, f"not refused: {' '.join(extra)}"
    assert "H-" not in proc.stdout
    return proc.stderr


def test_sentencepiece_checkpoint_reads_new_text_as_trained(spm_work, tmp_path):
    """Trained on sentencepiece data without --umst-segmentation (the dictionary says it),
    fairseq-interactive given no segmentation flag finds the words as the side files did:
    its scores are fairseq-generate's. --umst-segmentation bpe and --umst-parser stanza are
    refused with the flag that overrides; with it, the other word boundaries change the scores."""
    data_bin = spm_work["data_bin"]
    save_dir = str(tmp_path / "ckpt")
    log = cli.train(data_bin, save_dir, "umst_tiny", ["--umst-parser", "spacy"],
                    task="umst_translation", max_update=4)
    assert "segmentation sentencepiece (dictionary), parser spacy" in log
    ckpt = os.path.join(save_dir, "checkpoint_last.pt")
    with open(spm_work["test"], encoding="utf-8") as f:
        lines = f.read().splitlines()
    n = len(lines)
    one = ["--batch-size", "1"]
    generated = scores(cli.generate(data_bin, ckpt, one, task="umst_translation"))
    interactive = scores(cli.interactive(data_bin, ckpt, lines, [*one, "--buffer-size", "1"],
                                         task="umst_translation"))
    assert sorted(generated) == sorted(interactive) == list(range(n))
    for i in range(n):
        assert abs(generated[i] - interactive[i]) < 1e-4, (i, generated[i], interactive[i])

    err = refusal(data_bin, ckpt, lines[:2], ["--umst-segmentation", "bpe"])
    assert "--umst-segmentation bpe differs from what this model was trained with: sentencepiece" in err
    assert "--umst-allow-training-mismatch" in err
    err = refusal(data_bin, ckpt, lines[:2], ["--umst-parser", "stanza"])
    assert "--umst-parser stanza differs from what this model was trained with: spacy" in err
    assert "--umst-allow-training-mismatch" in err

    forced = scores(cli.interactive(data_bin, ckpt, lines[:8], [
        *one, "--buffer-size", "1", "--umst-segmentation", "bpe", "--umst-allow-training-mismatch"],
        task="umst_translation"))
    assert any(abs(generated[i] - forced[i]) > 1e-3 for i in range(8))
