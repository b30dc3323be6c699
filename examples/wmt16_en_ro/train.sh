#!/usr/bin/env bash
# Train ARCH on WMT16 En-Ro with UMST's settings (settings.sh; run prepare.sh first).
#
#   examples/wmt16_en_ro/train.sh ARCH [WORK_DIR] [-- extra fairseq-train flags]
#   examples/wmt16_en_ro/train.sh --list-archs
#
# The effective batch is the paper's on any number of GPUs (--update-freq computed);
# knobs: NGPUS, MAX_TOKENS, PRECISION, SEED, SMOKE=1 (examples/README.md).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=settings.sh
source "$HERE/settings.sh"
if [[ "${1:-}" == --list-archs ]]; then echo "${ARCHS[*]}"; exit 0; fi
parse_args "$@"
shift "$CONSUMED"
arch_settings
run_train "$@"
