"""UMST features: word boundaries, parser backends, side-file extraction (Li et al., ICML 2022)."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from msfairseq.cli import umst_features  # msfairseq-umst-features
from msfairseq.data.side_files import SideFileError, read_side_files, validate_side_files
from msfairseq.features.extract import extract, merge_shards, side_file_paths
from msfairseq.features.conllu import ConlluParser, read_conllu
from msfairseq.features.parsers import (
    ParseError, SpacyParser, StanzaParser, collapse_multiword_tokens, stanza_document_to_parses,
)
from msfairseq.features.words import SegmentationError, unescape_word, word_boundaries

CLI = [sys.executable, "-m", "msfairseq.cli.umst_features"]

# Spanish with two multi-word tokens: "del" = de + el, "dámelo" = da + me + lo
CONLLU_ES = """# text = Vengo del mercado .
1\tVengo\tvenir\tVERB\t_\t_\t0\troot\t_\t_
2-3\tdel\t_\t_\t_\t_\t_\t_\t_\t_
2\tde\tde\tADP\t_\t_\t4\tcase\t_\t_
3\tel\tel\tDET\t_\t_\t4\tdet\t_\t_
4\tmercado\tmercado\tNOUN\t_\t_\t1\tobl\t_\t_
5\t.\t.\tPUNCT\t_\t_\t1\tpunct\t_\t_

# text = Dámelo ahora .
1-3\tDámelo\t_\t_\t_\t_\t_\t_\t_\t_
1\tDá\tdar\tVERB\t_\t_\t0\troot\t_\t_
2\tme\tyo\tPRON\t_\t_\t1\tiobj\t_\t_
3\tlo\tél\tPRON\t_\t_\t1\tobj\t_\t_
4\tahora\tahora\tADV\t_\t_\t1\tadvmod\t_\t_
5\t.\t.\tPUNCT\t_\t_\t1\tpunct\t_\t_

