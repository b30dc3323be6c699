"""``--task doc_translation`` on real Bible chapters (each chapter a document), in process.

Context 0 is ``translation`` (batches, every family's loss and translations); examples
hold only earlier sentences of their own document; every family's output for an example
does not depend on what else is in the batch; a reference never reaches a hypothesis
(``source_context`` and the in-order ``segment_pairs`` decoding); ``segment_pairs``
batches carry the sentence ids of msfairseq/data/document_alignment.py, every family takes
them (the mask itself: test_sentence_alignment.py), and fairseq's ``transformer`` is refused,
naming ``doc_transformer``; new text (fairseq-interactive) keeps the document across buffers
and starts a new one at a blank line.
"""

import logging
import os
import shutil
from types import SimpleNamespace

import numpy as np
import pytest
import torch

from fairseq import tasks as fairseq_tasks

import cli
from msfairseq.data.document_alignment import target_sentence_ids
from msfairseq.data.document_dataset import join_sentences
from msfairseq.data.document_index import DocumentIndexError, document_of, read_document_index
from msfairseq.tasks.doc_decoding import current_width, show_current_sentences
from msfairseq.testing import parse_train_args

FAMILY_ARCHS = {family: arch for family, (arch, _, _) in cli.FAMILIES.items()}


def _data(request, family):
    fixture = "bible_docs_umst" if family == "umst" else "bible_docs"
    return os.path.join(request.getfixturevalue(fixture), "data-bin")


def _tasks(family):
    """(sentence-level task, document task) names for a family."""
    return ("umst_translation", "doc_umst_translation") if family == "umst" \
        else ("translation", "doc_translation")


def build(data_bin, arch, task, extra=(), seed=1):
    """``(args, task, model)`` as fairseq-train builds them, model in eval mode."""
    args = parse_train_args(data_bin, arch, extra, task=task, src="en", tgt="es")
    torch.manual_seed(seed)
    task_obj = fairseq_tasks.setup_task(args)
    model = task_obj.build_model(args)
    model.eval()
    return args, task_obj, model


def batches(task, split, max_tokens=1200, seed=3, shuffle=True):
    if split not in task.datasets:
        task.load_dataset(split)
    return list(task.get_batch_iterator(
        task.dataset(split), max_tokens=max_tokens, max_positions=task.max_positions(),
        seed=seed, ignore_invalid_inputs=False,
    ).next_epoch_itr(shuffle=shuffle))


def assert_same(a, b, where="sample"):
    if isinstance(a, dict):
        assert sorted(a) == sorted(b), f"{where}: keys {sorted(a)} != {sorted(b)}"
        for k in a:
            assert_same(a[k], b[k], f"{where}[{k!r}]")
    elif torch.is_tensor(a):
        assert torch.equal(a, b), f"{where} differs"
    else:
        assert a == b, f"{where}: {a!r} != {b!r}"


def generator_for(task, model, args, beam=2):
    args.beam, args.max_len_a, args.max_len_b = beam, 1.0, 5
    return task.build_generator([model], args)


def hypothesis_tokens(hypos):
    return [h[0]["tokens"].tolist() for h in hypos]


# ---------------------------------------------------------------- context 0 == translation

@pytest.mark.parametrize("family", sorted(FAMILY_ARCHS))
def test_context_zero_is_translation(family, request):
    """Same batches, same initial model, same loss and same translations as the
    sentence-level task, for every family (``--doc-context-tokens 0``)."""
    data = _data(request, family)
    plain, doc = _tasks(family)
    arch = FAMILY_ARCHS[family]
    args_s, task_s, model_s = build(data, arch, plain)
    args_d, task_d, model_d = build(data, arch, doc, ["--doc-context-tokens", "0"])
    assert_same(model_s.state_dict(), model_d.state_dict(), "initial parameters")
    for split in ("train", "test"):
        ours, theirs = batches(task_d, split), batches(task_s, split)
        assert len(ours) == len(theirs) > 1
        for k, (a, b) in enumerate(zip(ours, theirs)):
            assert_same(a, b, f"{split} batch {k}")
    crit_s, crit_d = task_s.build_criterion(args_s), task_d.build_criterion(args_d)
    with torch.no_grad():
        for a, b in zip(batches(task_d, "train")[:3], batches(task_s, "train")[:3]):
            assert crit_d(model_d, a)[0].item() == crit_s(model_s, b)[0].item()
    sample_s, sample_d = batches(task_s, "test")[0], batches(task_d, "test")[0]
    hyp_s = task_s.inference_step(generator_for(task_s, model_s, args_s), [model_s], sample_s)
    hyp_d = task_d.inference_step(generator_for(task_d, model_d, args_d), [model_d], sample_d)
    assert hypothesis_tokens(hyp_d) == hypothesis_tokens(hyp_s)


