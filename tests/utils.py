"""Test helpers; the model builders live in :mod:`msfairseq.testing`."""

import os

from msfairseq.testing import (  # noqa: F401  (re-exported for tests)
    USER_DIR,
    build_task_and_model,
    make_dict_dir,
    parse_train_args,
    random_batch,
    write_dict,
)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
