"""da_transformer (Wu et al., NAACL 2021) as a fairseq model: padding, decoding, causality."""

import pytest
import torch

from fairseq.sequence_generator import SequenceGenerator
from msfairseq.models.da.attention import DistanceAwareAttention
from msfairseq.ops.distance_attention import flex

from utils import build_task_and_model, random_batch

# "nopos": the paper's model, distance re-scaling *instead of* sinusoidal positions (Sec. 2.2)
VARIANTS = {"self": [], "cross": ["--da-cross-attention"],
            "nopos": ["--no-token-positional-embeddings"]}


@pytest.fixture(scope="module", params=list(VARIANTS))
def built(request, dict_dir):
    args, task, model = build_task_and_model(dict_dir, "da_transformer_tiny",
                                             extra=VARIANTS[request.param])
    # spread the distance parameters so that distance matters a lot
    for m in model.modules():
        if isinstance(m, DistanceAwareAttention):
            with torch.no_grad():
                m.distance_weight.copy_(torch.linspace(-0.8, 0.8, m.num_heads))
                m.distance_offset.copy_(torch.linspace(0.5, -0.5, m.num_heads))
    return request.param, task, model


def _full(model, src, lens, prev):
    with torch.no_grad():
        return model(src, lens, prev)[0]


def test_modules_are_distance_aware(built):
    variant, _, model = built
    assert (model.encoder.embed_positions is None) == (variant == "nopos")
    assert (model.decoder.embed_positions is None) == (variant == "nopos")
    assert isinstance(model.encoder.layers[0].self_attn, DistanceAwareAttention)
    assert isinstance(model.decoder.layers[0].self_attn, DistanceAwareAttention)
    assert isinstance(model.decoder.layers[0].encoder_attn, DistanceAwareAttention) == (variant == "cross")


def test_distance_parameters_change_the_output(built):
    _, task, model = built
    src, lens, prev = random_batch(task)
    before = _full(model, src, lens, prev)
    attn = model.encoder.layers[0].self_attn
    saved = attn.distance_weight.detach().clone()
    with torch.no_grad():
        attn.distance_weight.mul_(-3.0)
    try:
        assert not torch.allclose(before, _full(model, src, lens, prev), atol=1e-4)
    finally:
        with torch.no_grad():
            attn.distance_weight.copy_(saved)


def test_padding_invariance(built):
    """Each sentence alone == the same sentence in a left-padded batch (encoder + decoder)."""
    _, task, model = built
    src, lens, prev = random_batch(task, bsz=3, src_len=9, tgt_len=6)
    batched = _full(model, src, lens, prev)
    with torch.no_grad():
        enc = model.encoder(src, lens)["encoder_out"][0]  # T x B x C
    for b in range(3):
        n = int(lens[b])
        alone_src = src[b:b + 1, -n:]
        alone = _full(model, alone_src, lens[b:b + 1], prev[b:b + 1])
        torch.testing.assert_close(batched[b:b + 1], alone, atol=1e-5, rtol=1e-5)
        with torch.no_grad():
            enc_alone = model.encoder(alone_src, lens[b:b + 1])["encoder_out"][0]
        torch.testing.assert_close(enc[-n:, b], enc_alone[:, 0], atol=1e-5, rtol=1e-5)


def test_incremental_equals_full(built):
    _, task, model = built
    src, lens, prev = random_batch(task, bsz=3, src_len=8, tgt_len=7)
    full = _full(model, src, lens, prev)
    state = {}
    steps = []
    with torch.no_grad():
        enc = model.encoder(src, lens)
        for t in range(prev.size(1)):
            out = model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0]
            steps.append(out)
    torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-5)


def test_decoding_steps_read_the_coefficients_from_one_table(built, monkeypatch):
    """Each decoding step takes ``f(w_h (t - j); v_h)`` from the decode's table (no distances
    or sigmoid per step and layer), rebuilt longer past STEP_TABLE_MIN steps: the outputs equal
    those of coefficients computed at every step, to within one rounding of the sigmoid (the
    table and a step's vector put a distance in different SIMD lanes), and the full pass."""
    from msfairseq.models.da import attention as da_attention

    _, task, model = built
    src, lens, prev = random_batch(task, bsz=2, src_len=8, tgt_len=da_attention.STEP_TABLE_MIN + 6)
    tables = set()

    def decode():
        state, steps = {}, []
        with torch.no_grad():
            enc = model.encoder(src, lens)
            for t in range(prev.size(1)):
                steps.append(model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0])
            for layer in model.decoder.layers:
                cache = layer.self_attn.get_incremental_state(state, "da_step")
                tables.add(None if cache is None else cache["table"].size(-1))
        return torch.cat(steps, dim=1)

    table = decode()
    assert tables == {2 * (da_attention.STEP_TABLE_MIN + 1)}  # built at 64, doubled at step 64

    def every_step(self, state, t, q):  # the coefficients recomputed from the distances
        pos = torch.arange(t + 1)
        return da_attention.distance_coefficients(self.distance_weight, self.distance_offset,
                                                  pos[-1:], pos) * q.size(-1) ** -0.5

    monkeypatch.setattr(DistanceAwareAttention, "_step_coefficients", every_step)
    torch.testing.assert_close(table, decode(), atol=2e-6, rtol=1e-6)
    torch.testing.assert_close(table, _full(model, src, lens, prev), atol=1e-5, rtol=1e-5)


