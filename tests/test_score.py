"""msfairseq-score (msfairseq/cli/score.py): tokenized BLEU (multi-bleu.perl / fairseq-score), the WMT14 En-De
compound split, and sacreBLEU with its signature -- on inputs small enough to check by hand."""

import json
import math
import random
import shutil
import subprocess
import sys

import pytest

from msfairseq.cli.score import compound_split, main, tokenized_bleu

SCORE = [sys.executable, "-m", "msfairseq.cli.score"]


@pytest.mark.parametrize("line, expected", [
    ("Science-Fiction", "Science ##AT##-##AT## Fiction"),
    ("a-b-c", "a ##AT##-##AT## b-c"),  # matches do not overlap, as in perl's s///g
    ("über-all", "über ##AT##-##AT## all"),
    ("x - y -z w-", "x - y -z w-"),  # a hyphen needs a non-blank on both sides
    ("a\u00a0-b", "a\u00a0 ##AT##-##AT## b"),  # perl works on bytes: NBSP is not blank
    # ... and a 2-byte character after a match is split: its 2nd byte starts the next match
    ("ß-ß-x", "ß ##AT##-##AT## ß ##AT##-##AT## x"),
])
def test_compound_split(line, expected):
    assert compound_split(line) == expected


@pytest.mark.skipif(shutil.which("perl") is None, reason="perl not installed")
def test_compound_split_equals_fairseqs_perl_one_liner():
    rng = random.Random(0)
    alphabet = ["a", "ß", "-", " ", "-", "x", "\u00a0", "é", "9", "@"]
    lines = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(300)]
    perl = subprocess.run(
        ["perl", "-ple", "s{(\\S)-(\\S)}{$1 ##AT##-##AT## $2}g"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, check=True,
        encoding="utf-8")
    assert perl.stdout.split("\n")[:-1] == [compound_split(line) for line in lines]


def test_tokenized_bleu_by_hand():
    ref = "the Science-Fiction film was really good"
    hyp = "the Science-Fiction film was very good"
    # 6 tokens, 1 wrong: 1-grams 5/6, 2-grams 3/5, 3-grams 2/4, 4-grams 1/3, same length
    score, signature = tokenized_bleu([hyp], [ref])
    assert score.score == pytest.approx(100 * (5 / 6 * 3 / 5 * 2 / 4 * 1 / 3) ** 0.25)  # 53.73
    assert "tok:none" in signature and "smooth:none" in signature
    # split: 8 tokens, 1 wrong: 7/8, 5/7, 4/6, 3/5 -> (1/4)^(1/4) = 1/sqrt(2)
    score, signature = tokenized_bleu([hyp], [ref], compound=True)
    assert score.score == pytest.approx(100 / math.sqrt(2))  # 70.71
    assert signature.endswith("|compound-split:##AT##")


def test_tokenized_bleu_brevity_penalty_and_case():
    ref = "the cat sat on the mat"
    # every n-gram of the 5-token hypothesis matches; BP = exp(1 - 6/5)
    score, _ = tokenized_bleu(["the cat sat on the"], [ref])
    assert score.score == pytest.approx(100 * math.exp(-0.2))  # 81.87
    assert tokenized_bleu(["The Cat sat on the mat"], [ref])[0].score < 100
    assert tokenized_bleu(["The Cat sat on the mat"], [ref], lowercase=True)[0].score == pytest.approx(100)


def test_tokenized_bleu_equals_fairseqs_scorer():
    """The number fairseq-score / fairseq-generate print (fairseq's C BLEU)."""
    bleu = pytest.importorskip("fairseq.scoring.bleu")
    from fairseq.data import dictionary

    rng = random.Random(1)
    words = "a b c d e f g h i j-k".split()
    refs = [" ".join(rng.choice(words) for _ in range(rng.randint(3, 20))) for _ in range(100)]
    hyps = [" ".join(w if rng.random() < 0.7 else rng.choice(words) for w in r.split()[:rng.randint(2, 22)])
            for r in refs]
    d = dictionary.Dictionary()
    scorer = bleu.Scorer(bleu.BleuConfig(pad=d.pad(), eos=d.eos(), unk=d.unk()))
    for h, r in zip(hyps, refs):
        scorer.add(d.encode_line(r), d.encode_line(h))
    assert tokenized_bleu(hyps, refs)[0].score == pytest.approx(scorer.score(4), abs=1e-9)


def _write(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return str(path)


def test_cli_modes_and_errors(tmp_path, capsys):
    ref = _write(tmp_path / "ref", ["the Science-Fiction film was really good"])
    hyp = _write(tmp_path / "hyp", ["the Science-Fiction film was very good"])
    out = tmp_path / "score.json"
    assert main(["--tokenized", "--compound-split", "--ref", ref, "--hyp", hyp, "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["bleu"] == 70.71 and result["compound_split"] is True and result["sentences"] == 1
    assert "tokenized BLEU (compound-split) 70.71 (1 sentences)" in capsys.readouterr().out

    assert main(["--ref", ref, "--hyp", hyp, "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["metric"] == "sacrebleu"
    assert "tok:13a" in result["bleu_signature"] and result["chrf_signature"].startswith("nrefs:1")

    short = _write(tmp_path / "short", [])
    proc = subprocess.run([*SCORE, "--ref", ref, "--hyp", short],
                          capture_output=True, text=True)
    assert proc.returncode != 0 and "has 0 lines but" in proc.stderr
    proc = subprocess.run([*SCORE, "--compound-split", "--ref", ref, "--hyp", hyp],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "add --tokenized" in proc.stderr
