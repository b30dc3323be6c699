"""``make gpu-check``'s results: each stage's outputs read into a summary and tables,
and the whole written as ``gpu_check.json`` and ``gpu_check.md``.

A summarizer takes ``(stage_dir, record)`` (the stage's folder and its run record)
and returns ``(ok, summary text, tables)``, a table being ``{"title", "columns",
"rows"}`` with rows as dicts. No torch import here: this runs on any machine.
"""

import glob
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET

JSON_NAME, MD_NAME = "gpu_check.json", "gpu_check.md"


def table(title, columns, rows):
    return {"title": title, "columns": list(columns), "rows": list(rows)}


def _load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# ------------------------------------------------------------------ summarizers

def summarize_data(bible, settings):
    """The data stage: the slice is complete; stamp it with ``settings`` for reuse."""
    def summarize(stage_dir, record):
        needed = [os.path.join(bible, "data-bin", f) for f in ("dict.en.txt", "test.en-es.wb.en.idx")]
        missing = [p for p in needed if not os.path.exists(p)]
        if missing:
            return False, "missing after preparing: " + ", ".join(missing), []
        with open(os.path.join(bible, "gpu_check_data.json"), "w", encoding="utf-8") as f:
            json.dump(settings, f)
        sizes = ", ".join(f"{k.lower()} {v}" for k, v in settings.items())
        return True, f"Bible slice ({sizes}) with UMST side files in {bible}", []
    return summarize


def pytest_outcomes(stage_dir):
    """``[(test id, outcome, message)]`` from junit.xml, or from the ``-v`` log when
    pytest was killed before writing it (then without messages)."""
    xml = os.path.join(stage_dir, "junit.xml")
    if os.path.exists(xml):
        out = []
        for case in ET.parse(xml).getroot().iter("testcase"):
            name = f"{case.get('classname', '')}::{case.get('name', '')}"
            outcome, message = "passed", ""
            for tag in ("failure", "error", "skipped"):
                child = case.find(tag)
                if child is not None:
                    outcome = {"failure": "failed", "error": "error", "skipped": "skipped"}[tag]
                    message = (child.get("message") or child.text or "").strip().splitlines()
                    message = message[0][:200] if message else ""
                    break
            out.append((name, outcome, message))
        return out
    log = os.path.join(stage_dir, "log.txt")
    if not os.path.exists(log):
        return []
    with open(log, encoding="utf-8", errors="replace") as f:
        found = re.findall(r"^(\S+::\S+) (PASSED|FAILED|SKIPPED|ERROR)", f.read(), re.M)
    return [(name, outcome.lower(), "") for name, outcome in found]


def summarize_pytest(stage_dir, record):
    outcomes = pytest_outcomes(stage_dir)
    counts = {}
    for _, outcome, _ in outcomes:
        counts[outcome] = counts.get(outcome, 0) + 1
    text = ", ".join(f"{counts[k]} {k}" for k in ("passed", "failed", "error", "skipped") if k in counts)
    bad = [(n, o, m) for n, o, m in outcomes if o != "passed"]
    rows = [{"test": n, "outcome": o, "message": m.replace("|", "/")} for n, o, m in bad]
    ok = counts.get("passed", 0) > 0 and not counts.get("failed") and not counts.get("error")
    tables = [table("kernel tests on CUDA: every test that did not pass", ["test", "outcome", "message"], rows)]
    return ok, text or "no test ran", tables if rows else []


def summarize_flex(stage_dir, record):
    path = os.path.join(stage_dir, "flex.json")
    if not os.path.exists(path):
        return False, "no flex.json written", []
    rows = _load(path).get("rows", [])
    passed = sum(1 for r in rows if r.get("ok"))
    cols = ["op", "case", "dtype", "out err", "out bound", "grad err", "grad bound", "ok", "seconds", "error"]
    ok = bool(rows) and passed == len(rows)
    return ok, f"{passed} of {len(rows)} cases within the bound", [
        table("FlexAttention on CUDA vs the float64 reference (fwd, bwd)", cols, rows)]


CONV_COLS = ["T", "K", "dtype", "triton fwd ms", "triton fwd+bwd ms", "triton fwd %peak", "triton fwd+bwd %peak",
             "reference / triton", "fairseq unfold / triton", "triton err"]
BPT_COLS = ["n", "edges/n", "dtype", "triton fwd ms", "triton fwd+bwd ms", "triton fwd %peak",
            "triton fwd+bwd %peak", "reference / triton", "sdpa / triton", "sdpa fwd+bwd %peak", "triton err"]


def summarize_bench(stage_dir, record):
    files = sorted(glob.glob(os.path.join(stage_dir, "kernels-*.json")))
    if not files:
        return False, "no bench_kernels.py results written", []
    conv, bpt, skipped, peak = [], [], [], None
    for path in files:
        data = _load(path)
        if "timings_skipped" in data:
            skipped.append(data["timings_skipped"])
        conv += data.get("dynamicconv", [])
        bpt += data.get("bpt_attention", [])
        peak = data.get("peak_gbps") or peak
    fell_back = [r for r in conv if not r.get("triton runs", True)]
    ok = not skipped and not fell_back and bool(conv) and bool(bpt)
    parts = [f"{len(conv)} dynamic-convolution and {len(bpt)} BPT rows from {len(files)} runs"]
    parts.append(f"peak DRAM {peak:,.0f} GB/s" if peak else "peak DRAM unknown")
    if skipped:
        parts.append("timings skipped: " + "; ".join(sorted(set(skipped))))
    if fell_back:
        parts.append(f"{len(fell_back)} rows where the Triton convolution did not run")
    return ok, "; ".join(parts), [
        table("dynamic convolution (B 8, C 512, H 8): median ms, % of peak DRAM bandwidth; "
              "x / triton = fwd+bwd time ratio", CONV_COLS, conv),
        table("BPT sparse attention (k 4, H 8, D 64) vs dense SDPA over the n tokens", BPT_COLS, bpt)]


