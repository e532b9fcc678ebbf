"""Mission 24, "Tally Ho!" (REF L841-854): x1-x4 tokens replace the info tokens:
the wire's value is on that stand that many times, cut wires included; the Post-it
may go on a cut wire; a swapped wire loses its token (FAQ)."""
from __future__ import annotations

from typing import Any

from engine.busters import marks
from engine.busters.components import Value, Wire
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.state import BustersState, Token


def count_token(state: BustersState, wire: Any) -> Token:
    """How many wires of its value the wire's stand holds, cut ones included; a yellow
    wire keeps the yellow token (R-BB105)."""
    if not isinstance(wire.value, int):
        return Token(wire.value)
    seat, stand, _i = state.find_wire(wire.id)
    n = sum(1 for sl in state.hands[seat][stand].slots if sl.wire.value == wire.value)
    return Token(n, kind=marks.COUNT)


class Mission24(Mission):
    number, key = 24, "busters.mission.24"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), postit_on_cut=True)

    def info_token(self, state: BustersState, wire: Wire,
                   announced: tuple[Value, ...]) -> Token | None:
        # "These tokens cannot be placed in front of red wires" (never are: R-BB20)
        return count_token(state, wire)

    def token_follows(self, state: BustersState, token: Token) -> bool:
        # FAQ: "If Walkie-Talkies ... are used on a wire that has an x1/x2/x3/x4 info
        # token, that token is discarded."
        return token.kind != marks.COUNT


register(Mission24())
