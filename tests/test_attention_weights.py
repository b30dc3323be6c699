"""Encoder-decoder attention weights of every family, fairseq's convention.

fairseq's decoders return ``(x, {"attn": [A], ...})`` with ``A`` the cross-attention of the
alignment layer (default: the last), averaged over its first ``alignment_heads`` heads,
``B x T_tgt x S_src``; beam search collects it for ``--print-alignment`` and
``--replace-unk``. Each family's tiny model is checked here: shape, rows that are softmax
distributions over the real source tokens (zero on padding), step-by-step decoding equal to
the full forward pass, and equality with a plain per-head softmax recomputed from the
layer's own projections of the inputs its cross-attention received.
"""

import pytest
import torch

from utils import build_task_and_model, random_batch

# (arch, extra flags, task)
ARCHS = [
    ("msmsa_transformer_tiny", (), "translation"),
    ("msmsa_paper_tiny", (), "translation"),
    ("muse_tiny", (), "translation"),
    ("muse_tiny", ("--muse-sequential-cross-attention",), "translation"),
    ("muse_simple_tiny", (), "translation"),
    ("bpt_mt_tiny", (), "translation"),
    ("umst_tiny", (), "umst_translation"),
    ("da_transformer_tiny", (), "translation"),
    ("da_transformer_tiny", ("--da-cross-attention",), "translation"),
]
IDS = [arch + "".join(flags) for arch, flags, _ in ARCHS]


def build(dict_dir, arch, flags, task, bsz=3, src_len=9, tgt_len=6):
    """``(model, net_input)``: the tiny model in eval mode and a left-padded batch."""
    _, task_obj, model = build_task_and_model(dict_dir, arch, list(flags), task=task)
    if task == "umst_translation":
        from test_umst_model_fairseq import umst_batch

        return model, umst_batch(task_obj, bsz=bsz, src_len=src_len, tgt_len=tgt_len)
    src, lengths, prev = random_batch(task_obj, bsz=bsz, src_len=src_len, tgt_len=tgt_len)
    return model, {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}


def decode(model, net_input, **kwargs):
    """The full forward pass's ``(encoder_out, attn)``."""
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(net_input)
        _, extra = model.decoder(net_input["prev_output_tokens"], encoder_out=enc, **kwargs)
    return enc, extra["attn"][0]


def reference_weights(model, net_input, layer):
    """``H x B x T x S``: softmax(q k^T / sqrt(D)) per head, masked at source padding, from
    the query and the source that decoder layer ``layer``'s cross-attention received."""
    attn = model.decoder.layers[layer].encoder_attn
    seen = {}
    if hasattr(attn, "attend"):  # MUSE: attention on the projected query
        attend = attn.attend

        def spy(q, *args, kv_source=None, key_padding_mask=None, **kwargs):
            seen.update(q=q, source=kv_source, pad=key_padding_mask)
            return attend(q, *args, kv_source=kv_source, key_padding_mask=key_padding_mask, **kwargs)

        attn.attend = spy
        handle = None
    else:  # fairseq's MultiheadAttention (and subclasses)
        def hook(module, args, kwargs):
            seen.update(q=module.q_proj(kwargs["query"]), source=kwargs["key"],
                        pad=kwargs["key_padding_mask"])

        handle = attn.register_forward_pre_hook(hook, with_kwargs=True)
    try:
        decode(model, net_input)
    finally:
        if handle is None:
            del attn.attend
        else:
            handle.remove()
    q, k = seen["q"], attn.k_proj(seen["source"])  # T x B x C, S x B x C
    H = attn.num_heads
    q = q.reshape(q.shape[0], q.shape[1], H, -1).permute(2, 1, 0, 3)  # H x B x T x D
    k = k.reshape(k.shape[0], k.shape[1], H, -1).permute(2, 1, 0, 3)  # H x B x S x D
    scores = torch.matmul(q, k.transpose(-1, -2)) * q.shape[-1] ** -0.5  # H x B x T x S
    scores = scores.masked_fill(seen["pad"][None, :, None, :], float("-inf"))
    return scores.softmax(-1)


