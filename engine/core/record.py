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
        the version this engine plays (RecordError if it can not be read)."""
        try:
            game = get_game(str(d["game"]))
        except (KeyError, TypeError) as exc:
            raise RecordError(f"malformed record: {exc}") from exc
        d = upgrade(d, game.record_version)
        try:
            actions = [(int(s), str(a)) for s, a in d.get("actions", [])]
            return cls(game=str(d["game"]), config=dict(d["config"]), seed=int(d["seed"]),
                       version=int(d.get("version", 1)), deal=d.get("deal"),
                       actions=actions, meta=dict(d.get("meta", {})))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from exc

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        return cls.from_dict(data)


def start(record: GameRecord) -> Any:
    game = get_game(record.game)
    if record.version != game.record_version:
        raise RecordError(f"record version {record.version}, this engine plays version "
                          f"{game.record_version} (GameRecord.from_dict converts older records)")
    return game.new_game(record.config, record.seed, record.deal)


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
