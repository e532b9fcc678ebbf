"""Info tokens of other kinds (marks.py): components for the missions whose tokens
are not the value tokens 1-12, at set-up, after a failed cut and with the Post-it.
A yellow wire keeps the yellow token, which is not one of the info tokens 1-12 these
cards replace (R-BB105). The false tokens of missions 17 and 52 are in falsetokens.py."""
from __future__ import annotations

from engine.busters import marks
from engine.busters.components import Value, Wire
from engine.busters.missions.component import Component
from engine.busters.state import BustersState, Token


def parity_token(wire: Wire) -> Token:
    """Even/odd for a numbered wire, the yellow token for a yellow one."""
    if isinstance(wire.value, int):
        return Token("even" if wire.value % 2 == 0 else "odd", kind=marks.PARITY)
    return Token(wire.value)


def count_token(state: BustersState, wire: Wire) -> Token:
    """How many wires of its value the wire's stand holds, cut ones included; the
    yellow token for a yellow wire."""
    if not isinstance(wire.value, int):
        return Token(wire.value)
    seat, stand, _i = state.find_wire(wire.id)
    n = sum(1 for sl in state.hands[seat][stand].slots if sl.wire.value == wire.value)
    return Token(n, kind=marks.COUNT)


class ParityTokens(Component):
    """Missions 21, 33: even/odd tokens replace the info tokens 1-12 everywhere."""

    def info_token(self, state: BustersState, wire: Wire, announced: tuple[Value, ...],
                   token: Token | None) -> Token | None:
        return parity_token(wire)


class CountTokens(Component):
    """Missions 24, 40: x1-x4 tokens replace the info tokens ("These tokens cannot be
    placed in front of red wires": never are, R-BB20); FAQ: "If Walkie-Talkies ... are
    used on a wire that has an x1/x2/x3/x4 info token, that token is discarded.\""""

    def info_token(self, state: BustersState, wire: Wire, announced: tuple[Value, ...],
                   token: Token | None) -> Token | None:
        return count_token(state, wire)

    def token_follows(self, state: BustersState, token: Token) -> bool:
        return token.kind != marks.COUNT
