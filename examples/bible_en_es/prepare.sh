#!/usr/bin/env bash
# Prepare the English->Spanish Bible example for fairseq.
#
#   examples/bible_en_es/prepare.sh [WORK_DIR]
#
# raw verses (shipped, xz) -> deterministic split -> sacremoses tokenization
# -> joint BPE (subword-nmt) -> fairseq-preprocess with a joined dictionary.
# Writes WORK_DIR/{raw,tok,bpe}/ and WORK_DIR/data-bin/ (default WORK_DIR:
# examples/bible_en_es/work), with the document index of each split (the chapter
# of every verse) as data-bin/{split}.en-es.doc for --task doc_translation.
# Environment knobs:
#   BPE_OPS=8000       joint BPE merge operations
#   UNIT=verse         split single verses (sentence level) or whole chapters
#                      (UNIT=chapter: the document-level recipe, doc_level.sh)
#   MAX_TRAIN=0 MAX_VALID=0 MAX_TEST=0   keep the first N verses of a split (0: all)
#   WORKERS=2          processes for tokenization and fairseq-preprocess
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${1:-$HERE/work}"
BPE_OPS="${BPE_OPS:-8000}"
WORKERS="${WORKERS:-2}"
SRC=en
TGT=es

mkdir -p "$WORK/raw"
echo "[prepare] splitting the corpus into $WORK/raw"
python "$HERE/split_corpus.py" --corpus "$HERE/bible.en-es.tsv.xz" --out "$WORK/raw" \
    --unit "${UNIT:-verse}" \
    --max-train "${MAX_TRAIN:-0}" --max-valid "${MAX_VALID:-0}" --max-test "${MAX_TEST:-0}"

BPE_OPS="$BPE_OPS" WORKERS="$WORKERS" bash "$HERE/../common/text_to_bin.sh" "$WORK" $SRC $TGT
for split in train valid test; do
    cp "$WORK/raw/$split.doc" "$WORK/data-bin/$split.$SRC-$TGT.doc"
done
echo "[prepare] done: $WORK/data-bin"
