"""Every family's options as one dataclass, and the command-line flags and hydra configs made
from it.

Each family declares its own options once, in ``models/<family>/config.py``: a dataclass whose
fields are built with :func:`option` (the default, the help, choices and metavar). From it
:func:`add_options` adds the ``--<family>-*`` flags to the model's ``add_args`` (as fairseq
makes ``add_args`` from ``TransformerConfig``; an option not given on the command line is
absent, so an arch can preset it) and :func:`fill_defaults` gives the family's base arch every
default the arch and the user left unset. Layer code reads the filled config and supplies no
fallback of its own.

The hydra configs: fairseq-hydra-train hands the model a DictConfig, while the legacy
``TransformerModel`` each family extends reads a flat argparse Namespace:
``TransformerConfig.from_namespace`` drops every key it does not know, so a hydra run trained
MUSE with the default kernels and DA without its cross-attention, and MSMSA and BPT crashed.
Here each family gets a hydra config made from its ``add_args`` (fairseq's transformer flags,
then the flags of its options dataclass), so hydra and the command line agree key for key:

- :func:`register_config` builds a ``FairseqDataclass`` with one field per flag (the flag's
  dest, help and choices; ``None`` means "the arch decides", as an absent flag does), one per
  key the archs fill that is no flag (``decoder_input_dim``), ``msfairseq_version``, and the
  options argparse shares with the model from other groups (``common.cpu`` and the precision
  flags, ``task.max_source_positions``) as interpolations. Inside a hydra composition it is
  stored in hydra's ConfigStore as ``model/<arch>`` for every arch (:func:`store_configs`).
- :func:`takes_hydra_config` wraps a family's ``build_model``: a DictConfig is checked against
  the dataclass (an unknown key, a value outside a flag's choices or of the wrong type is an
  error), becomes the Namespace argparse would have parsed, gets its arch applied, and after
  the build the model args hold what argparse's would, so a hydra checkpoint records the
  model that was built. A Namespace (fairseq-train, older checkpoints) passes untouched.

Why not fairseq's ``register_model(name, dataclass=...)``: it also sets ``cls.__dataclass``,
with which fairseq-train rebuilds ``cfg.model`` from the dataclass and saves a dict of its
fields instead of the Namespace the arch filled (another checkpoint format), and registers a
no-op arch named after the model (replacing ``muse``'s, ``da_transformer``'s and
``msmsa_transformer``'s base arch); and with the dataclass in ``MODEL_DATACLASS_REGISTRY``
but the Namespace kept, fairseq-train's ``add_defaults`` fails to merge the Namespace into it.
"""

import argparse
import dataclasses
import difflib
import functools
from enum import Enum
from typing import Any, Optional

from hydra.core.config_store import ConfigStore
from hydra.core.global_hydra import GlobalHydra
from omegaconf import II, DictConfig, OmegaConf, open_dict
from omegaconf.errors import ConfigKeyError

from fairseq.dataclass import ChoiceEnum, FairseqDataclass
from fairseq.dataclass.utils import merge_with_parent
from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_INV_REGISTRY, MODEL_REGISTRY

from ..version import __version__

VERSION_HELP = ("the msfairseq that parsed the training args (set for you; recorded in every "
                "checkpoint, so format changes are detected by version)")

# options argparse shares between the model and other groups: hydra keeps them elsewhere
SHARED = {
    "cpu": "common.cpu", "fp16": "common.fp16", "memory_efficient_fp16": "common.memory_efficient_fp16",
    "bf16": "common.bf16", "memory_efficient_bf16": "common.memory_efficient_bf16", "amp": "common.amp",
    "max_source_positions": "task.max_source_positions",
    "max_target_positions": "task.max_target_positions",
}
_CONFIGS = {}  # model name -> its config
_STORED = set()  # archs in hydra's ConfigStore


def option(default, help, *, choices=None, metavar=None):
    """A field of a family's options: ``default`` (None: the help says what decides), the flag's
    ``help`` (the default is appended to it), ``choices`` and ``metavar``. A ``bool`` field is a
    switch (``store_true``) and defaults to False."""
    return dataclasses.field(default=default, metadata={"help": help, "choices": choices, "metavar": metavar})


def option_flag(name):
    """The command-line flag of the option ``name``: ``muse_conv_type`` -> ``--muse-conv-type``."""
    return "--" + name.replace("_", "-")


