"""UMST model (Li et al., ICML 2022) through fairseq: build checks, batching,
decoder incremental state, beam search, dropout and gradients.

Models are built by fairseq's parser and ``umst_translation``'s build_model
(tests/utils.build_task_and_model); batches carry the collater's side inputs.
"""

import pytest
import torch

from fairseq.sequence_generator import SequenceGenerator
from msfairseq.data.umst_collater import collate_side_inputs, side_item
from test_umst_model import make_side_inputs, random_sentences
from utils import build_task_and_model, random_batch

TASK = "umst_translation"


def umst_model(dict_dir, arch="umst_tiny", extra=()):
    _, task, model = build_task_and_model(dict_dir, arch, list(extra), task=TASK)
    return task, model


def umst_batch(task, bsz=4, src_len=11, tgt_len=7, seed=0, pad_src=True):
    """net_input with left-padded sources of distinct lengths and random words / trees."""
    src, lengths, prev = random_batch(task, bsz, src_len, tgt_len, seed=seed, pad_src=pad_src)
    word_ids, heads, word_lengths, _ = make_side_inputs(
        random_sentences(lengths.tolist(), seed=seed), width=src_len)
    return {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev,
            "src_word_ids": word_ids, "src_heads": heads, "src_word_lengths": word_lengths}


def row(net_input, b):
    """Sentence ``b`` of a batch alone, with its padding removed."""
    n = int(net_input["src_lengths"][b])
    nw = int(net_input["src_word_lengths"][b])
    return {"src_tokens": net_input["src_tokens"][b:b + 1, -n:],
            "src_lengths": net_input["src_lengths"][b:b + 1],
            "prev_output_tokens": net_input["prev_output_tokens"][b:b + 1],
            "src_word_ids": net_input["src_word_ids"][b:b + 1, -n:],
            "src_heads": net_input["src_heads"][b:b + 1, :nw],
            "src_word_lengths": net_input["src_word_lengths"][b:b + 1]}


def test_other_task_fails_at_build_time_naming_the_task(dict_dir):
    with pytest.raises(ValueError, match="--task umst_translation"):
        build_task_and_model(dict_dir, "umst_tiny", task="translation")


@pytest.mark.parametrize("flags, named", [
    (["--umst-no-rectified-attention"], "--umst-no-inter-group"),
    (["--umst-max-relative-position", "-1"], "--umst-max-relative-position"),
    (["--umst-graph-op", "avg", "--umst-no-intra-group", "--umst-no-inter-group"],
     "--umst-graph-op"),
    (["--umst-no-rectified-attention", "--umst-no-inter-group", "--umst-shared-word-qk"],
     "--umst-shared-word-qk"),
    (["--umst-no-rectified-attention", "--umst-no-inter-group",
      "--umst-word-attention-weights", "nearest"], "--umst-word-attention-weights"),
    (["--umst-word-relative-keys", "own"], "--umst-max-relative-position"),
    (["--umst-class-embedding-every-layer", "--umst-no-class-embedding"],
     "--umst-class-embedding-every-layer"),
    (["--umst-share-gcn-weights", "within-block", "--umst-no-inter-group"],
     "--umst-no-inter-group"),
    (["--umst-share-gcn-weights", "across-blocks", "--umst-graph-op", "avg"],
     "--umst-graph-op gcn"),
    (["--umst-gcn-dropout", "1.5"], "--umst-gcn-dropout"),
])
def test_invalid_flag_combinations_name_the_flag(dict_dir, flags, named):
    with pytest.raises(ValueError, match=named):
        umst_model(dict_dir, extra=flags)


