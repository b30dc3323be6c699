#!/usr/bin/env bash
# The Bible example end to end on CPU: prepare -> train for a fixed number of updates ->
# translate -> BLEU and chrF, printed beside the values in examples/bible_en_es/README.md.
#
#   examples/bible_en_es/demo.sh [ARCH]      (default: muse_base)
#
# Training is seeded and runs on a fixed number of threads, AVX2 kernels and MKL's
# reproducible mode (demo_env.sh), so a rerun on one machine gives the same model and the same
# hypotheses byte for byte: a slow or busy machine takes longer, it does not reach another
# model. Another CPU model may sum in another order and reach slightly other scores.
# Environment knobs:
#   MAX_UPDATE=400   training updates (10 to 18 minutes on 2 quiet CPU cores)
#   MINUTES          a time cap on training (default: none); when it stops training
#                    before MAX_UPDATE, the result is not comparable with the README's
#   THREADS=2        torch threads; another count changes the floating-point sums, so the
#                    numbers (not only the speed)
#   WORK             default examples/bible_en_es/work; prepare is skipped when
#                    WORK/data-bin already exists
#   DIMS             model-size flags for fairseq-train (default: 3+3 layers, d 256, FFN
#                    1024, 4 heads, shared embeddings: learns something in minutes on CPU)
#   LR, WARMUP, MAX_TOKENS, SEED   train.sh's (defaults 2e-3, 300, 4096, 1); BEAM=5 translate.sh's
# The last line prints BLEU and chrF and, where the settings are the README's run, whether
# they are the scores recorded for this CPU (or, for a CPU without a record, whether they lie
# within the range of the CPUs tried); otherwise it names the settings that differ.
set -euo pipefail
export PYTHONUNBUFFERED=1  # show fairseq-train progress as it happens

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ARCH="${1:-muse_base}"
WORK="${WORK:-$HERE/work}"
MAX_UPDATE="${MAX_UPDATE:-400}"
MINUTES="${MINUTES:-0}"
# THREADS, the determinism environment (threads, hash seed, kernel caps, MKL_CBWR), DEMO_DIMS
# and DEMO_CPU (this machine's CPU as /proc/cpuinfo names it)
source "$HERE/demo_env.sh"
DIMS="${DIMS:-$DEMO_DIMS}"

# The README's result: these settings on the full data give exactly these scores on each CPU
# named (reruns on one machine are bit for bit the same; two CPUs, even at the same ISA and
# MKL_CBWR, sum in another order somewhere, which 400 updates carry into the scores). The
# README states the first; another CPU is judged against the range of all of them.
README_SETTINGS="muse_base | $DEMO_DIMS | 400 updates | lr 2e-3 warmup 300 max-tokens 4096 seed 1 | 2 threads | beam 5 | 29011 train / 1037 test verses"
README_CPU="AMD EPYC"
README_BLEU=15.75
README_CHRF=32.45
declare -A EXPECTED=(["$README_CPU"]="$README_BLEU $README_CHRF" ["Intel(R) Xeon(R) Processor"]="16.53 33.07")

start=$(date +%s)
if [[ -f "$WORK/data-bin/dict.en.txt" ]]; then
    echo "[demo] reusing $WORK/data-bin (delete it to prepare again)"
else
    bash "$HERE/prepare.sh" "$WORK"
fi
settings="$ARCH | $DIMS | $MAX_UPDATE updates | lr ${LR:-2e-3} warmup ${WARMUP:-300} max-tokens ${MAX_TOKENS:-4096} seed ${SEED:-1} | $THREADS threads | beam ${BEAM:-5} | $(wc -l < "$WORK/raw/train.en") train / $(wc -l < "$WORK/raw/test.en") test verses"

cap=""
[[ "$MINUTES" == 0 ]] || cap=", at most $MINUTES minutes"
every=$(( MAX_UPDATE > 0 && MAX_UPDATE < 200 ? (MAX_UPDATE + 9) / 10 : 20 ))  # progress lines
echo "[demo] training $ARCH for $MAX_UPDATE updates$cap on CPU, $THREADS threads (progress every $every updates)"
rm -rf "$WORK/checkpoints/$ARCH"  # a fresh run
LOG="$WORK/train.$ARCH.log"

# fairseq-train's log on stdin -> the demo's lines: at each logged update the updates done,
# the rate since the start (fairseq's wall clock) and the training time left at that rate.
# A read loop, not awk: mawk reads a pipe in blocks and would print nothing for minutes.
progress() {
    local line n wall rate left
    while IFS= read -r line; do
        if [[ $line =~ train_inner.*[[:space:]]loss=([0-9.]+).*num_updates=([0-9]+).*[[:space:]]wall=([0-9]+) ]]; then
            n=${BASH_REMATCH[2]} wall=$(( BASH_REMATCH[3] > 0 ? BASH_REMATCH[3] : 1 ))
            rate=$(( n * 100 / wall ))  # updates per 100 s: bash has integers only
            rate="$(( rate / 100 )).$(printf %02d $(( rate % 100 ))) updates/s"
            if (( MAX_UPDATE > 0 )); then
                left=$(( (MAX_UPDATE - n) * wall / n / 6 ))  # tenths of a minute
                echo "[demo] update $n/$MAX_UPDATE, $rate, $(( left / 10 )).$(( left % 10 )) min left, loss ${BASH_REMATCH[1]}"
            else
                echo "[demo] update $n, $rate, loss ${BASH_REMATCH[1]}"
            fi
        elif [[ $line =~ "valid on".*[[:space:]]ppl\ ([0-9.]+).*num_updates\ ([0-9]+) ]]; then
            echo "[demo] validation at update ${BASH_REMATCH[2]}: ppl ${BASH_REMATCH[1]}"
        elif [[ $line =~ done\ training.* ]]; then
            echo "[demo] ${BASH_REMATCH[0]}"
        fi
    done
}

