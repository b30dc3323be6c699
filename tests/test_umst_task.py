"""umst_translation task: collater contract, load-time validation, on-the-fly parsing (Li et al., ICML 2022)."""

import io
import os
import shutil
from typing import NamedTuple

import pytest
import torch

from fairseq import options, tasks
from fairseq.data import Dictionary, LanguagePairDataset, indexed_dataset

from utils import REPO, USER_DIR

from msfairseq.cli import umst_binarize  # msfairseq-umst-binarize
from msfairseq.data.binarize import side_prefix
from msfairseq.data.side_files import SideFileError
from msfairseq.data.umst_dataset import UMSTDataset
from msfairseq.features.parsers import SpacyParser
from msfairseq.features.words import word_boundaries


# ---------------------------------------------------------------- collater


def _toy_pair(left_pad):
    d = Dictionary()
    for w in ["a@@", "b", "c", "d"]:
        d.add_symbol(w)
    lines = ["a@@ b c", "d", "c d"]
    src = [d.encode_line(line, add_if_not_exist=False).long() for line in lines]
    pair = LanguagePairDataset(src, [t.numel() for t in src], d, tgt=src,
                               tgt_sizes=[t.numel() for t in src], tgt_dict=d,
                               left_pad_source=left_pad)
    word_ids = [torch.tensor([0, 0, 1]), torch.tensor([0]), torch.tensor([0, 1])]
    heads = [torch.tensor([2, 0]), torch.tensor([0]), torch.tensor([0, 1])]
    return d, UMSTDataset(pair, word_ids, heads)


@pytest.mark.parametrize("left_pad", [True, False])
def test_collater_tensors_hand_made(left_pad):
    d, ds = _toy_pair(left_pad)
    batch = ds.collater([ds[i] for i in range(3)])
    net = batch["net_input"]
    assert batch["id"].tolist() == [0, 2, 1]  # fairseq sorts by source length
    if left_pad:
        ids = [[0, 0, 1, 2], [-1, 0, 1, 2], [-1, -1, 0, 1]]
    else:
        ids = [[0, 0, 1, 2], [0, 1, 2, -1], [0, 1, -1, -1]]
    assert net["src_word_ids"].tolist() == ids
    assert net["src_heads"].tolist() == [[2, 0, 0], [0, 1, 0], [0, 0, 0]]
    assert net["src_word_lengths"].tolist() == [3, 3, 2]
    assert net["src_word_ids"].dtype == net["src_heads"].dtype == torch.long
    # padding and EOS line up with src_tokens
    assert torch.equal(net["src_word_ids"] == -1, net["src_tokens"] == d.pad())
    eos = net["src_tokens"] == d.eos()
    assert torch.equal(net["src_word_ids"][eos], net["src_word_lengths"] - 1)


def test_dataset_rejects_misaligned_side_inputs():
    d, ds = _toy_pair(True)
    ds.word_ids[1] = torch.tensor([0, 0])
    with pytest.raises(ValueError, match="sentence 2: 3 word indices"):
        ds[1]


# ---------------------------------------------------------------- a data-bin


def _binarize_text(lines, d, prefix):
    b = indexed_dataset.make_builder(prefix + ".bin", impl="mmap", vocab_size=len(d))
    for line in lines:
        b.add_item(d.encode_line(line, add_if_not_exist=False))
    b.finalize(prefix + ".idx")


def _write_raw_side(prefix, rows):
    b = indexed_dataset.make_builder(prefix + ".bin", impl="mmap")
    for r in rows:
        b.add_item(torch.tensor(r, dtype=torch.int32))
    b.finalize(prefix + ".idx")


