"""Mission 62, "Armageddon Roulette" (REF L1465-1475): as many face-up Number cards as
players; the dial starts 1 space from the skull and moves back a space each time the
4 wires of one of those values are all cut."""
from __future__ import annotations

from typing import Any
from engine.busters import board
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import BustersState
from engine.core.event import Event


class Mission62(Mission):
    number, key = 62, "busters.mission.62"

    def spec(self, players: int) -> SetupSpec:
        # "Set the detonator dial to the space indicated on the card" (1, FACTS)
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), detonator=1,
                         new_characters=frozenset(NEW_CHARACTERS), sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Draw Number cards equal to the number of bomb disposal experts and put them
        # faceup on the table."
        state.mission_data.update(cards=sorted(numbers.draw(state, state.players)), done=[])
        return []

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "Each time 4 wires whose value matches a faceup Number card are cut, move back
        # the detonator dial 1 space."
        data = state.mission_data
        out: list = []
        for v in data["cards"]:
            if v not in data["done"] and numbers.all_cut(state, v):
                data["done"].append(v)
                out.append(board.ev(state, "busters.m62.done", card=v))
                board.rewind(state, out)
        return out

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        return (Cards("cards", tuple(NumberCard(v, "done" if v in data["done"] else "up")
                                     for v in data["cards"])),)


register(Mission62())
