"""The msfairseq version: the one place it is written.

``setup.py`` reads it from this file without importing the package; every
family model records it in its args when training parses them
(``msfairseq_version``, see :mod:`msfairseq.modules.autocast`), so a checkpoint
says which msfairseq wrote it; one without the key was written before versions
were recorded.
"""

__version__ = "0.2.0"
