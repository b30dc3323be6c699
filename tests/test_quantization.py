"""fairseq's quantization noise and torch's int8 dynamic quantization, for every family.

``--quant-noise-pq`` (fairseq's Quant-Noise, a forward pre-hook on each ``Linear``) reaches every
``Linear`` of every family that stock fairseq's ``transformer`` would noise (all but the output
projection), and a combination it cannot serve is refused at build time naming the flags.
``torch.ao.quantization.quantize_dynamic`` (int8 ``Linear`` for CPU serving): every family
decodes, with outputs close to the float model's; a trained MUSE model, whose float inference
fuses its projections, translates the test split nearly as the float model does.
"""

import os
import warnings

import pytest
import sacrebleu
import torch
from fairseq import checkpoint_utils
from fairseq.sequence_generator import SequenceGenerator
from torch import nn

import cli
from test_umst_model_fairseq import umst_batch
from utils import build_task_and_model, random_batch

QUANT_NOISE = ["--quant-noise-pq", "0.5", "--quant-noise-pq-block-size", "8"]

CASES = [
    ("msmsa_transformer_tiny", []),
    ("msmsa_paper_tiny", []),
    ("msmsa_transformer_tiny", ["--msmsa-layer", "two-attention"]),
    ("muse_tiny", []),
    ("muse_tiny", ["--muse-separate-conv-proj", "--muse-sequential-cross-attention"]),
    ("muse_simple_tiny", []),
    ("bpt_mt_tiny", []),
    ("umst_tiny", []),
    ("umst_tiny_rpr", ["--umst-word-relative-keys", "own"]),
    ("da_transformer_tiny", ["--da-cross-attention"]),
]


def _task(arch):
    return "umst_translation" if arch.startswith("umst") else "translation"


def _net_input(task, arch):
    if arch.startswith("umst"):
        return umst_batch(task, bsz=3, src_len=12, tgt_len=8)
    src, lengths, prev = random_batch(task, bsz=3, src_len=12, tgt_len=8)
    return {"src_tokens": src, "src_lengths": lengths, "prev_output_tokens": prev}


def _quantize(model):
    with warnings.catch_warnings():  # torch deprecates torch.ao.quantization for torchao
        warnings.simplefilter("ignore")
        return torch.ao.quantization.quantize_dynamic(model, {nn.Linear}, dtype=torch.qint8)


def _has_int8_linears(model):
    return any(type(m).__module__.startswith("torch.ao.nn.quantized") for m in model.modules())


def _linears(model):
    return {name: m for name, m in model.named_modules() if isinstance(m, nn.Linear)}


def test_stock_transformer_leaves_only_the_output_projection_without_noise(dict_dir):
    """The reference for the cases below: what fairseq's own transformer does not noise."""
    _, _, model = build_task_and_model(dict_dir, "transformer_tiny", QUANT_NOISE)
    assert [n for n, m in _linears(model).items() if not m._forward_pre_hooks] == ["decoder.output_projection"]


def test_stock_transformer_self_attention_gets_no_noise_in_training(dict_dir):
    """fairseq's self-attention takes a fast path in training (``F.multi_head_attention_forward``
    on the weights) that never calls the projections, so their hooks never run; UMST's decoder,
    which is fairseq's, turns it off (``skip_embed_dim_check``)."""
    _, task, model = build_task_and_model(dict_dir, "transformer_tiny", [*QUANT_NOISE, "--dropout", "0"])
    model.train()
    model(**_net_input(task, "transformer_tiny"))
    quiet = {n for n, m in _linears(model).items() if not m.weight.eq(0).any()}
    assert quiet == {n for n in _linears(model) if ".self_attn." in n} | {"decoder.output_projection"}


@pytest.mark.parametrize("arch,extra", CASES, ids=lambda v: v if isinstance(v, str) else " ".join(v))
def test_quant_noise_reaches_every_linear(dict_dir, arch, extra):
    """Every Linear but the output projection has fairseq's hook, and one training forward pass
    drops blocks of every one of them (the hook rewrites the weight: dropped blocks are 0),
    UMST's decoder (fairseq's own) included."""
    flags = [*QUANT_NOISE, *cli.no_dropout_flags(arch), *extra]
    _, task, model = build_task_and_model(dict_dir, arch, flags, task=_task(arch))
    linears = {n: m for n, m in _linears(model).items() if n != "decoder.output_projection"}
    assert [n for n, m in linears.items() if not m._forward_pre_hooks] == []
    model.train()
    torch.manual_seed(0)
    model(**_net_input(task, arch))
    assert [n for n, m in linears.items() if not m.weight.eq(0).any()] == []


@pytest.mark.parametrize("arch,extra,named", [
    ("muse_tiny", ["--muse-conv-type", "standard"], "--muse-conv-type standard"),
    ("umst_tiny", ["--umst-shared-word-qk"], "--umst-shared-word-qk"),
    ("umst_tiny", ["--umst-share-gcn-weights", "across-blocks"], "--umst-share-gcn-weights across-blocks"),
])
def test_quant_noise_refused_where_it_cannot_apply(dict_dir, arch, extra, named):
    with pytest.raises(ValueError, match=f"--quant-noise-pq.*{named}|{named}.*--quant-noise-pq"):
        build_task_and_model(dict_dir, arch, [*QUANT_NOISE, *extra], task=_task(arch))
    build_task_and_model(dict_dir, arch, extra, task=_task(arch))  # fine without the noise


