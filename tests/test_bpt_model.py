"""BP-Transformer model (Ye et al., 2019): incremental == full, causality, padding, k >= n, flags."""

import pytest
import torch
from fairseq.sequence_generator import SequenceGenerator

from msfairseq.models.bpt.graph import batch_graph, num_live_spans, num_spans
from utils import build_task_and_model, random_batch

ARCH = "bpt_mt_tiny"


FLAG_SETS = {
    "k1": ["--bpt-k", "1"],
    "released-embeddings": ["--bpt-released-embeddings", "--bpt-k", "2"],
    "k3-prenorm-norel": ["--bpt-k", "3", "--bpt-no-rel-pos", "--encoder-normalize-before",
                         "--decoder-normalize-before", "--bpt-rel-clip", "0"],
}


@pytest.fixture(scope="module", params=sorted(FLAG_SETS))
def tiny(dict_dir, request):
    _, task, model = build_task_and_model(dict_dir, ARCH, FLAG_SETS[request.param])
    return task, model


def decode_incrementally(model, src, lengths, prev):
    enc = model.encoder(src, lengths)
    state, outs = {}, []
    for t in range(prev.shape[1]):
        out, _ = model.decoder(prev[:, : t + 1], enc, incremental_state=state)
        outs.append(out)
    return torch.cat(outs, 1)


def test_incremental_equals_full(tiny):
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=3, src_len=11, tgt_len=21)  # spans up to level 4
    with torch.no_grad():
        full, _ = model(src, lengths, prev)
        step = decode_incrementally(model, src, lengths, prev)
    assert full.shape == step.shape == (3, 21, len(task.target_dictionary))
    torch.testing.assert_close(step, full, atol=1e-5, rtol=1e-5)


def test_incremental_with_reordering(tiny):
    """Beam search reorders cached states; reordered step-by-step == full on reordered batch."""
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=3, src_len=9, tgt_len=12)
    src, lengths = src[:1].expand(3, -1), lengths[:1].expand(3)  # one sentence, 3 beams
    order = torch.tensor([2, 0, 0])
    with torch.no_grad():
        enc = model.encoder(src, lengths)
        state, outs = {}, []
        for t in range(prev.shape[1]):
            if t == 6:
                model.decoder.reorder_incremental_state_scripting(state, order)
                prev = prev[order]
                outs = [o[order] for o in outs]
            out, _ = model.decoder(prev[:, : t + 1], enc, incremental_state=state)
            outs.append(out)
        full, _ = model(src[order], lengths[order], prev)
    torch.testing.assert_close(torch.cat(outs, 1), full, atol=1e-5, rtol=1e-5)


def test_decoder_is_causal(tiny):
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=2, src_len=9, tgt_len=16)
    with torch.no_grad():
        base, _ = model(src, lengths, prev)
        for t in (0, 3, 7, 12):
            changed = prev.clone()
            changed[:, t + 1:] = torch.randint(4, len(task.target_dictionary), changed[:, t + 1:].shape)
            out, _ = model(src, lengths, changed)
            torch.testing.assert_close(out[:, : t + 1], base[:, : t + 1], atol=1e-6, rtol=0)
            assert (out[:, t + 1:] - base[:, t + 1:]).abs().max() > 1e-4  # the change is visible later


def test_padding_invariance(tiny):
    """A sentence gives the same encoder states and decoder outputs alone or left-padded in a batch."""
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=3, src_len=13, tgt_len=8)
    with torch.no_grad():
        enc = model.encoder(src, lengths)["encoder_out"][0]  # T x B x C
        out, _ = model(src, lengths, prev)
        for b in range(3):
            n = int(lengths[b])
            alone = src[b:b + 1, -n:]
            enc_b = model.encoder(alone, lengths[b:b + 1])["encoder_out"][0]
            torch.testing.assert_close(enc_b[:, 0], enc[-n:, b], atol=1e-5, rtol=1e-5)
            out_b, _ = model(alone, lengths[b:b + 1], prev[b:b + 1])
            torch.testing.assert_close(out_b, out[b:b + 1], atol=1e-5, rtol=1e-5)