def test_arch_defaults(dict_dir):
    from utils import parse_train_args

    base = parse_train_args(dict_dir, "umst_base", task=TASK)
    assert (base.encoder_layers, base.decoder_layers, base.encoder_embed_dim) == (6, 6, 512)
    assert (base.encoder_ffn_embed_dim, base.encoder_attention_heads) == (2048, 8)
    assert base.encoder_normalize_before and base.decoder_normalize_before  # §A.1 pre-norm
    # §A.2: dropout 0.1; the authors' recipe also sets attention and ReLU dropout to 0.1
    assert (base.dropout, base.attention_dropout, base.activation_dropout) == (0.1, 0.1, 0.1)
    assert base.umst_max_relative_position == 0 and base.umst_graph_op == "gcn"
    assert (base.umst_gcn_wiring, base.umst_word_attention_weights) == ("sublayer", "binary")
    assert not base.umst_shared_word_qk and not base.umst_class_embedding_every_layer
    assert (base.umst_gcn_dropout, base.umst_share_gcn_weights) == (0.1, "none")
    big = parse_train_args(dict_dir, "umst_big_rpr", task=TASK)
    assert (big.encoder_embed_dim, big.encoder_attention_heads) == (1024, 16)
    assert (big.dropout, big.umst_gcn_dropout) == (0.3, 0.1)  # §A.2: residual dropout 0.3
    assert big.umst_max_relative_position == 8 and big.umst_word_relative_keys == "shared"
    k16 = parse_train_args(dict_dir, "umst_base_rpr", ["--umst-max-relative-position", "16"],
                           task=TASK)
    assert k16.umst_max_relative_position == 16


def test_first_release_checkpoint_args_rebuild_the_first_release_model(dict_dir):
    """A checkpoint saved before the paper-faithful defaults (0.1.0) holds the six options of
    that release, none of the new ones and no msfairseq_version: it must get the layer it was
    trained with (tests/data/checkpoints/0.1.0/umst.pt is one such checkpoint)."""
    import argparse

    from fairseq.models import ARCH_CONFIG_REGISTRY
    from utils import parse_train_args

    args = parse_train_args(dict_dir, "umst_tiny_rpr", task=TASK)
    saved = {k: v for k, v in vars(args).items()
             if k != "msfairseq_version" and not k.startswith("umst_") or k in (
                 "umst_no_class_embedding", "umst_no_intra_group", "umst_no_inter_group",
                 "umst_no_rectified_attention", "umst_graph_op", "umst_max_relative_position")}
    saved.update(umst_max_relative_position=16, attention_dropout=0.0, activation_dropout=0.0)
    old = argparse.Namespace(**saved)
    ARCH_CONFIG_REGISTRY["umst_tiny_rpr"](old)
    assert old.umst_gcn_wiring == "attention-input" and old.umst_shared_word_qk
    assert old.umst_word_attention_weights == "row-normalized"
    assert old.umst_class_embedding_every_layer and old.umst_word_relative_keys == "none"
    assert old.umst_gcn_dropout == old.dropout and old.umst_max_relative_position == 16
    assert old.attention_dropout == 0.0
    task, _ = umst_model(dict_dir)
    model = task.build_model(old)
    keys = {k.split("layers.0.", 1)[1] for k in model.state_dict() if "encoder.layers.0." in k}
    first_release = {f"{m}.{p}" for m in ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj",
                                          "self_attn.out_proj", "self_attn_layer_norm",
                                          "final_layer_norm", "fc1", "fc2", "word_gcn.linear",
                                          "phrase_gcn.linear") for p in ("weight", "bias")}
    assert keys == first_release | {"class_embed.weight", "self_attn.relative_keys.weight"}
    assert "encoder.class_embed.weight" not in model.state_dict()


@pytest.mark.parametrize("arch, flags", [
    ("umst_tiny", ["--umst-graph-op", "gcn", "--umst-max-relative-position", "0"]),
    ("umst_tiny_rpr", ["--umst-graph-op", "gcn"]),  # the _rpr arch fills the sixth option
], ids=["umst_tiny", "umst_tiny_rpr"])
def test_fresh_run_with_the_six_first_release_options_gets_the_paper_defaults(dict_dir, arch, flags):
    """A fairseq-train command line that passes all six options of the first release (here:
    every switch off) is a fresh run, not a first-release checkpoint: it gets this release's
    defaults, not the earlier ones (which made it fail with a --umst-shared-word-qk error
    about a flag it never passed)."""
    from utils import parse_train_args

    flags = ["--umst-no-class-embedding", "--umst-no-intra-group", "--umst-no-inter-group",
             "--umst-no-rectified-attention"] + flags
    args = parse_train_args(dict_dir, arch, flags, task=TASK)
    assert (args.umst_gcn_wiring, args.umst_word_attention_weights) == ("sublayer", "binary")
    assert not args.umst_shared_word_qk and not args.umst_class_embedding_every_layer
    assert args.umst_word_relative_keys == "shared" and args.umst_gcn_dropout == 0.1
    _, model = umst_model(dict_dir, arch, flags)
    layer = model.encoder.layers[0]
    assert layer.word_gcn is None and layer.phrase_gcn is None and not layer.self_attn.rectified


