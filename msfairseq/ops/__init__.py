"""Kernels: each op has ``reference.py`` (plain PyTorch), an optional fast path and one dispatch."""
