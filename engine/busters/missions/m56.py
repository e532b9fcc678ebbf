"""Mission 56, "Tripwires" (REF L1369-1381): every player's wire turned round at the far
right of their stand, seen by the teammates only; each cuts their own themselves,
without equipment (a wrong one explodes, R-BB27); a Dual Cut on a teammate's costs a
detonator space, right or wrong."""
from __future__ import annotations

from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.flipped import Tripwires, flip_random
from engine.busters.state import BustersState
from engine.core.event import Event


class Mission56(Mission):
    number, key = 56, "busters.mission.56"
    components = (Tripwires(),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         new_characters=frozenset(NEW_CHARACTERS), sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "each player flips 1 of their wires around without looking at it, and places
        # it at the far right end of their tile stand"
        for seat in range(state.players):
            flip_random(state, seat)
        return []


register(Mission56())
