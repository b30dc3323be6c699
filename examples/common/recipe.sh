# Shared by the paper recipes (examples/{iwslt14_de_en,wmt14_en_de,wmt16_en_ro}): sourced
# by each recipe's settings.sh after it sets RECIPE, SRC, TGT, BPE_OPS and JOINED_DICT.
#
# prepare:  smoke_corpus | fetch + sacrebleu_set, tokenize, clean_train, learn_bpe,
#           apply_bpe, binarize, umst_side_files
# train:    parse_args, batch_plan, device_flags, run_train
# evaluate: parse_args, run_evaluate
#
# Environment knobs common to every recipe (see examples/README.md):
#   SMOKE=1    the recipe end to end on a slice of the shipped Bible corpus (en->es),
#              tiny dims, two short epochs: proves every flag, learns nothing
#   ORIG=DIR   where the downloaded corpora live (default WORK/orig); DOWNLOAD=0: never download
#   WORKERS=N  processes for tokenization, BPE and binarization (default: all cores)
#   UMST=1     prepare: also UMST side files (PARSER=stanza|spacy|conllu)
#   NGPUS=N    train: GPUs the effective batch is spread over (default: all visible)
#   MAX_TOKENS train: per-GPU cap on tokens (sentences for BPT) per batch; BATCH: the total
#              per update (default: the paper's); KEEP_LAST: epoch checkpoints kept (default AVG)
#   PRECISION  train: fp16 (default on GPU) | bf16 | fp32
#   AVG_LAST   evaluate: average this many last epoch checkpoints (default: the paper's AVG)
#   CKPT       evaluate: translate with this checkpoint instead of an average

COMMON="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$COMMON/../.." && pwd)"
# This checkout's msfairseq, whatever is installed.
export PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}"
USER_DIR="$REPO/msfairseq"
PYTHON="${PYTHON:-python}"
SMOKE="${SMOKE:-0}"
WORKERS="${WORKERS:-$(nproc 2>/dev/null || echo 1)}"
CORPUS_PY=("$PYTHON" "$COMMON/corpus.py")

log() { echo "[$RECIPE] $*"; }
die() { echo "$RECIPE: error: $*" >&2; exit 1; }

if [[ "$SMOKE" == 1 ]]; then
    # The shipped Bible corpus stands in for the paper's: English -> Spanish, small BPE.
    SRC=en TGT=es BPE_OPS="${SMOKE_BPE_OPS:-300}"
    SMOKE_TRAIN="${SMOKE_TRAIN:-160}" SMOKE_VALID="${SMOKE_VALID:-16}" SMOKE_TEST="${SMOKE_TEST:-16}"
fi

# ---------------------------------------------------------------------------- prepare

smoke_corpus() {  # WORK/raw/{train,valid,test}.{en,es}: the first verses of each Bible split
    log "SMOKE: $SMOKE_TRAIN/$SMOKE_VALID/$SMOKE_TEST Bible verses stand in for the corpus"
    "$PYTHON" "$REPO/examples/bible_en_es/split_corpus.py" \
        --corpus "$REPO/examples/bible_en_es/bible.en-es.tsv.xz" --out "$WORK/raw" \
        --max-train "$SMOKE_TRAIN" --max-valid "$SMOKE_VALID" --max-test "$SMOKE_TEST"
}

fetch() {  # fetch NAME URL...: ORIG/NAME, downloaded from the first URL that answers
    local name="$1"; shift
    local dest="$ORIG/$name"
    if [[ -s "$dest" ]]; then log "using $dest"; return; fi
    mkdir -p "$ORIG"
    if [[ "${DOWNLOAD:-1}" == 1 ]]; then
        local url
        for url in "$@"; do
            log "downloading $url"
            if { command -v curl > /dev/null && curl -fL --retry 3 --connect-timeout 20 -o "$dest.part" "$url"; } \
                || { ! command -v curl > /dev/null && wget -q -O "$dest.part" "$url"; }; then
                mv "$dest.part" "$dest"; return
            fi
        done
        rm -f "$dest.part"
    fi
    die "$name is not in ORIG=$ORIG and could not be downloaded from: $*
Download it on a machine that can reach it, put it at $dest, and run this script again."
}

sacrebleu_set() {  # sacrebleu_set TESTSET LANGPAIR FIELD OUT: a WMT test set through sacrebleu
    if ! sacrebleu -t "$1" -l "$2" --echo "$3" > "$4.part"; then
        rm -f "$4.part"
        die "sacrebleu could not fetch $1 ($2). Run 'sacrebleu -t $1 -l $2 --echo src' on a machine
with network and copy its ~/.sacrebleu here (or point SACREBLEU=DIR at the copy)."
    fi
    mv "$4.part" "$4"
}

