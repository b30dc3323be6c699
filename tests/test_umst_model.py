"""UMST encoder modules (Li et al., ICML 2022) against a dense per-sentence reference.

The reference below builds every matrix (A_w, A_p, the pooling matrix, the
attention matrices) explicitly for one sentence at a time in Python loops,
straight from the definitions; the model does the same with batched index ops
on left-padded batches. Compared in float64 (atol 1e-9) unless noted.
"""

import pytest
import torch
import torch.nn.functional as F

from msfairseq.models.umst.graph import build_umst_graph
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


def batch_graph(sentences, width=None, mode="binary"):
    word_ids, heads, lengths, per = make_side_inputs(sentences, width)
    graph = build_umst_graph(word_ids, heads, lengths, dtype=torch.float64,
                             word_attention_weights=mode)
    return graph, word_ids, per


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


def _ln(mod, t):
    return F.layer_norm(t, t.shape[-1:], mod.weight.double(), mod.bias.double(), mod.eps)


def group_matrix(ids):
    """G of §2.1: n x W, G[i, j] = 1 iff sub-word i belongs to word j."""
    g = torch.zeros(len(ids), max(ids) + 1, dtype=torch.float64)
    for i, w in enumerate(ids):
        g[i, w] = 1.0
    return g


def dense_word_gcn(gcn, x, ids):
    """Reference W-GCN sub-layer (Eq. 2, Â applied again on the left, own LayerNorm): n x C."""
    h = _ln(gcn.layer_norm, x)
    a = normalized(word_adjacency(ids), symmetric=gcn.linear is not None)
    if gcn.linear is None:  # average pooling: D^-1 (A + I) h
        return x + a @ h
    return x + a @ F.relu(_lin(gcn.linear, a @ h))


def dense_phrase_gcn(gcn, words, heads):
    """Reference P-GCN sub-layer (Eq. 3, same wiring as the W-GCN): W x C."""
    u = _ln(gcn.layer_norm, words)
    a = normalized(dep_adjacency(heads), symmetric=gcn.linear is not None)
    if gcn.linear is None:
        return words + a @ u
    return words + a @ F.relu(_lin(gcn.linear, a @ u))


def dense_word_gcn_attention_input(gcn, h, ids):
    """The earlier wiring: (h + ReLU(Â h W + b), its word means)."""
    a = normalized(word_adjacency(ids), symmetric=gcn.linear is not None)
    g = F.relu(_lin(gcn.linear, a @ h)) if gcn.linear is not None else a @ h
    hs = h + g
    return hs, pooling(ids) @ hs


def dense_phrase_gcn_attention_input(gcn, words, heads):
    a = normalized(dep_adjacency(heads), symmetric=gcn.linear is not None)
    g = F.relu(_lin(gcn.linear, a @ words)) if gcn.linear is not None else a @ words
    return words + g


def upsample(pw, ids, mode):
    """ATTN_2 (W x W) -> n x n: Eq. 4 with binary G, the row-normalized form, or
    torch's own image interpolation (Table 6 #5/#6)."""
    n = len(ids)
    g = group_matrix(ids)
    if mode == "binary":
        return g @ pw @ g.t()
    if mode == "row-normalized":
        return g @ pw @ (g / g.sum(0, keepdim=True)).t()
    torch_mode = {"nearest": "nearest", "linear": "bilinear"}[mode]
    kwargs = {} if mode == "nearest" else {"align_corners": False}
    return F.interpolate(pw[None, None], size=(n, n), mode=torch_mode, **kwargs)[0, 0]


def _rel_scores(q, table, kmax):
    """q_i . a_{clip(j - i)} for an L x d query block."""
    n = q.size(0)
    out = torch.zeros(n, n, dtype=torch.float64)
    for i in range(n):
        for j in range(n):
            out[i, j] = q[i] @ table[max(-kmax, min(kmax, j - i)) + kmax]
    return out