"""
ES_WORDS = [["Vengo", "del", "mercado", "."], ["Dámelo", "ahora", "."]]
ES_HEADS = [[0, 3, 1, 1], [0, 1, 1]]


# ---------------------------------------------------------------- word boundaries


def test_bpe_word_boundaries():
    ids, words = word_boundaries("I@@ n the beg@@ in@@ ning God .".split(), "bpe")
    assert ids == [0, 0, 1, 2, 2, 2, 3, 4]
    assert words == ["In", "the", "beginning", "God", "."]


def test_sentencepiece_word_boundaries():
    # a lone '▁' piece starts a word that the next piece continues
    ids, words = word_boundaries(["▁In", "▁the", "▁beg", "in", "ning", "▁", "G", "od"], "sentencepiece")
    assert ids == [0, 1, 2, 2, 2, 3, 3, 3]
    assert words == ["In", "the", "beginning", "God"]


def test_bpe_line_ending_inside_a_word_is_an_error():
    with pytest.raises(SegmentationError, match="ends inside a word"):
        word_boundaries(["the", "hea@@"], "bpe")


def test_unescape_moses():
    assert unescape_word("&apos;s") == "'s" and unescape_word("a&amp;b") == "a&b"


# ---------------------------------------------------------------- parser backends


@pytest.fixture(scope="module")
def spacy_parser():
    return SpacyParser(batch_size=64)


@pytest.fixture(scope="module")
def bible_words(bible_pairs):
    from sacremoses import MosesTokenizer

    tok = MosesTokenizer(lang="en")
    return [tok.tokenize(en, escape=True) for en, _ in bible_pairs[:120]]


@pytest.mark.slow
def test_spacy_parses_bible_and_keeps_tokenization(spacy_parser, bible_words):
    parses = spacy_parser.parse(bible_words)
    assert len(parses) == len(bible_words)
    for words, parse in zip(bible_words, parses):
        n = len(words)
        assert len(parse.heads) == n and len(parse.deprels) == n
        assert all(0 <= h <= n and h != i for i, h in enumerate(parse.heads, start=1))
        assert 0 in parse.heads
    # Gen 1:1 -- "created" (word 5) is the root, "God" its subject
    assert bible_words[0][:5] == ["In", "the", "beginning", "God", "created"]
    assert parses[0].heads[4] == 0 and parses[0].heads[3] == 5
    assert parses[0].deprels[3] == "nsubj"
    # spaCy's tokenizer would split "cannot" and "&apos;s"; the given words stay words
    odd = spacy_parser.parse([["I", "cannot", "see", "Noah", "&apos;s", "ark", "."]])[0]
    assert len(odd.heads) == 7


@pytest.mark.slow
def test_spacy_worker_processes_keep_order(spacy_parser, bible_words):
    parallel = SpacyParser(n_process=2, batch_size=16)
    assert parallel.parse(bible_words) == spacy_parser.parse(bible_words)


def test_stanza_documents_from_conllu_with_multiword_tokens():
    from stanza.utils.conll import CoNLL

    doc = CoNLL.conll2doc(input_str=CONLLU_ES)
    assert len(doc.sentences[0].words) == 5 and len(doc.sentences[0].tokens) == 4
    parses = stanza_document_to_parses(doc, ES_WORDS)
    assert [p.heads for p in parses] == ES_HEADS
    assert parses[0].deprels == ["root", "case", "obl", "punct"]
    assert parses[1].deprels == ["root", "advmod", "punct"]


def test_stanza_parser_class_batches_and_checks_counts():
    from stanza.utils.conll import CoNLL

    calls = []

    class Pipeline:  # stands in for stanza.Pipeline: returns real stanza Documents
        def __call__(self, batch):
            calls.append(batch)
            return CoNLL.conll2doc(input_str=CONLLU_ES)

    parser = StanzaParser(pipeline=Pipeline(), batch_size=2)
    assert [p.heads for p in parser.parse(ES_WORDS)] == ES_HEADS
    assert calls == [ES_WORDS]  # pretokenized: one list of words per sentence
    with pytest.raises(ParseError, match="4 tokens but the sentence has 5 words"):
        parser.parse([ES_WORDS[0] + ["x"], ES_WORDS[1]])


def test_conllu_reader_matches_stanza_reader(tmp_path):
    path = tmp_path / "es.conllu"
    path.write_text(CONLLU_ES, encoding="utf-8")
    read = list(read_conllu(str(path)))
    assert [surface for _, _, surface in read] == ES_WORDS
    assert [parse.heads for _, parse, _ in read] == ES_HEADS
    parser = ConlluParser(str(path))
    with pytest.raises(ParseError, match=r"es.conllu:1 \(sentence 1\).*4 tokens.*3 words"):
        parser.parse([["Vengo", "del", "mercado"]])


def test_collapse_uses_shallowest_member_and_stays_a_tree():
    # word 2 (deep) points to word 4, word 3 (shallow) to word 1: choosing word 2
    # would make tokens 2 and 3 heads of each other
    parse = collapse_multiword_tokens([(1, 1), (2, 3), (4, 4)], [0, 4, 1, 3], ["root", "a", "b", "c"])
    assert parse.heads == [0, 1, 2]
    assert parse.deprels == ["root", "b", "c"]


# ---------------------------------------------------------------- extraction + validation


def write(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def bpe_corpus(tmp_path_factory, bible_pairs):
    """Bible sentences: sacremoses words and a real subword-nmt BPE of them."""
    from sacremoses import MosesTokenizer
    from subword_nmt.apply_bpe import BPE
    from subword_nmt.learn_bpe import learn_bpe
    import io

    d = tmp_path_factory.mktemp("corpus")
    tok = MosesTokenizer(lang="en")
    words = [tok.tokenize(en, escape=True, return_str=True) for en, _ in bible_pairs[:300]]
    codes = io.StringIO()
    learn_bpe(io.StringIO("\n".join(words)), codes, 200)
    codes.seek(0)
    bpe = BPE(codes)
    segmented = [bpe.process_line(w) for w in words]
    assert any("@@" in s for s in segmented)
    return {"words": write(d / "tok.en", words), "bpe": write(d / "bpe.en", segmented), "dir": d}


def run_extract(corpus, outdir, parser, **kw):
    paths = side_file_paths(str(outdir), "train", "en")
    return extract(corpus["bpe"], paths, parser, words_path=corpus["words"], progress=False, **kw)


@pytest.fixture(scope="module")
def reference(bpe_corpus, spacy_parser, tmp_path_factory):
    """Unsharded, uninterrupted spaCy side files of the corpus."""
    out = run_extract(bpe_corpus, tmp_path_factory.mktemp("ref"), spacy_parser)
    return {k: open(p, encoding="utf-8").read() for k, p in out.items()}


@pytest.mark.slow
def test_extract_writes_consistent_side_files(bpe_corpus, reference, tmp_path):
    wb = write(tmp_path / "wb", reference["wb"].splitlines())
    dep = write(tmp_path / "dep", reference["dep"].splitlines())
    rel = write(tmp_path / "rel", reference["deprel"].splitlines())
    assert validate_side_files(wb, dep, bpe_corpus["bpe"], rel) == 300
    words = open(bpe_corpus["words"]).read().splitlines()
    for (ids, heads, _), w in zip(read_side_files(wb, dep), words):
        assert len(heads) == len(w.split()) == ids[-1] + 1


@pytest.mark.slow
def test_shards_concatenate_to_unsharded_output(bpe_corpus, spacy_parser, reference, tmp_path):
    for i in range(3):
        run_extract(bpe_corpus, tmp_path, spacy_parser, shard=(i, 3), block_lines=40)
    assert (tmp_path / "train.wb.en.shard001-of-003").exists()
    merged = merge_shards(side_file_paths(str(tmp_path), "train", "en"), 3)
    for k, p in merged.items():
        assert open(p, encoding="utf-8").read() == reference[k], k


@pytest.mark.slow
def test_resume_after_killed_run(bpe_corpus, reference, tmp_path):
    out = tmp_path / "out"
    cmd = [*CLI, "--bpe", bpe_corpus["bpe"], "--words", bpe_corpus["words"],
           "--outdir", str(out), "--split", "train", "--lang", "en", "--parser", "spacy",
           "--batch-size", "4", "--block-lines", "10", "--no-progress"]
    env = dict(os.environ, OMP_NUM_THREADS="1")
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    marker = out / "train.wb.en.progress"
    deadline = time.time() + 100
    lines = 0
    while time.time() < deadline and proc.poll() is None:
        if marker.exists():
            try:
                lines = json.loads(marker.read_text())["lines"]
            except (ValueError, KeyError):
                lines = 0  # being replaced
            if lines >= 30:
                break
        time.sleep(0.05)
    assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    state = json.loads(marker.read_text())
    assert 30 <= state["lines"] < 300
    assert not (out / "train.wb.en").exists()
    # a torn, incomplete line after the marker must be dropped on resume
    with open(out / "train.wb.en.partial", "a") as f:
        f.write("0 1 2")
    assert umst_features.main(cmd[len(CLI):]) == 0
    assert not marker.exists()
    for k in ("wb", "dep", "deprel"):
        assert (out / f"train.{k}.en").read_text() == reference[k], k


class _Fixed:
    """A parser that returns fixed heads (to feed bad parses)."""

    name = "fixed"

    def __init__(self, heads):
        self.heads = heads

    def skip(self, n):
        pass

    def parse_stream(self, sentences):
        from msfairseq.features.parsers import Parse

        for _ in sentences:
            yield Parse(self.heads, ["x"] * len(self.heads))


def test_extract_errors_name_file_line_and_numbers(tmp_path):
    words = write(tmp_path / "w", ["a b c", "d e"])
    paths = side_file_paths(str(tmp_path / "o"), "train", "en")
    os.makedirs(tmp_path / "o")
    ok = _Fixed([0, 1])

    def err(bpe_lines, words_path=words, parser=ok):
        bpe = write(tmp_path / "b", bpe_lines)
        with pytest.raises(SideFileError) as info:
            extract(bpe, paths, parser, words_path=words_path, progress=False, restart=True)
        return str(info.value)

    msg = err(["a b c", "d e", "f"])
    assert "line-count mismatch" in msg and "3 lines" in msg and "2 lines" in msg
    msg = err(["a b c", ""], words_path=None)
    assert "b:2: empty line" in msg
    msg = err(["a b c", "d@@ e"])
    assert "word count mismatch" in msg and "w:2 has 2 words" in msg and "b:2 has 1 words" in msg
    msg = err(["a b c", "d e@@"])
    assert "b:2:" in msg and "ends inside a word" in msg
    msg = err(["a b", "d e"], words_path=None, parser=_Fixed([0, 1, 1]))
    assert "b:1 has 3 words but the line has 2" in msg


def test_side_file_validation_errors(tmp_path):
    src = write(tmp_path / "src", ["I@@ n the beg@@ in@@ ning", "God"])

    def err(wb_lines, dep_lines, source=src):
        wb = write(tmp_path / "wb", wb_lines)
        dep = write(tmp_path / "dep", dep_lines)
        with pytest.raises(SideFileError) as info:
            validate_side_files(wb, dep, source)
        return str(info.value)

    assert validate_side_files(write(tmp_path / "ok_wb", ["0 0 1 2 2 2", "0"]),
                               write(tmp_path / "ok_dep", ["3 3 0", "0"]), src) == 2
    msg = err(["0 0 1 2 2 2"], ["3 3 0", "0"])
    assert "line-count mismatch" in msg and "wb has 1 lines" in msg and "dep has 2 lines" in msg
    msg = err(["0 0 1 2 2", "0"], ["3 3 0", "0"])
    assert "token count mismatch" in msg and "wb:1 has 5 word indices" in msg and "src:1 has 6 tokens" in msg
    msg = err(["0 0 1 2 2 2", "0"], ["3 0", "0"])
    assert "word count mismatch" in msg and "dep:1 has 2 heads" in msg and "wb:1 has 3 words" in msg
    msg = err(["0 0 1 2 2 2", "0"], ["3 4 0", "0"])
    assert "head out of range" in msg and "dep:1" in msg and "word 2 has head 4, outside 0..3" in msg
    msg = err(["0 0 1 2 2 2", ""], ["3 3 0", "0"])
    assert "wb:2: empty line" in msg
    msg = err(["0 0 2 2 2 2", "0"], ["3 3 0", "0"])
    assert "wb:1: token 3 has word index 2 after 0" in msg
    msg = err(["0 0 1 2 2 2", "0"], ["3 2 0", "0"])
    assert "dep:1: word 2 is its own head" in msg


def test_conllu_backend_through_the_cli_with_shards(tmp_path, capsys):
    conllu = tmp_path / "es.conllu"
    conllu.write_text(CONLLU_ES, encoding="utf-8")
    bpe = write(tmp_path / "test.bpe.es", ["Ven@@ go del merc@@ a@@ do .", "Dá@@ me@@ lo ahora ."])
    out = tmp_path / "side"
    for shard in ("0/2", "1/2"):  # shard 1 must skip the first CoNLL-U sentence
        assert umst_features.main(["--bpe", bpe, "--outdir", str(out), "--split", "test",
                                   "--lang", "es", "--parser", "conllu", "--conllu", str(conllu),
                                   "--shard", shard, "--no-progress"]) == 0
    assert umst_features.main(["--bpe", bpe, "--outdir", str(out), "--split", "test", "--lang",
                               "es", "--parser", "conllu", "--merge-shards", "2"]) == 0
    assert (out / "test.wb.es").read_text() == "0 0 1 2 2 2 3\n0 0 0 1 2\n"
    assert (out / "test.dep.es").read_text() == "0 3 1 1\n0 1 1\n"
    assert (out / "test.deprel.es").read_text() == "root case obl punct\nroot advmod punct\n"
    # a CoNLL-U sentence whose tokens do not match the line's words
    bad = write(tmp_path / "bad.bpe.es", ["Ven@@ go del merc@@ a@@ do", "Dá@@ me@@ lo ahora ."])
    assert umst_features.main(["--bpe", bad, "--outdir", str(tmp_path / "x"), "--split", "test",
                               "--lang", "es", "--parser", "conllu", "--conllu", str(conllu),
                               "--no-progress"]) == 1
    assert "es.conllu:1 (sentence 1): the parse has 4 tokens but the sentence has 3 words" \
        in capsys.readouterr().err


# ---------------------------------------------------------------- bad input names itself


def _conllu(rows):
    return "".join(f"{i}\t{w}\t_\t_\t_\t_\t{h}\t{r}\t_\t_\n"
                   for i, (w, h, r) in enumerate(rows, start=1)) + "\n"


# parses made elsewhere (the conllu backend loads no model): "the quick brown dog jumps", "ca"
CONLLU_EN = _conllu([("the", 4, "det"), ("quick", 4, "amod"), ("brown", 4, "amod"),
                     ("dog", 5, "nsubj"), ("jumps", 0, "root")])
CONLLU_CA = _conllu([("ca", 0, "root")])


def _put(path, content):
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return str(path)


def _cli(tmp_path, bpe, words=None, conllu=CONLLU_EN, extra=()):
    """msfairseq-umst-features (conllu backend) on split 'test'; file contents as str or
    bytes. Returns (rc, side-file dir)."""
    args = ["--bpe", _put(tmp_path / "test.bpe.en", bpe), "--outdir", str(tmp_path / "side"),
            "--split", "test", "--lang", "en", "--parser", "conllu",
            "--conllu", _put(tmp_path / "en.conllu", conllu), "--no-progress", *extra]
    if words is not None:
        args += ["--words", _put(tmp_path / "test.tok.en", words)]
    return umst_features.main(args), tmp_path / "side"


def test_bpe_must_rejoin_to_its_words(tmp_path, capsys):
    # the same number of words, but 'fox' is not 'dog'
    rc, out = _cli(tmp_path, "the qu@@ ick bro@@ wn fox jumps\n", "the quick brown dog jumps\n")
    err = capsys.readouterr().err
    assert rc == 1, err
    assert "test.bpe.en:1 does not re-join to its words in" in err and "test.tok.en:1" in err
    assert "word 4 is 'fox' in the segmentation but 'dog' in the words file" in err
    assert "the quick brown fox jumps" in err and "the quick brown dog jumps" in err
    assert not (out / "test.wb.en").exists()
    rc, out = _cli(tmp_path, "the qu@@ ick bro@@ wn dog jumps\n", "the quick brown dog jumps\n")
    assert rc == 0, capsys.readouterr().err
    assert (out / "test.wb.en").read_text() == "0 1 1 2 2 3 4\n"
    assert (out / "test.dep.en").read_text() == "4 4 4 5 0\n"


def test_rejoin_rules_per_segmentation():
    from msfairseq.features.words import rejoins

    assert rejoins("heavens", "heavens") and not rejoins("fox", "dog")
    assert not rejoins("\ufb01ne", "fine")  # BPE only adds '@@ ': exact
    # sentencepiece normalizes (NFKC) and spells rare characters as byte pieces
    assert rejoins("fine", "\ufb01ne", "sentencepiece")
    assert rejoins("<0xC3><0xA9>t<0xC3><0xA9>", "été", "sentencepiece")
    assert not rejoins("ete", "été", "sentencepiece")


class _Chain:
    """A parser that makes every word's head the previous word (any sentence length)."""

    name = "chain"

    def skip(self, n):
        pass

    def parse_stream(self, sentences):
        from msfairseq.features.parsers import Parse

        for words in sentences:
            yield Parse(list(range(len(words))), ["dep"] * len(words))


