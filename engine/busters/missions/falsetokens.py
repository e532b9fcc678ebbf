"""False info tokens (missions 17 and 52): those a player puts at set-up in front of
one of their own wires (the wire first, then a value it is NOT), and the one a failed
Dual Cut leaves, "matching the stated value". Mission 52, where every token is false,
uses the component `FalseTokens`; mission 17 (only Rhett's) the helpers."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.busters import board, marks
from engine.busters.actions import Special, as_addr
from engine.busters.components import Value, Wire
from engine.busters.missions.component import Component
from engine.busters.missions.facts import Colours
from engine.busters.state import BustersState, Token

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


def value_choices(state: BustersState, name: str, addr: list[int]) -> list[Special]:
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


def place(state: BustersState, addr: list[int], value: str) -> list:
    """The false token in front of the wire (its events); the wire is remembered
    (privately: by its identity, which follows it through swaps) for `facts`."""
    out: list = []
    board.place_token(state, out, *as_addr(addr), Token(int(value), kind=marks.FALSE))
    state.mission_data.setdefault("_set_up", []).append(state.slot(*addr).wire.id)
    return out


def facts(state: BustersState, colours: tuple[str, ...]) -> tuple:
    """What the set-up tokens tell of their wires' colours, which the token itself
    does not (mission 17: "They also cannot be placed in front of a red wire"; 52:
    "The indicated wires can be blue or red"): read by the deduction."""
    ids = state.mission_data.get("_set_up", [])
    return (Colours(tuple(state.find_wire(i) for i in ids), colours),) if ids else ()


def determinize(state: BustersState, view: BustersView) -> None:
    """A state rebuilt from `view` remembers the set-up tokens' wires as the view
    shows them (wires now stand where the view says)."""
    state.mission_data["_set_up"] = [state.slot(*a).wire.id for f in view.facts
                                     if isinstance(f, Colours) for a in f.addrs]


class FalseTokens(Component):
    """Mission 52: "All the info tokens in this mission are false"."""

    def info_token(self, state: BustersState, wire: Wire, announced: tuple[Value, ...],
                   token: Token | None) -> Token | None:
        # "When a bomb disposal expert's Dual Cut action fails, the owner of the
        # indicated wire puts an info token matching the stated value in front of their
        # tile stand" (R-BB196)
        return after_failure(announced)

    def postit_false(self, state: BustersState, wire: Wire) -> tuple[Value, ...] | None:
        # the Post-it's user says which value the wire is not (R-BB196); nearest
        # values first
        own = wire.value
        assert isinstance(own, int), "the Post-it goes on a blue wire"
        return tuple(sorted((v for v in range(1, 13) if v != own), key=lambda v: (abs(v - own), v)))
