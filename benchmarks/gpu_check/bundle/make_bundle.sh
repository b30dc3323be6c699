#!/usr/bin/env bash
# Make .gpu/: what `make gpu-check` needs on a GPU machine that has a CUDA torch and
# triton but no network and no fairseq (the machines lent to this project have torch
# 2.11, triton 3.6 and Python 3.12). Run it here, on an installed checkout (`make
# install`); then copy the checkout with .gpu to the GPU machine and run, from its root,
#
#     bash .gpu/run.sh [python -m benchmarks.gpu_check arguments]
#
# .gpu/ holds fairseq's Python code and pure-Python dependencies taken from this
# install, the sources of the three fairseq extensions the check uses (built there by
# build_ext.py, ~10 s), a bitarray wheel for the GPU machine's Python, fairseq-* commands
# that run fairseq_cli with that Python, and the Bible slice of the check's data stage
# (that stage run here: the GPU machine has no pysword, sword texts or spaCy model).
#
#     DEVICE_PYTHON=3.12 bash benchmarks/gpu_check/bundle/make_bundle.sh     # ~1 min
set -euo pipefail
cd "$(dirname "$0")/../../.."
REPO=$PWD
B=$REPO/.gpu
HERE=$REPO/benchmarks/gpu_check/bundle
PY=${PY:-$REPO/.venv/bin/python}
DEVICE_PYTHON=${DEVICE_PYTHON:-3.12}
FAIRSEQ=fairseq-fixed==0.12.3.1

site=$("$PY" -c "import fairseq, os; print(os.path.dirname(os.path.dirname(fairseq.__file__)))")
rm -rf "$B"
mkdir -p "$B/site" "$B/whl" "$B/bin" "$B/sdist"

echo "[bundle] fairseq and its pure-Python dependencies from $site"
for p in fairseq fairseq_cli hydra omegaconf antlr4 sacremoses subword_nmt "fairseq_fixed-${FAIRSEQ#*==}.dist-info"; do
    cp -r "$site/$p" "$B/site/"
done
rm -rf "$B/site/fairseq/examples"
find "$B/site" \( -name '*.so' -o -name __pycache__ \) -prune -exec rm -rf {} +

echo "[bundle] the extensions' sources from the $FAIRSEQ sdist"
"$PY" -m pip download -q --no-deps --no-binary :all: --no-build-isolation "$FAIRSEQ" -d "$B/sdist"
sdist=$(ls "$B"/sdist/*.tar.gz)
top=$(basename "$sdist" .tar.gz)
tar xzf "$sdist" -C "$B/sdist" "$top/fairseq/data/data_utils_fast.pyx" \
    "$top/fairseq/data/token_block_utils_fast.pyx" "$top/fairseq/clib/libbleu"
cp "$B/sdist/$top"/fairseq/data/*.pyx "$B/site/fairseq/data/"
mkdir -p "$B/site/fairseq/clib"
cp -r "$B/sdist/$top/fairseq/clib/libbleu" "$B/site/fairseq/clib/"
rm -rf "$B/sdist"

bitarray=$("$PY" -c "import importlib.metadata as m; print(m.version('bitarray'))")
echo "[bundle] bitarray $bitarray for Python $DEVICE_PYTHON"
"$PY" -m pip download -q --no-deps --only-binary=:all: --python-version "$DEVICE_PYTHON" \
    --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
    --platform manylinux2014_x86_64 -d "$B/whl" "bitarray==$bitarray"

for cmd in train generate preprocess validate interactive; do
    printf '#!/bin/sh\nexec python3 -m fairseq_cli.%s "$@"\n' "$cmd" > "$B/bin/fairseq-$cmd"
    chmod +x "$B/bin/fairseq-$cmd"
done
cp "$HERE/build_ext.py" "$HERE/device_env.sh" "$HERE/run.sh" "$B/"

echo "[bundle] the Bible slice: the check's own data stage, run here (it needs no GPU)"
PATH="$REPO/.venv/bin:$PATH" "$PY" - "$B/work" <<'EOF'
import os
import sys

from benchmarks.gpu_check import check
from benchmarks.gpu_check.runner import Budget, run_stage

work = sys.argv[1]
args = check.parse_args(["--work-dir", work, "--stages", "data", "--total-budget", "1800",
                         "--budget", "data=1800"])
stage = check.stages(args)["data"]
record = run_stage(stage, Budget(stage.budget), os.path.join(work, "data-stage"), os.getcwd(), dict(os.environ))
print(f"[bundle] data stage {record['status']}: {record['summary']}")
sys.exit(record["status"] != "passed")
EOF

echo "[bundle] done: $(du -sh "$B" | cut -f1) in $B; on the GPU machine: bash .gpu/run.sh"
