"""Time Bakudan's start to its first window (docs/BENCHMARKS.md, "Installers").

    python packaging/bench_startup.py [--runs N] [COMMAND ...]

COMMAND defaults to the installed launcher (`bakudan`, e.g. from the .deb). Each run
starts `COMMAND --startup-report` in a fresh, empty home folder (so the first-run
database is created, as for a new player) and measures the wall time from launch to
the report line, which the app prints once its first window has been shown and
painted. Runs under the current display (use xvfb-run for a real X server) or
offscreen when there is none.

Cold runs first drop the bundle's files from the page cache (posix_fadvise
DONTNEED on every file of the folder holding the resolved binary; no root needed),
as after a reboot; system libraries stay cached. Warm runs follow. Medians of each.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def one_run(command: list[str]) -> float:
    with tempfile.TemporaryDirectory(prefix="bakudan-bench-") as home:
        env = {k: v for k, v in os.environ.items() if k != "BAKUDAN_DATA_DIR"}
        env.update(HOME=home, XDG_DATA_HOME=os.path.join(home, ".local", "share"))
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        start = time.perf_counter()
        proc = subprocess.Popen([*command, "--startup-report"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - start
        proc.communicate(timeout=60)
        if proc.returncode != 0 or not line.startswith("{"):
            raise SystemExit(f"{' '.join(command)} failed ({proc.returncode}): {line}")
        json.loads(line)
        return elapsed * 1000


def evict(folder: Path) -> None:
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            fd = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=7, help="cold runs, then as many warm runs")
    p.add_argument("command", nargs="*", help="how to start Bakudan (default: bakudan on the PATH)")
    args = p.parse_args(argv)
    command = args.command or [shutil.which("bakudan") or "bakudan"]
    bundle = Path(shutil.which(command[0]) or command[0]).resolve().parent
    cold = []
    for _ in range(args.runs):
        evict(bundle)
        cold.append(one_run(command))
    warm = [one_run(command) for _ in range(args.runs)]
    print(json.dumps({
        "command": " ".join(command),
        "evicted": str(bundle),
        "platform": os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "offscreen"),
        "cold_median_ms": round(statistics.median(cold)),
        "cold_ms": [round(t) for t in cold],
        "warm_median_ms": round(statistics.median(warm)),
        "warm_ms": [round(t) for t in warm],
        "load_average": [round(x, 1) for x in os.getloadavg()],
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
