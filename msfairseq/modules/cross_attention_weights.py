"""When a decoder layer of ours returns its encoder-attention weights (fairseq's ``attn``).

MUSE and BPT compute those weights off their fast paths, so they do it only when the
decoder asks for them at its alignment layer (``need_attn`` / ``need_head_weights``),
outside training, and while fairseq's per-layer ``need_attn`` flag is set
(``make_generation_fast_`` clears it unless ``--print-alignment``). Stricter than
fairseq's own layer, which returns weights whenever asked, training included.
"""


def wants_cross_weights(layer, need_attn, need_head_weights):
    """Whether ``layer`` should compute its encoder-attention probabilities in this call."""
    return bool((need_attn or need_head_weights) and layer.need_attn and not layer.training)


def layer_attn(weights, need_head_weights):
    """``H x B x T x S`` probabilities as fairseq's layer returns them: per head with
    ``need_head_weights``, else averaged over the heads (``B x T x S``); None stays None."""
    if weights is None or need_head_weights:
        return weights
    return weights.mean(dim=0)