@pytest.fixture(scope="module")
def corpus(bible_pairs):
    """BPE'd English (source) and Spanish (target) Bible verses + the BPE model."""
    from sacremoses import MosesTokenizer
    from subword_nmt.apply_bpe import BPE
    from subword_nmt.learn_bpe import learn_bpe

    tok = {lang: MosesTokenizer(lang=lang) for lang in ("en", "es")}
    en = [tok["en"].tokenize(e, escape=True, return_str=True) for e, _ in bible_pairs[:80]]
    es = [tok["es"].tokenize(s, escape=True, return_str=True) for _, s in bible_pairs[:80]]
    codes = io.StringIO()
    learn_bpe(io.StringIO("\n".join(en + es)), codes, 300)
    codes.seek(0)
    bpe = BPE(codes)
    return {"en": [bpe.process_line(x) for x in en], "es": [bpe.process_line(x) for x in es],
            "bpe": bpe, "moses": tok["en"], "raw": [e for e, _ in bible_pairs[:80]]}


@pytest.fixture(scope="module")
def spacy_parser():
    return SpacyParser()


class _Heads(NamedTuple):
    heads: list


def _recorded_parses(num_words):
    """The heads spaCy gave these 80 verses' words (tests/data/first_80_verses.dep.en), checked
    against the word counts: the fast tier parses nothing itself."""
    with open(os.path.join(REPO, "tests", "data", "first_80_verses.dep.en"), encoding="utf-8") as f:
        parses = [_Heads([int(h) for h in line.split()]) for line in f]
    assert [len(p.heads) for p in parses] == num_words, "the verses' words changed: rewrite the heads"
    return parses


@pytest.fixture(scope="module")
def data_bin(tmp_path_factory, corpus):
    """train.en-es.{en,es} + dicts + side files (real spaCy parses, recorded), as
    fairseq-preprocess lays out."""
    root = tmp_path_factory.mktemp("data")
    d = Dictionary()
    for line in corpus["en"] + corpus["es"]:
        d.encode_line(line, add_if_not_exist=True)
    d.finalize(padding_factor=8)
    data = root / "data-bin"
    data.mkdir()
    for lang in ("en", "es"):
        d.save(str(data / f"dict.{lang}.txt"))
        _binarize_text(corpus[lang], d, str(data / f"train.en-es.{lang}"))
    side = root / "side"
    side.mkdir()
    bounds = [word_boundaries(s.split()) for s in corpus["en"]]
    parses = _recorded_parses([len(w) for _, w in bounds])
    (side / "train.wb.en").write_text("".join(" ".join(map(str, ids)) + "\n" for ids, _ in bounds))
    (side / "train.dep.en").write_text("".join(" ".join(map(str, p.heads)) + "\n" for p in parses))
    (root / "train.bpe.en").write_text("".join(s + "\n" for s in corpus["en"]))
    assert umst_binarize.main(["--side-dir", str(side), "--source-text", str(root / "{split}.bpe.en"),
                               "--destdir", str(data), "--src", "en", "--tgt", "es",
                               "--splits", "train"]) == 0
    return {"dir": str(data), "bounds": bounds, "parses": parses, "dict": d, "side": str(side),
            "root": root}


def _task(data_dir, *extra):
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [
        data_dir, "--user-dir", USER_DIR, "--task", "umst_translation", "--arch", "umst_tiny",
        "-s", "en", "-t", "es", "--cpu", *extra])
    return args, tasks.setup_task(args)


def test_task_loads_side_inputs_into_batches(data_bin):
    _, task = _task(data_bin["dir"])
    task.load_dataset("train")
    ds = task.dataset("train")
    itr = task.get_batch_iterator(ds, max_tokens=400, seed=1).next_epoch_itr(shuffle=False)
    seen = 0
    for batch in itr:
        net = batch["net_input"]
        for row, sid in enumerate(batch["id"].tolist()):
            ids, _ = data_bin["bounds"][sid]
            heads = data_bin["parses"][sid].heads
            n = len(ids) + 1
            assert net["src_word_ids"][row, -n:].tolist() == ids + [len(heads)]
            assert (net["src_word_ids"][row, :-n] == -1).all()
            assert net["src_word_lengths"][row] == len(heads) + 1
            assert net["src_heads"][row, : len(heads) + 1].tolist() == heads + [0]
            seen += 1
    assert seen == 80
    # data-loader workers receive the dataset pickled
    import pickle

    clone = pickle.loads(pickle.dumps(ds))
    assert torch.equal(clone[5]["src_heads"], ds[5]["src_heads"])
    assert clone.left_pad_source == ds.left_pad_source


