"""README's results table is generated: ``python -m analysis.compare_report --readme-table DIR``
prints it from the committed 2,000-update comparison (``DIR/compare.json``), and README.md
must carry that output unchanged, so that a new recorded run cannot leave it stale."""

import json
import os

from analysis import compare_report
from utils import REPO

RESULTS = os.path.join(REPO, "docs", "results", "bible_compare", "updates_2000")
HEADER = "| arch | params | BLEU ± 95% CI | chrF ± 95% CI | p vs "


def readme_table():
    """The Markdown table of README.md that starts with :data:`HEADER`, as written."""
    with open(os.path.join(REPO, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith(HEADER)]
    assert len(starts) == 1, f"README.md has {len(starts)} results summary tables"
    table = []
    for line in lines[starts[0]:]:
        if not line.startswith("|"):
            break
        table.append(line)
    return "\n".join(table) + "\n"


def test_readme_results_table_is_the_generated_one():
    with open(os.path.join(RESULTS, "compare.json"), encoding="utf-8") as f:
        expected = compare_report.readme_table(json.load(f))
    assert readme_table() == expected, (
        "README.md's results table differs from what\n"
        "  python -m analysis.compare_report --readme-table docs/results/bible_compare/updates_2000\n"
        "prints; paste that output into README.md:\n" + expected)


def _row(arch, bleu, chrf, p=None):
    def metric(score):
        m = {"score": score, "mean": score, "ci": 1.0}
        if p is not None:
            m.update(p=p, significant=p < compare_report.SIGNIFICANCE)
        return m
    return {"arch": arch, "extra_flags": "", "params": 7_560_000, "bleu": metric(bleu),
            "chrf": metric(chrf)}


def test_readme_table_orders_rows_and_marks_significance():
    report = {"baseline": "base", "settings": {"seed": "1"}, "systems": [
        _row("base", 30.0, 50.0), _row("worse", 20.0, 40.0, p=0.001),
        _row("level", 30.1, 50.2, p=0.3), _row("better", 33.0, 54.0, p=0.001)]}
    assert compare_report.readme_table(report).splitlines() == [
        "| arch | params | BLEU ± 95% CI | chrF ± 95% CI | p vs base (BLEU / chrF) | seeds |",
        "|---|---|---|---|---|---|",
        "| base | 7.6M | 30.00 ± 1.00 | 50.00 ± 1.00 | (baseline) | 1 |",
        "| better | 7.6M | 33.00 ± 1.00 | 54.00 ± 1.00 | 0.001* / 0.001* | 1 |",
        "| level | 7.6M | 30.10 ± 1.00 | 50.20 ± 1.00 | 0.300 / 0.300 | 1 |",
        "| worse | 7.6M | 20.00 ± 1.00 | 40.00 ± 1.00 | 0.001* / 0.001* | 1 |",
    ]
