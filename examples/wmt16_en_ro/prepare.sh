#!/usr/bin/env bash
# WMT16 English->Romanian as prepared by Lee et al. (2018) and used by UMST (§4.1, Table 3):
#
#   examples/wmt16_en_ro/prepare.sh [WORK_DIR]
#
# Training: Europarl v8 + SETIMES2 (about 610K pairs); valid newsdev2016, test newstest2016
# (through sacrebleu). Romanian normalized (s/t with cedilla = with comma) and stripped of
# diacritics, as in Sennrich et al.'s WMT16 scripts that Lee et al. used; Moses punctuation
# normalization and tokenization (sacremoses); training pairs of 1..250 tokens with length ratio
# <= 1.5; joint BPE with 40K merges, one joined dictionary. The Romanian references are scored
# in the same normalized form. ORIG=DIR holding the two training archives skips their download;
# UMST=1 adds UMST side files (stanza English parses); SMOKE=1 runs on Bible verses instead
# (examples/README.md; the Romanian step then runs on the Spanish side).
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
    fetch training-parallel-ep-v8.tgz https://data.statmt.org/wmt16/translation-task/training-parallel-ep-v8.tgz \
        http://data.statmt.org/wmt16/translation-task/training-parallel-ep-v8.tgz
    fetch en-ro.txt.zip https://object.pouta.csc.fi/OPUS-SETIMES/v2/moses/en-ro.txt.zip \
        "https://opus.nlpl.eu/download.php?f=SETIMES/v2/moses/en-ro.txt.zip"
    rm -rf "$WORK/extract" && mkdir -p "$WORK/extract"
    tar -xzf "$ORIG/training-parallel-ep-v8.tgz" -C "$WORK/extract"
    "$PYTHON" -m zipfile -e "$ORIG/en-ro.txt.zip" "$WORK/extract"
    for l in $SRC $TGT; do
        for corpus in europarl-v8.ro-en SETIMES.en-ro; do
            file=$(find "$WORK/extract" -name "$corpus.$l" | head -n 1)
            [[ -n "$file" ]] || die "$corpus.$l not found in the archives under $ORIG"
            cat "$file"
        done > "$WORK/raw/train.$l"
    done
    sacrebleu_set wmt16/dev en-ro src "$WORK/raw/valid.en"
    sacrebleu_set wmt16/dev en-ro ref "$WORK/raw/valid.ro"
    sacrebleu_set wmt16 en-ro src "$WORK/raw/test.en"
    sacrebleu_set wmt16 en-ro ref "$WORK/raw/test.ro"
fi

log "normalizing the $TGT side (Romanian: no diacritics), tokenizing (sacremoses), cleaning"
for split in train valid test; do
    "${CORPUS_PY[@]}" romanian < "$WORK/raw/$split.$TGT" > "$WORK/raw/$split.norm.$TGT"
    mv "$WORK/raw/$split.norm.$TGT" "$WORK/raw/$split.$TGT"
    for l in $SRC $TGT; do tokenize "$l" "$WORK/raw/$split.$l" "$WORK/tok/$split.$l" normalize; done
done
clean_train 250 1.5

learn_bpe
apply_bpe
binarize
umst_side_files
report_counts
log "done: $WORK/data-bin"
