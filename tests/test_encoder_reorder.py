"""Every family's encoder skips beam search's reorders that change nothing, and only those.

fairseq's ``SequenceGenerator`` reorders the encoder output at every step by the beams'
ancestors; msfairseq's encoders return it unchanged when every row keeps a row of its own
sentence (msfairseq/modules/encoder_reorder.py). Checked against fairseq's own
``reorder_encoder_out``: the rules on hand-made orders, and whole beam searches over sentences
of different lengths (so the batch shrinks as they finish) equal, bit for bit, to the same
search with every reorder done.
"""

import pytest
import torch
from fairseq.models.transformer import TransformerEncoderBase
from fairseq.sequence_generator import SequenceGenerator

from msfairseq.modules import encoder_reorder
from msfairseq.modules.encoder_reorder import SOURCE_ROWS
from test_attention_weights import ARCHS, IDS, build

EOS_BOOSTS = (0.5, 1.0, 1.5, 2.0, 3.0)
KEYS = ("encoder_out", "encoder_padding_mask", "encoder_embedding", "src_lengths")


def stock_reorder(model, encoder_out, order):
    return TransformerEncoderBase.reorder_encoder_out(model.encoder, encoder_out, order)


def assert_same_as_stock(model, encoder_out, order):
    ours = model.encoder.reorder_encoder_out(encoder_out, order)
    stock = stock_reorder(model, encoder_out, order)
    assert ours is not encoder_out
    for key in KEYS:
        assert len(ours[key]) == len(stock[key]), key
        for a, b in zip(ours[key], stock[key]):
            assert torch.equal(a, b), key
    return ours


@pytest.mark.parametrize("arch,flags,task", ARCHS, ids=IDS)
def test_reorder_rules(dict_dir, arch, flags, task):
    model, net_input = build(dict_dir, arch, flags, task)
    net_input.pop("prev_output_tokens")
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(net_input)
    # expansion to a beam of 2: a real reorder, carrying each row's sentence
    beam = assert_same_as_stock(model, enc, torch.arange(3).repeat_interleave(2))
    assert beam[SOURCE_ROWS][0].tolist() == [0, 0, 1, 1, 2, 2]
    # ancestors within each sentence: nothing moves
    assert model.encoder.reorder_encoder_out(beam, torch.tensor([1, 0, 2, 2, 5, 4])) is beam
    # the same size across sentences, and a shrinking batch: reordered as fairseq does
    swapped = assert_same_as_stock(model, beam, torch.tensor([2, 3, 0, 1, 4, 5]))
    assert swapped[SOURCE_ROWS][0].tolist() == [1, 1, 0, 0, 2, 2]
    shrunk = assert_same_as_stock(model, swapped, torch.tensor([0, 1, 4, 5]))
    assert shrunk[SOURCE_ROWS][0].tolist() == [1, 1, 2, 2]


@pytest.mark.parametrize("arch,flags,task", ARCHS, ids=IDS)
def test_beam_search_equals_search_with_every_reorder(dict_dir, arch, flags, task, monkeypatch):
    model, net_input = build(dict_dir, arch, flags, task, bsz=4, src_len=9)
    net_input.pop("prev_output_tokens")
    sample = {"net_input": net_input}
    dictionary = model.decoder.dictionary
    # an untrained model rarely ends a sentence: raise EOS's logit so that sentences finish
    # at different steps and the batch shrinks (fairseq's max length is the batch's); the
    # first boost of a few that does so is used
    output_layer = model.decoder.output_layer
    boost = [0.0]

    def eos_prone(features):
        logits = output_layer(features)
        logits[..., dictionary.eos()] += boost[0]
        return logits

    monkeypatch.setattr(model.decoder, "output_layer", eos_prone)

    def search():
        gen = SequenceGenerator([model], dictionary, beam_size=3, max_len_b=16)
        with torch.no_grad():
            return gen.forward(sample)

    identity = encoder_reorder.reorder_is_identity
    for boost[0] in EOS_BOOSTS:
        decisions = []

        def counted(rows, new_rows):
            decisions.append(identity(rows, new_rows))
            return decisions[-1]

        monkeypatch.setattr(encoder_reorder, "reorder_is_identity", counted)
        skipping = search()
        # one real reorder is the expansion to the beam; a second is a shrinking batch
        if any(decisions) and decisions.count(False) >= 2:
            break
    else:
        pytest.fail(f"no EOS boost in {EOS_BOOSTS} made the batch shrink: the test covers nothing")
    monkeypatch.setattr(encoder_reorder, "reorder_is_identity", lambda rows, new_rows: False)
    reordering = search()
    for ours, theirs in zip(skipping, reordering):
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs):
            assert torch.equal(a["tokens"], b["tokens"])
            assert torch.equal(a["score"], b["score"])
            assert torch.equal(a["positional_scores"], b["positional_scores"])
