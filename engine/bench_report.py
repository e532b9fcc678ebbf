"""`make bench`: run the bot benchmarks and rewrite their sections of docs/BENCHMARKS.md.

Each entry of SECTIONS owns one "## ..." section of that file: its heading, a line
of introduction and the engine.sim command lines to run (one table row each, with
an optional aim for the first seat's win rate). Sections of other games are left as
they are; add a game by appending an entry.

    python -m engine.bench_report                 # every section, as listed
    python -m engine.bench_report --games 200     # a quick look (same commands, fewer games)
    python -m engine.bench_report --section "Bomb ぼむ！ bots" --output /tmp/b.md
    python -m engine.bench_report --list                 # each row's command, no run
    python -m engine.bench_report --cache /tmp/rows      # keep each row's JSON; rows
                                                         # already there are read back

The Bomb Busters tables have 128 cells (missions 1-8 x 2-5 players x 4 levels): run
their commands in parallel first (`--list`, each writing its `--cache` file), then
render with `--cache`.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from engine import sim

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "docs" / "BENCHMARKS.md"
HEADER = ("# Benchmarks\n\nBot tournaments played by `make bench` (`python -m engine.bench_report`).\n"
          "Each section is rewritten by its game's entry in engine/bench_report.py; the\n"
          "figures come from the command shown on each row and are reproducible.\n")


@dataclass(frozen=True)
class Bench:
    """One row: an engine.sim command line (without `python -m engine.sim`)."""
    label: str
    argv: tuple[str, ...]
    aim: float | None = None          # the first seat's win rate we aim for
    program: str | None = None        # the command the argv goes to (default: engine.sim)

    def with_games(self, games: int | None) -> Bench:
        if games is None or "--games" not in self.argv:
            return self
        argv = list(self.argv)
        argv[argv.index("--games") + 1] = str(games)
        return Bench(self.label, tuple(argv), self.aim, self.program)

    @property
    def command(self) -> str:
        if self.program:
            return f"{self.program} {shlex.join(self.argv)}"
        if self.argv and self.argv[0] == "busters-solver":
            return "python -m engine.bench " + shlex.join(self.argv)
        return "python -m engine.sim " + shlex.join(self.argv)


@dataclass(frozen=True)
class Section:
    heading: str                     # without the leading "## "
    intro: str
    benches: tuple[Bench, ...]
    render: Callable[[Section, list[tuple[Bench, dict[str, Any]]]], str] | None = field(
        default=None, compare=False)
    #: runs one row's argv (default: engine.sim); e.g. engine.bench for timings
    runner: Callable[[Sequence[str]], dict[str, Any]] | None = field(default=None, compare=False)


def _bomu(seats: str, label: str, aim: float | None) -> Bench:
    return Bench(label, ("bomu", "--players", "4", "--seats", seats, "--games", "2000",
                         "--seed", "1", "--json"), aim)


SECTIONS: list[Section] = [  # the Bomb Busters sections are appended below
    Section(
        heading="Bomb ぼむ！ bots",
        intro=("Four players, bots in every seat, seats rotated each game. A bot that is\n"
               "no better than the others wins 25% of the games. Aims: Hard >= 40% against\n"
               "three Normals, Normal >= 40% against three Easys."),
        benches=(
            _bomu("hard,normal,normal,normal", "Hard vs 3 Normal", 0.40),
            _bomu("normal,easy,easy,easy", "Normal vs 3 Easy", 0.40),
            _bomu("hard,easy,easy,easy", "Hard vs 3 Easy", None),
        )),
]


# ---- Bomb Busters ----------------------------------------------------------------------

BUSTERS_LEVELS = ("easy", "normal", "hard", "expert")
#: games per cell of the win-rate tables: the Expert headline cells (missions 1-3 and 8
#: with 4 players) get 500; the others fewer (their count is in each cell)
BUSTERS_HEADLINE = {(1, 4), (2, 4), (3, 4), (8, 4)}


def _busters_games(mission: int, players: int, level: str) -> int:
    if level == "expert" and (mission, players) in BUSTERS_HEADLINE:
        return 500
    if players == 5:
        return 50          # the 5-player games are the slow ones
    return 100


def _busters(mission: int, players: int, level: str, games: int | None = None) -> Bench:
    n = games or _busters_games(mission, players, level)
    return Bench(f"{mission}/{players}/{level}",
                 ("busters", "--mission", str(mission), "--players", str(players), "--seats",
                  level, "--games", str(n), "--seed", "1", "--json"))


def _solver_run(argv: Sequence[str]) -> dict[str, Any]:
    from engine import bench
    args = list(argv)
    repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 3
    return bench.busters_solver(repeat=repeat)


def busters_solver_table(section: Section, rows: list[tuple[Bench, dict[str, Any]]]) -> str:
    out = [f"## {section.heading}", "", section.intro, "",
           "| Positions | Hidden wires (mean / max) | p50 ms | p95 ms | max ms | Aim | Command |",
           "|---|---|---:|---:|---:|---|---|"]
    for bench, r in rows:
        met = r["p50_ms"] <= 100 and r["p95_ms"] <= 250
        out.append(f"| all ({r['positions']}) | {r['hidden_wires_mean']} / {r['hidden_wires_max']} "
                   f"| {r['p50_ms']} | {r['p95_ms']} | {r['max_ms']} | p50 <= 100, p95 <= 250: "
                   f"{'met' if met else 'not met'} | `{bench.command}` |")
        for kind, k in r["by_kind"].items():
            out.append(f"| {kind} ({k['positions']}) | | {k['p50_ms']} | {k['p95_ms']} | "
                       f"{k['max_ms']} | | |")
        if r.get("wall"):
            w = r["wall"]
            out.append(f"| all, wall clock | | {w['p50_ms']} | {w['p95_ms']} | {w['max_ms']} | | |")
        if r.get("load_avg"):
            out += ["", f"Machine load average (1 min) before / after the run: "
                        f"{r['load_avg'][0]} / {r['load_avg'][1]} on {os.cpu_count()} cores "
                        "(other jobs running make every figure slower)."]
    return "\n".join(out) + "\n"


def busters_table(section: Section, rows: list[tuple[Bench, dict[str, Any]]]) -> str:
    """Win rates: one row per mission, one column per level (games in brackets)."""
    out = [f"## {section.heading}", "", section.intro, ""]
    cells = {(int(r["mission"]), r["bots"][0]): (b, r) for b, r in rows}
    missions = sorted({m for m, _ in cells})
    out.append("| Mission | " + " | ".join(BUSTERS_LEVELS) + " | Expert losses red / dial | "
               "Expert 95% interval | Expert decision ms p95 / max |")
    out.append("|---|" + "---:|" * len(BUSTERS_LEVELS) + "---|---|---|")
    for m in missions:
        row = [str(m)]
        for lvl in BUSTERS_LEVELS:
            if (m, lvl) in cells:
                _b, r = cells[(m, lvl)]
                row.append(f"{r['win_rate']:.1%} ({r['games']})")
            else:
                row.append("-")
        e = cells.get((m, "expert"))
        if e:
            r = e[1]
            lo, hi = r["win_rate_ci95"]
            row += [f"{r['losses'].get('red', 0)} / {r['losses'].get('detonator', 0)}",
                    f"{lo:.1%} - {hi:.1%}",
                    f"{r['decision_ms_p95']:.0f} / {r.get('decision_ms_max', 0.0):.0f}"]
        else:
            row += ["-", "-", "-"]
        out.append("| " + " | ".join(row) + " |")
    players = rows[0][1]["players"] if rows else "?"
    out += ["", "Win rate (games) per cell. Each cell is "
            f"`python -m engine.sim busters --mission <row> --players {players} --seats <column> "
            "--games <games> --seed 1 --json` (adding `--jobs 2` plays the games in 2 processes, "
            "same figures)."]
    return "\n".join(out) + "\n"


def _busters_sections() -> list[Section]:
    secs = [Section(
        heading="Bomb Busters solver",
        intro=("Exact deduction (engine/busters/inference.py, pure Python, no sampling) on\n"
               "seeded 5-player mission-8 positions: each seat's view before the setup tokens\n"
               "(setup), at the Captain's first turn (start) and after 6 and 12 turns (mid);\n"
               "the fastest of 3 runs per position, in CPU time (the wall time of an idle\n"
               "machine; the last row gives wall-clock time as measured on the shared\n"
               "machine). Aim: p50 <= 100 ms, p95 <= 250 ms."),
        benches=(Bench("solver", ("busters-solver", "--repeat", "3", "--json")),),
        render=busters_solver_table, runner=_solver_run)]
    for players in (4, 2, 3, 5):
        secs.append(Section(
            heading=f"Bomb Busters win rates, {players} players",
            intro=(f"Whole missions with the same level in every seat ({players} players),\n"
                   "seeded deals. Aims (4 players, Expert, 500 games): >= 98% on missions\n"
                   "1-3, >= 75% on mission 8."),
            benches=tuple(_busters(m, players, lvl) for m in range(1, 9)
                          for lvl in BUSTERS_LEVELS),
            render=busters_table))
    return secs


def competitive_table(section: Section, rows: list[tuple[Bench, dict[str, Any]]]) -> str:
    """The table for competitive games: the first seat's bot against the others."""
    out = [f"## {section.heading}", "", section.intro, "",
           "| Match-up | Games | First seat wins | Other seats | Everyone out | "
           "Mean rounds | Decision ms p50 / p95 | Aim | Command |",
           "|---|---:|---:|---|---:|---:|---:|---|---|"]
    for bench, r in rows:
        first, others = r["seats"][0], r["seats"][1:]
        rate = first["win_rate"]
        aim = "-" if bench.aim is None else (
            f"{bench.aim:.0%}: {'met' if rate >= bench.aim else 'not met'}")
        other_text = ", ".join(f"{o['bot']} {o['win_rate']:.1%}" for o in others)
        out.append(
            f"| {bench.label} | {r['games']} | {first['bot']} {rate:.1%} ({first['wins']}) | "
            f"{other_text} | {r['draws_all_out']} | {r['mean_rounds']} | "
            f"{r['decision_ms_p50']:.3f} / {r['decision_ms_p95']:.3f} | {aim} | "
            f"`{bench.command}` |")
    return "\n".join(out) + "\n"


