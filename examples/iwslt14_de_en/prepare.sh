#!/usr/bin/env bash
# IWSLT14 German->English, built the way fairseq's examples/translation/prepare-iwslt14.sh
# builds it (the data behind MUSE's Table 2; the authors trained on its output):
#
#   examples/iwslt14_de_en/prepare.sh [WORK_DIR]
#
# TED talks (de-en.tgz): training text without the talk metadata, Moses tokenization,
# pairs of 1..175 tokens with length ratio <= 1.5, lowercased; every 23rd training pair is
# valid; test = dev2010 + tst2010-2012 + TEDx dev2012. Joint BPE with a 32K vocabulary and a
# joined dictionary, as the paper says (DATA=authors: 10k merges, one dictionary per language,
# as the authors' log shows). Expect 160,239 / 7,283 / 6,750 pairs (within a few: sacremoses is not the
# Perl tokenizer). ORIG=DIR holding de-en.tgz skips the download; UMST=1 adds UMST side files
# (stanza German parses); SMOKE=1 runs on Bible verses instead (examples/README.md).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=settings.sh
source "$HERE/settings.sh"
WORK="${1:-$HERE/work}"
ORIG="${ORIG:-$WORK/orig}"
mkdir -p "$WORK"/{raw,tok,bpe}

if [[ "$SMOKE" == 1 ]]; then
    smoke_corpus
else
    fetch de-en.tgz https://dl.fbaipublicfiles.com/fairseq/data/iwslt14/de-en.tgz \
        https://wit3.fbk.eu/archive/2014-01/texts/de/en/de-en.tgz
    rm -rf "$WORK/extract" && mkdir -p "$WORK/extract"
    tar -xzf "$ORIG/de-en.tgz" -C "$WORK/extract"
    d="$WORK/extract/de-en"
    for l in $SRC $TGT; do
        "${CORPUS_PY[@]}" iwslt-train < "$d/train.tags.de-en.$l" > "$WORK/raw/train.$l"
        "${CORPUS_PY[@]}" segments "$d/IWSLT14.TED.dev2010.de-en.$l.xml" "$d/IWSLT14.TEDX.dev2012.de-en.$l.xml" \
            "$d/IWSLT14.TED.tst2010.de-en.$l.xml" "$d/IWSLT14.TED.tst2011.de-en.$l.xml" \
            "$d/IWSLT14.TED.tst2012.de-en.$l.xml" > "$WORK/raw/test.$l"
    done
fi

log "tokenizing (sacremoses), cleaning, lowercasing"
for l in $SRC $TGT; do
    for split in train test; do tokenize "$l" "$WORK/raw/$split.$l" "$WORK/tok/$split.$l"; done
done
clean_train 175 1.5
for l in $SRC $TGT; do
    for split in train test; do
        "${CORPUS_PY[@]}" lowercase < "$WORK/tok/$split.$l" > "$WORK/tok/$split.lc.$l"
        mv "$WORK/tok/$split.lc.$l" "$WORK/tok/$split.$l"
    done
    "${CORPUS_PY[@]}" every 23 "$WORK/tok/train.$l" "$WORK/tok/train.rest.$l" "$WORK/tok/valid.$l"
    mv "$WORK/tok/train.rest.$l" "$WORK/tok/train.$l"
done

learn_bpe
apply_bpe
binarize
umst_side_files
report_counts
log "done: $WORK/data-bin"
