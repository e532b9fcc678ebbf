"""Mission 25, "The Better to Hear You with..." (REF L856-864): no number may be said
aloud; a player who does anyway advances the detonator a space. At the table the
players own up with a button any of them may press at any time."""
from __future__ import annotations

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.state import TURN, BustersState
from engine.core.action import Action


class Mission25(Mission):
    number, key = 25, "busters.mission.25"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2))

    def helpers_window(self, state: BustersState) -> bool:
        return True                          # owning up is possible at any time (R-BB106)

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        return [Special("spoke")] if state.phase == TURN else []

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        # "If a bomb disposal expert forgets this rule and says a number aloud, the
        # detonator advances 1 space!"
        out = [board.ev(state, "busters.m25.spoke", seat=seat)]
        board.advance(state, out, 1)
        return Step(out)


register(Mission25())
