"""Write UMST side files from a segmented source: resumable, sharded, with progress.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) need, per source sentence, the word of every sub-word token and a
dependency parse of the words. :func:`extract` reads the BPE / sentencepiece
segmented source (and, optionally, the word-tokenized source it came from),
parses the words with a backend of :mod:`msfairseq.features.parsers`, and
writes ``wb`` / ``dep`` / ``deprel`` side files (see
:mod:`msfairseq.data.side_files`).

Robustness for large corpora:

- input is validated in a cheap first pass (UTF-8, line counts, empty lines;
  every segmented word must re-join to the word the words file has at its
  place) before any parsing;
- ``shard=(i, n)`` processes the i-th of n contiguous line ranges; the shard
  outputs, concatenated in order, equal the unsharded output (:func:`merge_shards`);
- output is written ahead to ``<out>.partial`` in blocks of complete lines;
  after each block the files are fsynced and a progress marker
  ``<wb out>.progress`` (lines done + byte size of every partial file) is
  replaced atomically. A rerun after a crash or kill truncates the partial
  files to the marker and continues with the next line: nothing is lost or
  written twice. The partial files are renamed when the shard is complete;
- a finished shard stores a fingerprint of its inputs
  (:mod:`msfairseq.features.fingerprint`); a rerun whose inputs changed refuses
  to keep or resume the old outputs and says to pass ``--restart``;
- memory does not grow with the corpus: every file is read line by line, the
  parsers work in bounded batches and the output is written block by block.
"""

import collections
import json
import logging
import os
import shutil

from ..data.side_files import SideFileError, check_line_counts, iter_text_lines
from . import fingerprint as fp
from .words import SCHEMES, SegmentationError, rejoins, word_boundaries

logger = logging.getLogger(__name__)

KINDS = ("wb", "dep", "deprel")


def side_file_paths(outdir, split, lang, deprel=True):
    """``{outdir}/{split}.wb.{lang}`` etc. as a dict kind -> path."""
    kinds = KINDS if deprel else KINDS[:2]
    return {k: os.path.join(outdir, f"{split}.{k}.{lang}") for k in kinds}


def shard_path(path, index, count):
    """The output path of shard ``index`` (0-based) of ``count``."""
    if count == 1:
        return path
    return f"{path}.shard{index:03d}-of-{count:03d}"


def parse_shard(text):
    """``"i/n"`` -> ``(i, n)`` with ``0 <= i < n``."""
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise ValueError(f"--shard expects i/n (e.g. 0/4), got {text!r}") from None
    if not (n >= 1 and 0 <= i < n):
        raise ValueError(f"--shard {text}: need 0 <= i < n")
    return i, n


def shard_range(n_lines, index, count):
    """Contiguous ``[start, end)`` line range of one shard."""
    return n_lines * index // count, n_lines * (index + 1) // count


def _segmented_lines(seg_path, words_path, scheme, start, end):
    """Yield ``(lineno, word_ids, words)`` for lines ``start..end-1`` (0-based)."""
    seg_f = iter_text_lines(seg_path, start, end)
    words_f = iter_text_lines(words_path, start, end) if words_path else None
    try:
        for lineno, seg_line in seg_f:
            words_line = next(words_f)[1] if words_f else None
            tokens = seg_line.split()
            if not tokens:
                raise SideFileError(f"{seg_path}:{lineno}: empty line (every sentence needs at least one token)")
            try:
                word_ids, words = word_boundaries(tokens, scheme)
            except SegmentationError as err:
                raise SideFileError(f"{seg_path}:{lineno}: {err}") from None
            if words_f is not None:
                given = words_line.split()
                if not given:
                    raise SideFileError(f"{words_path}:{lineno}: empty line")
                if len(given) != len(words):
                    raise SideFileError(
                        f"word count mismatch: {words_path}:{lineno} has {len(given)} words but "
                        f"the segmentation {seg_path}:{lineno} has {len(words)} words"
                    )
                _check_rejoin(words, given, scheme, seg_path, words_path, lineno)
                words = given
            yield lineno, word_ids, words
    finally:
        seg_f.close()
        if words_f:
            words_f.close()


def _check_rejoin(rejoined, given, scheme, seg_path, words_path, lineno):
    """Every segmented word must re-join to the word at its place in the words file."""
    for i, (a, b) in enumerate(zip(rejoined, given)):
        if not rejoins(a, b, scheme):
            raise SideFileError(
                f"{seg_path}:{lineno} does not re-join to its words in {words_path}:{lineno}: "
                f"word {i + 1} is {a!r} in the segmentation but {b!r} in the words file.\n"
                f"  re-joined segmentation: {_clip(' '.join(rejoined))}\n"
                f"  words file:             {_clip(' '.join(given))}\n"
                f"--words must be the very text that was segmented into --bpe (same "
                f"tokenization, escaping and line order)"
            )


