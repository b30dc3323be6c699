"""Word boundaries of sub-word segmentations (UMST side inputs).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) groups the sub-word tokens of a sentence into words. The source is
tokenized into words first (sacremoses) and then segmented by BPE (subword-nmt,
continuation marker ``@@`` at the end of a non-final piece) or sentencepiece
(``▁`` at the start of a word-initial piece). This module recovers, for every
sub-word token, the 0-based index of its word, and the words themselves.
"""

import re
import unicodedata

BPE = "bpe"
SENTENCEPIECE = "sentencepiece"
SCHEMES = (BPE, SENTENCEPIECE)

BPE_MARKER = "@@"
SPM_MARKER = "\u2581"  # '▁'


class SegmentationError(ValueError):
    """A segmented line is malformed; the caller adds the file and line."""


def word_boundaries(tokens, scheme=BPE):
    """Return ``(word_ids, words)`` for a list of sub-word ``tokens``.

    ``word_ids[k]`` is the 0-based index of the word of ``tokens[k]``;
    ``words`` are the words with the segmentation markers removed.

    >>> word_boundaries("the hea@@ ven@@ s".split())
    ([0, 1, 1, 1], ['the', 'heavens'])
    >>> word_boundaries("▁the ▁hea ven s".split(), "sentencepiece")
    ([0, 1, 1, 1], ['the', 'heavens'])
    """
    if scheme == BPE:
        return _bpe_boundaries(tokens)
    if scheme == SENTENCEPIECE:
        return _spm_boundaries(tokens)
    raise ValueError(f"unknown segmentation scheme {scheme!r}; choose one of {SCHEMES}")


def _bpe_boundaries(tokens):
    word_ids, words, current = [], [], []
    for tok in tokens:
        word_ids.append(len(words))
        if tok.endswith(BPE_MARKER):
            current.append(tok[: -len(BPE_MARKER)])
        else:
            current.append(tok)
            words.append("".join(current))
            current = []
    if current:
        raise SegmentationError(
            f"the last token {tokens[-1]!r} ends with the BPE continuation marker "
            f"'{BPE_MARKER}': the line ends inside a word"
        )
    return word_ids, words


def _spm_boundaries(tokens):
    word_ids, words = [], []
    for tok in tokens:
        if tok.startswith(SPM_MARKER) or not words:
            words.append(tok.lstrip(SPM_MARKER) if tok.startswith(SPM_MARKER) else tok)
        else:
            words[-1] += tok
        word_ids.append(len(words) - 1)
    return word_ids, words


_SPM_BYTE_PIECES = re.compile(r"(?:<0x[0-9A-Fa-f]{2}>)+")


def _spm_surface(text):
    """A sentencepiece word as text: NFKC (spm's default normalization) and
    byte-fallback pieces (``<0xE3><0x81><0x82>``) decoded."""
    text = _SPM_BYTE_PIECES.sub(
        lambda m: bytes(int(b, 16) for b in re.findall(r"<0x([0-9A-Fa-f]{2})>", m.group()))
        .decode("utf-8", errors="replace"), text)
    return unicodedata.normalize("NFKC", text)


def rejoins(segmented_word, word, scheme=BPE):
    """True if a word re-joined from its sub-words is the given ``word``.

    BPE (subword-nmt) only inserts ``@@ `` markers, so the re-joined word must be
    identical; sentencepiece normalizes its input (NFKC by default) and may spell
    rare characters as byte pieces, so both sides are compared after that.
    """
    if segmented_word == word:
        return True
    if scheme == SENTENCEPIECE:
        return _spm_surface(segmented_word) == _spm_surface(word)
    return False


# sacremoses escapes these characters by default; the parser should see the
# characters themselves (one word stays one word, so counts do not change).
_MOSES_ESCAPES = (
    ("&#124;", "|"), ("&lt;", "<"), ("&gt;", ">"), ("&apos;", "'"),
    ("&quot;", '"'), ("&#91;", "["), ("&#93;", "]"), ("&amp;", "&"),
)


def unescape_word(word):
    """Undo sacremoses' XML escaping of one word (``&apos;s`` -> ``'s``)."""
    if "&" not in word:
        return word
    for escaped, char in _MOSES_ESCAPES:
        word = word.replace(escaped, char)
    return word