# ---------------------------------------------------------------- what an example holds

@pytest.mark.parametrize("context", [16, 64, 256])
def test_examples_hold_only_earlier_sentences_of_their_document(bible_docs, context):
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "transformer_tiny", "doc_translation",
                       ["--doc-context-tokens", str(context)])
    task.load_dataset("train")
    dataset = task.dataset("train")
    sentences, plan = dataset.sentences, dataset.plan
    doc = document_of(read_document_index(os.path.join(data, "train.en-es.doc"), len(sentences)))
    with_context = 0
    for i in range(len(dataset)):
        first, current, end = plan.sentences(i)
        assert (current, end) == (i, i + 1)
        assert doc[first] == doc[i], f"example {i} reaches into the previous document"
        item = dataset[i]
        expected = join_sentences([sentences[k]["source"] for k in range(first, i + 1)],
                                  task.src_separator, task.src_dict.eos())
        assert torch.equal(item["source"], expected)
        assert item["source"].numel() - sentences[i]["source"].numel() <= context
        assert torch.equal(item["target"], sentences[i]["target"])
        # the longest run: one more previous sentence of the document would not fit
        if first > 0 and doc[first - 1] == doc[i]:
            assert plan.context_sizes[i] + sentences[first - 1]["source"].numel() > context
        with_context += first < i
    assert with_context > (len(dataset) // 2 if context >= 64 else 0)


@pytest.mark.parametrize("family", sorted(FAMILY_ARCHS))
def test_an_example_does_not_depend_on_its_batch(family, request):
    """Padding invariance with context: an example's decoder output alone equals its row
    in a batch with a longer and a shorter example (left-padded sources)."""
    data = _data(request, family)
    _, task, model = build(data, FAMILY_ARCHS[family], _tasks(family)[1],
                           ["--doc-context-tokens", "64"])
    task.load_dataset("test")
    dataset = task.dataset("test")
    order = sorted(range(len(dataset)), key=lambda i: int(dataset.src_sizes[i]))
    short, middle, long = order[0], order[len(order) // 2], order[-1]
    assert dataset.src_sizes[short] < dataset.src_sizes[middle] < dataset.src_sizes[long]

    def decoder_out(ids):
        batch = dataset.collater([dataset[i] for i in ids])
        with torch.no_grad():
            out = model(**batch["net_input"])[0]  # B x T x V
        row = batch["id"].tolist().index(middle)
        n = int(batch["target"][row].ne(task.tgt_dict.pad()).sum())
        return out[row, :n]

    alone, batched = decoder_out([middle]), decoder_out([short, middle, long])
    torch.testing.assert_close(batched, alone, atol=2e-5, rtol=1e-4)


def test_context_is_cut_to_fit_and_the_warning_counts_it(bible_docs, caplog):
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "transformer_tiny", "doc_translation",
                       ["--doc-context-tokens", "512", "--max-source-positions", "100"])
    with caplog.at_level(logging.WARNING):
        task.load_dataset("train")
    plan = task.dataset("train").plan
    cut = plan.counts["context_cut_to_fit"]
    assert cut > 0 and int(plan.src_sizes.max()) <= 100
    assert f"train: {cut} examples got less context than --doc-context-tokens 512" in caplog.text
    assert len(task.dataset("train")) == len(task.dataset("train").sentences)  # none dropped


def test_a_bad_index_fails_the_load_with_its_file_and_line(bible_docs, tmp_path):
    data = str(tmp_path / "data-bin")
    shutil.copytree(os.path.join(bible_docs, "data-bin"), data)
    path = os.path.join(data, "train.en-es.doc")
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert lines[0] == lines[8]  # the first chapter has more than 9 verses
    lines[7] = "elsewhere"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    _, task, _ = build(data, "transformer_tiny", "doc_translation", ["--doc-context-tokens", "64"])
    with pytest.raises(DocumentIndexError) as err:
        task.load_dataset("train")
    assert str(err.value).startswith(f"{path}:9: document {lines[0]!r} comes back after other "
                                     f"documents (it started on line 1)")


# ---------------------------------------------------------------- translation does not cheat

def _swap_references(sample, task):
    """A copy of ``sample`` whose references (target, prev_output_tokens) are other words."""
    out = dict(sample, net_input=dict(sample["net_input"]))
    target = sample["target"].clone()
    words = target.ge(task.tgt_dict.nspecial) & target.ne(task.tgt_separator)
    target[words] = torch.randint(task.tgt_dict.nspecial, len(task.tgt_dict) - 1,
                                  (int(words.sum()),), generator=torch.Generator().manual_seed(0))
    out["target"] = target
    prev = sample["net_input"]["prev_output_tokens"]
    out["net_input"]["prev_output_tokens"] = torch.cat(
        [prev[:, :1], torch.where(words[:, :-1], target[:, :-1], prev[:, 1:])], dim=1)
    out["net_input"]["src_tokens"] = sample["net_input"]["src_tokens"].clone()
    return out


def test_a_reference_never_changes_a_hypothesis(bible_docs):
    data = os.path.join(bible_docs, "data-bin")
    args, task, model = build(data, "bpt_mt_tiny", "doc_translation", ["--doc-context-tokens", "64"])
    sample = batches(task, "test", shuffle=False)[0]
    swapped = _swap_references(sample, task)
    assert not torch.equal(swapped["target"], sample["target"])
    generator = generator_for(task, model, args)
    assert hypothesis_tokens(task.inference_step(generator, [model], swapped)) == \
        hypothesis_tokens(task.inference_step(generator, [model], sample))


def test_generate_shows_the_current_sentence_and_bounds_it_by_its_own_length(bible_docs):
    data = os.path.join(bible_docs, "data-bin")
    args, task, model = build(data, "transformer_tiny", "doc_translation",
                              ["--doc-context-tokens", "64"])
    sample = batches(task, "test", shuffle=False)[0]
    src = sample["net_input"]["src_tokens"]
    sentences = task.dataset("test").sentences
    width = max(sentences[i]["source"].numel() for i in sample["id"].tolist())
    assert current_width(src, task.src_separator, task.src_dict.pad()) == width < src.size(1)
    hypos = task.inference_step(generator_for(task, model, args), [model], sample)
    # --max-len-a 1 --max-len-b 5 of the current sentence, + EOS
    assert max(len(h[0]["tokens"]) for h in hypos) <= int(1.0 * width + 5) + 1
    pad = task.src_dict.pad()
    for row, i in enumerate(sample["id"].tolist()):  # the S- line: the current sentence
        assert src[row][src[row].ne(pad)].tolist() == sentences[i]["source"].tolist()


def test_show_current_sentences_on_either_padding_side():
    sep, pad, eos = 9, 1, 2
    left = torch.tensor([[pad, 4, sep, 5, 6, eos], [pad, pad, pad, 7, 8, eos]])
    right = torch.tensor([[4, sep, 5, sep, 6, eos], [7, eos, pad, pad, pad, pad]])
    show_current_sentences(left, sep, pad)
    show_current_sentences(right, sep, pad)
    assert left.tolist() == [[pad, pad, pad, 5, 6, eos], [pad, pad, pad, 7, 8, eos]]
    assert right.tolist() == [[pad, pad, pad, pad, 6, eos], [7, eos, pad, pad, pad, pad]]


# ---------------------------------------------------------------- segment_pairs

PAIRED = ["--doc-form", "segment_pairs", "--doc-context-tokens", "64"]


@pytest.mark.parametrize("arch, instead", [("transformer_tiny", "doc_transformer_tiny"),
                                           ("transformer", "doc_transformer")])
def test_segment_pairs_refuses_fairseqs_transformer_naming_doc_transformer(bible_docs, arch,
                                                                          instead):
    data = os.path.join(bible_docs, "data-bin")
    with pytest.raises(ValueError, match=rf"which --arch {arch} does not support .* use --arch "
                                         rf"{instead} \(the same model with the mask"):
        build(data, arch, "doc_translation", PAIRED)


@pytest.mark.parametrize("arch", ["doc_transformer_tiny"] + sorted(FAMILY_ARCHS.values()))
def test_segment_pairs_builds_every_msfairseq_arch_with_the_mask_on(request, arch):
    family = "umst" if arch.startswith("umst") else "any other"
    _, task, model = build(_data(request, family), arch, _tasks(family)[1], PAIRED)
    assert model.decoder.sentence_separator == task.tgt_separator == task.tgt_dict.bos()


def test_segment_pairs_need_a_separator_that_is_not_eos(bible_docs):
    with pytest.raises(ValueError, match="--doc-separator </s> is EOS"):
        build(os.path.join(bible_docs, "data-bin"), "transformer_tiny", "doc_translation",
              PAIRED + ["--doc-separator", "</s>"])


def test_a_checkpoint_with_another_separator_is_refused_by_name(bible_docs):
    data = os.path.join(bible_docs, "data-bin")
    args, task, _ = build(data, "transformer_tiny", "doc_translation", ["--doc-context-tokens", "8"])
    args.doc_form, args.doc_separator = "segment_pairs", None
    with pytest.raises(ValueError, match="trained with the separator '<s>'.*pass the same"):
        task.build_model(args)


def test_segment_pairs_batches_carry_the_sentence_ids(bible_docs):
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "doc_transformer_tiny", "doc_translation", PAIRED)
    assert task.tgt_separator == task.tgt_dict.bos() and task.src_separator == task.src_dict.bos()
    sizes = [len(task.src_dict), len(task.tgt_dict)]
    assert sizes == [len(build(data, "transformer_tiny", "translation")[1].src_dict)] * 2
    for sample in batches(task, "train")[:4]:
        net = sample["net_input"]
        src, ids = net["src_tokens"], net["src_sent_ids"]
        pad, sep = task.src_dict.pad(), task.src_separator
        assert torch.equal(ids.eq(-1), src.eq(pad))
        # a sentence ends at its separator (or the final EOS): the next token starts the next
        ends = src.eq(sep)
        assert torch.equal(ids[:, 1:][ends[:, :-1]], ids[:, :-1][ends[:, :-1]] + 1)
        assert torch.equal(sample["tgt_sent_ids"],
                           target_sentence_ids(net["prev_output_tokens"], task.tgt_separator,
                                               task.tgt_dict.pad()))
        seg = sample["doc_segments"]  # doc, position, first, current, end
        assert torch.equal(ids.max(dim=1).values, seg[:, 4] - seg[:, 2] - 1)


