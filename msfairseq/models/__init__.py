"""Model families, one package each. Every package registers its model and archs.

fairseq's ``--user-dir`` loader imports this package's subpackages itself; importing
``msfairseq`` directly (tests, scripts) does the same here.
"""

import importlib
import os

_HERE = os.path.dirname(__file__)
for _name in sorted(os.listdir(_HERE)):
    if not _name.startswith(("_", ".")) and os.path.isfile(os.path.join(_HERE, _name, "__init__.py")):
        importlib.import_module(f"{__name__}.{_name}")
