"""The comparisons' reports and significance tests, the studies' checks and the papers' plots.

Each module is a script run from the repository root as a module, ``python -m
analysis.compare_report ...`` (docs/results/README.md lists them); the scripts, the
benchmarks and the tests import each other as ``from analysis import compare_results``.
A package of the checkout only: ``pip install`` ships ``msfairseq`` alone.
"""
