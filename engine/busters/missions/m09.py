"""Mission 9, "A Sense of Priorities" (REF L614-630): three Number cards a, b, c under
the Sequence card (side A): no b wire before 2 a wires are cut, no c wire before 2 b
wires; other values in any order. A player left with only wires the order forbids
explodes the bomb (FAQ)."""
from __future__ import annotations

import json
from typing import Any

from engine.busters import board
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import sequence
from engine.busters.state import BustersState
from engine.core.event import Event


#: bots, side B (mission 16): what a success of the pointed card's value is worth, as
#: a share of the game (Expert, 4 players, 100 games, seed 1: 0.1 and 0.3 won 88 and 87
#: of mission 16 against 72). Side A opens the next card after 2 wires, so few games
#: end blocked; there the worth sent the bots to riskier cuts (mission 9, 3 players,
#: seeds 1 and 2: 183 -> 169 of 200 wins), so mission 9 goes without it
SEQUENCE_WORTH = {"A": 0.0, "B": 0.1}


class SequenceMission(Mission):
    """Missions 9 and 16: they differ in the Sequence card's side and their wires."""
    side = "A"
    progress_reason = "busters.advice.sequence"

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

    # ---- bots ----------------------------------------------------------------------
    def progress(self, view: Any, value: Value) -> float:
        """A success of the pointed card's value brings the next card nearer. Left to
        the end of the game, the pointed value kept the later ones locked until some
        player held nothing else and exploded the bomb (Expert, 4 players, 100 games:
        mission 16, 13 such losses of 28; with this worth, 4 of 12)."""
        seq = json.loads(view.mission_public)["seq"]
        later = seq["cards"][seq["at"] + 1:]
        return SEQUENCE_WORTH[self.side] if later and value == seq["cards"][seq["at"]] else 0.0


class Mission09(SequenceMission):
    number, key = 9, "busters.mission.9"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1),
                         yellow=ColourSpec(4 if players == 2 else 2), false_bottom=True)


register(Mission09())