@pytest.mark.parametrize("arch,extra", [
    ("msmsa_transformer_tiny", []), ("muse_tiny", []), ("muse_tiny", ["--muse-conv-type", "standard"]),
    ("bpt_mt_tiny", []), ("umst_tiny", []), ("da_transformer_tiny", ["--da-cross-attention"]),
], ids=lambda v: v if isinstance(v, str) else " ".join(v))
def test_int8_model_decodes_close_to_float(dict_dir, arch, extra):
    """Beam search runs on the int8 model; its teacher-forced probabilities differ from the
    float model's (the int8 Linear modules ran) by at most a few hundredths."""
    _, task, model = build_task_and_model(dict_dir, arch, extra, task=_task(arch))
    int8 = _quantize(model)
    assert _has_int8_linears(int8)
    net = _net_input(task, arch)
    gen_input = {k: v for k, v in net.items() if k != "prev_output_tokens"}
    with torch.no_grad():
        hypos = SequenceGenerator([int8], task.target_dictionary, beam_size=2, max_len_b=6).generate(
            [int8], {"net_input": gen_input})
        assert len(hypos) == 3 and all(h[0]["tokens"].numel() > 0 for h in hypos)
        want = model.get_normalized_probs(model(**net), log_probs=False)
        got = int8.get_normalized_probs(int8(**net), log_probs=False)
    diff = (got - want).abs().max().item()
    assert 0 < diff < 0.05


def test_muse_fused_inference_is_skipped_for_int8_linears(dict_dir):
    _, task, model = build_task_and_model(dict_dir, "muse_tiny")
    int8 = _quantize(model)
    with torch.no_grad():
        assert all(layer.use_fused() for layer in model.decoder.layers)
        assert not any(layer.use_fused() for layer in int8.decoder.layers)


@pytest.fixture(scope="module")
def muse_checkpoint(bible_work, tmp_path_factory):
    save_dir = str(tmp_path_factory.mktemp("muse_int8"))
    cli.train(os.path.join(bible_work, "data-bin"), save_dir, "muse_tiny")
    return os.path.join(save_dir, "checkpoint_last.pt")


@pytest.mark.slow
def test_int8_muse_translates_close_to_float(bible_work, muse_checkpoint):
    """A quantize_dynamic'd MUSE model translates the test split with beam search, close to
    the float model's translations (BLEU of one against the other), not equal to them: where
    both give the same hypothesis its score differs, by little."""
    models, _, task = checkpoint_utils.load_model_ensemble_and_task(
        [muse_checkpoint], arg_overrides={"data": os.path.join(bible_work, "data-bin")})
    model = models[0].eval()
    int8 = _quantize(model)
    task.load_dataset("test")
    batches = task.get_batch_iterator(task.dataset("test"), max_tokens=2048,
                                      required_batch_size_multiple=1).next_epoch_itr(shuffle=False)
    text = {"float": [], "int8": []}
    same_hypothesis_score_gaps = []
    with torch.no_grad():
        for sample in batches:
            outs = [SequenceGenerator([m], task.target_dictionary, beam_size=2, max_len_a=1,
                                      max_len_b=5).generate([m], sample) for m in (model, int8)]
            for ref, hyp in zip(*outs):
                text["float"].append(task.target_dictionary.string(ref[0]["tokens"]))
                text["int8"].append(task.target_dictionary.string(hyp[0]["tokens"]))
                if torch.equal(ref[0]["tokens"], hyp[0]["tokens"]):
                    same_hypothesis_score_gaps.append(abs(float(ref[0]["score"] - hyp[0]["score"])))
    assert len(text["int8"]) == len(task.dataset("test"))
    bleu = sacrebleu.corpus_bleu(text["int8"], [text["float"]], tokenize="none").score
    assert bleu > 50, f"BLEU {bleu:.1f} of the int8 translations against the float ones"
    gaps = same_hypothesis_score_gaps
    assert len(gaps) >= 5 and 0 < sum(gaps) / len(gaps) < 0.05, gaps


@pytest.mark.parametrize("arch", ["msmsa_transformer_tiny", "muse_tiny", "bpt_mt_tiny",
                                  "da_transformer_tiny"])
def test_documented_int8_form_translates_through_the_hub(dict_dir, arch):
    """The hub interface (what ``from_pretrained`` returns) translates after the documented
    form, with int8 Linear modules in the model it decodes with."""
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from fairseq.hub_utils import GeneratorHubInterface

    args, task, model = build_task_and_model(dict_dir, arch)
    hub = GeneratorHubInterface(convert_namespace_to_omegaconf(args), task, [model.eval()])
    with pytest.raises(RecursionError):  # the form that does not work, so the docs warn of it
        torch.ao.quantization.quantize_dynamic(hub, {nn.Linear}, dtype=torch.qint8)
    # docs/deployment.md's form: quantize the hub's model, not the hub
    hub.models[0] = _quantize(hub.models[0])
    assert _has_int8_linears(hub.models[0])
    sentence = " ".join(task.source_dictionary.symbols[task.source_dictionary.nspecial:][:6])
    out = hub.translate(sentence, beam=2, max_len_b=6)
    assert isinstance(out, str) and out
