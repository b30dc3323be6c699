#!/usr/bin/env bash
# Translate the Bible test set with a trained architecture and score it.
#
#   examples/bible_en_es/translate.sh ARCH [WORK_DIR] [-- extra fairseq-generate flags]
#
# Beam search (BEAM=5) with WORK_DIR/checkpoints/NAME/checkpoint_best.pt (NAME: ARCH unless
# set, as for train.sh; CKPT= picks another checkpoint) on SUBSET (default test; valid
# for tuning a decoding flag such as --lenpen without looking at the test set), then
# exactly one hypothesis per test line in input order (fails loudly if
# fairseq-generate dropped any), BPE removed, detokenized with sacremoses and
# scored with sacrebleu (BLEU and chrF) against the raw references.
# --required-batch-size-multiple 1 matters: with fairseq's default of 8, the
# last batch is cut to a multiple of 8 and the rest silently never translated.
# SRC=en TGT=es: the language pair of WORK_DIR's data.
# Output: WORK_DIR/translations/NAME/{generate.out,hyp.detok.TGT,score.json,
# provenance.generate.json} (the last: commit, versions, threads, the command; python -m analysis.provenance)
# (NAME.SUBSET/ for a SUBSET other than test).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
parse_args "$@"
shift "$CONSUMED"
CKPT="${CKPT:-$WORK/checkpoints/${NAME:-$ARCH}/checkpoint_best.pt}"
SUBSET="${SUBSET:-test}"
OUT="$WORK/translations/${NAME:-$ARCH}"
[[ "$SUBSET" == test ]] || OUT="$OUT.$SUBSET"
mkdir -p "$OUT"

echo "[translate] $ARCH: beam ${BEAM:-5} on the $SUBSET set with $CKPT"
cmd=(fairseq-generate "$WORK/data-bin" --user-dir "$USER_DIR" --task "$TASK" \
    --source-lang "$SRC" --target-lang "$TGT" --gen-subset "$SUBSET" --path "$CKPT" "${DEVICE_FLAGS[@]}" \
    --beam "${BEAM:-5}" --batch-size "${BATCH_SIZE:-64}" --max-len-a 1.2 --max-len-b 10 \
    --required-batch-size-multiple 1 \
    --remove-bpe "$@")
rm -f "$OUT/provenance.generate.json"  # this translation's command only
run_analysis provenance append "$OUT/provenance.generate.json" -- "${cmd[@]}"
"${cmd[@]}" > "$OUT/generate.out"

NUM=$(wc -l < "$WORK/raw/$SUBSET.$SRC")
msfairseq-collect-hypotheses "$OUT/generate.out" --num-inputs "$NUM" \
    > "$OUT/hyp.tok.$TGT"
sacremoses -q -l "$TGT" -j 1 detokenize < "$OUT/hyp.tok.$TGT" > "$OUT/hyp.detok.$TGT"
echo "[translate] $ARCH on $NUM $SUBSET sentences ($OUT/hyp.detok.$TGT):"
msfairseq-score --ref "$WORK/raw/$SUBSET.$TGT" --hyp "$OUT/hyp.detok.$TGT" \
    --json "$OUT/score.json"