set +e
# shellcheck disable=SC2086  # DIMS is a list of flags
MINUTES="$MINUTES" MAX_UPDATE="$MAX_UPDATE" bash "$HERE/train.sh" "$ARCH" "$WORK" -- \
    $DIMS --num-workers 0 --no-progress-bar --log-interval "$every" 2>&1 | tee "$LOG" | progress
rc=${PIPESTATUS[0]}
set -e
[[ $rc == 0 ]] || { tail -n 30 "$LOG"; echo "[demo] training failed" >&2; exit 1; }
updates=$(grep -o "num_updates [0-9]*" "$LOG" | tail -n 1 | cut -d' ' -f2)

echo "[demo] translating the $(wc -l < "$WORK/raw/test.en") test verses (beam ${BEAM:-5}) with the model after $updates updates"
set +e
CKPT="$WORK/checkpoints/$ARCH/checkpoint_last.pt" bash "$HERE/translate.sh" "$ARCH" "$WORK" \
    > "$WORK/translate.$ARCH.log" 2>&1
rc=$?
set -e
[[ $rc == 0 ]] || { tail -n 30 "$WORK/translate.$ARCH.log"; echo "[demo] translation failed" >&2; exit 1; }
grep -A 2 "^BLEU" "$WORK/translate.$ARCH.log"
read -r bleu chrf < <(python -c "import json, sys; s = json.load(open(sys.argv[1])); print(f\"{s['bleu']:.2f} {s['chrf']:.2f}\")" \
    "$WORK/translations/$ARCH/score.json")

took="$(( ($(date +%s) - start) / 60 )) min"
if [[ "$MAX_UPDATE" != 0 && "$updates" != "$MAX_UPDATE" ]]; then
    echo "[demo] BLEU $bleu chrF $chrf after $updates of $MAX_UPDATE updates: MINUTES=$MINUTES stopped training, so not comparable with the README's BLEU $README_BLEU chrF $README_CHRF ($took)"
elif [[ "$settings" == "$README_SETTINGS" ]]; then
    cpus="" range=""
    for cpu in "${!EXPECTED[@]}"; do cpus+=", $cpu ${EXPECTED[$cpu]/ / \/ }"; done
    range=$(python -c "import sys; v = [tuple(map(float, p.split())) for p in sys.argv[1:]]; b, c = zip(*v); print(f'{min(b):.2f} {max(b):.2f} {min(c):.2f} {max(c):.2f}')" \
        "${EXPECTED[@]}")
    read -r bleu_lo bleu_hi chrf_lo chrf_hi <<< "$range"
    if [[ -n "${EXPECTED[$DEMO_CPU]:-}" ]]; then
        if [[ "$bleu $chrf" == "${EXPECTED[$DEMO_CPU]}" ]]; then
            verdict="the same as recorded for this CPU"
        else
            verdict="NOT what was recorded for this CPU (${EXPECTED[$DEMO_CPU]/ / \/ }): see examples/bible_en_es/README.md"
        fi
    elif python -c "import sys; b, c, bl, bh, cl, ch = map(float, sys.argv[1:]); sys.exit(not (bl <= b <= bh and cl <= c <= ch))" \
            "$bleu" "$chrf" "$bleu_lo" "$bleu_hi" "$chrf_lo" "$chrf_hi"; then
        verdict="no value recorded for this CPU; inside the range of the CPUs tried"
    else
        verdict="no value recorded for this CPU; outside the range of the CPUs tried (BLEU $bleu_lo to $bleu_hi, chrF $chrf_lo to $chrf_hi): see examples/bible_en_es/README.md"
    fi
    echo "[demo] BLEU $bleu chrF $chrf on $DEMO_CPU: $verdict (recorded BLEU / chrF: ${cpus#, }) ($took)"
else
    IFS='|' read -r -a ours <<< "$settings"
    IFS='|' read -r -a theirs <<< "$README_SETTINGS"
    differ=""
    for i in "${!ours[@]}"; do
        [[ "${ours[$i]}" == "${theirs[$i]}" ]] || differ+=";${ours[$i]% } (README:${theirs[$i]% })"
    done
    echo "[demo] BLEU $bleu chrF $chrf; no expected value, the README's run differs in${differ#;} ($took)"
fi