def _params(model):
    return sum(p.numel() for p in model.parameters())


def test_parameter_counts_follow_table6(dict_dir):
    """What UMST adds to a Transformer of the same dims, and what each Table 6 sharing
    variant takes away: per layer W_w, W_p, Q_w, K_w (d^2 + d each) and three LayerNorms
    (W-GCN, P-GCN, words), plus the 2 x d class embedding."""
    dims = ["--encoder-embed-dim", 64, "--encoder-ffn-embed-dim", 128, "--encoder-layers", 3,
            "--encoder-attention-heads", 4, "--decoder-layers", 2, "--decoder-attention-heads", 4,
            "--encoder-normalize-before", "--decoder-normalize-before"]
    _, _, transformer = build_task_and_model(dict_dir, "transformer", dims)
    d, layers, linear = 64, 3, 64 * 64 + 64
    full = _params(umst_model(dict_dir, extra=dims)[1])
    assert full - _params(transformer) == layers * (4 * linear + 3 * 2 * d) + 2 * d
    for flags, saved in ((["--umst-shared-word-qk"], layers * 2 * linear),           # #4
                         (["--umst-share-gcn-weights", "across-blocks"], (layers - 1) * 2 * linear),  # #2
                         (["--umst-share-gcn-weights", "within-block"], layers * linear)):  # #3
        assert full - _params(umst_model(dict_dir, extra=dims + flags)[1]) == saved, flags
    for mode in ("row-normalized", "nearest", "linear"):  # #5, #6: no parameters of their own
        flags = ["--umst-word-attention-weights", mode]
        assert _params(umst_model(dict_dir, extra=dims + flags)[1]) == full


def test_gcn_weights_shared_across_blocks_are_one_module(dict_dir):
    _, model = umst_model(dict_dir, extra=["--umst-share-gcn-weights", "across-blocks"])
    first, second = model.encoder.layers[0], model.encoder.layers[1]
    assert first.word_gcn.linear is second.word_gcn.linear
    assert first.phrase_gcn.linear is second.phrase_gcn.linear
    assert first.word_gcn.linear is not first.phrase_gcn.linear
    assert first.word_gcn.layer_norm is not second.word_gcn.layer_norm


def test_class_embedding_added_once_to_the_input_embedding(dict_dir):
    """§3.1 / Fig. 2: x_0 = sqrt(d) (E[token] + CE[class]) + PE, class 1 for the pieces of a
    multi-piece word, 0 otherwise; the layers hold no class embedding of their own."""
    task, model = umst_model(dict_dir)
    enc = model.encoder
    assert enc.class_embed.weight.shape == (2, enc.embed_tokens.embedding_dim)
    assert all(layer.class_embed is None for layer in enc.layers)
    net_input = umst_batch(task, bsz=3, src_len=10)
    seen = []
    hook = enc.layers[0].register_forward_pre_hook(lambda mod, inp: seen.append(inp[0]))
    with torch.no_grad():
        enc.forward_torchscript(net_input)
        src, word_ids = net_input["src_tokens"], net_input["src_word_ids"]
        cls = torch.zeros_like(src)
        for b in range(src.size(0)):
            ids = word_ids[b][word_ids[b] >= 0]
            pieces = torch.bincount(ids)
            cls[b, word_ids[b] >= 0] = (pieces[ids] > 1).long()
        expected = enc.embed_scale * (enc.embed_tokens(src) + enc.class_embed.weight[cls])
        expected = expected + enc.embed_positions(src)
        expected = expected.masked_fill(src.eq(enc.padding_idx).unsqueeze(-1), 0).transpose(0, 1)
    hook.remove()
    assert cls.sum() > 0 and (cls == 0).sum() > 0
    torch.testing.assert_close(seen[0], expected, atol=1e-6, rtol=0)


