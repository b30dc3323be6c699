"""Multi-Scale Transformer (Guo et al., AAAI 2020): head allocation, windows, padding, decoding."""

import pytest
import torch

from msfairseq.models.msmsa.attention import MultiScaleSelfAttention
from msfairseq.models.msmsa.scales import (
    Scale, alpha_head_counts, half_widths, parse_head_counts, parse_scales,
)
from utils import build_task_and_model, random_batch

ARCH = "msmsa_transformer_tiny"
PAPER_ARCH = "msmsa_paper_tiny"


# --------------------------------------------------------------------------- scales / alpha

def test_parse_scales():
    assert parse_scales("1,3,n/4,0.5n,global") == [
        Scale("fixed", 1), Scale("fixed", 3), Scale("frac", frac=0.25), Scale("frac", frac=0.5),
        Scale("global")]
    for bad in ("4", "0", "n/0.5", "3,3", "wide"):
        with pytest.raises(ValueError, match="--msmsa-scales"):
            parse_scales(bad)


@pytest.mark.parametrize("text,fix", [
    ("global,3", "3,global"), ("7,3", "3,7"), ("n/2,3", "3,n/2"), ("n/4,n/8", "n/8,n/4"),
    ("3,global,n/2", "3,n/2,global"), ("1,3,n/4,n/16,n/8", "1,3,n/16,n/8,n/4"),
])
def test_scales_must_be_smallest_first(text, fix):
    """A list that is not smallest first is refused, naming the flag and the fix.

    The order matters: eq. 11 gives the first scales the small-scale preference (and
    explicit head counts are matched to the list by position), so a list is never re-sorted.
    """
    with pytest.raises(ValueError, match="--msmsa-decoder-scales") as err:
        parse_scales(text, "--msmsa-decoder-scales")
    assert repr(fix) in str(err.value)


def test_unsorted_scales_fail_at_build(dict_dir):
    with pytest.raises(ValueError, match="--msmsa-scales.*'3,global'"):
        build_task_and_model(dict_dir, ARCH, ["--msmsa-scales", "global,3"])


def test_fraction_rounds_to_nearest_odd_of_true_length():
    heads = parse_scales("n/4")
    # n/4 = 2.25 -> 3 (half 1); 3 -> 3; 3.5 -> 3; 4 -> 5 (tie up, half 2); 7 -> 7 (half 3)
    lengths = torch.tensor([9, 12, 14, 16, 28])
    assert half_widths(heads, lengths=lengths).view(-1).tolist() == [1, 1, 1, 2, 3]
    # decoder: the number of tokens seen so far (position + 1)
    pos = torch.arange(8).view(1, 8)
    assert half_widths(heads, positions=pos).view(-1).tolist() == [0, 0, 0, 0, 0, 0, 0, 1]


# Eq. 11-12 by hand. Layers l = 1..L bottom first, scales k = 1..K smallest first:
#   z^l_k = 0 if l = L or k = K, else z^l_{k+1} + alpha / l   (so z^l_k = (K - k) alpha / l)
#   n^l = softmax(z^l) * N, rounded so that each layer sums to N (largest remainder, ties
#   to the smaller scale: the rounding is ours, the paper does not give one).
# L = 3, K = 3, N = 8, alpha = 1:
#   l=1: z = [2, 1, 0]   e^z = [7.389, 2.718, 1] / 11.107 * 8 = [5.322, 1.958, 0.720]
#        floors [5, 1, 0] (6 heads), the 2 left go to remainders .958, .720 -> [5, 2, 1]
#   l=2: z = [1, .5, 0]  e^z = [2.718, 1.649, 1] / 5.367 * 8 = [4.052, 2.458, 1.491]
#        floors [4, 2, 1], the 1 left goes to .491 (> .458, .052)       -> [4, 2, 2]
#   l=3: z = 0           8/3 = 2.667 each: floors [2, 2, 2], ties -> smaller scales -> [3, 3, 2]
PAPER_L3_K3_N8_A1 = [[5, 2, 1], [4, 2, 2], [3, 3, 2]]