def add_options(parser, options):
    """Add one flag per field of the dataclass ``options`` to ``parser`` (a model's ``add_args``).
    No flag has an argparse default: the arch fills what is not given (:func:`fill_defaults`)."""
    for f in dataclasses.fields(options):
        text, choices, metavar = f.metadata["help"], f.metadata["choices"], f.metadata["metavar"]
        if f.type is bool:
            if f.default is not False:
                raise TypeError(f"{options.__name__}.{f.name}: a switch defaults to False")
            parser.add_argument(option_flag(f.name), action="store_true", help=text)
            continue
        if f.default is not None:
            text = f"{text} (default: {f.default})"
        kwargs = {"choices": choices} if choices else {"type": f.type, "metavar": metavar}
        parser.add_argument(option_flag(f.name), help=text, **kwargs)


def fill_defaults(args, options):
    """Set every field of ``options`` that ``args`` lacks (or holds as None) to its default: the
    family base arch's first step, after the named archs have set their presets."""
    for f in dataclasses.fields(options):
        if getattr(args, f.name, None) is None:
            setattr(args, f.name, f.default)


def has_option(args, key):
    """Whether ``args`` (an argparse Namespace, or a checkpoint's DictConfig) holds ``key``."""
    return key in (vars(args) if isinstance(args, argparse.Namespace) else args)


def saved_version(args):
    """The ``msfairseq_version`` that ``args`` record: every parse holds it (each family's
    ``add_args`` sets it), so it is None only in args that a release before 0.2.0 saved in a
    checkpoint. Each family's ``upgrade_saved_args`` reads it first."""
    return getattr(args, "msfairseq_version", None)


def _field_type(action):
    if action.choices is not None:
        return ChoiceEnum(list(action.choices))
    if isinstance(action, (argparse._StoreTrueAction, argparse._StoreFalseAction)):
        return bool
    if action.type in (int, float, str):
        return action.type
    return Any  # a list parsed by the flag's own function, or no type (decoder_output_dim: an int)


def _flag_fields(model_cls):
    """``(name, type, field)`` per flag of ``model_cls.add_args``; the names whose flag has an
    explicit default (present in every parse); the flag's own parser of Any-typed fields."""
    # as fairseq parses model options: an option not given is absent, not None
    parser = argparse.ArgumentParser(add_help=False, argument_default=argparse.SUPPRESS)
    model_cls.add_args(parser)
    fields, keep_none, typed = [], set(), {}
    for action in parser._actions:
        explicit = action.default is not argparse.SUPPRESS
        if explicit:
            keep_none.add(action.dest)
        typ = _field_type(action)
        if typ is Any and action.type is not None:
            typed[action.dest] = action.type
        default = II(SHARED[action.dest]) if action.dest in SHARED else action.default if explicit else None
        fields.append((action.dest, Optional[typ], dataclasses.field(
            default=default, metadata={"help": action.help})))
    return fields, keep_none, typed


def _arch_keys(model_name):
    """Keys the family's archs fill on an empty Namespace (flags and derived keys)."""
    keys = set()
    for arch in ARCH_MODEL_INV_REGISTRY.get(model_name, []):
        ns = argparse.Namespace()
        ARCH_CONFIG_REGISTRY[arch](ns)
        keys.update(vars(ns))
    return keys


def register_config(model_name, extra=()):
    """Build and return the hydra dataclass of the family ``model_name`` (``MuseModel`` ->
    ``MuseHydraConfig``); call it after the family's archs are registered. ``extra``: more
    ``(name, type, field)`` entries (UMST's training record)."""
    model_cls = MODEL_REGISTRY[model_name]
    fields, keep_none, typed = _flag_fields(model_cls)
    names = {name for name, _, _ in fields}
    derived = sorted(_arch_keys(model_name) - names - {"msfairseq_version"})
    fields += [(k, Optional[Any], dataclasses.field(default=None, metadata={
        "help": "filled by the arch from the other options (no command-line flag)"})) for k in derived]
    fields += [("msfairseq_version", Optional[str], dataclasses.field(
        default=__version__, metadata={"help": VERSION_HELP}))]
    fields += [(k, Optional[bool], dataclasses.field(default=II(path), metadata={
        "help": f"{path}, as argparse shares it with the model (precision checks)"}))
               for k, path in SHARED.items() if k not in names and path.startswith("common.")]
    fields += list(extra)
    config = dataclasses.make_dataclass(
        model_cls.__name__.replace("Model", "") + "HydraConfig", fields, bases=(FairseqDataclass,),
        namespace={"__doc__": f"The hydra config of ``{model_name}``: one field per flag of "
                              f"``{model_cls.__name__}.add_args`` (msfairseq.modules.family_config)."})
    config.__module__ = model_cls.__module__
    config.keep_none = frozenset(keep_none)
    config.argparse_types = typed
    config.model_name = model_name
    model_cls.hydra_config = config
    _CONFIGS[model_name] = config
    if GlobalHydra.instance().is_initialized():  # imported while hydra composes (hydra.searchpath)
        store_configs()
    return config