tokenize() {  # tokenize LANG IN OUT [sacremoses commands before tokenize]: Moses tokenization
    local lang="$1" in="$2" out="$3"; shift 3
    sacremoses -q -l "$lang" -j "$WORKERS" "$@" tokenize < "$in" > "$out"
}

clean_train() {  # clean_train MAX RATIO: length/ratio filter of WORK/tok/train.* in place
    "${CORPUS_PY[@]}" clean "$WORK/tok/train.$SRC" "$WORK/tok/train.$TGT" \
        "$WORK/tok/train.clean.$SRC" "$WORK/tok/train.clean.$TGT" --max "$1" --ratio "$2"
    mv "$WORK/tok/train.clean.$SRC" "$WORK/tok/train.$SRC"
    mv "$WORK/tok/train.clean.$TGT" "$WORK/tok/train.$TGT"
}

learn_bpe() {  # joint BPE codes (BPE_OPS merges) on the source and target training text
    log "learning joint BPE ($BPE_OPS merges)"
    mkdir -p "$WORK/bpe"
    # files, not pipes: subword-nmt uses one process on stdin
    cat "$WORK/tok/train.$SRC" "$WORK/tok/train.$TGT" > "$WORK/bpe/train.joint"
    subword-nmt learn-bpe -s "$BPE_OPS" --num-workers "$WORKERS" \
        --input "$WORK/bpe/train.joint" --output "$WORK/bpe/codes"
    rm "$WORK/bpe/train.joint"
}

apply_bpe() {  # WORK/tok/{split}.{src,tgt} -> WORK/bpe/
    local split lang
    for split in train valid test; do
        for lang in "$SRC" "$TGT"; do
            subword-nmt apply-bpe -c "$WORK/bpe/codes" --num-workers "$WORKERS" \
                --input "$WORK/tok/$split.$lang" --output "$WORK/bpe/$split.$lang"
        done
    done
}

binarize() {  # fairseq-preprocess WORK/bpe -> WORK/data-bin (joined dictionary if JOINED_DICT=1)
    log "binarizing with fairseq-preprocess"
    local joined=()
    [[ "$JOINED_DICT" == 1 ]] && joined=(--joined-dictionary)
    rm -rf "$WORK/data-bin"
    fairseq-preprocess --source-lang "$SRC" --target-lang "$TGT" "${joined[@]}" \
        --trainpref "$WORK/bpe/train" --validpref "$WORK/bpe/valid" --testpref "$WORK/bpe/test" \
        --destdir "$WORK/data-bin" --workers "$WORKERS" > "$WORK/preprocess.log" 2>&1
    grep -E "sents," "$WORK/preprocess.log" | sed -e "s/^.*preprocess:/[$RECIPE]   /" || true
}

umst_parser() {  # the parser of the UMST side files: PARSER, else stanza (SMOKE: spaCy, offline)
    if [[ "$SMOKE" == 1 ]]; then echo "${PARSER:-spacy}"; else echo "${PARSER:-stanza}"; fi
}

umst_side_files() {  # UMST=1: word boundaries + dependency parses of the source, binarized
    [[ "${UMST:-0}" == 1 ]] || { log "UMST side files skipped (UMST=1 adds them; umst_* archs need them)"; return; }
    local parser
    parser="$(umst_parser)"
    log "UMST side files: $parser parses of the $SRC source"
    "$REPO/scripts/umst_features.sh" --tok-dir "$WORK/tok" --bpe-dir "$WORK/bpe" \
        --out-dir "$WORK/umst" --src "$SRC" --tgt "$TGT" --destdir "$WORK/data-bin" \
        --parser "$parser" --workers "$WORKERS"
}

report_counts() {
    local split
    for split in train valid test; do
        log "  $split: $(wc -l < "$WORK/bpe/$split.$SRC") sentence pairs"
    done
}

# ---------------------------------------------------------------------------- train / evaluate

