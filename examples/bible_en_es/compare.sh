#!/usr/bin/env bash
# Equal-budget comparison on the Bible example: every family against the stock transformer.
#
#   examples/bible_en_es/compare.sh [WORK_DIR]
#
# For each arch: train at demo size with the same seed, lr schedule, batch size and number
# of updates (train.sh), translate the test split (translate.sh: beam 5, exactly one
# hypothesis per line), then score every system with sacreBLEU (BLEU, chrF) and test it
# against the transformer with paired bootstrap resampling (analysis/compare_report.py).
#
# WORK_DIR holds the prepared data (default examples/bible_en_es/work; prepare.sh runs when
# it is missing, prepare_umst.sh when a umst_* arch needs side files). Everything this
# script writes goes to OUT (default WORK_DIR/compare):
#   OUT/checkpoints/ARCH/  OUT/translations/ARCH/  OUT/logs/{train,translate}.ARCH.log
#   OUT/results/compare.{json,md}
# It resumes: an arch trained and translated with the same settings is skipped, an
# interrupted training resumes from its checkpoint_last.pt, and raising MAX_UPDATE trains
# every arch on from where it stopped.
#
# Environment knobs:
#   MAX_UPDATE=2000     updates per arch: the budget
#   ARCHS="..."         archs to compare (default: python -m analysis.compare_report --default-archs);
#                       the baseline is always run and listed first. NAME=ARCH is a named
#                       variant of ARCH (its own checkpoints, translations and row; give it
#                       flags with FLAGS_NAME), e.g. "umst_base no_intra=umst_base"
#   BASELINE=transformer the system every other is tested against (NAME=ARCH allowed, e.g.
#                       "prenorm=transformer" with FLAGS_prenorm="--encoder-normalize-before ...")
#   DIMS="..."          model-size flags, the same for every arch (default: demo.sh's
#                       3+3 layers, d 256, FFN 1024, 4 heads, shared embeddings)
#   LR=2e-3 WARMUP=300 MAX_TOKENS=4096 SEED=1    the same for every arch
#   SAVE_EVERY=200      also validate and save checkpoint_last.pt every this many updates
#                       (a finer learning curve; an interrupted run loses at most this many
#                       updates; training is the same, fairseq seeds each update by its number)
#   FLAGS_<name>="..."  extra fairseq-train flags for one system, e.g. FLAGS_umst_base="...";
#                       recorded in the report next to it
#   BOOTSTRAP=1000      paired bootstrap resamples
#   OUT                 output directory (default WORK_DIR/compare)
#   RESULTS=DIR         also record each arch, once translated, into DIR/ARCH/ (translations,
#                       scores' inputs, learning curve, settings; no checkpoints: commit DIR),
#                       and build DIR/compare.md and DIR/valid_loss.png from everything recorded
#                       there (python -m analysis.compare_report --results DIR)
#   USER_DIR=PATH       the msfairseq to train and translate with (default: the installed one),
#                       e.g. /tmp/old/msfairseq from `git worktree add --detach /tmp/old COMMIT`
#   SRC=en TGT=es       the language pair: another prepared example in WORK_DIR, e.g.
#                       TGT=de with examples/gettext_en_de/work (prepare it first)
#   SMOKE=1             a minutes-long check of the pipeline: WORK_DIR defaults to
#                       examples/bible_en_es/work/smoke, prepared from the first 400/40/40
#                       verses with 800 BPE merges; 2+2 layers of d 32; MAX_UPDATE=10;
#                       BOOTSTRAP=100
set -euo pipefail
export PYTHONUNBUFFERED=1  # progress lines as they happen

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"  # run_analysis
die() { echo "compare.sh: $*" >&2; exit 1; }

if [[ "${SMOKE:-0}" == 1 ]]; then
    WORK="${1:-$HERE/work/smoke}"
    MAX_UPDATE="${MAX_UPDATE:-10}"
    BOOTSTRAP="${BOOTSTRAP:-100}"
    DIMS="${DIMS:---encoder-layers 2 --decoder-layers 2 --encoder-embed-dim 32 --decoder-embed-dim 32 --encoder-ffn-embed-dim 64 --decoder-ffn-embed-dim 64 --encoder-attention-heads 4 --decoder-attention-heads 4 --share-all-embeddings}"
    PREPARE_ENV=(MAX_TRAIN=400 MAX_VALID=40 MAX_TEST=40 BPE_OPS=800 WORKERS=1)