def test_current_context_loss_scores_only_the_current_segments_targets(bible_docs):
    """``--doc-context-loss current``: the loss's target of each segment_pairs row is the current
    segment's translation alone (the previous one's tokens padded out, ``ntokens`` counting the
    rest); the decoder's input is unchanged. ``all`` (the default) leaves the batch as it is."""
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "doc_transformer_tiny", "doc_translation",
                       PAIRED + ["--doc-context-loss", "current"])
    _, task_all, _ = build(data, "doc_transformer_tiny", "doc_translation", PAIRED)
    pad, eos = task.tgt_dict.pad(), task.tgt_dict.eos()
    tgt = None
    seen_context = 0
    for sample in batches(task, "train")[:4]:
        assert task_all._loss_sample(sample) is sample
        scored = task._loss_sample(sample)
        assert torch.equal(scored["net_input"]["prev_output_tokens"],
                           sample["net_input"]["prev_output_tokens"])
        tgt = task.dataset("train").sentences.tgt
        expected = 0
        for row, (_, _, first, current, end) in enumerate(sample["doc_segments"].tolist()):
            own = join_sentences([tgt[k] for k in range(current, end)], task.tgt_separator, eos)
            kept = scored["target"][row][scored["target"][row].ne(pad)]
            assert torch.equal(kept, own), row
            full = sample["target"][row][sample["target"][row].ne(pad)]
            assert torch.equal(full[full.numel() - own.numel():], own)  # the current segment last
            expected += own.numel()
            seen_context += current > first
        assert scored["ntokens"] == expected < sample["ntokens"]
    assert seen_context > 0


