#!/usr/bin/env bash
# Document-level translation of the Bible: each chapter is a document.
#
#   examples/bible_en_es/doc_level.sh ARCH CONTEXT [WORK_DIR] [-- extra fairseq-train flags]
#
# prepare.sh with UNIT=chapter (whole chapters per split, the document index of every
# split in data-bin; once per WORK_DIR, default examples/bible_en_es/work/documents)
# -> train.sh with --task doc_translation --doc-context-tokens CONTEXT
# -> translate.sh: the test chapters, one hypothesis per verse in order, scored.
# CONTEXT 0 is the sentence-level baseline on the same split (exactly --task translation).
# Each context has its own run directory WORK_DIR/ctxCONTEXT (raw/ and data-bin/ are
# links to WORK_DIR's), holding checkpoints/ARCH and translations/ARCH (with run.json: the
# score, the commit, versions, threads and the fairseq-train / fairseq-generate commands).
# Environment: the knobs of prepare.sh, train.sh and translate.sh (MINUTES, MAX_UPDATE,
# BEAM, NAME: another folder name than ARCH, ...), and FORM=source_context (default) or FORM=segment_pairs, the paper's form
# (sentence-aligned cross-attention; its runs in WORK_DIR/pairsCONTEXT; fairseq's
# transformer is --arch doc_transformer there: docs/document.md).
# UMST archs use --task doc_umst_translation and prepare_umst.sh's side files.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"  # run_analysis
usage="usage: $(basename "$0") ARCH CONTEXT [WORK_DIR] [-- extra fairseq-train flags]"
ARCH="${1:?$usage}"
CONTEXT="${2:?$usage}"
shift 2
WORK="$HERE/work/documents"
if [[ $# -gt 0 && "$1" != "--" ]]; then WORK="$1"; shift; fi
if [[ $# -gt 0 && "$1" == "--" ]]; then shift; fi
[[ "$CONTEXT" =~ ^[0-9]+$ ]] || { echo "CONTEXT must be a number of source tokens: $usage" >&2; exit 2; }

if [[ ! -f "$WORK/data-bin/test.en-es.doc" ]]; then
    UNIT=chapter bash "$HERE/prepare.sh" "$WORK"
fi
# a verse split has documents of one or two verses: no context to speak of
python - "$WORK/raw/test.doc" <<'PY'
import sys
ids = open(sys.argv[1], encoding="utf-8").read().split()
if len(ids) < 3 * len(set(ids)):
    sys.exit(f"{sys.argv[1]}: {len(set(ids))} documents for {len(ids)} verses: this work "
             f"directory was prepared with the verse split; give doc_level.sh a new WORK_DIR "
             f"(it prepares whole chapters, UNIT=chapter)")
PY

case "$ARCH" in
    umst*)
        TASK=doc_umst_translation
        [[ -f "$WORK/data-bin/test.en-es.wb.en.idx" ]] || bash "$HERE/prepare_umst.sh" "$WORK"
        ;;
    *) TASK=doc_translation ;;
esac
FORM="${FORM:-source_context}"
case "$FORM" in
    source_context) RUN="$WORK/ctx$CONTEXT" ;;
    segment_pairs) RUN="$WORK/pairs$CONTEXT" ;;
    *) echo "FORM must be source_context or segment_pairs, got $FORM" >&2; exit 2 ;;
esac
mkdir -p "$RUN"
ln -sfn ../raw "$RUN/raw"
ln -sfn ../data-bin "$RUN/data-bin"
DOC_FLAGS=(--doc-context-tokens "$CONTEXT" --doc-form "$FORM")

echo "[doc_level] $ARCH, context $CONTEXT source tokens ($TASK, $FORM) in $RUN"
TASK="$TASK" bash "$HERE/train.sh" "$ARCH" "$RUN" -- "${DOC_FLAGS[@]}" "$@"
TASK="$TASK" bash "$HERE/translate.sh" "$ARCH" "$RUN" -- "${DOC_FLAGS[@]}"
RUN_NAME="${NAME:-$ARCH}"  # train.sh's and translate.sh's folder name
run_analysis provenance run-json "$RUN/translations/$RUN_NAME/run.json" \
    --train-dir "$RUN/checkpoints/$RUN_NAME" --translations "$RUN/translations/$RUN_NAME" \
    --setting "arch=$ARCH" --setting "context=$CONTEXT" --setting "form=$FORM"
echo "[doc_level] recorded $RUN/translations/$RUN_NAME/run.json (score, commit, versions, commands)"