def test_right_padding_equals_left_padding(tiny):
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=3, src_len=10, tgt_len=5)
    pad = task.source_dictionary.pad()
    right = torch.full_like(src, pad)
    for b, n in enumerate(lengths.tolist()):
        right[b, :n] = src[b, -n:]
    with torch.no_grad():
        left_out, _ = model(src, lengths, prev)
        right_out, _ = model(right, lengths, prev)
    torch.testing.assert_close(right_out, left_out, atol=1e-5, rtol=1e-5)


def test_spans_start_at_zero_and_carry_long_range_context(dict_dir):
    """With k=1, token 0 sees token n-1 only through span nodes, which hold
    information only after one update: 1 encoder layer -> no dependence, 2 -> dependence."""
    for layers, expect_dependence in ((1, False), (2, True)):
        _, task, model = build_task_and_model(dict_dir, ARCH, ["--bpt-k", "1", "--encoder-layers", str(layers)])
        src, lengths, _ = random_batch(task, bsz=1, src_len=16, pad_src=False)
        emb = model.encoder.embed_tokens(src).detach().requires_grad_(True)
        out = model.encoder(src, lengths, token_embeddings=emb)["encoder_out"][0]  # T x B x C
        (out[0] * torch.randn(out.shape[1:], generator=torch.Generator().manual_seed(0))).sum().backward()
        far = emb.grad[0, 8:].abs().sum()
        assert (far > 0) == expect_dependence, (layers, float(far))


def test_layer_with_k_at_least_n_is_full_attention(dict_dir):
    """k >= n: every token attends to all tokens (no span reaches a token), so one layer
    equals dense attention with the relative-position bias of the token offset."""
    n, k = 7, 8
    _, _, model = build_task_and_model(dict_dir, ARCH, ["--bpt-k", str(k)])
    layer = model.encoder.layers[0]
    attn = layer.self_attn
    torch.manual_seed(0)
    S = num_spans(n)
    x = torch.randn(1, n + S, attn.embed_dim)
    graph = batch_graph([n], [0], n, S, k, False, attn.clip)
    with torch.no_grad():
        got = attn(x, graph, n)[0, :n]
        h, d = attn.num_heads, attn.head_dim
        q = attn.q_proj(x[0, :n]).view(n, h, d)
        kk = attn.k_proj(x[0, :n]).view(n, h, d)
        v = attn.v_proj(x[0, :n]).view(n, h, d)
        i, j = torch.meshgrid(torch.arange(n), torch.arange(n), indexing="ij")
        dist = (i - j).abs()
        etype = torch.where(j < i, 2 * dist - 1, 2 * dist)  # level 0: self 0, left 2d-1, right 2d
        r = attn.rel_embed.weight[etype]  # n x n x D
        scores = (torch.einsum("ihd,jhd->hij", q, kk) + torch.einsum("ihd,ijd->hij", q, r)) * d ** -0.5
        want = attn.out_proj(torch.einsum("hij,jhd->ihd", scores.softmax(-1), v).reshape(n, -1))
    torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)


def test_training_step_has_gradients(dict_dir):
    _, task, model = build_task_and_model(dict_dir, ARCH, ["--dropout", "0.1"])
    model.train()
    src, lengths, prev = random_batch(task, bsz=3, src_len=12, tgt_len=9)
    out, _ = model(src, lengths, prev)
    out.logsumexp(-1).mean().backward()
    for name, p in model.named_parameters():
        assert p.grad is not None and torch.isfinite(p.grad).all(), name
    rel = model.encoder.layers[0].self_attn.rel_embed.weight.grad
    assert rel.abs().sum() > 0


