#!/usr/bin/env bash
# UMST side files for every split of a corpus, then (optionally) binarize them
# next to fairseq-preprocess output (Li et al., ICML 2022).
#
#   scripts/umst_features.sh --tok-dir DIR --bpe-dir DIR --out-dir DIR --src en \
#       [--tgt es --destdir data-bin] [--splits "train valid test"] \
#       [--parser stanza|spacy|conllu] [--workers N] [-- EXTRA msfairseq-umst-features ARGS]
#
# Reads TOK_DIR/{split}.{src} (sacremoses words) and BPE_DIR/{split}.{src} (their
# BPE / sentencepiece segmentation), writes OUT_DIR/{split}.{wb,dep,deprel}.{src}
# and, with --destdir, DESTDIR/{split}.{src}-{tgt}.{wb,dep}.{src}.{bin,idx}.
# Reruns resume an interrupted split and skip finished ones; a split whose inputs
# changed since is refused (pass -- --restart to redo it).
# Runs the console scripts msfairseq-umst-features and msfairseq-umst-binarize
# (installed with msfairseq; they must be on PATH).
set -euo pipefail

SPLITS="train valid test"
PARSER=stanza
WORKERS=1
TOK_DIR="" BPE_DIR="" OUT_DIR="" SRC="" TGT="" DESTDIR=""
EXTRA=()

usage() { sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --tok-dir) TOK_DIR="$2"; shift 2 ;;
        --bpe-dir) BPE_DIR="$2"; shift 2 ;;
        --out-dir) OUT_DIR="$2"; shift 2 ;;
        --src) SRC="$2"; shift 2 ;;
        --tgt) TGT="$2"; shift 2 ;;
        --destdir) DESTDIR="$2"; shift 2 ;;
        --splits) SPLITS="$2"; shift 2 ;;
        --parser) PARSER="$2"; shift 2 ;;
        --workers) WORKERS="$2"; shift 2 ;;
        -h|--help) usage 0 ;;
        --) shift; EXTRA=("$@"); break ;;
        *) echo "umst_features.sh: unknown argument $1" >&2; usage 2 ;;
    esac
done
if [[ -z "$BPE_DIR" || -z "$OUT_DIR" || -z "$SRC" ]]; then
    echo "umst_features.sh: --bpe-dir, --out-dir and --src are required" >&2; usage 2
fi
if [[ -n "$DESTDIR" && -z "$TGT" ]]; then
    echo "umst_features.sh: --destdir needs --tgt (the data-bin file names contain the pair)" >&2; exit 2
fi

for tool in msfairseq-umst-features msfairseq-umst-binarize; do
    command -v "$tool" >/dev/null || {
        echo "umst_features.sh: $tool not found on PATH: activate the environment msfairseq is" \
             "installed in, or install it (pip install -e . in the repository)" >&2; exit 1; }
done

words=()
if [[ -n "$TOK_DIR" ]]; then words=(--words "$TOK_DIR/{split}.$SRC"); fi
echo "[umst_features] $SPLITS: parsing with $PARSER"
# shellcheck disable=SC2086  # SPLITS is a word list
msfairseq-umst-features --bpe "$BPE_DIR/{split}.$SRC" "${words[@]}" \
    --outdir "$OUT_DIR" --split $SPLITS --lang "$SRC" --parser "$PARSER" \
    --workers "$WORKERS" "${EXTRA[@]}"

if [[ -n "$DESTDIR" ]]; then
    echo "[umst_features] binarizing into $DESTDIR"
    msfairseq-umst-binarize --side-dir "$OUT_DIR" --source-text "$BPE_DIR/{split}.$SRC" \
        --destdir "$DESTDIR" --src "$SRC" --tgt "$TGT" --splits $SPLITS
fi
