"""``make gpu-check`` (benchmarks/gpu_check/): the logic that runs on any machine.

The arguments and the plan, the one-line exit without CUDA, the stage runner (budgets,
killed and failing stages, the stages after them), and the JSON / Markdown writer on
fabricated stage results. What the stages do on a GPU is checked only on a GPU.
"""

import importlib.util
import json
import os
import subprocess
import sys
import time

import pytest

from benchmarks.gpu_check import check as gpu_check
from benchmarks.gpu_check import report
from benchmarks.gpu_check.runner import Budget, Command, Stage, check_plan, exit_code, run_phases
from benchmarks.gpu_check.train import read_train_log
from utils import REPO

PY = sys.executable


# ---------------------------------------------------------------- arguments and plan

def test_defaults_fit_in_ten_minutes():
    args = gpu_check.parse_args([])
    assert args.stages == list(gpu_check.STAGES) and args.budgets == gpu_check.BUDGETS
    plan = gpu_check.phases(args)
    assert [[s.name for s in p] for p in plan] == [list(p) for p in gpu_check.PHASES]
    # the phases' budgets fit the total, and the total leaves a margin under 600 s
    assert sum(max(s.budget for s in p) for p in plan) <= args.total_budget < 600
    train = plan[-1][0]
    argv = " ".join(train.commands[0].argv)
    assert "--archs msmsa_transformer,muse_base,bpt_mt,umst_base,da_transformer" in argv
    assert "--precisions bf16,fp16" in argv and train.needs == ("data",)
    bench = plan[1][0]
    assert len(bench.commands) == 3  # one bench_kernels run per dtype: a timeout loses one
    assert all("--lengths 512,1024,2048,4096,8192" in " ".join(c.argv) for c in bench.commands)


@pytest.mark.parametrize("argv,message", [
    (["--stages", "bench,nope"], "unknown nope"),
    (["--stages", ","], "comma-separated"),
    (["--budget", "train"], "STAGE=SECONDS"),
    (["--budget", "gpu=10"], "STAGE=SECONDS"),
    (["--budget", "train=abc"], "must be a number"),
    (["--budget", "train=0"], "must be positive"),
    (["--budget", "train=400"], "over --total-budget 570"),
    (["--total-budget", "100"], "--budget STAGE=SECONDS"),
    (["--updates", "0"], "--updates must be at least 1"),
    (["--lengths", "512,x"], "--lengths"),
    (["--precisions", "fp8"], "unknown fp8"),
])
def test_bad_arguments_are_refused_with_the_flag_to_change(capsys, argv, message):
    with pytest.raises(SystemExit) as e:
        gpu_check.parse_args(argv)
    assert e.value.code == 2
    assert message in capsys.readouterr().err


def test_budget_override_and_stage_subset():
    args = gpu_check.parse_args(["--stages", "train,bench", "--budget", "train=300", "--budget", "bench=60"])
    plan = gpu_check.phases(args)
    assert [[s.name for s in p] for p in plan] == [["bench"], ["train"]]  # the plan's order
    assert plan[0][0].budget == 60 and plan[1][0].budget == 300
    assert plan[1][0].needs == ()  # data not selected: not waited for
    args = gpu_check.parse_args(["--stages", "data,train"])
    assert gpu_check.phases(args)[-1][0].needs == ("data",)


def test_dry_run_prints_the_plan_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "out"
    assert gpu_check.main(["--dry-run", "--out-dir", str(out), "--stages", "kernel-tests,bench"]) == 0
    text = capsys.readouterr().out
    assert "kernel-tests: 200 s" in text and "bench: 130 s" in text and "train" not in text
    assert "test_flex_backward_matches_reference_cuda" in text
    assert "-m benchmarks.bench_kernels --no-builds" in text
    assert not out.exists()


def test_every_stage_runs_a_module_or_file_that_exists():
    """The stages' commands can only run on a GPU: what they start is checked here."""
    started = set()
    for phase in gpu_check.phases(gpu_check.parse_args([])):
        for stage in phase:
            for command in stage.commands:
                argv = [str(a) for a in command.argv]
                if argv[1] == "-m":
                    assert importlib.util.find_spec(argv[2]) is not None, argv
                    started.add(argv[2])
                elif argv[0] == "bash":
                    assert os.path.isfile(argv[1]), argv
    assert {"pytest", "benchmarks.bench_kernels", "benchmarks.gpu_check.flex",
            "benchmarks.gpu_check.fairseq_conv", "benchmarks.gpu_check.train"} <= started
    for path in gpu_check.KERNEL_TESTS + gpu_check.FLEX_CUDA_TESTS:
        assert os.path.isfile(os.path.join(REPO, path.split("::")[0])), path