BAD_SIDE_CASES = {
    "line count": ("wb", lambda rows: rows[:-1], ["line-count mismatch", "has 79 sentences", "has 80"]),
    "token count": ("wb", lambda rows: [rows[0][:-1]] + rows[1:],
                    ["token count mismatch", "wb.en.bin line 1 has", "train.en-es.en.bin line 1 has"]),
    "empty": ("wb", lambda rows: rows[:4] + [[]] + rows[5:], ["wb.en.bin line 5: empty line"]),
    "word count": ("dep", lambda rows: rows[:2] + [rows[2] + [0]] + rows[3:],
                   ["word count mismatch", "dep.en.bin line 3 has", "wb.en.bin line 3 has"]),
    "head range": ("dep", lambda rows: rows[:6] + [[len(rows[6]) + 1] + rows[6][1:]] + rows[7:],
                   ["head out of range", "dep.en.bin line 7: word 1 has head", "outside 0.."]),
    "self head": ("dep", lambda rows: rows[:1] + [[1] + rows[1][1:]] + rows[2:],
                  ["dep.en.bin line 2: word 1 is its own head"]),
    "word index": ("wb", lambda rows: rows[:1] + [[1] + rows[1][1:]] + rows[2:],
                   ["wb.en.bin line 2: token 1 has word index 1"]),
}


@pytest.mark.parametrize("case", sorted(BAD_SIDE_CASES))
def test_task_load_validation_errors(case, data_bin, tmp_path):
    kind, corrupt, expected = BAD_SIDE_CASES[case]
    data = tmp_path / "data-bin"
    shutil.copytree(data_bin["dir"], data)
    if kind == "wb":
        rows = [ids for ids, _ in data_bin["bounds"]]
    else:
        rows = [p.heads for p in data_bin["parses"]]
    _write_raw_side(side_prefix(str(data), "train", "en", "es", kind), corrupt(rows))
    _, task = _task(str(data))
    with pytest.raises(SideFileError) as info:
        task.load_dataset("train")
    for text in expected:
        assert text in str(info.value), (text, str(info.value))


def test_task_names_missing_side_files(data_bin, tmp_path):
    data = tmp_path / "data-bin"
    shutil.copytree(data_bin["dir"], data)
    os.remove(side_prefix(str(data), "train", "en", "es", "dep") + ".idx")
    _, task = _task(str(data))
    with pytest.raises(FileNotFoundError, match=r"train.en-es.dep.en.bin/.idx not found"):
        task.load_dataset("train")


def test_binarize_checks_binarized_source(data_bin, tmp_path, capsys):
    side = tmp_path / "side"
    shutil.copytree(data_bin["side"], side)
    lines = (side / "train.wb.en").read_text().splitlines()
    lines[9] = lines[9] + " " + lines[9].split()[-1]  # one token too many on line 10
    (side / "train.wb.en").write_text("\n".join(lines) + "\n")
    data = tmp_path / "data-bin"
    shutil.copytree(data_bin["dir"], data)
    assert umst_binarize.main(["--side-dir", str(side), "--destdir", str(data),
                               "--src", "en", "--tgt", "es", "--splits", "train"]) == 1
    err = capsys.readouterr().err
    assert "train.wb.en:10 has" in err and "binarized source sentence 10 has" in err


def test_task_rejects_truncate_source(data_bin):
    with pytest.raises(ValueError, match="--truncate-source"):
        _task(data_bin["dir"], "--truncate-source")


def test_non_umst_model_under_umst_task_fails_at_build(data_bin):
    args, task = _task(data_bin["dir"])
    args.arch = "transformer"
    from fairseq.models.transformer import tiny_architecture

    tiny_architecture(args)
    with pytest.raises(ValueError, match="umst_translation feeds src_word_ids"):
        task.build_model(args)


# ---------------------------------------------------------------- new text


