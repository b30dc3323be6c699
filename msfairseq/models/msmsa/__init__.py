"""msmsa family."""

from . import model  # noqa: F401  (registers the model and its archs)
