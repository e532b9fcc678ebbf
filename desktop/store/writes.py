"""Every change the app makes to its data, as a value: the store runs each in one
transaction, and keeps in memory the ones the disk refused (full, locked, read-only)
to run them, in order, as soon as writing works again. Writes with the same key
replace each other (only the newest autosave of a slot or value of a setting
matters)."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime

from desktop.store.models import SeatSpec, seats_to_json, to_db_time


def saved_key(slot: str) -> tuple:
    """The key of every write to the game in progress of `slot` (models.slot_of)."""
    return ("current", slot)


@dataclass(frozen=True)
class PutSetting:
    name: str
    value: str

    @property
    def key(self) -> tuple:
        return ("setting", self.name)

    def apply(self, con: sqlite3.Connection) -> None:
        con.execute('INSERT OR REPLACE INTO setting ("key", value) VALUES (?, ?)', (self.name, self.value))


@dataclass(frozen=True)
class RememberSeats:
    seats: tuple[SeatSpec, ...]
    key = ("seats",)

    def apply(self, con: sqlite3.Connection) -> None:
        con.executemany("INSERT OR REPLACE INTO playername (seat, name, kind) VALUES (?, ?, ?)",
                        [(i, s.name, s.kind) for i, s in enumerate(self.seats)])


@dataclass(frozen=True)
class SaveCurrent:
    slot: str
    game: str
    seats: tuple[SeatSpec, ...]
    record_json: str
    saved_at: datetime

    @property
    def key(self) -> tuple:
        return saved_key(self.slot)

    def apply(self, con: sqlite3.Connection) -> None:
        # an upsert keeps the row's id: a slot's autosave stays one row however often it is written
        con.execute("INSERT INTO savedgame (slot, game, saved_at, seats_json, record_json) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (slot) DO UPDATE SET game = excluded.game, saved_at = excluded.saved_at, "
                    "seats_json = excluded.seats_json, record_json = excluded.record_json",
                    (self.slot, self.game, to_db_time(self.saved_at), seats_to_json(list(self.seats)),
                     self.record_json))


@dataclass(frozen=True)
class ClearCurrent:
    slot: str

    @property
    def key(self) -> tuple:
        return saved_key(self.slot)

    def apply(self, con: sqlite3.Connection) -> None:
        con.execute("DELETE FROM savedgame WHERE slot = ?", (self.slot,))


@dataclass(frozen=True)
class Attempt:
    """A campaign attempt, won or failed: stored with the Captain of the moment, who
    then passes to the left."""
    serial: int
    crew_id: int
    mission: int
    won: bool
    outcome_key: str
    record_json: str
    played_at: datetime

    @property
    def key(self) -> tuple:
        return ("attempt", self.serial)

    def apply(self, con: sqlite3.Connection) -> None:
        row = con.execute("SELECT captain FROM crew WHERE id = ?", (self.crew_id,)).fetchone()
        if row is None:
            return                      # the crew was deleted meanwhile
        captain = row[0] if isinstance(row[0], int) else 0
        names = [n for (n,) in con.execute("SELECT name FROM crewseat WHERE crew_id = ? ORDER BY position",
                                          (self.crew_id,))]
        name = str(names[captain % len(names)]) if names else ""
        con.execute("INSERT INTO missionattempt (crew_id, mission, won, outcome_key, captain, played_at, "
                    "record_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (self.crew_id, self.mission, int(self.won), self.outcome_key, name,
                     to_db_time(self.played_at), self.record_json))
        con.execute("UPDATE crew SET captain = ? WHERE id = ?", ((captain + 1) % max(len(names), 1), self.crew_id))


@dataclass(frozen=True)
class Finish:
    """The end of a game, one transaction: the finished game, its campaign attempt (if
    it was one) and the removal of the autosave of its slot."""
    serial: int
    slot: str
    game: str
    seats: tuple[SeatSpec, ...]
    winners: tuple[int, ...]
    outcome_key: str
    record_json: str
    finished_at: datetime
    attempt: Attempt | None = None

    @property
    def key(self) -> tuple:
        return ("finished", self.serial)

    def apply(self, con: sqlite3.Connection) -> None:
        con.execute("INSERT INTO finishedgame (game, finished_at, seats_json, winners_json, outcome_key, "
                    "record_json) VALUES (?, ?, ?, ?, ?, ?)",
                    (self.game, to_db_time(self.finished_at), seats_to_json(list(self.seats)),
                     json.dumps(list(self.winners)), self.outcome_key, self.record_json))
        if self.attempt is not None:
            self.attempt.apply(con)
        ClearCurrent(self.slot).apply(con)


Write = PutSetting | RememberSeats | SaveCurrent | ClearCurrent | Attempt | Finish
