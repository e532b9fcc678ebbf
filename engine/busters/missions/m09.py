"""Mission 9, "A Sense of Priorities" (REF L614-630): three Number cards a, b, c under
the Sequence card (side A): no b wire before 2 a wires are cut, no c wire before 2 b
wires; other values in any order. A player left with only wires the order forbids
explodes the bomb (FAQ)."""
from __future__ import annotations

from typing import Any

from engine.busters import board
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import sequence
from engine.busters.state import BustersState
from engine.core.event import Event


class SequenceMission(Mission):
    """Missions 9 and 16: they differ in the Sequence card's side and their wires."""
    side = "A"

    def after_setup(self, state: BustersState) -> list[Event]:
        sequence.setup(state, self.side)
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return not sequence.locked(state, value)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        return sequence.advance(state)

    def turn_start(self, state: BustersState) -> list[Event]:
        # FAQ: "If a player only has sequence-blocked wires left (i.e. they can only cut
        # values that are not yet unlocked), the bomb explodes." (R-BB162)
        if sequence.only_locked(state, state.active, self.red_value):
            out = [board.ev(state, f"busters.m{state.mission}.blocked", seat=state.active)]
            board.explode(state, out, "busters.outcome.failure")
            return out
        return []

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (sequence.component(state),)


class Mission09(SequenceMission):
    number, key = 9, "busters.mission.9"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1),
                         yellow=ColourSpec(4 if players == 2 else 2), false_bottom=True)


register(Mission09())
