"""Distance-aware attention op (Wu et al., NAACL 2021): formula, masks, paths."""

import math

import pytest
import torch

from msfairseq.ops.distance_attention import (
    distance_attention,
    distance_attention_reference,
    distance_coefficients,
    select_path,
)
from msfairseq.ops.distance_attention import flex


def f_paper(x, v):
    """The paper's learnable sigmoid, written out: (1 + e^v) / (1 + e^(v - x))."""
    return (1 + math.exp(v)) / (1 + math.exp(v - x))


def loop_attention(q, k, v, w, off, q_pos, k_pos, masked):
    """Scalar loops over the paper's formula; masked[b][i][j] True = excluded."""
    B, H, Tq, D = q.shape
    Tk = k.size(2)
    out = torch.zeros(B, H, Tq, v.size(-1), dtype=torch.float64)
    for b in range(B):
        for h in range(H):
            for i in range(Tq):
                logits = []
                for j in range(Tk):
                    if masked[b][i][j]:
                        logits.append(None)
                        continue
                    dot = sum(float(q[b, h, i, d]) * float(k[b, h, j, d]) for d in range(D))
                    dist = abs(int(q_pos[b][i]) - int(k_pos[b][j]))
                    logits.append(max(dot, 0.0) * f_paper(float(w[h]) * dist, float(off[h])) / math.sqrt(D))
                m = max(x for x in logits if x is not None)
                e = [0.0 if x is None else math.exp(x - m) for x in logits]
                z = sum(e)
                for j in range(Tk):
                    out[b, h, i] += e[j] / z * v[b, h, j].double()
    return out


def test_hand_computed_two_tokens():
    # q0 = 2, k = [1, 1] -> QK = [2, 2]; R = [0, 1]; v_h = 0, w_h = ln 3:
    # f(0) = 1, f(ln 3) = 2 / (1 + 1/3) = 1.5 -> logits [2, 3] (d = 1)
    # -> p = [1, e] / (1 + e); values [0, 1] -> out = e / (1 + e)
    q = torch.tensor([2.0, -2.0]).view(1, 1, 2, 1)
    k = torch.tensor([1.0, 1.0]).view(1, 1, 2, 1)
    v = torch.tensor([0.0, 1.0]).view(1, 1, 2, 1)
    w, off = torch.tensor([math.log(3.0)]), torch.tensor([0.0])
    pos = torch.arange(2)
    out, probs = distance_attention_reference(q, k, v, w, off, pos, pos, need_weights=True)
    assert out[0, 0, 0, 0].item() == pytest.approx(math.e / (1 + math.e), abs=1e-6)
    # q1 = -2: ReLU clips both scores to 0 -> uniform
    assert out[0, 0, 1, 0].item() == pytest.approx(0.5, abs=1e-6)
    # causal: the masked key gets probability exactly 0, even though ReLU(-inf) would be 0
    causal = torch.tensor([[False, True], [False, False]])
    out, probs = distance_attention_reference(q, k, v, w, off, pos, pos, attn_mask=causal,
                                              need_weights=True)
    assert probs[0, 0, 0, 1].item() == 0.0
    assert out[0, 0, 0, 0].item() == 0.0


def test_coefficients_match_paper_formula():
    w = torch.tensor([0.7, -0.3, 0.0])
    off = torch.tensor([0.2, -1.5, 2.0])
    pos = torch.arange(5)
    coef = distance_coefficients(w, off, pos, pos)  # H x T x T
    for h in range(3):
        for i in range(5):
            for j in range(5):
                expected = f_paper(w[h].item() * abs(i - j), off[h].item())
                assert coef[h, i, j].item() == pytest.approx(expected, rel=1e-5)
    assert torch.allclose(coef[:, 2, 2], torch.ones(3))  # f(0) = 1 for every v


def _inputs(B=2, H=3, Tq=5, Tk=7, D=4, seed=0, dtype=torch.float32):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(B, H, Tq, D, generator=g, dtype=dtype)
    k = torch.randn(B, H, Tk, D, generator=g, dtype=dtype)
    v = torch.randn(B, H, Tk, D, generator=g, dtype=dtype)
    w = torch.randn(H, generator=g, dtype=dtype) * 0.5
    off = torch.randn(H, generator=g, dtype=dtype)
    return q, k, v, w, off


def test_reference_matches_scalar_loops_with_masks():
    q, k, v, w, off = _inputs()
    B, H, Tq, _ = q.shape
    Tk = k.size(2)
    q_pos = torch.tensor([[3, 4, 5, 6, 7], [0, 1, 2, 3, 4]])  # per-sentence positions
    k_pos = torch.tensor([[0, 0, 0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5, 6]])
    pad = torch.tensor([[True, True, False, False, False, False, False], [False] * 7])
    attn_mask = torch.zeros(Tq, Tk).masked_fill(torch.ones(Tq, Tk).triu(4).bool(), float("-inf"))
    out, probs = distance_attention_reference(q, k, v, w, off, q_pos, k_pos, pad, attn_mask,
                                              need_weights=True)
    masked = [[[bool(pad[b, j]) or j - i >= 4 for j in range(Tk)] for i in range(Tq)] for b in range(B)]
    expected = loop_attention(q, k, v, w, off, q_pos, k_pos, masked)
    torch.testing.assert_close(out.double(), expected, atol=1e-5, rtol=1e-5)
    assert (probs[0, :, :, :2] == 0).all()  # padded keys: probability exactly 0


