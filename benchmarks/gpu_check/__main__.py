"""``python -m benchmarks.gpu_check``: ``make gpu-check`` (check.py)."""

import sys

from benchmarks.gpu_check.check import main

sys.exit(main())
