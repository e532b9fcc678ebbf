"""Sessions over the store's own sqlite3 connection, and every write as statements on
the models of tables.py.

The engine is handed the connection the store opened (desktop/store/opening.py), so
the file is opened, checked, upgraded and salvaged exactly as before, and the ORM
only reads and writes. A write is one transaction that takes the write lock at once
(BEGIN IMMEDIATE: a lock held by another program is found before any work is done);
a read is a plain transaction (one consistent view). SQLAlchemy wraps SQLite's errors:
they are handed on unwrapped, so faults are told apart by SQLite's own codes
(faults.classify) as before."""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, exc
from sqlalchemy.dialects.sqlite import insert
from sqlalchemy.engine import Connection
from sqlalchemy.pool import StaticPool
from sqlmodel import Session, SQLModel, col, delete, select

from desktop.store.models import result_of, seats_to_json
from desktop.store.tables import (CrewRow, CrewSeatRow, FinishedGameRow, MissionAttemptRow, PlayerNameRow,
                                  SavedGameRow, SettingRow)
from desktop.store.writes import Attempt, ClearCurrent, Finish, PutSetting, RememberSeats, SaveCurrent, Write


def engine_for(con: sqlite3.Connection) -> Engine:
    """An engine whose one connection is `con` (in autocommit mode: transactions are
    begun here, see `_begin`)."""
    engine = create_engine("sqlite://", creator=lambda: con, poolclass=StaticPool)
    event.listen(engine, "begin", _begin)
    return engine


def _begin(conn: Connection) -> None:
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("write") else "BEGIN")


@contextmanager
def _unwrapped() -> Iterator[None]:
    try:
        yield
    except exc.DBAPIError as error:
        if isinstance(error.orig, sqlite3.Error):
            raise error.orig from error
        raise


@contextmanager
def reading(engine: Engine) -> Iterator[Session]:
    with _unwrapped(), Session(engine) as session:
        yield session


@contextmanager
def writing(engine: Engine) -> Iterator[Session]:
    """Everything done with the session is written together when the block ends, or
    nothing is."""
    with _unwrapped(), Session(engine.execution_options(write=True)) as session, session.begin():
        yield session


def apply(write: Write, s: Session) -> None:
    """Run one change inside a write transaction."""
    if isinstance(write, PutSetting):
        _put(s, SettingRow, "key", key=write.name, value=write.value)
    elif isinstance(write, RememberSeats):
        for seat, spec in enumerate(write.seats):
            _put(s, PlayerNameRow, "seat", seat=seat, name=spec.name, kind=spec.kind)
    elif isinstance(write, SaveCurrent):
        # the slot's row is updated in place: an autosave stays one row however often it is written
        _put(s, SavedGameRow, "slot", slot=write.slot, game=write.game, saved_at=write.saved_at,
             seats_json=seats_to_json(list(write.seats)), record_json=write.record_json)
    elif isinstance(write, ClearCurrent):
        s.exec(delete(SavedGameRow).where(col(SavedGameRow.slot) == write.slot))
    elif isinstance(write, Attempt):
        _attempt(write, s)
    elif isinstance(write, Finish):
        s.add(FinishedGameRow(game=write.game, finished_at=write.finished_at,
                              seats_json=seats_to_json(list(write.seats)), winners_json=json.dumps(list(write.winners)),
                              outcome_key=write.outcome_key, record_json=write.record_json))
        if write.attempt is not None:
            _attempt(write.attempt, s)
        apply(ClearCurrent(write.slot), s)
    s.flush()


def _put(s: Session, table: type[SQLModel], key: str, /, **values: Any) -> None:
    """The row whose `key` column holds values[key], inserted or else updated in place,
    in one statement (an autosave is written at every action: no read first)."""
    statement = insert(table).values(**values)
    s.exec(statement.on_conflict_do_update(
        index_elements=[key], set_={name: statement.excluded[name] for name in values if name != key}))


def _attempt(write: Attempt, s: Session) -> None:
    """The attempt, with the Captain of the moment, who then passes to the left."""
    crew = s.get(CrewRow, write.crew_id)
    if crew is None:
        return                          # the crew was deleted meanwhile
    captain = crew.captain if isinstance(crew.captain, int) else 0
    names = [seat.name for seat in s.exec(select(CrewSeatRow).where(CrewSeatRow.crew_id == write.crew_id)
                                          .order_by(col(CrewSeatRow.position))).all()]
    s.add(MissionAttemptRow(crew_id=write.crew_id, mission=write.mission, won=write.won,
                            outcome_key=write.outcome_key, captain=str(names[captain % len(names)]) if names else "",
                            played_at=write.played_at, record_json=write.record_json,
                            result=result_of(write.record_json, write.won)))
    crew.captain = (captain + 1) % max(len(names), 1)
    s.add(crew)