def test_real_sentencepiece_rejoins_to_its_words(bpe_corpus, tmp_path):
    """spm normalizes (NFKC) and spells uncovered characters as byte pieces: no false alarm."""
    import io

    import sentencepiece as spm

    words = open(bpe_corpus["words"], encoding="utf-8").read().splitlines()
    words.append("naïve \ufb01ne \uff34\uff4f\uff4b\uff59\uff4f 東京 ①")
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(words), model_writer=model,
                                   vocab_size=400, byte_fallback=True,
                                   character_coverage=0.9995, minloglevel=2)
    sp = spm.SentencePieceProcessor(model_proto=model.getvalue())
    seg = write(tmp_path / "spm.en", [" ".join(sp.encode(w, out_type=str)) for w in words])
    assert "<0x" in open(seg, encoding="utf-8").read()
    paths = side_file_paths(str(tmp_path / "side"), "train", "en")
    extract(seg, paths, _Chain(), words_path=write(tmp_path / "tok.en", words),
            scheme="sentencepiece", progress=False)
    assert validate_side_files(paths["wb"], paths["dep"], seg) == len(words)
    changed = words[:-1] + ["naive \ufb01ne \uff34\uff4f\uff4b\uff59\uff4f 東京 ①"]
    with pytest.raises(SideFileError, match=f"spm.en:{len(words)} does not re-join .* word 1 "
                                            r"is 'na<0xC3><0xAF>ve' in the segmentation but "
                                            r"'naive'"):
        extract(seg, paths, _Chain(), words_path=write(tmp_path / "tok.en", changed),
                scheme="sentencepiece", progress=False, restart=True)


