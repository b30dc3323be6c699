"""fairseq-hydra-train builds the model fairseq-train builds, for every family.

Each family's hydra config (:mod:`msfairseq.modules.family_config`) has one key per flag,
with the flag's help. Composed as fairseq-hydra-train composes it, a config builds the model
that the equivalent fairseq-train command line builds: the same parameters (same seed, same
values) and the same model args, which the trainer saves in the checkpoint. A key a family
does not have is an error. The CLI tests run fairseq-hydra-train as a user does: a command line
with no hydra.searchpath (msfairseq is imported by common.user_dir alone), and
examples/hydra/bible_tiny.yaml with the UMST task.
"""

import argparse
import dataclasses
import os
import re
import shlex
import subprocess

import pytest
import torch
from hydra import compose, initialize_config_module
from hydra.core.global_hydra import GlobalHydra
from omegaconf import OmegaConf

import cli
from fairseq import tasks
from fairseq.dataclass.initialize import add_defaults, hydra_init
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from fairseq.models import ARCH_MODEL_INV_REGISTRY, MODEL_REGISTRY
from utils import REPO, USER_DIR, parse_train_args

import msfairseq
from msfairseq.modules.family_config import store_configs

# family -> (model, arch, task, {key: value} set in both CLIs): per family a key of a kind
# hydra has dropped or crashed on (a list written as a string, a zero float, a switch), and
# one more
CASES = {
    "msmsa": ("msmsa_transformer", "msmsa_transformer_tiny", "translation",
              {"msmsa_scales": "3,global", "msmsa_alpha": 0.0}),
    "muse": ("muse", "muse_tiny", "translation", {"muse_kernel_sizes": "3,7", "muse_weight_dropout": 0.0}),
    "bpt": ("bpt", "bpt_mt_tiny", "translation", {"bpt_k": 3, "bpt_released_embeddings": True}),
    "umst": ("umst", "umst_tiny", "umst_translation",
             {"umst_max_relative_position": 4, "umst_graph_op": "avg"}),
    "da": ("da_transformer", "da_transformer_tiny", "translation",
           {"da_cross_attention": True, "encoder_layers": 1}),
    # not a family: fairseq's transformer for --doc-form segment_pairs (docs/document.md)
    "doc_transformer": ("doc_transformer", "doc_transformer_tiny", "translation",
                        {"decoder_layers": 1, "share_decoder_input_output_embed": True}),
}


def _override(key, value):
    if isinstance(value, bool):
        return f"model.{key}={str(value).lower()}"
    return f"model.{key}='{value}'" if isinstance(value, str) else f"model.{key}={value}"


def _flags(values):
    flags = []
    for key, value in values.items():
        flag = "--" + key.replace("_", "-")
        flags += [flag] if value is True else [flag, str(value)]
    return flags


def hydra_model(data, task_name, overrides):
    """(model args, model) as fairseq-hydra-train composes and builds them (hydra_train's
    _hydra_main, then train.main's add_defaults, setup_task and build_model)."""
    hydra_init()
    store_configs()
    GlobalHydra.instance().clear()
    with initialize_config_module("fairseq.config", version_base="1.1"):
        cfg = compose("config", overrides=[
            f"task={task_name}", f"task.data={data}", "task.source_lang=src",
            "task.target_lang=tgt", "common.cpu=true", *overrides])
    add_defaults(cfg)
    cfg = OmegaConf.create(OmegaConf.to_container(cfg, resolve=True, enum_to_str=True))
    OmegaConf.set_struct(cfg, True)
    add_defaults(cfg)
    task = tasks.setup_task(cfg.task)
    torch.manual_seed(1)
    return cfg.model, task.build_model(cfg.model)


def argparse_model(data, arch, task_name, flags):
    """(model args, model) as fairseq-train parses, converts and builds them."""
    cfg = convert_namespace_to_omegaconf(parse_train_args(data, arch, flags, task=task_name))
    task = tasks.setup_task(cfg.task)
    torch.manual_seed(1)
    return cfg.model, task.build_model(cfg.model)


def config_fields(model_name):
    return {f.name: f for f in dataclasses.fields(MODEL_REGISTRY[model_name].hydra_config)}


