"""Replay a game record: `python -m engine.replay RECORD.json [--json]`.

Prints the outcome, the final public state (the spectator's view) and the events.
An illegal action stops with exit status 2, naming its index and the reason."""
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
    parser = argparse.ArgumentParser(prog="python -m engine.replay", description=__doc__)
    parser.add_argument("record", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print JSON (the default is a summary)")
    args = parser.parse_args(argv)
    try:
        with open(args.record, encoding="utf-8") as fh:
            record = GameRecord.from_json(fh.read())
        result = run(record)
    except RecordError as exc:
        payload = {"error": exc.reason, "index": exc.index}
        print(json.dumps(payload, ensure_ascii=False) if args.json else f"error: {exc}",
              file=sys.stdout if args.json else sys.stderr)
        return 2
    except (OSError, ValueError, KeyError) as exc:
        # an unreadable file, an unknown game, a deal the game refuses
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        out = result["outcome"]
        print(f"{result['game']}: {result['actions']} actions; "
              f"{'unfinished' if out is None else out['key']}; {len(result['events'])} events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
