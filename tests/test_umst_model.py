"""UMST encoder modules (Li et al., ICML 2022) against a dense per-sentence reference.

The reference below builds every matrix (A_w, A_p, the pooling matrix, the
attention matrices) explicitly for one sentence at a time in Python loops,
straight from the definitions; the model does the same with batched index ops
on left-padded batches. Compared in float64 (atol 1e-9) unless noted.
"""

import pytest
import torch
import torch.nn.functional as F

from msfairseq.modules.umst_graph import build_umst_graph
from msfairseq.testing import random_word_tree
from utils import build_task_and_model


def make_side_inputs(sentences, width=None):
    """Left-padded collater tensors from ``[(word_sizes, heads), ...]``.

    ``word_sizes``: pieces per word (EOS excluded); ``heads``: 1-based heads of
    those words (0 = root). The EOS token / word is appended as the collater does.
    Returns ``(src_word_ids B x T, src_heads B x W, src_word_lengths B, per-sentence
    (word ids incl. EOS, heads incl. EOS word))``.
    """
    per = []
    for sizes, heads in sentences:
        ids = [w for w, n in enumerate(sizes) for _ in range(n)] + [len(sizes)]
        per.append((ids, list(heads) + [0]))
    width = width or max(len(ids) for ids, _ in per)
    max_words = max(len(h) for _, h in per)
    word_ids = torch.full((len(per), width), -1, dtype=torch.long)
    heads = torch.zeros((len(per), max_words), dtype=torch.long)
    for b, (ids, hs) in enumerate(per):
        word_ids[b, width - len(ids):] = torch.tensor(ids)
        heads[b, :len(hs)] = torch.tensor(hs)
    lengths = torch.tensor([len(h) for _, h in per])
    return word_ids, heads, lengths, per


def random_sentences(lengths, seed=0, max_pieces=3):
    """Random word segmentations and random valid trees for token counts ``lengths`` (EOS incl.)."""
    g = torch.Generator().manual_seed(seed)
    return [random_word_tree(n, g, (1.0,) * max_pieces) for n in lengths]


def batch_graph(sentences, width=None):
    word_ids, heads, lengths, per = make_side_inputs(sentences, width)
    return build_umst_graph(word_ids, heads, lengths, dtype=torch.float64), word_ids, per


def normalized(adj, symmetric=True):
    """D^-1/2 (A + I) D^-1/2, or D^-1 (A + I)."""
    a = adj + torch.eye(adj.size(0), dtype=adj.dtype)
    d = a.sum(1)
    if symmetric:
        return a * d.rsqrt().unsqueeze(1) * d.rsqrt().unsqueeze(0)
    return a / d.unsqueeze(1)


def word_adjacency(ids):
    """A_w: 1 between different tokens of the same word."""
    n = len(ids)
    a = torch.zeros(n, n, dtype=torch.float64)
    for i in range(n):
        for j in range(n):
            if i != j and ids[i] == ids[j]:
                a[i, j] = 1.0
    return a


def dep_adjacency(heads):
    """A_p: undirected word - head edges."""
    a = torch.zeros(len(heads), len(heads), dtype=torch.float64)
    for i, h in enumerate(heads):
        if h > 0:
            a[i, h - 1] = a[h - 1, i] = 1.0
    return a


def pooling(ids):
    """W x n matrix averaging the tokens of each word."""
    num_words = max(ids) + 1
    p = torch.zeros(num_words, len(ids), dtype=torch.float64)
    for i, w in enumerate(ids):
        p[w, i] = 1.0
    return p / p.sum(1, keepdim=True)


def _lin(linear, x):
    return x @ linear.weight.double().t() + linear.bias.double()


def dense_word_gcn(gcn, h, ids):
    """Reference W-GCN for one sentence: h (n x C) -> (h_s n x C, words W x C)."""
    a = normalized(word_adjacency(ids), symmetric=gcn.linear is not None)
    g = F.relu(_lin(gcn.linear, a @ h)) if gcn.linear is not None else a @ h
    hs = h + g
    return hs, pooling(ids) @ hs


def dense_phrase_gcn(gcn, words, heads):
    a = normalized(dep_adjacency(heads), symmetric=gcn.linear is not None)
    g = F.relu(_lin(gcn.linear, a @ words)) if gcn.linear is not None else a @ words
    return words + g