def test_alpha_counts_paper_eq11_by_hand():
    assert alpha_head_counts(3, 3, 8, 1.0) == PAPER_L3_K3_N8_A1
    assert alpha_head_counts(3, 3, 8, 1.0, schedule="paper") == PAPER_L3_K3_N8_A1
    assert alpha_head_counts(2, 4, 8, 0.0) == [[2, 2, 2, 2], [2, 2, 2, 2]]


def test_alpha_counts_negative_alpha():
    """Table 6 rows D, E use alpha < 0: the lower layers prefer the larger scales.

    l=1: z = [-2, -1, 0] -> shares [0.720, 1.958, 5.322] -> floors [0, 1, 5], 2 left to
    .958 and .720 -> [1, 2, 5]; l=2: z = [-1, -.5, 0] -> [1.491, 2.458, 4.052] -> floors
    [1, 2, 4], 1 left to .491 -> [2, 2, 4]; l=3 uniform as above.
    """
    assert alpha_head_counts(3, 3, 8, -1.0) == [[1, 2, 5], [2, 2, 4], [3, 3, 2]]


def test_alpha_counts_paper_worked_example_setting():
    """The paper's example setting (alpha = 0.5, N = 10 heads, |Omega| = 5, L = 3).

    The formula gives l=1: z = [2, 1.5, 1, .5, 0] -> shares [4.287, 2.600, 1.577, 0.957,
    0.580] -> floors [4, 2, 1, 0, 0], 3 left to .957, .600, .580 -> [4, 3, 1, 1, 1];
    l=2: z = [1, .75, .5, .25, 0] -> [3.100, 2.414, 1.880, 1.464, 1.141] -> floors
    [3, 2, 1, 1, 1], 2 left to .880, .464 -> [3, 2, 2, 2, 1]; l=3: [2, 2, 2, 2, 2].
    The paper's text prints {5,2,2,1,0} / {4,2,2,1,1} / {2,2,2,2,2}, which neither this
    nor any other rounding of eq. 11-12 gives for layers 1-2 (docs/msmsa.md says so).
    """
    assert alpha_head_counts(3, 5, 10, 0.5) == [[4, 3, 1, 1, 1], [3, 2, 2, 2, 1], [2, 2, 2, 2, 2]]


def test_alpha_counts_layers_above_schedule():
    """The schedule msfairseq used before (z^l_k = alpha (L - l) (K - k)), kept by name.

    l=1: z = [4, 2, 0] -> [6.934, 0.939, 0.127] -> floors [6, 0, 0], 2 left to .939, .934
    -> [7, 1, 0]; l=2: z = [2, 1, 0] -> [5, 2, 1] (as l=1 of the paper schedule); l=3 uniform.
    """
    assert alpha_head_counts(3, 3, 8, 1.0, schedule="layers-above") == [[7, 1, 0], [5, 2, 1], [3, 3, 2]]


def test_alpha_schedule_and_negative_alpha_reach_the_model(dict_dir):
    def enc_counts(extra):
        _, _, model = build_task_and_model(dict_dir, ARCH, [
            "--msmsa-scales", "1,3,global", "--encoder-layers", "3", "--encoder-attention-heads", "8",
            *extra])
        return [[sum(str(s) == name for s in layer.self_attn.head_scales) for name in ("1", "3", "global")]
                for layer in model.encoder.layers]

    assert enc_counts(["--msmsa-alpha", "1"]) == PAPER_L3_K3_N8_A1
    assert enc_counts(["--msmsa-alpha", "1", "--msmsa-alpha-schedule", "layers-above"]) == [
        [7, 1, 0], [5, 2, 1], [3, 3, 2]]
    assert enc_counts(["--msmsa-alpha", "-1"]) == [[1, 2, 5], [2, 2, 4], [3, 3, 2]]


@pytest.mark.parametrize("schedule", ["paper", "layers-above"])
@pytest.mark.parametrize("L,K,N,alpha", [(6, 4, 8, 0.5), (4, 3, 16, 0.2), (3, 5, 4, 2.0), (2, 2, 4, 1.0)])
def test_alpha_direction(L, K, N, alpha, schedule):
    counts = alpha_head_counts(L, K, N, alpha, schedule=schedule)
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

