"""Multi-Scale Transformer (Guo et al., AAAI 2020): head allocation, windows, padding, decoding."""

import pytest
import torch

from msfairseq.modules.msmsa_scales import (
    Scale, alpha_head_counts, half_widths, parse_head_counts, parse_scales,
)
from utils import build_task_and_model, random_batch

ARCH = "msmsa_transformer_tiny"


# --------------------------------------------------------------------------- scales / alpha

def test_parse_scales():
    assert parse_scales("1,3,n/4,0.5n,global") == [
        Scale("fixed", 1), Scale("fixed", 3), Scale("frac", frac=0.25), Scale("frac", frac=0.5),
        Scale("global")]
    for bad in ("4", "0", "n/0.5", "3,3", "wide"):
        with pytest.raises(ValueError, match="--msmsa-scales"):
            parse_scales(bad)


def test_fraction_rounds_to_nearest_odd_of_true_length():
    heads = parse_scales("n/4")
    # n/4 = 2.25 -> 3 (half 1); 3 -> 3; 3.5 -> 3; 4 -> 5 (tie up, half 2); 7 -> 7 (half 3)
    lengths = torch.tensor([9, 12, 14, 16, 28])
    assert half_widths(heads, lengths=lengths).view(-1).tolist() == [1, 1, 1, 2, 3]
    # decoder: the number of tokens seen so far (position + 1)
    pos = torch.arange(8).view(1, 8)
    assert half_widths(heads, positions=pos).view(-1).tolist() == [0, 0, 0, 0, 0, 0, 0, 1]


def test_alpha_counts_exact_and_sum():
    # z^1 = [4,2,0], z^2 = [2,1,0], z^3 = 0 (top layer uniform)
    assert alpha_head_counts(3, 3, 8, 1.0) == [[7, 1, 0], [5, 2, 1], [3, 3, 2]]
    assert alpha_head_counts(2, 4, 8, 0.0) == [[2, 2, 2, 2], [2, 2, 2, 2]]


@pytest.mark.parametrize("L,K,N,alpha", [(6, 4, 8, 0.5), (4, 3, 16, 0.2), (3, 5, 4, 2.0), (2, 2, 4, 1.0)])
def test_alpha_direction(L, K, N, alpha):
    counts = alpha_head_counts(L, K, N, alpha)
    assert all(sum(row) == N for row in counts)
    small = [row[0] for row in counts]  # heads of the smallest scale, bottom layer first
    assert all(a >= b for a, b in zip(small, small[1:]))
    mean_scale = [sum(k * c for k, c in enumerate(row)) / N for row in counts]
    assert all(a <= b + 1e-9 for a, b in zip(mean_scale, mean_scale[1:]))
    assert small[0] > small[-1]  # strictly more small-scale heads at the bottom


def test_explicit_head_counts_override(dict_dir):
    args, _, model = build_task_and_model(dict_dir, ARCH, [
        "--msmsa-scales", "1,3,global", "--msmsa-encoder-heads-per-scale", "2,1,1;0,0,4"])
    enc = [layer.self_attn.head_scales for layer in model.encoder.layers]
    assert [str(s) for s in enc[0]] == ["1", "1", "3", "global"]
    assert [str(s) for s in enc[1]] == ["global"] * 4
    with pytest.raises(ValueError, match="--msmsa-decoder-heads-per-scale"):
        parse_head_counts("1,1,1", 2, 3, 4, "--msmsa-decoder-heads-per-scale")


def test_bad_flags_fail_at_build(dict_dir):
    with pytest.raises(ValueError, match="--msmsa-scales"):
        build_task_and_model(dict_dir, ARCH, ["--msmsa-scales", "2,global"])
    with pytest.raises(ValueError, match="--msmsa-encoder-heads-per-scale"):
        build_task_and_model(dict_dir, ARCH, ["--msmsa-encoder-heads-per-scale", "1,1"])


# --------------------------------------------------------------------------- model behaviour

def _model(dict_dir, extra=()):
    return build_task_and_model(dict_dir, ARCH, ["--msmsa-scales", "1,3,n/2,global", *extra])


