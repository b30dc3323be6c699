# msfairseq: `make test` runs the whole test suite (every tier: what CI runs), `make test-fast`
# its fast tier (what a bare `pytest tests` runs), `make demo` the Bible example end to end,
# `make bench` the benchmarks. Each target first installs what it needs into $(VENV).
#
# GPU users: pick your torch build, e.g. `make install TORCH_SPEC="torch==2.11.0"`,
# or install torch yourself into the venv first (an installed torch is kept).

PYTHON     ?= python3
VENV       ?= .venv
TORCH_SPEC ?= torch==2.13.0
EXTRAS     ?= test,parse,kernels,plots,data
DEMO_ARCH  ?= muse_base
PYTEST_ARGS ?= -n 2

PY    := $(VENV)/bin/python
PIP   := $(PY) -m pip
STAMP := $(VENV)/.msfairseq-installed

.PHONY: install test test-fast demo bench gpu-check clean

install: $(STAMP)

$(STAMP): setup.py msfairseq/version.py
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@# torch first: left to the resolver, a bare `torch` may pull a multi-GB CUDA build.
	$(PY) -c "import torch" 2>/dev/null || $(PIP) install "$(TORCH_SPEC)"
	@# fairseq-fixed is an sdist with C/Cython extensions; build it against the
	@# installed torch and numpy<2 instead of an isolated env (which would fetch torch again).
	$(PIP) install setuptools wheel cython "numpy<2"
	$(PY) -c "import fairseq" 2>/dev/null || $(PIP) install --no-build-isolation fairseq-fixed==0.12.3.1
	$(PIP) install -e ".[$(EXTRAS)]"
	touch $(STAMP)

test: install
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/pytest -q $(PYTEST_ARGS) --all-tiers tests

test-fast: install
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/pytest -q $(PYTEST_ARGS) tests

demo: install
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" bash examples/bible_en_es/demo.sh $(DEMO_ARCH)

bench: install
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" bash benchmarks/bench_all.sh

# On a CUDA machine: kernel and FlexAttention tests, kernel timings, bf16/fp16 training of every
# family, in under 10 minutes (docs/kernels.md); without CUDA it says so and exits 0.
gpu-check: install
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) -m benchmarks.gpu_check $(GPU_CHECK_ARGS)

clean:
	rm -rf examples/bible_en_es/work bench/results .pytest_cache