def test_beam_search_matches_rescoring(tiny):
    """The hypothesis fairseq's beam search returns scores the same under a full forward pass."""
    task, model = tiny
    src, lengths, _ = random_batch(task, bsz=2, src_len=9)
    gen = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=10, min_len=10)
    with torch.no_grad():
        hyps = gen.forward({"net_input": {"src_tokens": src, "src_lengths": lengths}})
        for b in range(2):
            best = hyps[b][0]
            tokens = best["tokens"]
            prev = torch.cat([tokens.new_tensor([task.target_dictionary.eos()]), tokens[:-1]])[None]
            logits, _ = model(src[b:b + 1, -int(lengths[b]):], lengths[b:b + 1], prev)
            lprobs = model.get_normalized_probs((logits, None), log_probs=True)[0]
            scores = lprobs.gather(-1, tokens[:, None]).squeeze(-1)
            torch.testing.assert_close(scores, best["positional_scores"], atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("flags, name", [
    (["--bpt-k", "0"], "--bpt-k"), (["--bpt-rel-clip", "-1"], "--bpt-rel-clip"),
    (["--bpt-abs-pos", "--bpt-no-rel-pos"], "--bpt-abs-pos"),
    (["--bpt-abs-pos", "--no-token-positional-embeddings"], "--no-token-positional-embeddings"),
    (["--attention-dropout", "1.0"], "--attention-dropout"),
    (["--bpt-released-embeddings", "--layernorm-embedding"], "--layernorm-embedding"),
    (["--bpt-released-embeddings", "--decoder-embed-dim", "32"], "--decoder-embed-dim"),
])
def test_invalid_flags_fail_naming_the_flag(dict_dir, flags, name):
    with pytest.raises(ValueError, match=name):
        build_task_and_model(dict_dir, ARCH, flags)


def test_default_has_no_absolute_positions(dict_dir):
    """With tree relative positions (the default), the layer-0 input is the scaled token
    embedding alone, as in the authors' code (rel_pos: True -> no positional encoding)."""
    _, task, model = build_task_and_model(dict_dir, ARCH)
    assert model.encoder.embed_positions is None and model.decoder.embed_positions is None
    src, lengths, prev = random_batch(task, bsz=2, src_len=6)
    x, _ = model.encoder.forward_embedding(src)
    torch.testing.assert_close(x, model.encoder.embed_scale * model.encoder.embed_tokens(src), atol=0, rtol=0)
    for flags in (["--bpt-abs-pos"], ["--bpt-no-rel-pos"]):  # the old default; no relative positions
        _, _, other = build_task_and_model(dict_dir, ARCH, flags)
        assert other.encoder.embed_positions is not None and other.decoder.embed_positions is not None


def test_checkpoint_from_before_the_paper_default_is_refused_with_the_fix(dict_dir):
    """Sinusoidal positions have no weights: an old (absolute-position) checkpoint would load
    silently into a model without them. The encoder's bpt_version buffer tells them apart."""
    _, _, old = build_task_and_model(dict_dir, ARCH, ["--bpt-abs-pos"])
    state = old.state_dict()
    del state["encoder.bpt_version"]  # what a checkpoint saved before the buffer existed holds
    _, _, new = build_task_and_model(dict_dir, ARCH)
    with pytest.raises(ValueError, match="bpt_abs_pos"):
        new.load_state_dict(dict(state), strict=True)
    old.load_state_dict(dict(state), strict=True)  # with --bpt-abs-pos it loads
    new.load_state_dict(new.state_dict(), strict=True)  # a current checkpoint loads


def test_attention_dropout_mask_is_drawn_in_training_only(dict_dir):
    _, _, model = build_task_and_model(dict_dir, ARCH)  # bpt_mt default: 0.1, as the authors' configs
    attn = model.encoder.layers[0].self_attn
    assert attn.dropout_p == 0.1 and model.decoder.layers[0].encoder_attn.dropout_module.p == 0.1
    like = torch.zeros(1)
    assert attn._dropout_mask(10, like) is None  # eval
    attn.train()
    attn.dropout_p = 0.25
    torch.manual_seed(3)
    m = attn._dropout_mask(20000, like)
    torch.manual_seed(3)
    assert torch.equal(m, attn._dropout_mask(20000, like))  # a fixed seed gives the same mask
    assert m.shape == (20000, attn.num_heads)
    torch.testing.assert_close(m.unique(), torch.tensor([0.0, 1 / 0.75]))
    assert abs(float(m.eq(0).float().mean()) - 0.25) < 0.01


def test_dense_and_csr_paths_agree_in_training_with_dropout(dict_dir, monkeypatch):
    """Same seed -> same attention-dropout mask on both paths: same outputs and gradients."""
    from msfairseq.ops import bpt_attention

    _, task, model = build_task_and_model(dict_dir, ARCH, ["--attention-dropout", "0.3", "--dropout", "0.1"])
    model.train()
    batch = random_batch(task, bsz=3, src_len=11, tgt_len=9)
    results = []
    for impl in ("dense", "reference", "dense"):
        monkeypatch.setenv(bpt_attention.ENV_VAR, impl)
        torch.manual_seed(7)
        model.zero_grad(set_to_none=True)
        out, _ = model(*batch)
        out.logsumexp(-1).sum().backward()
        results.append((out.detach(), {n: p.grad.clone() for n, p in model.named_parameters()}))
    (dense, gd), (csr, gc), (again, ga) = results
    torch.testing.assert_close(dense, csr, atol=1e-5, rtol=1e-5)
    assert torch.equal(dense, again)  # deterministic for a fixed seed
    for name, g in gd.items():
        torch.testing.assert_close(g, gc[name], atol=1e-5, rtol=1e-4, msg=name)
    torch.manual_seed(7)
    model.encoder.layers[0].self_attn.dropout_p = 0.0
    out, _ = model(*batch)
    assert (out.detach() - dense).abs().max() > 1e-3  # the mask changed the result


def test_ffn_activation_dropout_is_the_released_dropouth(dict_dir):
    """The released model drops 0.1 after the FFN's ReLU (modules/attention.py
    PositionwiseFeedForward(dropout=dropouth), dropouth 0.1 in configs/wmt-4.yml)."""
    args, _, model = build_task_and_model(dict_dir, ARCH)
    assert args.activation_dropout == 0.1
    for layer in list(model.encoder.layers) + list(model.decoder.layers):
        assert layer.activation_dropout_module.p == 0.1
    args, _, _ = build_task_and_model(dict_dir, ARCH, ["--activation-dropout", "0.3"])
    assert args.activation_dropout == 0.3


def _decoder_layer_case(model, T=8, seed=0):
    layer = model.decoder.layers[0]
    S = num_live_spans(T, layer.self_attn.k, True, layer.self_attn.clip)
    graph = batch_graph([T, T], [0, 0], T, S, layer.self_attn.k, True, layer.self_attn.clip)
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(2, T + S, layer.embed_dim, generator=g)
    enc = torch.randn(5, 2, layer.embed_dim, generator=g)
    with torch.no_grad():  # trained-looking LayerNorms: at init (1, 0) a second norm changes nothing
        for norm in (layer.self_attn_layer_norm, layer.encoder_attn_layer_norm, layer.final_layer_norm):
            norm.weight.uniform_(0.5, 1.5, generator=g)
            norm.bias.normal_(0, 0.5, generator=g)
    return layer, graph, x, enc, S


@pytest.mark.parametrize("prenorm", [False, True], ids=["postnorm", "prenorm"])
def test_decoder_span_rows_pass_the_cross_attention_sublayer_as_released(dict_dir, prenorm):
    """The released decoder (modules/attention.py BPTMemBlock) applies the cross-attention
    sub-layer's LayerNorm to every node, ``norm_in[1](h + o)``, with ``o`` = 0 for spans (they
    have no cross-attention edges). Post-norm: span rows get encoder_attn_layer_norm; pre-norm:
    a zero sub-layer output leaves them as they are. Then the FFN, as for tokens."""
    flags = ["--decoder-normalize-before"] if prenorm else []
    _, _, model = build_task_and_model(dict_dir, ARCH, flags)
    layer, graph, x, enc, S = _decoder_layer_case(model)
    T = x.shape[1] - S
    with torch.no_grad():
        out = layer(x, graph, T, enc, None)[0][:, T:]
        h = layer.self_attn_layer_norm(x) if prenorm else x
        h = x + layer.self_attn(h, graph, T)
        spans = h[:, T:] if prenorm else layer.encoder_attn_layer_norm(layer.self_attn_layer_norm(h)[:, T:])
        ffn_in = layer.final_layer_norm(spans) if prenorm else spans
        want = spans + layer.fc2(torch.relu(layer.fc1(ffn_in)))
        want = want if prenorm else layer.final_layer_norm(want)
    assert S > 0
    torch.testing.assert_close(out, want, atol=1e-5, rtol=1e-5)


def test_checkpoints_before_span_rows_got_the_cross_norm_decode_as_trained(dict_dir):
    """bpt_version < 3: the checkpoint's decoder passed span rows through the cross-attention
    sub-layer untouched; loading it keeps that, so it translates as it was trained."""
    _, task, model = build_task_and_model(dict_dir, ARCH)
    layer, graph, x, enc, S = _decoder_layer_case(model)
    T = x.shape[1] - S
    state = {k: v.clone() for k, v in model.state_dict().items()}  # a checkpoint's own tensors
    assert state["encoder.bpt_version"].item() == 3
    with torch.no_grad():
        new = layer(x, graph, T, enc, None)[0]
        old_state = dict(state, **{"encoder.bpt_version": torch.tensor([2.0])})
        model.load_state_dict(old_state, strict=True)
        assert not any(lyr.span_cross_norm for lyr in model.decoder.layers)
        old = layer(x, graph, T, enc, None)[0]
        model.load_state_dict(state, strict=True)
        assert all(lyr.span_cross_norm for lyr in model.decoder.layers)
    assert (old[:, T:] - new[:, T:]).abs().max() > 1e-3  # the two paths differ on span rows
    torch.testing.assert_close(old[:, :T], new[:, :T], atol=0, rtol=0)  # not on this layer's tokens


def test_relative_position_table_init_is_the_released_xavier_uniform(dict_dir):
    """The released table (MAX_ETYPE = 1000 rows x d_k) is Xavier-uniform: bound
    sqrt(6 / (1000 + d_k)) (std 0.043 at d_k 64). Ours has one row per relation type, drawn from
    that distribution (the paper gives no initialisation)."""
    _, _, model = build_task_and_model(dict_dir, ARCH, ["--encoder-embed-dim", "256", "--encoder-attention-heads",
                                                       "4", "--decoder-embed-dim", "256", "--bpt-k", "4"])
    w = torch.cat([lyr.self_attn.rel_embed.weight.flatten() for lyr in model.encoder.layers])
    bound = (6 / (1000 + 64)) ** 0.5
    assert w.abs().max() <= bound
    assert abs(w.std().item() - bound / 3 ** 0.5) < 0.1 * bound / 3 ** 0.5


def test_released_embedding_path(dict_dir):
    """--bpt-released-embeddings (modules/model.py): E[x], no sqrt(d) scale, dropout, then one
    LayerNorm that encoder and decoder share; dropout before the output projection, + bias."""
    _, task, model = build_task_and_model(dict_dir, ARCH, ["--bpt-released-embeddings"])
    enc, dec = model.encoder, model.decoder
    assert enc.released_embed_norm is dec.released_embed_norm is not None
    assert enc.embed_scale == 1.0 and enc.layernorm_embedding is None
    names = [n for n, _ in model.named_parameters()]
    assert "decoder.output_bias" in names
    src, lengths, prev = random_batch(task, bsz=2, src_len=6)
    with torch.no_grad():
        x, _ = enc.forward_embedding(src)
        torch.testing.assert_close(x, enc.released_embed_norm(enc.embed_tokens(src)), atol=0, rtol=0)
        feats = torch.randn(2, 3, dec.embed_dim)
        torch.testing.assert_close(dec.output_layer(feats), dec.output_projection(feats) + dec.output_bias)
    model.train()
    torch.manual_seed(5)
    x, _ = enc.forward_embedding(src)
    torch.manual_seed(5)
    want = enc.released_embed_norm(enc.dropout_module(enc.embed_tokens(src)))  # dropout, then norm
    torch.testing.assert_close(x, want, atol=0, rtol=0)


def test_only_target_tokens_query_the_source(dict_dir):
    """Decoder span nodes do not query the source (the authors' inter graph joins source
    tokens to target tokens only): changing the source changes token rows, never span rows."""
    _, _, model = build_task_and_model(dict_dir, ARCH)
    layer = model.decoder.layers[0]
    T = 8
    S = num_live_spans(T, layer.self_attn.k, True, layer.self_attn.clip)
    graph = batch_graph([T, T], [0, 0], T, S, layer.self_attn.k, True, layer.self_attn.clip)
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2, T + S, layer.embed_dim, generator=g)
    enc_a, enc_b = (torch.randn(5, 2, layer.embed_dim, generator=g) for _ in range(2))
    with torch.no_grad():
        out_a, out_b = (layer(x, graph, T, enc, None)[0] for enc in (enc_a, enc_b))
    assert S > 0 and torch.equal(out_a[:, T:], out_b[:, T:])
    assert (out_a[:, :T] - out_b[:, :T]).abs().min() > 0


