"""Mixed precision for every msfairseq family: ``--autocast bf16``.

fairseq 0.12's own precision flags do not serve bf16 training: ``--bf16`` means
TPU (it sets ``--tpu``, and the trainer then asks torch_xla for a device, on a
GPU too), ``--fp16`` / ``--amp`` need CUDA, and ``--fp16`` / ``--bf16`` cast the
weights and optimizer state to 16 bits. ``--autocast bf16`` instead keeps fp32
weights and optimizer state and runs the encoder's and the decoder's forward
passes under :func:`torch.autocast` (bfloat16), on CPU and GPU, in training,
validation and generation alike: fairseq's generator calls ``model.encoder`` /
``model.decoder`` directly rather than ``model.forward``, so the autocast context
is put around those two ``forward`` methods, not around the model's.

A family opts in with one line: ``class XModel(AutocastMixin, TransformerModel)``.
The mixin declares the option, refuses the fairseq precision flags that cannot
run here (before any training starts, naming ``--autocast``), and wraps the
built model. The setting is saved with the model's args, so ``fairseq-generate``
on a checkpoint trained with it decodes in bf16 too;
``--model-overrides "{'autocast': None}"`` decodes in fp32 (or ``'bf16'`` the
other way round).

Ops called under autocast see bf16 activations next to fp32 parameters and
buffers; each op (``msfairseq/ops``) casts to one compute dtype itself.

Being every family's first base, the mixin also stamps the args that training
parses with ``msfairseq_version`` (:mod:`msfairseq.version`), which fairseq saves
in each checkpoint's ``cfg.model``. It is a parser default, not set in
``build_model``: ``build_model`` also runs on a loaded checkpoint's args, where it
must neither overwrite the stored version nor invent one for an older checkpoint.
fairseq-hydra-train gets it from the family's hydra config, a field with the same
default (:mod:`msfairseq.modules.family_config`).
"""

import logging

import torch

from ..version import __version__

logger = logging.getLogger(__name__)

AUTOCAST_DTYPES = {"bf16": torch.bfloat16}


def add_autocast_args(parser):
    """Declare ``--autocast`` (once, for every family)."""
    parser.add_argument(
        "--autocast", choices=sorted(AUTOCAST_DTYPES), default=None,
        help="run the encoder and decoder forward passes (training, validation and "
             "generation) under torch.autocast in this dtype, with fp32 weights and "
             "optimizer state, on CPU or GPU; use it instead of fairseq's --bf16 (which "
             "means TPU). fp16 on CUDA: fairseq's --amp")


def check_precision_flags(args):
    """Raise ``ValueError`` for precision flags that fail later inside fairseq.

    Called when the model is built: in ``fairseq-train`` that is before the trainer
    exists and before any update. It also runs when a checkpoint is loaded (with
    the training args), so it refuses only what no training run can have saved:
    ``--fp16`` / ``--bf16`` with ``--cpu`` crash in fairseq's trainer, and ``--bf16``
    without torch_xla crashes there too (fairseq's ``--bf16`` implies ``--tpu``).
    """
    autocast = getattr(args, "autocast", None)
    cpu = bool(getattr(args, "cpu", False))
    fp16 = [f for f in ("fp16", "memory_efficient_fp16") if getattr(args, f, False)]
    bf16 = [f for f in ("bf16", "memory_efficient_bf16") if getattr(args, f, False)]
    amp = bool(getattr(args, "amp", False))
    flags = ", ".join("--" + f.replace("_", "-") for f in fp16 + bf16 + ["amp"] * amp)
    if autocast and (fp16 or bf16 or amp):
        raise ValueError(
            f"--autocast {autocast} cannot be combined with {flags}: pick one (--autocast "
            "keeps fp32 weights and runs the forward pass in bf16)")
    if bf16 and (cpu or not _have_torch_xla()):
        raise ValueError(
            f"{flags}: fairseq's --bf16 means TPU (it sets --tpu and needs torch_xla, on a "
            "GPU too); for bf16 training and generation on CPU or GPU use --autocast bf16")
    if fp16 and cpu:
        raise ValueError(
            f"{flags} with --cpu: fairseq's fp16 needs CUDA; on CPU use --autocast bf16 "
            "(bf16 autocast, fp32 weights and optimizer state), or drop the flag for fp32")
    if amp and cpu:
        logger.warning("--amp has no effect with --cpu (fairseq autocasts on CUDA only): the "
                       "model runs in fp32; for bf16 on CPU use --autocast bf16")


def _have_torch_xla():
    try:
        import torch_xla  # noqa: F401
    except ImportError:
        return False
    return True


class AutocastForward:
    """``module.forward`` run under ``torch.autocast(<device of the module>, dtype)``.

    Held as an instance attribute, so ``module(...)``, ``module.forward(...)`` and
    fairseq's ``forward_torchscript`` all go through it. It keeps the bound method
    (not a closure), so ``copy.deepcopy`` (fairseq's EMA) re-binds it to the copy.
    """

    def __init__(self, forward, dtype):
        self.forward = forward
        self.dtype = dtype
        self.__wrapped__ = forward  # inspect.signature() reports the wrapped forward's

    def __call__(self, *args, **kwargs):
        module = self.forward.__self__
        device = next(module.parameters()).device.type
        if device == "cuda" and self.dtype == torch.bfloat16 and not torch.cuda.is_bf16_supported():
            raise RuntimeError(
                "--autocast bf16: this GPU does not support bfloat16; decode in fp32 with "
                "--model-overrides \"{'autocast': None}\", or train with fairseq's --amp "
                "(fp16 autocast with loss scaling) instead")
        with torch.autocast(device_type=device, dtype=self.dtype):
            return self.forward(*args, **kwargs)


def install_autocast(model, name):
    """Wrap ``model.encoder.forward`` and ``model.decoder.forward`` for ``--autocast name``."""
    dtype = AUTOCAST_DTYPES[name]
    for part in (model.encoder, model.decoder):
        part.forward = AutocastForward(part.forward, dtype)
    logger.info("--autocast %s: encoder and decoder run under torch.autocast(%s); weights "
                "and optimizer state stay fp32", name, dtype)
    return model


class AutocastMixin:
    """Adds ``--autocast`` and the precision-flag checks to a fairseq model class.

    Use as the first base: ``class XModel(AutocastMixin, TransformerModel)``.
    """

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        add_autocast_args(parser)
        # not an option: the record of which msfairseq parsed the training args
        parser.set_defaults(msfairseq_version=__version__)

    @classmethod
    def build_model(cls, args, task):
        check_precision_flags(args)
        model = super().build_model(args, task)
        if getattr(args, "autocast", None):
            install_autocast(model, args.autocast)
        return model
