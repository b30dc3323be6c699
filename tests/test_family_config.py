"""Each family's options are declared once, in its ``config.py`` dataclass: the command-line flags
and the hydra keys are made from it, the base arch fills its defaults, and the layer code reads
them without a fallback of its own (:mod:`msfairseq.modules.family_config`)."""

import argparse
import dataclasses
import importlib
import os
import re

import pytest

import msfairseq  # noqa: F401  (registers the families)
from fairseq.models import ARCH_CONFIG_REGISTRY, MODEL_REGISTRY
from msfairseq.modules.family_config import option_flag
from utils import REPO

# family package -> (model name, base arch, config class, flag prefix)
FAMILIES = {
    "muse": ("muse", "muse", "MuseConfig", "muse"),
    "bpt": ("bpt", "bpt_mt", "BPTConfig", "bpt"),
    "msmsa": ("msmsa_transformer", "msmsa_transformer", "MSMSAConfig", "msmsa"),
    "umst": ("umst", "umst_base", "UMSTConfig", "umst"),
    "da": ("da_transformer", "da_transformer", "DAConfig", "da"),
}


def _config(family):
    return getattr(importlib.import_module(f"msfairseq.models.{family}.config"), FAMILIES[family][2])


def _flags(model_name):
    parser = argparse.ArgumentParser(argument_default=argparse.SUPPRESS, allow_abbrev=False)
    MODEL_REGISTRY[model_name].add_args(parser)
    return {a.dest: a for a in parser._actions if a.option_strings}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_flags_are_made_from_the_config(family):
    model_name, _, _, prefix = FAMILIES[family]
    config, flags = _config(family), _flags(model_name)
    fields = dataclasses.fields(config)
    assert fields, f"{family}/config.py declares no options"
    ours = sorted(dest for dest, a in flags.items() if a.option_strings[0].startswith(f"--{prefix}-"))
    assert ours == sorted(f.name for f in fields), f"a --{prefix}-* flag that is not in the config, or the reverse"
    for f in fields:
        action = flags[f.name]
        assert action.option_strings == [option_flag(f.name)]
        assert action.help.startswith(f.metadata["help"])
        if f.type is bool:
            assert isinstance(action, argparse._StoreTrueAction) and f.default is False
        else:
            assert tuple(action.choices or ()) == tuple(f.metadata["choices"] or ())
            if f.default is not None:
                assert action.help.endswith(f"(default: {f.default})"), action.help


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_hydra_keys_agree_with_the_config(family):
    model_name = FAMILIES[family][0]
    hydra = {f.name: f for f in dataclasses.fields(MODEL_REGISTRY[model_name].hydra_config)}
    flags = _flags(model_name)
    for f in dataclasses.fields(_config(family)):
        assert f.name in hydra, f"model.{f.name} is no hydra key of {model_name}"
        assert hydra[f.name].metadata["help"] == flags[f.name].help
        # None: the arch fills it, as for an option not given on the command line
        assert hydra[f.name].default is None


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_the_base_arch_fills_every_default(family):
    _, base, _, _ = FAMILIES[family]
    args = argparse.Namespace()
    ARCH_CONFIG_REGISTRY[base](args)
    for f in dataclasses.fields(_config(family)):
        assert hasattr(args, f.name), f"{base} leaves {f.name} unset"
        if f.default is not None:
            assert getattr(args, f.name) == f.default, f.name


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_layer_code_has_no_fallback_defaults(family):
    """Only the arch functions (model.py) fill options; elsewhere ``getattr(cfg, "<prefix>_x",
    default)`` would be a second default."""
    prefix = FAMILIES[family][3]
    folder = os.path.join(REPO, "msfairseq", "models", family)
    fallback = re.compile(r'getattr\(\s*(self\.)?(cfg|args)\s*,\s*f?"%s_[^"]*"\s*,' % prefix)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py") and name != "model.py":
            with open(os.path.join(folder, name)) as f:
                found = fallback.findall(f.read())
            assert not found, f"msfairseq/models/{family}/{name} supplies its own default for an option"
