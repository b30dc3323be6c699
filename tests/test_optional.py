"""A missing optional dependency or model is an error that says what to install."""

import sys

import pytest

from msfairseq.features.parsers import SpacyParser, StanzaParser
from msfairseq.optional import MissingDependencyError, available, require


def test_require_names_the_feature_and_the_install_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "triton", None)  # makes `import triton` fail
    with pytest.raises(MissingDependencyError) as err:
        require("triton", "the Triton dynamic-conv kernel")
    message = str(err.value)
    assert "the Triton dynamic-conv kernel" in message and "msfairseq[kernels]" in message
    assert not available("triton")


def test_require_returns_the_module():
    assert require("json", "a test").dumps([1]) == "[1]"


@pytest.mark.slow
def test_missing_spacy_model_says_what_to_load():
    with pytest.raises(RuntimeError, match="cannot load the spaCy model 'no_such_model_xyz'"):
        SpacyParser(model="no_such_model_xyz")


def test_missing_stanza_models_say_how_to_download(tmp_path):
    # an empty model directory: stanza finds no resources, and nothing is downloaded
    with pytest.raises(RuntimeError, match=r"stanza\.download\('en'\)"):
        StanzaParser(lang="en", model_dir=str(tmp_path), use_gpu=False)
