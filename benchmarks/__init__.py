"""Speed and memory benchmarks: each ``bench_*`` module prints a table and writes JSON to
``bench/results/``; ``gpu_check/`` is ``make gpu-check``.

Each script runs from the repository root as a module, ``python -m benchmarks.bench_muse ...``
(``make bench`` runs them all, docs/benchmarks.md lists them); the scripts and the tests
import each other as ``from benchmarks import benchlib``. A package of the checkout only:
``pip install`` ships ``msfairseq`` alone.
"""