@pytest.mark.parametrize("impl", ["dense", "reference"])
def test_incremental_equals_full_on_both_step_paths(dict_dir, monkeypatch, impl):
    """Decoding steps score the whole cache (dense) or gather each row's keys (CSR side): both exact."""
    from msfairseq.ops import bpt_attention

    monkeypatch.setenv(bpt_attention.ENV_VAR, impl)
    _, task, model = build_task_and_model(dict_dir, ARCH, ["--bpt-k", "1"])
    src, lengths, prev = random_batch(task, bsz=2, src_len=9, tgt_len=35)  # spans up to level 4
    with torch.no_grad():
        full, _ = model(src, lengths, prev)
        step = decode_incrementally(model, src, lengths, prev)
    torch.testing.assert_close(step, full, atol=1e-5, rtol=1e-5)


def _step_as_matmuls(self, x, plan, incremental_state, tokens_only=False):
    """The decoding step written with ``torch.matmul`` on ``B x H x R x D`` and 3-D projections
    (the form before the step took ``bmm`` views and per-plan indices): the reference of
    :func:`test_decoding_step_is_the_matmul_form_bit_for_bit`."""
    import torch.nn.functional as F
    from msfairseq.ops.bpt_attention import use_dense

    bsz, h = x.shape[0], self.num_heads
    heads = lambda proj, t: proj(t).view(*t.shape[:-1], h, self.head_dim)  # noqa: E731
    cache = self.get_incremental_state(incremental_state, "bpt") or {}
    k, v = heads(self.k_proj, x).transpose(1, 2), heads(self.v_proj, x).transpose(1, 2)
    if "k" in cache:
        k, v = torch.cat([cache["k"], k], 2), torch.cat([cache["v"], v], 2)
    cache["k"], cache["v"] = k, v
    self.set_incremental_state(incremental_state, "bpt", cache)
    rows = 1 if tokens_only else x.shape[1]
    q = heads(self.q_proj, x[:, :rows]).transpose(1, 2)
    rel = self._rel_scores(q)
    if use_dense(k.shape[2], x.device, self.impl):
        ty = plan.cache_types[:rows]
        scores, keys_v = torch.matmul(q, k.transpose(-1, -2)) * self.scaling, v
    else:
        ty, idx = plan.types[:rows], plan.keys[:rows].clamp(min=0)
        keys_v = v[:, :, idx]
        scores = torch.matmul(k[:, :, idx], q.unsqueeze(-1)).squeeze(-1) * self.scaling
    if rel is not None:
        scores = scores + rel.gather(-1, ty.clamp(min=0).expand(bsz, h, -1, -1))
    p = F.softmax(scores.masked_fill(ty.lt(0), float("-inf")), dim=-1)
    out = torch.matmul(p, keys_v) if keys_v.dim() == 4 else torch.matmul(p.unsqueeze(-2), keys_v).squeeze(-2)
    return self.out_proj(out.transpose(1, 2).reshape(bsz, rows, self.embed_dim))


