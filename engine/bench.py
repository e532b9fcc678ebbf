"""Timing benchmarks (`make bench` runs them through engine.bench_report).

    python -m engine.bench busters-solver --json

busters-solver: the exact Bomb Busters deduction (engine/busters/inference.py) on a
fixed set of seeded 5-player mission-8 positions: every seat's view before the setup
info tokens, once the characters are chosen ("setup"), at the Captain's first turn ("start") and after 6 and 12 turns
of play ("mid"). Each position is solved `--repeat` times; the figure per position is
its fastest run. Times are CPU time of this (single-threaded) process, which is the
wall time on an idle machine and is not inflated by other jobs sharing the cores; the
wall-clock figures and the load average are printed too. Prints positions, p50_ms,
p95_ms, max_ms, overall and per kind.

    python -m engine.bench busters-solver-missions --missions 1-66 --seeds 3

busters-solver-missions: the same deduction on the opening of every mission (5 players
unless `--players`): every seat's view at set-up (once the characters are chosen) and
at the Captain's first turn, for each seed; one line per mission with p50/p95/max of
the CPU ms (fastest of `--repeat` runs per position). The aim is p95 <= 250 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from engine.busters import GAME
from engine.busters.actions import Choose, Dual, Info, Own, Pass, Reveal, Solo, Special
from engine.busters.inference import wire_distributions
from engine.core.view import UNKNOWN


def _drive(s: Any, turns: int, rng: random.Random) -> None:
    """Play on with a driver that sees the deal: mostly right cuts, sometimes a wrong
    one (so tokens and failed cuts appear), never equipment."""
    while GAME.outcome(s) is None and s.turn_no <= turns:
        seat = min(GAME.to_act(s))
        legal = [a for a in GAME.legal_actions(s, seat)
                 if not (isinstance(a, Special) and a.name == "timeout")]
        plain = [a for a in legal if isinstance(a, (Dual, Solo, Reveal, Own, Pass, Info, Choose))]
        good = [a for a in plain if isinstance(a, (Solo, Reveal, Own, Pass, Info, Choose))
                or (isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value)]
        safe = [a for a in plain if not (isinstance(a, Dual) and s.slot(*a.addr).wire.value == "R")]
        pool = good if good and rng.random() < 0.85 else (safe or plain or legal)
        GAME.apply(s, seat, rng.choice(pool))


def busters_positions(seeds: Sequence[int] = range(1, 7), players: int = 5,
                      mission: int = 8) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for seed in seeds:
        s = GAME.new_game({"mission": mission, "players": players}, seed)
        while s.phase == "characters":     # rule sticker B: chosen before any wire shows
            GAME.apply(s, s.active, "character keep")
        out.append(("setup", GAME.view(s, 0)))
        rng = random.Random(seed)
        _drive(s, 0, rng)
        out += [("start", GAME.view(s, p)) for p in range(players)]
        for turns in (6, 12):
            _drive(s, turns, rng)
            if GAME.outcome(s) is not None:
                break
            out += [("mid", GAME.view(s, p)) for p in (s.active, (s.active + 2) % players)]
    return out


def opening_positions(seeds: Sequence[int], players: int, mission: int) -> list[tuple[str, Any]]:
    """Every seat's view at set-up and at the Captain's first turn: the positions with
    the least known, where the count is largest."""
    out: list[tuple[str, Any]] = []
    for seed in seeds:
        s = GAME.new_game({"mission": mission, "players": players}, seed)
        while s.phase == "characters":
            GAME.apply(s, s.active, "character keep")
        out += [("setup", GAME.view(s, p)) for p in range(players)]
        _drive(s, 0, random.Random(seed))
        if GAME.outcome(s) is None:
            out += [("start", GAME.view(s, p)) for p in range(players)]
    return out


def _solver_ms(view: Any, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        wire_distributions(view)
        best = min(best, time.process_time() - t0)
    return best * 1000.0


def busters_solver_missions(missions: Sequence[int] = range(1, 67), seeds: Sequence[int] = range(1, 4),
                            players: int = 5, repeat: int = 1,
                            out: Any = None) -> list[dict[str, Any]]:
    """Per mission: the solver's CPU ms over its opening positions (printed as each
    mission ends when `out` is a stream)."""
    rows = []
    for m in missions:
        ms = [_solver_ms(view, repeat) for _kind, view in opening_positions(seeds, players, m)]
        row = {"mission": m, **_summary(ms), "load_avg": _load()}
        rows.append(row)
        if out is not None:
            print(f"mission {m:2d}: {row['positions']:3d} positions  p50 {row['p50_ms']:7.1f}  "
                  f"p95 {row['p95_ms']:7.1f}  max {row['max_ms']:7.1f} ms  "
                  f"{'ok' if row['p95_ms'] <= 250 else 'OVER'}  (load {row['load_avg']})",
                  file=out, flush=True)
    return rows


def _hidden(view: Any) -> int:
    return sum(1 for st in view.stands if st.seat != view.seat
               for sl in st.slots if not sl.cut and sl.wire == UNKNOWN)


def _q(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))] if v else 0.0


def _load() -> float | None:
    """The 1-minute load average (other work on the machine slows the timings)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def _summary(ms: list[float]) -> dict[str, Any]:
    return {"positions": len(ms), "p50_ms": round(_q(ms, 0.5), 1),
            "p95_ms": round(_q(ms, 0.95), 1), "max_ms": round(max(ms), 1) if ms else 0.0,
            "mean_ms": round(statistics.fmean(ms), 1) if ms else 0.0}


