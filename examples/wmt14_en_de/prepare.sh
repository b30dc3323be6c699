#!/usr/bin/env bash
# WMT14 English->German as the papers used it (Vaswani et al. 2017; Ott et al. 2018; MUSE §3.1;
# UMST §4.1), built from the public WMT14 files:
#
#   examples/wmt14_en_de/prepare.sh [WORK_DIR]
#
# Training: Europarl v7 + Common Crawl + News Commentary v9 (about 4.5M pairs); valid
# newstest2013, test newstest2014 (the full 3,003 sentences; both through sacrebleu).
# Moses punctuation normalization and tokenization (sacremoses), training pairs of 1..250
# tokens with length ratio <= 1.5, joint BPE with 32K merges, one joined dictionary.
# ORIG=DIR holding the three training archives skips their download (sacrebleu caches the test
# sets in ~/.sacrebleu); UMST=1 adds UMST side files (stanza English parses: hours on a GPU, the
# feature script resumes); SMOKE=1 runs on Bible verses instead (examples/README.md).
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
    fetch training-parallel-europarl-v7.tgz https://www.statmt.org/wmt13/training-parallel-europarl-v7.tgz \
        http://statmt.org/wmt13/training-parallel-europarl-v7.tgz
    fetch training-parallel-commoncrawl.tgz https://www.statmt.org/wmt13/training-parallel-commoncrawl.tgz \
        http://statmt.org/wmt13/training-parallel-commoncrawl.tgz
    fetch training-parallel-nc-v9.tgz https://www.statmt.org/wmt14/training-parallel-nc-v9.tgz \
        http://statmt.org/wmt14/training-parallel-nc-v9.tgz
    rm -rf "$WORK/extract" && mkdir -p "$WORK/extract"
    for f in training-parallel-europarl-v7.tgz training-parallel-commoncrawl.tgz training-parallel-nc-v9.tgz; do
        tar -xzf "$ORIG/$f" -C "$WORK/extract"
    done
    for l in $SRC $TGT; do
        for corpus in europarl-v7.de-en commoncrawl.de-en news-commentary-v9.de-en; do
            file=$(find "$WORK/extract" -name "$corpus.$l" | head -n 1)
            [[ -n "$file" ]] || die "$corpus.$l not found in the archives under $ORIG"
            cat "$file"
        done > "$WORK/raw/train.$l"
    done
    sacrebleu_set wmt13 en-de src "$WORK/raw/valid.en"
    sacrebleu_set wmt13 en-de ref "$WORK/raw/valid.de"
    sacrebleu_set wmt14/full en-de src "$WORK/raw/test.en"
    sacrebleu_set wmt14/full en-de ref "$WORK/raw/test.de"
fi

log "normalizing and tokenizing (sacremoses), cleaning"
for l in $SRC $TGT; do
    for split in train valid test; do tokenize "$l" "$WORK/raw/$split.$l" "$WORK/tok/$split.$l" normalize; done
done
clean_train 250 1.5

learn_bpe
apply_bpe
binarize
umst_side_files
report_counts
log "done: $WORK/data-bin"