def dense_rectified(attn, hs, words, ids):
    """Reference rectified attention for one sentence. Returns (output n x C, P H x n x n)."""
    n, dim = hs.shape
    heads, hd = attn.num_heads, attn.head_dim
    q, k, v = _lin(attn.q_proj, hs), _lin(attn.k_proj, hs), _lin(attn.v_proj, hs)
    probs = torch.zeros(heads, n, n, dtype=torch.float64)
    out = torch.zeros(n, dim, dtype=torch.float64)
    counts = torch.bincount(torch.tensor(ids)).double()
    for h in range(heads):
        sl = slice(h * hd, (h + 1) * hd)
        scores = q[:, sl] @ k[:, sl].t()
        if attn.relative_keys is not None:
            rel = attn.relative_keys.weight.double()
            kmax = attn.max_relative_position
            for i in range(n):
                for j in range(n):
                    scores[i, j] += q[i, sl] @ rel[max(-kmax, min(kmax, j - i)) + kmax]
        p = torch.softmax(scores / hd ** 0.5, dim=-1)
        if attn.rectified:
            qw, kw = _lin(attn.q_proj, words)[:, sl], _lin(attn.k_proj, words)[:, sl]
            pw = torch.softmax(qw @ kw.t() / hd ** 0.5, dim=-1)
            up = torch.zeros(n, n, dtype=torch.float64)
            for i in range(n):
                for j in range(n):
                    up[i, j] = pw[ids[i], ids[j]] / counts[ids[j]]
            p = 0.5 * (p + up)
        probs[h] = p
        out[:, sl] = p @ v[:, sl]
    return _lin(attn.out_proj, out), probs


def dense_layer(layer, x, ids, heads):
    """Reference UMST encoder layer (pre-norm) for one sentence: x (n x C) -> n x C."""
    ln1, ln2 = layer.self_attn_layer_norm, layer.final_layer_norm

    def ln(mod, t):
        return F.layer_norm(t, t.shape[-1:], mod.weight.double(), mod.bias.double(), mod.eps)

    if layer.class_embed is not None:
        counts = torch.bincount(torch.tensor(ids))
        cls = torch.tensor([1 if counts[w] > 1 else 0 for w in ids])
        x = x + layer.class_embed.weight.double()[cls]
    h = ln(ln1, x)
    if layer.word_gcn is not None:
        hs, words = dense_word_gcn(layer.word_gcn, h, ids)
    else:
        hs, words = h, pooling(ids) @ h
    if layer.phrase_gcn is not None:
        words = dense_phrase_gcn(layer.phrase_gcn, words, heads)
    a, _ = dense_rectified(layer.self_attn, hs, words, ids)
    x = x + a
    y = F.relu(_lin(layer.fc1, ln(ln2, x)))
    return x + _lin(layer.fc2, y)


def pad_left(xs, width):
    """List of n_b x C -> T x B x C, left-padded with zeros, and the B x T padding mask."""
    dim = xs[0].size(1)
    out = torch.zeros(width, len(xs), dim, dtype=xs[0].dtype)
    mask = torch.ones(len(xs), width, dtype=torch.bool)
    for b, x in enumerate(xs):
        out[width - x.size(0):, b] = x
        mask[b, width - x.size(0):] = False
    return out, mask


# ---------------------------------------------------------------- tests

# (pieces per word, 1-based heads) -- EOS appended by make_side_inputs
HAND = [
    ([1, 3, 2, 1], [2, 0, 2, 3]),  # "a b1b2b3 c1c2 d": root b; a->b, c->b, d->c
    ([2, 1], [0, 1]),
    ([1, 1, 1, 2, 1], [2, 0, 4, 2, 4]),
]


def umst_layer(dict_dir, *flags, arch="umst_tiny", dim=None):
    extra = list(flags) + (["--encoder-embed-dim", dim] if dim else [])
    _, _, model = build_task_and_model(dict_dir, arch, extra, task="umst_translation")
    layer = model.encoder.layers[0].double().eval()
    torch.manual_seed(3)
    with torch.no_grad():  # non-trivial biases / layer norms so that they are tested too
        for name, p in layer.named_parameters():
            if name.endswith("bias") or "layer_norm" in name:
                p.add_(0.1 * torch.randn_like(p))
    return layer


