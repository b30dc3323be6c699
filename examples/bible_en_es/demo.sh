#!/usr/bin/env bash
# The Bible example end to end on CPU: prepare -> train briefly -> translate -> BLEU.
#
#   examples/bible_en_es/demo.sh [ARCH]      (default: muse_base)
#
# Environment knobs: MINUTES=10 of training; WORK (default examples/bible_en_es/work);
# DIMS: model-size flags passed to fairseq-train (default: a 3+3-layer, 256-wide model
# that learns something in minutes on 2 CPU cores). prepare is skipped when
# WORK/data-bin already exists.
set -euo pipefail
export PYTHONUNBUFFERED=1  # show fairseq-train progress as it happens

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ARCH="${1:-muse_base}"
WORK="${WORK:-$HERE/work}"
MINUTES="${MINUTES:-10}"
DIMS="${DIMS:---encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 --encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 --decoder-attention-heads 4 --share-all-embeddings}"

start=$(date +%s)
if [[ -f "$WORK/data-bin/dict.en.txt" ]]; then
    echo "[demo] reusing $WORK/data-bin (delete it to prepare again)"
else
    bash "$HERE/prepare.sh" "$WORK"
fi
echo "[demo] training $ARCH for $MINUTES minutes on CPU (progress every 20 updates)"
rm -rf "$WORK/checkpoints/$ARCH"  # a fresh run: resuming would count the old time
set +e
# shellcheck disable=SC2086  # DIMS is a list of flags
MINUTES="$MINUTES" bash "$HERE/train.sh" "$ARCH" "$WORK" -- $DIMS --no-progress-bar 2>&1 \
    | tee "$WORK/train.$ARCH.log" | grep --line-buffered -E "train_inner|valid on|done training"
rc=${PIPESTATUS[0]}
set -e
[[ $rc == 0 ]] || { tail -n 30 "$WORK/train.$ARCH.log"; echo "[demo] training failed" >&2; exit 1; }

set +e
bash "$HERE/translate.sh" "$ARCH" "$WORK" > "$WORK/translate.$ARCH.log" 2>&1
rc=$?
set -e
grep -E "^\[translate\]|^BLEU|^  nrefs|Translated" "$WORK/translate.$ARCH.log"
[[ $rc == 0 ]] || { tail -n 30 "$WORK/translate.$ARCH.log"; echo "[demo] translation failed" >&2; exit 1; }
echo "[demo] done in $(( ($(date +%s) - start) / 60 )) min"
