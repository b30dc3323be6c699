#!/usr/bin/env python
"""Build an English->German corpus of software messages from Debian's gettext catalogs.

Text that is not the Bible, for checks that must not be tuned on the demo's data. Every
Debian package that ships German translations carries them as compiled gettext catalogs
(``usr/share/locale/de/LC_MESSAGES/*.mo``): each entry pairs an English message with its
German translation. This script

1. downloads the packages in :data:`PACKAGES` from the Debian archive (``apt-get download``,
   into ``OUT/debs``; already present ``.deb`` files are reused),
2. reads every German catalog in them (Python's ``gettext``; a plural entry gives its singular
   pair, a message context is dropped),
3. cleans the pairs: line breaks and tabs become spaces, whitespace is collapsed; a pair is
   kept when the English has 3 to 60 words, the German is not empty and differs from the
   English; the first pair of each English message is kept (packages in the order listed),
4. splits them deterministically by the SHA-1 of the English text: the 1,000 lowest hashes
   are test, the next 1,000 valid, the rest train.

Writes ``OUT/{train,valid,test}.{en,de}`` (one message per line) and ``OUT/manifest.json``
(each package's version and how many pairs it gave). The archive moves with Debian's point
releases: the manifest says which versions a corpus was built from.
"""

import argparse
import gettext
import glob
import hashlib
import io
import json
import os
import re
import subprocess
import tarfile

# Debian bookworm packages with large German catalogs: command-line tools, libraries, a
# database, a compiler. iso-codes is left out (names of languages and countries, not messages).
PACKAGES = (
    "postgresql-15", "postgresql-client-15", "git", "gcc-12-locales", "gnupg-l10n",
    "coreutils", "krb5-locales", "libc-l10n", "libglib2.0-data", "dpkg", "libdpkg-perl",
    "libgtk2.0-common", "procps", "gettext", "wget", "tar", "appstream", "login", "bash",
    "binutils-common", "util-linux-locales", "apt", "findutils", "grep", "sed", "diffutils",
    "make", "e2fsprogs",
)
LANG = "de"
MIN_WORDS, MAX_WORDS = 3, 60
TEST_SIZE = VALID_SIZE = 1000


def download(packages, debs):
    """``apt-get download`` the packages not yet in ``debs``; returns {package: .deb path}."""
    os.makedirs(debs, exist_ok=True)
    found = {os.path.basename(p).split("_")[0]: p for p in glob.glob(os.path.join(debs, "*.deb"))}
    missing = [p for p in packages if p not in found]
    if missing:
        subprocess.run(["apt-get", "download", *missing], cwd=debs, check=True)
        found = {os.path.basename(p).split("_")[0]: p for p in glob.glob(os.path.join(debs, "*.deb"))}
    absent = [p for p in packages if p not in found]
    if absent:
        raise SystemExit(f"build_corpus.py: apt-get download gave no .deb for {', '.join(absent)}")
    return {p: found[p] for p in packages}


def deb_version(deb):
    return subprocess.run(["dpkg-deb", "-f", deb, "Version"], capture_output=True, text=True,
                          check=True).stdout.strip()


def catalogs(deb, lang=LANG):
    """The ``lang`` .mo catalogs in a .deb: yields (name, GNUTranslations)."""
    data = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if member.isfile() and f"/locale/{lang}/LC_MESSAGES/" in member.name \
                    and member.name.endswith(".mo"):
                yield os.path.basename(member.name), gettext.GNUTranslations(tar.extractfile(member))


def clean(text):
    return re.sub(r"\s+", " ", text).strip()


def pairs_of(catalog):
    """(English, German) pairs of a catalog: singular forms, message contexts dropped."""
    for key, target in catalog._catalog.items():
        if isinstance(key, tuple):  # (msgid, n): plural form n
            if key[1] != 0:
                continue
            key = key[0]
        if not key:  # the header
            continue
        yield clean(key.split("\x04", 1)[-1]), clean(target)


def keep(source, target):
    return MIN_WORDS <= len(source.split()) <= MAX_WORDS and target and target != source


def split_of(rank):
    if rank < TEST_SIZE:
        return "test"
    return "valid" if rank < TEST_SIZE + VALID_SIZE else "train"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="output directory")
    args = parser.parse_args()

    debs = download(PACKAGES, os.path.join(args.out, "debs"))
    chosen, manifest = {}, {}
    for package in PACKAGES:
        kept = 0
        for _, catalog in catalogs(debs[package]):
            for source, target in pairs_of(catalog):
                if keep(source, target) and source not in chosen:
                    chosen[source] = target
                    kept += 1
        manifest[package] = {"version": deb_version(debs[package]), "pairs": kept}

    ranked = sorted(chosen, key=lambda s: hashlib.sha1(s.encode("utf-8")).hexdigest())
    splits = {"train": [], "valid": [], "test": []}
    for rank, source in enumerate(ranked):
        splits[split_of(rank)].append(source)
    for split, sources in splits.items():
        for lang, lines in (("en", sources), (LANG, [chosen[s] for s in sources])):
            with open(os.path.join(args.out, f"{split}.{lang}"), "w", encoding="utf-8") as f:
                f.writelines(line + "\n" for line in lines)
    sizes = {split: len(sources) for split, sources in splits.items()}
    with open(os.path.join(args.out, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump({"packages": manifest, "sizes": sizes}, f, indent=1)
        f.write("\n")
    print(f"[build_corpus] {sum(sizes.values())} pairs from {len(PACKAGES)} packages: {sizes}")


if __name__ == "__main__":
    main()
