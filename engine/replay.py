"""Replay a game record: `python -m engine.replay RECORD.json [--json]`.

Prints the outcome, the final public state (the spectator's view) and the events.
A record that can not be read, set up or replayed (an illegal action: its index and
the reason) exits with status 2; an engine fault on a record exits with status 3."""
from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import Any

from engine.core.errors import RecordError
from engine.core.record import GameRecord, replay
from engine.core.registry import get_game


def _plain(obj: Any) -> Any:
    """JSON-ready: dataclasses to dicts, tuples/sets to lists, other keys to text."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        return {str(k): _plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_plain(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((_plain(v) for v in obj), key=repr)
    return obj


def run(record: GameRecord) -> dict[str, Any]:
    game = get_game(record.game)
    state, events = replay(record)
    outcome = game.outcome(state)
    return {
        "game": record.game,
        "actions": len(record.actions),
        "outcome": None if outcome is None else {
            "key": outcome.key, "winners": sorted(outcome.winners),
            "params": _plain(outcome.params)},
        "to_act": sorted(game.to_act(state)),
        "view": _plain(dataclasses.asdict(game.view(state, None))),
        "events": [{"key": e.key, "params": _plain(e.params),
                    "visible_to": None if e.visible_to is None else sorted(e.visible_to)}
                   for e in events],
    }


def main(argv: list[str] | None = None) -> int:
    """Exit 0 with the replay; 2 when the record can not be read or replayed (its
    fault); 3 when the engine broke on it (ours). Never a traceback; with --json every
    answer, errors too, is one JSON object on standard output."""
    parser = argparse.ArgumentParser(prog="python -m engine.replay", description=__doc__)
    parser.add_argument("record", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print JSON (the default is a summary)")
    args = parser.parse_args(argv)
    try:
        with open(args.record, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, ValueError) as exc:            # missing, unreadable, not UTF-8
        return _error(args.json, 2, f"can not read {args.record}: {exc}")
    try:
        result = run(GameRecord.from_json(text))
    except RecordError as exc:
        return _error(args.json, 2, exc.reason, exc.index)
    except RecursionError:
        return _error(args.json, 2, "the record is nested too deeply")
    except Exception as exc:     # an engine fault on this record: reported, never a traceback
        return _error(args.json, 3, f"the engine failed on this record: "
                                    f"{type(exc).__name__}: {exc}")
    if args.json:        # ASCII (json's default): any console encoding prints it
        print(json.dumps(result, indent=1))
    else:
        out = result["outcome"]
        print(f"{result['game']}: {result['actions']} actions; "
               f"{'unfinished' if out is None else out['key']}; {len(result['events'])} events")
    return 0


def _error(as_json: bool, code: int, reason: str, index: int | None = None) -> int:
    if as_json:
        print(json.dumps({"error": reason, "index": index, "status": code}))
    else:
        where = "" if index is None else f"action {index}: "
        print(f"error: {where}{reason}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
