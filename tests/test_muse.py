"""Probe tests for every MUSE arch (Zhao et al., 2019): deterministic eval,
causal decoder, incremental == full (with a beam reorder), padding invariance,
fused == unfused inference projections, and build-time option checks.

The big archs run with tiny dims and 2+2 layers (flags override the arch)."""

import pytest
import torch

from utils import build_task_and_model, random_batch

torch.set_num_threads(1)

SMALL = ["--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64",
         "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "64",
         "--decoder-ffn-embed-dim", "64"]
ARCHS = [
    ("muse_tiny", []),
    ("muse_simple_tiny", []),
    ("muse_base", SMALL),
    ("muse_large", SMALL),  # 16 heads of 4 channels
    ("muse_simple_base", SMALL),
    ("muse_simple_large", SMALL),
    ("muse_tiny", ["--muse-kernel-sizes", "7"]),  # single kernel
    ("muse_tiny", ["--muse-separate-conv-proj"]),  # ablation
    ("muse_tiny", ["--encoder-normalize-before", "--decoder-normalize-before"]),
    ("muse_tiny", ["--muse-sequential-cross-attention"]),  # the paper's text (Sec. 2)
    ("muse_tiny", ["--muse-sequential-cross-attention", "--encoder-normalize-before",
                   "--decoder-normalize-before"]),
    ("muse_tiny", ["--muse-conv-type", "standard", "--muse-kernel-sizes", "5"]),  # Table 3
    ("muse_simple_tiny", ["--muse-sequential-cross-attention"]),
]
IDS = ["tiny", "simple_tiny", "base", "large", "simple_base", "simple_large", "k7", "sep_proj",
       "prenorm", "seq_cross", "seq_cross_prenorm", "std_conv5", "simple_seq_cross"]
FUSED = [[], ["--muse-no-fused-inference"]]


def build(dict_dir, arch, extra):
    return build_task_and_model(dict_dir, arch, extra)


@pytest.fixture(params=list(zip(ARCHS, IDS)), ids=IDS)
def arch_model(request, dict_dir):
    (arch, extra), _ = request.param
    return build(dict_dir, arch, extra)


def incremental(model, src, lens, prev, reorders=()):
    """Decode step by step; ``reorders``: ``(step, order)`` pairs applied before
    that step the way fairseq's beam search does (state and encoder output)."""
    enc = model.encoder(src, src_lengths=lens)
    state, outs, reorders = {}, [], dict(reorders)
    for t in range(prev.size(1)):
        if t in reorders:
            order = reorders[t]
            model.decoder.reorder_incremental_state_scripting(state, order)
            enc = model.encoder.reorder_encoder_out(enc, order)
            prev = prev.index_select(0, order)
        out, _ = model.decoder(prev[:, : t + 1], encoder_out=enc, incremental_state=state)
        outs.append(out)
    return outs


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
def test_eval_deterministic(arch_model, grad):
    _, task, model = arch_model
    src, lens, prev = random_batch(task)
    with torch.set_grad_enabled(grad):
        a, _ = model(src, lens, prev)
        b, _ = model(src, lens, prev)
    assert torch.isfinite(a).all()
    assert torch.equal(a, b)


@torch.no_grad()
def test_decoder_causal(arch_model):
    _, task, model = arch_model
    src, lens, prev = random_batch(task, tgt_len=8)
    base, _ = model(src, lens, prev)
    for t in (0, 3, 6):
        changed = prev.clone()
        changed[:, t + 1:] = (changed[:, t + 1:] + 5 - task.target_dictionary.nspecial) % (
            len(task.target_dictionary) - task.target_dictionary.nspecial
        ) + task.target_dictionary.nspecial
        assert not torch.equal(changed, prev)
        out, _ = model(src, lens, changed)
        torch.testing.assert_close(out[:, : t + 1], base[:, : t + 1], atol=1e-6, rtol=0)
        assert not torch.allclose(out[:, t + 1:], base[:, t + 1:])