def test_missing_side_inputs_error(dict_dir):
    task, model = umst_model(dict_dir)
    net_input = umst_batch(task)
    with pytest.raises(ValueError, match="umst_translation"):
        model(net_input["src_tokens"], net_input["src_lengths"], net_input["prev_output_tokens"])


@pytest.mark.parametrize("arch, pad_src, flags", [
    ("umst_tiny", True, []), ("umst_tiny_rpr", True, []),
    ("umst_tiny", False, []),  # False: only words padded
    ("umst_tiny", True, ["--umst-word-attention-weights", "nearest"]),
    ("umst_tiny_rpr", True, ["--umst-word-attention-weights", "linear"]),
    ("umst_tiny_rpr", True, ["--umst-shared-word-qk", "--umst-word-attention-weights",
                             "row-normalized", "--umst-class-embedding-every-layer",
                             "--umst-gcn-wiring", "attention-input"]),
])
def test_sentence_encodes_identically_alone_and_in_a_padded_batch(dict_dir, arch, pad_src, flags):
    task, model = umst_model(dict_dir, arch, flags)
    net_input = umst_batch(task, bsz=4, src_len=12, pad_src=pad_src)
    if not pad_src:
        assert len(set(net_input["src_word_lengths"].tolist())) > 1
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(net_input)["encoder_out"][0]  # T x B x C
        dec, _ = model(**net_input)
        for b in range(4):
            alone = row(net_input, b)
            n = alone["src_tokens"].size(1)
            enc_b = model.encoder.forward_torchscript(alone)["encoder_out"][0]
            torch.testing.assert_close(enc[-n:, b], enc_b[:, 0], atol=1e-5, rtol=1e-5)
            torch.testing.assert_close(dec[b], model(**alone)[0][0], atol=1e-5, rtol=1e-5)


def test_words_and_parse_change_the_encoding(dict_dir):
    task, model = umst_model(dict_dir)
    net_input = umst_batch(task, bsz=2, src_len=10)
    other = dict(net_input, **dict(zip(
        ("src_word_ids", "src_heads", "src_word_lengths"),
        make_side_inputs(random_sentences(net_input["src_lengths"].tolist(), seed=7),
                         width=10)[:3])))
    with torch.no_grad():
        a = model.encoder.forward_torchscript(net_input)["encoder_out"][0]
        b = model.encoder.forward_torchscript(other)["encoder_out"][0]
    assert (a - b).abs().max() > 1e-3


def test_collater_contract(dict_dir):
    """The task's collater output feeds the model unchanged (same layout as tests build)."""
    task, model = umst_model(dict_dir)
    net_input = umst_batch(task, bsz=3, src_len=9)
    sentences = random_sentences(net_input["src_lengths"].tolist(), seed=0)
    items = [side_item([w for w, n in enumerate(sizes) for _ in range(n)], heads)
             for sizes, heads in sentences]
    side = collate_side_inputs([i[0] for i in items], [i[1] for i in items],
                               net_input["src_tokens"], left_pad=True)
    for key, value in side.items():
        assert torch.equal(value, net_input[key]), key


def test_decoder_incremental_equals_full_and_is_causal(dict_dir):
    task, model = umst_model(dict_dir, "umst_tiny_rpr")
    net_input = umst_batch(task, bsz=3, src_len=10, tgt_len=8)
    prev = net_input["prev_output_tokens"]
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(net_input)
        full, _ = model.decoder(prev, encoder_out=enc)
        state = {}
        steps = [model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0]
                 for t in range(prev.size(1))]
        torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-5)
        for t in range(prev.size(1) - 1):
            changed = prev.clone()
            changed[:, t + 1:] = (changed[:, t + 1:] + 1 - task.target_dictionary.nspecial) % (
                len(task.target_dictionary) - task.target_dictionary.nspecial
            ) + task.target_dictionary.nspecial
            out, _ = model.decoder(changed, encoder_out=enc)
            torch.testing.assert_close(out[:, :t + 1], full[:, :t + 1], atol=1e-6, rtol=0)
            assert (out[:, t + 1:] - full[:, t + 1:]).abs().max() > 1e-6