@pytest.mark.parametrize("impl", ["dense", "reference"])
def test_decoding_step_is_the_matmul_form_bit_for_bit(tiny, monkeypatch, impl):
    """A decoding step's ``bmm`` on ``(B*H) x R x D`` views, ``(B*R) x C`` projections and
    per-plan indices give the values of the same step written with ``torch.matmul``
    (:func:`_step_as_matmuls`), bit for bit, on both step paths and after a beam reorder."""
    from msfairseq.models.bpt.attention import BPTGraphAttention
    from msfairseq.ops import bpt_attention

    monkeypatch.setenv(bpt_attention.ENV_VAR, impl)
    task, model = tiny
    src, lengths, prev = random_batch(task, bsz=3, src_len=9, tgt_len=19)  # spans up to level 4

    def decode():
        enc, state, outs, p = model.encoder(src, lengths), {}, [], prev
        for t in range(prev.shape[1]):
            if t == 7:
                order = torch.tensor([2, 0, 0])
                model.decoder.reorder_incremental_state_scripting(state, order)
                enc, p = model.encoder.reorder_encoder_out(enc, order), p[order]
            outs.append(model.decoder(p[:, : t + 1], enc, incremental_state=state)[0])
        return torch.cat(outs, 1)

    with torch.no_grad():
        fast = decode()
        monkeypatch.setattr(BPTGraphAttention, "forward_step", _step_as_matmuls)
        general = decode()
    assert torch.equal(fast, general)


