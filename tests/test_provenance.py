"""analysis/provenance.py: what a recorded run writes about where and how it ran."""

import json
import subprocess
import sys

import torch

import msfairseq
from analysis import provenance
from utils import REPO

SCRIPT = [sys.executable, "-m", "analysis.provenance"]


def test_an_entry_names_the_commit_versions_threads_and_command(tmp_path, monkeypatch):
    monkeypatch.setenv("OMP_NUM_THREADS", "3")
    monkeypatch.setenv("MKL_CBWR", "AVX2,STRICT")
    path = tmp_path / "ckpt" / provenance.TRAIN_FILE
    first = provenance.append(str(path), ["fairseq-train", "data bin", "--arch", "muse_tiny"])
    head = subprocess.run(["git", "-C", REPO, "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=True).stdout.strip()
    assert first["commit"] == head and isinstance(first["dirty"], bool)
    assert first["torch"] == torch.__version__ and first["msfairseq"] == msfairseq.__version__
    assert first["fairseq"] and first["python"] and first["time"]
    assert first["env"]["OMP_NUM_THREADS"] == "3" and first["env"]["MKL_CBWR"] == "AVX2,STRICT"
    assert first["command"] == "fairseq-train 'data bin' --arch muse_tiny"  # quoted as a shell would
    # a resumed run appends: both runs stay on record
    provenance.append(str(path), ["fairseq-train", "again"])
    assert [e["command"] for e in json.loads(path.read_text())] == [first["command"], "fairseq-train again"]


def test_run_json_gathers_the_score_and_both_commands(tmp_path):
    ckpt, translations = tmp_path / "ckpt", tmp_path / "translations"
    translations.mkdir()
    (translations / "score.json").write_text(json.dumps({"bleu": 12.5, "chrf": 40.0}))
    subprocess.run([*SCRIPT, "append", str(ckpt / provenance.TRAIN_FILE), "--",
                    "fairseq-train", "x"], check=True, cwd=REPO)
    subprocess.run([*SCRIPT, "append", str(translations / provenance.GENERATE_FILE),
                    "--", "fairseq-generate", "x", "--beam", "5"], check=True, cwd=REPO)
    out = tmp_path / "run.json"
    subprocess.run([*SCRIPT, "run-json", str(out), "--train-dir", str(ckpt),
                    "--translations", str(translations), "--setting", "context=128"], check=True, cwd=REPO)
    run = json.loads(out.read_text())
    assert run["settings"] == {"context": "128"} and run["score"]["bleu"] == 12.5
    assert run["train"][0]["command"] == "fairseq-train x"
    assert run["generate"][0]["command"] == "fairseq-generate x --beam 5"
