"""Time Bakudan's start to its first window (docs/BENCHMARKS.md, "Installers" and
"Start-up").

    python packaging/bench_startup.py [--runs N] [COMMAND ...]
    python packaging/bench_startup.py --compare-bare [--runs N] [--json]

--compare-bare measures in one run, runs interleaved so a change of load hits all
alike, the CPU time (and wall time) to the first window of Bakudan and of a bare
PySide6 window (`--bare-window-report`: an empty QMainWindow and nothing of
Bakudan), from source (this interpreter) and, when dist/Bakudan/ holds a bundle,
from the bundle; it prints the medians and Bakudan's ratio to the bare window. The
CPU time is what the process itself counted (time.process_time) when its first
window had been painted. Warm runs: the files stay in the page cache.

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


ROOT = Path(__file__).resolve().parent.parent


def one_run(command: list[str], flag: str = "--startup-report") -> tuple[float, int]:
    """(wall ms to the report line, the process's CPU ms at its first window)."""
    with tempfile.TemporaryDirectory(prefix="bakudan-bench-") as home:
        env = {k: v for k, v in os.environ.items() if k != "BAKUDAN_DATA_DIR"}
        env.update(HOME=home, XDG_DATA_HOME=os.path.join(home, ".local", "share"),
                   APPDATA=home, LOCALAPPDATA=home)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        start = time.perf_counter()
        proc = subprocess.Popen([*command, flag], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT)
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - start
        proc.communicate(timeout=60)
        if proc.returncode != 0 or not line.startswith("{"):
            raise SystemExit(f"{' '.join(command)} failed ({proc.returncode}): {line}")
        return elapsed * 1000, int(json.loads(line)["cpu_ms"])


def bundle_command(dist: Path = ROOT / "dist") -> list[str] | None:
    """The bundle's executable in dist/ (Linux, Windows or macOS layout), if built."""
    for path in (dist / "Bakudan" / "bakudan", dist / "Bakudan" / "Bakudan.exe",
                 dist / "Bakudan.app" / "Contents" / "MacOS" / "Bakudan"):
        if path.is_file():
            return [str(path)]
    return None


def compare_bare(runs: int, dist: Path) -> dict:
    """Bakudan against a bare window, from source and from the bundle, interleaved."""
    subjects = {"source": [sys.executable, "-m", "desktop.app"]}
    bundled = bundle_command(dist)
    if bundled:
        subjects["bundle"] = bundled
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    times: dict[tuple[str, str], list[tuple[float, int]]] = {}
    for _ in range(runs):
        for where, command in subjects.items():
            for what, flag in (("bakudan", "--startup-report"), ("bare", "--bare-window-report")):
                times.setdefault((where, what), []).append(one_run(command, flag))
    result: dict = {"runs": runs, "cpu_cores": os.cpu_count(), "platform": _platform()}
    for where, command in subjects.items():
        row = {"command": " ".join(command)}
        for what in ("bakudan", "bare"):
            wall = [w for w, _ in times[(where, what)]]
            cpu = [c for _, c in times[(where, what)]]
            row[f"{what}_cpu_ms"] = round(statistics.median(cpu))
            row[f"{what}_wall_ms"] = round(statistics.median(wall))
            row[f"{what}_cpu_ms_all"] = cpu
        row["cpu_ratio"] = round(row["bakudan_cpu_ms"] / max(1, row["bare_cpu_ms"]), 2)
        result[where] = row
    if load_before is not None:
        result["load_average"] = [round(load_before[0], 2), round(os.getloadavg()[0], 2)]
    return result


def _platform() -> str:
    return os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "offscreen")


def print_comparison(result: dict) -> None:
    for where in ("source", "bundle"):
        row = result.get(where)
        if row is None:
            print(f"{where}: no bundle in dist/ (make dist builds one)")
            continue
        print(f"{where}: Bakudan {row['bakudan_cpu_ms']} ms CPU ({row['bakudan_wall_ms']} ms wall), "
              f"bare window {row['bare_cpu_ms']} ms CPU ({row['bare_wall_ms']} ms wall): "
              f"ratio {row['cpu_ratio']}  [{row['command']}]")
    if "load_average" in result:
        print(f"load average before / after: {result['load_average'][0]} / {result['load_average'][1]} "
              f"on {result['cpu_cores']} cores; median of {result['runs']} runs each, {result['platform']}")


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
    p.add_argument("--compare-bare", action="store_true",
                   help="Bakudan against a bare PySide6 window, from source and dist/ (CPU time)")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle is (--compare-bare)")
    p.add_argument("--json", action="store_true", help="--compare-bare: print JSON")
    p.add_argument("command", nargs="*", help="how to start Bakudan (default: bakudan on the PATH)")
    args = p.parse_args(argv)
    if args.compare_bare:
        result = compare_bare(args.runs, args.dist)
        if args.json:
            print(json.dumps(result))
        else:
            print_comparison(result)
        return 0
    command = args.command or [shutil.which("bakudan") or "bakudan"]
    bundle = Path(shutil.which(command[0]) or command[0]).resolve().parent
    cold = []
    for _ in range(args.runs):
        evict(bundle)
        cold.append(one_run(command)[0])
    warm = [one_run(command)[0] for _ in range(args.runs)]
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
