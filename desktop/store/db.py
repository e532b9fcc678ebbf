"""The database: opened once, checked, and set aside if damaged (never a crash)."""
from __future__ import annotations

import json
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.exc import DatabaseError
from sqlmodel import Session, SQLModel, create_engine, select

from desktop.paths import data_dir
from desktop.store.models import FinishedGame, PlayerName, SavedGame, Setting, now
from desktop.store.campaign import Crew, CrewSeat, MissionAttempt   # campaign tables (Bomb Busters)

DB_NAME = "bakudan.db"


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str                       # "human" or a bot level ("easy", "normal", ...)

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class StatRow:
    name: str
    game: str
    played: int
    won: int


class Store:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.path = self.folder / DB_NAME
        #: set when a damaged database was moved aside; the window tells the player
        self.recovered_from: Path | None = None
        try:
            self._open()
        except (DatabaseError, sqlite3.DatabaseError, ValueError):
            self._set_aside()
            self._open()

    def _open(self) -> None:
        if self.path.exists():
            con = sqlite3.connect(self.path)
            try:
                ok = con.execute("PRAGMA integrity_check").fetchone()
            finally:
                con.close()
            if not ok or ok[0] != "ok":
                raise ValueError("integrity check failed")
        self.engine = create_engine(f"sqlite:///{self.path}")
        event.listen(self.engine, "connect", lambda con, _: con.execute("PRAGMA journal_mode=WAL"))
        SQLModel.metadata.create_all(self.engine)
        with Session(self.engine) as s:           # touch every table once
            for table in (Setting, PlayerName, FinishedGame, SavedGame, Crew, CrewSeat, MissionAttempt):
                s.exec(select(table).limit(1)).all()

    def _set_aside(self) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{DB_NAME}.damaged-{stamp}")
        if getattr(self, "engine", None) is not None:
            self.engine.dispose()
        shutil.move(self.path, target)
        for extra in ("-wal", "-shm"):
            side = self.path.with_name(DB_NAME + extra)
            if side.exists():
                side.unlink()
        self.recovered_from = target

    # ---- settings ----------------------------------------------------------
    def get(self, key: str, default: str = "") -> str:
        with Session(self.engine) as s:
            row = s.get(Setting, key)
            return row.value if row else default

    def set(self, key: str, value: str) -> None:
        with Session(self.engine) as s:
            row = s.get(Setting, key) or Setting(key=key, value=value)
            row.value = value
            s.add(row)
            s.commit()

    # ---- names remembered between games --------------------------------------
    def seat_specs(self) -> dict[int, SeatSpec]:
        with Session(self.engine) as s:
            return {r.seat: SeatSpec(r.name, r.kind) for r in s.exec(select(PlayerName))}

    def remember_seats(self, seats: list[SeatSpec]) -> None:
        with Session(self.engine) as s:
            for i, spec in enumerate(seats):
                row = s.get(PlayerName, i) or PlayerName(seat=i, name=spec.name)
                row.name, row.kind = spec.name, spec.kind
                s.add(row)
            s.commit()

    # ---- the game in progress ------------------------------------------------
    def save_current(self, game: str, seats: list[SeatSpec], record_json: str) -> None:
        with Session(self.engine) as s:
            row = s.get(SavedGame, 1) or SavedGame(id=1, game=game, seats_json="", record_json="")
            row.game, row.record_json = game, record_json
            row.seats_json = json.dumps([spec.__dict__ for spec in seats], ensure_ascii=False)
            row.saved_at = now()
            s.add(row)
            s.commit()

    def load_current(self) -> tuple[str, list[SeatSpec], str] | None:
        with Session(self.engine) as s:
            row = s.get(SavedGame, 1)
            if row is None:
                return None
            seats = [SeatSpec(**d) for d in json.loads(row.seats_json)]
            return row.game, seats, row.record_json

    def clear_current(self) -> None:
        with Session(self.engine) as s:
            row = s.get(SavedGame, 1)
            if row is not None:
                s.delete(row)
                s.commit()

    # ---- finished games and statistics ------------------------------------------
    def record_finished(self, game: str, seats: list[SeatSpec], winners: list[int],
                        outcome_key: str, record_json: str) -> None:
        """Store the result and drop the autosave, in one transaction."""
        with Session(self.engine) as s:
            s.add(FinishedGame(game=game, outcome_key=outcome_key, record_json=record_json,
                               seats_json=json.dumps([spec.__dict__ for spec in seats],
                                                     ensure_ascii=False),
                               winners_json=json.dumps(winners)))
            saved = s.get(SavedGame, 1)
            if saved is not None:
                s.delete(saved)
            s.commit()

    def finished_games(self, game: str | None = None) -> list[FinishedGame]:
        with Session(self.engine) as s:
            query = select(FinishedGame).order_by(FinishedGame.id)
            if game:
                query = query.where(FinishedGame.game == game)
            return list(s.exec(query))

    def stats(self) -> list[StatRow]:
        """Games played and won per player name and game (bots by name too)."""
        counts: dict[tuple[str, str], list[int]] = {}
        for g in self.finished_games():
            winners = set(json.loads(g.winners_json))
            for i, seat in enumerate(json.loads(g.seats_json)):
                c = counts.setdefault((seat["name"], g.game), [0, 0])
                c[0] += 1
                c[1] += i in winners
        return [StatRow(name, game, p, w) for (name, game), (p, w) in sorted(counts.items())]
