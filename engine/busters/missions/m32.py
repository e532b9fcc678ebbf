"""Mission 32, "Pranks-A-Plenty" (REF L962-976): one visible Constraint card binds
every player; at the start of each turn the Captain may replace it with the top card
of the deck; a player it stops skips its turn (the dial does not move); Reveal is
never bound; once the deck is empty, no card binds anyone (FAQ; R-BB95)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import constraints as cc
from engine.busters.missions.components import Cards, Constraint
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission32(Mission):
    number, key = 32, "busters.mission.32"

    def __init__(self) -> None:
        self.components = (cc.Constraints(self.constraint_of),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2),
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle the 12 Constraint cards facedown ... Then, flip the top card faceup."
        cc.deck_setup(state)
        return [board.ev(state, "busters.m32.card", constraint=state.mission_data["visible"])]

    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        return state.mission_data.get("visible")

    def turn_start(self, state: BustersState) -> list[Event]:
        # "At the start of each player's turn, the Captain can ... replace the visible
        # Constraint card with a new card from the top of the deck."
        if state.mission_data["visible"] is not None:
            state.phase = MISSION
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        return frozenset({state.captain})

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION:
            return []
        return [Special("keep"), Special("replace")]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        out = []
        if action.name == "replace":
            card = cc.deck_next(state)
            out.append(board.ev(state, "busters.m32.card", constraint=card))
        return Step(out, resume=True)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If an active bomb disposal expert cannot play due to the constraint, they
        # say so and skip their turn (the detonator dial does not advance)."
        if state.has_wires(seat) and not cc.can_play(self, state, seat) \
                and not cuts.all_red(state, seat):
            return 0
        return None

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Cards("constraint_deck", deck=cc.deck_left(state))]
        if data["visible"]:
            out.append(Constraint(data["visible"]))
        return tuple(out)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        cc.deck_reshuffle(state, rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        cc.deck_reshuffle(state, rng)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Replace the card at every turn's start: each replacement brings the empty
        pile nearer, and after it no card binds anyone (the FAQ, R-BB95), while a card
        that stops a player only skips a turn (the dial stays). Keeping the card that
        suits the active player better than an average draw (a one-turn view) left the
        last cards binding to the end: 6 of 20 games won, 18 of 20 replacing always
        (docs/BENCHMARKS.md)."""
        return Advice(Special("replace"), 1.0, "busters.advice.m32.replace",
                      {"seat": view.active})


register(Mission32())