def sentence_inputs(sentences, dim, seed=0, extra_pad=2):
    g = torch.Generator().manual_seed(seed)
    width = max(sum(sizes) + 1 for sizes, _ in sentences) + extra_pad  # + EOS, + padding
    graph, word_ids, per = batch_graph(sentences, width=width)
    xs = [torch.randn(len(ids), dim, generator=g, dtype=torch.float64) for ids, _ in per]
    x, mask = pad_left(xs, word_ids.size(1))
    return graph, per, xs, x, mask


def test_graph_tensors_hand_built():
    graph, word_ids, _ = batch_graph(HAND[:1], width=10)
    # tokens: pad pad a b1 b2 b3 c1 c2 d EOS
    assert graph.tok_class.t().tolist() == [[0, 0, 0, 1, 1, 1, 1, 1, 0, 0]]
    assert graph.word_count.squeeze(-1).tolist() == [[1, 3, 2, 1, 1]]
    assert graph.word_pad.tolist() == [[False] * 5]
    # undirected degrees with self loop: a:2, b:3 (a, c), c:3 (b, d), d:2, EOS:1
    assert graph.dep_deg.squeeze(-1).tolist() == [[2, 3, 3, 2, 1]]
    # per-batch derived tensors that the layers reuse
    assert graph.tok_onehot.argmax(-1).tolist() == graph.tok_class.reshape(-1).tolist()
    assert graph.tok_onehot.sum(-1).tolist() == [1.0] * 10
    assert graph.tok_word.tolist() == [0, 0, 0, 1, 1, 1, 2, 2, 3, 4]  # padding -> row 0, masked
    assert graph.tok_keep.squeeze(-1).t().tolist() == [[0, 0] + [1] * 8]
    torch.testing.assert_close(graph.inv_word_count, 1 / graph.word_count, rtol=0, atol=0)
    torch.testing.assert_close(graph.dep_norm, graph.dep_deg.rsqrt(), rtol=0, atol=0)
    assert graph.word_attn_mask.flatten().tolist() == [0.0] * 5
    graph2, _, _ = batch_graph(HAND, width=12)
    assert graph2.word_attn_mask[1].flatten().tolist() == [0.0] * 3 + [float("-inf")] * 3
    assert graph2.word_pad[1].tolist() == [False, False, False, True, True, True]
    assert graph2.dep_deg[1].squeeze(-1).tolist() == [2, 2, 1, 1, 1, 1]


@pytest.mark.parametrize("op", ["gcn", "avg"])
def test_word_and_phrase_gcn_match_dense(dict_dir, op):
    layer = umst_layer(dict_dir, "--umst-graph-op", op)
    graph, per, xs, x, _ = sentence_inputs(HAND + random_sentences([7, 12], seed=1), layer.embed_dim)
    hs, words = layer.word_gcn(x, graph)
    phr = layer.phrase_gcn(words, graph)
    width = x.size(0)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        ref_hs, ref_words = dense_word_gcn(layer.word_gcn, xs[b], ids)
        torch.testing.assert_close(hs[width - n:, b], ref_hs, atol=1e-9, rtol=0)
        torch.testing.assert_close(words[b, :len(heads)], ref_words, atol=1e-9, rtol=0)
        ref_phr = dense_phrase_gcn(layer.phrase_gcn, ref_words, heads)
        torch.testing.assert_close(phr[b, :len(heads)], ref_phr, atol=1e-9, rtol=0)


def test_gcn_reference_is_not_trivial(dict_dir):
    """The dense references themselves see the graph: a different parse changes P-GCN."""
    layer = umst_layer(dict_dir)
    words = torch.randn(5, layer.embed_dim, dtype=torch.float64)
    a = dense_phrase_gcn(layer.phrase_gcn, words, [2, 0, 2, 3, 0])
    b = dense_phrase_gcn(layer.phrase_gcn, words, [0, 1, 1, 1, 0])
    assert not torch.allclose(a[:4], b[:4])