parse_args() {  # parse_args "$@": ARCH [WORK] [-- extra flags]; sets ARCH WORK TASK CONSUMED
    local usage="usage: $(basename "$0") ARCH [WORK_DIR] [-- extra fairseq flags]  (archs: ${ARCHS[*]})"
    ARCH="${1:?$usage}"
    CONSUMED=1
    WORK="$HERE/work"
    if [[ $# -gt 1 && "$2" != "--" ]]; then WORK="$2"; CONSUMED=2; fi
    if [[ $# -gt $CONSUMED && "${*:$((CONSUMED + 1)):1}" == "--" ]]; then CONSUMED=$((CONSUMED + 1)); fi
    local known=" ${ARCHS[*]} "
    [[ "$known" == *" $ARCH "* ]] || die "$ARCH has no paper setting in this recipe; choose one of: ${ARCHS[*]}
(other archs: train them with fairseq-train directly, or add a case to $HERE/settings.sh)"
    case "$ARCH" in
        umst*) TASK=umst_translation ;;
        *) TASK=translation ;;
    esac
    [[ -f "$WORK/data-bin/dict.$SRC.txt" ]] || die "$WORK/data-bin is missing: run $HERE/prepare.sh $WORK first"
    if [[ "$TASK" == umst_translation && ! -f "$WORK/data-bin/test.$SRC-$TGT.wb.$SRC.idx" ]]; then
        die "$ARCH needs UMST side files in $WORK/data-bin: run UMST=1 $HERE/prepare.sh $WORK"
    fi
}

batch_plan() {  # batch_plan TOTAL CAP NGPUS: PER_GPU x NGPUS x UPDATE_FREQ ~= TOTAL, PER_GPU <= CAP
    local total="$1" cap="$2" n="$3"
    UPDATE_FREQ=$(( (total + cap * n - 1) / (cap * n) ))
    PER_GPU=$(( total / (n * UPDATE_FREQ) ))
}

gpu_count() {
    if [[ "$SMOKE" == 1 ]]; then echo 0; return; fi
    "$PYTHON" -c "import torch; print(torch.cuda.device_count())"
}

device_flags() {  # DEVICE_FLAGS for NGPUS (0: CPU) and PRECISION
    DEVICE_FLAGS=()
    if [[ "$NGPUS" == 0 ]]; then DEVICE_FLAGS=(--cpu); return; fi
    case "${PRECISION:-fp16}" in
        fp16) DEVICE_FLAGS=(--fp16) ;;
        bf16) DEVICE_FLAGS=(--bf16) ;;
        fp32) ;;
        *) die "PRECISION=${PRECISION} is not one of fp16, bf16, fp32" ;;
    esac
}

smoke_overrides() {  # SMOKE=1: the paper's flags stay, the scale shrinks
    DIMS=(--encoder-layers 1 --decoder-layers 1 --encoder-embed-dim 32 --decoder-embed-dim 32
          --encoder-ffn-embed-dim 64 --decoder-ffn-embed-dim 64
          --encoder-attention-heads 4 --decoder-attention-heads 4)
    if [[ "$BATCH_UNIT" == tokens ]]; then BATCH_TOTAL=1024 BATCH_CAP=512; else BATCH_TOTAL=16 BATCH_CAP=8; fi
    WARMUP=4 MAX_UPDATE=1000 MAX_EPOCH=2 AVG=2
}

run_train() {  # run_train "$@" (the extra flags): fairseq-train with the recipe's settings
    NGPUS="${NGPUS:-$(gpu_count)}"
    device_flags
    local paper="$BATCH_TOTAL $BATCH_UNIT per update"
    if [[ "$SMOKE" == 1 ]]; then smoke_overrides; paper="SMOKE; the paper: $paper"; else paper="the paper: $paper"; fi
    BATCH_TOTAL="${BATCH:-$BATCH_TOTAL}" BATCH_CAP="${MAX_TOKENS:-$BATCH_CAP}"
    batch_plan "$BATCH_TOTAL" "$BATCH_CAP" "$(( NGPUS > 0 ? NGPUS : 1 ))"
    local batch=(--max-tokens "$PER_GPU")
    [[ "$BATCH_UNIT" == sentences ]] && batch=(--batch-size "$PER_GPU")
    local stop=()
    [[ "$MAX_UPDATE" != 0 ]] && stop+=(--max-update "$MAX_UPDATE")
    [[ "$MAX_EPOCH" != 0 ]] && stop+=(--max-epoch "$MAX_EPOCH")
    local schedule=(--lr "$LR" --warmup-updates "$WARMUP" --warmup-init-lr "$WARMUP_INIT_LR")
    if [[ "$SCHEDULE" == cosine ]]; then
        # one cosine period from the end of warmup to MAX_UPDATE
        schedule+=(--lr-scheduler cosine --lr-period-updates "$(( MAX_UPDATE - WARMUP ))"
                   --t-mult 1 --lr-shrink 1 --min-lr 1e-9)
    else
        schedule+=(--lr-scheduler inverse_sqrt)
    fi
    SAVE_DIR="$WORK/checkpoints/$ARCH"
    local effective=$(( PER_GPU * (NGPUS > 0 ? NGPUS : 1) * UPDATE_FREQ ))
    log "$ARCH: $(( NGPUS > 0 ? NGPUS : 1 )) $([[ $NGPUS == 0 ]] && echo CPU || echo GPU)(s) x $PER_GPU $BATCH_UNIT x update-freq $UPDATE_FREQ = $effective $BATCH_UNIT per update ($paper)"
    local cmd=(fairseq-train "$WORK/data-bin" --user-dir "$USER_DIR" --task "$TASK" --arch "$ARCH"
        --source-lang "$SRC" --target-lang "$TGT" "${DEVICE_FLAGS[@]}"
        "${DIMS[@]}" "${MODEL[@]}" "${OPTIM[@]}" "${schedule[@]}"
        "${batch[@]}" --update-freq "$UPDATE_FREQ" "${stop[@]}"
        --save-dir "$SAVE_DIR" --keep-last-epochs "${KEEP_LAST:-$AVG}" --seed "${SEED:-1}"
        --log-format simple --log-interval "${LOG_INTERVAL:-100}")
    # UMST: the checkpoint records the parser of the side files, which fairseq-interactive and
    # the hub then use for new text (an --umst-parser among the extra flags comes later, wins)
    [[ "$TASK" == umst_translation ]] && cmd+=(--umst-parser "$(umst_parser)")
    cmd+=("$@")
    log "${cmd[*]}"
    # a run resumed from checkpoint_last.pt repeats the uninterrupted one, --task translation
    # included (docs/training.md, "Exact resume"); MSFAIRSEQ_EXACT_RESUME=0: fairseq's batching
    MSFAIRSEQ_EXACT_RESUME="${MSFAIRSEQ_EXACT_RESUME:-1}" "${cmd[@]}"
}

