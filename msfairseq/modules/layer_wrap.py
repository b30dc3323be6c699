"""Wrap a freshly built Transformer layer the way fairseq's ``build_*_layer`` hooks do.

Shared by the families that override ``build_encoder_layer`` / ``build_decoder_layer``
(MSMSA, MUSE, DA): activation checkpointing (``--checkpoint-activations``,
``--offload-activations``) and FSDP wrapping (a no-op outside FSDP training); and the index of
the layer a stack builds now, for families whose layers differ by depth.
"""

from fairseq.distributed import fsdp_wrap
from fairseq.models.transformer.transformer_config import DEFAULT_MIN_PARAMS_TO_WRAP
from fairseq.modules.checkpoint_activations import checkpoint_wrapper


def wrap_layer(layer, cfg):
    """``layer`` checkpoint-wrapped and FSDP-wrapped per ``cfg`` (a config or legacy args)."""
    checkpoint = getattr(cfg, "checkpoint_activations", False)
    if checkpoint:
        layer = checkpoint_wrapper(layer, offload_to_cpu=getattr(cfg, "offload_activations", False))
    min_params = 0 if checkpoint else getattr(cfg, "min_params_to_wrap", DEFAULT_MIN_PARAMS_TO_WRAP)
    return fsdp_wrap(layer, min_num_params=min_params)


def next_layer_index(stack):
    """The index of the layer ``stack`` builds now (0 for the first call): fairseq's encoder and
    decoder call their ``build_*_layer`` hook once per layer, bottom first."""
    index = getattr(stack, "_layers_built", 0)
    stack._layers_built = index + 1
    return index
