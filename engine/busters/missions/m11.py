"""Mission 11, "Blue on Red, Looks Like We Are Dead" (REF L650-661): the 4 wires of a
Number card's value are treated like red wires: cutting one explodes the bomb, and
they are revealed like red wires when they are all a hand has left."""
from __future__ import annotations

from typing import Any

from engine.busters.components import R, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import BustersState
from engine.core.event import Event


class Mission11(Mission):
    number, key = 11, "busters.mission.11"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(yellow=ColourSpec(4 if players == 2 else 2),
                         captain_info=players != 2, false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Draw a random Number card and set it faceup on the back of this mission card."
        state.mission_data["red"] = numbers.draw(state, 1, "red")[0]
        return []

    def red_value(self, state: BustersState, value: Value) -> bool:
        # "Treat the 4 wires matching the value of the Number card below like RED wires"
        return value == R or value == state.mission_data.get("red")

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Cards("red_number", (NumberCard(state.mission_data["red"]),)),)


register(Mission11())
