"""The game record: the save format, the replay format and the bug-report format.

JSON: {"game", "version", "config", "seed", "deal"?, "actions": [[seat, text], ...],
"meta"?}. Replaying it with the same engine reproduces the game exactly; a record
written by an earlier release is converted to today's version as it is read
(engine/core/record_versions.py).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import IllegalAction, RecordError
from engine.core.event import Event
from engine.core.reading import list_of, object_of, whole
from engine.core.record_versions import upgrade
from engine.core.registry import get_game


@dataclass
class GameRecord:
    game: str
    config: dict[str, Any]
    seed: int
    version: int = 1
    deal: dict[str, Any] | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "game": self.game, "version": self.version, "config": self.config,
            "seed": self.seed, "actions": [[s, a] for s, a in self.actions],
        }
        if self.deal is not None:
            d["deal"] = self.deal
        if self.meta:
            d["meta"] = self.meta
        return d

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameRecord:
        """Read a record's JSON object, converting one written by an earlier release to
        the version this engine plays (RecordError if it can not be read). Numbers must
        be whole: a fractional seed or seat is refused, never truncated."""
        if not isinstance(d, dict):
            raise RecordError("a record is a JSON object")
        try:
            if not isinstance(d["game"], str):
                raise TypeError(f"the game is named by text, not {d['game']!r}")
            game = get_game(d["game"])
            whole(d.get("version", 1), "the record version")
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from exc
        d = upgrade(d, game.record_version)
        try:
            return cls(game=d["game"], config=dict(object_of(d["config"], "config")),
                       seed=whole(d["seed"], "the seed"),
                       version=whole(d.get("version", 1), "the record version"),
                       deal=None if d.get("deal") is None else dict(object_of(d["deal"], "deal")),
                       actions=_actions(d.get("actions", [])),
                       meta=dict(object_of(d.get("meta", {}), "meta")))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from exc

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except RecursionError:
            raise RecordError("not a record: nested too deeply") from None
        except ValueError as exc:          # not JSON, NaN or Infinity, a number too long
            raise RecordError(f"not JSON: {exc}") from exc
        return cls.from_dict(data)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _actions(value: Any) -> list[tuple[int, str]]:
    """[[seat, text], ...]: a whole-number seat and an action's text each."""
    out = []
    for i, pair in enumerate(list_of(value, "the actions")):
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str)):
            raise ValueError(f"action {i} must be [seat, text], not {pair!r}")
        out.append((whole(pair[0], f"the seat of action {i}"), pair[1]))
    return out


def start(record: GameRecord) -> Any:
    """The state a record starts from; RecordError if its config or deal can not be
    set up (a record is outside input: a deal of the wrong shape is refused, not a crash)."""
    game = get_game(record.game)
    if record.version != game.record_version:
        raise RecordError(f"record version {record.version}, this engine plays version "
                          f"{game.record_version} (GameRecord.from_dict converts older records)")
    try:
        return game.new_game(record.config, record.seed, record.deal)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise RecordError(f"the game can not be set up from this record: "
                          f"{type(exc).__name__}: {exc}") from exc


def replay(record: GameRecord, upto: int | None = None) -> tuple[Any, list[Event]]:
    """Replay a record (or its first `upto` actions); returns (state, all events).
    An illegal action stops with RecordError naming its index and the reason."""
    game = get_game(record.game)
    state = start(record)
    events: list[Event] = []
    for i, (seat, text) in enumerate(record.actions[:upto]):
        try:
            events.extend(game.apply(state, seat, text))
        except IllegalAction as exc:
            raise RecordError(f"{text!r} by seat {seat}: {exc}", index=i) from exc
    return state, events
