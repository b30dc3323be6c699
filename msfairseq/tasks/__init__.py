"""Tasks. Every module in this package registers its task.

fairseq's ``--user-dir`` loader imports this package's modules itself; importing
``msfairseq`` directly (tests, scripts) does the same here.
"""

import importlib
import os

for _file in sorted(os.listdir(os.path.dirname(__file__))):
    if _file.endswith(".py") and not _file.startswith("_"):
        importlib.import_module(f"{__name__}.{_file[:-3]}")
