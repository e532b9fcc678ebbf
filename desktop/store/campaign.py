"""The Bomb Busters campaign: crews (2-5 named seats, humans and bots), the Captain's
rotation, and every attempt at a mission (won or failed).

Missions open in the rulebook's order: mission 1 first, each next mission once the
one before it is won; the reminder on cards 3-7 ("as soon as you feel ready, move
on to mission #8") opens the Final Exam once mission 3 is won; each box of later
missions opens when the last mission before it is won (9-19 after 8, 20-30 after
19, 31-42 after 30, 43-54 after 42, 55-66 after 54). Only missions the engine can
play are listed."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, col, select

from desktop.store.models import BadRow, MissionAttempt, flag, now, number, result_of, text, when
from desktop.store.tables import CrewRow, CrewSeatRow, MissionAttemptRow
from desktop.store.writes import Attempt, Finish

#: the boxes of missions, in the order they open (rulebook, mission cards 8, 19, 30, 42, 54)
BOXES = ((1, 8), (9, 19), (20, 30), (31, 42), (43, 54), (55, 66))
FINAL_EXAM_AFTER = 3


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
    #: the best attempt: ("won", fewest turns) or ("left", fewest wires left), None
    best: tuple[str, int] | None = None


def mission_states(playable: list[int], won: set[int]) -> dict[int, str]:
    """Each mission opens once the one before it in the campaign is won; a mission the
    app does not play yet is skipped (it is not shown either), so the chain goes on
    from the last playable one before it."""
    out = {}
    previous = None
    for n in sorted(playable):
        if n in won:
            out[n] = "won"
        elif previous is None or previous in won or (n == 8 and FINAL_EXAM_AFTER in won):
            out[n] = "available"
        else:
            out[n] = "locked"
        previous = n
    return out


def box_of(n: int) -> tuple[int, int]:
    return next(b for b in BOXES if b[0] <= n <= b[1])


class CampaignStore:
    """Campaign reads and writes over the app's Store: a new crew is written at once
    (its id is needed), attempts like every other change (held in memory while the
    disk refuses them, and shown as if written)."""

    def __init__(self, store) -> None:
        self.store = store

    def create_crew(self, name: str, seats: list[tuple[str, str]]) -> int:
        """Raises StoreError if the disk refuses it (nothing is written then)."""
        if not 2 <= len(seats) <= 5:
            raise ValueError("a crew has 2 to 5 seats")

        def work(s: Session) -> int:
            crew = CrewRow(name=name, created_at=now(), captain=0)
            s.add(crew)
            s.flush()                           # its id, for its seats
            assert crew.id is not None
            s.add_all([CrewSeatRow(crew_id=crew.id, position=i, name=n, kind=k) for i, (n, k) in enumerate(seats)])
            return crew.id
        return self.store.write_now(work)

    def crews(self) -> list[CrewInfo]:
        return self._crew_rows()[0]

    def _crew_rows(self) -> tuple[list[CrewInfo], int]:
        """The crews that can be read, and how many can not (a row of the wrong shape,
        or no seats): those are left out, and the campaign page says how many."""
        rows = self.store.rows(select(CrewRow).order_by(col(CrewRow.id)))
        seats = self._seats()
        out, bad = [], 0
        for row in rows:
            try:
                cid, name, captain = number(row.id), text(row.name), number(row.captain)
            except BadRow:
                bad += 1
                continue
            if seats.get(cid):
                out.append(CrewInfo(cid, name, seats[cid], captain + len(self._waiting(cid))))
            else:
                bad += 1
        return out, bad

    def unreadable_crews(self) -> int:
        """Crews whose rows can not be read (left out of the campaign: the page says so)."""
        return self._crew_rows()[1]

    def crew(self, crew_id: int) -> CrewInfo | None:
        return next((c for c in self.crews() if c.id == crew_id), None)

    def _seats(self) -> dict[int, list[tuple[str, str]]]:
        rows = self.store.rows(select(CrewSeatRow).order_by(col(CrewSeatRow.crew_id), col(CrewSeatRow.position),
                                                            col(CrewSeatRow.id)))
        out: dict[int, list[tuple[str, str]]] = {}
        for row in rows:
            try:
                out.setdefault(number(row.crew_id), []).append((text(row.name), text(row.kind)))
            except BadRow:
                continue
        return out

    def record_attempt(self, crew_id: int, mission: int, won: bool, outcome_key: str,
                       record_json: str = "") -> None:
        """An attempt without a finished game of its own (the game's end writes both
        together: Store.record_finished); the Captain passes to the left."""
        self.store.queue(Attempt(self.store.serial(), crew_id, mission, won, outcome_key, record_json, now()))

    def _waiting(self, crew_id: int) -> list[Attempt]:
        held = self.store.waiting(Attempt) + [f.attempt for f in self.store.waiting(Finish) if f.attempt]
        return sorted((a for a in held if a.crew_id == crew_id), key=lambda a: a.serial)

    def attempts(self, crew_id: int) -> list[MissionAttempt]:
        """Every attempt of the crew that can be read, oldest first (with those still
        waiting to be written)."""
        rows = self.store.rows(select(MissionAttemptRow).where(MissionAttemptRow.crew_id == crew_id)
                               .order_by(col(MissionAttemptRow.id)))
        out = []
        for row in rows:
            try:
                out.append(MissionAttempt(number(row.id), number(row.crew_id), number(row.mission), flag(row.won),
                                          text(row.outcome_key), text(row.captain), when(row.played_at),
                                          text(row.record_json), _whole_or_none(row.result)))
            except BadRow:
                continue
        held = self._waiting(crew_id)
        if held:
            crew = self.crew(crew_id)
            first = (crew.captain - len(held)) if crew else 0
            top = max((a.id for a in out), default=0)
            for k, a in enumerate(held):
                captain = crew.seats[(first + k) % len(crew.seats)][0] if crew else ""
                out.append(MissionAttempt(top + k + 1, crew_id, a.mission, a.won, a.outcome_key, captain,
                                          a.played_at, a.record_json, result_of(a.record_json, a.won)))
        return out

    def missions(self, crew_id: int, playable: list[int]) -> list[MissionRow]:
        tries = self.attempts(crew_id)
        won = {a.mission for a in tries if a.won}
        states = mission_states(playable, won)
        rows = []
        for n in sorted(playable):
            mine = [a for a in tries if a.mission == n]
            rows.append(MissionRow(n, states[n], len(mine), sum(1 for a in mine if a.won),
                                   max((a.played_at for a in mine), default=None), best_result(mine)))
        return rows


def _whole_or_none(value: object) -> int | None:
    """An attempt's result: a number, or None (not known, or not of the right shape:
    the attempt still counts, only not as the best)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def best_result(attempts: list[MissionAttempt]) -> tuple[str, int] | None:
    """The best of a mission's attempts (their `result` column): a win in the fewest
    turns, else the fewest wires left (None: no attempt's result is known)."""
    wins = [a.result for a in attempts if a.won and a.result is not None]
    if wins:
        return ("won", min(wins))
    losses = [a.result for a in attempts if not a.won and a.result is not None]
    return ("left", min(losses)) if losses else None
