"""Mission 15, "Mission in НОВОСИБИРСК" (REF L708-718): the Equipment cards lie face
down, unknown to all; a Number deck is turned up one card at a time. When the 4 wires
of the face-up card are cut, one Equipment card is turned up, usable at once whatever
its number, and the next Number card comes up; a card whose 4 wires are already cut
is discarded and replaced, with no equipment (R-BB173)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import EQUIPMENT, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Counter
from engine.busters.state import BustersState, Equipment
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission15(Mission):
    number, key = 15, "busters.mission.15"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1, of=3))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "draw the standard number of Equipment cards, but set them facedown on the
        # board, without looking at them"; "put the deck of 12 Number cards facedown
        # next to the board, then flip over the top card"
        down = [c.number for c in state.equipment]
        if numbers.fixed(state, "equipment") is None:
            state.rng.shuffle(down)            # face down: which turns up first is luck
        state.equipment = []
        numbers.deck_setup(state)
        state.mission_data.update(_equipment=down, card=None, seen=[], out=[])
        self._next_card(state)                 # (its events are in the log already)
        return []

    def _next_card(self, state: BustersState) -> list:
        """Turn up the next Number card; "If a Number card is ever revealed but the 4
        matching wires have already been cut, discard and replace that Number card
        (without gaining any equipment)" (one log line for all such cards)."""
        data, gone = state.mission_data, []
        # (12 cards, each turned up once: the deck is not made again)
        while (card := numbers.deck_draw(state)) is not None and numbers.all_cut(state, card):
            gone.append(card)
        data["seen"] = data["seen"] + gone + ([] if card is None else [card])
        data["card"] = card
        data["out"] = data["out"] + gone
        out = [board.ev(state, "busters.m15.replaced", cards=gone)] if gone else []
        if card is not None:
            out.append(board.ev(state, "busters.m15.revealed", card=card))
        return out

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "When all 4 wires matching the visible Number card have been cut, flip over 1
        # Equipment card. It is immediately usable regardless of its number ... Then
        # flip over the next Number card"
        data = state.mission_data
        card = data["card"]
        if card is None or not numbers.all_cut(state, card):
            return []
        data["out"] = data["out"] + [card]
        out = []
        if data["_equipment"]:
            n = data["_equipment"].pop(0)
            state.equipment.append(Equipment(n, EQUIPMENT[n], status="ready"))
            out.append(board.ev(state, "busters.m15.flipped", card=card, equipments=[n]))
        return out + self._next_card(state)

    # ---- what the table shows, and what nobody knows ----------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return numbers.deck_components(state) + (
            Counter("face_down_equipment", len(state.mission_data["_equipment"])),)

    def public_data(self, state: BustersState) -> dict[str, Any]:
        return {**super().public_data(state), "equipment_n": len(state.mission_data["_equipment"])}

    def _redeal(self, state: BustersState, down_n: int, rng: random.Random) -> None:
        """The face-down Equipment cards and the rest of the pile: cards not turned up,
        drawn again; the Number deck: cards neither seen nor out."""
        seen = {c.number for c in state.equipment}
        unseen = sorted(n for n in EQUIPMENT if n not in seen)
        state.mission_data["_equipment"] = rng.sample(unseen, down_n)
        state.equipment_pile = [n for n in unseen if n not in state.mission_data["_equipment"]]
        numbers.deck_redeal(state, rng)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        self._redeal(state, len(state.mission_data["_equipment"]), rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        self._redeal(state, state.mission_data.pop("equipment_n"), rng)


register(Mission15())
