"""Command-line tools that pip's fairseq does not ship (its ``scripts/`` folder is
not part of the package). Each module runs as ``python -m msfairseq.cli.<tool>``
and is installed as a ``msfairseq-<tool>`` console script."""
