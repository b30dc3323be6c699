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
