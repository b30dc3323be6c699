# On the GPU machine, from the checkout's root: bash .gpu/run.sh [python -m benchmarks.gpu_check arguments].
# Sets up fairseq beside the machine's torch, runs python -m benchmarks.gpu_check on the bundled
# Bible slice, and copies the report (and the stages' logs, as stages.tgz) to $OUT if set.
cd "$(dirname "$0")/.." || exit 2
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
. .gpu/device_env.sh || { echo "gpu-check: setting up fairseq failed"; exit 3; }
python3 -m benchmarks.gpu_check --work-dir .gpu/work "$@"
rc=$?
if [ -n "${OUT:-}" ]; then
    R=bench/results/gpu_check
    cp "$R/gpu_check.md" "$R/gpu_check.json" "$OUT"/ 2>/dev/null
    tar czf "$OUT/stages.tgz" -C "$R" stages 2>/dev/null
fi
exit $rc