run_evaluate() {  # run_evaluate "$@": average the last AVG epoch checkpoints, generate, score
    local save="$WORK/checkpoints/$ARCH" out="$WORK/eval/$ARCH"
    mkdir -p "$out"
    local ckpt="${CKPT:-}"
    AVG="${AVG_LAST:-$AVG}"
    [[ "$SMOKE" == 1 ]] && AVG=2
    if [[ -z "$ckpt" ]]; then
        ckpt="$save/checkpoint_avg_last$AVG.pt"
        log "averaging the last $AVG epoch checkpoints of $save"
        "$PYTHON" -m msfairseq.cli.average_checkpoints --inputs "$save" \
            --num-epoch-checkpoints "$AVG" --output "$ckpt"
    fi
    local device=() limits=()
    [[ "$(gpu_count)" == 0 ]] && device=(--cpu)
    [[ "$SMOKE" == 1 ]] && limits=(--max-len-a 1 --max-len-b 10)
    log "$ARCH: beam $BEAM, lenpen $LENPEN on the test set with $ckpt"
    fairseq-generate "$WORK/data-bin" --user-dir "$USER_DIR" --task "$TASK" \
        --source-lang "$SRC" --target-lang "$TGT" --gen-subset test --path "$ckpt" "${device[@]}" \
        --beam "$BEAM" --lenpen "$LENPEN" --remove-bpe --batch-size "${BATCH_SIZE:-128}" \
        --required-batch-size-multiple 1 "${limits[@]}" "$@" > "$out/generate.out" 2> "$out/generate.log" \
        || { tail -n 30 "$out/generate.log" >&2; die "fairseq-generate failed (log: $out/generate.log)"; }
    grep -E "Translated|BLEU" "$out/generate.log" | sed -e "s/^.*generate:/[$RECIPE]   /" || true
    local num
    num=$(wc -l < "$WORK/tok/test.$TGT")
    msfairseq-collect-hypotheses "$out/generate.out" --num-inputs "$num" > "$out/hyp.tok"
    sacremoses -q -l "$TGT" -j 1 detokenize < "$out/hyp.tok" > "$out/hyp.detok"

    local case=()
    [[ "$LOWERCASE" == 1 ]] && case=(--lowercase)
    local tok=(--tokenized)
    [[ "$COMPOUND_SPLIT" == 1 ]] && tok+=(--compound-split)
    log "$ARCH on $num test sentences ($out):"
    msfairseq-score "${tok[@]}" "${case[@]}" --ref "$WORK/tok/test.$TGT" \
        --hyp "$out/hyp.tok" --json "$out/score.tokenized.json"
    msfairseq-score "${case[@]}" --ref "$WORK/raw/test.$TGT" \
        --hyp "$out/hyp.detok" --json "$out/score.sacrebleu.json"
    log "the paper reports: $PAPER_METRIC"
}