def busters_solver(repeat: int = 3, seeds: Sequence[int] = range(1, 7), mission: int = 8,
                   players: int = 5) -> dict[str, Any]:
    positions = busters_positions(seeds, players, mission)
    load_before = _load()
    times: list[float] = []
    kinds: dict[str, list[float]] = {}
    hidden = []
    wall: list[float] = []
    for kind, view in positions:
        best = best_wall = float("inf")
        for _ in range(repeat):
            t0, w0 = time.process_time(), time.perf_counter()
            wire_distributions(view)
            best = min(best, time.process_time() - t0)
            best_wall = min(best_wall, time.perf_counter() - w0)
        ms = best * 1000.0
        times.append(ms)
        wall.append(best_wall * 1000.0)
        kinds.setdefault(kind, []).append(ms)
        hidden.append(_hidden(view))
    res = {"bench": "busters-solver", "mission": mission, "players": players, "repeat": repeat,
           "clock": "cpu", **_summary(times),
           "wall": _summary(wall),
           "hidden_wires_mean": round(statistics.fmean(hidden), 1),
           "hidden_wires_max": max(hidden),
           "load_avg": [load_before, _load()],
           "by_kind": {k: _summary(v) for k, v in kinds.items()}}
    return res


BENCHES = {"busters-solver": busters_solver}


def _span(text: str) -> list[int]:
    """"1-66" or "35,41" or "30-35,41" -> the mission numbers."""
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.bench")
    p.add_argument("bench", choices=sorted([*BENCHES, "busters-solver-missions"]))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--mission", type=int, default=8, help="Bomb Busters mission number")
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--missions", type=_span, default=list(range(1, 67)),
                   help="busters-solver-missions: e.g. 1-66 or 35,41")
    p.add_argument("--seeds", type=int, default=3, help="busters-solver-missions: seeds 1..N")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.bench == "busters-solver-missions":
        rows = busters_solver_missions(args.missions, range(1, args.seeds + 1), args.players,
                                       args.repeat, out=None if args.json else sys.stdout)
        if args.json:
            print(json.dumps(rows))
        return 0
    res = BENCHES[args.bench](repeat=args.repeat, mission=args.mission, players=args.players)
    if args.json:
        print(json.dumps(res))
    else:
        for k, v in res.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
