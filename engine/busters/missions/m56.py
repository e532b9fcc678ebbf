"""Mission 56, "Tripwires" (REF L1369-1381): every player's wire turned round at the far
right of their stand, seen by the teammates only; each cuts their own themselves,
without equipment (a wrong one explodes, R-BB27); a Dual Cut on a teammate's costs a
detonator space, right or wrong."""
from __future__ import annotations

from typing import Any

from engine.busters import marks
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Weighs, register
from engine.busters.missions.flipped import flip_random
from engine.busters.state import BustersState, Slot
from engine.core.event import Event


class Mission56(Mission):
    number, key = 56, "busters.mission.56"
    weighs = frozenset({Weighs.PENALTY})

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         new_characters=frozenset(NEW_CHARACTERS), sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "each player flips 1 of their wires around without looking at it, and places
        # it at the far right end of their tile stand"
        for seat in range(state.players):
            flip_random(state, seat)
        return []

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        return tripwire_allowed(state, seat, slot, tool)

    def cut_penalty(self, state: BustersState, seat: int, addr: tuple[int, int, int]) -> int:
        return tripwire_penalty(state, seat, addr)


def tripwire_allowed(state: BustersState, seat: int, slot: Any, tool: str | None) -> bool:
    """"Each bomb disposal expert must cut their flipped-around wire themselves using a
    regular cut action, but without using equipment or a Double Detector" (nor the
    Stabilizer, R-BB27); a teammate's is cut by a plain Dual Cut only (its value is
    known to them)."""
    if marks.FLIPPED not in slot.marks:
        return True
    if tool not in (None, "own") or (tool == "own" and state.stabilized):
        return False
    decl = state.declaration
    return not (decl is not None and decl.tools)


def tripwire_penalty(state: BustersState, seat: int, addr: tuple[int, int, int]) -> int:
    """"A bomb disposal expert can ... do the Dual Cut action with a teammate's
    flipped-around wire, but if they do, the detonator dial advances 1 space.\""""
    return int(addr[0] != seat and marks.FLIPPED in state.slot(*addr).marks)


register(Mission56())
