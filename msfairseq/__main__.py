"""Command line helpers: ``python -m msfairseq --user-dir`` prints the plugin path.

Use it as ``fairseq-train ... --user-dir "$(python -m msfairseq --user-dir)"``
from any working directory once msfairseq is installed.
"""

import argparse
import os
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m msfairseq", description=__doc__)
    parser.add_argument(
        "--user-dir",
        action="store_true",
        help="print the directory to pass to fairseq's --user-dir and exit",
    )
    args = parser.parse_args(argv)
    if args.user_dir:
        # Do not import the package here: printing the path must stay instant.
        print(os.path.dirname(os.path.abspath(__file__)))
        return 0
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
