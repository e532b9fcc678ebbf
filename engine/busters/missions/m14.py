"""Mission 14, "High-Risk Bomb Disposal Expert (aka. NOOB)" (REF L695-706): the
characters are dealt at random; the player with the Captain card, "the rookie",
explodes the bomb with a failed Dual Cut and may not use the Stabilizer."""
from __future__ import annotations

from typing import Any

from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Weighs, register
from engine.busters.missions.components import Role
from engine.busters.state import BustersState


class Mission14(Mission):
    number, key = 14, "busters.mission.14"
    weighs = frozenset({Weighs.FAILURE})

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(3), yellow=ColourSpec(4), false_bottom=True,
                             random_captain=True)
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3), false_bottom=True,
                         random_captain=True)

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # "If the rookie fails when attempting a Dual Cut action, the bomb immediately
        # explodes."
        return Failure(explode=True) if seat == state.captain else Failure()

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        return not (seat == state.captain and tool == "stabilizer")   # "cannot use ... 9"

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Role("rookie", state.captain),)


register(Mission14())
