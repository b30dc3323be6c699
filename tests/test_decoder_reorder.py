"""Every family's decoder reorders its incremental state from a list made once per decode.

fairseq's ``reorder_incremental_state_scripting`` walks every submodule at every beam-search
step; msfairseq's decoders list the modules that reorder at a decode's first reorder and keep
the list in the incremental state (msfairseq/modules/decoder_reorder.py). Checked: the list is
fairseq's walk, made once per decode and again for a new decode, and step-by-step decoding with
beam reorders equals, bit for bit, the same decode reordered by fairseq's walk.
"""

import pytest
import torch
from fairseq.models import FairseqIncrementalDecoder

from msfairseq.modules.decoder_reorder import CachedReorderDecoder
from test_attention_weights import ARCHS, IDS, build

ORDERS = {3: torch.tensor([1, 1, 2]), 5: torch.tensor([2, 0, 1])}


def decode(model, net_input, reorder):
    """Step-by-step decoder outputs with the beam reorders of ``ORDERS`` done by ``reorder``."""
    prev = net_input["prev_output_tokens"]
    with torch.no_grad():
        enc = model.encoder.forward_torchscript(
            {k: v for k, v in net_input.items() if k != "prev_output_tokens"})
        state, outs = {}, []
        for t in range(prev.size(1)):
            if t in ORDERS:
                reorder(model.decoder, state, ORDERS[t])
                enc = model.encoder.reorder_encoder_out(enc, ORDERS[t])
                prev = prev.index_select(0, ORDERS[t])
            outs.append(model.decoder(prev[:, : t + 1], encoder_out=enc, incremental_state=state)[0])
    return torch.cat(outs, 1), state


@pytest.mark.parametrize("arch,flags,task", ARCHS, ids=IDS)
def test_reorder_from_the_decode_list_equals_fairseq_walk(dict_dir, arch, flags, task, monkeypatch):
    model, net_input = build(dict_dir, arch, flags, task, tgt_len=7)
    decoder = model.decoder
    assert isinstance(decoder, CachedReorderDecoder)
    walks = []
    real_modules = type(decoder).modules
    monkeypatch.setattr(type(decoder), "modules", lambda self: walks.append(1) or real_modules(self))
    ours, state = decode(model, net_input, type(decoder).reorder_incremental_state_scripting)
    assert len(walks) == 1  # one walk for the decode's two reorders
    listed = next(v for k, v in state.items() if k.endswith(".reorder_modules"))
    assert listed == [m for m in real_modules(decoder) if hasattr(m, "reorder_incremental_state")]
    assert len(listed) > len(decoder.layers)
    decode(model, net_input, type(decoder).reorder_incremental_state_scripting)
    assert len(walks) == 2  # a new decode lists them again
    fairseq_walk = FairseqIncrementalDecoder.reorder_incremental_state_scripting
    theirs, _ = decode(model, net_input, fairseq_walk)
    assert torch.equal(ours, theirs)
