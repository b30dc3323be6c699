"""``--autocast bf16`` for every family (msfairseq/modules/autocast.py), and the
fairseq precision flags that cannot run here failing at build time.

In process, every family and every CPU kernel path: one training step's loss and
gradients under bf16 autocast are close to fp32's from the same weights, the
activations really are bf16 while the weights stay fp32, and generation (which
calls the encoder and decoder directly) runs under autocast too. Through the CLI,
every family trains a few updates in bf16 with losses close to an fp32 run's,
validates in a fresh process and translates. The Triton kernels' bf16 inputs are
checked in the interpreter (tests/test_autocast_triton.py).
"""

import contextlib
import copy
import logging
import math
import os

import pytest
import torch

import cli
from fairseq.sequence_generator import SequenceGenerator
from interpreter import run_in_interpreter
from test_umst_model_fairseq import umst_batch
from utils import build_task_and_model, random_batch

# (arch, extra flags, environment) -- each family's tiny arch and every CPU kernel path
CASES = [
    ("msmsa_transformer_tiny", (), {}),
    ("msmsa_transformer_tiny", ("--msmsa-attn-impl", "reference"), {}),
    ("msmsa_transformer_tiny", ("--msmsa-attn-impl", "chunked"), {}),
    ("msmsa_transformer_tiny", ("--msmsa-replace-ffn", "--msmsa-alpha", "1"), {}),
    ("muse_tiny", (), {"MSFAIRSEQ_DYNAMICCONV_IMPL": "unfold"}),
    ("muse_tiny", (), {"MSFAIRSEQ_DYNAMICCONV_IMPL": "band"}),
    ("muse_tiny", ("--muse-conv-type", "standard"), {}),
    ("muse_tiny", ("--muse-sequential-cross-attention", "--muse-separate-conv-proj"), {}),
    ("muse_simple_tiny", (), {}),
    ("bpt_mt_tiny", (), {}),
    ("umst_tiny", (), {}),
    ("umst_tiny_rpr", ("--umst-graph-op", "avg"), {}),
    ("da_transformer_tiny", ("--da-cross-attention",), {}),
    ("da_transformer_tiny", ("--da-cross-attention", "--da-attention-impl", "flex"), {}),
]
# FlexAttention on CPU runs compiled in generation (half a minute): the kernels tier
KERNEL_CASES = [CASES[-1]]


def _task_name(arch):
    return "umst_translation" if arch.startswith("umst") else "translation"


def _build(dict_dir, arch, extra):
    flags = [*cli.no_dropout_flags(arch), *extra]  # the fp32 and bf16 steps must see the same masks
    return build_task_and_model(dict_dir, arch, flags, task=_task_name(arch))


def _net_input(task, arch):
    if arch.startswith("umst"):
        return umst_batch(task, bsz=4, src_len=13, tgt_len=9)
    src, lengths, prev = random_batch(task, bsz=4, src_len=13, tgt_len=9)
    return {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}


def _train_step(model, net_input, target):
    model.train()
    model.zero_grad(set_to_none=True)
    out = model(**net_input)
    lprobs = model.get_normalized_probs(out, log_probs=True)
    loss = torch.nn.functional.nll_loss(lprobs.view(-1, lprobs.size(-1)), target.view(-1))
    loss.backward()
    grads = torch.cat([p.grad.flatten() for p in model.parameters() if p.grad is not None])
    return out[0].dtype, loss.item(), grads


def _case_id(arch, extra, env):
    return "-".join([arch, *(a.strip("-") for a in extra), *env.values()])


@pytest.mark.parametrize("arch,extra,env", [
    pytest.param(*c, id=_case_id(*c), marks=[pytest.mark.kernels] if c in KERNEL_CASES else [])
    for c in CASES])
def test_bf16_step_close_to_fp32_and_generation_runs_in_bf16(dict_dir, monkeypatch, arch, extra, env):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    _, task, fp32 = _build(dict_dir, arch, extra)
    _, _, bf16 = _build(dict_dir, arch, (*extra, "--autocast", "bf16"))
    bf16.load_state_dict(fp32.state_dict())
    net_input = _net_input(task, arch)
    target = torch.randint(task.target_dictionary.nspecial, len(task.target_dictionary),
                           net_input["prev_output_tokens"].shape, generator=torch.Generator().manual_seed(0))

    dtype32, loss32, grads32 = _train_step(fp32, net_input, target)
    dtype16, loss16, grads16 = _train_step(bf16, net_input, target)
    assert (dtype32, dtype16) == (torch.float32, torch.bfloat16), "the forward pass did not run in bf16"
    assert all(p.dtype == torch.float32 for p in bf16.parameters())
    assert all(p.grad is None or p.grad.dtype == torch.float32 for p in bf16.parameters())
    # one step: a few bf16 roundings (8 bits of mantissa) of O(1) activations
    assert math.isfinite(loss16) and abs(loss16 - loss32) <= 5e-3 * loss32, (loss16, loss32)
    grad_err = ((grads16 - grads32).norm() / grads32.norm()).item()
    assert grad_err < 5e-2, f"bf16 gradients off by {grad_err:.3f} (relative L2)"

    # generation: fairseq's generator calls encoder.forward_torchscript and decoder.forward
    bf16.eval()
    src = {k: v for k, v in net_input.items() if k != "prev_output_tokens"}
    generator = SequenceGenerator([bf16], task.target_dictionary, beam_size=2, max_len_b=5)
    with autocast_seen_by_submodules(bf16) as seen:
        hyps = generator.generate([bf16], {"net_input": src, "id": torch.arange(4)})
    assert {part for part, _ in seen} == {"encoder", "decoder"}
    assert {state for _, state in seen} == {torch.bfloat16}, "generation ran outside autocast"
    assert len(hyps) == 4 and all(len(h) == 2 for h in hyps)
    assert all(torch.isfinite(h[0]["score"]) for h in hyps)