@pytest.mark.parametrize("arch, flags, task", ARCHS, ids=IDS)
def test_alignment_attention_is_a_distribution_over_real_source_tokens(dict_dir, arch, flags, task):
    model, net_input = build(dict_dir, arch, flags, task)
    _, attn = decode(model, net_input)
    B, T = net_input["prev_output_tokens"].shape
    S = net_input["src_tokens"].shape[1]
    assert attn is not None, f"{arch}: the decoder returned no attention weights"
    assert attn.shape == (B, T, S)
    pad = net_input["src_tokens"].eq(model.encoder.padding_idx)  # B x S
    assert pad.any()
    assert torch.all(attn.masked_select(pad[:, None, :]) == 0)
    torch.testing.assert_close(attn.sum(-1), torch.ones(B, T), atol=1e-5, rtol=0)
    assert (attn.masked_select(~pad[:, None, :]) > 0).all()


@pytest.mark.parametrize("arch, flags, task", ARCHS, ids=IDS)
def test_incremental_attention_equals_full(dict_dir, arch, flags, task):
    model, net_input = build(dict_dir, arch, flags, task)
    enc, full = decode(model, net_input)
    prev = net_input["prev_output_tokens"]
    state, steps = {}, []
    with torch.no_grad():
        for t in range(prev.shape[1]):
            _, extra = model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)
            assert extra["attn"][0] is not None and extra["attn"][0].shape[1] == 1
            steps.append(extra["attn"][0])
    torch.testing.assert_close(torch.cat(steps, 1), full, atol=1e-5, rtol=1e-5)


# --da-cross-attention re-scales the scores by distance: its weights are not plain softmax
@pytest.mark.parametrize("arch, flags, task", [a for a in ARCHS if "--da-cross-attention" not in a[1]],
                         ids=[i for i in IDS if "--da-cross-attention" not in i])
