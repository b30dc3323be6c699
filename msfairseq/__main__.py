"""Print the directory to pass to fairseq's ``--user-dir``.

    fairseq-train ... --user-dir "$(msfairseq-userdir)"
    fairseq-train ... --user-dir "$(python -m msfairseq --user-dir)"

Either works from any working directory once msfairseq is installed, and answers
at once: started this way, the package imports neither torch nor fairseq
(``msfairseq/__init__.py``).
"""

import argparse
import os
import sys

USER_DIR = os.path.dirname(os.path.abspath(__file__))


def main(argv=None):
    prog = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    console_script = prog.startswith("msfairseq-")
    parser = argparse.ArgumentParser(prog=prog if console_script else "python -m msfairseq",
                                     description="Print the directory to pass to fairseq's --user-dir.")
    parser.add_argument(
        "--user-dir", action="store_true",
        help="print the directory to pass to fairseq's --user-dir and exit"
             + (" (what msfairseq-userdir does without it too)" if console_script else ""),
    )
    args = parser.parse_args(argv)
    if args.user_dir or console_script:
        print(USER_DIR)
        return 0
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