def test_without_cuda_one_line_and_exit_0(tmp_path):
    out = tmp_path / "out"
    proc = subprocess.run([PY, "-m", "benchmarks.gpu_check", "--out-dir", str(out)],
                          env=dict(os.environ, CUDA_VISIBLE_DEVICES=""), capture_output=True, text=True,
                          timeout=300, cwd=REPO)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [gpu_check.NO_CUDA]
    assert not out.exists()


def test_data_stage_is_reused_only_with_the_same_settings(tmp_path):
    bible = tmp_path / "bible"
    (bible / "data-bin").mkdir(parents=True)
    (bible / "data-bin" / "test.en-es.wb.en.idx").write_text("")
    assert not gpu_check.data_ready(str(tmp_path))
    ok, _, _ = report.summarize_data(str(bible), gpu_check.DATA)(str(tmp_path), {})
    assert not ok  # dict.en.txt missing: not stamped
    (bible / "data-bin" / "dict.en.txt").write_text("")
    ok, summary, _ = report.summarize_data(str(bible), gpu_check.DATA)(str(tmp_path), {})
    assert ok and str(bible) in summary and gpu_check.data_ready(str(tmp_path))
    (bible / "gpu_check_data.json").write_text(json.dumps(dict(gpu_check.DATA, MAX_TRAIN="5")))
    assert not gpu_check.data_ready(str(tmp_path))


# ---------------------------------------------------------------- budgets and the runner

class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_budget_cuts_each_stage_at_the_total_deadline():
    clock = FakeClock()
    budget = Budget(100, clock=clock)
    assert budget.stage_timeout(30) == 30
    clock.now += 80
    assert budget.stage_timeout(30) == 20 and budget.elapsed() == 80
    clock.now += 50
    assert budget.stage_timeout(30) == 0 and budget.remaining() == -30


def test_plan_check_counts_concurrent_stages_once():
    def stage(name, seconds):
        return Stage(name, seconds, [])

    check_plan([[stage("a", 50), stage("b", 40)], [stage("c", 50)]], 100)  # 50 + 50
    with pytest.raises(ValueError, match="add up to 110 s"):
        check_plan([[stage("a", 50), stage("b", 60)], [stage("c", 50)]], 100)


def _py(code):
    return [PY, "-c", code]


def test_a_failing_or_hung_stage_is_recorded_and_the_rest_still_run(tmp_path):
    pids = tmp_path / "pids"
    # a hung stage whose command started a child: the whole process group must go
    hang = ("import subprocess, sys, time; c = subprocess.Popen([sys.executable, '-c', 'import time; "
            f"time.sleep(600)']); open({str(pids)!r}, 'w').write(str(c.pid)); time.sleep(600)")
    deadline = tmp_path / "deadline"
    plan = [
        [Stage("fails", 30, [Command("exit 3", _py("import sys; sys.exit(3)")),
                             Command("never", _py("raise SystemExit('not reached')"))]),
         Stage("hangs", 3, [Command("sleep", _py(hang))])],
        [Stage("after-fail", 30, [Command("ok", _py(""))], needs=("fails",))],
        [Stage("passes", 30, [Command("env", _py(
            f"import os; open({str(deadline)!r}, 'w').write(os.environ['GPU_CHECK_DEADLINE'])"))])],
    ]
    seen = []
    records = run_phases(plan, Budget(200), str(tmp_path / "out"), REPO, dict(os.environ), on_record=seen.append)
    by = {r["name"]: r for r in records}
    assert [r["name"] for r in records] == ["fails", "hangs", "after-fail", "passes"]
    assert sorted(r["name"] for r in seen) == sorted(by)
    assert by["fails"]["status"] == "failed" and "exited with 3" in by["fails"]["summary"]
    assert len(by["fails"]["commands"]) == 1  # the stage stops at its failing command
    assert by["hangs"]["status"] == "timed out" and by["hangs"]["commands"][0]["timed_out"]
    with pytest.raises(ProcessLookupError):  # the child of the killed command is gone too
        for _ in range(50):
            os.kill(int(pids.read_text()), 0)
            time.sleep(0.1)
    assert by["after-fail"]["status"] == "skipped" and "fails did not pass" in by["after-fail"]["summary"]
    assert by["passes"]["status"] == "passed"
    assert float(deadline.read_text()) > time.time()  # the stage scripts' deadline, in the future
    assert (tmp_path / "out" / "stages" / "fails" / "log.txt").exists()
    assert exit_code(records) == 1 and exit_code([by["passes"]]) == 0


