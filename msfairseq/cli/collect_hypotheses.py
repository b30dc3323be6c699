"""Turn ``fairseq-generate`` output into exactly one hypothesis per input line.

``fairseq-generate`` prints hypotheses in batch order and, when an input is too
long for the model, can leave it out without a warning (its summary BLEU then
covers only what it printed). This tool reorders the ``H-<id>`` lines by
id and fails, naming the missing line numbers, unless every input line
``0 .. N-1`` has exactly one hypothesis.

    fairseq-generate ... > gen.out
    msfairseq-collect-hypotheses gen.out --num-inputs "$(wc -l < test.en)" > hyp.txt

(``python -m msfairseq.cli.collect_hypotheses`` runs the same.)
"""

import argparse
import sys


def collect(lines, num_inputs, prefix="H"):
    """Return the hypotheses of ids ``0 .. num_inputs-1`` in order, or raise ValueError."""
    hyps = {}
    tag = prefix + "-"
    for lineno, line in enumerate(lines, start=1):
        if not line.startswith(tag):
            continue
        fields = line.rstrip("\n").split("\t")
        sent_id = int(fields[0][len(tag):])
        if sent_id in hyps:
            raise ValueError(f"line {lineno}: a second hypothesis for input {sent_id} (use --nbest 1)")
        hyps[sent_id] = fields[2] if len(fields) > 2 else ""
    missing = [i for i in range(num_inputs) if i not in hyps]
    extra = sorted(i for i in hyps if not 0 <= i < num_inputs)
    if missing or extra:
        shown = ", ".join(str(i + 1) for i in missing[:20])
        raise ValueError(
            f"{len(missing)} of {num_inputs} input lines have no hypothesis "
            f"(1-based lines: {shown}{' ...' if len(missing) > 20 else ''})"
            + (f"; ids beyond the input: {extra[:20]}" if extra else "")
            + ". Check --max-source-positions / --skip-invalid-size-inputs-valid-test."
        )
    return [hyps[i] for i in range(num_inputs)]


def get_parser():
    parser = argparse.ArgumentParser(prog="msfairseq-collect-hypotheses",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("generate_output", help="file with fairseq-generate's stdout")
    parser.add_argument("--num-inputs", type=int, required=True, help="number of input lines")
    parser.add_argument("--prefix", default="H", help="line prefix to collect: H (default) or D")
    return parser


def main(argv=None):
    args = get_parser().parse_args(argv)
    with open(args.generate_output, encoding="utf-8") as f:
        try:
            hyps = collect(f, args.num_inputs, args.prefix)
        except ValueError as err:
            sys.exit(f"{args.generate_output}: {err}")
    sys.stdout.write("".join(h + "\n" for h in hyps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
