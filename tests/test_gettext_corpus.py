"""The gettext English->German example's corpus builder (examples/gettext_en_de/build_corpus.py)
and the results folders of a comparison on a target language other than the Bible's."""

import gettext
import io
import os
import struct
import sys

import pytest

from utils import REPO

from analysis import compare_results

sys.path.insert(0, os.path.join(REPO, "examples", "gettext_en_de"))
import build_corpus  # noqa: E402  (examples/ is not a package)


def mo_bytes(entries):
    """A GNU .mo catalog of ``{msgid: msgstr}`` (bytes keys and values, as the format stores them)."""
    keys = sorted(entries)
    ids, strs = b"", b""
    id_table, str_table = [], []
    for key in keys:
        id_table.append((len(key), len(ids)))
        ids += key + b"\0"
        str_table.append((len(entries[key]), len(strs)))
        strs += entries[key] + b"\0"
    header = 7 * 4
    ids_start = header + 16 * len(keys)
    strs_start = ids_start + len(ids)
    out = struct.pack("<7I", 0x950412de, 0, len(keys), header, header + 8 * len(keys), 0, 0)
    out += b"".join(struct.pack("<2I", n, ids_start + at) for n, at in id_table)
    out += b"".join(struct.pack("<2I", n, strs_start + at) for n, at in str_table)
    return out + ids + strs


def catalog(entries):
    header = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
    return gettext.GNUTranslations(io.BytesIO(mo_bytes({b"": header, **entries})))


def test_pairs_take_the_singular_drop_contexts_and_the_header_and_clean_whitespace():
    cat = catalog({
        b"cannot open file %s": "kann Datei %s nicht öffnen".encode(),
        b"menu\x04Open the\n  selected   file": "Die ausgewählte\tDatei öffnen".encode(),
        b"%d file removed\x00%d files removed": "%d Datei entfernt\x00%d Dateien entfernt".encode(),
    })
    assert sorted(build_corpus.pairs_of(cat)) == [
        ("%d file removed", "%d Datei entfernt"),
        ("Open the selected file", "Die ausgewählte Datei öffnen"),
        ("cannot open file %s", "kann Datei %s nicht öffnen"),
    ]


@pytest.mark.parametrize("source,target,kept", [
    ("cannot open file", "kann Datei nicht öffnen", True),
    ("open file", "Datei öffnen", False),  # fewer than 3 English words
    (" ".join(["word"] * 61), "Wort", False),  # more than 60
    ("read only file system", "", False),  # untranslated
    ("git commit --amend", "git commit --amend", False),  # the same text
])
def test_which_pairs_are_kept(source, target, kept):
    assert bool(build_corpus.keep(source, target)) == kept


def test_the_split_sizes():
    splits = [build_corpus.split_of(rank) for rank in range(2500)]
    assert splits.count("test") == splits.count("valid") == 1000 and splits.count("train") == 500
    assert splits[:1000] == ["test"] * 1000


def test_a_results_folder_knows_its_target_language(tmp_path):
    (tmp_path / "test.de").write_text("Hallo Welt\n")
    assert compare_results.target_language(str(tmp_path)) == "de"
    assert compare_results.hyp_file("de") == "hyp.detok.de"
    (tmp_path / "test.es").write_text("Hola mundo\n")
    with pytest.raises(FileNotFoundError, match="one test.TGT"):
        compare_results.target_language(str(tmp_path))
