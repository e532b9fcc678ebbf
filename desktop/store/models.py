"""What the store hands out: frozen rows, checked as they are read. SQLite keeps
whatever a file holds (another release's row, a hand edit, a salvaged page), so a
row of the wrong shape is skipped and counted, never a crash. Records are stored as
the engine's JSON game record."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

#: how times are written: UTC without a zone, as SQLAlchemy wrote them in 0.1.0
_TIME = "%Y-%m-%d %H:%M:%S.%f"


def now() -> datetime:
    return datetime.now(timezone.utc)


def to_db_time(when: datetime) -> str:
    return when.astimezone(timezone.utc).strftime(_TIME)


def from_db_time(value: Any) -> datetime | None:
    """A stored time (UTC), or None when the value is not one."""
    if not isinstance(value, str):
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


class BadRow(ValueError):
    """A row whose values are not what the schema says (skipped by the reader)."""


def text(value: Any) -> str:
    if not isinstance(value, str):
        raise BadRow(f"text expected, not {value!r}"[:80])
    return value


def number(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRow(f"a whole number expected, not {value!r}"[:80])
    return value


def when(value: Any) -> datetime:
    """A time as the ORM hands it (tables.Time) or as the file keeps it (text)."""
    parsed = value if isinstance(value, datetime) and value.tzinfo else from_db_time(value)
    if parsed is None:
        raise BadRow(f"a time expected, not {value!r}"[:80])
    return parsed


def flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise BadRow(f"yes or no expected, not {value!r}"[:80])
    return value


def from_json(value: Any) -> Any:
    try:
        return json.loads(text(value))
    except json.JSONDecodeError as exc:
        raise BadRow(f"not JSON: {exc}") from exc


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str                       # "human" or a bot level ("easy", "normal", ...)

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @classmethod
    def from_dict(cls, data: Any) -> SeatSpec:
        """A seat as stored; fields a later release may add are ignored."""
        if not isinstance(data, dict):
            raise BadRow("a seat is an object")
        return cls(text(data.get("name")), text(data.get("kind", "human")))


def seats_from_json(value: Any) -> list[SeatSpec]:
    data = from_json(value)
    if not isinstance(data, list) or not data:
        raise BadRow("seats are a list")
    return [SeatSpec.from_dict(d) for d in data]


def seats_to_json(seats: list[SeatSpec]) -> str:
    return json.dumps([{"name": s.name, "kind": s.kind} for s in seats], ensure_ascii=False)


def winners_from_json(value: Any, players: int) -> list[int]:
    data = from_json(value)
    if not isinstance(data, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                             and 0 <= w < players for w in data):
        raise BadRow("winners are seat numbers")
    return data


@dataclass(frozen=True)
class StatRow:
    name: str                       # a person's name; for bots, their level ("easy", ...)
    game: str
    played: int
    won: int
    bot: bool = False               # a bot level's games, all its seats together


@dataclass(frozen=True)
class FinishedGame:
    id: int
    game: str
    finished_at: datetime
    seats: list[SeatSpec]
    winners: list[int]
    outcome_key: str
    record_json: str


def slot_of(game: str, crew: int | None = None) -> str:
    """The slot a game in progress is kept in: one per game, and one per campaign crew
    (a crew's mission in progress is apart from a single game of Bomb Busters).
    Starting a game replaces only the game in its own slot."""
    return game if crew is None else f"{game}.crew.{crew}"


@dataclass(frozen=True)
class SavedGame:
    """A game in progress: the one of its slot (see `slot_of`)."""
    slot: str
    game: str
    seats: list[SeatSpec]
    record_json: str
    saved_at: datetime               # when it was last played (its last autosave)


def result_of(record_json: str, won: bool) -> int | None:
    """What a campaign attempt is ranked by, from the result its record keeps
    (meta.result, desktop/session.py): the turns of a win, the wires left of a failure;
    None when the record does not say (an unreadable record, or one from before results
    were kept). Read once, when the attempt is written (or upgraded to schema 3)."""
    try:
        result = json.loads(record_json).get("meta", {}).get("result", {}) if record_json else {}
    except (TypeError, ValueError, AttributeError):
        return None
    value = result.get("turns" if won else "left") if isinstance(result, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class MissionAttempt:
    id: int
    crew_id: int
    mission: int
    won: bool
    outcome_key: str
    captain: str                    # the Captain's name for this attempt
    played_at: datetime
    record_json: str                # the game record (replayable), "" if none was kept
    result: int | None = None       # turns of a win, wires left of a failure (result_of)
