"""Mission 21, "Death by Haggis" (REF L799-808): even/odd tokens replace the info
tokens 1-12 everywhere: at set-up, after a failed cut, with the Post-it."""
from __future__ import annotations

from typing import Any

from engine.busters import marks
from engine.busters.components import Value, Wire
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.state import BustersState, Token


def parity_token(wire: Any) -> Token:
    """Even/odd for a numbered wire; a yellow wire keeps the yellow token, which is
    not one of the info tokens 1-12 the card replaces (R-BB105)."""
    if isinstance(wire.value, int):
        return Token("even" if wire.value % 2 == 0 else "odd", kind=marks.PARITY)
    return Token(wire.value)


class Mission21(Mission):
    number, key = 21, "busters.mission.21"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2) if players == 2 else ColourSpec(1, of=2))

    def info_token(self, state: BustersState, wire: Wire,
                   announced: tuple[Value, ...]) -> Token | None:
        return parity_token(wire)


register(Mission21())
