"""Import dependency parses made elsewhere, in CoNLL-U (UMST's ``conllu`` backend).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) parse the source words; this backend reads the parses from a
CoNLL-U file with one sentence per source line instead of running a parser.
Multi-word token lines (``2-3 del``) define the surface tokens; the syntactic
words are collapsed onto them with
:func:`~msfairseq.features.parser_base.collapse_multiword_tokens`; empty nodes
(``1.1``) are skipped.
"""

from ..data.side_files import iter_text_lines
from .parser_base import Parser, ParseError, check_surface, collapse_multiword_tokens


def read_conllu(path):
    """Yield ``(first_line_number, Parse, surface_tokens)`` per CoNLL-U sentence.

    Multi-word token lines (``1-2``) define surface tokens, empty nodes
    (``1.1``) are skipped; the syntactic words are collapsed with
    :func:`collapse_multiword_tokens`.
    """
    def finish(start, rows, mwts):
        if not rows:
            return None
        spans, surface, w = [], [], 1
        mwt_by_first = {first: (last, form) for first, last, form in mwts}
        while w <= len(rows):
            if w in mwt_by_first:
                last, form = mwt_by_first[w]
                spans.append((w, last))
                surface.append(form)
                w = last + 1
            else:
                spans.append((w, w))
                surface.append(rows[w - 1][0])
                w += 1
        heads = [r[1] for r in rows]
        for i, h in enumerate(heads, start=1):
            if not 0 <= h <= len(rows):
                raise ParseError(
                    f"{path}:{start}: word {i} has head {h}, outside 0..{len(rows)}"
                )
        try:
            parse = collapse_multiword_tokens(spans, heads, [r[2] for r in rows])
        except ParseError as err:
            raise ParseError(f"{path}:{start}: {err}") from None
        return start, parse, surface

    rows, mwts, start = [], [], None
    for lineno, line in iter_text_lines(path):  # undecodable bytes: file, line, byte offset
        line = line.rstrip("\r\n")
        if not line.strip():
            done = finish(start, rows, mwts)
            if done:
                yield done
            rows, mwts, start = [], [], None
            continue
        if start is None:
            start = lineno
        if line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) != 10:
            raise ParseError(f"{path}:{lineno}: expected 10 tab-separated columns, got {len(cols)}")
        wid = cols[0]
        if "." in wid:
            continue
        if "-" in wid:
            first, last = (int(x) for x in wid.split("-"))
            mwts.append((first, last, cols[1]))
            continue
        if int(wid) != len(rows) + 1:
            raise ParseError(f"{path}:{lineno}: word id {wid}, expected {len(rows) + 1}")
        try:
            head = int(cols[6])
        except ValueError:
            raise ParseError(f"{path}:{lineno}: head {cols[6]!r} is not an integer") from None
        rows.append((cols[1], head, cols[7]))
    done = finish(start, rows, mwts)
    if done:
        yield done


class ConlluParser(Parser):
    """Imports parses made elsewhere: sentence ``k`` of the file is source line ``k``."""

    name = "conllu"

    def __init__(self, path):
        self.path = path
        self._reader = read_conllu(path)
        self._count = 0
        self._digest = None

    def describe(self):
        if self._digest is None:
            from .fingerprint import file_digest

            self._digest = file_digest(self.path)["sha256"]
        return {"parser": self.name, "conllu sha256": self._digest}

    def skip(self, n):
        for _ in range(n):
            self._next()

    def _next(self):
        try:
            item = next(self._reader)
        except StopIteration:
            raise ParseError(
                f"{self.path}: has only {self._count} sentences, more source lines follow"
            ) from None
        self._count += 1
        return item

    def parse_stream(self, sentences):
        for words in sentences:
            start, parse, _surface = self._next()
            check_surface(words, parse.heads, f"{self.path}:{start} (sentence {self._count})")
            yield parse