def test_released_init_draws_the_layers_as_the_released_reset_parameters(dict_dir):
    """--bpt-init released: every attention projection and FFN matrix Xavier-uniform with gain 1
    (yzh119/BPT modules/attention.py reset_parameters), attention biases zero; with
    --bpt-released-embeddings the table and the output bias in ±1/√d. The default keeps fairseq's
    draws (q, k, v with gain 1/√2)."""
    import math

    def xavier_bound(w, gain=1.0):
        return gain * math.sqrt(6.0 / (w.shape[0] + w.shape[1]))

    _, _, model = build_task_and_model(dict_dir, ARCH, ["--bpt-init", "released", "--bpt-released-embeddings"])
    for layer in [*model.encoder.layers, *model.decoder.layers]:
        attns = [layer.self_attn] + ([layer.encoder_attn] if layer.__class__.__name__ == "BPTDecoderLayer" else [])
        for attn in attns:
            for proj in (attn.q_proj, attn.k_proj, attn.v_proj, attn.out_proj):
                bound = xavier_bound(proj.weight)
                assert 0.9 * bound < proj.weight.abs().max() <= bound
                assert not proj.bias.any()
        for fc in (layer.fc1, layer.fc2):
            assert 0.9 * xavier_bound(fc.weight) < fc.weight.abs().max() <= xavier_bound(fc.weight)
    table, d = model.encoder.embed_tokens.weight, model.encoder.embed_tokens.embedding_dim
    assert 0.9 / math.sqrt(d) < table.abs().max() <= 1 / math.sqrt(d)
    assert not table[model.encoder.embed_tokens.padding_idx].any()
    assert 0 < model.decoder.output_bias.abs().max() <= 1 / math.sqrt(d)
    _, _, default = build_task_and_model(dict_dir, ARCH)
    q = default.encoder.layers[0].self_attn.q_proj.weight
    assert q.abs().max() <= xavier_bound(q, gain=1 / math.sqrt(2))
