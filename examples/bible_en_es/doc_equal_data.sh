#!/usr/bin/env bash
# Does context help? Document-level runs that see the same data, on the Bible's chapters.
#
#   examples/bible_en_es/doc_equal_data.sh [SYSTEM...]      (default: every system, in order)
#   examples/bible_en_es/doc_equal_data.sh --list
#
# Every system trains EPOCHS epochs (each training verse is a current sentence once per
# epoch, in both forms) with the same number of current sentences per update: --batch-size
# BATCH (--max-tokens large enough never to cut a batch) at context 0 and in source_context,
# which fairseq's default --required-batch-size-multiple 8 makes BATCH rounded down to a
# multiple of 8 sentences (96 of the default 100); in segment_pairs an example holds several
# current sentences, so its batch is those sentences divided by the mean number per example
# (the plan of the training split), with --required-batch-size-multiple 1 so that fairseq
# does not cut it again, which keeps the updates per epoch and the learning-rate schedule the
# same (sp's loss also covers the previous segment's target, the authors' form, so its verses
# are targets about twice an epoch; spc's does not: once). Each system runs doc_level.sh
# (train, translate the test chapters, run.json) with demo dims, and its result
# (run.json, hyp.detok.es, hyp.tok.es, train.log: the training log, resumed parts appended,
# with its wall times and validation losses) is copied into RESULTS/NAME, with the targeted tests
# that need the checkpoint (analysis/doc_targeted.py: the contrastive pronoun set, and the
# random-context control at context > 0, in the model's form), the context model translating
# the test chapters without its context (at context 0 in the same beam search, the
# training-context check overridden: NAME/no_context/, hyp.detok.es, hyp.tok.es, score.json and
# its command; what a BLEU gain over context 0 owes to the context at test time, not to the
# training) and the training's matmul FLOPs (analysis/train_flops.py, flops.json). A system
# already there is skipped (what it lacks is added: the FLOPs, and the targeted tests and the
# translation without context while its checkpoint is there), an interrupted one resumes from
# its checkpoint_last.pt. COMMIT=1 commits each result as it lands.
#
# SYSTEM: ARCH:FORM:CONTEXT:SEED[:ft[N]]. FORM sc (source_context), sp (segment_pairs) or spc
# (segment_pairs with --doc-context-loss current: the loss scores the current segment's target
# only, so its updates hold the target sentences of the others, not about twice); ft: the
# context model starts from the trained context-0 system of the same arch and seed
# (--finetune-from-model; G-Transformer, Bao et al., ACL 2021, arXiv:2105.14761, fine-tunes
# a sentence-level model) and then trains EPOCHS epochs itself (ftN: N epochs). Its name:
# ARCH_FORMCONTEXT_sSEED[_ft[N]]. Where the base is recorded in RESULTS but its checkpoint is
# not in WORK (a new work directory), it is trained again in WORK first; a system that starts
# from a base other than the recorded run keeps that base's run.json and hypotheses in
# NAME/base/, with compared.json: how many hypotheses are the recorded ones, and both scores
# (the same seed on another CPU differs a little). The plan fine-tunes 2 epochs (the base and
# 4 more epochs at context 128 do not fit one CPU session), beside its control: the context-0
# system trained the same 2 epochs more at context 0 (ARCH:sc:0:SEED:ft2), the same training
# without context.
# Environment: EPOCHS=4 BATCH=100 LR=2e-3 WARMUP=300 WORK (default examples/bible_en_es/work/documents),
# RESULTS (default docs/results/document_equal_data), one thread per run (OMP_NUM_THREADS=1 unless set).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
WORK="${WORK:-$HERE/work/documents}"
RESULTS="${RESULTS:-$REPO/docs/results/document_equal_data}"
EPOCHS="${EPOCHS:-4}"
BATCH="${BATCH:-100}"
export LR="${LR:-2e-3}" WARMUP="${WARMUP:-300}" OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}"
DIMS=(--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256
      --encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4
      --decoder-attention-heads 4 --share-all-embeddings)
PLAN=(
    doc_transformer:sc:0:1 doc_transformer:sc:128:1 doc_transformer:sp:128:1
    bpt_mt:sc:0:1 bpt_mt:sc:128:1 bpt_mt:sp:128:1
    msmsa_transformer:sc:0:1 msmsa_transformer:sc:128:1
    doc_transformer:sc:0:2 doc_transformer:sc:128:2 bpt_mt:sc:0:2 bpt_mt:sc:128:2
    doc_transformer:sc:0:1:ft2 doc_transformer:sc:128:1:ft2 doc_transformer:sp:128:1:ft2
    bpt_mt:sc:0:1:ft2 bpt_mt:sc:128:1:ft2 bpt_mt:sp:128:1:ft2
    doc_transformer:spc:128:1:ft2 doc_transformer:spc:128:1
)
die() { echo "doc_equal_data.sh: $*" >&2; exit 1; }
analysis() { PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}" python -m "analysis.$1" "${@:2}"; }
name_of() {  # ARCH:FORM:CONTEXT:SEED[:ft[N]] -> its folder name
    local arch form context seed ft
    IFS=: read -r arch form context seed ft <<< "$1"
    echo "${arch}_${form}${context}_s${seed}${ft:+_$ft}"
}
if [[ "${1:-}" == --list ]]; then
    for s in "${PLAN[@]}"; do echo "$s $(name_of "$s")"; done
    exit 0
