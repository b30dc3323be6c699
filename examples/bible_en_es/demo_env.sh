# Sourced by demo.sh (and tests/test_demo.py): the demo's model size and the environment that
# makes its training give the same model on every run.
#
# Determinism: the same thread count everywhere (a 16-core machine sums as a 2-core one
# does), no data-loader processes, a fixed Python hash seed; fairseq seeds the rest.
THREADS="${THREADS:-2}"
export OMP_NUM_THREADS="$THREADS" MKL_NUM_THREADS="$THREADS" PYTHONHASHSEED=0
# The same vector kernels everywhere: torch, MKL and oneDNN pick theirs by the CPU's
# instruction set, and AVX-512 kernels sum in another order than AVX2 ones (400 updates on
# an AVX-512 CPU gave BLEU 14.69 without these caps). MKL also picks by the CPU's vendor: its
# conditional numerical reproducibility mode (MKL_CBWR) runs one AVX2 code path on every CPU
# that has AVX2 (on an AMD EPYC the weights after 20 updates differ by 7e-5 with and without
# it). Only on a CPU that has AVX2 (torch takes ATEN_CPU_CAPABILITY as given); set any of
# them yourself to override.
if grep -qw avx2 /proc/cpuinfo 2>/dev/null; then
    export ATEN_CPU_CAPABILITY="${ATEN_CPU_CAPABILITY:-avx2}" MKL_CBWR="${MKL_CBWR:-AVX2,STRICT}" \
        MKL_ENABLE_INSTRUCTIONS="${MKL_ENABLE_INSTRUCTIONS:-AVX2}" ONEDNN_MAX_CPU_ISA="${ONEDNN_MAX_CPU_ISA:-AVX2}"
fi
# 3+3 layers, d 256, FFN 1024, 4 heads, shared embeddings: learns something in minutes on CPU
DEMO_DIMS="--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 --encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 --decoder-attention-heads 4 --share-all-embeddings"
# The CPU this machine reports, as the expected values name it
DEMO_CPU="$(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//')"
