"""What every dependency-parser backend of UMST's phrase scale shares.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation* (ICML 2022)
build the phrase-level graph from a dependency parse of the source words. A backend
(:mod:`.parsers`: stanza, spaCy; :mod:`.conllu`: parses made elsewhere) is a
:class:`Parser` that maps word lists to :class:`Parse` results; both modules import this
one and not each other.
"""

from typing import Iterable, Iterator, List, NamedTuple


class Parse(NamedTuple):
    """One sentence: ``heads[i]`` is the 1-based head of word ``i`` (0 = root)."""

    heads: List[int]
    deprels: List[str]


class ParseError(ValueError):
    """A parse does not fit the words it was asked for."""


def collapse_multiword_tokens(token_spans, word_heads, word_deprels):
    """Collapse syntactic words into their surface tokens.

    Args:
        token_spans: per surface token, ``(first, last)`` 1-based syntactic word ids.
        word_heads: per syntactic word, its 1-based head word (0 = root).
        word_deprels: per syntactic word, its relation label.

    Each token's head is the head of its *shallowest* member among those whose
    head lies outside the token (ties: the first); heads pointing into a token
    point to that token. Contracting a set onto its shallowest member keeps the
    result a tree (depth strictly decreases along head links).
    """
    n_words = len(word_heads)
    word_to_token = [0] * (n_words + 1)  # 1-based word id -> 1-based token id
    for t, (first, last) in enumerate(token_spans, start=1):
        for w in range(first, last + 1):
            word_to_token[w] = t
    depth = [-1] * (n_words + 1)
    depth[0] = 0

    def get_depth(w):
        chain = []
        while depth[w] < 0:
            chain.append(w)
            if len(chain) > n_words:
                raise ParseError("the dependency heads contain a cycle")
            w = word_heads[w - 1]
        d = depth[w]
        for v in reversed(chain):
            d += 1
            depth[v] = d
        return depth[chain[0]] if chain else depth[w]

    heads, deprels = [], []
    for t, (first, last) in enumerate(token_spans, start=1):
        best = None
        for w in range(first, last + 1):
            h = word_heads[w - 1]
            if h != 0 and word_to_token[h] == t:
                continue  # internal link of the multi-word token
            if best is None or get_depth(w) < get_depth(best):
                best = w
        if best is None:  # cannot happen in a tree; be safe
            best = first
        h = word_heads[best - 1]
        heads.append(0 if h == 0 else word_to_token[h])
        deprels.append(word_deprels[best - 1])
    return Parse(heads, deprels)


def check_surface(words, surface, where):
    """Raise unless a parse has exactly one token per word of its sentence."""
    if len(words) != len(surface):
        raise ParseError(
            f"{where}: the parse has {len(surface)} tokens but the sentence has "
            f"{len(words)} words"
        )


class Parser:
    """Base class: ``parse_stream`` maps word lists to :class:`Parse` in order."""

    name = "base"

    def parse_stream(self, sentences: Iterable[List[str]]) -> Iterator[Parse]:
        raise NotImplementedError

    def parse(self, sentences):
        """Parse a list of word lists; returns a list of :class:`Parse`."""
        return list(self.parse_stream(sentences))

    def skip(self, n):
        """Skip ``n`` sentences of an aligned external source (conllu only)."""

    def describe(self):
        """What makes this parser's output what it is (recorded in side-file fingerprints)."""
        return {"parser": self.name}
