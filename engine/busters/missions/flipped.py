"""Flipped wires (missions 38, 56, 64): wires turned round "without looking", so
their teammates see them and their owner does not (marks.FLIPPED; R-BB27 says how
their owner cuts them), laid out of order at an end of their stand. The component
`Tripwires` holds how missions 56 and 64 let them be cut."""
from __future__ import annotations

from engine.busters import marks
from engine.busters.missions.base import Weighs
from engine.busters.missions.component import Component
from engine.busters.state import BustersState, Slot


def flip(state: BustersState, seat: int, stand: int, slot: int, end: str = "right") -> None:
    """Turn this wire round and move it to the far `end` of its stand."""
    slots = state.hands[seat][stand].slots
    sl = slots.pop(slot)
    sl.marks.add(marks.FLIPPED)
    slots.insert(0 if end == "left" else len(slots), sl)


def chosen(state: BustersState) -> list[tuple[int, int, int]] | None:
    """An explicit deal's flipped wires (its mission part "flipped", the deal laid out
    with them already at their ends), or None: draw them."""
    marked = ((state.explicit or {}).get("mission") or {}).get("flipped")
    return None if marked is None else [tuple(a) for a in marked]


def flip_random(state: BustersState, seat: int) -> None:
    """A wire of the seat's whole hand drawn blind goes to the far right of its stand
    (missions 38, 56); an explicit deal says which (already there)."""
    fixed = chosen(state)
    if fixed is not None:
        for s_, st, i in fixed:
            if s_ == seat:
                state.slot(s_, st, i).marks.add(marks.FLIPPED)
        return
    where = [(st.index, i) for st in state.hands[seat] for i in range(len(st.slots))]
    stand, slot = state.rng.choice(where)
    flip(state, seat, stand, slot)


class Tripwires(Component):
    """Missions 56 and 64: each player cuts their own flipped wires themselves; a
    teammate's Dual Cut on one costs a dial space, right or wrong (bots weigh it)."""
    weighs = frozenset({Weighs.PENALTY})

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        """"Each bomb disposal expert must cut their flipped-around wire themselves
        using a regular cut action, but without using equipment or a Double Detector"
        (nor the Stabilizer, R-BB27); a teammate's is cut by a plain Dual Cut only (its
        value is known to them)."""
        if marks.FLIPPED not in slot.marks:
            return True
        if tool not in (None, "own") or (tool == "own" and state.stabilized):
            return False
        decl = state.declaration
        return not (decl is not None and decl.tools)

    def cut_penalty(self, state: BustersState, seat: int, addr: tuple[int, int, int]) -> int:
        """"A bomb disposal expert can ... do the Dual Cut action with a teammate's
        flipped-around wire, but if they do, the detonator dial advances 1 space.\""""
        return int(addr[0] != seat and marks.FLIPPED in state.slot(*addr).marks)
