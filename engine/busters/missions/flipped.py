"""Flipped wires (missions 38, 56, 64): wires turned round "without looking", so
their teammates see them and their owner does not (marks.FLIPPED; R-BB27 says how
their owner cuts them), laid out of order at an end of their stand."""
from __future__ import annotations

from engine.busters import marks
from engine.busters.state import BustersState


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