@pytest.mark.parametrize("arch", ["umst_tiny", "umst_tiny_rpr"])
def test_rectified_attention_matches_dense_and_rows_sum_to_one(dict_dir, arch):
    layer = umst_layer(dict_dir, arch=arch)
    attn = layer.self_attn
    graph, per, xs, x, mask = sentence_inputs(HAND + random_sentences([9], seed=2), layer.embed_dim)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    fast, _ = attn(x, words, mask, graph)
    explicit, probs = attn(x, words, mask, graph, need_weights=True)
    width = x.size(0)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        ref_out, ref_p = dense_rectified(attn, xs[b], words[b, :len(heads)], ids)
        torch.testing.assert_close(fast[width - n:, b], ref_out, atol=1e-9, rtol=0)
        torch.testing.assert_close(explicit[width - n:, b], ref_out, atol=1e-9, rtol=0)
        torch.testing.assert_close(probs[b, :, width - n:, width - n:], ref_p, atol=1e-9, rtol=0)
        assert probs[b, :, width - n:, : width - n].abs().max() == 0  # padding keys get nothing
        torch.testing.assert_close(probs[b, :, width - n:].sum(-1),
                                   torch.ones(attn.num_heads, n, dtype=torch.float64))


def test_rectified_attention_differs_from_subword_attention(dict_dir):
    layer = umst_layer(dict_dir)
    graph, per, xs, x, mask = sentence_inputs(HAND, layer.embed_dim)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    rect, _ = layer.self_attn(x, words, mask, graph)
    layer.self_attn.rectified = False
    plain, _ = layer.self_attn(x, words, mask, graph)
    assert (rect - plain)[~mask.t()].abs().max() > 1e-3


FLAGS = [
    [],
    ["--umst-no-class-embedding"],
    ["--umst-no-intra-group"],
    ["--umst-no-inter-group"],
    ["--umst-graph-op", "avg"],
    ["--umst-no-rectified-attention", "--umst-no-inter-group"],
]


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: " ".join(f) or "full")
@pytest.mark.parametrize("arch", ["umst_tiny", "umst_tiny_rpr"])
def test_layer_matches_dense_reference(dict_dir, flags, arch):
    layer = umst_layer(dict_dir, *flags, arch=arch)
    sentences = HAND + random_sentences([5, 11], seed=4)
    graph, per, xs, x, mask = sentence_inputs(sentences, layer.embed_dim)
    y = layer(x, mask, graph)
    width = x.size(0)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        torch.testing.assert_close(y[width - n:, b], dense_layer(layer, xs[b], ids, heads),
                                   atol=1e-9, rtol=0)


def test_ablation_flags_remove_their_parts(dict_dir):
    full = umst_layer(dict_dir)
    assert full.class_embed is not None and full.word_gcn.linear is not None
    assert full.phrase_gcn.linear is not None and full.self_attn.rectified
    assert umst_layer(dict_dir, "--umst-no-class-embedding").class_embed is None
    assert umst_layer(dict_dir, "--umst-no-intra-group").word_gcn is None
    assert umst_layer(dict_dir, "--umst-no-inter-group").phrase_gcn is None
    avg = umst_layer(dict_dir, "--umst-graph-op", "avg")
    assert avg.word_gcn.linear is None and avg.phrase_gcn.linear is None
    assert not umst_layer(dict_dir, "--umst-no-rectified-attention",
                          "--umst-no-inter-group").self_attn.rectified
    # each switch changes the layer's output for the same weights
    graph, per, xs, x, mask = sentence_inputs(HAND, full.embed_dim)
    ref = full(x, mask, graph)
    for flags in FLAGS[1:]:
        other = umst_layer(dict_dir, *flags)
        other.load_state_dict(full.state_dict(), strict=False)
        assert (other(x, mask, graph) - ref)[~mask.t()].abs().max() > 1e-4, flags


def test_every_switch_off_is_the_fairseq_transformer_layer(dict_dir):
    from fairseq.models.transformer import TransformerConfig
    from fairseq.modules.transformer_layer import TransformerEncoderLayerBase

    flags = ["--umst-no-class-embedding", "--umst-no-intra-group", "--umst-no-inter-group",
             "--umst-no-rectified-attention"]
    layer = umst_layer(dict_dir, *flags)
    base = TransformerEncoderLayerBase(TransformerConfig.from_namespace(layer.cfg)).double().eval()
    base.load_state_dict(layer.state_dict())  # strict: same parameters
    graph, per, xs, x, mask = sentence_inputs(HAND, layer.embed_dim)
    keep = ~mask.t()
    torch.testing.assert_close(layer(x, mask, graph)[keep], base(x, mask)[keep], atol=1e-9, rtol=0)
