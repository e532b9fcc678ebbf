"""The Store: everything Bakudan keeps between runs, in one SQLite file in the data
folder, read and written through the SQLModel tables of tables.py (docs/ARCHITECTURE.md,
"The store"). This module is on the first window's path, so it imports no ORM: the
names of tables.py are imported where they are used, once loader.py has loaded them.

Nothing here raises at the app: a read that fails gives what it can (and says why in
`health()`), and a write the disk refuses is kept in memory, shown by reads as if
written, and written as soon as the disk lets it (`retry()`, which the window calls
on a timer). `health_changed` tells the window when any of that changes.
"""
from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from desktop.paths import data_dir
from desktop.store import loader
from desktop.store.faults import Fault, StoreError, classify
from desktop.store.models import (BadRow, FinishedGame, SavedGame, SeatSpec, StatRow, now, number,
                                  seats_from_json, slot_of, text, when, winners_from_json)
from desktop.store.opening import Opened, open_database
from desktop.store.schema import DB_NAME
from desktop.store.writes import (Attempt, ClearCurrent, Finish, PutSetting, RememberSeats, SaveCurrent, Write,
                                  saved_key)

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlmodel import Session

__all__ = ["DB_NAME", "Health", "SavedGame", "SeatSpec", "StatRow", "Store", "StoreError", "slot_of"]


@dataclass(frozen=True)
class Health:
    on_disk: bool               # False: nothing of this session is kept (see `reason`)
    reason: Fault | None        # why not on disk, or why writes are waiting / reads failed
    waiting: int                # changes held in memory until the disk takes them

    @property
    def fine(self) -> bool:
        return self.on_disk and self.reason is None and not self.waiting