@pytest.mark.slow
def test_current_context_loss_validates_the_same_in_training_and_fairseq_validate(bible_docs,
                                                                                 tmp_path):
    """Through fairseq-train: the in-process validation loss of a ``--doc-context-loss
    current`` run equals fairseq-validate's on its checkpoint (a fresh process, the task options
    from the checkpoint), and its validation counts fewer target tokens than ``all``."""
    data = os.path.join(bible_docs, "data-bin")
    logs, losses = {}, {}
    for loss in ("current", "all"):
        save = str(tmp_path / loss)
        logs[loss] = cli.train(data, save, "doc_transformer_tiny",
                               PAIRED + ["--doc-context-loss", loss], task="doc_translation",
                               max_update=4)
        losses[loss] = cli.valid_losses(logs[loss])[-1]
        assert cli.validate(data, os.path.join(save, "checkpoint_last.pt"),
                            task="doc_translation") == losses[loss]
    assert losses["current"] != losses["all"]


def test_only_training_references_shape_the_segment_pairs_plan(bible_docs):
    """Reference sizes can take a training segment's context (its joined target would not fit
    --max-target-positions); in any other split (validation, fairseq-validate, fairseq-generate
    share its plan) shuffled, reversed or lengthened references change nothing."""
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "doc_transformer_tiny", "doc_translation",
                       PAIRED + ["--max-target-positions", "100"])
    task.load_dataset("test")
    dataset = task.dataset("test")
    src, tgt = dataset.sentences.src_sizes, dataset.sentences.tgt_sizes
    starts = read_document_index(os.path.join(data, "test.en-es.doc"), len(src))
    rng = np.random.default_rng(0)
    for other in (rng.permutation(tgt), tgt[::-1], tgt * 3):
        for split in ("test", "valid"):
            plan = task._plan(src, other, starts, split)
            assert plan.first.tolist() == dataset.plan.first.tolist(), split
            assert plan.end.tolist() == dataset.plan.end.tolist(), split
    trained = task._plan(src, tgt * 3, starts, task.cfg.train_subset)
    assert trained.counts["context_cut_to_fit"] > 0
    assert trained.first.tolist() != dataset.plan.first.tolist()