def test_one_step_fast_path_equals_the_general_step_bit_for_bit(built, monkeypatch):
    """Beam-search steps of self-attention run ``_one_step`` (``B x C`` projections, ``bmm`` on
    ``(B*H) x T x D`` views, buffers by precomputed keys): the values of the general step
    (the dense reference on ``B x H x T x D`` with the same coefficient table), bit for bit,
    also after a beam reorder."""
    _, task, model = built
    src, lens, prev = random_batch(task, bsz=3, src_len=8, tgt_len=9)
    order = torch.tensor([2, 2, 0])
    calls = []
    real = DistanceAwareAttention._one_step
    monkeypatch.setattr(DistanceAwareAttention, "_one_step",
                        lambda self, *a: calls.append(1) or real(self, *a))

    def decode():
        state, steps, p, enc = {}, [], prev, model.encoder(src, lens)
        for t in range(prev.size(1)):
            if t == 3:
                model.decoder.reorder_incremental_state_scripting(state, order)
                enc, p = model.encoder.reorder_encoder_out(enc, order), p.index_select(0, order)
            steps.append(model.decoder(p[:, :t + 1], encoder_out=enc, incremental_state=state)[0])
        return torch.cat(steps, dim=1)

    with torch.no_grad():
        fast = decode()
        assert len(calls) == prev.size(1) * len(model.decoder.layers)
        monkeypatch.setattr(DistanceAwareAttention, "_fast_step", lambda self, state: False)
        general = decode()
    assert len(calls) == prev.size(1) * len(model.decoder.layers)
    assert torch.equal(fast, general)


def test_incremental_with_reordering(built):
    """Beam search reorders cached states; the result must equal the full pass on the new order."""
    _, task, model = built
    src, lens, prev = random_batch(task, bsz=3, src_len=8, tgt_len=6)
    order = torch.tensor([2, 2, 0, 1])  # duplicate one row, drop none, permute
    full = _full(model, src[order], lens[order], prev[order])
    state = {}
    with torch.no_grad():
        enc = model.encoder(src, lens)
        for t in range(3):
            model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)
        model.decoder.reorder_incremental_state_scripting(state, order)
        enc = model.encoder.reorder_encoder_out(enc, order)
        outs = [model.decoder(prev[order][:, :t + 1], encoder_out=enc, incremental_state=state)[0]
                for t in range(3, 6)]
    torch.testing.assert_close(torch.cat(outs, dim=1), full[:, 3:], atol=1e-5, rtol=1e-5)


def test_causality(built):
    _, task, model = built
    src, lens, prev = random_batch(task, bsz=2, src_len=7, tgt_len=8)
    base = _full(model, src, lens, prev)
    for t in (0, 3, 6):
        changed = prev.clone()
        changed[:, t + 1:] = (changed[:, t + 1:] + 5 - task.target_dictionary.nspecial) % (
            len(task.target_dictionary) - task.target_dictionary.nspecial) + task.target_dictionary.nspecial
        assert not torch.equal(changed, prev)
        out = _full(model, src, lens, changed)
        torch.testing.assert_close(out[:, :t + 1], base[:, :t + 1], atol=1e-6, rtol=1e-6)
        assert not torch.allclose(out[:, t + 1:], base[:, t + 1:], atol=1e-4)


def test_beam_search_runs_and_matches_scores(built):
    _, task, model = built
    src, lens, _ = random_batch(task, bsz=2, src_len=6)
    gen = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=6)
    with torch.no_grad():
        hyps = gen.forward({"net_input": {"src_tokens": src, "src_lengths": lens}})
    for b, h in enumerate(hyps):
        best = h[0]
        tokens = best["tokens"]
        prev = torch.cat([torch.tensor([task.target_dictionary.eos()]), tokens[:-1]])[None]
        lprobs = model.get_normalized_probs(
            model(src[b:b + 1], lens[b:b + 1], prev), log_probs=True)[0]
        score = lprobs.gather(-1, tokens[:, None]).squeeze(-1)
        torch.testing.assert_close(best["positional_scores"], score, atol=1e-4, rtol=1e-4)


