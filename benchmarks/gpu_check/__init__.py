"""``make gpu-check``: msfairseq's GPU paths checked in one command on a CUDA machine
(docs/kernels.md).

==================  ===========================================================================
module              role
==================  ===========================================================================
``check.py``        the command line, the stages and their budgets; ``python -m
                    benchmarks.gpu_check`` runs its ``main``
``runner.py``       runs the stages' commands under the budgets (no torch: any machine)
``report.py``       each stage's outputs read into a summary; ``gpu_check.{json,md}``
``flex.py``         the ``flex`` stage: FlexAttention paths against their references
``fairseq_conv.py`` the ``fairseq-conv`` stage: the convolution kernel against fairseq's CUDA one
``train.py``        the ``train`` stage: every family trained in bf16 and fp16, then translating
``bundle/``         ``make_bundle.sh``: what the check needs on a GPU machine without network
==================  ===========================================================================
"""