@pytest.mark.parametrize("family", sorted(CASES))
def test_every_flag_is_a_key_with_its_help(family):
    model_name = CASES[family][0]
    fields = config_fields(model_name)
    parser = argparse.ArgumentParser(add_help=False, argument_default=argparse.SUPPRESS)
    MODEL_REGISTRY[model_name].add_args(parser)
    for action in parser._actions:
        assert action.dest in fields, f"--{action.dest} is no hydra key of {model_name}"
        assert fields[action.dest].metadata["help"] == action.help
    assert fields["msfairseq_version"].default == msfairseq.__version__
    assert parser.get_default("msfairseq_version") == msfairseq.__version__


def test_every_arch_is_a_hydra_model_config():
    from hydra.core.config_store import ConfigStore

    store_configs()
    stored = ConfigStore.instance().repo["model"]
    for family, (model_name, *_) in CASES.items():
        for arch in ARCH_MODEL_INV_REGISTRY[model_name]:
            assert f"{arch}.yaml" in stored, arch
            assert stored[f"{arch}.yaml"].node._name == arch


@pytest.mark.parametrize("family", sorted(CASES))
def test_hydra_and_argparse_build_the_same_model(family, dict_dir):
    model_name, arch, task_name, values = CASES[family]
    stored, model = hydra_model(dict_dir, task_name,
                                [f"model={arch}"] + [_override(k, v) for k, v in values.items()])
    ref_args, ref = argparse_model(dict_dir, arch, task_name, _flags(values))
    assert sum(p.numel() for p in model.parameters()) == sum(p.numel() for p in ref.parameters())
    state, ref_state = model.state_dict(), ref.state_dict()
    assert state.keys() == ref_state.keys()
    for name in state:
        assert torch.equal(state[name], ref_state[name]), name
    # the model args the trainer saves: those argparse saves, each set value among them
    names = set(config_fields(model_name)) - {"_name"}
    hydra_args = {k: v for k, v in OmegaConf.to_container(stored).items() if k in names}
    assert hydra_args == {k: getattr(ref_args, k) for k in names if hasattr(ref_args, k)}
    for key, value in values.items():
        assert hydra_args[key] == value, key
    assert hydra_args["msfairseq_version"] == msfairseq.__version__


def test_an_unknown_key_is_an_error(dict_dir):
    from hydra.errors import ConfigCompositionException

    with pytest.raises(ConfigCompositionException, match="muse_kernel_size"):
        hydra_model(dict_dir, "translation", ["model=muse_tiny", "model.muse_kernel_size='3,7'"])
    # composed without msfairseq's configs (no hydra.searchpath): refused when the model is built
    task = tasks.setup_task(parse_train_args(dict_dir, "muse_tiny"))
    raw = OmegaConf.create({"_name": "muse_tiny", "muse_kernel_size": "3,7"})
    with pytest.raises(ValueError, match="no option muse_kernel_size.*did you mean muse_kernel_sizes"):
        task.build_model(raw)
    raw = OmegaConf.create({"_name": "muse_tiny", "muse_conv_type": "dynamc"})
    with pytest.raises(Exception, match="dynamc"):
        task.build_model(raw)


# ---------------------------------------------------------------- the CLI, as a user runs it


def hydra_train(cwd, *overrides):
    """fairseq-hydra-train in ``cwd`` (hydra writes its files there); raises with its output."""
    proc = subprocess.run(["fairseq-hydra-train", *map(str, overrides)], cwd=cwd, env=cli.env(),
                          capture_output=True, text=True, timeout=900)
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, "\n".join(output.splitlines()[-60:])
    return output


def saved(checkpoint):
    return torch.load(checkpoint, map_location="cpu", weights_only=True)


def shapes(state):
    return {k: tuple(v.shape) for k, v in state.items()}