@pytest.mark.parametrize("bad", ["bpe", "words", "conllu"])
def test_undecodable_bytes_name_file_line_and_offset(bad, tmp_path, capsys):
    text = {"bpe": "the qu@@ ick bro@@ wn dog jumps\nca\n",
            "words": "the quick brown dog jumps\nca\n", "conllu": CONLLU_EN + CONLLU_CA}
    raw = {k: v.encode("utf-8") for k, v in text.items()}
    raw[bad] = raw[bad].replace(b"ca", b"c\xff")  # a Latin-1 byte in the 2nd sentence
    rc, _ = _cli(tmp_path, raw["bpe"], raw["words"], conllu=raw["conllu"])
    err = capsys.readouterr().err
    assert rc == 1
    offset = text[bad].index("ca") + 1
    line = text[bad].count("\n", 0, offset) + 1
    column = offset - text[bad].rfind("\n", 0, offset)
    name = {"bpe": "test.bpe.en", "words": "test.tok.en", "conllu": "en.conllu"}[bad]
    assert f"{name}:{line}: not valid UTF-8: byte 0xff at byte offset {offset} of the file " \
           f"(byte {column} of the line)" in err, err
    assert "iconv" in err


def test_side_file_reader_names_undecodable_bytes(tmp_path):
    wb = _put(tmp_path / "wb", b"0 0 1\n0 \xe9\n")
    dep = write(tmp_path / "dep", ["2 0", "0"])
    with pytest.raises(SideFileError, match=r"wb:2: not valid UTF-8: byte 0xe9 at byte offset 8 "
                                            r"of the file \(byte 3 of the line\)"):
        validate_side_files(wb, dep)