@pytest.mark.parametrize("extra", [[], ["--msmsa-replace-ffn"]])
def test_padding_uses_true_lengths(dict_dir, extra):
    """A sentence alone gives the same encoder states and decoder outputs as in a padded batch."""
    _, task, model = _model(dict_dir, extra)
    src, lengths, prev = random_batch(task, bsz=3, src_len=12, tgt_len=6)  # n/2: half 3, 2, 2
    enc = model.encoder(src, lengths)["encoder_out"][0]  # T x B x C
    out = model(src, lengths, prev)[0]
    for b in (1, 2):  # padded rows
        n = int(lengths[b])
        alone = src[b:b + 1, -n:]
        enc1 = model.encoder(alone, lengths[b:b + 1])["encoder_out"][0]
        torch.testing.assert_close(enc[-n:, b], enc1[:, 0], atol=1e-5, rtol=1e-5)
        out1 = model(alone, lengths[b:b + 1], prev[b:b + 1])[0]
        torch.testing.assert_close(out[b], out1[0], atol=1e-5, rtol=1e-5)


def test_fraction_scale_depends_on_true_length_not_padding(dict_dir):
    # the same 5 real tokens, differently padded: the n/2 head must see the same window
    _, task, model = build_task_and_model(dict_dir, ARCH, [
        "--msmsa-scales", "n/2", "--encoder-layers", "1"])
    src, lengths, _ = random_batch(task, bsz=1, src_len=5, tgt_len=3)
    pad = torch.full((1, 20), task.source_dictionary.pad())
    a = model.encoder(src, lengths)["encoder_out"][0][:, 0]
    b = model.encoder(torch.cat([pad, src], 1), lengths)["encoder_out"][0][-5:, 0]
    torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)


def _env_forward(model, task, monkeypatch, path, grad=False):
    monkeypatch.setenv("MSFAIRSEQ_WINDOW_ATTN", path)
    src, lengths, prev = random_batch(task, bsz=3, src_len=13, tgt_len=9)
    model.zero_grad()
    with torch.set_grad_enabled(grad):
        out = model(src, lengths, prev)[0]
        if grad:
            out.pow(2).mean().backward()
            return out, [p.grad.clone() for p in model.parameters() if p.grad is not None]
    return out, []


def _small_chunks(monkeypatch):
    """Make the chunked path cut these short test sentences into blocks of 4 queries."""
    import functools

    from msfairseq.ops.window_attention import dispatch, sdpa
    monkeypatch.setattr(dispatch, "window_attention_chunked",
                        functools.partial(sdpa.window_attention_chunked, chunk=4))


@pytest.mark.parametrize("path", ["sdpa", "chunked", "flex_eager"])
def test_model_paths_match_reference(dict_dir, monkeypatch, path):
    _, task, model = _model(dict_dir, ["--msmsa-replace-ffn"])
    _small_chunks(monkeypatch)
    grad = not path.startswith("flex")  # FlexAttention has no backward on CPU
    ref, gref = _env_forward(model, task, monkeypatch, "reference", grad)
    out, gout = _env_forward(model, task, monkeypatch, path, grad)
    torch.testing.assert_close(out, ref, atol=1e-5, rtol=1e-5)
    assert len(gout) == len(gref)
    for a, b in zip(gout, gref):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-4)


def _step_by_step(model, src, lengths, prev, order=None):
    enc = model.encoder(src, lengths)
    state = {}
    outs = []
    for t in range(prev.size(1)):
        if order is not None and t == 3:
            model.decoder.reorder_incremental_state_scripting(state, order)
            enc = model.encoder.reorder_encoder_out(enc, order)
            prev = prev.index_select(0, order)
        outs.append(model.decoder(prev[:, : t + 1], encoder_out=enc, incremental_state=state)[0])
    return torch.cat(outs, dim=1), state, prev


@pytest.mark.parametrize("extra", [[], ["--msmsa-replace-ffn"], ["--msmsa-decoder-scales", "1,5,7,global"]])
def test_incremental_equals_full(dict_dir, extra):
    _, task, model = _model(dict_dir, extra)
    src, lengths, prev = random_batch(task, bsz=3, src_len=8, tgt_len=12)
    full = model(src, lengths, prev)[0]
    inc, state, _ = _step_by_step(model, src, lengths, prev)
    torch.testing.assert_close(inc, full, atol=1e-5, rtol=1e-5)
    # the bounded cache: fixed-window heads keep only the keys they can still see
    for layer in model.decoder.layers:
        attn = layer.self_attn
        buf = attn._get_input_buffer(state)
        if attn.num_fixed:
            assert buf["win_k"].size(2) == attn.window_cache < prev.size(1)
            assert buf["win_k"].size(1) == attn.num_fixed


