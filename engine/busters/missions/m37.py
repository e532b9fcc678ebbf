"""Mission 37, "Joker's Gone Wild" (REF L1045-1058): one visible Constraint card binds
every player on their turn; it is replaced each time the 4 wires of a value are cut;
a player it stops skips its turn (the dial does not move), but a whole round in which
nobody could play advances the dial 1 and replaces the card; once the deck is empty
(its last card turned up) no card binds anyone; Reveal is never bound."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import constraints as cc
from engine.busters.missions.components import Cards, Constraint
from engine.busters.state import BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission37(Mission):
    number, key = 37, "busters.mission.37"

    def __init__(self) -> None:
        self.components = (cc.SkipWhenBound(), cc.Constraints(self.constraint_of))

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2),
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        cc.deck_setup(state)
        state.mission_data.update(validated=0, played=False, skipped=None)
        return [self._shown(state, state.mission_data["visible"])]

    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        # "Once the deck is empty, there are no more constraints used during the
        # mission": the card turned up last, emptying the deck, binds no one (R-BB202)
        return state.mission_data.get("visible") if cc.deck_left(state) else None

    def _replace(self, state: BustersState, why: str) -> list:
        return [self._shown(state, cc.deck_next(state), why=why)]

    def _shown(self, state: BustersState, card: str | None, why: str | None = None) -> Any:
        """The event of a card turned up: in force, or the last one, which is not."""
        key = "busters.m37.card" if cc.deck_left(state) else "busters.m37.free"
        params: dict[str, Any] = {"constraint": card}
        if why is not None:
            params["why"] = why
        return board.ev(state, key, **params)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "Each time 4 wires of a value have been cut, replace the visible Constraint
        # card with the top card of the deck."
        data, out = state.mission_data, []
        while data["validated"] < len(state.validated):
            data["validated"] += 1
            if cc.deck_left(state):
                out += self._replace(state, "validated")
        return out

    def round_end(self, state: BustersState) -> list[Event]:
        # "if none of the bomb disposal experts can play during a whole round, the
        # detonator dial advances 1 space, and the constraint is replaced"
        out: list = []
        if cc.nobody_played(state) and self.constraint_of(state, state.captain) is not None:
            out.append(board.ev(state, "busters.m37.nobody_played"))
            board.advance(state, out, 1)
            if state.result is None:
                out += self._replace(state, "stuck")
        return out

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Cards("constraint_deck", deck=cc.deck_left(state))]
        if data["visible"]:               # the last card lies face up, no longer in force
            out.append(Constraint(data["visible"], active=bool(cc.deck_left(state))))
        return tuple(out)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        cc.deck_reshuffle(state, rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        cc.deck_reshuffle(state, rng)


register(Mission37())