@pytest.mark.slow
def test_interactive_path_parses_on_the_fly(data_bin, corpus, spacy_parser):
    _, task = _task(data_bin["dir"], "--umst-parser", "spacy")

    def encode_fn(x):  # what fairseq-interactive does with --tokenizer moses --bpe subword_nmt
        return corpus["bpe"].process_line(corpus["moses"].tokenize(x, escape=True, return_str=True))

    lines = corpus["raw"][:5] + ["Zyzzyva qwertyuiop ."]  # the last one has unknown sub-words
    tokens, lengths = task.get_interactive_tokens_and_lengths(lines, encode_fn)
    assert (tokens[-1] == task.source_dictionary.unk()).any()
    ds = task.build_dataset_for_inference(tokens, lengths)
    batch = ds.collater([ds[i] for i in range(len(ds))])
    net = batch["net_input"]
    for row, sid in enumerate(batch["id"].tolist()):
        ids, words = word_boundaries(encode_fn(lines[sid]).split())
        heads = spacy_parser.parse([words])[0].heads
        n = len(ids) + 1
        assert net["src_word_ids"][row, -n:].tolist() == ids + [len(words)]
        assert net["src_heads"][row, : len(words) + 1].tolist() == heads + [0]
        assert net["src_word_lengths"][row] == len(words) + 1
    # without the interactive hook (hub interface): word boundaries from the ids
    ds2 = task.build_dataset_for_inference(tokens[:5], lengths[:5])
    for i in range(5):
        assert torch.equal(ds2[i]["src_word_ids"], ds[i]["src_word_ids"])
        assert torch.equal(ds2[i]["src_heads"], ds[i]["src_heads"])


def test_conllu_cannot_parse_new_text(data_bin):
    _, task = _task(data_bin["dir"], "--umst-parser", "conllu")
    with pytest.raises(ValueError, match="--umst-parser spacy or stanza"):
        task.build_dataset_for_inference([torch.tensor([10, 2])], [2])


@pytest.mark.slow
def test_inference_step_restores_side_inputs_dropped_by_interactive(data_bin, corpus):
    """fairseq-interactive rebuilds net_input from src_tokens/src_lengths only."""
    _, task = _task(data_bin["dir"], "--umst-parser", "spacy")
    lines = corpus["raw"][10:14]

    def encode_fn(x):
        return corpus["bpe"].process_line(corpus["moses"].tokenize(x, escape=True, return_str=True))

    tokens, lengths = task.get_interactive_tokens_and_lengths(lines, encode_fn)
    ds = task.build_dataset_for_inference(tokens, lengths)
    full = ds.collater([ds[i] for i in range(len(ds))])
    seen = {}

    class Generator:
        def generate(self, models, sample, **kwargs):
            seen.update(sample["net_input"])
            return []

    net = full["net_input"]
    task.inference_step(Generator(), [], {"net_input": {"src_tokens": net["src_tokens"],
                                                        "src_lengths": net["src_lengths"]}})
    for key in ("src_word_ids", "src_heads", "src_word_lengths"):
        assert torch.equal(seen[key], net[key]), key
    # a batch the task has never seen is parsed from the ids
    task._parsed.clear()
    seen.clear()
    task.inference_step(Generator(), [], {"net_input": {"src_tokens": net["src_tokens"],
                                                        "src_lengths": net["src_lengths"]}})
    for key in ("src_word_ids", "src_heads", "src_word_lengths"):
        assert torch.equal(seen[key], net[key]), key


