"""Serving the families outside fairseq's Python loop (docs/deployment.md).

BPT (Ye et al., 2019) builds each batch's binary-partition graph in Python from the sentence
lengths. A ``torch.jit.trace`` (or the ONNX export that runs on it) used to record the traced
batch's graph as constants: the traced program then returned wrong values for a batch of the
same shape whose rows have other lengths, and failed for other shapes. Tracing and exporting
are now refused with a message; ``torch.compile`` re-traces per length and stays exact.
"""

import io

import pytest
import torch

from utils import build_task_and_model, random_batch


class Encoder(torch.nn.Module):
    """The encoder's output tensor alone (tracers want tensors out)."""

    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder

    def forward(self, src_tokens, src_lengths):
        return self.encoder(src_tokens, src_lengths)["encoder_out"][0]  # T x B x C


@pytest.fixture
def bpt(dict_dir):
    """A fresh bpt_mt_tiny in eval mode (an exporter may leave a model in another mode)."""
    _, task, model = build_task_and_model(dict_dir, "bpt_mt_tiny")
    return task, model


def _trace_encoder(model, src, lengths):
    return torch.jit.trace(Encoder(model.encoder), (src, lengths), check_trace=False)


def _trace_model(model, src, lengths):
    prev = torch.full((src.size(0), 5), model.decoder.dictionary.eos(), dtype=torch.long)  # B x 5
    return torch.jit.trace(model, (src, lengths, prev), strict=False, check_trace=False)


def _onnx(model, src, lengths):
    return torch.onnx.export(Encoder(model.encoder), (src, lengths), io.BytesIO(), dynamo=False)


def _export(model, src, lengths):
    return torch.export.export(Encoder(model.encoder), (src, lengths))


@pytest.mark.parametrize("tracer", [_trace_encoder, _trace_model, _onnx, _export],
                         ids=["jit.trace encoder", "jit.trace model", "onnx.export", "torch.export"])
def test_bpt_refuses_to_be_traced_or_exported(bpt, tracer):
    task, model = bpt
    src, lengths, _ = random_batch(task, bsz=2, src_len=9, pad_src=False)
    with pytest.raises(RuntimeError, match=r"models/bpt: the BPT (en|de)coder cannot be traced "
                                           r"or exported .*compile it with torch.compile"):
        tracer(model, src, lengths)


def test_bpt_still_runs_eagerly_after_a_refused_trace(bpt):
    task, model = bpt
    src, lengths, _ = random_batch(task, bsz=2, src_len=9)
    want = Encoder(model.encoder)(src, lengths)
    with pytest.raises(RuntimeError):
        _trace_encoder(model, src, lengths)
    assert torch.equal(Encoder(model.encoder)(src, lengths), want)


@pytest.mark.kernels
def test_bpt_compiled_encoder_is_exact_at_other_lengths(bpt):
    """torch.compile (dynamo; the eager backend keeps the test fast) re-traces when the
    sentence lengths change: a batch of the compiled shape whose rows have other lengths (what
    a trace got wrong) gives the eager outputs."""
    task, model = bpt
    torch._dynamo.reset()
    compiled = torch.compile(Encoder(model.encoder), backend="eager")
    eager = Encoder(model.encoder)
    with torch.no_grad():
        for src_len, pad in ((9, False), (9, True)):
            src, lengths, _ = random_batch(task, bsz=2, src_len=src_len, pad_src=pad, seed=src_len)
            assert torch.equal(compiled(src, lengths), eager(src, lengths)), (src_len, lengths)