else
    WORK="${1:-$HERE/work}"
    MAX_UPDATE="${MAX_UPDATE:-2000}"
    BOOTSTRAP="${BOOTSTRAP:-1000}"
    DIMS="${DIMS:---encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 --encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 --decoder-attention-heads 4 --share-all-embeddings}"
    PREPARE_ENV=()
fi
OUT="${OUT:-$WORK/compare}"
LR="${LR:-2e-3}"
WARMUP="${WARMUP:-300}"
MAX_TOKENS="${MAX_TOKENS:-4096}"
SEED="${SEED:-1}"
SAVE_EVERY="${SAVE_EVERY:-200}"
export SRC="${SRC:-en}" TGT="${TGT:-es}"
# One budget for every arch (updates); the task follows the arch (common.sh).
unset TASK MINUTES MAX_EPOCH CKPT BEAM BATCH_SIZE

ARCHS="${ARCHS:-$(run_analysis compare_report --default-archs)}"
BASELINE="${BASELINE:-transformer}"
read -r -a requested <<< "${ARCHS//,/ }"
# a system is ARCH or NAME=ARCH: its name keys its directories, flags and row
name_of() { echo "${1%%=*}"; }
arch_of() { echo "${1#*=}"; }
systems=("$BASELINE")
for a in "${requested[@]}"; do [[ "$(name_of "$a")" == "$(name_of "$BASELINE")" ]] || systems+=("$a"); done
names=()
for s in "${systems[@]}"; do
    names+=("$(name_of "$s")")
    [[ "$(name_of "$s")" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "system name '$(name_of "$s")': letters, digits and _ only (it names FLAGS_<name>)"
done

# The data: the Bible example, and UMST side files when a umst_* arch is compared.
if [[ ! -f "$WORK/data-bin/dict.$SRC.txt" ]]; then
    [[ "$SRC-$TGT" == en-es ]] || die "$WORK/data-bin holds no $SRC-$TGT data: prepare it first"
    env "${PREPARE_ENV[@]}" bash "$HERE/prepare.sh" "$WORK"
fi
for s in "${systems[@]}"; do
    if [[ "$(arch_of "$s")" == umst* && ! -f "$WORK/data-bin/test.$SRC-$TGT.wb.$SRC.idx" ]]; then
        [[ "$SRC-$TGT" == en-es ]] || die "$WORK/data-bin has no UMST side files: prepare_umst.sh makes the Bible's only"
        env "${PREPARE_ENV[@]}" bash "$HERE/prepare_umst.sh" "$WORK"
        break
    fi
done
mkdir -p "$OUT/logs" "$OUT/results"
for d in raw tok bpe data-bin umst; do
    if [[ -e "$WORK/$d" && ! -e "$OUT/$d" ]]; then ln -s "$(cd "$WORK/$d" && pwd)" "$OUT/$d"; fi
done
NUM_TEST=$(wc -l < "$OUT/raw/test.$SRC")

# translate NAME ARCH LOG: translate.sh with a progress bar over the test sentences
translate() {
    local name=$1 arch=$2 log=$3 gen="$OUT/translations/$1/generate.out"
    rm -f "$gen"
    NAME="$name" BEAM=5 BATCH_SIZE=64 bash "$HERE/translate.sh" "$arch" "$OUT" > "$log" 2>&1 &
    local pid=$!
    python - "$gen" "$NUM_TEST" "$pid" "$name" <<'EOF' || true
import os, sys, time
from tqdm import tqdm
path, total, pid, arch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def alive():
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False
with tqdm(total=total, desc=f"translating ({arch})", unit="sent") as bar:
    while True:
        running = alive()
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                done = sum(1 for line in f if line.startswith("H-"))
        except FileNotFoundError:
            done = 0
        bar.update(min(done, total) - bar.n)
        if not running:
            break
        time.sleep(1)
EOF
    wait "$pid"
}

n=${#systems[@]}
i=0
report_flags=()
setting_flags=(--setting "max_update=$MAX_UPDATE" --setting "dims=$DIMS" --setting "lr=$LR"
               --setting "warmup=$WARMUP" --setting "max_tokens=$MAX_TOKENS" --setting "seed=$SEED")
for system in "${systems[@]}"; do
    i=$((i + 1))
    name=$(name_of "$system")
    arch=$(arch_of "$system")
    var="FLAGS_$name"
    extra="${!var:-}"
    [[ -z "$extra" ]] || report_flags+=(--extra-flags "$name=$extra")
    ckpt_dir="$OUT/checkpoints/$name"
    tr_dir="$OUT/translations/$name"
    train_log="$OUT/logs/train.$name.log"
    settings="arch $arch | $DIMS | lr $LR warmup $WARMUP max-tokens $MAX_TOKENS seed $SEED | $extra"

    mkdir -p "$ckpt_dir"
    if [[ -f "$ckpt_dir/compare.settings" ]]; then
        [[ "$(cat "$ckpt_dir/compare.settings")" == "$settings" ]] || die \
            "$ckpt_dir was trained with other settings ($(cat "$ckpt_dir/compare.settings")); " \
            "remove it and $tr_dir to train $name with the new ones"
    elif [[ -e "$ckpt_dir/checkpoint_last.pt" ]]; then
        die "$ckpt_dir holds a checkpoint that compare.sh did not make; remove it or pick another OUT"
    else
        echo "$settings" > "$ckpt_dir/compare.settings"
    fi

    trained="$(cat "$ckpt_dir/compare.trained" 2>/dev/null || echo 0)"
    if [[ "$trained" == "$MAX_UPDATE" ]]; then
        echo "[compare] ($i/$n) $name: trained for $MAX_UPDATE updates already, skipping training"
    elif (( trained > MAX_UPDATE )); then
        die "$name was trained for $trained updates, more than MAX_UPDATE=$MAX_UPDATE; remove $ckpt_dir and $tr_dir to train it again"
    else
        what="training"
        [[ ! -f "$ckpt_dir/checkpoint_last.pt" ]] || what="resuming training from checkpoint_last.pt"
        echo "[compare] ($i/$n) $name: $what to $MAX_UPDATE updates (log: $train_log)"
        set +e
        # shellcheck disable=SC2086  # DIMS and the extra flags are lists of flags
        NAME="$name" MAX_UPDATE="$MAX_UPDATE" LR="$LR" WARMUP="$WARMUP" MAX_TOKENS="$MAX_TOKENS" SEED="$SEED" \
            bash "$HERE/train.sh" "$arch" "$OUT" -- $DIMS --no-progress-bar --log-interval 100 \
            --save-interval-updates "$SAVE_EVERY" --keep-interval-updates 1 $extra 2>&1 \
            | tee -a "$train_log" | grep --line-buffered -E "train_inner|valid on|done training"
        rc=${PIPESTATUS[0]}
        set -e
        if [[ $rc != 0 ]]; then
            tail -n 30 "$train_log" >&2
            die "training $name failed (log: $train_log); run compare.sh again to resume"
        fi
        echo "$MAX_UPDATE" > "$ckpt_dir/compare.trained"
    fi

    stamp="$settings | $MAX_UPDATE updates"
    if [[ -f "$tr_dir/compare.translated" && "$(cat "$tr_dir/compare.translated")" == "$stamp" ]]; then
        echo "[compare] ($i/$n) $name: test set translated already, skipping translation"
    else
        translate_log="$OUT/logs/translate.$name.log"
        echo "[compare] ($i/$n) $name: translating the test set, beam 5 (log: $translate_log)"
        if ! translate "$name" "$arch" "$translate_log"; then
            tail -n 30 "$translate_log" >&2
            die "translating with $name failed (log: $translate_log)"
        fi
        grep -E "^BLEU" "$translate_log" | sed "s/^/[compare] $name: /"
        echo "$stamp" > "$tr_dir/compare.translated"
    fi
    if [[ -n "${RESULTS:-}" ]]; then
        record_flags=()
        [[ -z "$extra" ]] || record_flags=(--extra-flags "$name=$extra")
        run_analysis compare_report "$OUT" --record "$name" --results "$RESULTS" --tgt "$TGT" \
            "${setting_flags[@]}" "${record_flags[@]}"
    fi
done

echo "[compare] scoring ${names[*]} with $BOOTSTRAP paired bootstrap resamples against ${names[0]}"
run_analysis compare_report "$OUT" --archs "${names[*]}" --baseline "${names[0]}" --bootstrap "$BOOTSTRAP" --tgt "$TGT" \
    "${setting_flags[@]}" "${report_flags[@]}"
if [[ -n "${RESULTS:-}" ]]; then
    echo "[compare] the table of every arch recorded in $RESULTS"
    run_analysis compare_report --results "$RESULTS" --baseline "${names[0]}" --bootstrap "$BOOTSTRAP"
fi