def summarize_fairseq(stage_dir, record):
    path = os.path.join(stage_dir, "fairseq_conv.json")
    if not os.path.exists(path):
        return False, "no fairseq_conv.json written", []
    data = _load(path)
    if not data.get("available"):
        return True, "fairseq's CUDA dynamicconv_layer not built: " + data.get("reason", "?"), []
    rows = data.get("rows", [])
    cols = ["T", "K", "dtype", "triton fwd+bwd ms", "fairseq cuda fwd+bwd ms", "fairseq cuda / triton",
            "fairseq cuda fwd %peak", "triton fwd %peak", "triton err", "fairseq cuda err", "triton error",
            "fairseq cuda error"]
    errors = [r for r in rows if "triton error" in r or "fairseq cuda error" in r]
    summary = f"{len(rows)} rows" + (f", {len(errors)} with errors" if errors else "")
    return bool(rows) and not errors, summary, [
        table("dynamic convolution: the Triton kernel vs fairseq's CUDA dynamicconv_layer", cols, rows)]


TRAIN_COLS = ["arch", "precision", "status", "updates", "train loss", "valid loss", "train s", "translated",
              "generate s"]


def summarize_train(stage_dir, record):
    path = os.path.join(stage_dir, "train.json")
    if not os.path.exists(path):
        return False, "no train.json written", []
    data = _load(path)
    rows, planned = data.get("rows", []), data.get("planned", [])
    good = [r for r in rows if r.get("status") == "ok"]
    ok = bool(planned) and len(good) == len(planned)
    summary = f"{len(good)} of {len(planned)} runs trained and translated"
    bad = [f"{r['arch']} {r['precision']}: {r.get('error', r.get('status'))}" for r in rows if r not in good]
    if bad:
        summary += "; " + "; ".join(bad)
    return ok, summary, [table("training a few dozen updates, then fairseq-generate on the test verses",
                               TRAIN_COLS, rows)]


# ----------------------------------------------------------------- the writers

def _fmt(value):
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, bool):
        return "yes" if value else "**no**"
    return str(value).replace("|", "/").replace("\n", " ")


def markdown_table(columns, rows):
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    return lines + ["| " + " | ".join(_fmt(r.get(c, "")) for c in columns) + " |" for r in rows]


def overall(records):
    return "passed" if records and all(r["status"] == "passed" for r in records) else "failed"


def markdown(header, records):
    """The report: what ran where, one line per stage, then the stages' tables."""
    env = [f"{k} {header[k]}" for k in ("torch", "cuda", "triton", "fairseq", "driver") if header.get(k)]
    peak = header.get("peak_gbps")
    lines = [f"## make gpu-check on {header.get('device', '?')}", "",
             f"{header.get('started', '?')}, commit {header.get('commit', '?')}; " + ", ".join(env)
             + (f"; peak DRAM {peak:,.0f} GB/s" if peak else "") + ".",
             f"Result: **{overall(records)}** in {header.get('elapsed_s', 0):.0f} s "
             f"(budget {header.get('total_budget_s', 0):g} s).", ""]
    stage_rows = [{"stage": r["name"], "status": r["status"] if r["status"] == "passed" else f"**{r['status']}**",
                   "s (budget)": f"{r.get('seconds', 0):.0f} ({r.get('budget_s', 0):g})",
                   "summary": r.get("summary", "")} for r in records]
    lines += markdown_table(["stage", "status", "s (budget)", "summary"], stage_rows)
    for r in records:
        for t in r.get("tables", []):
            if t["rows"]:
                lines += ["", f"### {r['name']}: {t['title']}", ""] + markdown_table(t["columns"], t["rows"])
    return "\n".join(lines) + "\n"


def write(out_dir, header, records, quiet=False):
    """Write ``gpu_check.json`` and ``gpu_check.md`` into ``out_dir``; their paths.
    Prints the Markdown unless ``quiet``."""
    os.makedirs(out_dir, exist_ok=True)
    json_path, md_path = os.path.join(out_dir, JSON_NAME), os.path.join(out_dir, MD_NAME)
    with open(json_path, "w", encoding="utf-8") as f:
        json.dump(dict(header, result=overall(records), stages=records), f, indent=2)
    text = markdown(header, records)
    with open(md_path, "w", encoding="utf-8") as f:
        f.write(text)
    if not quiet:
        print(text, flush=True)
    return json_path, md_path


def _run(argv, cwd=None):
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=20).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def environment(repo):
    """Where the numbers come from: device, peak bandwidth, versions, commit (CUDA only)."""
    import importlib.metadata as md

    import torch

    props = torch.cuda.get_device_properties(0)
    env = {"device": torch.cuda.get_device_name(0), "capability": "sm_%d%d" % (props.major, props.minor),
           "memory_gib": round(props.total_memory / 2**30, 1), "sms": props.multi_processor_count,
           "torch": torch.__version__, "cuda": torch.version.cuda}
    for dist in ("triton", "fairseq-fixed"):
        try:
            env[dist.split("-")[0]] = md.version(dist)
        except md.PackageNotFoundError:
            pass
    try:
        import triton.testing

        env["peak_gbps"] = triton.testing.get_dram_gbps()
    except Exception:  # no triton, or a triton without it: bench_kernels.py reports its own
        pass
    env["driver"] = _run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]).split("\n")[0]
    commit = _run(["git", "rev-parse", "--short", "HEAD"], cwd=repo)
    dirty = _run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=repo)
    env["commit"] = (commit or "?") + (" (with uncommitted changes)" if dirty else "")
    return env
