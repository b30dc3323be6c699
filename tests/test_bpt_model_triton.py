"""BP-Transformer (Ye et al., 2019) model through the Triton sparse-attention kernel
(CPU, TRITON_INTERPRET=1) equals the model through the PyTorch reference, forward and backward."""

import pytest
import torch

from interpreter import needs_interpreter
from msfairseq.ops import bpt_attention
from utils import build_task_and_model, random_batch

pytest.importorskip("triton")
pytestmark = needs_interpreter


def _forward_backward(model, batch):
    torch.manual_seed(3)  # the same attention-dropout masks on both paths (training mode)
    model.zero_grad(set_to_none=True)
    out, _ = model(*batch)
    (out.logsumexp(-1) * torch.linspace(0.5, 1.5, out.shape[1])).sum().backward()
    return out.detach(), {n: p.grad.clone() for n, p in model.named_parameters()}


@pytest.mark.parametrize("train", [False, True])
def test_model_triton_equals_reference(dict_dir, monkeypatch, train):
    """Eval, and training with attention dropout 0.3: same seed, same masks, same results."""
    _, task, model = build_task_and_model(dict_dir, "bpt_mt_tiny", ["--bpt-k", "1", "--attention-dropout", "0.3"])
    model.train(train)
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
