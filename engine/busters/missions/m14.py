"""Mission 14, "High-Risk Bomb Disposal Expert (aka. NOOB)" (REF L695-706): the
characters are dealt at random; the player with the Captain card, "the rookie",
explodes the bomb with a failed Dual Cut and may not use the Stabilizer."""
from __future__ import annotations

import random
from typing import Any

from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Weighs, register
from engine.busters.missions.components import Role
from engine.busters.state import BustersState


def deal_captain_card(players: int, rng: random.Random, deal: dict[str, Any] | None) -> int:
    """"Shuffle the character cards facedown and deal 1 to each player": the Captain
    card goes to a random player (an explicit deal's mission part may name the seat),
    who is the Captain for this mission and so takes 2 tile stands at 3 players
    (R-BB103)."""
    seat = ((deal or {}).get("mission") or {}).get("captain")
    if seat is None:
        return rng.randrange(players)
    if not 0 <= int(seat) < players:
        raise ValueError(f"deal: the Captain card must go to a seat 0-{players - 1}")
    return int(seat)


class Mission14(Mission):
    number, key = 14, "busters.mission.14"
    weighs = frozenset({Weighs.FAILURE})

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(3), yellow=ColourSpec(4), false_bottom=True)
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3), false_bottom=True)

    def deal_captain(self, players: int, rng: random.Random, deal: dict[str, Any] | None) -> int:
        return deal_captain_card(players, rng, deal)

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # "If the rookie fails when attempting a Dual Cut action, the bomb immediately
        # explodes."
        return Failure(explode=True) if seat == state.captain else Failure()

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        return not (seat == state.captain and tool == "stabilizer")   # "cannot use ... 9"

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Role("rookie", state.captain),)


register(Mission14())
