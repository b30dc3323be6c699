"""Read and validate UMST side files (text form).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). Side files have one line per source sentence:

- ``{split}.wb.{src}``: per sub-word token, the 0-based index of its word
  (starts at 0, grows by 0 or 1 from token to token);
- ``{split}.dep.{src}``: per word, its 1-based head (0 = root, CoNLL-U);
- optional ``{split}.deprel.{src}``: per word, its relation label.

fairseq's EOS is *not* in the side files; the dataset adds it as a word of its
own. Every check raises :class:`SideFileError` naming the file, the line and
both numbers that disagree; nothing is truncated or filled in.
"""

class SideFileError(ValueError):
    """A side file disagrees with the source or with another side file."""


def iter_text_lines(path, start=0, end=None):
    """Yield ``(lineno, text)`` for the 0-based lines ``start..end-1`` of a UTF-8 file.

    Lines are split at ``\\n`` only (as :func:`count_lines` counts them) and keep
    their newline. Undecodable bytes raise :class:`SideFileError` naming the file,
    the line and the byte offset (in the file and in the line) instead of Python's
    bare codec error, whose position is relative to an internal read buffer.
    """
    offset = 0
    with open(path, "rb") as f:
        for idx, raw in enumerate(f):
            if end is not None and idx >= end:
                break
            if idx >= start:
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError as err:
                    raise SideFileError(
                        f"{path}:{idx + 1}: not valid UTF-8: byte 0x{raw[err.start]:02x} at byte "
                        f"offset {offset + err.start} of the file (byte {err.start + 1} of the "
                        f"line) {err.reason}; convert the file to UTF-8 (e.g. iconv -f LATIN1 "
                        f"-t UTF-8) and run the whole pipeline on the converted text"
                    ) from None
                yield idx + 1, text
            offset += len(raw)


def count_lines(path):
    """Number of lines in a text file (a last line without newline counts)."""
    n = 0
    with open(path, "rb") as f:
        for n, _ in enumerate(f, start=1):
            pass
    return n


def check_line_counts(paths):
    """Raise unless every file in ``paths`` has the same number of lines."""
    counts = [(p, count_lines(p)) for p in paths if p]
    for p, n in counts[1:]:
        if n != counts[0][1]:
            raise SideFileError(
                f"line-count mismatch: {counts[0][0]} has {counts[0][1]} lines but "
                f"{p} has {n} lines"
            )
    return counts[0][1] if counts else 0


def parse_ints(line, path, lineno):
    """The integers of one side-file line."""
    if not line.strip():
        raise SideFileError(f"{path}:{lineno}: empty line (every sentence needs at least one token)")
    try:
        return [int(x) for x in line.split()]
    except ValueError:
        raise SideFileError(f"{path}:{lineno}: not a list of integers: {line.strip()[:60]!r}") from None


def check_word_ids(word_ids, path, lineno):
    """Word indices start at 0 and grow by 0 or 1; returns the number of words."""
    prev = -1
    for k, v in enumerate(word_ids):
        if v != prev and v != prev + 1:
            raise SideFileError(
                f"{path}:{lineno}: token {k + 1} has word index {v} after {prev}; word "
                f"indices must start at 0 and grow by 0 or 1 per token"
            )
        prev = v
    return prev + 1


def check_heads(heads, n_words, path, lineno):
    """Heads are in ``0..n_words`` and no word is its own head."""
    for i, h in enumerate(heads, start=1):
        if not 0 <= h <= n_words:
            raise SideFileError(
                f"{path}:{lineno}: head out of range: word {i} has head {h}, outside 0..{n_words}"
            )
        if h == i:
            raise SideFileError(f"{path}:{lineno}: word {i} is its own head")


def check_sentence(word_ids, heads, lineno, wb_path, dep_path, n_tokens=None, src_path=None):
    """All checks for one sentence; ``n_tokens`` (without EOS) when the source is known."""
    if n_tokens is not None and len(word_ids) != n_tokens:
        raise SideFileError(
            f"token count mismatch: {wb_path}:{lineno} has {len(word_ids)} word indices but "
            f"{src_path}:{lineno} has {n_tokens} tokens"
        )
    n_words = check_word_ids(word_ids, wb_path, lineno)
    if len(heads) != n_words:
        raise SideFileError(
            f"word count mismatch: {dep_path}:{lineno} has {len(heads)} heads but "
            f"{wb_path}:{lineno} has {n_words} words"
        )
    check_heads(heads, n_words, dep_path, lineno)
    return n_words


def read_side_files(wb_path, dep_path, source_path=None, deprel_path=None):
    """Yield validated ``(word_ids, heads, deprels_or_None)`` per line.

    ``source_path``: the segmented source text that fairseq-preprocess reads
    (token counts are checked against it).
    """
    check_line_counts([wb_path, dep_path, source_path, deprel_path])
    files = [iter_text_lines(p) for p in (wb_path, dep_path, source_path, deprel_path) if p]
    try:
        it = iter(files)
        wb_f, dep_f = next(it), next(it)
        src_f = next(it) if source_path else None
        rel_f = next(it) if deprel_path else None
        for (lineno, wb_line), (_, dep_line) in zip(wb_f, dep_f):
            word_ids = parse_ints(wb_line, wb_path, lineno)
            heads = parse_ints(dep_line, dep_path, lineno)
            n_tokens = None
            if src_f is not None:
                _, src_line = next(src_f)
                if not src_line.strip():
                    raise SideFileError(f"{source_path}:{lineno}: empty line")
                n_tokens = len(src_line.split())
            check_sentence(word_ids, heads, lineno, wb_path, dep_path, n_tokens, source_path)
            deprels = None
            if rel_f is not None:
                deprels = next(rel_f)[1].split()
                if len(deprels) != len(heads):
                    raise SideFileError(
                        f"word count mismatch: {deprel_path}:{lineno} has {len(deprels)} labels "
                        f"but {dep_path}:{lineno} has {len(heads)} heads"
                    )
            yield word_ids, heads, deprels
    finally:
        for f in files:
            f.close()


def validate_side_files(wb_path, dep_path, source_path=None, deprel_path=None):
    """Validate whole files; returns the number of sentences."""
    return sum(1 for _ in read_side_files(wb_path, dep_path, source_path, deprel_path))

