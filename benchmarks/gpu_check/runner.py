"""Run ``make gpu-check``'s stages under time budgets (the CPU-side core of check.py).

A stage is a few commands run one after another as subprocesses, each in its own
process group, so that a hung or crashed GPU process cannot take the check down
with it: past the stage's budget the group is killed and the stage is recorded as
timed out. Stages are grouped in phases; the stages of a phase run at the same
time (work that is not timed), the phases one after another. Every phase is also
bounded by one deadline for the whole check. A stage whose prerequisite did not
pass is skipped, and so is one that would start with too little time left; every
other stage runs whatever happened before it.
"""

import os
import signal
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

# A stage that would get less than this many seconds (or than its budget) is not started.
MIN_START_S = 5.0
# After SIGTERM, the seconds a process group gets to exit before SIGKILL.
KILL_GRACE_S = 5.0


@dataclass
class Command:
    """One subprocess of a stage: ``argv``, extra environment variables."""
    label: str
    argv: list
    env: dict = field(default_factory=dict)


@dataclass
class Stage:
    """A named step of the check: its commands, its time budget in seconds, the
    stages that must have passed first, and ``summarize(stage_dir, record)``
    (the stage's outputs -> ``(ok, summary text, tables)``; None: ok if every
    command exited 0)."""
    name: str
    budget: float
    commands: list
    needs: tuple = ()
    summarize: object = None
    cached: object = None  # () -> a summary text if the stage's outputs are already there


class Budget:
    """The whole check's deadline, and each stage's share of what is left."""

    def __init__(self, total_s, clock=time.monotonic):
        self.clock = clock
        self.start = clock()
        self.deadline = self.start + total_s

    def remaining(self):
        return self.deadline - self.clock()

    def stage_timeout(self, budget_s):
        """Seconds a stage may run now: its budget, cut at the check's deadline."""
        return max(0.0, min(budget_s, self.remaining()))

    def elapsed(self):
        return self.clock() - self.start


def phase_bound(phase):
    """The longest a phase may take: its stages run at the same time."""
    return max((s.budget for s in phase), default=0.0)


def check_plan(phases, total_s):
    """Raise ValueError, naming the flags to change, if the phases' budgets
    add up to more than ``total_s``."""
    bounds = [phase_bound(p) for p in phases]
    if sum(bounds) > total_s:
        detail = " + ".join(f"{b:g}" for b in bounds)
        raise ValueError(
            f"the stage budgets add up to {sum(bounds):g} s ({detail}, one term per phase), over "
            f"--total-budget {total_s:g} s: lower some with --budget STAGE=SECONDS or raise --total-budget")


def run_command(command, log_path, timeout_s, cwd, base_env):
    """Run one command with its output appended to ``log_path``; kill its process
    group after ``timeout_s``. Returns a record: argv, rc, seconds, timed_out."""
    # GPU_CHECK_DEADLINE: the wall-clock time (time.time()) by which the command must have
    # written its results; the stage scripts stop starting new work before it.
    env = dict(base_env, GPU_CHECK_DEADLINE=f"{time.time() + timeout_s:.1f}", **command.env)
    start = time.monotonic()
    with open(log_path, "a", encoding="utf-8") as log:
        log.write(f"$ {' '.join(map(str, command.argv))}\n")
        log.flush()
        try:
            proc = subprocess.Popen([str(a) for a in command.argv], cwd=cwd, env=env, stdout=log,
                                    stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    start_new_session=True)
        except OSError as e:
            log.write(f"could not start: {e}\n")
            return {"label": command.label, "argv": [str(a) for a in command.argv], "rc": None,
                    "seconds": 0.0, "timed_out": False, "error": str(e)}
        timed_out = False
        try:
            rc = proc.wait(timeout=max(timeout_s, 0.01))
        except subprocess.TimeoutExpired:
            timed_out = True
            rc = _kill_group(proc)
            log.write(f"\n[gpu-check] killed after {timeout_s:.0f} s (the stage's budget)\n")
    return {"label": command.label, "argv": [str(a) for a in command.argv], "rc": rc,
            "seconds": round(time.monotonic() - start, 1), "timed_out": timed_out}


