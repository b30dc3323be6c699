#!/usr/bin/env bash
# Train an architecture on the prepared Bible example (run prepare.sh first).
#
#   examples/bible_en_es/train.sh ARCH [WORK_DIR] [-- extra fairseq-train flags]
#
# Checkpoints go to WORK_DIR/checkpoints/NAME (NAME defaults to ARCH; another NAME keeps a
# variant of an arch, trained with other flags, apart). Environment knobs:
#   MINUTES=0      stop after this many minutes of training (0: no time limit)
#   MAX_UPDATE=0   stop after this many updates (0: no limit)
#   MAX_EPOCH=0    stop after this many epochs (0: no limit)
#   MAX_TOKENS=4096 LR=2e-3 WARMUP=300 SEED=1
#   TASK           default translation (umst_translation for umst_* archs)
#   SRC=en TGT=es  the language pair of WORK_DIR's data
#   PARSER=spacy   UMST tasks: the parser prepare_umst.sh used, recorded in the checkpoint
#   MSFAIRSEQ_EXACT_RESUME=1  a run resumed from checkpoint_last.pt repeats the uninterrupted one
#                  with --task translation too (docs/training.md); 0: fairseq's own batching
#   TRAIN_LOG      also append the training's output (time-stamped lines) to this file. Not
#                  fairseq's --log-file: its progress bar adds a file handler each epoch, so
#                  that epoch N's lines land N times, without their time stamps
# Uses --cpu unless a CUDA GPU is visible. SAVE_DIR/provenance.train.json records the
# commit, versions, threads and command of every run (python -m analysis.provenance).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
parse_args "$@"
shift "$CONSUMED"
SAVE_DIR="$WORK/checkpoints/${NAME:-$ARCH}"

STOP_FLAGS=()
[[ "${MINUTES:-0}" != 0 ]] && STOP_FLAGS+=(--stop-time-hours "$(python -c "print(${MINUTES}/60)")")
[[ "${MAX_UPDATE:-0}" != 0 ]] && STOP_FLAGS+=(--max-update "$MAX_UPDATE")
[[ "${MAX_EPOCH:-0}" != 0 ]] && STOP_FLAGS+=(--max-epoch "$MAX_EPOCH")

# UMST: record in the checkpoint the parser that made the side files (prepare_umst.sh's
# PARSER, spaCy by default), so that fairseq-interactive and the hub parse new text with it;
# an --umst-parser among the extra flags comes later and wins
UMST_FLAGS=()
[[ "$TASK" == *umst* ]] && UMST_FLAGS=(--umst-parser "${PARSER:-spacy}")

echo "[train] $ARCH on $WORK/data-bin -> $SAVE_DIR (task $TASK)"
cmd=(fairseq-train "$WORK/data-bin" --user-dir "$USER_DIR" --task "$TASK" --arch "$ARCH" \
    --source-lang "$SRC" --target-lang "$TGT" "${DEVICE_FLAGS[@]}" "${STOP_FLAGS[@]}" \
    --optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 0.0 \
    --lr "${LR:-2e-3}" --lr-scheduler inverse_sqrt --warmup-updates "${WARMUP:-300}" \
    --criterion label_smoothed_cross_entropy --label-smoothing 0.1 --dropout 0.1 \
    --max-tokens "${MAX_TOKENS:-4096}" --seed "${SEED:-1}" \
    --save-dir "$SAVE_DIR" --no-epoch-checkpoints \
    --log-format simple --log-interval 20 "${UMST_FLAGS[@]}" "$@")
# the commit, versions, threads and this command, appended for every (resumed) run
run_analysis provenance append "$SAVE_DIR/provenance.train.json" -- "${cmd[@]}"
export MSFAIRSEQ_EXACT_RESUME="${MSFAIRSEQ_EXACT_RESUME:-1}"
if [[ -n "${TRAIN_LOG:-}" ]]; then
    mkdir -p "$(dirname "$TRAIN_LOG")"
    "${cmd[@]}" 2>&1 | tee -a "$TRAIN_LOG"
else
    "${cmd[@]}"
fi