def test_a_mask_per_batch_row_matches_scalar_loops():
    """``attn_mask`` ``B x Tq x Tk`` (sentence-aligned cross-attention) with key padding;
    a forced flex path runs it on the dense path."""
    q, k, v, w, off = _inputs()
    B, H, Tq, _ = q.shape
    Tk = k.size(2)
    q_pos, k_pos = torch.arange(Tq), torch.arange(Tk)
    pad = torch.tensor([[True] + [False] * 6, [False] * 7])
    blocked = torch.rand(B, Tq, Tk, generator=torch.Generator().manual_seed(1)) < 0.4
    blocked[..., -1] = False  # every query keeps a key
    out, probs = distance_attention_reference(q, k, v, w, off, q_pos, k_pos, pad, blocked,
                                              need_weights=True)
    masked = [[[bool(pad[b, j]) or bool(blocked[b, i, j]) for j in range(Tk)] for i in range(Tq)]
              for b in range(B)]
    torch.testing.assert_close(out.double(), loop_attention(q, k, v, w, off, q_pos.expand(B, -1),
                                                            k_pos.expand(B, -1), masked),
                               atol=1e-5, rtol=1e-5)
    assert (probs[blocked.unsqueeze(1).expand_as(probs)] == 0).all()
    assert select_path(q, "flex", row_mask=True)[0] == "dense"
    forced, _ = distance_attention(q, k, v, w, off, q_pos, k_pos, pad, blocked, impl="flex")
    assert torch.equal(forced, out)


def test_masked_keys_get_zero_probability_when_scores_are_negative():
    # every QK^T < 0: ReLU makes all logits 0. Masking before ReLU would give pads exp(0).
    q = -torch.ones(1, 1, 3, 2)
    k = torch.ones(1, 1, 4, 2)
    v = torch.arange(4.0).view(1, 1, 4, 1).expand(1, 1, 4, 2)
    pad = torch.tensor([[True, False, False, False]])
    out, probs = distance_attention_reference(q, k, v, torch.ones(1), torch.zeros(1),
                                              torch.arange(3), torch.arange(4), pad,
                                              need_weights=True)
    assert (probs[..., 0] == 0).all()
    torch.testing.assert_close(out[..., 0], torch.full((1, 1, 3), 2.0))  # mean of 1, 2, 3


def test_reference_backward_gradcheck():
    q, k, v, w, off = _inputs(B=1, H=2, Tq=3, Tk=4, D=3, dtype=torch.float64)
    pad = torch.tensor([[True, False, False, False]])
    pos_q, pos_k = torch.arange(1, 4), torch.arange(4)
    args = [t.requires_grad_() for t in (q, k, v, w, off)]

    def fn(q, k, v, w, off):
        return distance_attention_reference(q, k, v, w, off, pos_q, pos_k, pad)[0]

    assert torch.autograd.gradcheck(fn, args)


def test_distance_weight_and_offset_receive_gradients():
    q, k, v, w, off = _inputs()
    w.requires_grad_()
    off.requires_grad_()
    pos = torch.arange(7)
    out, _ = distance_attention_reference(q, k, v, w, off, pos[:5], pos)
    out.square().sum().backward()
    assert w.grad.abs().min() > 0 and off.grad.abs().min() > 0


needs_flex = pytest.mark.skipif(not flex.available(), reason="this torch has no FlexAttention")


@needs_flex
@pytest.mark.filterwarnings("ignore:flex_attention called without torch.compile")
@pytest.mark.parametrize("compiled", [False, pytest.param(True, marks=pytest.mark.kernels)],
                         ids=["eager", "compiled"])
def test_flex_forward_matches_reference(compiled):
    # odd sizes, per-sentence positions, key padding and an additive causal mask
    q, k, v, w, off = _inputs(B=2, H=3, Tq=5, Tk=7, D=8, seed=1)
    q_pos = torch.tensor([[2, 3, 4, 5, 6], [0, 1, 2, 3, 4]])
    k_pos = torch.tensor([[0, 0, 0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5, 6]])
    pad = torch.tensor([[True, True, False, False, False, False, False], [False] * 7])
    attn_mask = torch.zeros(5, 7).masked_fill(torch.ones(5, 7).triu(3).bool(), float("-inf"))
    ref, _ = distance_attention_reference(q, k, v, w, off, q_pos, k_pos, pad, attn_mask)
    with torch.no_grad():
        out = flex.distance_attention_flex(q, k, v, w, off, q_pos, k_pos, pad, attn_mask,
                                           compiled=compiled)
    torch.testing.assert_close(out, ref, atol=1e-5, rtol=1e-5)