@pytest.mark.slow
def test_a_plain_command_line_trains_the_muse_it_names(bible_work, tmp_path):
    """A plain command line, msfairseq imported only by common.user_dir: MUSE trains
    with kernels 3 and 7 (it trained with 3 and 15), and the checkpoint translates."""
    data_bin = os.path.join(bible_work, "data-bin")
    save_dir = tmp_path / "ckpt"
    hydra_train(tmp_path, "task=translation", f"task.data={data_bin}", "task.source_lang=en",
                "task.target_lang=es", f"common.user_dir={USER_DIR}", "common.cpu=true",
                "+model._name=muse_tiny", "+model.muse_kernel_sizes='3,7'", "+optimizer._name=adam",
                "optimization.lr=[0.003]", "optimization.max_update=2", "dataset.max_tokens=2048",
                "dataset.num_workers=0", f"checkpoint.save_dir={save_dir}")
    state = saved(save_dir / "checkpoint_last.pt")
    assert state["cfg"]["model"]["muse_kernel_sizes"] == "3,7"
    args = parse_train_args(data_bin, "muse_tiny", ["--muse-kernel-sizes", "3,7"], src="en", tgt="es")
    ref = tasks.setup_task(args).build_model(args)
    assert shapes(state["model"]) == shapes(ref.state_dict())
    out = cli.generate(data_bin, str(save_dir / "checkpoint_last.pt"))
    assert len(cli.hypotheses(out, cli.count_lines(os.path.join(bible_work, "raw", "test.en")))) > 0


def documented_hydra_commands():
    """The fairseq-hydra-train commands of docs/training.md's Hydra section, as written
    (split as bash would, ``$WORK`` left for the caller)."""
    with open(os.path.join(REPO, "docs", "training.md"), encoding="utf-8") as f:
        text = f.read()
    section = re.search(r"^## Hydra.*?\n(.*?)(?=^## |\Z)", text, re.S | re.M).group(1)
    block = re.search(r"^```bash\n(.*?)^```", section, re.S | re.M).group(1)
    lines = [line for line in block.replace("\\\n", " ").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    return [shlex.split(line) for line in lines]


def test_the_docs_show_two_hydra_commands():
    commands = documented_hydra_commands()
    assert [c[0] for c in commands] == ["fairseq-hydra-train"] * 2
    assert "model=muse_tiny" in commands[0] and "task=umst_translation" in commands[1]


@pytest.mark.slow
def test_the_documented_muse_command_trains_the_kernels_it_names(bible_work, tmp_path):
    """docs/training.md's first command as written ($WORK: the Bible slice), 2 updates."""
    save_dir = tmp_path / "ckpt"
    command = [a.replace("$WORK", bible_work) for a in documented_hydra_commands()[0]]
    hydra_train(REPO, *command[1:], "optimization.max_update=2", f"checkpoint.save_dir={save_dir}")
    assert saved(save_dir / "checkpoint_last.pt")["cfg"]["model"]["muse_kernel_sizes"] == "3,7"


@pytest.mark.slow
def test_the_documented_umst_command_trains_umst(bible_work_umst, tmp_path):
    """docs/training.md's UMST command as written (examples/hydra/bible_tiny.yaml with
    task=umst_translation; $WORK: the Bible slice with spaCy side files), 2 updates: its
    relative positions and the task's record (the parser given, the segmentation of the
    dictionary) reach the checkpoint, which fairseq-generate loads."""
    data_bin = os.path.join(bible_work_umst, "data-bin")
    save_dir = tmp_path / "ckpt"
    command = [a.replace("$WORK", bible_work_umst) for a in documented_hydra_commands()[1]]
    hydra_train(REPO, *command[1:], "model.umst_max_relative_position=4",
                "optimization.max_update=2", f"checkpoint.save_dir={save_dir}")
    assert (save_dir / "hydra_train.log").exists() and not (tmp_path / "outputs").exists()
    state = saved(save_dir / "checkpoint_last.pt")
    model_args = state["cfg"]["model"]
    assert model_args["umst_max_relative_position"] == 4
    assert model_args["msfairseq_version"] == msfairseq.__version__
    assert (model_args["umst_training_segmentation"], model_args["umst_training_parser"]) == ("bpe", "spacy")
    args = parse_train_args(data_bin, "umst_tiny", ["--umst-max-relative-position", "4"],
                            task="umst_translation", src="en", tgt="es")
    ref = tasks.setup_task(args).build_model(args)
    assert shapes(state["model"]) == shapes(ref.state_dict())
    out = cli.generate(data_bin, str(save_dir / "checkpoint_last.pt"), task="umst_translation")
    assert len(cli.hypotheses(out, cli.count_lines(os.path.join(bible_work_umst, "raw", "test.en")))) > 0