@pytest.mark.parametrize("fused", FUSED, ids=["fused", "unfused"])
@torch.no_grad()
def test_incremental_equals_full(dict_dir, fused):
    for (arch, extra), name in zip(ARCHS, IDS):
        _, task, model = build(dict_dir, arch, extra + fused)
        src, lens, prev = random_batch(task, bsz=3, src_len=9, tgt_len=20)
        full, _ = model(src, lens, prev)
        steps = torch.cat(incremental(model, src, lens, prev), dim=1)
        torch.testing.assert_close(steps, full, atol=1e-5, rtol=1e-5, msg=name)

        # beam search: 2 sentences x 2 beams with different prefixes; beams of a
        # sentence get permuted/duplicated (same batch size), then sentence 0
        # finishes and the batch shrinks. States must follow their hypotheses.
        rows = torch.tensor([0, 0, 1, 1])
        src2, lens2 = src.index_select(0, rows), lens.index_select(0, rows)
        prev2 = prev.index_select(0, torch.tensor([0, 1, 2, 2]))
        prev2[3, 5:] = prev[1, 5:]
        permute, shrink = torch.tensor([1, 1, 3, 2]), torch.tensor([2, 3])
        outs = incremental(model, src2, lens2, prev2, reorders=[(8, permute), (14, shrink)])
        for order, lo, hi in [(torch.arange(4), 0, 8), (permute, 8, 14),
                              (permute.index_select(0, shrink), 14, 20)]:
            expect, _ = model(src2.index_select(0, order), lens2.index_select(0, order),
                              prev2.index_select(0, order))
            torch.testing.assert_close(torch.cat(outs[lo:hi], dim=1), expect[:, lo:hi],
                                       atol=1e-5, rtol=1e-5, msg=name)


@torch.no_grad()
def test_decoding_step_equals_the_general_step_bit_for_bit(dict_dir, monkeypatch):
    """A fused decoding step runs ``MuseBranches._step`` (``B x C`` rows, the attention's and the
    convolution's one-step forms, the fused matrices checked once per decode): the values of
    the general incremental path, bit for bit, for every arch, also after beam reorders."""
    from msfairseq.models.muse.layer import MuseBranches

    calls = []
    real = MuseBranches._step
    monkeypatch.setattr(MuseBranches, "_step", lambda self, *a: calls.append(1) or real(self, *a))
    for (arch, extra), name in zip(ARCHS, IDS):
        _, task, model = build(dict_dir, arch, extra)
        src, lens, prev = random_batch(task, bsz=3, src_len=9, tgt_len=12)
        reorders = [(4, torch.tensor([1, 1, 2])), (8, torch.tensor([2, 0]))]
        calls.clear()
        fast = incremental(model, src, lens, prev, reorders)
        standard = "--muse-conv-type" in extra  # the standard convolution keeps the general step
        assert len(calls) == (0 if standard else prev.size(1) * len(model.decoder.layers)), name
        with monkeypatch.context() as m:
            m.setattr(MuseBranches, "_decode_plan", lambda self, state: None)
            general = incremental(model, src, lens, prev, reorders)
        for a, b in zip(fast, general):
            assert torch.equal(a, b), name


@pytest.mark.parametrize("fused", FUSED, ids=["fused", "unfused"])
@torch.no_grad()
def test_padding_invariance(dict_dir, fused):
    """A sentence alone gives the same encoder states and decoder outputs as in a padded batch."""
    for (arch, extra), name in zip(ARCHS, IDS):
        _, task, model = build(dict_dir, arch, extra + fused)
        src, lens, prev = random_batch(task, bsz=4, src_len=12, tgt_len=6)
        enc = model.encoder(src, src_lengths=lens)["encoder_out"][0]  # T x B x C
        out, _ = model(src, lens, prev)
        for i in range(1, 4):  # rows 1.. are left-padded
            n = int(lens[i])
            alone_src = src[i:i + 1, src.size(1) - n:]
            alone_enc = model.encoder(alone_src, src_lengths=lens[i:i + 1])["encoder_out"][0]
            torch.testing.assert_close(alone_enc[:, 0], enc[src.size(1) - n:, i],
                                       atol=1e-5, rtol=1e-5, msg=name)
            alone, _ = model(alone_src, lens[i:i + 1], prev[i:i + 1])
            torch.testing.assert_close(alone[0], out[i], atol=1e-5, rtol=1e-5, msg=name)


