"""The Sequence card over a line of Number cards (missions 9 and 16): the values of the
cards must be cut in order, a, then b, then c; the card it points at opens once enough
of its wires are cut (side A: 2, side B: all 4), and the card is then turned face down
and the Sequence card moves on. Values on no card are cut in any order.
mission_data "seq": {"cards": [a, b, c], "at": index pointed at, "side": "A" or "B"}."""
from __future__ import annotations

from typing import Any, Callable

from engine.busters import board
from engine.busters.components import Value
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import BustersState

NEED = {"A": 2, "B": 4}
MARKS = "abc"


def setup(state: BustersState, side: str, n: int = 3) -> None:
    """"Shuffle the Number cards, draw 3 of them, and set them faceup in a line ...
    Place the Sequence card ... above the leftmost card." (an explicit deal: "sequence")"""
    cards = numbers.draw(state, n, "sequence")
    state.mission_data["seq"] = {"cards": cards, "at": 0, "side": side}


def locked(state: BustersState, value: Any) -> bool:
    """Whether the order forbids cutting `value` now (a card after the pointed one)."""
    seq = state.mission_data["seq"]
    return value in seq["cards"][seq["at"] + 1:]


def advance(state: BustersState) -> list:
    """Move the Sequence card on past every card whose wires are cut enough."""
    seq, out = state.mission_data["seq"], []
    while seq["at"] < len(seq["cards"]) and \
            state.cut_count(seq["cards"][seq["at"]]) >= NEED[seq["side"]]:
        seq["at"] += 1
        nxt = seq["cards"][seq["at"]] if seq["at"] < len(seq["cards"]) else None
        out.append(board.ev(state, f"busters.m{state.mission}.moved",
                            card=seq["cards"][seq["at"] - 1], next=nxt))
    return out


def only_locked(state: BustersState, seat: int,
                red_value: Callable[[BustersState, Value], bool]) -> bool:
    """Whether every wire the seat has left, but its red ones, is of a locked value
    (and it has some): it can not play (mission 9's FAQ)."""
    left = [w.value for w in state.uncut_wires(seat) if not red_value(state, w.value)]
    return bool(left) and all(locked(state, v) for v in left)


def component(state: BustersState) -> Cards:
    seq = state.mission_data["seq"]
    return Cards("sequence", tuple(NumberCard(v, "down" if i < seq["at"] else "up", MARKS[i])
                                   for i, v in enumerate(seq["cards"])),
                 pointer=seq["at"] if seq["at"] < len(seq["cards"]) else None, side=seq["side"])