@pytest.mark.slow
def test_empty_input_is_not_translated(data_bin, corpus, caplog):
    """An empty or whitespace-only line (nothing left after tokenization and BPE) never
    reaches the model, which would invent a sentence from EOS alone: its hypothesis is
    empty with score -inf and an ERROR line names it with fairseq-interactive's id."""
    _, task = _task(data_bin["dir"], "--umst-parser", "spacy")

    def encode_fn(x):
        return corpus["bpe"].process_line(corpus["moses"].tokenize(x, escape=True, return_str=True))

    task.get_interactive_tokens_and_lengths(corpus["raw"][:2], encode_fn)  # a first buffer: ids 0, 1
    lines = [corpus["raw"][2], "", "  \t ", corpus["raw"][3]]  # ids 2..5
    with caplog.at_level("ERROR"):
        tokens, lengths = task.get_interactive_tokens_and_lengths(lines, encode_fn)
        ds = task.build_dataset_for_inference(tokens, lengths)
    errors = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert len(errors) == 2
    assert errors[0].startswith("source sentence 3 is empty after tokenization")
    assert errors[1].startswith("source sentence 4 is empty after tokenization")
    full = ds.collater([ds[i] for i in range(len(ds))])
    order = full["id"].tolist()
    seen = []

    class Generator:  # stands in for fairseq's SequenceGenerator: one hypothesis per row
        def generate(self, models, sample, **kwargs):
            seen.append(sample["net_input"])
            return [[{"tokens": row[row != task.source_dictionary.pad()], "score": -1.0}]
                    for row in sample["net_input"]["src_tokens"]]

    net = full["net_input"]
    hypos = task.inference_step(Generator(), [], {"net_input": {  # as fairseq-interactive builds it
        "src_tokens": net["src_tokens"], "src_lengths": net["src_lengths"]}})
    assert len(hypos) == 4 and len(seen) == 1
    kept = [row for row, sid in enumerate(order) if sid in (0, 3)]
    for key in ("src_tokens", "src_lengths", "src_word_ids", "src_heads", "src_word_lengths"):
        assert torch.equal(seen[0][key], net[key][kept]), key
    eos = task.target_dictionary.eos()
    for row, sid in enumerate(order):
        (hypo,) = hypos[row]
        if sid in (1, 2):
            assert hypo["tokens"].tolist() == [eos] and hypo["score"] == float("-inf")
            assert task.target_dictionary.string(hypo["tokens"]) == ""
        else:
            assert hypo["score"] == -1.0 and len(hypo["tokens"]) == lengths[sid]
    # a batch of empty inputs only: the model is not called at all
    seen.clear()
    hypos = task.inference_step(Generator(), [], {"net_input": {
        "src_tokens": torch.full((2, 1), task.source_dictionary.eos()),
        "src_lengths": torch.tensor([1, 1])}})
    assert not seen and [h[0]["tokens"].tolist() for h in hypos] == [[eos], [eos]]


# ---------------------------------------------------------------- the training record


def test_training_records_how_new_text_is_read(data_bin):
    """Training records the segmentation (the dictionary's: BPE here), the parser and its
    model in the model args; a loaded checkpoint's record is the default, a different flag
    is refused naming --umst-allow-training-mismatch, which lets it through."""
    from msfairseq.features.parsers import DEFAULT_SPACY_MODEL

    args, task = _task(data_bin["dir"], "--umst-parser", "spacy")
    task.build_model(args)
    assert (args.umst_training_segmentation, args.umst_training_parser,
            args.umst_training_parser_model) == ("bpe", "spacy", None)
    _, fresh = _task(data_bin["dir"])
    fresh.build_model(args, from_checkpoint=True)
    use, source = fresh.inference_settings()
    assert use == {"segmentation": "bpe", "parser": "spacy", "parser_model": DEFAULT_SPACY_MODEL}
    assert set(source.values()) == {"checkpoint"}
    for key, value, trained in (("segmentation", "sentencepiece", "bpe"), ("parser", "stanza", "spacy"),
                                ("parser_model", "en_core_web_trf", DEFAULT_SPACY_MODEL)):
        flag = "--umst-" + key.replace("_", "-")
        _, other = _task(data_bin["dir"], flag, value)
        with pytest.raises(ValueError) as err:
            other.build_model(args, from_checkpoint=True)
        assert f"{flag} {value} differs from what this model was trained with: {trained}" in str(err.value)
        assert "--umst-allow-training-mismatch" in str(err.value)
        _, forced = _task(data_bin["dir"], flag, value, "--umst-allow-training-mismatch")
        forced.build_model(args, from_checkpoint=True)
        assert forced.inference_settings()[0][key] == value