# ---------------------------------------------------------------- stale outputs


def test_finished_output_whose_input_changed_is_refused(tmp_path, capsys):
    bpe, words = "the qu@@ ick bro@@ wn dog jumps\n", "the quick brown dog jumps\n"
    assert _cli(tmp_path, bpe, words)[0] == 0
    out = tmp_path / "side"
    stored = json.loads((out / "test.wb.en.fingerprint").read_text())
    assert stored["parser"]["parser"] == "conllu" and stored["segmentation"] == "bpe"
    assert set(stored["inputs"]) == {"segmented source", "words"}
    written = {p.name: p.read_bytes() for p in out.iterdir()}
    capsys.readouterr()

    # unchanged inputs: nothing to do
    assert _cli(tmp_path, bpe, words)[0] == 0
    # the same word and token counts, another word: the old side files would pass every check
    assert _cli(tmp_path, bpe.replace("dog", "cat"), words.replace("dog", "cat"))[0] == 1
    err = capsys.readouterr().err
    assert "test.wb.en is finished, but it was made from other inputs" in err
    assert "the segmented source file" in err and "test.bpe.en changed" in err
    assert "the words file" in err and "test.tok.en changed" in err
    assert "Rerun with --restart" in err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == written
    # another parse of the same text (the CoNLL-U file is an input of the conllu backend)
    assert _cli(tmp_path, bpe, words, conllu=CONLLU_EN.replace("amod", "nmod"))[0] == 1
    err = capsys.readouterr().err
    assert "the parser was conllu (conllu sha256 " in err and "Rerun with --restart" in err, err
    # --restart rebuilds, and then the new inputs are the reference
    assert _cli(tmp_path, bpe.replace("dog", "cat"), words.replace("dog", "cat"),
                extra=["--restart"])[0] == 0
    assert _cli(tmp_path, bpe.replace("dog", "cat"), words.replace("dog", "cat"))[0] == 0
    assert _cli(tmp_path, bpe, words)[0] == 1