@pytest.mark.parametrize("path", ["reference", "chunked"])
def test_incremental_equals_full_forced_path(dict_dir, monkeypatch, path):
    _, task, model = _model(dict_dir, ["--msmsa-decoder-scales", "3,5,n/2,global"])
    _small_chunks(monkeypatch)
    monkeypatch.setenv("MSFAIRSEQ_WINDOW_ATTN", path)
    src, lengths, prev = random_batch(task, bsz=2, src_len=9, tgt_len=11)
    full = model(src, lengths, prev)[0]
    inc, _, _ = _step_by_step(model, src, lengths, prev)
    torch.testing.assert_close(inc, full, atol=1e-5, rtol=1e-5)


def test_reorder_incremental_state(dict_dir):
    _, task, model = _model(dict_dir)
    src, lengths, prev = random_batch(task, bsz=2, src_len=8, tgt_len=7)
    # beam search layout: 2 beams per sentence; reorder only within a sentence's beams
    # (fairseq's cross-attention cache relies on that)
    src, lengths = src.repeat_interleave(2, 0), lengths.repeat_interleave(2, 0)
    prev = torch.cat([prev, prev.flip(1)], 0)[[0, 2, 1, 3]]
    order = torch.tensor([1, 1, 3, 2])
    inc, _, prev2 = _step_by_step(model, src, lengths, prev, order)
    full = model(src.index_select(0, order), lengths.index_select(0, order), prev2)[0]
    torch.testing.assert_close(inc[:, 3:], full[:, 3:], atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("extra", [[], ["--msmsa-replace-ffn"]])
def test_causality(dict_dir, extra):
    _, task, model = _model(dict_dir, extra)
    src, lengths, prev = random_batch(task, bsz=2, src_len=8, tgt_len=10)
    base = model(src, lengths, prev)[0]
    for t in (0, 4, 8):
        changed = prev.clone()
        changed[:, t + 1:] = torch.randint(4, len(task.target_dictionary), changed[:, t + 1:].shape)
        out = model(src, lengths, changed)[0]
        torch.testing.assert_close(out[:, : t + 1], base[:, : t + 1], atol=1e-6, rtol=1e-6)
        assert not torch.allclose(out[:, t + 1:], base[:, t + 1:])


def test_windows_limit_what_a_head_sees(dict_dir):
    """With only scale-1 heads, encoder self-attention ignores every other token."""
    _, task, model = build_task_and_model(dict_dir, ARCH, ["--msmsa-scales", "1", "--encoder-layers", "1"])
    src, lengths, _ = random_batch(task, bsz=1, src_len=9, tgt_len=3, pad_src=False)
    base = model.encoder(src, lengths)["encoder_out"][0]
    changed = src.clone()
    changed[0, 2] = (changed[0, 2] + 1 - 4) % (len(task.source_dictionary) - 4) + 4
    out = model.encoder(changed, lengths)["encoder_out"][0]
    keep = [i for i in range(9) if i != 2]
    torch.testing.assert_close(out[keep], base[keep])
    assert not torch.allclose(out[2], base[2])


def test_beam_search_scores_match_full_forward(dict_dir):
    from fairseq.sequence_generator import SequenceGenerator

    _, task, model = _model(dict_dir)
    src, lengths, _ = random_batch(task, bsz=2, src_len=8, tgt_len=3)
    gen = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=6)
    hyps = gen.forward({"net_input": {"src_tokens": src, "src_lengths": lengths}})
    eos = task.target_dictionary.eos()
    for b, best in enumerate(h[0] for h in hyps):
        tokens = best["tokens"]
        prev = torch.cat([torch.tensor([eos]), tokens[:-1]]).unsqueeze(0)
        lprobs = model.get_normalized_probs(model(src[b:b + 1], lengths[b:b + 1], prev), log_probs=True)
        scores = lprobs[0].gather(-1, tokens.view(-1, 1)).view(-1)
        torch.testing.assert_close(scores, best["positional_scores"], atol=1e-4, rtol=1e-4)