@needs_flex
@pytest.mark.skipif(not torch.cuda.is_available(),
                    reason="FlexAttention has no backward on CPU; runs on a GPU")
def test_flex_backward_matches_reference_cuda():
    q, k, v, w, off = [t.cuda().requires_grad_() for t in _inputs(B=2, H=2, Tq=33, Tk=33, D=16)]
    pos = torch.arange(33, device="cuda")
    pad = torch.zeros(2, 33, dtype=torch.bool, device="cuda")
    pad[0, :5] = True
    grads = []
    for fn in (distance_attention_reference, flex.distance_attention_flex):
        out = fn(q, k, v, w, off, pos, pos, pad)
        out = out[0] if isinstance(out, tuple) else out
        grads.append(torch.autograd.grad(out.square().sum(), (q, k, v, w, off)))
    for ref, got in zip(*grads):
        torch.testing.assert_close(got, ref, atol=1e-4, rtol=1e-4)


def test_dispatch_rules():
    q = torch.zeros(1, 1, 2, 4)
    assert select_path(q, "auto")[0] == "dense"
    assert select_path(q, "dense")[0] == "dense"
    assert select_path(q, "flex", requires_grad=True)[0] == "dense"  # no CPU backward
    assert select_path(q, "flex", dropout_p=0.1)[0] == "dense"
    assert select_path(q, "flex", need_weights=True)[0] == "dense"
    assert select_path(q.double(), "flex")[0] == "dense"
    if flex.available():
        assert select_path(q, "flex")[0] == "flex"
    with pytest.raises(ValueError, match="--da-attention-impl"):
        select_path(q, "fast")


def test_dispatch_logs_path_once(caplog):
    from msfairseq.ops.distance_attention import dispatch

    dispatch._logged.clear()
    q, k, v, w, off = _inputs()
    pos = torch.arange(7)
    with caplog.at_level("INFO", logger=dispatch.__name__):
        for _ in range(3):
            distance_attention(q, k, v, w, off, pos[:5], pos, impl="dense")
    assert sum("dense path" in r.getMessage() for r in caplog.records) == 1


def test_forced_flex_training_on_cpu_falls_back_to_dense_with_same_gradients():
    q, k, v, w, off = [t.requires_grad_() for t in _inputs()]
    pos = torch.arange(7)
    out_flex, _ = distance_attention(q, k, v, w, off, pos[:5], pos, impl="flex")
    g1 = torch.autograd.grad(out_flex.sum(), (q, w))
    out_ref, _ = distance_attention_reference(q, k, v, w, off, pos[:5], pos)
    g2 = torch.autograd.grad(out_ref.sum(), (q, w))
    for a, b in zip(g1, g2):
        torch.testing.assert_close(a, b)


def test_flex_failure_falls_back_to_dense(monkeypatch, caplog):
    from msfairseq.ops.distance_attention import dispatch

    def broken(*args, **kwargs):
        raise RuntimeError("C++ compile error")

    monkeypatch.setattr(flex, "available", lambda: True)
    monkeypatch.setattr(flex, "distance_attention_flex", broken)
    dispatch._logged.clear()
    q, k, v, w, off = _inputs()
    pos = torch.arange(7)
    with torch.no_grad(), caplog.at_level("WARNING", logger=dispatch.__name__):
        out, _ = distance_attention(q, k, v, w, off, pos[:5], pos, impl="flex")
    ref, _ = distance_attention_reference(q, k, v, w, off, pos[:5], pos)
    torch.testing.assert_close(out, ref)
    assert any("flex path failed" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_reference_low_precision_drift_is_bounded(dtype):
    """Half-precision error stays within what plain attention drifts in the same dtype."""
    q, k, v, w, off = _inputs(B=2, H=2, Tq=9, Tk=9, D=16, seed=3)
    pos = torch.arange(9)
    pad = torch.zeros(2, 9, dtype=torch.bool)
    pad[1, :3] = True
    ref, _ = distance_attention_reference(q, k, v, w, off, pos, pos, pad)
    low, _ = distance_attention_reference(q.to(dtype), k.to(dtype), v.to(dtype), w, off, pos, pos, pad)
    plain = torch.nn.functional.scaled_dot_product_attention
    mask = ~pad[:, None, None, :]
    drift = (plain(q.to(dtype), k.to(dtype), v.to(dtype), attn_mask=mask).float()
             - plain(q, k, v, attn_mask=mask)).abs().max()
    assert low.dtype == dtype and torch.isfinite(low).all()
    assert (low.float() - ref).abs().max() <= 4 * drift + 1e-3
