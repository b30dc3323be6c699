#!/usr/bin/env bash
# Run every benchmark script (benchmarks/bench_*.py) once, as `python -m benchmarks.bench_X`
# from the repository root; each prints its table and writes bench/results/<name>.json.
# Extra arguments go to every script (e.g. --quick).
set -euo pipefail
cd "$(dirname "$0")/.."
shopt -s nullglob
scripts=(benchmarks/bench_*.py)
if [[ ${#scripts[@]} -eq 0 ]]; then
    echo "no benchmark scripts found" >&2
    exit 1
fi
# bench_umst_features.py reads the prepared Bible example; bench_generate.py also its UMST side files.
[[ -f examples/bible_en_es/work/data-bin/dict.en.txt ]] || bash examples/bible_en_es/prepare.sh
[[ -f examples/bible_en_es/work/data-bin/test.en-es.wb.en.idx ]] || bash examples/bible_en_es/prepare_umst.sh
for script in "${scripts[@]}"; do
    module="benchmarks.$(basename "$script" .py)"
    echo "== python -m $module"
    python -m "$module" "$@"
done