# The three layers: the MT variant (MSMSA + FFN), two MSMSA sub-layers, the paper's eq. 10
LAYERS = [
    pytest.param(ARCH, [], id="ffn"),
    pytest.param(ARCH, ["--msmsa-layer", "two-attention"], id="two-attention"),
    pytest.param(PAPER_ARCH, [], id="paper"),
]


def _model(dict_dir, extra=(), arch=ARCH):
    return build_task_and_model(dict_dir, arch, ["--msmsa-scales", "1,3,n/2,global", *extra])


@pytest.mark.parametrize("arch,extra", LAYERS)
def test_padding_uses_true_lengths(dict_dir, arch, extra):
    """A sentence alone gives the same encoder states and decoder outputs as in a padded batch."""
    _, task, model = _model(dict_dir, extra, arch)
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


@pytest.mark.parametrize("arch,extra", [
    pytest.param(ARCH, ["--msmsa-layer", "two-attention"], id="two-attention"),
    pytest.param(PAPER_ARCH, [], id="paper")])
@pytest.mark.parametrize("path", ["sdpa", "chunked", "flex_eager"])
def test_model_paths_match_reference(dict_dir, monkeypatch, path, arch, extra):
    _, task, model = _model(dict_dir, extra, arch)
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


@pytest.mark.parametrize("arch,extra", [
    *LAYERS, pytest.param(ARCH, ["--msmsa-decoder-scales", "1,5,7,global"], id="decoder-scales"),
    pytest.param(ARCH, ["--msmsa-decoder-scales", "3,5,7,9"], id="fixed-only")])
def test_incremental_equals_full(dict_dir, arch, extra):
    _, task, model = _model(dict_dir, extra, arch)
    src, lengths, prev = random_batch(task, bsz=3, src_len=8, tgt_len=12)
    full = model(src, lengths, prev)[0]
    inc, state, _ = _step_by_step(model, src, lengths, prev)
    torch.testing.assert_close(inc, full, atol=1e-5, rtol=1e-5)
    # one cache for all heads: bounded (the keys they can still see) when every head is fixed
    for layer in model.decoder.layers:
        attn = layer.self_attn
        buf = attn._get_input_buffer(state)
        assert buf["k"].size(1) == attn.num_heads
        assert buf["k"].size(2) == (attn.window_cache if attn.bounded else prev.size(1))


