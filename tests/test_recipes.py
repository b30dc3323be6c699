"""The paper recipes (examples/{iwslt14_de_en,wmt14_en_de,wmt16_en_ro}) run end to end.

Every recipe x arch runs in SMOKE mode -- the recipe's own prepare.sh, train.sh and
evaluate.sh with all of its flags, on a slice of the Bible corpus at tiny scale -- so a
flag fairseq 0.12 does not accept, a settings.sh value that never reaches fairseq, or a
broken step fails here. Each recipe is prepared once per test session (UMST side files
included) and shared by its cases, across pytest-xdist workers too.
"""

import json
import os
import re
import subprocess
import sys

import pytest
from filelock import FileLock

import cli
from utils import REPO

pytestmark = pytest.mark.slow

EXAMPLES = os.path.join(REPO, "examples")
RECIPES = ("iwslt14_de_en", "wmt14_en_de", "wmt16_en_ro")
SMOKE = {"SMOKE": "1", "WORKERS": "1"}


def bash(recipe, snippet):
    """Run ``snippet`` after sourcing the recipe's settings.sh; return its stdout."""
    here = os.path.join(EXAMPLES, recipe)
    return subprocess.run(
        ["bash", "-c", f'set -euo pipefail; HERE="{here}"; source "$HERE/settings.sh"; {snippet}'],
        capture_output=True, text=True, check=True, env=cli.env()).stdout


def list_archs(recipe):
    return subprocess.run(["bash", os.path.join(EXAMPLES, recipe, "train.sh"), "--list-archs"],
                          capture_output=True, text=True, check=True).stdout.split()


CASES = [(recipe, arch) for recipe in RECIPES for arch in list_archs(recipe)]


@pytest.fixture(scope="session")
def prepared(tmp_path_factory):
    """``prepared(recipe)``: a WORK dir that ``SMOKE=1 UMST=1 prepare.sh`` filled, once per
    session (the xdist workers share it through a lock)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # shared by the workers of this run

    def prepare(recipe):
        work = base / f"recipe-smoke-{recipe}"
        done = work / "prepared.ok"
        with FileLock(str(work) + ".lock"):
            if not done.exists():
                cli.run(["bash", os.path.join(EXAMPLES, recipe, "prepare.sh"), work],
                        extra_env={**SMOKE, "UMST": "1"})
                done.write_text("ok\n")
        return str(work)

    return prepare


def test_batch_plan_keeps_the_papers_batch_on_any_number_of_gpus():
    """--update-freq and the per-GPU batch keep the paper's total (within one token per
    GPU step) under the cap, for every GPU count."""
    for total, cap in ((16000, 4000), (76800, 9600), (458752, 3584), (1024, 128)):
        for n in (1, 2, 3, 4, 7, 8, 16, 64, 128):
            per, freq = map(int, bash("wmt14_en_de", f"batch_plan {total} {cap} {n}; "
                                                     'echo "$PER_GPU $UPDATE_FREQ"').split())
            assert per <= cap
            assert total - n * freq < per * n * freq <= total, (total, cap, n, per, freq)
            assert cap * n * (freq - 1) < total  # no needless accumulation
    assert bash("iwslt14_de_en", 'batch_plan 16000 4000 1; echo "$PER_GPU $UPDATE_FREQ"').split() == ["4000", "4"]


def _expected(recipe, arch):
    """What the recipe's settings.sh asks fairseq for: lr, scheduler, Adam betas, dropout."""
    lines = bash(recipe, f'ARCH={arch}; arch_settings; echo "$LR"; echo "$SCHEDULE"; '
                         'printf "%s\\n" "${OPTIM[@]}" "${MODEL[@]}"').splitlines()
    lr, schedule, flags = float(lines[0]), lines[1], lines[2:]
    return lr, schedule, flags[flags.index("--adam-betas") + 1], flags[flags.index("--dropout") + 1]