def test_segment_pairs_decode_in_order_from_their_own_output(bible_docs):
    """One hypothesis per sentence, each once; every segment's target-side context is the
    model's own translation of the previous segment; references change nothing."""
    data = os.path.join(bible_docs, "data-bin")

    def translate(swap):
        args, task, model = build(data, "doc_transformer_tiny", "doc_translation", PAIRED)
        generator = generator_for(task, model, args)
        prefixes = []
        generate = generator.generate

        def spy(models, sample, prefix_tokens=None, **kw):
            prefixes.append((sample["doc_segments"].clone(), prefix_tokens))
            return generate(models, sample, prefix_tokens=prefix_tokens, **kw)

        generator.generate = spy
        out, sources = {}, {}
        for sample in batches(task, "test", max_tokens=400, shuffle=False):
            if swap:
                sample = _swap_references(sample, task)
            hypos = task.inference_step(generator, [model], sample)
            assert len(hypos) == sample["id"].numel() == sample["nsentences"]
            for row, (i, h) in enumerate(zip(sample["id"].tolist(), hypos)):
                assert i not in out, f"sentence {i} translated twice"
                out[i] = h[0]["tokens"].tolist()
                sources[i] = sample["net_input"]["src_tokens"][row]
        return task, out, sources, prefixes

    task, out, sources, prefixes = translate(swap=False)
    sentences = task.dataset("test").sentences
    assert sorted(out) == list(range(len(sentences)))
    pad = task.src_dict.pad()
    for i, src in sources.items():  # the S- line: the sentence itself
        assert src[src.ne(pad)].tolist() == sentences[i]["source"].tolist()
    forced = 0
    for seg, prefix in prefixes:
        for row, (_, _, first, current, _) in enumerate(seg.tolist()):
            expected = [t for k in range(first, current) for t in out[k][:-1] + [task.tgt_separator]]
            got = [] if prefix is None else [t for t in prefix[row].tolist() if t != task.tgt_dict.pad()]
            assert got == expected
            forced += first < current
    assert forced > 0
    assert translate(swap=True)[1] == out


# ---------------------------------------------------------------- new text

def test_new_text_keeps_the_document_across_buffers_until_a_blank_line(bible_docs):
    data = os.path.join(bible_docs, "data-bin")
    _, task, _ = build(data, "transformer_tiny", "doc_translation", ["--doc-context-tokens", "64"])
    d = task.src_dict
    words = [d[k] for k in range(d.nspecial, d.nspecial + 30)]
    line = lambda k: " ".join(words[k:k + 9])  # noqa: E731  (10 tokens with EOS)

    def buffer(lines):
        tokens, lengths = task.get_interactive_tokens_and_lengths(lines, lambda x: x)
        dataset = task.build_dataset_for_inference(tokens, lengths)
        return [dataset[i]["source"] for i in range(len(dataset))], tokens

    first, t1 = buffer([line(0), line(1)])
    assert torch.equal(first[0], t1[0])
    assert first[1].tolist() == t1[0].tolist() + t1[1].tolist()  # EOS separates
    second, t2 = buffer([line(2), "", line(3)])
    assert second[0].tolist() == t1[0].tolist() + t1[1].tolist() + t2[0].tolist()
    assert second[1].tolist() == [d.eos()]  # the blank line: nothing to translate
    assert torch.equal(second[2], t2[2])  # a new document
    # 64 tokens of context hold 6 of these lines at most: the oldest go first
    many, t3 = buffer([line(k) for k in range(9)])
    assert many[8].tolist() == [t for k in range(2, 9) for t in t3[k].tolist()]