def dense_rectified(attn, hs, words, ids, mode="binary"):
    """Reference rectified attention (§3.4) for one sentence. Returns (output n x C, P H x n x n)."""
    n, dim = hs.shape
    heads, hd = attn.num_heads, attn.head_dim
    q, k, v = _lin(attn.q_proj, hs), _lin(attn.k_proj, hs), _lin(attn.v_proj, hs)
    probs = torch.zeros(heads, n, n, dtype=torch.float64)
    out = torch.zeros(n, dim, dtype=torch.float64)
    kmax = attn.max_relative_position
    for h in range(heads):
        sl = slice(h * hd, (h + 1) * hd)
        scores = q[:, sl] @ k[:, sl].t()
        if attn.relative_keys is not None:
            scores += _rel_scores(q[:, sl], attn.relative_keys.weight.double(), kmax)
        p = torch.softmax(scores / hd ** 0.5, dim=-1)
        if attn.rectified:
            q_proj = attn.q_proj_word if attn.q_proj_word is not None else attn.q_proj
            k_proj = attn.k_proj_word if attn.k_proj_word is not None else attn.k_proj
            qw, kw = _lin(q_proj, words)[:, sl], _lin(k_proj, words)[:, sl]
            wscores = qw @ kw.t()
            if attn.word_relative:
                table = attn.relative_keys if attn.word_relative_keys is None else attn.word_relative_keys
                wscores += _rel_scores(qw, table.weight.double(), kmax)
            pw = torch.softmax(wscores / hd ** 0.5, dim=-1)
            p = 0.5 * p + 0.5 * upsample(pw, ids, mode)
        probs[h] = p
        out[:, sl] = p @ v[:, sl]
    return _lin(attn.out_proj, out), probs


def dense_layer(layer, x, ids, heads, mode="binary"):
    """Reference UMST encoder layer (pre-norm) for one sentence: x (n x C) -> n x C."""
    if layer.class_embed is not None:
        counts = torch.bincount(torch.tensor(ids))
        cls = torch.tensor([1 if counts[w] > 1 else 0 for w in ids])
        x = x + layer.class_embed.weight.double()[cls]
    if layer.wiring == "sublayer":
        if layer.word_gcn is not None:
            x = dense_word_gcn(layer.word_gcn, x, ids)
        words = pooling(ids) @ x
        if layer.phrase_gcn is not None:
            words = dense_phrase_gcn(layer.phrase_gcn, words, heads)
        if layer.word_layer_norm is not None:
            words = _ln(layer.word_layer_norm, words)
        hs = _ln(layer.self_attn_layer_norm, x)
    else:
        h = _ln(layer.self_attn_layer_norm, x)
        if layer.word_gcn is not None:
            hs, words = dense_word_gcn_attention_input(layer.word_gcn, h, ids)
        else:
            hs, words = h, pooling(ids) @ h
        if layer.phrase_gcn is not None:
            words = dense_phrase_gcn_attention_input(layer.phrase_gcn, words, heads)
    a, _ = dense_rectified(layer.self_attn, hs, words, ids, mode)
    x = x + a
    y = F.relu(_lin(layer.fc1, _ln(layer.final_layer_norm, x)))
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


def sentence_inputs(sentences, dim, seed=0, extra_pad=2, mode="binary"):
    g = torch.Generator().manual_seed(seed)
    width = max(sum(sizes) + 1 for sizes, _ in sentences) + extra_pad  # + EOS, + padding
    graph, word_ids, per = batch_graph(sentences, width=width, mode=mode)
    xs = [torch.randn(len(ids), dim, generator=g, dtype=torch.float64) for ids, _ in per]
    x, mask = pad_left(xs, word_ids.size(1))
    return graph, per, xs, x, mask


MODES = ("binary", "row-normalized", "nearest", "linear")
# the flags that rebuild the layer of the first release (before the paper's defaults)
FIRST_RELEASE = ["--umst-shared-word-qk", "--umst-word-attention-weights", "row-normalized",
                 "--umst-class-embedding-every-layer", "--umst-gcn-wiring", "attention-input",
                 "--umst-word-relative-keys", "none"]


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