class _Dies(_Fixed):
    """Parses ``n`` sentences, then fails (a crash in the middle of a run)."""

    def __init__(self, heads, n):
        super().__init__(heads)
        self.n = n

    def parse_stream(self, sentences):
        for k, parse in enumerate(super().parse_stream(sentences)):
            if k == self.n:
                raise KeyboardInterrupt
            yield parse


def test_interrupted_run_does_not_resume_on_changed_input(tmp_path):
    words = write(tmp_path / "w", [f"a{i} b" for i in range(10)])
    bpe = write(tmp_path / "b", [f"a{i} b" for i in range(10)])
    paths = side_file_paths(str(tmp_path / "o"), "train", "en")
    with pytest.raises(KeyboardInterrupt):
        extract(bpe, paths, _Dies([2, 0], 5), words_path=words, progress=False, block_lines=2)
    assert json.loads(open(paths["wb"] + ".progress").read())["lines"] == 4
    write(tmp_path / "w", [f"a{i} c" for i in range(10)])
    write(tmp_path / "b", [f"a{i} c" for i in range(10)])
    with pytest.raises(SideFileError, match=r"\.progress: an interrupted run of shard 0/1 would "
                                            r"resume, but it was made from other inputs: the "
                                            r"segmented source file .*Rerun with --restart"):
        extract(bpe, paths, _Fixed([2, 0]), words_path=words, progress=False)
    extract(bpe, paths, _Fixed([2, 0]), words_path=words, progress=False, restart=True)
    assert open(paths["dep"]).read() == "2 0\n" * 10


