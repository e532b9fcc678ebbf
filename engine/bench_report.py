"""`make bench`: run the bot benchmarks and rewrite their sections of docs/BENCHMARKS.md.

Each entry of SECTIONS owns one "## ..." section of that file: its heading, a line
of introduction and the engine.sim command lines to run (one table row each, with
an optional aim for the first seat's win rate). Sections of other games are left as
they are; add a game by appending an entry.

    python -m engine.bench_report                 # every section, as listed
    python -m engine.bench_report --games 200     # a quick look (same commands, fewer games)
    python -m engine.bench_report --section "Bomb ぼむ！ bots" --output /tmp/b.md
"""
from __future__ import annotations

import argparse
import shlex
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

    def with_games(self, games: int | None) -> Bench:
        if games is None:
            return self
        argv = list(self.argv)
        argv[argv.index("--games") + 1] = str(games)
        return Bench(self.label, tuple(argv), self.aim)

    @property
    def command(self) -> str:
        return "python -m engine.sim " + shlex.join(self.argv)


@dataclass(frozen=True)
class Section:
    heading: str                     # without the leading "## "
    intro: str
    benches: tuple[Bench, ...]
    render: Callable[[Section, list[tuple[Bench, dict[str, Any]]]], str] | None = field(
        default=None, compare=False)


def _bomu(seats: str, label: str, aim: float | None) -> Bench:
    return Bench(label, ("bomu", "--players", "4", "--seats", seats, "--games", "2000",
                         "--seed", "1", "--json"), aim)


SECTIONS: list[Section] = [
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


def run_section(section: Section, games: int | None = None,
                log: Callable[[str], None] = print) -> str:
    rows = []
    for bench in section.benches:
        b = bench.with_games(games)
        t0 = time.perf_counter()
        result = sim.run(b.argv)
        log(f"{b.command}  ({time.perf_counter() - t0:.0f} s)")
        rows.append((b, result))
    render = section.render or competitive_table
    return render(section, rows)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.bench_report")
    p.add_argument("--games", type=int, help="games per row instead of each command's own")
    p.add_argument("--section", action="append", help="only this section (repeatable)")
    p.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = p.parse_args(argv)
    text = args.output.read_text(encoding="utf-8") if args.output.exists() else HEADER
    for section in SECTIONS:
        if args.section and section.heading not in args.section:
            continue
        body = run_section(section, args.games)
        print(body)
        text = replace_section(text, section.heading, body)
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
