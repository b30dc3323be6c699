"""umst_translation end to end through the CLI (Li et al., ICML 2022).

prepare.sh + prepare_umst.sh (spaCy) -> fairseq-train umst_tiny ->
fairseq-generate and fairseq-interactive. Interactive input parsed on the fly
must give the same translations as the preprocessed side files.
"""

import math
import os

import cli


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
    cli.train(data_bin, save_dir, "umst_tiny", task="umst_translation", max_update=4)
    ckpt = os.path.join(save_dir, "checkpoint_last.pt")
    n = cli.count_lines(os.path.join(umst_work, "raw", "test.en"))
    one = ["--batch-size", "1"]  # no padding: identical arithmetic in both tools

    gen_out = cli.generate(data_bin, ckpt, one, task="umst_translation")
    generated = cli.hypotheses(gen_out, n)
    # the BPE'd test source, parsed on the fly (word boundaries from '@@')
    with open(os.path.join(umst_work, "bpe", "test.en"), encoding="utf-8") as f:
        bpe_lines = f.read().splitlines()
    out = cli.interactive(data_bin, ckpt, bpe_lines, [*one, "--buffer-size", "1",
                          "--umst-parser", "spacy"], task="umst_translation")
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