def test_checkpoint_without_record_and_training_check_the_dictionary(data_bin):
    """An older checkpoint records nothing: the source dictionary's pieces still say BPE, so
    --umst-segmentation sentencepiece is refused at inference, as at training."""
    args, task = _task(data_bin["dir"])
    task.build_model(args)
    for key in ("umst_training_segmentation", "umst_training_parser", "umst_training_parser_model"):
        delattr(args, key)
    _, old = _task(data_bin["dir"], "--umst-segmentation", "sentencepiece")
    with pytest.raises(ValueError, match="read from the source dictionary"):
        old.build_model(args, from_checkpoint=True)
    args, task = _task(data_bin["dir"], "--umst-segmentation", "sentencepiece")
    with pytest.raises(ValueError, match="--umst-segmentation sentencepiece differs"):
        task.build_model(args)



def test_a_bpe_that_makes_other_pieces_is_refused(data_bin):
    """fairseq's --bpe for new text (fairseq-interactive and -generate build it through the
    task, the hub through msfairseq.hub): pieces of another scheme than the segmentation the
    model reads word boundaries from are refused, naming both and the override; the same
    scheme, or no --bpe (segmented text), passes."""
    from argparse import Namespace

    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from fairseq.hub_utils import GeneratorHubInterface

    args, task = _task(data_bin["dir"], "--umst-parser", "spacy")
    model = task.build_model(args)
    _, fresh = _task(data_bin["dir"])
    fresh.build_model(args, from_checkpoint=True)  # a loaded checkpoint: its record says bpe
    for bpe, named in (("sentencepiece", "gives sentencepiece pieces"),
                       ("gpt2", "gives pieces whose word boundaries UMST cannot read (it reads "
                                "subword-nmt / fastBPE '@@' and sentencepiece '\u2581' pieces)")):
        with pytest.raises(ValueError) as err:
            fresh.build_bpe(Namespace(bpe=bpe, sentencepiece_model="spm.model"))
        message = str(err.value)
        assert f"--bpe {bpe} {named}, but this model reads bpe word boundaries (recorded in the " \
               "checkpoint's args as umst_training_segmentation)" in message, message
        assert "--umst-allow-training-mismatch" in message
    fresh.check_text_pipeline(Namespace(bpe="subword_nmt"))
    fresh.check_text_pipeline(Namespace(bpe="fastbpe"))
    assert fresh.build_bpe(Namespace(bpe=None)) is None
    _, forced = _task(data_bin["dir"], "--umst-allow-training-mismatch")
    forced.build_model(args, from_checkpoint=True)
    forced.check_text_pipeline(Namespace(bpe="sentencepiece"))
    # the hub interface, which builds its BPE itself
    cfg = convert_namespace_to_omegaconf(Namespace(**{**vars(args), "bpe": "sentencepiece",
                                                      "sentencepiece_model": "spm.model"}))
    with pytest.raises(ValueError, match="--bpe sentencepiece gives sentencepiece pieces"):
        GeneratorHubInterface(cfg, fresh, [model])

def test_dictionary_segmentation():
    from msfairseq.tasks.umst_record import dictionary_segmentation

    for symbols, scheme in ((["the", "hea@@", "ven"], "bpe"), (["the", "heaven"], None),
                            (["\u2581the", "\u2581hea", "ven"], "sentencepiece")):
        d = Dictionary()
        for s in symbols:
            d.add_symbol(s)
        assert dictionary_segmentation(d)[0] == scheme


def test_stanza_error_names_the_task_flag(data_bin, monkeypatch):
    """stanza without its models: the message names --umst-parser, the task's flag."""
    stanza = pytest.importorskip("stanza")

    def no_models(**kwargs):
        raise FileNotFoundError("Resources file not found")

    monkeypatch.setattr(stanza, "Pipeline", no_models)
    _, task = _task(data_bin["dir"], "--umst-parser", "stanza")
    with pytest.raises(RuntimeError, match="cannot start the stanza pipeline") as err:
        task.parser
    assert str(err.value).endswith("or use --umst-parser spacy")
