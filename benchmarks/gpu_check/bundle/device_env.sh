# Sourced by run.sh on the GPU machine, in the checkout's root: bitarray from .gpu/whl,
# fairseq from .gpu/site with its extensions built for this Python, msfairseq from the checkout.
G=$PWD/.gpu
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/gpu-site "$G"/whl/*.whl || return 1
export PYTHONPATH=$G/site:/tmp/gpu-site:$PWD PATH=$G/bin:$PATH
python3 "$G/build_ext.py" > /tmp/gpu-build-ext.log 2>&1 || { tail -30 /tmp/gpu-build-ext.log; return 1; }
python3 -c "import fairseq, msfairseq, torch, triton
from fairseq import libbleu
from fairseq.data import data_utils_fast, token_block_utils_fast
print('gpu-check environment:', torch.cuda.get_device_name(), 'torch', torch.__version__, 'triton', triton.__version__)" || return 1