@pytest.mark.parametrize("recipe, arch", CASES, ids=[f"{r}-{a}" for r, a in CASES])
def test_recipe_smoke(recipe, arch, prepared):
    work = prepared(recipe)
    out, err = cli.run(["bash", os.path.join(EXAMPLES, recipe, "train.sh"), arch, work], extra_env=SMOKE)
    log = out + err
    unit = "sentences" if "--batch-size" in log.split("fairseq-train", 1)[-1] else "tokens"
    plan = "1 CPU(s) x 8 sentences x update-freq 2 = 16" if unit == "sentences" else \
        "1 CPU(s) x 512 tokens x update-freq 2 = 1024"
    assert plan in log, log[-3000:]
    # what fairseq parsed is what settings.sh says
    lr, schedule, betas, dropout = _expected(recipe, arch)
    assert f"'lr': [{lr}]" in log
    assert f"'lr_scheduler': {{'_name': '{schedule}'" in log
    assert f"'adam_betas': '{betas}'" in log
    assert re.search(rf"[ (]dropout={dropout}[,)]", log), f"dropout {dropout} not in the model config"
    assert "'update_freq': [2]" in log
    save = os.path.join(work, "checkpoints", arch)
    assert {"checkpoint1.pt", "checkpoint2.pt"} <= set(os.listdir(save))

    cli.run(["bash", os.path.join(EXAMPLES, recipe, "evaluate.sh"), arch, work], extra_env=SMOKE)
    assert os.path.exists(os.path.join(save, "checkpoint_avg_last2.pt"))
    ev = os.path.join(work, "eval", arch)
    num_test = cli.count_lines(os.path.join(work, "tok", "test.es"))
    assert cli.count_lines(os.path.join(ev, "hyp.tok")) == num_test == cli.count_lines(os.path.join(ev, "hyp.detok"))
    with open(os.path.join(ev, "score.tokenized.json"), encoding="utf-8") as f:
        tokenized = json.load(f)
    assert tokenized["sentences"] == num_test
    assert tokenized["compound_split"] is (recipe == "wmt14_en_de")
    with open(os.path.join(ev, "score.sacrebleu.json"), encoding="utf-8") as f:
        sacre = json.load(f)
    assert sacre["sentences"] == num_test
    assert ("case:lc" in sacre["bleu_signature"]) is (recipe == "iwslt14_de_en")


def test_unknown_arch_and_missing_data_fail_with_the_fix(tmp_path):
    train = os.path.join(EXAMPLES, "wmt16_en_ro", "train.sh")
    proc = subprocess.run(["bash", train, "lightconv", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode != 0 and "choose one of: umst_base" in proc.stderr
    proc = subprocess.run(["bash", train, "umst_base", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode != 0 and "run " in proc.stderr and "prepare.sh" in proc.stderr


def test_corpus_steps_that_only_real_data_reaches(tmp_path):
    """examples/common/corpus.py on hand-made IWSLT / WMT fragments."""
    sys.path.insert(0, os.path.join(EXAMPLES, "common"))
    from corpus import clean, iwslt_train, romanian, segments

    xml = tmp_path / "IWSLT14.TED.tst2010.de-en.de.xml"
    xml.write_text('<doc docid="1">\n<talkid>1</talkid>\n<seg id="1"> Das ist’s. </seg>\n'
                   '<seg id="2">Zwei</seg>\n</doc>\n', encoding="utf-8")
    assert list(segments(str(xml))) == ["Das ist's.", "Zwei"]
    train = ["<url>http://ted.com</url>\n", "<talkid>7</talkid>\n", "<keywords>a</keywords>\n",
             "<title>Ein Titel</title>\n", "Ein Satz.\n"]
    assert list(iwslt_train(train)) == ["Ein Titel", "Ein Satz."]
    assert romanian("Şi ţara îşi ână ŞȘŢȚĂÂÎ") == "Si tara isi ana SSTTAAI"

    src, tgt = tmp_path / "s", tmp_path / "t"
    src.write_text("a b\n\na b c d\none\n", encoding="utf-8")
    tgt.write_text("x y z\ny\nx\none  two\n", encoding="utf-8")
    kept, total = clean(src, tgt, tmp_path / "cs", tmp_path / "ct", 1, 3, 1.5)
    # kept: 2 vs 3 tokens; dropped: empty side, 4 tokens, ratio 4 ... and 1 vs 2 (ratio 2)
    assert (kept, total) == (1, 4)
    assert (tmp_path / "cs").read_text() == "a b\n" and (tmp_path / "ct").read_text() == "x y z\n"
