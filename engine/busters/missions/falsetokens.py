"""False info tokens (missions 17 and 52): those a player puts at set-up in front of
one of their own wires (the wire first, then a value it is NOT), and the one a failed
Dual Cut leaves, "matching the stated value"."""
from __future__ import annotations

from typing import Any

from engine.busters import board, marks
from engine.busters.actions import Special
from engine.busters.state import Token


def value_choices(state: Any, name: str, addr: list[int]) -> list[Special]:
    """The values the token may show: a numbered token left in the supply, never the
    wire's own value (R-BB104, R-BB195)."""
    wire = state.slot(*addr).wire
    return [Special(name, (str(v),)) for v in range(1, 13)
            if v != wire.value and state.info_supply.get(v, 0) > 0]


def after_failure(announced: tuple) -> Token | None:
    """The false token a failed Dual Cut leaves: "an info token matching the stated
    value"; two stated values (X or Y Ray): the lower number; a stated yellow alone:
    the yellow token, "not yellow" (R-BB104, R-BB196)."""
    stated = sorted(v for v in announced if isinstance(v, int))
    if stated:
        return Token(stated[0], kind=marks.FALSE)
    return Token("Y", kind=marks.FALSE) if "Y" in announced else None


def place(state: Any, addr: list[int], value: str) -> list:
    """The false token in front of the wire (its events)."""
    out: list = []
    board.place_token(state, out, *addr, Token(int(value), kind=marks.FALSE))
    return out
