#!/usr/bin/env bash
# Prepare the English->German gettext example (software messages from Debian) for fairseq.
#
#   examples/gettext_en_de/prepare.sh [WORK_DIR]
#
# Debian packages' German catalogs -> pairs and a deterministic split (build_corpus.py; needs
# the Debian archive) -> sacremoses -> joint BPE -> fairseq-preprocess with a joined dictionary.
# Writes WORK_DIR/{raw,tok,bpe,data-bin}/ (default WORK_DIR: examples/gettext_en_de/work).
# Environment knobs:
#   BPE_OPS=4000     joint BPE merge operations
#   MAX_TRAIN=0      keep the first N training pairs (0: all; the split is in hash order,
#                    so the first N are a fixed random sample)
#   WORKERS=2        processes for tokenization and fairseq-preprocess
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${1:-$HERE/work}"
MAX_TRAIN="${MAX_TRAIN:-0}"

mkdir -p "$WORK/raw"
python "$HERE/build_corpus.py" --out "$WORK/raw"
if [[ "$MAX_TRAIN" != 0 ]]; then
    for lang in en de; do
        head -n "$MAX_TRAIN" "$WORK/raw/train.$lang" > "$WORK/raw/train.$lang.tmp"
        mv "$WORK/raw/train.$lang.tmp" "$WORK/raw/train.$lang"
    done
    echo "[prepare] kept the first $MAX_TRAIN training pairs"
fi
BPE_OPS="${BPE_OPS:-4000}" WORKERS="${WORKERS:-2}" bash "$HERE/../common/text_to_bin.sh" "$WORK" en de
echo "[prepare] done: $WORK/data-bin"
