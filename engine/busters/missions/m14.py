"""Mission 14, "High-Risk Bomb Disposal Expert (aka. NOOB)" (REF L695-706): the
characters are dealt at random; the player with the Captain card, "the rookie",
explodes the bomb with a failed Dual Cut and may not use the Stabilizer."""
from __future__ import annotations

from typing import Any

from engine.busters.missions import ColourSpec, SetupSpec, register
from engine.busters.missions.fragile import FragileCaptain
from engine.busters.missions.components import Role
from engine.busters.state import BustersState


class Mission14(FragileCaptain):
    number, key = 14, "busters.mission.14"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(3), yellow=ColourSpec(4), false_bottom=True,
                             random_captain=True)
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3), false_bottom=True,
                         random_captain=True)

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        return not (seat == state.captain and tool == "stabilizer")   # "cannot use ... 9"

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Role("rookie", state.captain),)


register(Mission14())