SECTIONS += _busters_sections()


# ---- start-up --------------------------------------------------------------------------

STARTUP_SCRIPT = "packaging/bench_startup.py"
#: aims (issue 15): from source at most 3x a bare PySide6 window's CPU time; the
#: installed app's first window within 1 s, warm
STARTUP_RATIO_AIM = 3.0
STARTUP_BUNDLE_WALL_AIM_MS = 1000


def _startup_run(argv: Sequence[str]) -> dict[str, Any]:
    """packaging/bench_startup.py in its own process (it starts the app many times)."""
    done = subprocess.run([sys.executable, str(ROOT / STARTUP_SCRIPT), *argv], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def startup_table(section: Section, rows: list[tuple[Bench, dict[str, Any]]]) -> str:
    out = [f"## {section.heading}", "", section.intro, "",
           "| Started from | Bakudan, CPU ms | bare window, CPU ms | ratio | Bakudan, wall ms | "
           "bare window, wall ms | Aim |",
           "|---|---:|---:|---:|---:|---:|---|"]
    for bench, r in rows:
        for where in ("source", "bundle"):
            row = r.get(where)
            if row is None:
                out.append(f"| {where} | no bundle in dist/ | | | | | |")
                continue
            if where == "source":
                met = row["cpu_ratio"] <= STARTUP_RATIO_AIM
                aim = f"ratio <= {STARTUP_RATIO_AIM:g}: {'met' if met else 'not met'}"
            else:
                met = row["bakudan_wall_ms"] <= STARTUP_BUNDLE_WALL_AIM_MS
                aim = f"<= {STARTUP_BUNDLE_WALL_AIM_MS} ms wall: {'met' if met else 'not met'}"
            out.append(f"| {where} | {row['bakudan_cpu_ms']} | {row['bare_cpu_ms']} | "
                       f"{row['cpu_ratio']} | {row['bakudan_wall_ms']} | {row['bare_wall_ms']} | {aim} |")
        load = r.get("load_average")
        out += ["", f"Medians of {r['runs']} warm runs each, interleaved, {r['platform']} platform, "
                    f"{r['cpu_cores']} cores" + (f", load average {load[0]} before and {load[1]} after"
                                                 if load else "") + f". Command: `{bench.command}`."]
    return "\n".join(out) + "\n"


SECTIONS.append(Section(
    heading="Start-up",
    intro=("CPU time from launch to the first window (shown and painted) of Bakudan and of a\n"
           "bare PySide6 window (an empty QMainWindow, same interpreter and Qt), from source and\n"
           "from the bundle in dist/ when one is built (`make dist`). The bundle is measured warm.\n"
           "Aims: from source at most 3x the bare window; the installed app's first window\n"
           "within 1 s warm."),
    benches=(Bench("startup", ("--compare-bare", "--runs", "7", "--json"),
                   program=f"python {STARTUP_SCRIPT}"),),
    render=startup_table, runner=_startup_run))


def replace_section(text: str, heading: str, body: str) -> str:
    """`text` with the section "## heading" replaced by `body` (or `body` appended).
    A section runs up to the next "## " heading or the end."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, ln in enumerate(lines) if ln.rstrip("\n") == f"## {heading}"), None)
    if not body.endswith("\n"):
        body += "\n"
    if start is None:
        sep = "" if not text or text.endswith("\n\n") else ("\n" if text.endswith("\n") else "\n\n")
        return text + sep + body
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")),
               len(lines))
    tail = lines[end:]
    return "".join(lines[:start]) + body + ("\n" if tail else "") + "".join(tail)


def cache_name(bench: Bench) -> str:
    """The file a row's result is kept in under --cache (one per command line)."""
    return re.sub(r"[^A-Za-z0-9]+", "_", " ".join(bench.argv)).strip("_") + ".json"


def run_section(section: Section, games: int | None = None,
                log: Callable[[str], None] = print, cache: Path | None = None) -> str:
    """Run a section's rows. With `cache`, a row whose result file is there (say from
    the same commands run in parallel beforehand) is read instead of run again."""
    rows = []
    for bench in section.benches:
        b = bench.with_games(games)
        t0 = time.perf_counter()
        path = cache / cache_name(b) if cache is not None else None
        if path is not None and path.exists():
            result = json.loads(path.read_text(encoding="utf-8"))
        else:
            result = (section.runner or sim.run)(b.argv)
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(result), encoding="utf-8")
        log(f"{b.command}  ({time.perf_counter() - t0:.0f} s)")
        rows.append((b, result))
    render = section.render or competitive_table
    return render(section, rows)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.bench_report")
    p.add_argument("--games", type=int, help="games per row instead of each command's own")
    p.add_argument("--section", action="append", help="only this section (repeatable)")
    p.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    p.add_argument("--cache", type=Path, help="keep/read each row's JSON result here")
    p.add_argument("--list", action="store_true",
                   help="print each row's command and cache file name, run nothing")
    args = p.parse_args(argv)
    if args.list:
        for section in SECTIONS:
            if args.section and section.heading not in args.section:
                continue
            for bench in section.benches:
                b = bench.with_games(args.games)
                print(f"{cache_name(b)}\t{' '.join(b.argv)}")
        return 0
    for section in SECTIONS:
        if args.section and section.heading not in args.section:
            continue
        body = run_section(section, args.games, cache=args.cache)
        print(body)
        # Read the file again now: others may have rewritten their sections meanwhile.
        text = args.output.read_text(encoding="utf-8") if args.output.exists() else HEADER
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(replace_section(text, section.heading, body), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
