"""Sentence-aligned cross-attention (``--doc-form segment_pairs``) in every decoder, in process.

The contract is msfairseq/data/document_alignment.py; msfairseq/modules/sentence_alignment.py
implements it once for every family and ``doc_transformer``. On real ``segment_pairs`` batches
of Bible chapters, for every family's tiny arch (MUSE with its parallel and sequential
cross-attention, MSMSA's two layers, DA's standard and distance-aware cross-attention):
step-by-step decoding equals the full pass; the decoder is causal; every layer's encoder
attention puts no weight outside a position's own source sentence; a source sentence's encoder
states reach no earlier target sentence (they do without the mask); beam search carries each
hypothesis's sentence count; the first segments of the test chapters translate in order, one
hypothesis per sentence. Without the hook no mask exists, and ``doc_transformer`` is fairseq's
``transformer`` bit for bit.
"""

import copy
import os

import pytest
import torch

from msfairseq.data.document_alignment import cross_attention_mask, target_sentence_ids
from msfairseq.tasks.doc_decoding import select_rows
from test_doc_translation import batches, build, generator_for

PAIRED = ["--doc-form", "segment_pairs", "--doc-context-tokens", "64"]
CASES = {
    "doc_transformer": ("doc_transformer_tiny", []),
    "msmsa": ("msmsa_transformer_tiny", []),
    "msmsa_paper": ("msmsa_paper_tiny", []),
    "muse": ("muse_tiny", []),
    "muse_sequential": ("muse_tiny", ["--muse-sequential-cross-attention"]),
    "muse_simple": ("muse_simple_tiny", []),
    "bpt": ("bpt_mt_tiny", []),
    "umst": ("umst_tiny", []),
    "da": ("da_transformer_tiny", []),
    "da_cross": ("da_transformer_tiny", ["--da-cross-attention"]),
}


def _task_name(arch):
    return "doc_umst_translation" if arch.startswith("umst") else "doc_translation"


def _data(request, arch):
    fixture = "bible_docs_umst" if arch.startswith("umst") else "bible_docs"
    return os.path.join(request.getfixturevalue(fixture), "data-bin")


@pytest.fixture(scope="module", params=sorted(CASES))
def paired(request):
    """``(args, task, model, sample)``: the model built for segment_pairs (eval mode) and
    the test split's first batch cut to its 4 rows with the most sentences."""
    arch, extra = CASES[request.param]
    args, task, model = build(_data(request, arch), arch, _task_name(arch), PAIRED + extra)
    sample = batches(task, "test", shuffle=False)[0]
    ids = sample["net_input"]["src_sent_ids"]
    rows = ids.max(dim=1).values.argsort(descending=True, stable=True)[:4].sort().values
    sample = select_rows(sample, rows, ids.size(0))
    assert int(sample["net_input"]["src_sent_ids"].max(dim=1).values.min()) >= 1  # context in every row
    return args, task, model, sample


def _net(sample):
    return sample["net_input"]


def _real(task, sample):
    return _net(sample)["prev_output_tokens"].ne(task.tgt_dict.pad())  # B x T


def _full(model, net, **kwargs):
    return model(**net, **kwargs)[0]  # B x T x V


def _steps(model, net, prev=None):
    prev = net["prev_output_tokens"] if prev is None else prev
    enc = model.encoder.forward_torchscript(net)
    state = {}
    return torch.cat([model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0]
                      for t in range(prev.size(1))], dim=1)


def _blocked(task, sample):
    """B x T x S: what the contract masks, from the data's own sentence numbering."""
    net = _net(sample)
    return cross_attention_mask(sample["tgt_sent_ids"], net["src_sent_ids"])


def test_the_hook_is_on_and_the_batch_carries_the_sentences(paired):
    _, task, model, sample = paired
    assert model.decoder.sentence_separator == task.tgt_separator
    net = _net(sample)
    assert torch.equal(sample["tgt_sent_ids"], target_sentence_ids(
        net["prev_output_tokens"], task.tgt_separator, task.tgt_dict.pad()))


def test_incremental_equals_full(paired):
    _, task, model, sample = paired
    net, real = _net(sample), _real(task, sample)
    with torch.no_grad():
        full, steps = _full(model, net), _steps(model, net)
    torch.testing.assert_close(steps[real], full[real], atol=1e-5, rtol=1e-5)


def test_every_layer_attends_only_the_aligned_source_sentence(paired):
    """Each layer's encoder attention (fairseq's ``attn`` at ``alignment_layer``), full and
    step by step: zero on every source token of another sentence, a distribution on its own."""
    _, task, model, sample = paired
    net, real = _net(sample), _real(task, sample)
    blocked = _blocked(task, sample)[real]  # N x S, N real target positions
    assert blocked.any(dim=1).all()  # every position has keys it must not see
    prev = net["prev_output_tokens"]
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(net)
        for layer in range(len(model.decoder.layers)):
            attn = model.decoder(prev, encoder_out=enc, alignment_layer=layer)[1]["attn"][0]
            state, steps = {}, []
            for t in range(prev.size(1)):
                steps.append(model.decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state,
                                           alignment_layer=layer)[1]["attn"][0])
            for weights in (attn, torch.cat(steps, dim=1)):  # B x T x S
                weights = weights[real]
                assert weights[blocked].abs().max() == 0, f"layer {layer}"
                torch.testing.assert_close(weights.sum(-1), torch.ones(len(weights)))