def store_configs():
    """Store ``model/<arch>`` in hydra's ConfigStore for every arch (``model=muse_tiny``).

    Done on import only inside a hydra composition: each node costs tens of ms, which every
    argparse CLI would pay for nothing. Idempotent: a script that imports msfairseq before it
    starts hydra calls it first."""
    store = ConfigStore.instance()
    for model_name, config in _CONFIGS.items():
        for arch in ARCH_MODEL_INV_REGISTRY[model_name]:
            if arch not in _STORED:
                node = config()
                node._name = arch
                store.store(name=arch, group="model", node=node, provider="msfairseq")
                _STORED.add(arch)


def _root(cfg):
    node = cfg
    while node._get_parent() is not None:
        node = node._get_parent()
    return node


def _value(cfg, raw, name, default):
    """``raw[name]`` or the field default; an interpolation is resolved against the root
    of ``cfg`` (None where it cannot be: a config detached from its task and common)."""
    value = raw.get(name, default)
    if isinstance(value, str) and value.startswith("${") and value.endswith("}"):
        value = OmegaConf.select(_root(cfg), value[2:-1], default=None)
    if isinstance(value, Enum):
        value = value.value
    return value


def _check(config, raw):
    """Raise for a key the family does not have (naming the nearest keys), a value outside
    a flag's choices or of the wrong type."""
    try:
        merge_with_parent(config(), OmegaConf.create(raw))
    except ConfigKeyError as err:
        names = [f.name for f in dataclasses.fields(config)]
        unknown = sorted(set(raw) - set(names))
        near = {k: difflib.get_close_matches(k, names, n=2) for k in unknown}
        hints = "".join(f"; model.{k}: did you mean {' or '.join(v)}?" for k, v in near.items() if v)
        raise ValueError(f"{config.model_name} has no option {', '.join(unknown)}{hints} (its "
                         f"keys: fairseq-hydra-train ... model={raw.get('_name')} --cfg job "
                         f"--package model)") from err


def config_namespace(config, cfg):
    """The Namespace argparse would have parsed for the hydra ``cfg``, its arch applied."""
    raw = OmegaConf.to_container(cfg, resolve=False, enum_to_str=True)
    _check(config, raw)
    arch = raw.get("_name")
    if ARCH_MODEL_INV_REGISTRY.get(config.model_name, []).count(arch) != 1:
        raise ValueError(f"model._name must be an arch of {config.model_name} "
                         f"({', '.join(ARCH_MODEL_INV_REGISTRY[config.model_name])}), got {arch!r}")
    ns = argparse.Namespace()
    for f in dataclasses.fields(config):
        if f.name == "_name":
            continue
        value = _value(cfg, raw, f.name, f.default)
        if isinstance(value, str) and f.name in config.argparse_types:
            value = config.argparse_types[f.name](value)  # as on the command line: '5000,20000'
        if value is not None or f.name in config.keep_none:
            setattr(ns, f.name, value)
    ns._name = ns.arch = arch
    ARCH_CONFIG_REGISTRY[arch](ns)
    return ns


def record_resolved(config, cfg, ns):
    """Make the model args ``cfg`` hold what argparse's would: the value of every key the
    Namespace has, no key it lacks (fairseq reads some with ``getattr(cfg.model, key,
    default)``, which a None would break)."""
    names = {f.name for f in dataclasses.fields(config)} - {"_name"}
    with open_dict(cfg):
        for key in sorted(names):
            if hasattr(ns, key):
                cfg[key] = getattr(ns, key)
            elif key in cfg:
                try:
                    del cfg[key]
                except Exception:  # a structured config keeps its fields: None = unset
                    cfg[key] = None


def takes_hydra_config(build_model):
    """Decorate a family's ``build_model(cls, args, task)`` (under ``@classmethod``) so that it
    also takes a hydra DictConfig (see the module docstring); a Namespace passes untouched."""
    @functools.wraps(build_model)
    def wrapper(cls, args, task):
        if isinstance(args, FairseqDataclass):
            args = OmegaConf.structured(args)
        if not isinstance(args, DictConfig):
            return build_model(cls, args, task)
        ns = config_namespace(cls.hydra_config, args)
        model = build_model(cls, ns, task)
        record_resolved(cls.hydra_config, args, ns)
        return model
    return wrapper
