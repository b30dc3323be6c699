"""Encoder self-attention maps of one test sentence, system beside system (UMST Fig. 6).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*, ICML 2022:
the transformer's head-averaged map beside UMST's sub-word (ATTN_1) and word (ATTN_2')
branches; every other system whose self-attention returns weights gets its panel, the
others are skipped with the reason. A system gives weights in one of two ways: its encoder
layer has ``self_attention_weights(*layer inputs)`` returning ``H x B x T x T`` (MUSE's
attention branch, BPT's graph attention on token keys), or its ``self_attn.forward`` takes
fairseq's ``need_weights`` / ``need_head_weights`` (fairseq, MSMSA, DA). Used by
``analysis/analyze.py`` (``--plots attention``).
"""

import logging

from analysis.plotting import Skip, plt, save

logger = logging.getLogger("analyze")


def load_model(checkpoint, data_bin=None):
    """``(model, task)`` in eval mode on CPU, as fairseq-generate loads them."""
    from fairseq import checkpoint_utils

    import msfairseq  # noqa: F401

    overrides = {"data": data_bin} if data_bin else {}
    models, _, task = checkpoint_utils.load_model_ensemble_and_task([checkpoint], arg_overrides=overrides)
    return models[0].eval(), task


def pick_sentence(dataset, dictionary, min_len=8, max_len=20):
    """The first test sentence of ``min_len..max_len`` tokens with two or more split words."""
    for i in range(len(dataset)):
        tokens = [dictionary[t] for t in dataset[i]["source"]]
        if min_len <= len(tokens) <= max_len and sum(t.endswith("@@") for t in tokens) >= 2:
            return i
    return 0


def encoder_self_attention(model, sample, layer=-1):
    """``{label: T x T}`` head-averaged self-attention of one encoder layer for a 1-sentence
    ``sample``. UMST gives its sub-word map (ATTN_1), the word branch up-sampled to the
    sub-words (ATTN_2' = 2 P - ATTN_1) and the rectified P; a layer with
    ``self_attention_weights`` or fairseq-style attention its head average. Raises
    :class:`Skip` when the layer exposes no weights."""
    import torch

    encoder_layer = model.encoder.layers[layer]
    attn = encoder_layer.self_attn
    captured = {}

    def hook(key):
        def save(module, args, kwargs):
            captured[key] = (args, dict(kwargs))
        return save

    handles = [attn.register_forward_pre_hook(hook("call"), with_kwargs=True),
               encoder_layer.register_forward_pre_hook(hook("layer"), with_kwargs=True)]
    try:
        with torch.no_grad():
            model.encoder.forward_torchscript(sample["net_input"])
    finally:
        for handle in handles:
            handle.remove()
    if hasattr(encoder_layer, "self_attention_weights"):
        args, kwargs = captured["layer"]
        with torch.no_grad():
            weights = encoder_layer.self_attention_weights(*args, **kwargs)  # H x B x T x T
        return {"self-attention": weights[:, 0].mean(0)}
    if "call" not in captured:
        raise Skip("its encoder layer never calls self_attn.forward, so no attention weights "
                   "are exposed (need_weights)")
    args, kwargs = captured["call"]
    with torch.no_grad():
        if hasattr(attn, "rectified_probs"):  # UMST: P = 1/2 ATTN_1 + 1/2 ATTN_2'
            kwargs.pop("need_weights", None)
            rectified = attn.rectified
            p = attn.rectified_probs(*args, **kwargs)[0].mean(0)  # B x H x T x T -> T x T
            try:
                attn.rectified = False
                sub = attn.rectified_probs(*args, **kwargs)[0].mean(0)
            finally:
                attn.rectified = rectified
            if not rectified:
                return {"sub-word": sub}
            return {"sub-word (ATTN_1)": sub, "word (ATTN_2')": 2 * p - sub, "rectified P": p}
        kwargs.update(need_weights=True, need_head_weights=True)
        try:
            out = attn(*args, **kwargs)
        except TypeError as err:
            raise Skip(f"its self_attn.forward takes no need_weights ({err})")
    weights = out[1] if isinstance(out, tuple) and len(out) > 1 else None
    if weights is None:
        raise Skip("its self_attn returns no attention weights (need_weights)")
    if weights.dim() == 4:  # H x B x T x T
        return {"self-attention": weights[:, 0].mean(0)}
    return {"self-attention": weights[0]}  # B x T x T, already averaged


def attention_maps(checkpoints, data_bin=None, index=None, layer=-1, progress=True):
    """``{"sentence", "tokens", "maps": {"<system>: <label>": T x T list}, "skipped"}`` for
    test sentence ``index`` (default: :func:`pick_sentence`) and encoder ``layer``."""
    from tqdm import tqdm

    result = {"maps": {}, "skipped": {}}
    for name, path in tqdm(checkpoints.items(), desc="attention maps", unit="model", disable=not progress):
        model, task = load_model(path, data_bin)
        task.load_dataset("test")
        dataset = task.dataset("test")
        if index is None:
            index = pick_sentence(dataset, task.source_dictionary)
        item = dataset[index]
        tokens = [task.source_dictionary[t] for t in item["source"]]
        if "tokens" in result and tokens != result["tokens"]:
            raise ValueError(f"{name}: test sentence {index} differs from the other systems' "
                             "(another data-bin?)")
        result.update(sentence=index, tokens=tokens)
        try:
            maps = encoder_self_attention(model, dataset.collater([item]), layer)
        except Skip as why:
            result["skipped"][name] = str(why)
            logger.warning("attention maps: skipping %s: %s", name, why)
            continue
        for label, matrix in maps.items():
            result["maps"][f"{name}: {label}"] = [[round(x, 4) for x in row] for row in matrix.tolist()]
    if not result["maps"]:
        raise Skip("no system returned attention weights: " + "; ".join(
            f"{k}: {v}" for k, v in result["skipped"].items()))
    return result


def plot_attention_maps(checkpoints, png, data_bin=None, index=None, layer=-1):
    """Heat maps of one test sentence's encoder self-attention, a panel per system/branch."""
    data = attention_maps(checkpoints, data_bin, index, layer)
    pyplot = plt()
    labels = list(data["maps"])
    cols = min(3, len(labels))
    rows = (len(labels) + cols - 1) // cols
    size = 0.28 * len(data["tokens"]) + 1.5
    fig, axes = pyplot.subplots(rows, cols, figsize=(size * cols, size * rows), squeeze=False)
    for ax in axes.flat[len(labels):]:
        ax.axis("off")
    for ax, label in zip(axes.flat, labels):
        ax.imshow(data["maps"][label], cmap="Blues", vmin=0)
        ax.set_title(label, fontsize=9)
        ax.set_xticks(range(len(data["tokens"])))
        ax.set_yticks(range(len(data["tokens"])))
        ax.set_xticklabels(data["tokens"], rotation=90, fontsize=7)
        ax.set_yticklabels(data["tokens"], fontsize=7)
    layer_name = "last" if layer == -1 else str(layer + 1 if layer >= 0 else layer)
    fig.suptitle(f"Encoder self-attention, {layer_name} layer, test sentence {data['sentence'] + 1} "
                 "(head average)", fontsize=10)
    save(fig, png)
    return data
