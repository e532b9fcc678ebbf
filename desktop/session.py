"""GameSession: owns one game, runs bots off the GUI thread, autosaves after every
action, and turns what the engine does into Qt signals for the table."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.core import GameRecord, IllegalAction, get_game, replay
from engine.core.game import Outcome
from engine.core.rng import fresh_seed
from desktop import workers
from desktop.game_fault import BOT, ENGINE, GameFault
from desktop.store.db import SeatSpec, Store


class GameSession(QObject):
    #: seat, action text, events, {seat or None: view after the action}
    applied = Signal(int, str, object, object)
    #: human seats that must act now (frozenset)
    waiting = Signal(object)
    finished = Signal(object)            # Outcome
    rejected = Signal(int, str)          # seat, the refusal as the player reads it (nothing changed)
    #: a GameFault: the engine or a bot broke, and the game has stopped (its record,
    #: as after the last completed action, is kept)
    failed = Signal(object)

    def __init__(self, game_id: str, seats: list[SeatSpec], config: dict | None = None,
                 seed: int | None = None, record: GameRecord | None = None,
                 store: Store | None = None) -> None:
        super().__init__()
        self.game = get_game(game_id)
        self.seats = seats
        self.store = store
        if record is not None:
            self.record = record
            self.state, _ = replay(record)
        else:
            config = config or self.game.default_config(len(seats))
            self.record = GameRecord(game=game_id, version=self.game.record_version,
                                     config=config, seed=fresh_seed() if seed is None else seed,
                                     meta={"seats": [s.__dict__ for s in seats]})
            self.state = self.game.new_game(config, self.record.seed)
        players = self.game.seat_count(self.record.config)
        if len(seats) != players:
            # a saved game whose seat list lost or gained a seat (a damaged row)
            raise ValueError(f"{len(seats)} seats for a game of {players} players")
        levels = self.game.bots()
        self.bots = {i: levels[s.kind]() for i, s in enumerate(seats) if not s.human}
        self.bot_rngs = {i: random.Random(self.record.seed * 31 + i + len(self.record.actions))
                         for i in self.bots}
        self._token = 0
        self._thinking: set[int] = set()
        self.closed = False
        self.fault: GameFault | None = None

    # ---- reading -------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def views(self) -> dict[int | None, Any]:
        return {seat: self.game.view(self.state, seat) for seat in [None, *range(len(self.seats))]}

    def legal(self, seat: int) -> list:
        return self.game.legal_actions(self.state, seat)

    @property
    def thinking(self) -> bool:
        """Whether a bot is still choosing."""
        return bool(self._thinking)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    # ---- driving -------------------------------------------------------------
    def step(self) -> None:
        """Start whatever must happen next: bots think, humans are asked."""
        if self.closed:
            return
        try:
            outcome = self.outcome()
            to_act = self.game.to_act(self.state)
            jobs = [(seat, self.view(seat), self.legal(seat))
                    for seat in sorted(to_act) if seat in self.bots and seat not in self._thinking]
        except Exception as exc:
            self._stop(ENGINE, None, None, exc)
            return
        if outcome is not None:
            self.finished.emit(outcome)
            return
        for seat, view, legal in jobs:
            self._thinking.add(seat)
            self._think(seat, view, legal)
        humans = frozenset(s for s in to_act if s not in self.bots)
        if humans:
            self.waiting.emit(humans)

    def submit(self, seat: int, action: Any) -> bool:
        """A human's action. Only an illegal one is rejected (with a reason, nothing
        changed); any other error stops the game (`failed`). True: it was played."""
        if self.closed:
            return False
        try:
            self._play(seat, action)
        except IllegalAction as exc:
            from desktop.refusals import refusal_text
            self.rejected.emit(seat, refusal_text(exc.key, exc.params))
            return False
        return self.fault is None

    def _play(self, seat: int, action: Any) -> None:
        """Apply, record, save and announce one action. IllegalAction passes through
        with nothing changed; an engine fault stops the game before it is recorded."""
        try:
            events = self.game.apply(self.state, seat, action)
        except IllegalAction:
            raise
        except Exception as exc:
            self._stop(ENGINE, seat, action, exc)
            return
        self.record.actions.append((seat, str(action)))
        try:
            self._autosave()
            views = self.views()
        except Exception as exc:
            self._stop(ENGINE, seat, action, exc)
            return
        self.applied.emit(seat, str(action), events, views)

    def _think(self, seat: int, view: Any, legal: list) -> None:
        """The bot of `seat` chooses on the thread pool; it only ever sees its own view."""
        bot, rng = self.bots[seat], self.bot_rngs[seat]
        token, moves = self._token, len(self.record.actions)
        workers.run(lambda: bot.choose(view, legal, rng),
                    lambda result: self._bot_done(token, seat, result, moves), owner=self)

    def _bot_done(self, token: int, seat: int, result: Any, moves: int = -1) -> None:
        if token != self._token or self.closed:
            return                                  # a stale answer for a closed game
        self._thinking.discard(seat)
        if isinstance(result, Exception):
            self._stop(BOT, seat, None, result)
            return
        try:
            stale = (moves >= 0 and moves != len(self.record.actions)
                     and result not in self.legal(seat))
        except Exception as exc:
            self._stop(ENGINE, seat, result, exc)
            return
        if stale:
            # Someone acted while this bot thought (an optional helper in Bomb Busters'
            # equipment window): the answer was for an older position; ask again.
            self.step()
            return
        try:
            self._play(seat, result)
        except IllegalAction as exc:                # a bot's illegal choice is its fault
            self._stop(BOT, seat, result, exc)

    def _stop(self, kind: str, seat: int | None, action: Any, exc: BaseException) -> None:
        """Stop the game after a fault; the record stays as after the last completed
        action (the autosave holds it), and the table is told."""
        if self.fault is not None:
            return
        self.fault = GameFault.of(kind, self.game.id, seat, action, exc, self.record.to_dict())
        self.close()
        self.failed.emit(self.fault)

    def close(self) -> None:
        self.closed = True
        self._token += 1

    def save_progress(self) -> None:
        """Save the unfinished game now (its meta changed between actions: a mission's
        clock); nothing for a closed, faulty or finished game."""
        if not self.closed and self.fault is None and self.outcome() is None:
            self._autosave()

    def _autosave(self) -> None:
        """Write the game after every action; the store never raises here: what the
        disk refuses it holds in memory and writes as soon as it can. The end of a game
        is one write, before any animation: the result, the campaign attempt (the
        Captain passes on) and the autosave's removal."""
        if self.store is None:
            return
        outcome = self.outcome()
        crew = self.record.meta.get("crew")           # a campaign mission: kept in its crew's slot
        crew = crew if isinstance(crew, int) else None
        if outcome is None:
            self.store.save_current(self.game.id, self.seats, self.record.to_json(), crew=crew)
        else:
            summary = getattr(self.game, "summary", None)   # the campaign's best result
            if summary is not None:
                self.record.meta["result"] = summary(self.state)
            mission = self.record.config.get("mission")
            self.store.record_finished(self.game.id, self.seats, sorted(outcome.winners),
                                       outcome.key, self.record.to_json(), crew=crew,
                                       mission=mission if isinstance(mission, int) else None)
