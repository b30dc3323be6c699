"""Log each op-dispatch decision once per process (which path runs, why it fell back)."""

import logging


def log_once(logger, seen, key, msg, *args, level=logging.INFO):
    """``logger.log(level, msg, *args)`` unless ``key`` is already in the set ``seen``.

    Each op keeps its own ``seen`` set (module-level ``_logged``), which tests clear.
    """
    if key not in seen:
        seen.add(key)
        logger.log(level, msg, *args)
