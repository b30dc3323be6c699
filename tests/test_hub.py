"""The Python API as README documents it, and ``msfairseq_version`` in checkpoints.

Tiny MUSE and UMST checkpoints are trained by ``fairseq-train`` on the Bible slice;
README's "Python API" snippets then run as written, in a folder laid out as they
assume (``checkpoints/muse_base``, ``checkpoints/umst_base``, ``data-bin``,
``bpe/codes``), and ``hubconf.py`` is loaded through ``torch.hub``.
"""

import os
import re
import subprocess
import sys

import pytest
import torch

import cli
import msfairseq
from utils import REPO

pytestmark = pytest.mark.slow

SENTENCE = "And God said, Let there be light."


@pytest.fixture(scope="module")
def checkpoints(bible_work_umst, tmp_path_factory):
    """``{family: checkpoint folder}`` for muse_tiny and umst_tiny, 20 updates each."""
    data_bin = os.path.join(bible_work_umst, "data-bin")
    root = tmp_path_factory.mktemp("hub_ckpt")
    cli.train(data_bin, str(root / "muse"), "muse_tiny")
    cli.train(data_bin, str(root / "umst"), "umst_tiny", ["--umst-parser", "spacy"],
              task="umst_translation")
    return {"muse": str(root / "muse"), "umst": str(root / "umst")}


@pytest.fixture(scope="module")
def layout(checkpoints, bible_work_umst, tmp_path_factory):
    """A working folder with the paths README's snippets name."""
    cwd = tmp_path_factory.mktemp("hub_cwd")
    (cwd / "checkpoints").mkdir()
    os.symlink(checkpoints["muse"], cwd / "checkpoints" / "muse_base")
    os.symlink(checkpoints["umst"], cwd / "checkpoints" / "umst_base")
    os.symlink(os.path.join(bible_work_umst, "data-bin"), cwd / "data-bin")
    os.symlink(os.path.join(bible_work_umst, "bpe"), cwd / "bpe")
    return cwd


def readme_snippets():
    """The python code blocks of README's "Python API" section, in order."""
    with open(os.path.join(REPO, "README.md"), encoding="utf-8") as f:
        text = f.read()
    section = re.search(r"^## Python API\n(.*?)^## ", text, re.S | re.M).group(1)
    return re.findall(r"^```python\n(.*?)^```", section, re.S | re.M)


@pytest.mark.parametrize("family", ["muse", "umst"])
def test_checkpoint_records_the_version(checkpoints, family):
    state = torch.load(os.path.join(checkpoints[family], "checkpoint_best.pt"),
                       map_location="cpu", weights_only=True)
    assert state["cfg"]["model"].msfairseq_version == msfairseq.__version__


def test_readme_snippets_run_as_written(layout):
    snippets = readme_snippets()
    assert len(snippets) == 2, "README's Python API section: a MUSE and a UMST snippet"
    proc = subprocess.run([sys.executable, "-c", "\n".join(snippets)], cwd=layout,
                          capture_output=True, text=True, timeout=600, env=cli.env())
    assert proc.returncode == 0, proc.stderr[-4000:]
    lines = proc.stdout.splitlines()
    # translate, the beam of 5 from generate (score, text), UMST's translate
    assert len(lines) == 1 + 5 + 1, proc.stdout
    scores = [float(line.split(" ", 1)[0]) for line in lines[1:6]]
    assert scores == sorted(scores, reverse=True), "generate: the beam, best first"


def test_hubconf_translate_equals_best_of_generate(layout, monkeypatch):
    """torch.hub.load of hubconf.py gives the checkpoint's family, its version, and
    ``translate`` is the detokenized best hypothesis of ``generate`` (MUSE, then UMST,
    whose task parses the new sentence with spaCy)."""
    from msfairseq.features.parsers import SpacyParser

    parsed = []
    parse = SpacyParser.parse
    monkeypatch.setattr(SpacyParser, "parse",
                        lambda self, sentences: parsed.append(sentences) or parse(self, sentences))
    monkeypatch.chdir(layout)
    for name, kwargs in (("muse_base", {}), ("umst_base", {"umst_parser": "spacy"})):
        model = torch.hub.load(REPO, "from_pretrained", f"checkpoints/{name}", source="local",
                               data_name_or_path="data-bin", tokenizer="moses",
                               bpe="subword_nmt", bpe_codes="bpe/codes", **kwargs)
        model.eval()
        assert type(model.models[0]).__name__ == {"muse_base": "MuseModel",
                                                  "umst_base": "UMSTModel"}[name]
        assert model.cfg.model.msfairseq_version == msfairseq.__version__
        best = model.generate([model.encode(SENTENCE)], beam=3)[0][0]
        assert model.translate(SENTENCE, beam=3) == model.decode(best["tokens"])
    # the words of the tokenized sentence, parsed for each of UMST's two calls
    words = ["And", "God", "said", ",", "Let", "there", "be", "light", "."]
    assert parsed == [[words], [words]]


def test_older_checkpoint_gets_no_version(checkpoints, bible_work_umst, tmp_path):
    """Loading a checkpoint written before versions were recorded must not invent one."""
    state = torch.load(os.path.join(checkpoints["muse"], "checkpoint_best.pt"),
                       map_location="cpu", weights_only=True)
    del state["cfg"]["model"].msfairseq_version
    torch.save(state, tmp_path / "old.pt")
    import hubconf  # the repository root is on the tests' sys.path (pyproject.toml)

    model = hubconf.from_pretrained(str(tmp_path), checkpoint_file="old.pt",
                                    data_name_or_path=os.path.join(bible_work_umst, "data-bin"))
    assert not hasattr(model.cfg.model, "msfairseq_version")


@pytest.mark.parametrize("name,kwargs", [("muse_base", {}), ("umst_base", {"umst_parser": "spacy"})])
def test_documented_int8_form_translates(layout, monkeypatch, name, kwargs):
    """docs/deployment.md's int8 form on a loaded checkpoint (UMST: parsing the new sentence
    too): it translates, with int8 Linear modules in the model."""
    from test_quantization import _has_int8_linears, _quantize

    monkeypatch.chdir(layout)
    hub = torch.hub.load(REPO, "from_pretrained", f"checkpoints/{name}", source="local",
                         data_name_or_path="data-bin", tokenizer="moses", bpe="subword_nmt",
                         bpe_codes="bpe/codes", **kwargs).eval()
    hub.models[0] = _quantize(hub.models[0])  # quantize_dynamic(model, {nn.Linear}, qint8)
    assert _has_int8_linears(hub.models[0])
    assert isinstance(hub.translate(SENTENCE, beam=3), str)


def test_another_bpe_than_umst_training_is_refused(layout, monkeypatch):
    """The hub builds its BPE without the task; msfairseq.hub lets the UMST task refuse
    sentencepiece for a model trained on subword-nmt BPE, as fairseq-interactive does."""
    monkeypatch.chdir(layout)
    with pytest.raises(ValueError, match="--bpe sentencepiece gives sentencepiece pieces, but "
                                         "this model reads bpe word boundaries"):
        torch.hub.load(REPO, "from_pretrained", "checkpoints/umst_base", source="local",
                       data_name_or_path="data-bin", tokenizer="moses", bpe="sentencepiece",
                       sentencepiece_model="spm_en.model", umst_parser="spacy")
