"""MUSE building blocks (Zhao et al., 2019) against fairseq's own modules and
against their definitions: dynamic-conv cell, gated multi-kernel merge,
incremental conv state, kernel-list parsing, and one MUSE block rebuilt by hand
from fairseq's MultiheadAttention / DynamicConv1dTBC."""

import pytest
import torch
import torch.nn.functional as F
from fairseq.modules.dynamic_convolution import DynamicConv1dTBC
from fairseq.modules.multihead_attention import MultiheadAttention

from msfairseq.models.muse.dynamic_conv import DynamicConv
from msfairseq.models.muse.conv import MultiKernelDynamicConv, StandardConv, parse_kernel_spec
from utils import build_task_and_model, random_batch

torch.set_num_threads(1)


def fairseq_cell(cell):
    """fairseq's DynamicConv1dTBC with the weights of our cell."""
    ref = DynamicConv1dTBC(cell.input_size, cell.kernel_size, padding_l=cell.padding_l,
                           num_heads=cell.num_heads, weight_softmax=True)
    ref.weight_linear.weight.data.copy_(cell.weight_linear.weight.data)
    return ref.eval()


@pytest.mark.parametrize("k,causal", [(3, False), (15, False), (1, True), (4, True), (15, True)])
def test_cell_matches_fairseq_dynamicconv(k, causal):
    torch.manual_seed(k)
    cell = DynamicConv(16, k, 4, padding_l=k - 1 if causal else (k - 1) // 2).eval()
    x = torch.randn(11, 3, 16)
    torch.testing.assert_close(cell(x), fairseq_cell(cell)(x), atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("k", [1, 4, 7])
def test_cell_incremental_equals_full_with_reorder(k):
    torch.manual_seed(0)
    cell = DynamicConv(8, k, 2, padding_l=k - 1).eval()
    x = torch.randn(9, 3, 8)
    order = torch.tensor([2, 0, 1])
    state, outs = {}, []
    for t in range(9):
        if t == 5:  # beam-search style reorder mid-sentence
            cell.reorder_incremental_state(state, order)
            x = x.index_select(1, order)
        outs.append(cell(x[t:t + 1], incremental_state=state))
    full = cell(x)  # x is reordered: compare the steps after the reorder
    torch.testing.assert_close(torch.cat(outs[5:]), full[5:], atol=1e-6, rtol=1e-5)
    full_before = cell(x.index_select(1, torch.argsort(order)))
    torch.testing.assert_close(torch.cat(outs[:5]), full_before[:5], atol=1e-6, rtol=1e-5)


@pytest.mark.parametrize("causal", [False, True])
def test_multikernel_merge_equals_gated_sum_of_cells(causal):
    torch.manual_seed(1)
    conv = MultiKernelDynamicConv(12, [2, 3, 4, 15], 3, causal=causal).eval()
    with torch.no_grad():
        conv.gate.copy_(torch.tensor([0.3, -1.0, 2.0, 0.5]))
    x = torch.randn(10, 2, 12)
    g = F.softmax(conv.gate, 0)
    expected = sum(g[i] * cell(x) for i, cell in enumerate(conv.cells))
    torch.testing.assert_close(conv(x), expected, atol=1e-5, rtol=1e-5)
    if causal:  # and the merged causal branch decodes step by step exactly
        state = {}
        steps = torch.cat([conv(x[t:t + 1], incremental_state=state) for t in range(10)])
        torch.testing.assert_close(steps, expected, atol=1e-5, rtol=1e-5)


def test_decoding_computes_the_gate_once_per_decode():
    """A decoding step reads the gate's softmax from the decode's incremental state (computed
    at its first step), so the steps equal the full pass and a new decode sees a changed gate."""
    torch.manual_seed(2)
    conv = MultiKernelDynamicConv(12, [3, 15], 3, causal=True).eval()
    x = torch.randn(6, 2, 12)
    for gate in ([0.3, -1.0], [2.0, 0.5]):  # fairseq's optimizer changes p.data in place
        with torch.no_grad():
            conv.gate.data.copy_(torch.tensor(gate))
            state = {}
            steps = torch.cat([conv(x[t:t + 1], incremental_state=state) for t in range(6)])
            torch.testing.assert_close(steps, conv(x), atol=1e-6, rtol=1e-6)
            assert torch.equal(conv.get_incremental_state(state, "gate")["gate"], F.softmax(conv.gate, 0))


def test_single_kernel_has_no_gate():
    conv = MultiKernelDynamicConv(8, [7], 2)
    assert conv.gate is None and conv.kernel_size == 7 and conv.padding_l == 3


def test_parse_kernel_spec():
    assert parse_kernel_spec("3,15", 2, "--f") == [[3, 15], [3, 15]]
    assert parse_kernel_spec("7", 3, "--f") == [[7], [7], [7]]
    assert parse_kernel_spec("3,15;7", 2, "--f") == [[3, 15], [7]]
    assert parse_kernel_spec("[[3,15],[7]]", 2, "--f") == [[3, 15], [7]]
    assert parse_kernel_spec("[3, 15]", 2, "--f") == [[3, 15], [3, 15]]
    with pytest.raises(ValueError, match="--f"):
        parse_kernel_spec("3;5;7", 2, "--f")
    with pytest.raises(ValueError, match="--f"):
        parse_kernel_spec("3,x", 2, "--f")
    with pytest.raises(ValueError, match="--f"):
        parse_kernel_spec("0", 2, "--f")


def dense_conv(x, weight, bias, padding_l):
    """Standard convolution written out: ``y[t] = b + sum_j W[:, :, j] x[t + j - padding_l]``
    (zero outside ``[0, T)``). ``x``: ``T x B x C``; ``weight``: ``C_out x C_in x K``."""
    T, K = x.size(0), weight.size(2)
    y = bias.expand(T, x.size(1), -1).clone()
    for t in range(T):
        for j in range(K):
            s = t + j - padding_l
            if 0 <= s < T:
                y[t] += x[s] @ weight[:, :, j].t()
    return y


def test_standard_conv_hand_computed():
    """Table 3's standard convolution, one channel, k = 3, weights (1, 2, 3), bias 0.5:
    centered (encoder) y[t] = x[t-1] + 2 x[t] + 3 x[t+1] + 0.5; causal (decoder)
    y[t] = x[t-2] + 2 x[t-1] + 3 x[t] + 0.5."""
    x = torch.tensor([1.0, 10.0, 100.0, 1000.0]).view(4, 1, 1)
    for causal, expected in [(False, [32.5, 321.5, 3210.5, 2100.5]),
                             (True, [3.5, 32.5, 321.5, 3210.5])]:
        conv = StandardConv(1, 3, causal=causal)
        with torch.no_grad():
            conv.weight.copy_(torch.tensor([[[1.0, 2.0, 3.0]]]))
            conv.bias.fill_(0.5)
        assert conv(x).view(-1).tolist() == expected
    # padded inputs are zeros: the causal conv of the left-padded row [pad, 10, 100, 1000]
    # gives, at the real positions, what [10, 100, 1000] alone gives
    pad = torch.tensor([[True, False, False, False]])
    assert conv(x, padding_mask=pad).view(-1).tolist()[1:] == [30.5, 320.5, 3210.5]
    assert conv(x[1:]).view(-1).tolist() == [30.5, 320.5, 3210.5]


@pytest.mark.parametrize("k,causal", [(1, False), (3, False), (4, False), (5, True), (7, True)])
def test_standard_conv_matches_dense_definition(k, causal):
    torch.manual_seed(k)
    conv = StandardConv(6, k, causal=causal).eval()
    x = torch.randn(9, 2, 6)
    expected = dense_conv(x, conv.weight, conv.bias, conv.padding_l)
    torch.testing.assert_close(conv(x), expected, atol=1e-5, rtol=1e-5)
    if causal:  # step by step, with a beam reorder, equals the full pass
        order = torch.tensor([1, 1])
        state, steps = {}, []
        for t in range(9):
            if t == 4:
                conv.reorder_incremental_state(state, order)
            steps.append(conv(x[t:t + 1] if t < 4 else x.index_select(1, order)[t:t + 1],
                              incremental_state=state))
        after = dense_conv(x.index_select(1, order), conv.weight, conv.bias, conv.padding_l)
        torch.testing.assert_close(torch.cat(steps[:4]), expected[:4], atol=1e-5, rtol=1e-5)
        torch.testing.assert_close(torch.cat(steps[4:]), after[4:], atol=1e-5, rtol=1e-5)


def _muse_module(layer, x, pad_mask, attn_mask=None, enc=None, enc_mask=None):
    """Eq. 1's branches (no residual): attention + conv + pointwise (+ parallel cross)."""
    attn, _ = MultiheadAttention.forward(layer.self_attn, x, x, x, key_padding_mask=pad_mask,
                                         attn_mask=attn_mask, need_weights=False)
    out = attn + layer.fc2(torch.relu(layer.fc1(x)))
    if layer.conv is not None and layer.conv_type == "standard":
        xin = x if pad_mask is None else x.masked_fill(pad_mask.t().unsqueeze(-1), 0)
        out = out + dense_conv(xin, layer.conv.weight, layer.conv.bias, layer.conv.padding_l)
    elif layer.conv is not None:
        v = layer.conv_in_proj(x) if layer.conv_in_proj is not None else layer.self_attn.v_proj(x)
        vin = v if pad_mask is None else v.masked_fill(pad_mask.t().unsqueeze(-1), 0)
        g = layer.conv.gate_weights()
        # kernels are predicted from V itself; padded inputs are zero
        conv = sum(g[i] * fairseq_cell(c)(vin, query=v) for i, c in enumerate(layer.conv.cells))
        out = out + layer.conv_out_proj(conv)
    if enc is not None:
        cross, _ = MultiheadAttention.forward(layer.encoder_attn, x, enc, enc,
                                              key_padding_mask=enc_mask, need_weights=False)
        out = out + cross
    return out


def _reference_block(layer, x, pad_mask, attn_mask=None, enc=None, enc_mask=None):
    """A MUSE block recomputed from fairseq's own MultiheadAttention and
    DynamicConv1dTBC with the layer's weights (post-norm, cross-attention parallel)."""
    return layer.self_attn_layer_norm(x + _muse_module(layer, x, pad_mask, attn_mask, enc, enc_mask))


@pytest.mark.parametrize("extra", [[], ["--muse-separate-conv-proj"], ["--muse-no-conv"],
                                   ["--muse-conv-type", "standard", "--muse-kernel-sizes", "3"]],
                         ids=["shared", "separate", "simple", "standard_conv"])
def test_blocks_match_fairseq_modules(dict_dir, extra):
    """Encoder and decoder blocks == attention + conv(V) + FFN (+ cross) built from fairseq's modules."""
    _, _, model = build_task_and_model(dict_dir, "muse_tiny", extra)
    torch.manual_seed(3)
    x = torch.randn(6, 2, 64)
    pad = torch.tensor([[True, False, False, False, False, False], [False] * 6])
    enc_layer = model.encoder.layers[0]
    assert (enc_layer.conv_in_proj is not None) == ("--muse-separate-conv-proj" in extra)
    torch.testing.assert_close(enc_layer(x, pad), _reference_block(enc_layer, x, pad),
                               atol=1e-5, rtol=1e-5)
    dec_layer = model.decoder.layers[1]
    y = torch.randn(5, 2, 64)
    causal = torch.triu(torch.full((5, 5), float("-inf")), 1)
    got, _, _ = dec_layer(y, x, pad, self_attn_mask=causal)
    ref = _reference_block(dec_layer, y, None, attn_mask=causal, enc=x, enc_mask=pad)
    torch.testing.assert_close(got, ref, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("prenorm", [False, True], ids=["postnorm", "prenorm"])
def test_sequential_cross_attention_block(dict_dir, prenorm):
    """The paper's text (Sec. 2): the decoder's MUSE module, then "additional context
    attention" connected by its own residual and layer norm:
    post-norm  Y = LN1(X + M(X)),      Z = LN2(Y + CrossAttn(Y));
    pre-norm   Y = X + M(LN1(X)),      Z = Y + CrossAttn(LN2(Y))."""
    extra = ["--muse-sequential-cross-attention"]
    if prenorm:
        extra += ["--decoder-normalize-before"]
    _, _, model = build_task_and_model(dict_dir, "muse_tiny", extra)
    layer = model.decoder.layers[0]
    torch.manual_seed(4)
    enc, y = torch.randn(6, 2, 64), torch.randn(5, 2, 64)
    enc_mask = torch.tensor([[True, False, False, False, False, False], [False] * 6])
    causal = torch.triu(torch.full((5, 5), float("-inf")), 1)
    ln1, ln2 = layer.self_attn_layer_norm, layer.encoder_attn_layer_norm

    def cross(h):
        return MultiheadAttention.forward(layer.encoder_attn, h, enc, enc,
                                          key_padding_mask=enc_mask, need_weights=False)[0]

    if prenorm:
        mid = y + _muse_module(layer, ln1(y), None, attn_mask=causal)
        expected = mid + cross(ln2(mid))
    else:
        mid = ln1(y + _muse_module(layer, y, None, attn_mask=causal))
        expected = ln2(mid + cross(mid))
    got, _, _ = layer(y, enc, enc_mask, self_attn_mask=causal)
    torch.testing.assert_close(got, expected, atol=1e-5, rtol=1e-5)


def test_attention_and_conv_share_one_dropout(dict_dir):
    """The released code maps [attention, conv] through one out_proj and drops the sum
    out once (lancopku/Prime, fairseq/modules/multihead_attention.py): each output
    element of the two branches together is either dropped or kept, never half of it."""
    _, _, model = build_task_and_model(dict_dir, "muse_tiny", ["--dropout", "0.5",
                                                               "--muse-weight-dropout", "0"])
    layer = model.encoder.layers[0]
    with torch.no_grad():
        layer.fc2.weight.zero_()
        layer.fc2.bias.zero_()
    x = torch.randn(7, 3, 64)
    with torch.no_grad():
        kept, _ = layer.branches(x)  # eval: attention + conv, no dropout
        layer.train()
        torch.manual_seed(0)
        dropped, _ = layer.branches(x)
        layer.eval()
    assert kept.abs().min() > 0
    zero = dropped == 0
    assert 0.3 < zero.float().mean() < 0.7
    torch.testing.assert_close(dropped[~zero], 2 * kept[~zero], atol=1e-5, rtol=1e-5)


def _looks_uniform(w, bound, name):
    """``w`` looks like ``U(-bound, bound)``: nothing beyond the bound, the extremes close to
    it, and the standard deviation ``bound / sqrt(3)`` (within 4%)."""
    w = w.detach().flatten()
    assert w.abs().max() <= bound * (1 + 1e-6), name
    assert w.abs().max() > 0.97 * bound, name
    assert abs(w.std().item() / (bound / 3 ** 0.5) - 1) < 0.04, name


def _released_bound(shape, a):
    """The bound of what the released code draws: ``nn.init.kaiming_uniform_(w, a)`` on a
    weight of ``shape``, replayed here and measured (its largest magnitude)."""
    torch.manual_seed(0)
    w = torch.empty(shape)
    torch.nn.init.kaiming_uniform_(w, a=a)
    return w.abs().max().item() * (1 + 1e-4)  # a sample's max is within 1e-4 of the bound


@pytest.mark.parametrize("extra", [[], ["--muse-no-conv"], ["--muse-separate-conv-proj"]],
                         ids=["muse", "simple", "separate"])
def test_init_follows_the_released_code(dict_dir, extra):
    """The released init (lancopku/Prime, fairseq/modules/multihead_attention.py,
    ``reset_parameters`` under the default ``--init_method km``): q/k/v as one 3C x C
    ``kaiming_uniform_(a=sqrt(5))``, zero q/k/v biases, ``out_proj`` (2C -> C with the gated
    conv, else C -> C) ``kaiming_uniform_(a=1)`` with a zero bias; ours splits that 2C -> C map
    into ``out_proj`` and ``conv_out_proj``, so each must have the 2C-fan-in bound. The conv
    cells' kernel predictor is nn.Linear's default (DynamicConv1dTBC.reset_parameters), the
    FFN biases are zero (fairseq/modules/linear.py)."""
    C = 256
    _, _, model = build_task_and_model(
        dict_dir, "muse_tiny", extra + ["--encoder-embed-dim", str(C), "--decoder-embed-dim", str(C)])
    conv = "--muse-no-conv" not in extra
    in_proj = _released_bound((3 * C, C), a=5 ** 0.5)
    out_proj = _released_bound((C, (2 if conv else 1) * C), a=1)
    for layer in list(model.encoder.layers) + list(model.decoder.layers):
        attns = [(layer.self_attn, out_proj)]
        if getattr(layer, "encoder_attn", None) is not None:  # C -> C in the released code too
            attns.append((layer.encoder_attn, _released_bound((C, C), a=1)))
        for attn, out_bound in attns:
            for proj in (attn.q_proj, attn.k_proj, attn.v_proj):
                _looks_uniform(proj.weight, in_proj, "q/k/v")
                assert not proj.bias.any()
            assert not attn.out_proj.bias.any()
        halves = [layer.self_attn.out_proj.weight]
        if conv:
            halves.append(layer.conv_out_proj.weight)
            for cell in layer.conv.cells:
                _looks_uniform(cell.weight_linear.weight, C ** -0.5, "kernel predictor")
        _looks_uniform(torch.cat(halves, dim=1), out_proj, "[out_proj | conv_out_proj]")
        for half in halves:
            assert half.abs().max() <= out_proj
        if getattr(layer, "encoder_attn", None) is not None:
            _looks_uniform(layer.encoder_attn.out_proj.weight, attns[1][1], "cross out_proj")
        if layer.conv_in_proj is not None:  # the ablation's separate W^V is drawn like W^V
            _looks_uniform(layer.conv_in_proj.weight, in_proj, "conv_in_proj")
            assert not layer.conv_in_proj.bias.any()
        assert not layer.fc1.bias.any() and not layer.fc2.bias.any()
    # --muse-init xavier: fairseq's init (msfairseq's default before): q/k/v Xavier with
    # gain 1/sqrt(2) and PyTorch's default biases, conv_out_proj Xavier (C x C)
    _, _, old = build_task_and_model(dict_dir, "muse_tiny", ["--muse-init", "xavier"])
    layer = old.encoder.layers[0]
    _looks_uniform(layer.self_attn.q_proj.weight, (6 / (2 * 64)) ** 0.5 / 2 ** 0.5, "xavier q")
    assert layer.self_attn.q_proj.bias.abs().max() > 0
    _looks_uniform(layer.conv_out_proj.weight, (6 / (2 * 64)) ** 0.5, "xavier conv_out_proj")


def test_input_dropout_as_in_the_released_code(dict_dir):
    """The released ``--input_dropout`` (lancopku/Prime, fairseq/models/combine_transformer.py:
    ``x1 = F.dropout(x, p=self.input_dropout, ...)`` feeds ``self_attn``, which projects q, k, v
    from it and convolves its v; the FFN and the cross-attention read ``x``). In training one
    mask reaches q, k and v (and so the convolution); the FFN and the cross-attention's query
    see the block input; in eval mode nothing is dropped."""
    _, _, model = build_task_and_model(dict_dir, "muse_tiny", [
        "--muse-input-dropout", "0.5", "--dropout", "0", "--muse-weight-dropout", "0"])
    layer = model.decoder.layers[0]
    seen = {}
    hooks = [mod.register_forward_hook(lambda m, inp, out, name=name: seen.__setitem__(name, inp[0]))
             for name, mod in [("q", layer.self_attn.q_proj), ("k", layer.self_attn.k_proj),
                               ("v", layer.self_attn.v_proj), ("fc1", layer.fc1),
                               ("q_enc", layer.encoder_attn.q_proj)]]
    torch.manual_seed(5)
    x, enc = torch.randn(7, 3, 64), torch.randn(6, 3, 64)
    causal = torch.triu(torch.full((7, 7), float("-inf")), 1)
    layer.train()
    layer(x, enc, None, self_attn_mask=causal)
    dropped = seen["q"] == 0
    assert 0.4 < dropped.float().mean() < 0.6
    torch.testing.assert_close(seen["q"][~dropped], 2 * x[~dropped])
    assert seen["k"] is seen["q"] and seen["v"] is seen["q"]  # one mask: attention and conv
    assert torch.equal(seen["fc1"], x) and torch.equal(seen["q_enc"], x)
    layer.eval()
    layer(x, enc, None, self_attn_mask=causal)  # autograd on: the unfused path
    assert torch.equal(seen["q"], x)
    for hook in hooks:
        hook.remove()
    # inference does not depend on it: the same weights without input dropout, same outputs
    _, task, plain = build_task_and_model(dict_dir, "muse_tiny", ["--dropout", "0"])
    plain.load_state_dict(model.state_dict())
    src, lens, prev = random_batch(task)
    with torch.no_grad():
        torch.testing.assert_close(model(src, lens, prev)[0], plain(src, lens, prev)[0])