@pytest.mark.parametrize("grad", [False, True], ids=["inference", "training_path"])
def test_a_source_sentence_reaches_no_earlier_target_sentence(paired, grad):
    """New encoder states for each row's last source sentence change nothing at the target
    positions of its earlier sentences (in any layer, they would), and change its own.
    ``training_path``: with autograd on (MUSE then runs its unfused projections)."""
    _, task, model, sample = paired
    net = _net(sample)
    src_ids, tgt_ids = net["src_sent_ids"], sample["tgt_sent_ids"]
    last = src_ids.max(dim=1, keepdim=True).values  # B x 1
    prev = net["prev_output_tokens"]

    def decode(m, noise):
        with torch.set_grad_enabled(grad):
            enc = m.encoder.forward_torchscript(net)
            enc["encoder_out"] = [enc["encoder_out"][0] + noise]  # S x B x C
            return m.decoder(prev, encoder_out=enc)[0].detach()

    with torch.no_grad():
        width = model.encoder.forward_torchscript(net)["encoder_out"][0].shape
    g = torch.Generator().manual_seed(0)
    noise = torch.randn(width, generator=g) * src_ids.eq(last).t().unsqueeze(-1)  # S x B x C
    before, after = decode(model, 0), decode(model, noise)
    earlier = tgt_ids.ge(0) & tgt_ids.lt(last)  # B x T
    own = tgt_ids.eq(last)
    assert earlier.any() and own.any()
    torch.testing.assert_close(after[earlier], before[earlier], atol=1e-6, rtol=0)
    assert (after[own] - before[own]).abs().amax(dim=-1).min() > 1e-4

    unmasked = copy.deepcopy(model)  # the same model without the mask: the change reaches them
    unmasked.decoder.sentence_separator = None
    for attn in unmasked.decoder.cross_attentions():
        attn.sentence_mask = None
    leak = decode(unmasked, noise)[earlier] - decode(unmasked, 0)[earlier]
    assert leak.abs().amax(dim=-1).min() > 1e-4


def test_decoder_is_causal(paired):
    """Other tokens after position t (separators among them) change nothing up to t."""
    _, task, model, sample = paired
    net = dict(_net(sample))
    prev = net["prev_output_tokens"]
    n = int(_real(task, sample).sum(dim=1).min())
    with torch.no_grad():
        base = _full(model, net)
        for t in (0, n // 3, n // 2, n - 2):
            g = torch.Generator().manual_seed(t)
            changed = prev.clone()
            changed[:, t + 1:n] = torch.randint(task.tgt_dict.nspecial, len(task.tgt_dict),
                                                (prev.size(0), n - t - 1), generator=g)
            changed[:, t + 1:n:3] = task.tgt_separator  # new sentences start after t
            out = _full(model, dict(net, prev_output_tokens=changed))
            torch.testing.assert_close(out[:, :t + 1], base[:, :t + 1], atol=1e-6, rtol=0)
            assert (out[:, t + 1:n] - base[:, t + 1:n]).abs().max() > 1e-4


def test_beam_search_reorders_the_sentence_count(paired):
    """Three hypotheses of one segment that have written different numbers of separators are
    reordered mid-decode, as beam search does: each continues with its new ancestor's count,
    and the steps equal the full pass on the reordered prefixes."""
    _, task, model, sample = paired
    net = _net(sample)
    sep = task.tgt_separator
    row = int(net["src_sent_ids"].max(dim=1).values.argmax())
    one = select_rows(sample, torch.tensor([row, row, row]), net["src_tokens"].size(0))
    beams = dict(_net(one))
    n = int(beams["prev_output_tokens"][0].ne(task.tgt_dict.pad()).sum())
    prev = beams["prev_output_tokens"][:, :n].clone()  # 3 x n, the same reference prefix
    first = int(prev[0].eq(sep).nonzero()[0])  # the reference's first separator
    assert first >= 2
    prev[1, 1:first:2] = sep  # hypothesis 1: more sentences early
    prev[2][prev[2].eq(sep)] = task.tgt_dict.nspecial  # hypothesis 2: one sentence so far
    beams["prev_output_tokens"] = prev
    stop, order = first + 2, torch.tensor([2, 0, 1])
    counts = target_sentence_ids(prev, sep, task.tgt_dict.pad())
    assert len(set(counts[:, stop - 1].tolist())) == 3  # three different counts at the reorder

    decoder = model.decoder
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(beams)
        state, outs = {}, []
        for t in range(stop):
            outs.append(decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0])
        key = "sentence_count"
        assert torch.equal(decoder.get_incremental_state(state, key)["ids"], counts[:, stop - 1:stop])
        decoder.reorder_incremental_state_scripting(state, order)
        enc = model.encoder.reorder_encoder_out(enc, order)
        assert torch.equal(decoder.get_incremental_state(state, key)["ids"],
                           counts[order, stop - 1:stop])
        prev, outs = prev[order], [o[order] for o in outs]
        for t in range(stop, n):
            outs.append(decoder(prev[:, :t + 1], encoder_out=enc, incremental_state=state)[0])
        full = _full(model, dict(beams, prev_output_tokens=prev))
    torch.testing.assert_close(torch.cat(outs, dim=1), full, atol=1e-5, rtol=1e-5)


