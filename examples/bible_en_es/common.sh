# Sourced by train.sh and translate.sh: parse `ARCH [WORK_DIR] [-- extra flags]`
# and set ARCH, WORK, TASK, SRC, TGT, USER_DIR, DEVICE_FLAGS; the extra flags stay in "$@"
# of the caller, which runs `parse_args "$@"; shift "$CONSUMED"`. SRC and TGT (default en, es)
# name the language pair, so the scripts also run on another prepared example
# (examples/gettext_en_de: TGT=de). Also sourced by compare.sh and doc_level.sh for
# run_analysis.

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# `run_analysis SCRIPT ARGS...`: `python -m analysis.SCRIPT ARGS...` (analysis/ is a package of
# this checkout, not installed), with the checkout on the module path, from any directory.
run_analysis() {
    PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}" python -m "analysis.$1" "${@:2}"
}

parse_args() {
    local usage="usage: $(basename "$0") ARCH [WORK_DIR] [-- extra fairseq flags]"
    ARCH="${1:?$usage}"
    CONSUMED=1
    WORK="$HERE/work"
    if [[ $# -gt 1 && "$2" != "--" ]]; then WORK="$2"; CONSUMED=2; fi
    if [[ $# -gt $CONSUMED && "${@:$((CONSUMED + 1)):1}" == "--" ]]; then CONSUMED=$((CONSUMED + 1)); fi

    SRC="${SRC:-en}"
    TGT="${TGT:-es}"
    # UMST archs need the task that loads the word-boundary and parse side files.
    case "$ARCH" in
        umst*) TASK="${TASK:-umst_translation}" ;;
        *) TASK="${TASK:-translation}" ;;
    esac
    # USER_DIR=PATH/msfairseq runs another copy of the plugin (e.g. a worktree of an older
    # commit); `python -m msfairseq` would find the one in the current directory first.
    USER_DIR="${USER_DIR:-$(python -m msfairseq --user-dir)}"
    DEVICE_FLAGS=()
    python -c "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)" \
        || DEVICE_FLAGS=(--cpu)
}