class _EachWordOnThePrevious:
    """A parser for tests without spaCy: every word's head is the word before it."""

    def parse(self, sentences):
        return [SimpleNamespace(heads=list(range(len(words)))) for words in sentences]


def test_umst_new_text_takes_a_blank_line_as_a_document_break(bible_docs_umst, caplog):
    """As in doc_translation: the blank line gets an empty hypothesis (score -inf) and the
    next line starts a new document, with no ERROR line (umst_translation logs one for a
    line that tokenizes to nothing; here a blank line is the document break)."""
    data = os.path.join(bible_docs_umst, "data-bin")
    args, task, model = build(data, "umst_tiny", "doc_umst_translation",
                              ["--doc-context-tokens", "64"])
    task._parser = _EachWordOnThePrevious()
    with open(os.path.join(bible_docs_umst, "bpe", "test.en"), encoding="utf-8") as f:
        verses = [line.strip() for line in f][:3]
    lines = verses[:2] + [""] + verses[2:]
    with caplog.at_level(logging.INFO):
        tokens, lengths = task.get_interactive_tokens_and_lengths(lines, lambda x: x)
        dataset = task.build_dataset_for_inference(tokens, lengths)
        batch = dataset.collater([dataset[i] for i in range(len(dataset))])
        # as fairseq-interactive: net_input rebuilt from the source tokens alone
        sample = {"id": batch["id"], "net_input": {k: batch["net_input"][k]
                                                   for k in ("src_tokens", "src_lengths")}}
        hypos = task.inference_step(generator_for(task, model, args), [model], sample)
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    by_line = dict(zip(sample["id"].tolist(), hypos))
    assert by_line[2][0]["tokens"].tolist() == [task.tgt_dict.eos()]
    assert by_line[2][0]["score"] == float("-inf")
    assert all(len(by_line[k][0]["tokens"]) > 1 for k in (0, 1, 3))
    assert dataset[3]["source"].tolist() == tokens[3].tolist()  # no context: a new document
    assert dataset[1]["source"].numel() > tokens[1].numel()  # the line before the break has


@pytest.mark.slow
def test_umst_new_text_gets_its_joined_parses_back(bible_docs_umst):
    """fairseq-interactive rebuilds net_input from src_tokens alone: the task puts back the
    joined side inputs of every example (each sentence parsed on its own)."""
    from msfairseq.tasks.umst_translation import SIDE_INPUTS

    data = os.path.join(bible_docs_umst, "data-bin")
    _, task, _ = build(data, "umst_tiny", "doc_umst_translation",
                       ["--doc-context-tokens", "64", "--umst-parser", "spacy"])
    with open(os.path.join(bible_docs_umst, "bpe", "test.en"), encoding="utf-8") as f:
        verses = [line.strip() for line in f][:4]
    lines = verses[:3] + [""] + verses[3:]
    tokens, lengths = task.get_interactive_tokens_and_lengths(lines, lambda x: x)
    dataset = task.build_dataset_for_inference(tokens, lengths)
    batch = dataset.collater([dataset[i] for i in range(len(dataset))])
    net = batch["net_input"]
    side = task.side_inputs_for(net["src_tokens"])
    for key in SIDE_INPUTS:
        assert torch.equal(side[key], net[key]), key
    # the third verse's row: three sentences, each its own parse (every head in its sentence)
    row = batch["id"].tolist().index(2)
    words = net["src_word_ids"][row][net["src_word_ids"][row] >= 0]
    assert int(net["src_word_lengths"][row]) == int(words.max()) + 1
    eos_words = words[net["src_tokens"][row][net["src_tokens"][row].ne(task.src_dict.pad())]
                      .eq(task.src_dict.eos())]
    assert eos_words.numel() == 3  # two separators and the final EOS, each a word
    heads = net["src_heads"][row][: int(net["src_word_lengths"][row])]
    bounds = [0] + [int(w) + 1 for w in eos_words]
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        inside = heads[lo:hi - 1]
        assert ((inside == 0) | ((inside > lo) & (inside <= hi - 1))).all()
        assert int(heads[hi - 1]) == 0