@torch.no_grad()
def test_fused_equals_unfused(dict_dir):
    for (arch, extra), name in zip(ARCHS, IDS):
        _, task, model = build(dict_dir, arch, extra)
        src, lens, prev = random_batch(task, bsz=3, src_len=10, tgt_len=7)
        layers = list(model.encoder.layers) + list(model.decoder.layers)

        def run(fuse):
            for layer in layers:
                layer.fuse_inference = fuse
            enc = model.encoder(src, src_lengths=lens)["encoder_out"][0]
            return enc, model(src, lens, prev)[0]

        enc_f, out_f = run(True)
        enc_u, out_u = run(False)
        torch.testing.assert_close(enc_f, enc_u, atol=1e-5, rtol=1e-5, msg=name)
        torch.testing.assert_close(out_f, out_u, atol=1e-5, rtol=1e-5, msg=name)
        # the fused matrices follow in-place weight updates (optimizer steps, load_state_dict)
        model.decoder.layers[0].fc1.weight.mul_(1.5)
        model.encoder.layers[0].self_attn.v_proj.weight.add_(0.05)
        enc_f2, out_f2 = run(True)
        enc_u2, out_u2 = run(False)
        assert not torch.allclose(out_f2, out_f)
        torch.testing.assert_close(out_f2, out_u2, atol=1e-5, rtol=1e-5, msg=name)


def _fairseq_adam(model):
    """fairseq's own Adam, which updates ``p.data`` in place (no ``_version`` bump)."""
    from argparse import Namespace

    from fairseq.optim.adam import FairseqAdam

    args = Namespace(lr=[1e-2], adam_betas="(0.9, 0.98)", adam_eps=1e-8, weight_decay=0.0,
                     use_old_adam=False, fp16_adam_stats=False, tpu=False)
    return FairseqAdam(args, [p for p in model.parameters() if p.requires_grad])


def _adam_step(model, optimizer, batch):
    src, lens, prev = batch
    optimizer.zero_grad()
    model(src, lens, prev)[0].logsumexp(-1).mean().backward()
    optimizer.step()


def _fused_matches_unfused(model, batch):
    src, lens, prev = batch
    layers = list(model.encoder.layers) + list(model.decoder.layers)
    outs = []
    with torch.no_grad():
        for fuse in (True, False):
            for layer in layers:
                layer.fuse_inference = fuse
            outs.append(model(src, lens, prev)[0])
    for layer in layers:
        layer.fuse_inference = True
    return outs


@pytest.mark.parametrize("arch", ["muse_tiny", "muse_simple_tiny"])
def test_fused_cache_follows_fairseq_optimizer_steps(dict_dir, arch):
    # the stale-cache bug: fairseq's optimizer writes p.data, which no _version sees
    _, task, model = build(dict_dir, arch, [])
    batch = random_batch(task, bsz=3, src_len=10, tgt_len=7)
    optimizer = _fairseq_adam(model)
    before, _ = _fused_matches_unfused(model, batch)  # builds the cache
    # an update while staying in eval mode: only the optimizer-step count can tell
    _adam_step(model, optimizer, batch)
    fused, unfused = _fused_matches_unfused(model, batch)
    assert (fused - before).abs().max() > 1e-3, "the step did not change the model"
    torch.testing.assert_close(fused, unfused, atol=1e-5, rtol=1e-5)
    # fairseq's loop: train() -> step -> eval() -> validate
    model.train()
    _adam_step(model, optimizer, batch)
    model.eval()
    fused, unfused = _fused_matches_unfused(model, batch)
    torch.testing.assert_close(fused, unfused, atol=1e-5, rtol=1e-5)


def test_fused_cache_is_dropped_on_mode_switch(dict_dir):
    # a raw p.data write outside any optimizer: the train()/eval() switch drops the cache
    _, task, model = build(dict_dir, "muse_tiny", [])
    batch = random_batch(task, bsz=3, src_len=10, tgt_len=7)
    _fused_matches_unfused(model, batch)
    model.train()
    for p in model.parameters():
        p.data.add_(0.01 * torch.randn_like(p))
    model.eval()
    fused, unfused = _fused_matches_unfused(model, batch)
    torch.testing.assert_close(fused, unfused, atol=1e-5, rtol=1e-5)


def test_fused_path_is_taken_only_for_inference(dict_dir):
    _, task, model = build(dict_dir, "muse_tiny", [])
    layer = model.encoder.layers[0]
    with torch.no_grad():
        assert layer.use_fused()
    assert not layer.use_fused()  # autograd on: unfused, so gradients reach every weight
    model.train()
    with torch.no_grad():
        assert not layer.use_fused()


