#!/usr/bin/env bash
# raw text -> sacremoses tokenization -> joint BPE (subword-nmt) -> fairseq-preprocess with a
# joined dictionary. Shared by the Bible and gettext examples' prepare.sh.
#
#   examples/common/text_to_bin.sh WORK SRC TGT
#
# Reads WORK/raw/{train,valid,test}.{SRC,TGT}; writes WORK/tok/, WORK/bpe/ (codes, vocabularies)
# and WORK/data-bin/. Environment: BPE_OPS (merge operations, default 8000), WORKERS (default 2).
set -euo pipefail

WORK="$1" SRC="$2" TGT="$3"
BPE_OPS="${BPE_OPS:-8000}"
WORKERS="${WORKERS:-2}"
mkdir -p "$WORK"/{tok,bpe}

echo "[prepare] tokenizing with sacremoses"
for split in train valid test; do
    for lang in "$SRC" "$TGT"; do
        sacremoses -q -l "$lang" -j "$WORKERS" tokenize \
            < "$WORK/raw/$split.$lang" > "$WORK/tok/$split.$lang"
    done
done

echo "[prepare] learning joint BPE ($BPE_OPS merges)"
subword-nmt learn-joint-bpe-and-vocab --input "$WORK/tok/train.$SRC" "$WORK/tok/train.$TGT" \
    -s "$BPE_OPS" -o "$WORK/bpe/codes" \
    --write-vocabulary "$WORK/bpe/vocab.$SRC" "$WORK/bpe/vocab.$TGT"
for split in train valid test; do
    for lang in "$SRC" "$TGT"; do
        subword-nmt apply-bpe -c "$WORK/bpe/codes" --vocabulary "$WORK/bpe/vocab.$lang" \
            --vocabulary-threshold 1 < "$WORK/tok/$split.$lang" > "$WORK/bpe/$split.$lang"
    done
done

echo "[prepare] binarizing with fairseq-preprocess"
rm -rf "$WORK/data-bin"
fairseq-preprocess --source-lang "$SRC" --target-lang "$TGT" \
    --trainpref "$WORK/bpe/train" --validpref "$WORK/bpe/valid" --testpref "$WORK/bpe/test" \
    --destdir "$WORK/data-bin" --joined-dictionary --workers "$WORKERS" > "$WORK/preprocess.log"
tail -n 3 "$WORK/preprocess.log"
