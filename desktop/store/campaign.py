"""The Bomb Busters campaign: crews (2-5 named seats, humans and bots), the Captain's
rotation, and every attempt at a mission (won or failed), in SQLModel tables.

Missions open in the rulebook's order: mission 1 first, each next mission once the
one before it is won; the reminder on cards 3-7 ("as soon as you feel ready, move
on to mission #8") opens the Final Exam once mission 3 is won; each box of later
missions opens when the last mission before it is won (9-19 after 8, 20-30 after
19, 31-42 after 30, 43-54 after 42, 55-66 after 54). Only missions the engine can
play are listed."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Field, Session, SQLModel, select

from desktop.store.models import now

#: the boxes of missions, in the order they open (rulebook, mission cards 8, 19, 30, 42, 54)
BOXES = ((1, 8), (9, 19), (20, 30), (31, 42), (43, 54), (55, 66))
FINAL_EXAM_AFTER = 3


class Crew(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: datetime = Field(default_factory=now)
    captain: int = 0                # position (in CrewSeat order) of the current Captain


class CrewSeat(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    crew_id: int = Field(index=True, foreign_key="crew.id")
    position: int                   # clockwise order round the table
    name: str
    kind: str = "human"             # "human" or a bot level


class MissionAttempt(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    crew_id: int = Field(index=True, foreign_key="crew.id")
    mission: int = Field(index=True)
    won: bool
    outcome_key: str
    captain: str                    # the Captain's name for this attempt
    played_at: datetime = Field(default_factory=now)
    record_json: str = ""           # the game record (replayable)


@dataclass(frozen=True)
class CrewInfo:
    id: int
    name: str
    seats: list[tuple[str, str]]    # (name, kind), clockwise
    captain: int

    def game_seats(self) -> list[tuple[str, str]]:
        """The seats of the next game: the Captain is seat 0, then clockwise."""
        n = len(self.seats)
        return [self.seats[(self.captain + k) % n] for k in range(n)]


@dataclass(frozen=True)
class MissionRow:
    number: int
    state: str                      # "locked", "available", "won"
    attempts: int
    wins: int
    last_played: datetime | None


def mission_states(playable: list[int], won: set[int]) -> dict[int, str]:
    out = {}
    for n in sorted(playable):
        if n in won:
            out[n] = "won"
        elif n == 1 or (n - 1) in won or (n == 8 and FINAL_EXAM_AFTER in won):
            out[n] = "available"
        else:
            out[n] = "locked"
    return out


def box_of(n: int) -> tuple[int, int]:
    return next(b for b in BOXES if b[0] <= n <= b[1])


class CampaignStore:
    """Campaign reads and writes over the app's Store (one transaction each)."""

    def __init__(self, store) -> None:
        self.engine = store.engine

    def create_crew(self, name: str, seats: list[tuple[str, str]]) -> int:
        if not 2 <= len(seats) <= 5:
            raise ValueError("a crew has 2 to 5 seats")
        with Session(self.engine) as s:
            crew = Crew(name=name)
            s.add(crew)
            s.flush()
            for i, (seat_name, kind) in enumerate(seats):
                s.add(CrewSeat(crew_id=crew.id, position=i, name=seat_name, kind=kind))
            s.commit()
            return int(crew.id)

    def crews(self) -> list[CrewInfo]:
        with Session(self.engine) as s:
            return [self._info(s, c) for c in s.exec(select(Crew).order_by(Crew.id))]

    def crew(self, crew_id: int) -> CrewInfo | None:
        with Session(self.engine) as s:
            c = s.get(Crew, crew_id)
            return None if c is None else self._info(s, c)

    @staticmethod
    def _info(s: Session, c: Crew) -> CrewInfo:
        seats = s.exec(select(CrewSeat).where(CrewSeat.crew_id == c.id).order_by(CrewSeat.position)).all()
        return CrewInfo(int(c.id), c.name, [(x.name, x.kind) for x in seats], c.captain)

    def delete_crew(self, crew_id: int) -> None:
        with Session(self.engine) as s:
            for table in (MissionAttempt, CrewSeat):
                for row in s.exec(select(table).where(table.crew_id == crew_id)):
                    s.delete(row)
            crew = s.get(Crew, crew_id)
            if crew is not None:
                s.delete(crew)
            s.commit()

    def record_attempt(self, crew_id: int, mission: int, won: bool, outcome_key: str,
                       record_json: str = "") -> None:
        """Store the attempt and pass the Captain to the left (after a win the crew
        goes on to a new mission; after a failure it tries again): one transaction."""
        with Session(self.engine) as s:
            crew = s.get(Crew, crew_id)
            if crew is None:
                return
            seats = s.exec(select(CrewSeat).where(CrewSeat.crew_id == crew_id).order_by(CrewSeat.position)).all()
            captain = seats[crew.captain % len(seats)].name if seats else ""
            s.add(MissionAttempt(crew_id=crew_id, mission=mission, won=won, outcome_key=outcome_key,
                                 captain=captain, record_json=record_json))
            crew.captain = (crew.captain + 1) % max(len(seats), 1)
            s.add(crew)
            s.commit()

    def attempts(self, crew_id: int) -> list[MissionAttempt]:
        with Session(self.engine) as s:
            return list(s.exec(select(MissionAttempt).where(MissionAttempt.crew_id == crew_id)
                               .order_by(MissionAttempt.id)))

    def missions(self, crew_id: int, playable: list[int]) -> list[MissionRow]:
        tries = self.attempts(crew_id)
        won = {a.mission for a in tries if a.won}
        states = mission_states(playable, won)
        rows = []
        for n in sorted(playable):
            mine = [a for a in tries if a.mission == n]
            rows.append(MissionRow(n, states[n], len(mine), sum(1 for a in mine if a.won),
                                   max((a.played_at for a in mine), default=None)))
        return rows