def test_shards_of_other_inputs_are_not_merged(tmp_path):
    lines = [f"a{i} b" for i in range(10)]
    bpe = write(tmp_path / "b", lines)
    paths = side_file_paths(str(tmp_path / "o"), "train", "en")
    extract(bpe, paths, _Fixed([2, 0]), shard=(0, 2), progress=False)
    write(tmp_path / "b", lines[:9] + ["x y"])  # changed after shard 0 was made
    extract(bpe, paths, _Fixed([2, 0]), shard=(1, 2), progress=False)
    with pytest.raises(SideFileError, match=r"shard 1 was made from other inputs than shard 0 .*"
                                            r"the segmented source file .* changed"):
        merge_shards(paths, 2)
    extract(bpe, paths, _Fixed([2, 0]), shard=(0, 2), progress=False, restart=True)
    merge_shards(paths, 2)
    assert os.path.exists(paths["wb"] + ".fingerprint")
    assert not os.path.exists(paths["wb"] + ".shard000-of-002.fingerprint")
    # the merged output is a finished unsharded output of these inputs
    before = os.path.getmtime(paths["dep"])
    extract(bpe, paths, _Fixed([2, 0]), progress=False)
    assert os.path.getmtime(paths["dep"]) == before
    write(tmp_path / "b", lines)
    with pytest.raises(SideFileError, match="is finished, but it was made from other inputs"):
        extract(bpe, paths, _Fixed([2, 0]), progress=False)


# ---------------------------------------------------------------- memory does not grow with the corpus


def test_extract_memory_does_not_grow_with_the_corpus(tmp_path, monkeypatch):
    """Inputs are read line by line, output is written block by block, shards are merged
    in chunks (the parser's own memory is the next test's). The fixed-size read buffers
    (hashing, merging) are made small so that both corpus sizes fill them."""
    import shutil
    import tracemalloc

    from msfairseq.features import fingerprint

    monkeypatch.setattr(fingerprint, "CHUNK_BYTES", 4096)
    monkeypatch.setattr(shutil, "COPY_BUFSIZE", 4096)
    parser = _Fixed([0, 1, 1])

    def peak(n):
        bpe = write(tmp_path / f"b{n}", [f"w{i % 97} x@@ y z" for i in range(n)])
        paths = side_file_paths(str(tmp_path / f"o{n}"), "train", "en")
        tracemalloc.start()
        try:
            for i in range(2):
                extract(bpe, paths, parser, shard=(i, 2), progress=False, block_lines=200)
            merge_shards(paths, 2)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    small, large = peak(2_000), peak(12_000)
    assert large < 1.1 * small, (small, large)


@pytest.mark.slow
def test_spacy_vocabulary_does_not_grow_with_the_corpus(spacy_parser, bible_words):
    """Every new word would stay in spaCy's vocabulary (strings and lexemes) for good:
    memory would grow with the vocabulary of a large corpus. Batches are parsed in
    memory zones instead, and the parses stay the same."""
    nlp = spacy_parser.nlp

    def novel(k):  # 100 sentences of words spaCy has never seen
        return [[f"zq{k}x{i}", "sees", f"vw{k}y{i}", "."] for i in range(100)]

    spacy_parser.parse(novel(0))
    strings = len(nlp.vocab.strings)
    for k in range(1, 4):
        parses = spacy_parser.parse(novel(k))
        assert len(parses) == 100 and all(len(p.heads) == 4 for p in parses)
    assert len(nlp.vocab.strings) == strings
    # the same parses as spaCy without memory zones
    from spacy.tokens import Doc

    plain = [SpacyParser.doc_to_parse(doc) for doc in nlp.pipe(
        Doc(nlp.vocab, words=[unescape_word(w) for w in words]) for words in bible_words[:40])]
    assert spacy_parser.parse(bible_words[:40]) == plain