def _clip(text, limit=300):
    return text if len(text) <= limit else text[:limit] + " ..."


def _read_marker(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _write_marker(path, state):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(json.dumps(state))  # json.dump's pure-Python encoder leaves cyclic garbage
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def extract(seg_path, out_paths, parser, words_path=None, scheme="bpe", shard=(0, 1),
            block_lines=500, progress=True, restart=False):
    """Parse one (shard of a) corpus and write its side files.

    Args:
        seg_path: BPE / sentencepiece segmented source, one sentence per line.
        out_paths: dict kind -> path for ``wb``, ``dep`` and optionally ``deprel``
            (the unsharded names; shards get :func:`shard_path` suffixes).
        parser: a :class:`~msfairseq.features.parsers.Parser`.
        words_path: the word-tokenized source that was segmented (optional; its
            words are what the parser sees, and word counts are checked).
        scheme: ``bpe`` (``@@`` markers) or ``sentencepiece`` (``▁``).
        shard: ``(index, count)``.
        block_lines: lines per write-ahead block (progress marker granularity).
        restart: ignore an existing progress marker and start the shard again.

    Returns the dict kind -> written path.
    """
    if scheme not in SCHEMES:
        raise ValueError(f"unknown segmentation {scheme!r}; choose one of {SCHEMES}")
    index, count = shard
    n_lines = check_line_counts([seg_path, words_path])
    start, end = shard_range(n_lines, index, count)
    final = {k: shard_path(p, index, count) for k, p in out_paths.items()}
    partial = {k: p + ".partial" for k, p in final.items()}
    marker = final["wb"] + ".progress"

    fingerprint = fp.input_fingerprint(seg_path, words_path, scheme, parser)
    fp_path = fp.fingerprint_path(final["wb"])
    if not restart and all(os.path.exists(p) for p in final.values()) and not os.path.exists(marker):
        which = f" (shard {index}/{count})" if count > 1 else ""
        _check_inputs(fp.read(fp_path), fingerprint, f"{final['wb']}{which} is finished, but")
        logger.info("%s exists: shard %d/%d already done from these inputs (--restart redoes it)",
                    final["wb"], index, count)
        return final

    # cheap first pass: every input error surfaces before any parsing
    for _ in _segmented_lines(seg_path, words_path, scheme, start, end):
        pass

    done = 0
    if not restart and os.path.exists(marker):
        state = _read_marker(marker)
        if state.get("range") != [start, end] or sorted(state["bytes"]) != sorted(partial):
            raise SideFileError(
                f"{marker}: the progress marker was written for lines {state.get('range')} and "
                f"outputs {sorted(state['bytes'])}, not lines {[start, end]}; rerun with --restart"
            )
        _check_inputs(state.get("fingerprint"), fingerprint,
                      f"{marker}: an interrupted run of shard {index}/{count} would resume, but")
        done = state["lines"]
        for k, p in partial.items():
            with open(p, "r+b") as f:
                f.truncate(state["bytes"][k])
        logger.info("resuming %s at line %d of %d (shard %d/%d)",
                    seg_path, start + done + 1, end, index, count)
    else:
        for p in partial.values():
            os.makedirs(os.path.dirname(os.path.abspath(p)), exist_ok=True)
            open(p, "wb").close()
        _write_marker(marker, {"range": [start, end], "lines": 0,
                               "bytes": {k: 0 for k in partial}, "fingerprint": fingerprint})

    files = {k: open(p, "a", encoding="utf-8") for k, p in partial.items()}
    pending = collections.deque()  # (lineno, word_ids) waiting for their parse

    def sentences():
        for lineno, word_ids, words in _segmented_lines(seg_path, words_path, scheme,
                                                        start + done, end):
            pending.append((lineno, word_ids))
            yield words

    bar = _progress_bar(total=end - start, initial=done, enabled=progress,
                        desc=os.path.basename(final["wb"]))
    lines = done
    buffers = {k: [] for k in files}
    try:
        parser.skip(start + done)
        for parse in parser.parse_stream(sentences()):
            lineno, word_ids = pending.popleft()
            n_words = word_ids[-1] + 1
            if len(parse.heads) != n_words:
                raise SideFileError(
                    f"word count mismatch: the {parser.name} parse of {seg_path}:{lineno} has "
                    f"{len(parse.heads)} words but the line has {n_words}"
                )
            buffers["wb"].append(" ".join(map(str, word_ids)))
            buffers["dep"].append(" ".join(map(str, parse.heads)))
            if "deprel" in buffers:
                buffers["deprel"].append(" ".join(r.replace(" ", "_") or "_" for r in parse.deprels))
            lines += 1
            if len(buffers["wb"]) >= block_lines:
                _commit(files, buffers, marker, start, end, lines, fingerprint)
                bar.update(block_lines)
        tail = len(buffers["wb"])
        _commit(files, buffers, marker, start, end, lines, fingerprint)
        bar.update(tail)
    finally:
        bar.close()
        for f in files.values():
            f.close()
    if lines != end - start:
        raise SideFileError(f"the {parser.name} parser returned {lines - done} parses for "
                            f"{end - start - done} lines of {seg_path}")
    fp.write(fp_path, fingerprint)  # before the renames: a finished shard always has one
    for k in partial:
        os.replace(partial[k], final[k])
    os.remove(marker)
    logger.info("wrote %s (%d lines)", ", ".join(final.values()), end - start)
    return final


def _check_inputs(stored, current, what):
    """Refuse outputs made from other inputs; warn where no fingerprint was stored."""
    if stored is None:
        logger.warning("%s no fingerprint of its inputs was stored with it (written by an older "
                       "msfairseq): a change of the inputs cannot be detected; --restart rebuilds "
                       "it", what)
        return
    changes = fp.differences(stored, current)
    if changes:
        raise SideFileError(
            f"{what} it was made from other inputs: {'; '.join(changes)}. Its side files would "
            f"not match the new input. Rerun with --restart to parse again (or write to another "
            f"--outdir)"
        )


def _commit(files, buffers, marker, start, end, lines, fingerprint):
    """Write complete lines, fsync, then move the progress marker forward."""
    sizes = {}
    for k, f in files.items():
        if buffers[k]:
            f.write("\n".join(buffers[k]) + "\n")
        buffers[k].clear()
        f.flush()
        os.fsync(f.fileno())
        sizes[k] = f.tell()
    _write_marker(marker, {"range": [start, end], "lines": lines, "bytes": sizes,
                           "fingerprint": fingerprint})


def merge_shards(out_paths, count):
    """Concatenate the ``count`` complete shards of every output, in order (streamed).

    The shards must have been made from the same inputs (their fingerprints
    agree); the merged output gets that fingerprint.
    """
    for k, path in out_paths.items():
        for i in range(count):
            s = shard_path(path, i, count)
            if not os.path.exists(s) or os.path.exists(shard_path(out_paths["wb"], i, count) + ".progress"):
                raise SideFileError(f"{s}: shard {i}/{count} is missing or incomplete; run it (again) first")
    shard_fps = [fp.fingerprint_path(shard_path(out_paths["wb"], i, count)) for i in range(count)]
    merged_fp = _merged_fingerprint(shard_fps)
    final_fp = fp.fingerprint_path(out_paths["wb"])
    if os.path.exists(final_fp):
        os.remove(final_fp)  # the old merged output's; written again below
    for k, path in out_paths.items():
        shards = [shard_path(path, i, count) for i in range(count)]
        with open(path + ".tmp", "wb") as out:
            for s in shards:
                with open(s, "rb") as f:
                    shutil.copyfileobj(f, out)
        os.replace(path + ".tmp", path)
        for s in shards:
            os.remove(s)
    if merged_fp is not None:
        fp.write(final_fp, merged_fp)
    for path in shard_fps:
        if os.path.exists(path):
            os.remove(path)
    logger.info("merged %d shards into %s", count, ", ".join(out_paths.values()))
    return out_paths


def _merged_fingerprint(paths):
    """The common fingerprint of the shards (``None`` if one has none); raise if they differ."""
    stored = [fp.read(p) for p in paths]
    if any(s is None for s in stored):
        logger.warning("shard fingerprint(s) %s missing: the merged output gets none",
                       ", ".join(p for p, s in zip(paths, stored) if s is None))
        return None
    for i, s in enumerate(stored[1:], start=1):
        changes = fp.differences(stored[0], s)
        if changes:
            raise SideFileError(
                f"{paths[i]}: shard {i} was made from other inputs than shard 0 ({paths[0]}): "
                f"{'; '.join(changes)}. Rerun the stale shards with --restart, then merge"
            )
    return stored[0]


def _progress_bar(total, initial, enabled, desc):
    from tqdm import tqdm

    return tqdm(total=total, initial=initial, disable=not enabled, unit="sent",
                unit_scale=False, desc=desc, smoothing=0.1, mininterval=1.0)