def test_attention_equals_plain_softmax_of_the_alignment_layer(dict_dir, arch, flags, task):
    model, net_input = build(dict_dir, arch, flags, task)
    last = len(model.decoder.layers) - 1
    for layer in (0, last):
        ref = reference_weights(model, net_input, layer)  # H x B x T x S
        _, attn = decode(model, net_input, alignment_layer=layer)
        torch.testing.assert_close(attn, ref.mean(0), atol=1e-5, rtol=1e-5)
        _, one_head = decode(model, net_input, alignment_layer=layer, alignment_heads=1)
        torch.testing.assert_close(one_head, ref[0], atol=1e-5, rtol=1e-5)
    assert last > 0  # the two layers differ
    _, default = decode(model, net_input)
    torch.testing.assert_close(default, reference_weights(model, net_input, last).mean(0),
                               atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("arch", ["muse_tiny", "bpt_mt_tiny"])
def test_weights_only_when_asked(dict_dir, arch):
    """fairseq-generate prepares the model with ``need_attn`` = ``--print-alignment``
    (``make_generation_fast_``): without it, and in training, no weights are computed."""
    for print_alignment in (None, "hard"):
        model, net_input = build(dict_dir, arch, (), "translation")
        model.make_generation_fast_(need_attn=print_alignment)
        _, attn = decode(model, net_input)
        assert (attn is not None) == (print_alignment is not None)
    model, net_input = build(dict_dir, arch, (), "translation")
    model.train()
    _, attn = decode(model, net_input)
    assert attn is None


# ---- encoder self-attention maps (analysis/attention_maps.py) ----

def one_sentence(dict_dir, arch, src_len=9):
    """``(model, sample)``: the tiny model and one unpadded source sentence."""
    model, net_input = build(dict_dir, arch, (), "translation", bsz=1, src_len=src_len)
    return model, {"net_input": {k: net_input[k] for k in ("src_tokens", "src_lengths")}}


def layer_input(model, sample, layer):
    """The ``T x B x C`` input of encoder layer ``layer`` (and its padding mask)."""
    seen = {}

    def hook(module, args, kwargs):
        seen["x"] = args[0]

    handle = model.encoder.layers[layer].register_forward_pre_hook(hook, with_kwargs=True)
    try:
        with torch.no_grad():
            model.encoder.forward_torchscript(sample["net_input"])
    finally:
        handle.remove()
    return seen["x"]


@pytest.mark.parametrize("arch", ["muse_tiny", "muse_simple_tiny"])
def test_muse_encoder_map_is_the_attention_branch_softmax(dict_dir, arch):
    from analysis.attention_maps import encoder_self_attention

    model, sample = one_sentence(dict_dir, arch)
    for layer in (0, -1):
        (label, got), = encoder_self_attention(model, sample, layer).items()
        block = model.encoder.layers[layer]
        x = layer_input(model, sample, layer)
        if block.normalize_before:
            x = block.self_attn_layer_norm(x)
        a = block.self_attn
        with torch.no_grad():
            q, k, v = a.q_proj(x), a.k_proj(x), a.v_proj(x)  # T x 1 x C
            H, T = a.num_heads, x.shape[0]
            qh, kh = (t.view(T, H, -1).transpose(0, 1) for t in (q, k))  # H x T x D
            ref = (qh @ kh.transpose(1, 2) * a.head_dim ** -0.5).softmax(-1)  # H x T x T
            # the weights are those the branch applies: same output as the fused kernel
            torch.testing.assert_close(a.attend(q, k, v, need_weights=True)[0], a.attend(q, k, v)[0],
                                       atol=1e-5, rtol=1e-5)
        assert label == "self-attention"
        torch.testing.assert_close(got, ref.mean(0), atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("arch", ["msmsa_transformer_tiny", "msmsa_paper_tiny"])
def test_msmsa_encoder_map_keeps_each_head_in_its_window(dict_dir, arch):
    from analysis.attention_maps import encoder_self_attention

    model, sample = one_sentence(dict_dir, arch, src_len=12)
    for layer in (0, -1):
        got = encoder_self_attention(model, sample, layer)["self-attention"]
        T = got.shape[0]
        torch.testing.assert_close(got.sum(-1), torch.ones(T), atol=1e-5, rtol=0)
        a = model.encoder.layers[layer].self_attn
        x = layer_input(model, sample, layer)
        if model.encoder.layers[layer].normalize_before:
            x = model.encoder.layers[layer].self_attn_layer_norm(x)
        with torch.no_grad():
            fast, _ = a(x, key=x, value=x)
            slow, heads = a(x, key=x, value=x, need_head_weights=True)  # H x 1 x T x T
        torch.testing.assert_close(slow, fast, atol=1e-5, rtol=1e-5)
        torch.testing.assert_close(heads[:, 0].mean(0), got, atol=1e-4, rtol=0)
        dist = (torch.arange(T)[:, None] - torch.arange(T)[None, :]).abs()
        fixed = [(h, s) for h, s in enumerate(a.head_scales) if s.kind == "fixed"]
        assert fixed and any((dist > (s.size - 1) // 2).any() for _, s in fixed)
        for h, s in fixed:
            outside = dist > (s.size - 1) // 2
            assert torch.all(heads[h, 0][outside] == 0)
            assert torch.all(heads[h, 0][~outside] > 0)


def test_bpt_encoder_map_is_the_graph_softmax_on_token_keys(dict_dir):
    from analysis.attention_maps import encoder_self_attention

    model, sample = one_sentence(dict_dir, "bpt_mt_tiny", src_len=12)
    for layer in (0, -1):
        got = encoder_self_attention(model, sample, layer)["self-attention"]  # T x T
        block = model.encoder.layers[layer]
        seen = {}
        handle = block.register_forward_pre_hook(
            lambda m, args, kwargs: seen.update(x=args[0], graph=args[1], T=args[2]), with_kwargs=True)
        try:
            with torch.no_grad():
                model.encoder.forward_torchscript(sample["net_input"])
        finally:
            handle.remove()
        x, graph, T = seen["x"][0], seen["graph"], seen["T"]  # one sentence: W x C node rows
        if block.normalize_before:
            x = block.self_attn_layer_norm(x)
        a = block.self_attn
        with torch.no_grad():
            q, k = (p(x).view(x.shape[0], a.num_heads, -1) for p in (a.q_proj, a.k_proj))  # W x H x D
            ref = torch.zeros(a.num_heads, T, T)
            for i in range(T):  # softmax over token i's edges (tokens and spans), Eq. 13 scores
                edges = graph.rows.eq(i).nonzero().flatten()
                keys, types = graph.indices[edges], graph.etype[edges]
                scores = (q[i] * k[keys]).sum(-1) + a.rel_embed.weight[types] @ q[i].t()  # E_i x H
                probs = (scores * a.scaling).softmax(0)
                tok = keys < T
                assert not tok.all()  # some of the mass goes to span nodes
                ref[:, i, keys[tok]] = probs[tok].t()
        torch.testing.assert_close(got, ref.mean(0), atol=1e-5, rtol=1e-5)
        assert (got.sum(-1) < 1).all()


def test_da_encoder_map_through_need_head_weights(dict_dir):
    from analysis.attention_maps import encoder_self_attention

    model, sample = one_sentence(dict_dir, "da_transformer_tiny")
    got = encoder_self_attention(model, sample)["self-attention"]
    T = sample["net_input"]["src_tokens"].shape[1]
    assert got.shape == (T, T)
    torch.testing.assert_close(got.sum(-1), torch.ones(T), atol=1e-5, rtol=0)
