"""Under ``--autocast bf16`` the Triton kernels (BPT sparse attention, MUSE dynamic
convolution) receive bf16 inputs and the model agrees with its PyTorch-reference path.

Runs on CPU tensors under ``TRITON_INTERPRET=1`` (tests/test_precision.py runs this
file in such a subprocess) or on CUDA when a GPU is present; otherwise not collected
(tests/conftest.py).
"""

import pytest
import torch

from interpreter import DEVICE, needs_gpu_or_interpreter
from utils import build_task_and_model, random_batch

pytestmark = needs_gpu_or_interpreter("tests/test_precision.py::test_triton_kernels_take_bf16_under_autocast")

pytest.importorskip("triton")

from msfairseq.ops import bpt_attention, dynamicconv  # noqa: E402
from msfairseq.ops.bpt_attention import triton as bpt_kernel  # noqa: E402
from msfairseq.ops.dynamicconv import triton as conv_kernel  # noqa: E402

# (arch, flags, env var that forces the path, kernel module, kernel function)
CASES = {
    "bpt": ("bpt_mt_tiny", ["--bpt-k", "1"], bpt_attention.ENV_VAR, bpt_kernel, "sparse_attention_triton"),
    "muse": ("muse_tiny", ["--muse-weight-dropout", "0"], dynamicconv.ENV_VAR, conv_kernel,
             "dynamic_conv_triton"),
}


def _forward_backward(model, batch):
    torch.manual_seed(3)  # the same attention-dropout masks on both paths (BPT's default is 0.1)
    model.zero_grad(set_to_none=True)
    out, _ = model(*batch)
    (out.float().logsumexp(-1) * torch.linspace(0.5, 1.5, out.shape[1], device=out.device)).sum().backward()
    return out.detach().float(), {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.mark.parametrize("family", sorted(CASES))
def test_kernel_gets_bf16_and_matches_reference_path(dict_dir, monkeypatch, family):
    arch, flags, env_var, module, name = CASES[family]
    _, task, model = build_task_and_model(dict_dir, arch, ["--dropout", "0", *flags, "--autocast", "bf16"])
    model.to(DEVICE).train()
    batch = tuple(t.to(DEVICE) for t in random_batch(task, bsz=2, src_len=7, tgt_len=6))

    monkeypatch.setenv(env_var, "reference")
    ref_out, ref_grads = _forward_backward(model, batch)

    seen = []
    kernel = getattr(module, name)

    def spy(*args, **kwargs):
        seen.append(args[0].dtype)
        return kernel(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    monkeypatch.setenv(env_var, "triton")
    out, grads = _forward_backward(model, batch)
    assert seen and set(seen) == {torch.bfloat16}, f"the Triton kernel got {set(seen)} (or never ran)"
    # both paths in bf16 autocast: they differ by bf16 roundings, not by fp32 ones
    torch.testing.assert_close(out, ref_out, atol=0.1, rtol=0.02)
    for param, g in grads.items():
        if "k_proj.bias" in param:  # mathematically zero (softmax is shift-invariant): noise
            continue
        err = ((g - ref_grads[param]).norm() / ref_grads[param].norm().clamp_min(1e-12)).item()
        assert err < 0.1, f"{param}: relative gradient error {err:.3f}"