@pytest.mark.parametrize("extra", [
    ["--muse-separate-conv-proj"],
    ["--muse-sequential-cross-attention"],
    ["--muse-conv-type", "standard", "--muse-kernel-sizes", "3"],
], ids=["sep_proj", "seq_cross", "std_conv"])
def test_training_step_reaches_all_weights(dict_dir, extra):
    _, task, model = build(dict_dir, "muse_tiny", extra)
    model.train()
    src, lens, prev = random_batch(task)
    out, _ = model(src, lens, prev)
    out.float().pow(2).mean().backward()
    missing = [n for n, p in model.named_parameters() if p.grad is None or not p.grad.abs().sum() > 0]
    assert missing == []


def test_structure_of_archs(dict_dir):
    n = {}
    for arch, extra in [("muse_tiny", []), ("muse_simple_tiny", []),
                        ("muse_tiny", ["--muse-separate-conv-proj"])]:
        _, _, model = build(dict_dir, arch, extra)
        n[(arch, bool(extra))] = sum(p.numel() for p in model.parameters())
        for layer in list(model.encoder.layers) + list(model.decoder.layers):
            assert layer.final_layer_norm is None  # one norm per block
            if arch == "muse_simple_tiny":
                assert layer.conv is None
            else:
                assert [c.kernel_size for c in layer.conv.cells] == [3, 15]
                assert layer.conv.cells[0].causal == (layer in model.decoder.layers)
    # the ablation adds exactly one C x C projection (+ bias) per block
    assert n[("muse_tiny", True)] - n[("muse_tiny", False)] == 4 * (64 * 64 + 64)
    assert n[("muse_simple_tiny", False)] < n[("muse_tiny", False)]


def test_paper_sizes(dict_dir):
    from utils import parse_train_args

    for arch, dim, ffn, heads in [("muse_base", 384, 768, 4), ("muse_large", 768, 3072, 16),
                                  ("muse_simple_base", 384, 768, 4),
                                  ("muse_simple_large", 768, 3072, 16)]:
        args = parse_train_args(dict_dir, arch)
        assert (args.encoder_layers, args.decoder_layers) == (12, 12)
        assert (args.encoder_embed_dim, args.encoder_ffn_embed_dim) == (dim, ffn)
        assert (args.decoder_attention_heads, args.encoder_attention_heads) == (heads, heads)
        assert args.muse_no_conv == arch.startswith("muse_simple")


def test_paper_dropout(dict_dir):
    """Sec. 3.2.2: MUSE-base on IWSLT14 De-En uses dropout 0.4 (0.3 is the En-Vi value);
    MUSE-large 0.3 (En-De), and En-Fr's 0.1 is an override on the command line."""
    from utils import parse_train_args

    for arch, dropout in [("muse_base", 0.4), ("muse_simple_base", 0.4), ("muse_large", 0.3),
                          ("muse_simple_large", 0.3)]:
        assert parse_train_args(dict_dir, arch).dropout == dropout, arch
    assert parse_train_args(dict_dir, "muse_large", ["--dropout", "0.1"]).dropout == 0.1  # En-Fr


def test_released_commands_dropouts(dict_dir):
    """Attention and input dropout, which the paper does not give, as the authors' commands
    set them (lancopku/Prime, examples/parallel_intersected_multi-scale_attention(Prime)/
    README.md): the MUSE WMT commands pass --attention-dropout 0.1 --input_dropout 0.1; the
    MUSE-simple WMT command and the IWSLT commands pass neither (0 in their code)."""
    from utils import parse_train_args

    for arch, attention_dropout, input_dropout in [
            ("muse_base", 0.0, 0.0), ("muse_simple_base", 0.0, 0.0),
            ("muse_large", 0.1, 0.1), ("muse_simple_large", 0.0, 0.0)]:
        args = parse_train_args(dict_dir, arch)
        assert (args.attention_dropout, args.muse_input_dropout) == (
            attention_dropout, input_dropout), arch
    args = parse_train_args(dict_dir, "muse_simple_large", ["--attention-dropout", "0.2",
                                                            "--muse-input-dropout", "0.3"])
    assert (args.attention_dropout, args.muse_input_dropout) == (0.2, 0.3)  # flags still win


