"""The one dispatch function of the dynamic-convolution op.

Dynamic convolution (Wu et al., ICLR 2019) as used by MUSE (Zhao et al., 2019);
layouts are time-first: ``x`` ``T x B x C``, ``weight`` ``T x B x H x K``.

Paths: ``"triton"`` (``triton.py``: CUDA fp32/fp16/bf16; also CPU tensors when
``TRITON_INTERPRET=1`` and the path is forced), ``"unfold"`` and ``"band"``
(``reference.py``; the band form blocked as :func:`reference.plan` says), and
``"reference"`` (whichever of unfold/band is faster for the shape). Choose with
``impl=`` or the environment variable ``MSFAIRSEQ_DYNAMICCONV_IMPL`` (``impl=``
wins; ``auto`` or unset = dispatch). Whatever the Triton kernel cannot do falls
back to the reference, with a one-time log line.
"""

import logging
import os

import torch

from ...optional import triton_interpreting
from ..log_once import log_once
from . import reference

logger = logging.getLogger(__name__)

ENV_VAR = "MSFAIRSEQ_DYNAMICCONV_IMPL"
IMPLS = ("reference", "unfold", "band", "triton")
TRITON_DTYPES = (torch.float32, torch.float16, torch.bfloat16)

_logged = set()
_triton_module = None  # set on first successful import
_triton_error = None  # the ImportError text if triton cannot be imported


def _load_triton():
    """Import the Triton kernel module lazily; ``None`` if triton is unusable."""
    global _triton_module, _triton_error
    if _triton_module is None and _triton_error is None:
        try:
            from . import triton as kernel

            _triton_module = kernel
        except ImportError as err:  # triton not installed / broken
            _triton_error = str(err)
    return _triton_module


def _requested(impl):
    choice = impl if impl is not None else os.environ.get(ENV_VAR, "")
    choice = (choice or "auto").strip().lower()
    if choice not in IMPLS + ("auto",):
        src = "impl=" if impl is not None else f"${ENV_VAR}="
        raise ValueError(
            f"dynamic_conv: unknown implementation {src}{choice!r}; choose one of "
            f"{', '.join(IMPLS + ('auto',))}"
        )
    return choice


def _triton_unsupported(x, weight, forced):
    """Why the Triton path cannot take these inputs (``None`` if it can)."""
    if x.device.type != "cuda" and not (forced and x.device.type == "cpu" and triton_interpreting()):
        return f"device {x.device.type} (Triton needs CUDA, or CPU with TRITON_INTERPRET=1)"
    if x.dtype not in TRITON_DTYPES:
        return f"dtype {x.dtype} (kernel supports float32/float16/bfloat16)"
    if max(x.numel(), weight.numel()) >= 2**31:
        return "tensors with 2**31 or more elements (32-bit indexing)"
    if _load_triton() is None:
        return f"triton cannot be imported ({_triton_error})"
    return None


def select_impl(x, weight, impl=None):
    """Name of the path that :func:`dynamic_conv` runs for these inputs."""
    choice = _requested(impl)
    forced = choice != "auto"
    if choice in ("triton", "auto"):
        why = _triton_unsupported(x, weight, forced)
        if why is None:
            return "triton"
        if forced or x.is_cuda:  # on CPU the plain forms are the expected path
            log_once(logger, _logged, ("unavailable", why),
                     "dynamic_conv: Triton path unavailable for %s; using the reference", why,
                     level=logging.WARNING if forced else logging.INFO)
        choice = "reference"
    if choice == "reference":
        return reference.plan(x.shape[0], weight.shape[-1], x.device.type)[0]
    return choice


def dynamic_conv(x, weight, padding_l, impl=None):
    """Dynamic convolution, time-first.

    Args:
        x: ``T x B x C`` input.
        weight: ``T x B x H x K`` per-position kernels, already normalized
            (see :func:`dynamic_conv_weights`); ``C`` divisible by ``H``,
            channel ``c`` uses head ``c // (C // H)``.
        padding_l: left padding in ``[0, K - 1]`` (``K // 2`` encoder,
            ``K - 1`` causal decoder).
        impl: ``None`` (dispatch), ``"reference"``, ``"unfold"``, ``"band"``
            or ``"triton"``.

    Returns:
        ``T x B x C``: ``out[t,b,c] = sum_k weight[t,b,h,k] * x[t+k-padding_l,b,c]``,
        zero outside ``[0, T)``.
    """
    padding_l = int(padding_l)
    reference.check_shapes(x, weight, padding_l)
    if x.dtype != weight.dtype:
        dtype = torch.promote_types(x.dtype, weight.dtype)
        x, weight = x.to(dtype), weight.to(dtype)
    path = select_impl(x, weight, impl)
    log_once(logger, _logged, ("path", path, x.device.type, x.dtype),
             "dynamic_conv: using the %s path (%s, %s)", path, x.device.type, x.dtype)
    if path == "triton":
        return _triton_module.dynamic_conv_triton(x, weight, padding_l)
    if path == "band":
        _, block = reference.plan(x.shape[0], weight.shape[-1], x.device.type)
        return reference.dynamic_conv_band(x, weight, padding_l, block)
    return reference.dynamic_conv_unfold(x, weight, padding_l)
