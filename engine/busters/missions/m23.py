"""Mission 23, "Defusing in Fordwich" (REF L825-840): no equipment on the board but a
face-down deck of 7 random Equipment cards; a face-up Number card's 4 wires are cut
only all at once, by the special action (fouratonce.FourAtOnce); until then the deck
loses its top card at each round's end; then every card left in it comes face up,
usable at once."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import EQUIPMENT
from engine.busters.missions import ColourSpec, SetupSpec, register
from engine.busters.missions import multicut, numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.missions.fouratonce import FourAtOnce
from engine.busters.state import BustersState, Equipment
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

DECK = 7


class Mission23(FourAtOnce):
    number, key = 23, "busters.mission.23"

    def spec(self, players: int) -> SetupSpec:
        # "Do not take any Equipment cards during setup"
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1, of=3), equipment=0)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "create a deck of 7 random Equipment cards and place it facedown on the board";
        # "Select a Number card at random and place it faceup next to the mission card."
        fixed = numbers.fixed(state, "equipment")
        deck = [int(n) for n in fixed] if fixed is not None else \
            state.rng.sample(sorted(state.equipment_pile), DECK)
        state.equipment_pile = [n for n in state.equipment_pile if n not in deck]
        state.mission_data.update(noble=numbers.draw(state, 1, "noble")[0], done=False,
                                  out=[], _deck=deck)
        return []

    def reward(self, state: BustersState) -> tuple[list, bool]:
        # "all cards remaining in the Equipment deck are placed faceup on the board, and
        # all are immediately usable (no matter which wires still need to be cut)"
        data = state.mission_data
        cards, data["_deck"] = data["_deck"], []
        for n in cards:
            state.equipment.append(Equipment(n, EQUIPMENT[n], status="ready"))
        return [board.ev(state, "busters.m23.equipment", equipments=cards)], True

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Cards("noble", (NumberCard(data["noble"], "done" if data["done"] else "up"),)),
                     Cards("equipment_deck", deck=len(data["_deck"]))]
        if data["out"]:
            out.append(Cards("discarded", tuple(NumberCard(n, "out") for n in data["out"])))
        return tuple(out) + multicut.component(state)

    def public_data(self, state: BustersState) -> dict[str, Any]:
        return {**super().public_data(state), "deck_n": len(state.mission_data["_deck"])}

    def _redeal(self, state: BustersState, deck_n: int, rng: random.Random) -> None:
        """The face-down deck: cards neither on the board nor discarded, drawn again."""
        seen = {c.number for c in state.equipment} | set(state.mission_data["out"])
        unseen = sorted(n for n in EQUIPMENT if n not in seen)
        state.mission_data["_deck"] = rng.sample(unseen, deck_n)
        state.equipment_pile = [n for n in unseen if n not in state.mission_data["_deck"]]

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        self._redeal(state, len(state.mission_data["_deck"]), rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        self._redeal(state, state.mission_data.pop("deck_n"), rng)


register(Mission23())
