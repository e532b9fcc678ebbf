"""The tables. Records are stored as the engine's JSON game record."""
from __future__ import annotations

from datetime import datetime, timezone

from sqlmodel import Field, SQLModel


def now() -> datetime:
    return datetime.now(timezone.utc)


class Setting(SQLModel, table=True):
    key: str = Field(primary_key=True)
    value: str


class PlayerName(SQLModel, table=True):
    """Names typed in the new-game dialog, remembered by seat position."""
    seat: int = Field(primary_key=True)
    name: str
    kind: str = "human"             # "human" or a bot level


class FinishedGame(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(index=True)
    finished_at: datetime = Field(default_factory=now)
    seats_json: str                 # [{"name", "kind"}, ...]
    winners_json: str               # [seat, ...]
    outcome_key: str
    record_json: str


class SavedGame(SQLModel, table=True):
    """The game in progress, rewritten after every action (one at a time)."""
    id: int = Field(default=1, primary_key=True)
    game: str
    saved_at: datetime = Field(default_factory=now)
    seats_json: str
    record_json: str
