"""`pytest --cpu-report FILE`: the processor time each test costs, to find what makes the
suite long (issue 28: with two workers a core the run is CPU-bound, so only less CPU
makes it shorter). Each process (an xdist worker, or the one process) appends to
FILE.<worker> a tab-separated line per test: worker, CPU seconds (its own and that of
the child processes it waited for: the bundle build, mypy), wall seconds, test id; and
at its end a line `<worker> <total CPU> <wall> (process)` with the whole process's CPU,
start-up and collection included (its wall from the options read). `python -m tests.cpu_report FILE` sums the files."""
from __future__ import annotations

import os
import sys
import time
from collections import defaultdict
from pathlib import Path

import pytest

PROCESS = "(process)"


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


class CpuReport:
    def __init__(self, path: str) -> None:
        self.worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.out = open(f"{path}.{self.worker}", "a", encoding="utf-8")
        self.started = time.perf_counter()

    def _line(self, cpu: float, wall: float, name: str) -> None:
        self.out.write(f"{self.worker}\t{cpu:.3f}\t{wall:.3f}\t{name}\n")
        self.out.flush()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item):
        cpu, wall = _cpu(), time.perf_counter()
        yield                              # setup, call and teardown
        self._line(_cpu() - cpu, time.perf_counter() - wall, item.nodeid)

    def pytest_sessionfinish(self):
        # the whole process since it started: the part no test accounts for is start-up,
        # collection and module/session fixtures' teardown after the last test
        self._line(_cpu(), time.perf_counter() - self.started, PROCESS)
        self.out.close()


def summary(path: str, top: int = 30) -> str:
    tests: dict[str, float] = {}
    processes: dict[str, float] = {}
    for f in sorted(Path(path).parent.glob(Path(path).name + ".*")):
        if f.suffix not in (".main",) and not f.suffix.startswith(".gw"):
            continue                       # not a worker's file (FILE.log beside them)
        for line in f.read_text(encoding="utf-8").splitlines():
            worker, cpu, _wall, name = line.split("\t", 3)
            if name == PROCESS:
                processes[worker] = float(cpu)
            else:
                tests[name] = tests.get(name, 0.0) + float(cpu)
    by_file: dict[str, float] = defaultdict(float)
    for name, cpu in tests.items():
        by_file[name.split("::")[0]] += cpu
    total = sum(tests.values())
    # with xdist, "main" is the controller: its children are the workers, counted apart
    workers = {w: cpu for w, cpu in processes.items() if w != "main"} or processes
    own = processes.get("main", 0.0) - sum(workers.values()) if workers is not processes else 0.0
    lines = [f"{len(tests)} tests: {total:.0f} s CPU ({total / 60:.1f} min) in the tests; "
             f"{sum(workers.values()):.0f} s in {len(workers)} test processes (start-up, "
             f"collection: {sum(workers.values()) - total:.0f} s), the xdist controller "
             f"{own:.0f} s", "", "By file:"]
    lines += [f"{cpu:8.1f}  {name}" for name, cpu in
              sorted(by_file.items(), key=lambda kv: -kv[1])[:top]]
    lines += ["", "By test:"]
    lines += [f"{cpu:8.1f}  {name}" for name, cpu in
              sorted(tests.items(), key=lambda kv: -kv[1])[:top]]
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 30))
