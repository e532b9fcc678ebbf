"""Every change the app makes to its data, as a value (written by orm.apply): the
store runs each in one transaction, and keeps in memory the ones the disk refused
(full, locked, read-only) or that came before the ORM was loaded, to run them, in
order, as soon as it can. Writes with the same key
replace each other (only the newest autosave of a slot or value of a setting
matters)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from desktop.store.models import SeatSpec


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


@dataclass(frozen=True)
class RememberSeats:
    seats: tuple[SeatSpec, ...]
    key = ("seats",)


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


@dataclass(frozen=True)
class ClearCurrent:
    slot: str

    @property
    def key(self) -> tuple:
        return saved_key(self.slot)


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


Write = PutSetting | RememberSeats | SaveCurrent | ClearCurrent | Attempt | Finish