def test_the_first_segments_translate_in_order_one_hypothesis_per_sentence(paired):
    """``fairseq-generate``'s path in process (beam 2) on the first three segments of every
    test chapter, in one batch: every sentence of them gets exactly one hypothesis, the later
    segments after their previous one (its own translation forced as the prefix). The whole
    split: test_doc_translation_cli.py (bpt_mt_tiny, doc_transformer_tiny), each segment
    being a decode of its own."""
    args, task, model, _ = paired
    dataset = task.dataset("test")
    sample = dataset.collater([dataset[i] for i in range(len(dataset)) if dataset.plan.position[i] < 3])
    expected = sorted(k for _, _, _, current, end in sample["doc_segments"].tolist()
                      for k in range(current, end))
    first, current = sample["doc_segments"][:, 2], sample["doc_segments"][:, 3]
    assert int(sample["doc_segments"][:, 1].max()) == 2 and first.lt(current).any()
    hypos = task.inference_step(generator_for(task, model, args), [model], sample)
    assert len(hypos) == len(expected) and sorted(sample["id"].tolist()) == expected
    assert all(len(h) == 2 and h[0]["tokens"][-1] == task.tgt_dict.eos() for h in hypos)


@pytest.mark.parametrize("case", sorted(CASES))
def test_without_the_hook_no_mask_is_made(case, request):
    """``source_context`` (any task but segment_pairs) never calls the hook: no decoder
    numbers sentences and no attention holds a mask after a forward pass; the model's
    ``extract_features`` gives the features of ``forward``."""
    arch, extra = CASES[case]
    _, task, model = build(_data(request, arch), arch, _task_name(arch),
                           ["--doc-context-tokens", "64"] + extra)
    sample = batches(task, "test", shuffle=False)[0]
    with torch.no_grad():
        features = model(**_net(sample), features_only=True)[0]
        assert torch.equal(model.extract_features(**_net(sample))[0], features)
    assert model.decoder.sentence_separator is None
    assert all(a.sentence_mask is None for a in model.decoder.cross_attentions())


def test_model_extract_features_masks_its_own_batch(paired):
    """fairseq's ``model.extract_features`` after a forward pass on another batch of the same
    shape (the rows reversed): the features are those of ``forward(features_only=True)``, not
    of the previous batch's masks."""
    _, task, model, sample = paired
    n = _net(sample)["src_tokens"].size(0)
    other = select_rows(sample, torch.arange(n - 1, -1, -1), n)
    assert not torch.equal(_blocked(task, other), _blocked(task, sample))
    with torch.no_grad():
        expected = model(**_net(sample), features_only=True)[0]
        model(**_net(other))
        features = model.extract_features(**_net(sample))[0]
    assert torch.equal(features, expected)


def test_a_batch_without_sentence_ids_is_refused_by_an_aligned_model(paired):
    _, _, model, sample = paired
    net = {k: v for k, v in _net(sample).items() if k != "src_sent_ids"}
    with pytest.raises(ValueError, match="encoder output has no src_sent_ids"):
        with torch.no_grad():
            model(**net)


def test_doc_transformer_is_fairseqs_transformer_bit_for_bit(bible_docs):
    """Same seed, same parameters; same training loss, gradients and decoder outputs
    (full and step by step) as ``transformer_tiny`` on a sentence-level batch."""
    data = os.path.join(bible_docs, "data-bin")
    results = []
    for arch in ("transformer_tiny", "doc_transformer_tiny"):
        _, task, model = build(data, arch, "translation")
        net = _net(batches(task, "test", shuffle=False)[0])
        with torch.no_grad():
            outs = (_full(model, net), _steps(model, net))
        model.train()
        torch.manual_seed(7)
        loss = _full(model, net).log_softmax(-1).sum()
        loss.backward()
        grads = [p.grad for p in model.parameters()]
        results.append((model.state_dict(), outs, loss.detach(), grads))
    (params_a, outs_a, loss_a, grads_a), (params_b, outs_b, loss_b, grads_b) = results
    assert list(params_a) == list(params_b)
    assert all(torch.equal(params_a[k], params_b[k]) for k in params_a)
    assert all(torch.equal(a, b) for a, b in zip(outs_a, outs_b))
    assert torch.equal(loss_a, loss_b)
    assert all(torch.equal(a, b) for a, b in zip(grads_a, grads_b))