def test_section21_g_and_a_p_keep_the_first_word_and_its_edges():
    """§2.1: every sub-word is in G (G[i, word(i)] = 1) and A_p has every word - head edge,
    the first word's too. (The released collater drops the first word from G and the
    edges headed by it from A_p; see docs/umst.md.)"""
    from msfairseq.models.umst.graph import dep_aggregate, word_mean
    from msfairseq.models.umst.upsample import dense_matrices

    # "a1 a2 b c EOS": root a (2 pieces), b -> a, c -> a; two padding tokens in front
    graph, word_ids, per = batch_graph([([2, 1, 1], [0, 1, 1])], width=7)
    left, right = dense_matrices(graph.upsampling, 1, 4, torch.float64)  # 1 x 7 x 4
    g = torch.tensor([[0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0],
                      [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], dtype=torch.float64)
    torch.testing.assert_close(left[0], g, rtol=0, atol=0)
    torch.testing.assert_close(right[0], g, rtol=0, atol=0)
    assert graph.tok_class.t().tolist() == [[0, 0, 1, 1, 0, 0, 0]]  # a1 a2: multi-piece word
    x = torch.randn(7, 1, 3, dtype=torch.float64)
    torch.testing.assert_close(word_mean(x, graph)[0, 0], x[2:4, 0].mean(0), rtol=0, atol=1e-12)
    # degrees with self loop: a 3 (b, c), b 2, c 2, EOS 1; Â_p e_a reaches b and c
    assert graph.dep_deg.squeeze(-1).tolist() == [[3, 2, 2, 1]]
    one_hot = torch.eye(4, dtype=torch.float64).unsqueeze(0)  # 1 x W x W: word j's feature e_j
    a_hat = dep_aggregate(one_hot, graph)[0]  # W x W: Â_p itself
    torch.testing.assert_close(a_hat, normalized(dep_adjacency([0, 1, 1, 0])), rtol=0, atol=1e-12)
    assert (a_hat[0, 1:3] > 0).all() and (a_hat[1:3, 0] > 0).all() and a_hat[0, 3] == 0


def test_eq2_one_self_loop_makes_a_hat_w_the_word_mean(dict_dir):
    """Eq. 2 read literally: A_w[i, j] = 1 iff sub-words i and j belong to the same word,
    i = j included, and Ã_w = A_w + I_L: 2 on the diagonal, so Â_w mixes each piece with
    its word's mean. The model (as the released ``gen_group_matrix_gcn``) keeps one self
    loop: Â_w is exactly the word mean, and the W-GCN sub-layer is computed with it."""
    ids = [0, 0, 0, 1, 2]  # a word of 3 pieces, one of 1, EOS
    mean = group_matrix(ids) @ pooling(ids)  # n x n: each token -> the mean of its word
    torch.testing.assert_close(normalized(word_adjacency(ids)), mean, rtol=0, atol=1e-12)
    same_word = group_matrix(ids) @ group_matrix(ids).t()  # A_w with i = j included
    literal = normalized(same_word)  # + I: 2 on the diagonal
    assert (literal - mean).abs().max() > 0.1
    layer = umst_layer(dict_dir)
    graph, per, xs, x, _ = sentence_inputs([([3, 1], [0, 1])], layer.embed_dim)
    gcn = layer.word_gcn
    out = gcn(x, graph)[-len(ids):, 0]
    h = _ln(gcn.layer_norm, xs[0])
    for a_hat, same in ((mean, True), (literal, False)):
        ref = xs[0] + a_hat @ F.relu(_lin(gcn.linear, a_hat @ h))
        assert torch.allclose(out, ref, atol=1e-9, rtol=0) == same


# one sentence "a1 a2 b EOS" (words of 2, 1, 1 pieces) behind two padding tokens,
# and a word attention ATTN_2 written out by hand
EQ4_SENTENCE = [([2, 1], [0, 1])]
EQ4_ATTN2 = torch.tensor([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.2, 0.2, 0.6]], dtype=torch.float64)
EQ4_EXPECTED = {
    # Eq. 4, G binary: ATTN_2'[i, j] = ATTN_2[word(i), word(j)]; rows sum to 1.5, 1.5, 1.3, 1.4
    "binary": [[0.5, 0.5, 0.3, 0.2], [0.5, 0.5, 0.3, 0.2], [0.1, 0.1, 0.6, 0.3],
               [0.2, 0.2, 0.2, 0.6]],
    # earlier form: the weight of word a is split over its 2 pieces; rows sum to 1
    "row-normalized": [[0.25, 0.25, 0.3, 0.2], [0.25, 0.25, 0.3, 0.2],
                       [0.05, 0.05, 0.6, 0.3], [0.1, 0.1, 0.2, 0.6]],
}
# 4 tokens from 3 words by position alone: nearest src = floor(i * 3/4) = 0, 0, 1, 2;
# linear (align_corners=False) src = (i + 0.5) * 3/4 - 0.5 = -0.125 (-> 0), 0.625, 1.375, 2.125 (-> 2)
EQ4_INTERPOLATION = {
    "nearest": [[1, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
    "linear": [[1, 0, 0], [0.375, 0.625, 0], [0, 0.625, 0.375], [0, 0, 1]],
}


@pytest.mark.parametrize("mode", MODES)
def test_eq4_upsampling_hand_computed(mode):
    from msfairseq.models.umst.upsample import dense_matrices

    graph, _, _ = batch_graph(EQ4_SENTENCE, width=6, mode=mode)
    left, right = dense_matrices(graph.upsampling, 1, 3, torch.float64)  # 1 x 6 x 3
    assert left[0, :2].abs().max() == 0 and right[0, :2].abs().max() == 0  # padding tokens
    left, right = left[0, 2:], right[0, 2:]
    if mode in EQ4_EXPECTED:
        expected = torch.tensor(EQ4_EXPECTED[mode], dtype=torch.float64)
    else:
        u = torch.tensor(EQ4_INTERPOLATION[mode], dtype=torch.float64)
        torch.testing.assert_close(left, u, rtol=0, atol=1e-12)
        expected = u @ EQ4_ATTN2 @ u.t()
    torch.testing.assert_close(left @ EQ4_ATTN2 @ right.t(), expected, rtol=0, atol=1e-12)


@pytest.mark.parametrize("op", ["gcn", "avg"])
@pytest.mark.parametrize("wiring", ["sublayer", "attention-input"])
def test_word_and_phrase_gcn_match_dense(dict_dir, op, wiring):
    layer = umst_layer(dict_dir, "--umst-graph-op", op, "--umst-gcn-wiring", wiring)
    graph, per, xs, x, _ = sentence_inputs(HAND + random_sentences([7, 12], seed=1), layer.embed_dim)
    width = x.size(0)
    if wiring == "sublayer":
        xs_out = layer.word_gcn(x, graph)
        words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
        phr = layer.phrase_gcn(words, graph)
    else:
        hs, words = layer.word_gcn.forward_attention_input(x, graph)
        phr = layer.phrase_gcn.forward_attention_input(words, graph)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        if wiring == "sublayer":
            torch.testing.assert_close(xs_out[width - n:, b], dense_word_gcn(layer.word_gcn, xs[b], ids),
                                       atol=1e-9, rtol=0)
            ref_phr = dense_phrase_gcn(layer.phrase_gcn, words[b, :len(heads)], heads)
        else:
            ref_hs, ref_words = dense_word_gcn_attention_input(layer.word_gcn, xs[b], ids)
            torch.testing.assert_close(hs[width - n:, b], ref_hs, atol=1e-9, rtol=0)
            torch.testing.assert_close(words[b, :len(heads)], ref_words, atol=1e-9, rtol=0)
            ref_phr = dense_phrase_gcn_attention_input(layer.phrase_gcn, ref_words, heads)
        torch.testing.assert_close(phr[b, :len(heads)], ref_phr, atol=1e-9, rtol=0)


def test_gcn_reference_is_not_trivial(dict_dir):
    """The dense references themselves see the graph: a different parse changes P-GCN,
    and the second product with Â_p is not the identity."""
    layer = umst_layer(dict_dir)
    words = torch.randn(5, layer.embed_dim, dtype=torch.float64)
    gcn = layer.phrase_gcn
    a = dense_phrase_gcn(gcn, words, [2, 0, 2, 3, 0])
    b = dense_phrase_gcn(gcn, words, [0, 1, 1, 1, 0])
    assert not torch.allclose(a[:4], b[:4])
    adj = normalized(dep_adjacency([2, 0, 2, 3, 0]))
    once = words + F.relu(_lin(gcn.linear, adj @ _ln(gcn.layer_norm, words)))
    assert (once - a).abs().max() > 1e-3


class RecordedDropout(torch.nn.Module):
    """Stands in for a dropout module: multiplies by a fresh random 0 / 2 mask per call
    and keeps the masks, so a reference can apply the same ones."""

    p = 0.5

    def __init__(self):
        super().__init__()
        self.masks = []
        self.gen = torch.Generator().manual_seed(11)

    def forward(self, x):
        mask = torch.randint(0, 2, x.shape, generator=self.gen).to(x.dtype) * 2
        self.masks.append(mask)
        return x * mask


def test_word_gcn_second_product_under_dropout(dict_dir):
    """§3.2's second product with Â_w: the identity on per-word constants (so eval mode may
    skip it), but in training it averages the first dropout's mask within each word:
    x + M2 * (Â_w (M1 * ReLU(Â_w LN(x) W + b))), both masks per token."""
    layer = umst_layer(dict_dir)
    graph, per, xs, x, _ = sentence_inputs(HAND + random_sentences([9], seed=6), layer.embed_dim)
    ids = per[0][0]
    a = normalized(word_adjacency(ids))
    g_word = group_matrix(ids) @ torch.randn(max(ids) + 1, layer.embed_dim, dtype=torch.float64)
    torch.testing.assert_close(a @ g_word, g_word, atol=1e-12, rtol=0)
    gcn = layer.word_gcn
    gcn.dropout_module = RecordedDropout()
    gcn.train()
    out = gcn(x, graph)
    m1, m2 = gcn.dropout_module.masks
    width = x.size(0)
    for b, (ids, _) in enumerate(per):
        n = len(ids)
        a = normalized(word_adjacency(ids))
        g = F.relu(_lin(gcn.linear, a @ _ln(gcn.layer_norm, xs[b])))
        ref = xs[b] + m2[width - n:, b] * (a @ (m1[width - n:, b] * g))
        torch.testing.assert_close(out[width - n:, b], ref, atol=1e-9, rtol=0)
        without = xs[b] + m2[width - n:, b] * (m1[width - n:, b] * g)  # no second product
        assert (out[width - n:, b] - without).abs().max() > 1e-3


def test_phrase_gcn_dropout_placement(dict_dir):
    """P-GCN in training: u + M2 * (Â_p (M1 * ReLU(Â_p LN(u) W_p + b_p)))."""
    layer = umst_layer(dict_dir)
    graph, per, _, _, _ = sentence_inputs(HAND, layer.embed_dim)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    gcn = layer.phrase_gcn
    gcn.dropout_module = RecordedDropout()
    gcn.train()
    out = gcn(words, graph)
    m1, m2 = gcn.dropout_module.masks
    for b, (_, heads) in enumerate(per):
        w = len(heads)
        a = normalized(dep_adjacency(heads))
        g = F.relu(_lin(gcn.linear, a @ _ln(gcn.layer_norm, words[b, :w])))
        ref = words[b, :w] + m2[b, :w] * (a @ (m1[b, :w] * g))
        torch.testing.assert_close(out[b, :w], ref, atol=1e-9, rtol=0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("arch", ["umst_tiny", "umst_tiny_rpr"])
def test_rectified_attention_matches_dense(dict_dir, arch, mode):
    layer = umst_layer(dict_dir, arch=arch)
    attn = layer.self_attn
    graph, per, xs, x, mask = sentence_inputs(HAND + random_sentences([9, 13], seed=2),
                                              layer.embed_dim, mode=mode)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    fast, _ = attn(x, words, mask, graph)
    explicit, probs = attn(x, words, mask, graph, need_weights=True)
    width = x.size(0)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        ref_out, ref_p = dense_rectified(attn, xs[b], words[b, :len(heads)], ids, mode)
        torch.testing.assert_close(fast[width - n:, b], ref_out, atol=1e-9, rtol=0)
        torch.testing.assert_close(explicit[width - n:, b], ref_out, atol=1e-9, rtol=0)
        torch.testing.assert_close(probs[b, :, width - n:, width - n:], ref_p, atol=1e-9, rtol=0)
        assert probs[b, :, width - n:, : width - n].abs().max() == 0  # padding keys get nothing


def test_rectified_rows_sum_as_eq4_says(dict_dir):
    """P = 1/2 ATTN_1 + 1/2 G ATTN_2 G^T: row i sums to 1/2 + 1/2 sum_b n_b ATTN_2[word(i), b],
    not to 1 (the authors' code does not renormalize); the row-normalized form sums to 1."""
    layer = umst_layer(dict_dir)
    attn = layer.self_attn
    for mode in ("binary", "row-normalized"):
        graph, per, xs, x, mask = sentence_inputs(HAND, layer.embed_dim, mode=mode)
        words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
        _, probs = attn(x, words, mask, graph, need_weights=True)
        width = x.size(0)
        for b, (ids, heads) in enumerate(per):
            n, hd = len(ids), attn.head_dim
            sums = probs[b, :, width - n:].sum(-1)  # H x n
            if mode == "row-normalized":
                torch.testing.assert_close(sums, torch.ones_like(sums))
                continue
            pieces = torch.bincount(torch.tensor(ids)).double()
            qw = _lin(attn.q_proj_word, words[b, :len(heads)])
            kw = _lin(attn.k_proj_word, words[b, :len(heads)])
            for h in range(attn.num_heads):
                sl = slice(h * hd, (h + 1) * hd)
                pw = torch.softmax(qw[:, sl] @ kw[:, sl].t() / hd ** 0.5, dim=-1)
                expected = 0.5 + 0.5 * (pw @ pieces)[torch.tensor(ids)]
                torch.testing.assert_close(sums[h], expected, atol=1e-9, rtol=0)
            assert sums.max() > 1.01


def test_rsan_projections_start_like_fairseqs_attention(dict_dir):
    """The paper gives no initialisation. Every Q / K / V projection of the rectified
    attention, the sub-word ``q_proj`` included, starts Xavier-uniform with gain 1/sqrt(2)
    (fairseq's MultiheadAttention; bound sqrt(3 / 2d)). The released ``reset_parameters``
    skips ``q_proj`` (PyTorch's default, bound 1/sqrt(d)); docs/umst.md says so."""
    _, _, model = build_task_and_model(dict_dir, "umst_tiny", ["--encoder-embed-dim", 64],
                                       task="umst_translation")
    attn = model.encoder.layers[0].self_attn
    d = attn.embed_dim
    xavier, default = (3 / (2 * d)) ** 0.5, d ** -0.5
    for name in ("q_proj", "k_proj", "v_proj", "q_proj_word", "k_proj_word"):
        w = getattr(attn, name).weight.detach().abs().max().item()
        assert 0.97 * xavier < w <= xavier and w > 1.1 * default, (name, w)


def test_word_branch_has_its_own_qk_unless_shared(dict_dir):
    layer = umst_layer(dict_dir)
    attn = layer.self_attn
    assert attn.q_proj_word is not None and attn.k_proj_word is not None
    assert attn.q_proj_word.weight.data_ptr() != attn.q_proj.weight.data_ptr()
    shared = umst_layer(dict_dir, "--umst-shared-word-qk").self_attn
    assert shared.q_proj_word is None and shared.k_proj_word is None
    # with shared Q/K the word scores use q_proj / k_proj: same reference, other weights
    graph, per, xs, x, mask = sentence_inputs(HAND, layer.embed_dim)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    shared.load_state_dict(attn.state_dict(), strict=False)
    out_own, _ = attn(x, words, mask, graph)
    out_shared, _ = shared(x, words, mask, graph)
    assert (out_own - out_shared)[~mask.t()].abs().max() > 1e-4


@pytest.mark.parametrize("keys", ["shared", "own", "none"])
def test_word_relative_keys(dict_dir, keys):
    layer = umst_layer(dict_dir, "--umst-word-relative-keys", keys, arch="umst_tiny_rpr")
    attn = layer.self_attn
    assert attn.max_relative_position == 4 and attn.relative_keys is not None
    assert (attn.word_relative_keys is not None) == (keys == "own")
    assert attn.word_relative == (keys != "none")
    graph, per, xs, x, mask = sentence_inputs(HAND, layer.embed_dim)
    words = torch.randn(len(per), graph.word_pad.size(1), layer.embed_dim, dtype=torch.float64)
    out, _ = attn(x, words, mask, graph)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        ref, _ = dense_rectified(attn, xs[b], words[b, :len(heads)], ids)
        torch.testing.assert_close(out[x.size(0) - n:, b], ref, atol=1e-9, rtol=0)


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
    ["--umst-no-intra-group"],
    ["--umst-no-inter-group"],
    ["--umst-graph-op", "avg"],
    ["--umst-no-rectified-attention", "--umst-no-inter-group"],
    ["--umst-shared-word-qk"],
    ["--umst-share-gcn-weights", "within-block"],
    ["--umst-gcn-wiring", "attention-input"],
    ["--umst-gcn-wiring", "attention-input", "--umst-graph-op", "avg"],
    ["--umst-gcn-wiring", "attention-input", "--umst-no-intra-group"],
    ["--umst-class-embedding-every-layer"],
    FIRST_RELEASE,
]


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: " ".join(f) or "full")
@pytest.mark.parametrize("arch", ["umst_tiny", "umst_tiny_rpr"])
def test_layer_matches_dense_reference(dict_dir, flags, arch):
    layer = umst_layer(dict_dir, *flags, arch=arch)
    mode = "row-normalized" if flags is FIRST_RELEASE else "binary"
    sentences = HAND + random_sentences([5, 11], seed=4)
    graph, per, xs, x, mask = sentence_inputs(sentences, layer.embed_dim, mode=mode)
    y = layer(x, mask, graph)
    width = x.size(0)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        torch.testing.assert_close(y[width - n:, b], dense_layer(layer, xs[b], ids, heads, mode),
                                   atol=1e-9, rtol=0)


@pytest.mark.parametrize("mode", ["nearest", "linear"])
def test_layer_with_interpolated_word_attention_matches_dense(dict_dir, mode):
    layer = umst_layer(dict_dir, "--umst-word-attention-weights", mode)
    graph, per, xs, x, mask = sentence_inputs(HAND + random_sentences([8, 15], seed=5),
                                              layer.embed_dim, mode=mode)
    y = layer(x, mask, graph)
    for b, (ids, heads) in enumerate(per):
        n = len(ids)
        torch.testing.assert_close(y[x.size(0) - n:, b], dense_layer(layer, xs[b], ids, heads, mode),
                                   atol=1e-9, rtol=0)


def test_ablation_flags_remove_their_parts(dict_dir):
    full = umst_layer(dict_dir)
    assert full.class_embed is None  # added once, by the encoder
    assert full.word_gcn.linear is not None and full.word_gcn.layer_norm is not None
    assert full.phrase_gcn.linear is not None and full.phrase_gcn.layer_norm is not None
    assert full.word_layer_norm is not None and full.self_attn.rectified
    assert full.word_gcn.linear is not full.phrase_gcn.linear
    assert umst_layer(dict_dir, "--umst-no-intra-group").word_gcn is None
    assert umst_layer(dict_dir, "--umst-no-inter-group").phrase_gcn is None
    avg = umst_layer(dict_dir, "--umst-graph-op", "avg")
    assert avg.word_gcn.linear is None and avg.phrase_gcn.linear is None
    assert not umst_layer(dict_dir, "--umst-no-rectified-attention",
                          "--umst-no-inter-group").self_attn.rectified
    within = umst_layer(dict_dir, "--umst-share-gcn-weights", "within-block")
    assert within.word_gcn.linear is within.phrase_gcn.linear
    every = umst_layer(dict_dir, "--umst-class-embedding-every-layer")
    assert every.class_embed is not None
    old = umst_layer(dict_dir, "--umst-gcn-wiring", "attention-input")
    assert old.word_gcn.layer_norm is None and old.word_layer_norm is None
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
