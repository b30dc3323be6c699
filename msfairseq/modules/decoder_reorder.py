"""Beam search's per-step reorder of the decoder's incremental state, without the module walk.

Shared by every family's decoder (MSMSA: Guo et al., AAAI 2020; MUSE: Zhao et al., 2019; BPT:
Ye et al., 2019; UMST: Li et al., ICML 2022; DA: Wu et al., NAACL 2021). fairseq's
``SequenceGenerator`` calls ``decoder.reorder_incremental_state_scripting(state, order)`` at
every decoding step, and fairseq's ``FairseqIncrementalDecoder`` answers by walking every
submodule (``self.modules()``, a recursive generator, and a ``hasattr`` per module) to find
those with a ``reorder_incremental_state``: 440 of the 997 Python calls per step of the
demo-size 3-layer transformer at batch 1 (``benchmarks/bench_generate.py --profile``), more in
a decoder with more modules (a MUSE block has its convolution cells). Which modules reorder
does not change during a decode, so :class:`CachedReorderDecoder` lists them at the decode's
first reorder, keeps the list in the decode's incremental state (a new decode lists them again,
so modules replaced between two decodes are found), and calls them in fairseq's order, with
fairseq's rule for a module that returns a new state. The stock ``transformer`` keeps fairseq's
walk.
"""

from typing import Dict, Optional

from torch import Tensor


class CachedReorderDecoder:
    """Mixin for a fairseq ``FairseqIncrementalDecoder`` (first in the bases): its
    ``reorder_incremental_state_scripting`` reorders the same modules, in the same order, as
    fairseq's, from a list made once per decode (module doc)."""

    def reorder_incremental_state_scripting(
        self, incremental_state: Dict[str, Dict[str, Optional[Tensor]]], new_order: Tensor,
    ):
        key = self.__dict__.get("_reorder_key")
        if key is None:  # get_incremental_state's key form, built once
            key = self.__dict__["_reorder_key"] = f"{self._incremental_state_id}.reorder_modules"
        modules = incremental_state.get(key)
        if modules is None:  # the decode's first reorder: fairseq's walk, once
            modules = [m for m in self.modules() if hasattr(m, "reorder_incremental_state")]
            incremental_state[key] = modules
        for module in modules:
            result = module.reorder_incremental_state(incremental_state, new_order)
            if result is not None:
                incremental_state = result
