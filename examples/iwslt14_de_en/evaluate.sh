#!/usr/bin/env bash
# Average ARCH's last epoch checkpoints, translate the IWSLT14 De-En test set and score it as
# the paper did (settings.sh), plus sacreBLEU of the detokenized output.
#
#   examples/iwslt14_de_en/evaluate.sh ARCH [WORK_DIR] [-- extra fairseq-generate flags]
#
# CKPT=path skips averaging. Output: WORK_DIR/eval/ARCH/{generate.out,hyp.tok,hyp.detok,score.*.json}.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=settings.sh
source "$HERE/settings.sh"
parse_args "$@"
shift "$CONSUMED"
arch_settings
run_evaluate "$@"