def test_training_gradients_reach_distance_parameters(built):
    _, task, model = built
    src, lens, prev = random_batch(task)
    model.train()
    try:
        model.zero_grad()
        out = model(src, lens, prev)[0]
        out.float().logsumexp(-1).sum().backward()
        for m in model.modules():
            if isinstance(m, DistanceAwareAttention):
                assert m.distance_weight.grad.abs().sum() > 0
                assert m.distance_offset.grad.abs().sum() > 0
    finally:
        model.zero_grad()
        model.eval()


@pytest.mark.skipif(not flex.available(), reason="this torch has no FlexAttention")
@pytest.mark.filterwarnings("ignore:flex_attention called without torch.compile")
def test_flex_path_matches_dense_in_inference(built, monkeypatch):
    """The module's flex plumbing (positions, masks, incremental) == dense. Eager flex keeps
    this test fast; the compiled kernel is compared with the reference in test_da_ops."""
    _, task, model = built
    monkeypatch.setattr(flex, "_compiled", lambda device_type: flex._flex_da)
    src, lens, prev = random_batch(task, bsz=3, src_len=8, tgt_len=5)
    dense = _full(model, src, lens, prev)
    attns = [m for m in model.modules() if isinstance(m, DistanceAwareAttention)]
    for m in attns:
        m.impl = "flex"
    try:
        torch.testing.assert_close(_full(model, src, lens, prev), dense, atol=1e-5, rtol=1e-5)
    finally:
        for m in attns:
            m.impl = "auto"


def test_unsupported_flag_fails_at_build_naming_it(dict_dir):
    with pytest.raises(ValueError, match="--cross-self-attention"):
        build_task_and_model(dict_dir, "da_transformer_tiny", extra=["--cross-self-attention"])


def test_default_initialisation(dict_dir):
    """Our choice (the paper gives none): w_h ~ U[-0.1, 0.1], v_h = 0, so f(0) = 1 and
    f = 2 sigmoid(w_h R) at the start."""
    _, _, model = build_task_and_model(dict_dir, "da_transformer_tiny", extra=["--seed", "3"])
    ws = []
    for m in model.modules():
        if isinstance(m, DistanceAwareAttention):
            assert torch.equal(m.distance_offset, torch.zeros(m.num_heads))
            ws.append(m.distance_weight.detach())
    ws = torch.cat(ws)
    assert ws.abs().max() <= 0.1 and ws.abs().max() > 0.0 and len(set(ws.tolist())) == len(ws)


def test_flags_reach_the_attention_modules(dict_dir):
    _, _, model = build_task_and_model(
        dict_dir, "da_transformer_tiny",
        extra=["--da-attention-impl", "dense", "--da-weight-init", "0", "--da-cross-attention"])
    attns = [m for m in model.modules() if isinstance(m, DistanceAwareAttention)]
    assert len(attns) == 2 + 2 * 2  # encoder self, decoder self + cross
    for m in attns:
        assert m.impl == "dense"
        assert torch.equal(m.distance_weight, torch.zeros(m.num_heads))


@pytest.mark.parametrize("extra,sees_order", [
    (["--no-token-positional-embeddings"], False),  # the paper's model, MT cross-attention
    ([], True),  # our default: sinusoidal positions kept
    (["--no-token-positional-embeddings", "--da-cross-attention"], True),
], ids=["nopos", "default", "nopos_da_cross"])
def test_without_positions_a_reversed_source_is_invisible(dict_dir, extra, sees_order):
    """Why da_transformer keeps the sinusoidal positions: R_ij = |i - j| has no
    direction, so without positions the encoder maps a reversed source to its states
    reversed, and standard cross-attention, blind to key order, then gives the
    decoder exactly the same context: "a b c" and "c b a" translate alike."""
    _, task, model = build_task_and_model(dict_dir, "da_transformer_tiny", extra=extra)
    for m in model.modules():
        if isinstance(m, DistanceAwareAttention):
            with torch.no_grad():
                m.distance_weight.copy_(torch.linspace(-0.8, 0.8, m.num_heads))
    src, lens, prev = random_batch(task, bsz=1, src_len=7, tgt_len=5)
    rev = src.flip(1)
    with torch.no_grad():
        enc = model.encoder(src, lens)["encoder_out"][0]  # T x 1 x C
        enc_rev = model.encoder(rev, lens)["encoder_out"][0]
    same_context = torch.allclose(enc_rev, enc.flip(0), atol=1e-5)
    same_output = torch.allclose(_full(model, src, lens, prev), _full(model, rev, lens, prev),
                                 atol=1e-5)
    if sees_order:
        assert not same_output
    else:
        assert same_context and same_output
