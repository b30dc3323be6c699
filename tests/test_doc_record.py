"""A checkpoint of ``--task doc_translation`` says which document options trained it.

Training records the separator, the form and the context in the model args
(msfairseq/tasks/doc_record.py); fairseq's trainer saves them on both of its paths
(fairseq-train's Namespace, fairseq-hydra-train's DictConfig). Loaded as fairseq-generate,
fairseq-interactive and the hub load it (``checkpoint_utils``, ``from_checkpoint=True``), a
checkpoint whose record differs from the run's options is refused, naming both values and
``--doc-allow-training-mismatch``, which lets it through with a warning; a checkpoint written
before the record loads as it did. No training: models are built and saved as
fairseq-train builds and saves them.
"""

import logging
import os

import pytest
import torch
from hydra import compose, initialize_config_module
from hydra.core.global_hydra import GlobalHydra
from omegaconf import OmegaConf

from fairseq import checkpoint_utils, hub_utils, tasks
from fairseq.dataclass.initialize import add_defaults, hydra_init
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from fairseq.trainer import Trainer
from utils import parse_train_args

from msfairseq.modules.family_config import store_configs

KEYS = ("doc_training_separator", "doc_training_form", "doc_training_context_tokens")
OPTIMIZER = ["--optimizer", "adam", "--lr", "0.001"]


def _options(form, context):
    return ["--doc-form", form, "--doc-context-tokens", str(context)]


def argparse_cfg(data, arch, options):
    """fairseq-train's config: the command line parsed and converted."""
    args = parse_train_args(data, arch, [*options, *OPTIMIZER], task="doc_translation",
                            src="en", tgt="es")
    return convert_namespace_to_omegaconf(args)


def hydra_cfg(data, arch, options):
    """fairseq-hydra-train's config for the same options (``task.doc_form=...``)."""
    overrides = [f"task.{flag[2:].replace('-', '_')}={value}"
                 for flag, value in zip(options[::2], options[1::2])]
    hydra_init()
    store_configs()
    GlobalHydra.instance().clear()
    with initialize_config_module("fairseq.config", version_base="1.1"):
        cfg = compose("config", overrides=[
            "task=doc_translation", f"task.data={data}", "task.source_lang=en",
            "task.target_lang=es", "common.cpu=true", f"model={arch}", "optimizer=adam",
            "optimization.lr=[0.001]", *overrides])
    add_defaults(cfg)
    cfg = OmegaConf.create(OmegaConf.to_container(cfg, resolve=True, enum_to_str=True))
    OmegaConf.set_struct(cfg, True)
    add_defaults(cfg)
    return cfg


def save_trained(cfg, path):
    """Set up the task, build the model and save a checkpoint, as fairseq-train does."""
    task = tasks.setup_task(cfg.task)
    torch.manual_seed(1)
    model = task.build_model(cfg.model)
    trainer = Trainer(cfg, task, model, task.build_criterion(cfg.criterion))
    trainer.consolidate_optimizer()
    trainer.save_checkpoint(path, {})
    return path


def load(path, data, arch, options):
    """The checkpoint loaded into a run with ``options`` (as fairseq-generate loads it)."""
    task = tasks.setup_task(argparse_cfg(data, arch, options).task)
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task(
        [path], arg_overrides={"data": data}, task=task)
    return task, models[0]


def saved_record(path):
    model_args = torch.load(path, map_location="cpu", weights_only=True)["cfg"]["model"]
    if isinstance(model_args, dict):
        return tuple(model_args.get(k) for k in KEYS)
    return tuple(getattr(model_args, k, None) for k in KEYS)


@pytest.mark.parametrize("path_kind, arch, form", [
    ("argparse", "transformer_tiny", "source_context"),
    ("argparse", "bpt_mt_tiny", "segment_pairs"),
    ("hydra", "bpt_mt_tiny", "source_context"),
    ("hydra", "doc_transformer_tiny", "segment_pairs"),
])
def test_the_checkpoint_records_the_options_and_a_run_with_others_is_refused(
        bible_docs, tmp_path, caplog, path_kind, arch, form):
    data = os.path.join(bible_docs, "data-bin")
    make = argparse_cfg if path_kind == "argparse" else hydra_cfg
    path = save_trained(make(data, arch, _options(form, 64)), str(tmp_path / "checkpoint.pt"))
    separator = "<s>" if form == "segment_pairs" else "</s>"
    assert saved_record(path) == (separator, form, 64)
    task, model = load(path, data, arch, _options(form, 64))  # the same options: loads
    if form == "segment_pairs":
        assert model.decoder.sentence_separator == task.tgt_separator
    with pytest.raises(ValueError) as err:
        load(path, data, arch, _options(form, 0))
    message = str(err.value)
    assert "--doc-context-tokens 64 in training, 0 in this run" in message
    assert "--doc-allow-training-mismatch" in message and "doc_training_context_tokens" in message
    with caplog.at_level(logging.WARNING):
        load(path, data, arch, _options(form, 0) + ["--doc-allow-training-mismatch"])
    assert "--doc-context-tokens 64 in training, 0 in this run" in caplog.text


def test_another_form_is_refused_with_its_separator(bible_docs, tmp_path):
    """A source_context model translated in the paper's form: the separator differs too;
    the override builds it with the mask on (an experiment one may want)."""
    data = os.path.join(bible_docs, "data-bin")
    arch = "doc_transformer_tiny"
    path = save_trained(argparse_cfg(data, arch, _options("source_context", 64)),
                        str(tmp_path / "checkpoint.pt"))
    with pytest.raises(ValueError) as err:
        load(path, data, arch, _options("segment_pairs", 64))
    assert ("--doc-separator </s> in training, <s> in this run; --doc-form source_context in "
            "training, segment_pairs in this run") in str(err.value)
    task, model = load(path, data, arch,
                       _options("segment_pairs", 64) + ["--doc-allow-training-mismatch"])
    assert model.decoder.sentence_separator == task.tgt_separator


def test_a_checkpoint_without_a_record_loads_as_before(bible_docs, tmp_path):
    """Written before the record: other options load as they did (fairseq-generate's warning
    names them); an argparse checkpoint's task options still refuse another separator."""
    data = os.path.join(bible_docs, "data-bin")
    arch = "doc_transformer_tiny"
    path = save_trained(argparse_cfg(data, arch, _options("source_context", 64)),
                        str(tmp_path / "checkpoint.pt"))
    state = torch.load(path, map_location="cpu", weights_only=True)
    for key in KEYS:
        delattr(state["cfg"]["model"], key)
    torch.save(state, path)
    assert saved_record(path) == (None, None, None)
    load(path, data, arch, _options("source_context", 0))
    with pytest.raises(ValueError, match="trained with the separator '</s>'.*pass the same"):
        load(path, data, arch, _options("segment_pairs", 64))


def test_the_hub_refuses_other_options(bible_docs, tmp_path):
    """``from_pretrained`` sets the task up from the checkpoint: its own options load; one
    given otherwise is refused by name."""
    data = os.path.join(bible_docs, "data-bin")
    save_trained(argparse_cfg(data, "transformer_tiny", _options("source_context", 64)),
                 str(tmp_path / "checkpoint.pt"))
    loaded = hub_utils.from_pretrained(str(tmp_path), "checkpoint.pt", data)
    assert loaded["task"].cfg.doc_context_tokens == 64
    with pytest.raises(ValueError, match="--doc-context-tokens 64 in training, 128 in this run"):
        hub_utils.from_pretrained(str(tmp_path), "checkpoint.pt", data, doc_context_tokens=128)
