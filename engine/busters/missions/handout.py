"""Info tokens handed out in the middle of a mission (missions 22 and 27): each player in
turn, from the Captain clockwise, gets a token of some value and "puts it in front of
their hand correctly (or, if they do not have a wire matching that value, puts the
token next to their tile stand)". With several wires of the value the player chooses
which (a decision of its own, special "place"). mission_data "handout": {"order":
[seats still to act], "value": the token in hand, or None}."""
from __future__ import annotations

from typing import Any

from engine.busters import board, marks
from engine.busters.actions import Special, parse_addr
from engine.busters.state import MISSION, BustersState, Token

KEY = "handout"


def start(state: BustersState, order: list[int]) -> None:
    state.mission_data[KEY] = {"order": list(order), "value": None}
    state.phase = MISSION


def active(state: BustersState) -> dict | None:
    return state.mission_data.get(KEY)


def _current(state: BustersState) -> dict[str, Any]:
    """The one under way (its steps run only while there is one)."""
    return state.mission_data[KEY]


def wires_of(state: BustersState, seat: int, value: Any) -> list[tuple[int, int, int]]:
    return [(seat, st.index, i) for st in state.hands[seat] for i in st.uncut()
            if st.slots[i].wire.value == value]


def place_options(state: BustersState, seat: int) -> list[Special]:
    value = _current(state)["value"]
    return [Special("place", (f"{a[0]}.{a[1]}.{a[2]}",)) for a in wires_of(state, seat, value)]


def receive(state: BustersState, out: list, seat: int, value: Any) -> bool:
    """The seat gets a token of `value`: placed at once when there is one place for it
    (one matching wire, or none: beside the stand); True when the seat must choose."""
    data = _current(state)
    where = wires_of(state, seat, value)
    if len(where) > 1:
        data["value"] = value
        return True
    if where:
        board.place_token(state, out, *where[0], Token(value))
    else:
        board.place_beside(state, out, seat, 0, Token(value, kind=marks.HOLDS_NONE))
    return False


def place(state: BustersState, out: list, action: Special) -> None:
    data = _current(state)
    addr = parse_addr(action.args[0])
    board.place_token(state, out, *addr, Token(data["value"]))
    data["value"] = None


def next_one(state: BustersState) -> bool:
    """The current player is done: True while others are still to act (else the
    handout is over and the phase goes back to the turn)."""
    data = _current(state)
    data["order"] = data["order"][1:]
    data["value"] = None
    if data["order"]:
        return True
    state.mission_data.pop(KEY)
    return False


def captain_first(state: BustersState) -> list[int]:
    return [(state.captain + k) % state.players for k in range(state.players)]