def test_decoding_steps_are_fairseq_self_attention_bit_for_bit(dict_dir, monkeypatch):
    """The decoder's self-attention steps run ``StepSelfAttention._one_step`` (``B x C``
    projections, fairseq's ``(B*H) x T x D`` bmm): fairseq's ``MultiheadAttention`` values bit
    for bit, with its cache, also after a beam reorder."""
    from fairseq.modules import MultiheadAttention
    from msfairseq.models.umst.attention import StepSelfAttention

    task, model = umst_model(dict_dir, "umst_tiny")
    net_input = umst_batch(task, bsz=3, src_len=10, tgt_len=9)
    order = torch.tensor([2, 2, 0])
    calls = []
    real = StepSelfAttention._one_step
    monkeypatch.setattr(StepSelfAttention, "_one_step", lambda self, *a: calls.append(1) or real(self, *a))

    def decode():
        prev, state, steps = net_input["prev_output_tokens"], {}, []
        enc = model.encoder.forward_torchscript(net_input)
        for t in range(prev.size(1)):
            if t == 4:
                model.decoder.reorder_incremental_state_scripting(state, order)
                enc, prev = model.encoder.reorder_encoder_out(enc, order), prev.index_select(0, order)
            steps.append(model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0])
        return torch.cat(steps, dim=1)

    with torch.no_grad():
        ours = decode()
        assert len(calls) == net_input["prev_output_tokens"].size(1) * len(model.decoder.layers)
        monkeypatch.setattr(StepSelfAttention, "forward", MultiheadAttention.forward)
        fairseq = decode()
    assert len(calls) == net_input["prev_output_tokens"].size(1) * len(model.decoder.layers)
    assert torch.equal(ours, fairseq)


def test_beam_search_batch_equals_sentences_alone(dict_dir):
    """fairseq's SequenceGenerator (forward_encoder, reorder_encoder_out) on UMST batches."""
    task, model = umst_model(dict_dir)
    net_input = umst_batch(task, bsz=3, src_len=10)
    gen = SequenceGenerator([model], task.target_dictionary, beam_size=3, max_len_b=6)
    with torch.no_grad():
        hyps = gen.forward({"net_input": net_input})
        assert len(hyps) == 3 and all(len(h) == 3 for h in hyps)
        for b in range(3):
            alone = gen.forward({"net_input": row(net_input, b)})
            assert torch.equal(alone[0][0]["tokens"], hyps[b][0]["tokens"])
            torch.testing.assert_close(alone[0][0]["score"], hyps[b][0]["score"], atol=1e-5, rtol=0)


def test_dropout_only_in_training(dict_dir):
    task, model = umst_model(dict_dir, extra=["--dropout", "0.3", "--attention-dropout", "0.2"])
    _, no_drop = umst_model(dict_dir, extra=["--dropout", "0", "--attention-dropout", "0",
                                             "--activation-dropout", "0", "--umst-gcn-dropout", "0"])
    no_drop.load_state_dict(model.state_dict())
    net_input = umst_batch(task)
    with torch.no_grad():
        eval_out = model(**net_input)[0]
        torch.testing.assert_close(model(**net_input)[0], eval_out, atol=0, rtol=0)
        no_drop.train()
        torch.testing.assert_close(no_drop(**net_input)[0], eval_out, atol=1e-5, rtol=1e-5)
        model.train()
        assert (model(**net_input)[0] - eval_out).abs().max() > 1e-3


@pytest.mark.parametrize("flags, parts", [
    ([], ("encoder.class_embed", "word_gcn.linear", "phrase_gcn.linear", "word_gcn.layer_norm",
          "phrase_gcn.layer_norm", "word_layer_norm", "q_proj_word", "k_proj_word",
          "relative_keys")),
    (["--umst-word-relative-keys", "own", "--umst-word-attention-weights", "linear"],
     ("word_relative_keys",)),
    (["--umst-share-gcn-weights", "across-blocks"], ("layers.0.word_gcn.linear",)),
])
def test_every_parameter_gets_a_gradient(dict_dir, flags, parts):
    task, model = umst_model(dict_dir, "umst_tiny_rpr", flags)
    model.train()
    out, _ = model(**umst_batch(task))
    out.logsumexp(-1).sum().backward()
    for name, p in model.named_parameters():
        assert p.grad is not None and p.grad.abs().sum() > 0, name
    names = [n for n, _ in model.named_parameters()]
    for part in parts:
        assert any(part in n for n in names), part