@pytest.mark.parametrize("path", ["reference", "chunked"])
def test_incremental_equals_full_forced_path(dict_dir, monkeypatch, path):
    _, task, model = _model(dict_dir, ["--msmsa-decoder-scales", "3,5,n/2,global"])
    _small_chunks(monkeypatch)
    monkeypatch.setenv("MSFAIRSEQ_WINDOW_ATTN", path)
    src, lengths, prev = random_batch(task, bsz=2, src_len=9, tgt_len=11)
    full = model(src, lengths, prev)[0]
    inc, _, _ = _step_by_step(model, src, lengths, prev)
    torch.testing.assert_close(inc, full, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("arch,extra", [
    *LAYERS, pytest.param(ARCH, ["--msmsa-decoder-scales", "3,5,n/4,n/2"], id="fractions"),
    pytest.param(ARCH, ["--msmsa-decoder-scales", "3,5,7,9"], id="fixed-only")])
def test_one_step_fast_path_equals_the_general_step_bit_for_bit(dict_dir, monkeypatch, arch, extra):
    """Beam search decodes one query per step through ``_one_step`` (thresholds instead of
    window masks, no dispatch, masks shared by layers): the same values, bit for bit, as the
    general step, also after a beam reorder."""
    _, task, model = _model(dict_dir, extra, arch)
    src, lengths, prev = random_batch(task, bsz=4, src_len=8, tgt_len=20)
    order = torch.tensor([1, 1, 3, 2])
    calls = []
    real = MultiScaleSelfAttention._one_step
    monkeypatch.setattr(MultiScaleSelfAttention, "_one_step",
                        lambda self, *a: calls.append(1) or real(self, *a))
    with torch.no_grad():
        fast, _, _ = _step_by_step(model, src, lengths, prev, order)
        assert len(calls) == prev.size(1) * len(model.decoder.layers) * (2 if "two-attention" in extra else 1)
        monkeypatch.setattr(MultiScaleSelfAttention, "_fast_step", lambda self, state: False)
        general, _, _ = _step_by_step(model, src, lengths, prev, order)
    assert torch.equal(fast, general)


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


@pytest.mark.parametrize("arch,extra", LAYERS)
def test_causality(dict_dir, arch, extra):
    _, task, model = _model(dict_dir, extra, arch)
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


@pytest.mark.parametrize("arch", [ARCH, PAPER_ARCH])
def test_beam_search_scores_match_full_forward(dict_dir, arch):
    from fairseq.sequence_generator import SequenceGenerator

    _, task, model = _model(dict_dir, (), arch)
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


# --------------------------------------------------------------------------- the paper's layer

def _dense_msmsa(attn, x, half_of, causal):
    """Eq. 6-9 written out for one sentence, one query at a time.

    x: ``T x C``. ``half_of(h, j)``: half-width ``(omega - 1) / 2`` of head ``h`` at query ``j``
    (eq. 7's context ``C_j(x, omega)``: the keys ``j - half .. j + half``; in a decoder the keys
    ``j - half .. j``). Returns ``T x C``: ``[head_1; ...; head_N] W_O`` (eq. 9).
    """
    T, C = x.shape
    H = attn.num_heads
    D = C // H
    q = attn.q_proj(x).view(T, H, D)  # eq. 8
    k = attn.k_proj(x).view(T, H, D)
    v = attn.v_proj(x).view(T, H, D)
    heads = torch.zeros(T, H, D)
    for h in range(H):
        for j in range(T):
            lo = max(0, j - half_of(h, j))
            hi = j if causal else min(T - 1, j + half_of(h, j))
            w = torch.softmax(k[lo:hi + 1, h] @ q[j, h] / D ** 0.5, dim=0)  # eq. 6
            heads[j, h] = w @ v[lo:hi + 1, h]
    return attn.out_proj(heads.reshape(T, C))


def _dense_cross_attention(attn, x, enc):
    """Standard attention of ``x`` (``T x C``) over ``enc`` (``S x C``): the decoder's cross-attention."""
    T, C = x.shape
    H = attn.num_heads
    D = C // H
    q = attn.q_proj(x).view(T, H, D).transpose(0, 1)  # H x T x D
    k = attn.k_proj(enc).view(-1, H, D).transpose(0, 1)
    v = attn.v_proj(enc).view(-1, H, D).transpose(0, 1)
    w = torch.softmax(q @ k.transpose(1, 2) / D ** 0.5, dim=-1)
    return attn.out_proj((w @ v).transpose(0, 1).reshape(T, C))


# the paper's scale set {1, 3, N/16, N/8, N/4} at a sentence of n = 20 tokens:
# N/16 = 1.25 -> 1, N/8 = 2.5 -> 3, N/4 = 5 (nearest odd): half-widths 0, 1, 0, 1, 2
PAPER_HALF_AT_20 = {"1": 0, "3": 1, "0.0625n": 0, "0.125n": 1, "0.25n": 2}
FIVE_HEADS = ["--encoder-embed-dim", "40", "--decoder-embed-dim", "40",
              "--encoder-attention-heads", "5", "--decoder-attention-heads", "5"]


def test_paper_arch_is_eq10_without_ffn_or_positions(dict_dir):
    """msmsa_paper: H^{l+1} = norm(H^l + ReLU(MSMSA(H^l, Omega^l))) (eq. 10), no FFN, no
    positional embedding, the scale set {1, 3, N/16, N/8, N/4}; checked against eq. 6-10
    written out densely (two layers, so layer 2 reads layer 1's output)."""
    _, task, model = build_task_and_model(dict_dir, PAPER_ARCH, [
        *FIVE_HEADS, "--msmsa-alpha", "0", "--encoder-layers", "2", "--dropout", "0"])
    enc = model.encoder
    assert enc.embed_positions is None and model.decoder.embed_positions is None
    names = [n for n, _ in model.named_parameters()]
    assert not [n for n in names if "fc1" in n or "fc2" in n or "final_layer_norm" in n], names
    src, lengths, _ = random_batch(task, bsz=1, src_len=20, tgt_len=3, pad_src=False)
    x = enc.embed_scale * enc.embed_tokens(src[0])  # T x C, no positions added
    for layer in enc.layers:
        attn = layer.self_attn
        # alpha = 0: one head per scale in every layer
        assert sorted(map(str, attn.head_scales)) == sorted(PAPER_HALF_AT_20)
        half = [PAPER_HALF_AT_20[str(s)] for s in attn.head_scales]
        x = layer.self_attn_layer_norm(x + torch.relu(_dense_msmsa(attn, x, lambda h, j: half[h], False)))
    out = model.encoder(src, lengths)["encoder_out"][0][:, 0]
    torch.testing.assert_close(out, x, atol=1e-5, rtol=1e-5)


def test_paper_arch_decoder_layer(dict_dir):
    """The decoder's layer: eq. 10 with causal windows (a head of scale s sees the (s+1)/2
    keys ending at the query; a fraction uses the tokens seen so far, n = j + 1), then the
    Transformer's cross-attention sub-layer norm(H + Attn(H, encoder)); no FFN."""
    _, task, model = build_task_and_model(dict_dir, PAPER_ARCH, [
        *FIVE_HEADS, "--msmsa-decoder-scales", "1,3,5,n/4,global", "--msmsa-alpha", "0",
        "--decoder-layers", "1", "--dropout", "0"])
    src, lengths, prev = random_batch(task, bsz=1, src_len=7, tgt_len=12, pad_src=False)
    enc = model.encoder(src, lengths)["encoder_out"][0][:, 0]  # S x C
    dec = model.decoder
    layer = dec.layers[0]
    fixed = {"1": 0, "3": 1, "5": 2, "global": 1 << 20}

    def half_of(h, j):
        s = str(layer.self_attn.head_scales[h])
        return (j + 1) // 8 if s == "0.25n" else fixed[s]  # nearest odd to n/4: floor(n/8)

    x = dec.embed_scale * dec.embed_tokens(prev[0])
    x = layer.self_attn_layer_norm(x + torch.relu(_dense_msmsa(layer.self_attn, x, half_of, True)))
    x = layer.encoder_attn_layer_norm(x + _dense_cross_attention(layer.encoder_attn, x, enc))
    out, _ = model.decoder(prev, encoder_out=model.encoder(src, lengths), features_only=True)
    torch.testing.assert_close(out[0], x, atol=1e-5, rtol=1e-5)


def test_positions_flag(dict_dir):
    """The paper drops positional embeddings; --msmsa-positions picks, per arch default."""
    _, _, model = build_task_and_model(dict_dir, ARCH, [])
    assert model.encoder.embed_positions is not None  # MT variant: fairseq's sinusoids
    _, _, model = build_task_and_model(dict_dir, ARCH, ["--msmsa-positions", "none"])
    assert model.encoder.embed_positions is None and model.decoder.embed_positions is None
    _, _, model = build_task_and_model(dict_dir, PAPER_ARCH, ["--msmsa-positions", "absolute"])
    assert model.encoder.embed_positions is not None and model.decoder.embed_positions is not None
    with pytest.raises(ValueError, match="--msmsa-positions"):
        build_task_and_model(dict_dir, ARCH, ["--msmsa-positions", "absolute",
                                              "--no-token-positional-embeddings"])


def test_paper_arch_defaults(dict_dir):
    args, _, model = build_task_and_model(dict_dir, "msmsa_paper", [
        "--encoder-layers", "3", "--encoder-attention-heads", "10", "--decoder-attention-heads", "10",
        "--encoder-embed-dim", "300"])
    assert args.msmsa_scales == "1,3,n/16,n/8,n/4" and args.msmsa_alpha == 0.5
    assert args.msmsa_layer == "paper" and args.msmsa_alpha_schedule == "paper"
    counts = [[sum(str(s) == name for s in layer.self_attn.head_scales)
               for name in ("1", "3", "0.0625n", "0.125n", "0.25n")] for layer in model.encoder.layers]
    assert counts == [[4, 3, 1, 1, 1], [3, 2, 2, 2, 1], [2, 2, 2, 2, 2]]  # eq. 11-12, see above


def test_mt_variant_has_the_transformer_parameter_count(dict_dir):
    """msmsa_transformer is the Transformer with MSMSA self-attention (UMST paper Table 2: its
    MSMSA baseline has the Transformer's 65M); msmsa_paper drops every FFN (eq. 10)."""
    dims = ["--encoder-embed-dim", "32", "--decoder-embed-dim", "32", "--encoder-ffn-embed-dim", "64",
            "--decoder-ffn-embed-dim", "64", "--encoder-layers", "2", "--decoder-layers", "2",
            "--encoder-attention-heads", "4", "--decoder-attention-heads", "4"]

    def count(arch):
        return sum(p.numel() for p in build_task_and_model(dict_dir, arch, dims)[2].parameters())

    ffn = (32 * 64 + 64) + (64 * 32 + 32) + 2 * 32  # fc1, fc2, final_layer_norm of one layer
    assert count("msmsa_transformer") == count("transformer")
    assert count("msmsa_paper") == count("transformer") - 4 * ffn


def _save_and_load(tmp_path, args, model, dict_dir):
    from fairseq import checkpoint_utils

    path = str(tmp_path / "checkpoint.pt")
    torch.save({"args": args, "model": model.state_dict(), "extra_state": {}, "last_optimizer_state": None,
                "optimizer_history": [{"criterion_name": "CrossEntropyCriterion", "optimizer_name": "Adam",
                                       "lr_scheduler_state": {}, "num_updates": 0}]}, path)
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([path], arg_overrides={"data": dict_dir})
    return [[str(s) for s in layer.self_attn.head_scales] for layer in models[0].encoder.layers]


def test_checkpoints_keep_their_alpha_schedule(dict_dir, tmp_path):
    """A checkpoint saved before --msmsa-alpha-schedule existed was trained with 'layers-above'
    and loads with it; a new checkpoint loads with the schedule it names."""
    flags = ["--msmsa-scales", "1,3,global", "--encoder-layers", "3", "--encoder-attention-heads", "8",
             "--decoder-attention-heads", "8", "--msmsa-alpha", "1"]
    args, _, model = build_task_and_model(dict_dir, ARCH, [*flags, "--msmsa-alpha-schedule", "layers-above"])
    old = [[str(s) for s in layer.self_attn.head_scales] for layer in model.encoder.layers]
    # the args of 0.1.0's checkpoints (tests/data/checkpoints/0.1.0/msmsa.pt)
    for name in ("msmsa_alpha_schedule", "msmsa_layer", "msmsa_positions", "msfairseq_version"):
        delattr(args, name)
    assert _save_and_load(tmp_path, args, model, dict_dir) == old
    args, _, model = build_task_and_model(dict_dir, ARCH, flags)
    new = [[str(s) for s in layer.self_attn.head_scales] for layer in model.encoder.layers]
    assert new != old and _save_and_load(tmp_path, args, model, dict_dir) == new


def test_replace_ffn_is_the_two_attention_layer(dict_dir):
    """The old flag (and old checkpoints' args) still build the two-attention layer."""
    _, _, a = build_task_and_model(dict_dir, ARCH, ["--msmsa-replace-ffn"])
    _, _, b = build_task_and_model(dict_dir, ARCH, ["--msmsa-layer", "two-attention"])
    assert [n for n, _ in a.named_parameters()] == [n for n, _ in b.named_parameters()]
    assert any("fc1.attn" in n for n, _ in a.named_parameters())
    with pytest.raises(ValueError, match="--msmsa-replace-ffn"):
        build_task_and_model(dict_dir, ARCH, ["--msmsa-replace-ffn", "--msmsa-layer", "paper"])
