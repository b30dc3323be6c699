"""MUSE building blocks (Zhao et al., 2019) against fairseq's own modules and
against their definitions: dynamic-conv cell, gated multi-kernel merge,
incremental conv state, kernel-list parsing, and one MUSE block rebuilt by hand
from fairseq's MultiheadAttention / DynamicConv1dTBC."""

import pytest
import torch
import torch.nn.functional as F
from fairseq.modules.dynamic_convolution import DynamicConv1dTBC
from fairseq.modules.multihead_attention import MultiheadAttention

from msfairseq.modules.dynamic_conv import DynamicConv
from msfairseq.modules.muse_conv import MultiKernelDynamicConv, parse_kernel_spec
from utils import build_task_and_model

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


def _reference_block(layer, x, pad_mask, attn_mask=None, enc=None, enc_mask=None):
    """A MUSE block recomputed from fairseq's own MultiheadAttention and
    DynamicConv1dTBC with the layer's weights (post-norm)."""
    attn, _ = MultiheadAttention.forward(layer.self_attn, x, x, x, key_padding_mask=pad_mask,
                                         attn_mask=attn_mask, need_weights=False)
    out = attn + layer.fc2(torch.relu(layer.fc1(x)))
    if layer.conv is not None:
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
    return layer.self_attn_layer_norm(x + out)


@pytest.mark.parametrize("extra", [[], ["--muse-separate-conv-proj"], ["--muse-no-conv"]])
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
