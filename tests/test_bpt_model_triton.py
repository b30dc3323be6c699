"""BP-Transformer (Ye et al., 2019) model through the Triton sparse-attention kernel
(CPU, TRITON_INTERPRET=1) equals the model through the PyTorch reference, forward and backward."""

import os

os.environ["TRITON_INTERPRET"] = "1"  # must precede the kernel module's import (read at @triton.jit)

import importlib  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402
import torch  # noqa: E402

from msfairseq.optional import available  # noqa: E402
from utils import build_task_and_model, random_batch  # noqa: E402

if not available("triton"):
    pytest.skip("triton is not installed", allow_module_level=True)

_MOD = "msfairseq.ops.bpt_attention.triton"
_preloaded = _MOD in sys.modules
_tk = importlib.import_module(_MOD)
if _preloaded and not type(_tk._fwd_kernel).__name__.startswith("Interpreted"):
    pytest.skip(f"{_MOD} was imported without TRITON_INTERPRET=1 earlier in this process; "
                "run this file on its own", allow_module_level=True)

from msfairseq.ops import bpt_attention  # noqa: E402


def _forward_backward(model, batch):
    model.zero_grad(set_to_none=True)
    out, _ = model(*batch)
    (out.logsumexp(-1) * torch.linspace(0.5, 1.5, out.shape[1])).sum().backward()
    return out.detach(), {n: p.grad.clone() for n, p in model.named_parameters()}


def test_model_triton_equals_reference(dict_dir, monkeypatch):
    _, task, model = build_task_and_model(dict_dir, "bpt_mt_tiny", ["--bpt-k", "1"])
    batch = random_batch(task, bsz=2, src_len=7, tgt_len=6)
    monkeypatch.setenv(bpt_attention.ENV_VAR, "reference")
    ref_out, ref_grads = _forward_backward(model, batch)
    monkeypatch.setenv(bpt_attention.ENV_VAR, "triton")
    q = torch.zeros(3, 4, 16)
    assert bpt_attention.select_impl(q, q, q, None) == "triton"  # no silent fallback
    out, grads = _forward_backward(model, batch)
    torch.testing.assert_close(out, ref_out, atol=1e-5, rtol=1e-5)
    for name, g in grads.items():
        torch.testing.assert_close(g, ref_grads[name], atol=1e-5, rtol=1e-4, msg=name)