def test_cross_attention_layouts(dict_dir):
    """Released code: cross-attention is a fourth parallel branch under the block's one
    layer norm. Paper text: a sub-layer after the MUSE module, with its own residual and
    layer norm (--muse-sequential-cross-attention)."""
    _, _, parallel = build(dict_dir, "muse_tiny", [])
    _, _, sequential = build(dict_dir, "muse_tiny", ["--muse-sequential-cross-attention"])
    for layer in parallel.decoder.layers:
        assert not layer.sequential_cross_attention and layer.encoder_attn_layer_norm is None
    for layer in sequential.decoder.layers:
        assert layer.sequential_cross_attention and layer.encoder_attn_layer_norm is not None
    n_par = sum(p.numel() for p in parallel.parameters())
    n_seq = sum(p.numel() for p in sequential.parameters())
    assert n_seq - n_par == 2 * (2 * 64)  # one extra layer norm (weight + bias) per decoder block


def test_standard_conv_structure(dict_dir):
    """Table 3's 'Convolution(k)': one learned C x C x k convolution of X per block, in
    place of the dynamic convolution of the shared V (no gate, no W^out, no W^V)."""
    _, _, dynamic = build(dict_dir, "muse_tiny", ["--muse-kernel-sizes", "3"])
    _, _, standard = build(dict_dir, "muse_tiny", ["--muse-conv-type", "standard",
                                                   "--muse-kernel-sizes", "3"])
    for layer in list(standard.encoder.layers) + list(standard.decoder.layers):
        assert layer.conv_type == "standard"
        assert layer.conv_out_proj is None and layer.conv_in_proj is None
        assert tuple(layer.conv.weight.shape) == (64, 64, 3)
        assert layer.conv.causal == (layer in standard.decoder.layers)
    # per block: dynamic = kernel predictor (H*K x C) + W^out (C x C); standard = C*C*K + C
    per_block = (64 * 64 * 3 + 64) - (4 * 3 * 64 + 64 * 64)
    n_dyn = sum(p.numel() for p in dynamic.parameters())
    n_std = sum(p.numel() for p in standard.parameters())
    assert n_std - n_dyn == 4 * per_block
    # Table 3's default when no size is given: k = 3 (its best standard convolution)
    _, _, default = build(dict_dir, "muse_tiny", ["--muse-conv-type", "standard"])
    assert default.encoder.layers[0].conv.kernel_size == 3


def test_conv_cells_start_like_the_released_code(dict_dir):
    """Eq. 7's gate starts uniform (the released code initialises each alpha to 1/n);
    the cells' kernels get DropConnect 0.1, the released code's value (the paper gives none)."""
    _, _, model = build(dict_dir, "muse_tiny", [])
    for layer in list(model.encoder.layers) + list(model.decoder.layers):
        torch.testing.assert_close(layer.conv.gate_weights(), torch.tensor([0.5, 0.5]))
        assert [c.weight_dropout for c in layer.conv.cells] == [0.1, 0.1]
    _, _, model = build(dict_dir, "muse_tiny", ["--muse-weight-dropout", "0"])
    assert model.encoder.layers[0].conv.cells[0].weight_dropout == 0.0


def test_per_layer_kernels(dict_dir):
    _, _, model = build(dict_dir, "muse_tiny", ["--muse-encoder-kernel-sizes", "3,15;7",
                                                "--muse-decoder-kernel-sizes", "5"])
    enc = [[c.kernel_size for c in layer.conv.cells] for layer in model.encoder.layers]
    dec = [[c.kernel_size for c in layer.conv.cells] for layer in model.decoder.layers]
    assert enc == [[3, 15], [7]] and dec == [[5], [5]]
    assert model.encoder.layers[1].conv.gate is None


@pytest.mark.parametrize("extra,flag", [
    (["--muse-encoder-kernel-sizes", "3;5;7"], "--muse-encoder-kernel-sizes"),
    (["--muse-kernel-sizes", "3,abc"], "--muse-kernel-sizes"),
    (["--muse-no-conv", "--muse-separate-conv-proj"], "--muse-separate-conv-proj"),
    (["--muse-conv-heads", "5"], "--muse-conv-heads"),
    (["--muse-conv-type", "standard", "--muse-kernel-sizes", "3,15"], "--muse-kernel-sizes"),
    (["--muse-conv-type", "standard", "--muse-separate-conv-proj"], "--muse-separate-conv-proj"),
    (["--muse-conv-type", "standard", "--muse-no-conv"], "--muse-conv-type"),
])
def test_invalid_options_name_the_flag(dict_dir, extra, flag):
    with pytest.raises(ValueError, match=flag):
        build(dict_dir, "muse_tiny", extra)
