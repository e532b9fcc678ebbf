"""Mission 28, "Captain Careless" (REF L896-908): the Captain has no character (no
Double Detector) and may use no equipment; a Dual Cut of theirs that fails explodes
the bomb. They still take part in others' Walkie-Talkies and General Radar."""
from __future__ import annotations

from typing import Any
from engine.busters.components import BOXED
from engine.busters.missions import ColourSpec, SetupSpec, register
from engine.busters.missions.fragile import FragileCaptain
from engine.busters.missions.components import Role
from engine.busters.state import BustersState, Character
from engine.core.event import Event


class Mission28(FragileCaptain):
    number, key = 28, "busters.mission.28"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), yellow=ColourSpec(4),
                         false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "the Captain ... returns their character card to the box": not a used card
        # on the table, so the Emergency Batteries can not flip it back (R-BB201)
        state.characters[state.captain] = Character(BOXED, "")
        state.mission_data["careless"] = state.captain
        return []

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        # "Captain Careless cannot use any available Equipment cards or personal
        # equipment." (taking part in another's swap or radar is not using one)
        return seat != state.captain

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Role("careless", state.captain),)


register(Mission28())
