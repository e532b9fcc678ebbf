"""The store's tables as SQLModel models: the one place their columns are named (the
migrations in schema.py make them on disk; tests/desktop/test_store_tables.py keeps
the two alike). Reads and writes go through these models (desktop/store/orm.py).

SQLAlchemy and SQLModel are imported here, off the first window's path: nothing the
first window imports may import this module (desktop/store/loader.py loads it on a
worker thread after the first paint).

Values come back as the file holds them: a time or a flag that does not parse is
handed on unchanged, and the row checks of models.py skip that row (the ORM's own
DateTime would fail the whole query on one bad date)."""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy.types import UserDefinedType
from sqlmodel import Field, SQLModel

from desktop.store.models import from_db_time, to_db_time


class Time(UserDefinedType[datetime]):
    """A time in UTC, kept as text the way SQLAlchemy's DateTime wrote it in 0.1.0."""
    cache_ok = True

    def get_col_spec(self, **kw: Any) -> str:
        return "DATETIME"

    def bind_processor(self, dialect: Any) -> Callable[[Any], Any]:
        return lambda value: to_db_time(value) if isinstance(value, datetime) else value

    def result_processor(self, dialect: Any, coltype: Any) -> Callable[[Any], Any]:
        return lambda value: from_db_time(value) or value


class Flag(UserDefinedType[bool]):
    """A yes/no kept as 1 or 0; anything else is handed on as it is (a bad row)."""
    cache_ok = True

    def get_col_spec(self, **kw: Any) -> str:
        return "BOOLEAN"

    def bind_processor(self, dialect: Any) -> Callable[[Any], Any]:
        return lambda value: int(value) if isinstance(value, bool) else value

    def result_processor(self, dialect: Any, coltype: Any) -> Callable[[Any], Any]:
        return lambda value: bool(value) if value in (0, 1) and not isinstance(value, float) else value


class SettingRow(SQLModel, table=True):
    __tablename__ = "setting"
    key: str = Field(primary_key=True)
    value: str


class PlayerNameRow(SQLModel, table=True):
    """The names (and bot levels) last used at each seat of the new-game dialog."""
    __tablename__ = "playername"
    seat: int = Field(primary_key=True)
    name: str
    kind: str


class FinishedGameRow(SQLModel, table=True):
    __tablename__ = "finishedgame"
    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(index=True)
    finished_at: datetime = Field(sa_type=Time)
    seats_json: str
    winners_json: str
    outcome_key: str
    record_json: str


class SavedGameRow(SQLModel, table=True):
    """A game in progress: one per slot (models.slot_of)."""
    __tablename__ = "savedgame"
    id: int | None = Field(default=None, primary_key=True)
    game: str
    saved_at: datetime = Field(sa_type=Time)
    seats_json: str
    record_json: str
    slot: str = Field(default="", index=True, unique=True)


class CrewRow(SQLModel, table=True):
    __tablename__ = "crew"
    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: datetime = Field(sa_type=Time)
    captain: int                    # the seat of the next Captain (rulebook: it passes to the left)


class CrewSeatRow(SQLModel, table=True):
    __tablename__ = "crewseat"
    id: int | None = Field(default=None, primary_key=True)
    crew_id: int = Field(foreign_key="crew.id", index=True)
    position: int                   # clockwise from the crew's first seat
    name: str
    kind: str


class MissionAttemptRow(SQLModel, table=True):
    __tablename__ = "missionattempt"
    id: int | None = Field(default=None, primary_key=True)
    crew_id: int = Field(foreign_key="crew.id", index=True)
    mission: int = Field(index=True)
    won: bool = Field(sa_type=Flag)
    outcome_key: str
    captain: str                    # the Captain's name at this attempt
    played_at: datetime = Field(sa_type=Time)
    record_json: str
    result: int | None = None       # turns of a win, wires left of a failure (models.result_of)