def _kill_group(proc):
    """SIGTERM the process group the check started, then SIGKILL it; the exit code."""
    for sig, wait in ((signal.SIGTERM, KILL_GRACE_S), (signal.SIGKILL, None)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            break
        try:
            return proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue
    return proc.wait()


def run_stage(stage, budget, stage_dir, cwd, env):
    """Run ``stage``'s commands in order within its timeout; the stage's record."""
    os.makedirs(stage_dir, exist_ok=True)
    record = {"name": stage.name, "budget_s": stage.budget, "commands": [], "tables": []}
    cached = stage.cached() if stage.cached else None
    if cached:
        record.update(status="passed", seconds=0.0, summary=cached)
        return record
    timeout = budget.stage_timeout(stage.budget)
    if timeout < min(MIN_START_S, stage.budget):
        record.update(status="skipped", seconds=0.0,
                      summary=f"not started: {max(budget.remaining(), 0):.0f} s of the total budget left")
        return record
    start = time.monotonic()
    deadline = start + timeout
    log_path = os.path.join(stage_dir, "log.txt")
    open(log_path, "w").close()
    for command in stage.commands:
        left = deadline - time.monotonic()
        result = run_command(command, log_path, left, cwd, env)
        record["commands"].append(result)
        if result["timed_out"] or result["rc"] != 0:
            break
    record["seconds"] = round(time.monotonic() - start, 1)
    last = record["commands"][-1] if record["commands"] else {"rc": 0, "timed_out": False}
    ok = all(c["rc"] == 0 for c in record["commands"]) and len(record["commands"]) == len(stage.commands)
    summary = ""
    if stage.summarize is not None:
        try:
            ok_out, summary, record["tables"] = stage.summarize(stage_dir, record)
            ok = ok and ok_out
        except Exception as e:  # a summarizer bug must not hide the other stages
            ok, summary = False, f"could not read the stage's outputs: {type(e).__name__}: {e}"
    if last["timed_out"]:
        status = "timed out"
        summary = f"killed at its budget ({timeout:.0f} s) during '{last['label']}'" + (
            f"; {summary}" if summary else "")
    elif not ok:
        status = "failed"
        if last.get("rc") not in (0, None) and not summary:
            summary = f"'{last['label']}' exited with {last['rc']} (see {log_path})"
        elif last.get("error"):
            summary = f"'{last['label']}' could not start: {last['error']}"
    else:
        status = "passed"
    record.update(status=status, summary=summary)
    return record


def run_phases(phases, budget, out_dir, cwd, env, on_record=None):
    """Run the phases in order (the stages of one phase concurrently); every stage's
    record, in plan order. ``on_record(record)`` is called as each stage ends."""
    records = {}
    lock = threading.Lock()

    def one(stage):
        failed = [n for n in stage.needs if records.get(n, {}).get("status") != "passed"]
        if failed:
            record = {"name": stage.name, "budget_s": stage.budget, "commands": [], "tables": [],
                      "status": "skipped", "seconds": 0.0,
                      "summary": "not started: " + ", ".join(failed) + " did not pass"}
        else:
            record = run_stage(stage, budget, os.path.join(out_dir, "stages", stage.name), cwd, env)
        with lock:
            records[stage.name] = record
            if on_record:
                on_record(record)
        return record

    for phase in phases:
        if len(phase) == 1:
            one(phase[0])
            continue
        with ThreadPoolExecutor(max_workers=len(phase)) as pool:
            list(pool.map(one, phase))
    return [records[s.name] for phase in phases for s in phase]


def exit_code(records):
    """0 when every stage passed, else 1."""
    return 0 if records and all(r["status"] == "passed" for r in records) else 1
