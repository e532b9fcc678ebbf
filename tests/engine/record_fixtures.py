"""Record fixtures: game records written by a release, kept in tests/fixtures/records/
with what replaying them gave that release (the outcome, who was to act, and the
final view of the spectator and of every seat). tests/engine/test_record_fixtures.py
replays them with today's engine and expects the same.

A fixture is written once, by the release it names, and never rewritten: a later
engine that changes a record's meaning bumps the game's record_version and adds a
converter (engine/core/record_versions.py), it does not touch these files. To add
fixtures for a new release (bots play; refuses to overwrite a file):

    python -m tests.engine.record_fixtures busters-m3-won busters --seats expert \\
        --config '{"mission": 3, "players": 4}' --seed 11
    python -m tests.engine.record_fixtures bomu-in-progress bomu --players 3 --stop 40

Expected views are stored structurally, so that a later release may add to a view
without breaking what earlier ones stored, but not change it:
- a view's fields, and a dictionary with text keys (an event's parameters), are a JSON
  object: a later release may add keys; those stored must be equal;
- a list of values of one kind (a history, a hand, scores) is a sequence: same length,
  equal items; a list mixing kinds (a tuple such as (tools, targets, values, success))
  is a record: a later release may append items, those stored must be equal;
- other dictionaries are {"{}": [[key, value], ...]}, sets {"set": [...]}: equal.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
from pathlib import Path
from typing import Any

from desktop.version import __version__
from engine.core import GameRecord, get_game, replay

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "records"


def structure(obj: Any) -> Any:
    """A view (or any value in it) as JSON data; see the module's docstring."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: structure(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict) and all(isinstance(k, str) for k in obj) and not {"{}", "set"} & obj.keys():
        return {k: structure(v) for k, v in sorted(obj.items())}
    if isinstance(obj, dict):
        items = [[structure(k), structure(v)] for k, v in obj.items()]
        return {"{}": sorted(items, key=lambda kv: json.dumps(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return {"set": sorted((structure(v) for v in obj), key=json.dumps)}
    if isinstance(obj, (list, tuple)):
        return [structure(v) for v in obj]
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    raise TypeError(f"no structure for {type(obj).__name__}: {obj!r}")


def expectation(record: GameRecord) -> dict[str, Any]:
    """What replaying `record` gives: outcome, seats to act, every final view."""
    game = get_game(record.game)
    state, _ = replay(record)
    outcome = game.outcome(state)
    seats = game.seat_count(record.config)
    return {
        "actions": len(record.actions),
        "outcome": None if outcome is None else {
            "key": outcome.key, "winners": sorted(outcome.winners),
            "params": structure(outcome.params)},
        "to_act": sorted(game.to_act(state)),
        "views": {("spectator" if seat is None else f"seat {seat}"): structure(game.view(state, seat))
                  for seat in [None, *range(seats)]},
    }


def _kind(value: Any) -> str:
    return "object" if isinstance(value, dict) else type(value).__name__


def is_record(items: list) -> bool:
    """A list mixing kinds of values (None aside) is a tuple of fields, not a sequence."""
    return len({_kind(v) for v in items if v is not None}) > 1


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where `actual` departs from `expected` (see the module's docstring for what a
    later release may add)."""
    if isinstance(expected, dict) and isinstance(actual, dict) \
            and not ({"{}", "set"} & expected.keys()):
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out += differences(value, actual[key], f"{path}.{key}")
        return out
    if isinstance(expected, list) and isinstance(actual, list):
        if is_record(expected) and len(actual) > len(expected):
            actual = actual[:len(expected)]            # fields appended by a later release
        if len(expected) != len(actual):
            return [f"{path}: {len(expected)} items expected, {len(actual)} found"]
        return [d for i, (e, a) in enumerate(zip(expected, actual))
                for d in differences(e, a, f"{path}[{i}]")]
    return [] if expected == actual else [f"{path}: {expected!r} expected, {actual!r} found"]


def play(game_id: str, config: dict[str, Any], seed: int, levels: list[str], stop: int | None,
         prefer: str | None) -> GameRecord:
    """Bots play from `seed` (for `stop` actions, or to the end), as the desktop
    session does: every seat that must act is asked, lowest seat first. `prefer`: the
    first time an action with this text prefix is legal, that seat takes it."""
    game = get_game(game_id)
    players = game.seat_count(config)
    factories = game.bots()
    bots = [factories[levels[i % len(levels)]]() for i in range(players)]
    rngs = [random.Random(seed * 31 + i) for i in range(players)]
    state = game.new_game(config, seed)
    record = GameRecord(game=game_id, version=game.record_version, config=config, seed=seed,
                        meta={"seats": [{"name": f"Bot {i + 1}", "kind": levels[i % len(levels)]}
                                        for i in range(players)]})
    while game.outcome(state) is None and (stop is None or len(record.actions) < stop):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        wanted = [a for a in legal if prefer and str(a).startswith(prefer)]
        if wanted:
            action, prefer = wanted[0], None
        else:
            action = bots[seat].choose(game.view(state, seat), legal, rngs[seat])
        game.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    return record


def write(name: str, about: str, record: GameRecord) -> Path:
    path = FOLDER / f"{name}.json"
    if path.exists():
        raise SystemExit(f"{path} exists: a fixture is never rewritten")
    fixture = {"about": about, "written_by": __version__, "record": record.to_dict(),
               "expect": expectation(record)}
    FOLDER.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(fixture, ensure_ascii=False, separators=(",", ":")) + "\n",
                    encoding="utf-8")
    return path


def fixtures() -> list[Path]:
    return sorted(FOLDER.glob("*.json"))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.engine.record_fixtures")
    p.add_argument("name")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--config", type=json.loads, help="the game's config (default: --players)")
    p.add_argument("--seats", default="normal", help="bot levels, comma-separated, repeated")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--stop", type=int, help="stop after this many actions (a game in progress)")
    p.add_argument("--prefer", help="take the first legal action starting with this text")
    p.add_argument("--about", default="", help="what the fixture shows")
    args = p.parse_args(argv)
    game = get_game(args.game)
    config = args.config or game.default_config(args.players)
    record = play(args.game, config, args.seed, args.seats.split(","), args.stop, args.prefer)
    path = write(args.name, args.about, record)
    outcome = game.outcome(replay(record)[0])
    print(f"{path}: {len(record.actions)} actions, "
          f"{'in progress' if outcome is None else outcome.key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
