"""Golden records of Bomb Busters: for every mission 1-66 and every player count it
allows, one seeded game, kept in tests/fixtures/golden/ with what this release saw at
each step: the deal, the seat to act, the digest of its legal actions, the action,
and the outcome. tests/engine/test_golden_records.py replays them: a change to the
rules that would turn a saved campaign game into another game (a different deal,
an action no longer legal or a new one offered, another end) fails there.

A file is written once and never rewritten. A change that means to alter a mission's
rules bumps the record version and converts older records (engine/core/
record_versions.py, as for tests/fixtures/records/); then a new golden file is added
for that mission beside the old, which keeps replaying through the converter. To
write the files of missions that have none (refuses to overwrite):

    python -m tests.engine.golden --missions 1-66
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from engine.busters import GAME
from engine.busters.actions import Dual, Reveal, Solo, Use
from engine.core import GameRecord

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "golden"
LIMIT = 5000


def digest(actions: list) -> str:
    """The legal actions of one seat, as 8 hex digits (order does not matter)."""
    text = "\n".join(sorted(str(a) for a in actions))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def deal_of(state: Any) -> list:
    """The wires as dealt: per seat, per stand, the printed values left to right."""
    return [[[sl.wire.text for sl in st.slots] for st in hand] for hand in state.hands]


def play(config: dict, seed: int) -> dict:
    """A seeded game of mostly right cuts and some equipment and mission choices, as
    JSON: what replaying it must give again."""
    rng = random.Random(seed)
    s = GAME.new_game(config, seed)
    steps = []
    for _ in range(LIMIT):
        if GAME.outcome(s) is not None:
            break
        seat = rng.choice(sorted(GAME.to_act(s)))
        acts = GAME.legal_actions(s, seat)
        good = [a for a in acts if isinstance(a, (Solo, Reveal))
                or (isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value)]
        uses = [a for a in acts if isinstance(a, Use)]
        safe = [a for a in acts if not (isinstance(a, Dual) and s.slot(*a.addr).wire.value == "R")]
        if uses and rng.random() < 0.15:
            a = rng.choice(uses)
        else:
            a = rng.choice(good) if good and rng.random() < 0.95 else rng.choice(safe or acts)
        steps.append([seat, str(a), digest(acts)])
        GAME.apply(s, seat, a)
    out = GAME.outcome(s)
    return {"config": config, "seed": seed, "version": GAME.record_version,
            "deal": deal_of(GAME.new_game(config, seed)), "steps": steps,
            "outcome": None if out is None else {"key": out.key, "winners": sorted(out.winners)}}


def replay_differences(game: dict) -> list[str]:
    """Where replaying a golden game with today's engine differs (empty: it does not).
    An older record version is brought to today's by the converters first."""
    rec = GameRecord.from_dict({"game": "busters", "config": game["config"], "seed": game["seed"],
                                "version": game["version"],
                                "actions": [[seat, text] for seat, text, _d in game["steps"]]})
    s = GAME.new_game(rec.config, rec.seed)
    if deal_of(s) != game["deal"]:
        return ["the deal differs"]
    for i, ((seat, text), (_s, _t, want)) in enumerate(zip(rec.actions, game["steps"])):
        if seat not in GAME.to_act(s):
            return [f"step {i}: seat {seat} is not to act ({sorted(GAME.to_act(s))})"]
        got = digest(GAME.legal_actions(s, seat))
        if got != want:
            return [f"step {i}: seat {seat}'s legal actions differ (before {text!r})"]
        GAME.apply(s, seat, text)
    out = GAME.outcome(s)
    now = None if out is None else {"key": out.key, "winners": sorted(out.winners)}
    return [] if now == game["outcome"] else [f"the outcome differs: {now} != {game['outcome']}"]


def path_of(mission: int) -> Path:
    return FOLDER / f"busters-m{mission:02d}.json"


def write(mission: int, seed: int = 1) -> Path:
    path = path_of(mission)
    if path.exists():
        raise SystemExit(f"{path.name} exists: golden files are never rewritten")
    counts = [c["players"] for c in GAME.conformance_configs() if c["mission"] == mission]
    # of a few seeds, the longest game: it reaches the most of the mission
    games = [max((play({"mission": mission, "players": n}, seed * 100 + n * 10 + k)
                  for k in range(4)), key=lambda g: len(g["steps"])) for n in counts]
    FOLDER.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"mission": mission, "games": games}, separators=(",", ":")) + "\n",
                    encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.engine.golden")
    p.add_argument("--missions", default="1-66", help="e.g. 1-66 or 9,12")
    args = p.parse_args(argv)
    wanted: list[int] = []
    for part in args.missions.split(","):
        lo, _, hi = part.partition("-")
        wanted += range(int(lo), int(hi or lo) + 1)
    for m in wanted:
        if not path_of(m).exists():
            print(write(m).name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