fi
systems=("$@")
[[ ${#systems[@]} -gt 0 ]] || systems=("${PLAN[@]}")

# examples per update: BATCH at context 0 and in source_context (fairseq gives BATCH - BATCH % 8
# sentences); in segment_pairs those sentences over the mean current sentences per example of
# the training split's plan (and --required-batch-size-multiple 1, below)
batch_of() {
    local form=$1 context=$2
    if [[ "$form" == sc || "$context" == 0 ]]; then echo "$BATCH"; return; fi
    python - "$WORK/data-bin" "$context" "$(( BATCH >= 8 ? BATCH - BATCH % 8 : BATCH ))" <<'PY'
import sys
import numpy as np
from fairseq.data import data_utils
from msfairseq.data.document_index import read_document_index
from msfairseq.data.document_plan import segment_pairs_plan
data, context, batch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
src = data_utils.load_indexed_dataset(f"{data}/train.en-es.en", None)
tgt = data_utils.load_indexed_dataset(f"{data}/train.en-es.es", None)
starts = read_document_index(f"{data}/train.en-es.doc", len(src.sizes))
plan = segment_pairs_plan(src.sizes, tgt.sizes, starts, context, 1024, 1024)
print(max(1, round(batch / float(np.mean(plan.end - plan.current)))))
PY
}

train() {  # the system of the loop's variables: doc_level.sh trains it and translates the
            # test chapters, in WORK
    local extra=() batch base base_name trained
    if [[ -n "$ft" ]]; then
        base_name="$(name_of "$arch:sc:0:$seed")"
        base="$WORK/ctx0/checkpoints/$base_name/checkpoint_last.pt"
        trained="$WORK/ctx0/translations/$base_name/run.json"  # written once the base is done
        if [[ -f "$RESULTS/$base_name/run.json" ]]; then
            [[ -f "$base" && -f "$trained" ]] || retrain_base "$base_name"
            cmp -s "$trained" "$RESULTS/$base_name/run.json" || compare_base "$base_name"
        fi
        [[ -f "$base" ]] || die "$name starts from $base: run $arch:sc:0:$seed first"
        extra=(--finetune-from-model "$base")
    fi
    batch="$(batch_of "$form" "$context")"
    [[ "$form" == sc || "$context" == 0 ]] || extra+=(--required-batch-size-multiple 1)
    echo "[doc_equal_data] $name: $arch, $FORM, context $context, seed $seed, $epochs epochs of $batch examples per update${ft:+, from the context-0 model}"
    NAME="$name" SEED="$seed" FORM="$FORM" MAX_EPOCH="$epochs" MAX_TOKENS=65536 \
        TRAIN_LOG="$RUN/checkpoints/$name/train.log" \
        bash "$HERE/doc_level.sh" "$arch" "$context" "$WORK" -- "${DIMS[@]}" \
        --batch-size "$batch" --save-interval-updates 200 --keep-interval-updates 1 \
        "${loss[@]}" "${extra[@]}"
}

retrain_base() {  # a fine-tuned system's base, recorded in RESULTS but its checkpoint not in
                  # WORK (a new work directory) or its training there unfinished: the same
                  # system trained (or resumed) in WORK only, the recorded folder untouched
    local name="$1" form=sc context=0 ft="" epochs="$EPOCHS" FORM=source_context \
        RUN="$WORK/ctx0" loss=()
    echo "[doc_equal_data] $name: recorded without its checkpoint in $WORK; training it there"
    train
}

compare_base() {  # the base in WORK is not the recorded run: NAME/base/ keeps its run.json and
                  # hypotheses and how they compare with the recorded ones
    local name="$1"
    mkdir -p "$out/base"
    cp "$WORK/ctx0/translations/$name/"{run.json,hyp.detok.es} "$out/base/"
    python - "$RESULTS/$name" "$out/base" "$name" <<'PY'
import json
import sys

recorded, again, name = sys.argv[1:]
def load(folder):
    with open(f"{folder}/run.json", encoding="utf-8") as f:
        score = json.load(f)["score"]
    with open(f"{folder}/hyp.detok.es", encoding="utf-8") as f:
        return score, f.read().splitlines()
(score0, hyps0), (score1, hyps1) = load(recorded), load(again)
same = sum(a == b for a, b in zip(hyps0, hyps1))
compared = {"base": name, "verses": len(hyps1), "identical_hypotheses": same,
            "bleu": {"recorded": score0["bleu"], "again": score1["bleu"]},
            "chrf": {"recorded": score0["chrf"], "again": score1["chrf"]}}
with open(f"{again}/compared.json", "w", encoding="utf-8") as f:
    json.dump(compared, f, indent=2)
print(f"[doc_equal_data] {name} in the work directory is not the recorded run: {same} of "
      f"{len(hyps1)} hypotheses as recorded; BLEU {score1['bleu']} against the recorded "
      f"{score0['bleu']}, chrF {score1['chrf']} against {score0['chrf']}")
PY
}

train_and_translate() {  # train, translate, copy the result
    train
    mkdir -p "$RESULTS/$name"
    cp "$RUN/translations/$name/"{run.json,hyp.detok.es,hyp.tok.es} "$RUN/checkpoints/$name/train.log" \
        "$RESULTS/$name/"
    cp "$RUN/checkpoints/$name/provenance.train.json" "$RESULTS/$name/" 2>/dev/null || true
}

translate_without_context() {  # the context system's checkpoint at context 0
    local run0="$WORK/ctx0" nc="${name}_no_context"
    mkdir -p "$run0"
    ln -sfn ../raw "$run0/raw"
    ln -sfn ../data-bin "$run0/data-bin"
    echo "[doc_equal_data] $name: translating the test chapters without context"
    TASK=doc_translation CKPT="$ckpt" NAME="$nc" bash "$HERE/translate.sh" "$arch" "$run0" -- \
        --doc-context-tokens 0 --doc-form source_context --doc-allow-training-mismatch
    mkdir -p "$out/no_context"
    cp "$run0/translations/$nc/"{hyp.detok.es,hyp.tok.es,score.json,provenance.generate.json} \
        "$out/no_context/"
}

recorded() {  # everything of the system is in its results folder (what needs the checkpoint, if
              # the checkpoint is there)
    [[ -f "$out/run.json" && -f "$out/flops.json" ]] || return 1
    [[ -f "$ckpt" ]] || return 0
    [[ -f "$out/contrastive.json" && ( "$context" == 0 || -f "$out/no_context/score.json" ) ]]
}

for system in "${systems[@]}"; do
    IFS=: read -r arch form context seed ft <<< "$system"
    [[ "$form" =~ ^(sc|sp|spc)$ ]] || die "$system: FORM is sc, sp or spc"
    [[ "$ft" =~ ^(ft[1-9][0-9]*|ft)?$ ]] || die "$system: the fifth field is ft or ftN (N epochs)"
    epochs="$EPOCHS"
    [[ "$ft" =~ ^ft[1-9] ]] && epochs="${ft#ft}"
    name="$(name_of "$system")"
    FORM=source_context RUN="$WORK/ctx$context" loss=()
    if [[ "$form" == sp* ]]; then FORM=segment_pairs RUN="$WORK/pairs$context"; fi
    if [[ "$form" == spc ]]; then loss=(--doc-context-loss current); fi
    ckpt="$RUN/checkpoints/$name/checkpoint_best.pt" out="$RESULTS/$name"
    if recorded; then
        echo "[doc_equal_data] $name: recorded in $RESULTS already, skipping"
        continue
    fi
    [[ -f "$WORK/data-bin/test.en-es.doc" ]] || UNIT=chapter bash "$HERE/prepare.sh" "$WORK"
    [[ -f "$out/run.json" ]] || train_and_translate
    if [[ ! -f "$out/contrastive.json" && -f "$ckpt" ]]; then
        analysis doc_targeted "$WORK" "$ckpt" --context "$context" --form "$FORM" --out "$out"
    fi
    if [[ "$context" != 0 && ! -f "$out/no_context/score.json" && -f "$ckpt" ]]; then
        translate_without_context
    fi
    # the recorded command rebuilt on this session's data: matmul FLOPs of its updates
    [[ -f "$out/flops.json" ]] || analysis train_flops "$out/run.json" --json "$out/flops.json" \
        --data "$RUN/data-bin"
    echo "[doc_equal_data] $name: recorded in $RESULTS/$name"
    if [[ "${COMMIT:-0}" == 1 ]]; then
        git -C "$REPO" add "$RESULTS/$name"
        git -C "$REPO" commit -q -m "$(basename "$RESULTS"): $name ($arch, $FORM, context $context, seed $seed, $epochs epochs${ft:+ from context 0})" -- "$RESULTS/$name"
    fi
done