class Store(QObject):
    #: the database was opened and the ORM is loaded (read `opening` for what the player
    #: must be told)
    opened = Signal()
    #: health() changed: a write waits, a fault cleared, everything was written
    health_changed = Signal()

    def __init__(self, folder: Path | None = None, session_only: Fault | None = None) -> None:
        """Nothing is opened yet: the first use opens the file (the window asks once
        it has been painted, so the first window never waits for the disk)."""
        super().__init__()
        self.folder = folder or data_dir()
        self.path = self.folder / DB_NAME
        self._session_only = session_only
        self._db: Opened | None = None
        self._pending: dict[tuple, Write] = {}
        self._serial = itertools.count(1)
        self._fault: Fault | None = None        # the last failed read or write's fault
        self._engine: tuple[sqlite3.Connection, Engine] | None = None   # the ORM's, over the open file
        self._loading: int | None = None        # the job loading the ORM: writes are held meanwhile

    def start(self) -> None:
        """Load the ORM on a worker thread, then open the database (`opened`); the
        window asks once it has been painted. Changes made meanwhile are held and
        written in order once it is loaded; a read meanwhile waits for it."""
        from desktop import workers
        if loader.loaded():
            self.open()
            return
        self._loading = workers.run(loader.load, self._loaded, owner=self)

    def _loaded(self, result: Any) -> None:
        self._loading = None
        if isinstance(result, BaseException):
            raise result                        # a broken installation: never hidden
        if self._db is None:
            self.open()
            return
        if self._pending:                       # the file was opened meanwhile (a write asked)
            self.retry()
        self.opened.emit()

    # ---- opening ------------------------------------------------------------------
    def open(self) -> Opened:
        """Open the database (once); later calls return the same."""
        if self._db is None:
            self._db = open_database(self.folder, self._session_only)
            self._fault = self._db.fault if self._db.on_disk else None
            if self._loading is None:
                self.opened.emit()
        return self._db

    @property
    def is_open(self) -> bool:
        return self._db is not None

    @property
    def opening(self) -> Opened:
        """How the database was opened: set aside and salvaged, upgraded, a copy in
        memory (and why)."""
        return self.open()

    @property
    def recovered_from(self) -> Path | None:
        """Where a damaged database was set aside, if it was."""
        return self.open().set_aside

    @property
    def schema_version(self) -> int:
        """The schema version of the data (a newer release's stays its own)."""
        return self.open().version

    def close(self) -> None:
        """Let go of the file (what waits is the caller's to write first: the window
        asks); an ORM still loading no longer opens it."""
        if self._loading is not None:
            from desktop import workers
            workers.forget(self._loading)
            self._loading = None
        self._engine = None
        if self._db is not None:
            self._db.con.close()
            self._db = None

    # ---- health -------------------------------------------------------------------
    def health(self) -> Health:
        db = self.open()
        return Health(db.on_disk, self._fault if db.on_disk else db.fault, len(self._pending))

    def _report(self, before: Health) -> None:
        if self.health() != before:
            self.health_changed.emit()

    def retry(self) -> bool:
        """Write what waits, or check that a failed read works again; True when
        nothing waits and nothing fails."""
        if self._pending or self.open().later:
            self._flush()
        else:
            from desktop.store.tables import SettingRow
            self.read(lambda s: s.get(SettingRow, "language"))
        return not self._pending and self._fault is None

    # ---- the one way to read and to write -----------------------------------------------
    def _orm(self) -> Engine:
        """The ORM's engine over the open connection (loaded now if it is not yet; a
        reopened file gets a new one)."""
        orm, con = loader.load(), self.open().con
        if self._engine is None or self._engine[0] is not con:
            self._engine = (con, orm.engine_for(con))
        return self._engine[1]

    def read(self, query: Callable[[Session], Any], default: Any = None) -> Any:
        """Run a read in a session; a failure gives `default` and shows in health()."""
        before = self.health()
        try:
            with loader.load().reading(self._orm()) as session:
                result = query(session)
        except sqlite3.Error as exc:
            self._fault = classify(exc)
            result = default
        else:
            if not self._pending and not self.open().later:
                self._fault = None
        self._report(before)
        return result

    def rows(self, statement: Any) -> list:
        """The rows (model instances) a select gives, [] if the read fails."""
        return self.read(lambda s: list(s.exec(statement).all()), [])

    def queue(self, write: Write) -> bool:
        """Queue a change and write everything queued, in order; True if it was written.
        While a fault lasts, changes only queue and `retry` tries the disk: a lock holds
        the window for one BUSY_TIMEOUT at most, not once per change. While the ORM
        loads, changes only queue (`start`)."""
        before = self.health()
        if isinstance(write, Finish):
            self._pending.pop(saved_key(write.slot), None)     # the finish removes its slot's autosave itself
        self._pending.pop(write.key, None)
        self._pending[write.key] = write
        done = self._fault is None and self._loading is None and self._flush()
        if self._loading is None:
            self._report(before)
        # else held quietly: nothing is wrong with the disk, and the ORM is a moment away
        return done

    def _reopen(self) -> bool:
        """The file could not be opened at start-up for want of room: open it now if
        the disk lets us (True), keeping the copy meanwhile."""
        fresh = open_database(self.folder)
        if fresh.later or not fresh.on_disk or fresh.fault is not None:
            fresh.con.close()
            return False
        self.open().con.close()
        self._db = fresh
        return True

    def _flush(self) -> bool:
        before = self.health()
        if self.open().later and not self._reopen():
            self._fault = Fault.FULL
            self._report(before)
            return False
        orm, engine = loader.load(), self._orm()
        for key, write in list(self._pending.items()):
            try:
                with orm.writing(engine) as session:
                    orm.apply(write, session)
            except sqlite3.Error as exc:
                self._fault = classify(exc)
                self._report(before)
                return False
            del self._pending[key]
        self._fault = None
        self._report(before)
        return True

    def waiting(self, kind: type) -> list:
        """The changes of one kind still held in memory, oldest first."""
        return [w for w in self._pending.values() if isinstance(w, kind)]

    def write_now(self, work: Callable[[Session], Any]) -> Any:
        """A change whose result is needed at once (a new crew's id): written after
        what waits, in one transaction; raises StoreError if the disk refuses it."""
        if (self._pending or self.open().later) and not self._flush():
            raise StoreError(self._fault or Fault.UNREADABLE)
        before, orm, engine = self.health(), loader.load(), self._orm()
        try:
            with orm.writing(engine) as session:
                result = work(session)
        except sqlite3.Error as exc:
            self._fault = classify(exc)
            self._report(before)
            raise StoreError(self._fault, str(exc)) from exc
        self._fault = None
        self._report(before)
        return result

    def serial(self) -> int:
        """A number no other change of this run has (keys of changes that never replace
        one another)."""
        return next(self._serial)

    # ---- settings -------------------------------------------------------------------
    def get(self, key: str, default: str = "") -> str:
        held = self._pending.get(("setting", key))
        if isinstance(held, PutSetting):
            return held.value
        from desktop.store.tables import SettingRow
        row = self.read(lambda s: s.get(SettingRow, key))
        return row.value if row is not None and isinstance(row.value, str) else default

    def set(self, key: str, value: str) -> None:
        self.queue(PutSetting(key, value))

    # ---- names remembered between games --------------------------------------------
    def seat_specs(self) -> dict[int, SeatSpec]:
        from sqlmodel import select

        from desktop.store.tables import PlayerNameRow
        held = self._pending.get(RememberSeats.key)
        out = {}
        for row in self.rows(select(PlayerNameRow)):
            try:
                out[number(row.seat)] = SeatSpec(text(row.name), text(row.kind))
            except BadRow:
                continue
        if isinstance(held, RememberSeats):
            out.update(enumerate(held.seats))
        return out

    def remember_seats(self, seats: list[SeatSpec]) -> None:
        self.queue(RememberSeats(tuple(seats)))

    # ---- the games in progress, one per slot (models.slot_of) ------------------------------
    def save_current(self, game: str, seats: list[SeatSpec], record_json: str, crew: int | None = None) -> bool:
        """Autosave the game in progress of `game` (of `crew`'s campaign, if given),
        replacing only the one of that slot."""
        return self.queue(SaveCurrent(slot_of(game, crew), game, tuple(seats), record_json, now()))

    def saved_games(self) -> list[SavedGame]:
        """Every game in progress that can be read, the last played first (with what
        waits to be written); a row of the wrong shape (another release's, damaged) is
        left out: never a Continue that fails."""
        games = {g.slot: g for g in self._saved_rows()[0]}
        for write in self._pending.values():         # in the order they will be written
            if isinstance(write, SaveCurrent):
                games[write.slot] = SavedGame(write.slot, write.game, list(write.seats), write.record_json,
                                              write.saved_at)
            elif isinstance(write, (ClearCurrent, Finish)):
                games.pop(write.slot, None)
        return sorted(games.values(), key=lambda g: g.saved_at, reverse=True)

    def _saved_rows(self) -> tuple[list[SavedGame], int]:
        """The games in progress on disk that can be read, and how many can not."""
        from sqlmodel import select

        from desktop.store.tables import SavedGameRow
        good, bad = [], 0
        for row in self.rows(select(SavedGameRow)):
            try:
                good.append(SavedGame(text(row.slot), text(row.game), seats_from_json(row.seats_json),
                                      text(row.record_json), when(row.saved_at)))
            except BadRow:
                bad += 1
        return good, bad

    def unreadable_saves(self) -> int:
        """Games in progress whose rows can not be read (no Continue for them: the
        home screen says so)."""
        return self._saved_rows()[1]

    def load_current(self, slot: str | None = None) -> tuple[str, list[SeatSpec], str] | None:
        """(game, seats, record JSON) of the game in progress of `slot` (None: the one
        last played), or None if there is none or its row can not be read."""
        saved = next((g for g in self.saved_games() if slot is None or g.slot == slot), None)
        return (saved.game, saved.seats, saved.record_json) if saved else None

    def clear_current(self, slot: str) -> None:
        """Discard the game in progress of `slot`."""
        self.queue(ClearCurrent(slot))

    # ---- finished games and statistics ------------------------------------------------
    def record_finished(self, game: str, seats: list[SeatSpec], winners: list[int], outcome_key: str,
                        record_json: str, crew: int | None = None, mission: int | None = None) -> bool:
        """The end of a game, in one transaction: the result, the campaign attempt when
        `crew` played `mission` (the Captain passes on), and the autosave of its slot
        (the crew's, else the game's) removed."""
        at = now()
        attempt = None
        if crew is not None and mission is not None:
            attempt = Attempt(self.serial(), int(crew), int(mission), bool(winners), outcome_key, record_json, at)
        return self.queue(Finish(self.serial(), slot_of(game, crew), game, tuple(seats), tuple(winners),
                                 outcome_key, record_json, at, attempt))

    def _finished_rows(self, game: str | None) -> tuple[list[FinishedGame], int]:
        from sqlmodel import col, select

        from desktop.store.tables import FinishedGameRow
        query = select(FinishedGameRow).order_by(col(FinishedGameRow.id))
        good, bad = [], 0
        for row in self.rows(query.where(FinishedGameRow.game == game) if game else query):
            try:
                seats = seats_from_json(row.seats_json)
                good.append(FinishedGame(number(row.id), text(row.game), when(row.finished_at), seats,
                                         winners_from_json(row.winners_json, len(seats)), text(row.outcome_key),
                                         text(row.record_json)))
            except BadRow:
                bad += 1
        top = max((g.id for g in good), default=0)
        for k, w in enumerate(self.waiting(Finish), start=1):
            if game is None or w.game == game:
                good.append(FinishedGame(top + k, w.game, w.finished_at, list(w.seats), list(w.winners),
                                         w.outcome_key, w.record_json))
        return good, bad

    def finished_games(self, game: str | None = None) -> list[FinishedGame]:
        """Every finished game that can be read, oldest first (with those still waiting
        to be written)."""
        return self._finished_rows(game)[0]

    def unreadable_games(self) -> int:
        """Finished games whose rows can not be read (left out of the statistics)."""
        return self._finished_rows(None)[1]

    def stats(self) -> list[StatRow]:
        """Games played and won per person and game; bots are not people: their seats
        count together per level (listed after the people)."""
        counts: dict[tuple[bool, str, str], list[int]] = {}
        for g in self.finished_games():
            for i, seat in enumerate(g.seats):
                key = (False, seat.name, g.game) if seat.human else (True, seat.kind, g.game)
                c = counts.setdefault(key, [0, 0])
                c[0] += 1
                c[1] += i in g.winners
        return [StatRow(name, game, p, w, bot) for (bot, name, game), (p, w) in sorted(counts.items())]

