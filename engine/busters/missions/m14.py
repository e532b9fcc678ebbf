"""Mission 14, "High-Risk Bomb Disposal Expert (aka. NOOB)" (REF L695-706): the
characters are dealt at random; the player with the Captain card, "the rookie",
explodes the bomb with a failed Dual Cut and may not use the Stabilizer."""
from __future__ import annotations

from typing import Any

from engine.busters import board
from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Role


def deal_captain_card(state: Any) -> None:
    """"Shuffle the character cards facedown and deal 1 to each player": the Captain
    card goes to a random player, who is the Captain for this mission (R-BB103)."""
    seat = numbers.fixed(state, "captain")
    board.set_captain(state, int(seat) if seat is not None else state.rng.randrange(state.players))


class Mission14(Mission):
    number, key = 14, "busters.mission.14"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(3), yellow=ColourSpec(4), false_bottom=True)
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3), false_bottom=True)

    def after_setup(self, state: Any) -> list:
        deal_captain_card(state)
        return []

    def failure(self, state: Any, seat: int, target_seat: int) -> Failure:
        # "If the rookie fails when attempting a Dual Cut action, the bomb immediately
        # explodes."
        return Failure(explode=True) if seat == state.captain else Failure()

    def tool_allowed(self, state: Any, seat: int, tool: str) -> bool:
        return not (seat == state.captain and tool == "stabilizer")   # "cannot use ... 9"

    def view_data(self, state: Any, seat: int | None) -> tuple:
        return (Role("rookie", state.captain),)


register(Mission14())