@contextlib.contextmanager
def autocast_seen_by_submodules(model):
    """Collect ``(encoder|decoder, autocast dtype or None)`` at every submodule call."""
    seen, handles = set(), []

    def record(part):
        def hook(module, args):
            on = torch.is_autocast_enabled("cpu")
            seen.add((part, torch.get_autocast_dtype("cpu") if on else None))
        return hook

    for part in ("encoder", "decoder"):
        for module in getattr(model, part).modules():
            handles.append(module.register_forward_pre_hook(record(part)))
    try:
        yield seen
    finally:
        for handle in handles:
            handle.remove()


def test_autocast_follows_a_deep_copy(dict_dir):
    """fairseq's EMA deep-copies the model: the copy's wrapped forward must use the copy."""
    _, task, model = _build(dict_dir, "da_transformer_tiny", ("--autocast", "bf16"))
    net_input = _net_input(task, "da_transformer_tiny")
    twin = copy.deepcopy(model)
    with torch.no_grad():
        for p in twin.parameters():
            p.mul_(0.5)
        out, twin_out = model(**net_input)[0], twin(**net_input)[0]
    assert twin.encoder.forward.forward.__self__ is twin.encoder
    assert twin_out.dtype == torch.bfloat16
    assert not torch.equal(out, twin_out)


@pytest.mark.parametrize("flag", ["--fp16", "--memory-efficient-fp16", "--bf16", "--memory-efficient-bf16"])
@pytest.mark.parametrize("arch", ["msmsa_transformer_tiny", "muse_tiny", "bpt_mt_tiny", "umst_tiny",
                                  "da_transformer_tiny"])
def test_fairseq_precision_flags_on_cpu_fail_at_build_naming_autocast(dict_dir, arch, flag):
    with pytest.raises(ValueError, match=f"{flag}.*--autocast bf16"):
        build_task_and_model(dict_dir, arch, [flag], task=_task_name(arch))  # with --cpu


def test_autocast_with_fairseq_precision_flag_fails(dict_dir):
    with pytest.raises(ValueError, match="--autocast bf16 cannot be combined with --amp: pick one"):
        build_task_and_model(dict_dir, "muse_tiny", ["--autocast", "bf16", "--amp"])


def test_amp_on_cpu_warns_that_it_runs_fp32(dict_dir, caplog):
    with caplog.at_level(logging.WARNING, logger="msfairseq.modules.autocast"):
        build_task_and_model(dict_dir, "bpt_mt_tiny", ["--amp"])
    assert "--amp has no effect with --cpu" in caplog.text and "--autocast bf16" in caplog.text


@pytest.mark.slow
def test_fp16_on_cpu_fails_before_training_through_the_cli(bible_work, tmp_path):
    with pytest.raises(AssertionError) as err:
        cli.train(os.path.join(bible_work, "data-bin"), str(tmp_path / "ckpt"), "muse_tiny", ["--fp16"])
    log = str(err.value)
    assert "--fp16 with --cpu" in log and "--autocast bf16" in log, log
    assert "begin training" not in log and not os.path.exists(tmp_path / "ckpt" / "checkpoint_last.pt")


@pytest.mark.kernels
def test_triton_kernels_take_bf16_under_autocast():
    """tests/test_autocast_triton.py in a TRITON_INTERPRET=1 subprocess."""
    run_in_interpreter("test_autocast_triton.py")


AUTOCAST_LOG = "--autocast bf16: encoder and decoder run under torch.autocast"


@pytest.mark.slow
@pytest.mark.parametrize("family", sorted(cli.FAMILIES))
def test_bf16_trains_close_to_fp32_validates_and_generates(family, request, tmp_path):
    arch, task, data = cli.FAMILIES[family]
    work = request.getfixturevalue(data)
    data_bin = os.path.join(work, "data-bin")
    steps = 6
    fp32_log = cli.train(data_bin, str(tmp_path / "fp32"), arch,
                         [*cli.LOG_EVERY_UPDATE, "--disable-validation", "--no-save"], task, steps)
    save_dir = str(tmp_path / "bf16")
    bf16_log = cli.train(data_bin, save_dir, arch, [*cli.LOG_EVERY_UPDATE, "--autocast", "bf16"],
                         task, steps)
    assert AUTOCAST_LOG in bf16_log
    fp32, bf16 = cli.update_losses(fp32_log), cli.update_losses(bf16_log)
    assert sorted(fp32) == sorted(bf16) == list(range(1, steps + 1)), (fp32, bf16)
    for update in fp32:  # same seed, data and initial weights; bf16 rounding drifts a little
        a, b = float(fp32[update]), float(bf16[update])
        assert math.isfinite(b) and abs(a - b) <= 0.02 * a, f"update {update}: fp32 {a} vs bf16 {b}"

    # a checkpoint trained with --autocast validates and translates in bf16 in a fresh process
    checkpoint = os.path.join(save_dir, "checkpoint_last.pt")
    fresh, validate_log = cli.validate(data_bin, checkpoint, task, with_log=True)
    assert AUTOCAST_LOG in validate_log
    assert abs(cli.valid_losses(bf16_log)[-1] - fresh) <= 1e-3 + 1e-9
    out, generate_log = cli.generate(data_bin, checkpoint, task=task, with_log=True)
    assert AUTOCAST_LOG in generate_log
    num_test = cli.count_lines(os.path.join(work, "raw", "test.en"))
    assert len(cli.hypotheses(out, num_test)) == num_test