def test_stage_not_started_without_time_left_and_summarizer_decides(tmp_path):
    clock = FakeClock()
    budget = Budget(3, clock=clock)
    summary = Stage("summarized", 30, [Command("ok", _py(""))],
                    summarize=lambda d, r: (False, "1 of 2 runs failed", [report.table("t", ["a"], [{"a": 1}])]))
    broken = Stage("broken", 30, [Command("ok", _py(""))], summarize=lambda d, r: 1 / 0)
    late = Stage("late", 30, [Command("ok", _py(""))])
    records = run_phases([[summary], [broken], [late]], budget, str(tmp_path), REPO, dict(os.environ))
    # the fake clock never moves: 3 s left is under the 5 s a stage needs to start
    assert [r["status"] for r in records] == ["skipped"] * 3
    budget = Budget(300)
    records = run_phases([[summary], [broken]], budget, str(tmp_path), REPO, dict(os.environ))
    assert records[0]["status"] == "failed" and records[0]["summary"] == "1 of 2 runs failed"
    assert records[0]["tables"][0]["rows"] == [{"a": 1}]
    assert records[1]["status"] == "failed" and "ZeroDivisionError" in records[1]["summary"]


# ---------------------------------------------------------------- summaries and the writer

JUNIT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="3">
<testcase classname="tests.test_dynamicconv_triton" name="test_kernel_half_precision[dtype0]" time="0.1"/>
<testcase classname="tests.test_bpt_attention_triton" name="test_kernel_matches_reference_bpt_like[3]" time="0.2">
<failure message="AssertionError: dq: Tensor-likes are not close! | x">trace</failure></testcase>
<testcase classname="tests.test_bpt_model_triton" name="test_model_triton_equals_reference[False]" time="0">
<skipped type="pytest.skip" message="kernel-vs-reference on CPU: runs with TRITON_INTERPRET=1">skip</skipped>
</testcase></testsuite></testsuites>"""


def test_pytest_summary_from_junit_and_from_a_killed_run_log(tmp_path):
    (tmp_path / "junit.xml").write_text(JUNIT)
    ok, summary, tables = report.summarize_pytest(str(tmp_path), {})
    assert not ok and summary == "1 passed, 1 failed, 1 skipped"
    rows = tables[0]["rows"]
    assert [r["outcome"] for r in rows] == ["failed", "skipped"] and "|" not in rows[0]["message"]
    os.remove(tmp_path / "junit.xml")
    (tmp_path / "log.txt").write_text("tests/test_a.py::test_x PASSED [ 50%]\ntests/test_a.py::test_y PASSED [100%]\n")
    assert report.summarize_pytest(str(tmp_path), {})[:2] == (True, "2 passed")
    (tmp_path / "log.txt").write_text("collected 0 items\n")
    assert report.summarize_pytest(str(tmp_path), {})[:2] == (False, "no test ran")


def _kernels(path, conv_runs=True, skipped=None):
    data = {"peak_gbps": 3350.0, "dynamicconv": [{"T": 512, "K": 7, "dtype": "float16", "triton runs": conv_runs,
                                                  "triton fwd+bwd ms": 0.05, "reference / triton": 3.1}],
            "bpt_attention": [{"n": 512, "dtype": "float16", "triton fwd+bwd ms": 0.2, "sdpa / triton": 0.4}]}
    if skipped:
        data = {"timings_skipped": skipped}
    path.write_text(json.dumps(data))


def test_bench_summary(tmp_path):
    _kernels(tmp_path / "kernels-float16.json")
    ok, summary, tables = report.summarize_bench(str(tmp_path), {})
    assert ok and "peak DRAM 3,350 GB/s" in summary
    assert [len(t["rows"]) for t in tables] == [1, 1] and "reference / triton" in tables[0]["columns"]
    _kernels(tmp_path / "kernels-float32.json", conv_runs=False)
    ok, summary, _ = report.summarize_bench(str(tmp_path), {})
    assert not ok and "1 rows where the Triton convolution did not run" in summary
    _kernels(tmp_path / "kernels-float32.json", skipped="triton is not installed")
    assert not report.summarize_bench(str(tmp_path), {})[0]


def test_flex_fairseq_and_train_summaries(tmp_path):
    (tmp_path / "flex.json").write_text(json.dumps({"rows": [
        {"op": "window", "dtype": "float32", "ok": True}, {"op": "window", "dtype": "bfloat16", "ok": False}]}))
    assert report.summarize_flex(str(tmp_path), {})[:2] == (False, "1 of 2 cases within the bound")
    (tmp_path / "fairseq_conv.json").write_text(json.dumps({"available": False, "reason": "not built"}))
    ok, summary, tables = report.summarize_fairseq(str(tmp_path), {})
    assert ok and summary.endswith("not built") and tables == []
    (tmp_path / "fairseq_conv.json").write_text(json.dumps({"available": True, "rows": [
        {"T": 512, "K": 7, "dtype": "float16", "fairseq cuda error": "RuntimeError: no kernel"}]}))
    assert report.summarize_fairseq(str(tmp_path), {})[:2] == (False, "1 rows, 1 with errors")
    (tmp_path / "train.json").write_text(json.dumps({"planned": [["muse_base", "bf16"], ["muse_base", "fp16"]],
                                                     "rows": [{"arch": "muse_base", "precision": "bf16",
                                                               "status": "ok"}]}))
    ok, summary, _ = report.summarize_train(str(tmp_path), {})
    assert not ok and summary == "1 of 2 runs trained and translated"  # one run never reported
    assert not report.summarize_train(str(tmp_path / "none"), {})[0]


def test_writer_on_fabricated_results(tmp_path, capsys):
    header = {"device": "NVIDIA H100 80GB HBM3", "started": "2025-01-01T00:00:00+00:00", "commit": "abc123",
              "torch": "2.5.1", "cuda": "12.4", "peak_gbps": 3352.3, "total_budget_s": 570, "elapsed_s": 431.2}
    records = [
        {"name": "kernel-tests", "status": "passed", "seconds": 81.0, "budget_s": 150, "summary": "213 passed",
         "tables": [report.table("empty", ["x"], [])]},
        {"name": "bench", "status": "timed out", "seconds": 150.0, "budget_s": 150, "summary": "killed | late",
         "tables": [report.table("BPT", ["n", "triton fwd ms", "ok"], [{"n": 8192, "triton fwd ms": 1234.5,
                                                                       "ok": False}])]},
    ]
    json_path, md_path = report.write(str(tmp_path), header, records)
    data = json.loads(open(json_path).read())
    assert data["result"] == "failed" and [s["name"] for s in data["stages"]] == ["kernel-tests", "bench"]
    assert data["device"] == header["device"] and data["stages"][1]["tables"][0]["rows"][0]["n"] == 8192
    md = open(md_path).read()
    assert md == capsys.readouterr().out.rstrip("\n") + "\n"  # printed as written
    assert "## make gpu-check on NVIDIA H100 80GB HBM3" in md and "Result: **failed** in 431 s" in md
    assert "| kernel-tests | passed | 81 (150) | 213 passed |" in md
    assert "| bench | **timed out** | 150 (150) | killed / late |" in md
    assert "### bench: BPT" in md and "| 8192 | 1,234 | **no** |" in md
    assert "### kernel-tests: empty" not in md  # tables without rows are left out
    report.write(str(tmp_path), header, records[:1], quiet=True)
    assert capsys.readouterr().out == "" and json.loads(open(json_path).read())["result"] == "passed"


TRAIN_LOG = """\
2025-01-01 00:00:01 | INFO | train_inner | {"epoch": 1, "update": 1.5, "loss": "12.91", "wps": "15210", \
"num_updates": "5"}
2025-01-01 00:00:02 | INFO | valid | {"epoch": 4, "valid_loss": "10.72", "valid_nll_loss": "10.5", \
"valid_num_updates": "30"}
2025-01-01 00:00:02 | INFO | train | {"epoch": 4, "train_loss": "11.05", "train_wps": "16032.2", \
"train_num_updates": "30"}
"""


def test_train_log_reading():
    assert read_train_log(TRAIN_LOG) == {"updates": 30, "train loss": 11.05, "valid loss": 10.72, "wps": 16032.2}
    assert read_train_log(TRAIN_LOG.splitlines()[0]) == {"updates": 5, "train loss": 12.91, "valid loss": None,
                                                         "wps": 15210.0}
    assert read_train_log("Traceback ...")["updates"] is None
