"""Mission 38, "Knit a Wire, Purl a Wire..." (REF L1060-1072): the Captain's wire
turned round at the far right of its stand, seen by the teammates only, cut by the
Captain alone, without equipment; a teammate left with nothing else to cut skips its
turn and the detonator advances."""
from __future__ import annotations

from typing import Any

from engine.busters import cuts, marks
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.flipped import flip_random
from engine.busters.state import BustersState, Slot
from engine.core.event import Event


class Mission38(Mission):
    number, key = 38, "busters.mission.38"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2),
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "When wires are dealt, the Captain flips 1 of their wires around without
        # looking at it, and places it at the far right end of their tile stand."
        flip_random(state, state.captain)
        return []

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        if marks.FLIPPED not in slot.marks:
            return True
        # "The Captain is the only bomb disposal expert who can cut the flipped-around
        # wire ... without using equipment or a Double Detector." (the Stabilizer
        # neither: R-BB27, R-BB93)
        if seat != state.captain or tool not in (None, "own") or state.stabilized:
            return False
        decl = state.declaration
        return not (decl is not None and decl.tools)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a bomb disposal expert has no other possibilities than to cut the
        # Captain's flipped-around wire, they must skip their turn and the detonator
        # moves forward a space."
        if seat != state.captain and state.has_wires(seat) and not cuts.can_cut(state, seat):
            return 1
        return None


register(Mission38())
