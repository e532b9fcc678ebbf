"""Mission 19, "In the Belly of the Beast" (REF L770-781). The card plays a sound file
whose script is not public (FACTS.md: "a fake 15-minute countdown that lies"); the app
plays its own scripted events instead (R-BB174):

- a 15-minute countdown starts at the end of setup: the mad scientist's;
- once half of the blue wires are cut, the cave's real timer shows up: 5 minutes;
- if the first countdown reaches 0:00 before that, it lied (no explosion): the real
  timer shows 3 minutes.
When the real timer reaches 0:00 the bomb explodes."""
from __future__ import annotations

from typing import Any
from engine.busters import board
from engine.busters.components import BLUE, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions.components import Clock, Stage
from engine.busters.state import CHARACTERS, OVER, SETUP_INFO, BustersState
from engine.core.event import Event

FAKE = 15 * 60
REAL_FOUND, REAL_LATE = 5 * 60, 3 * 60


class Mission19(Mission):
    number, key = 19, "busters.mission.19"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2, of=3), false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(stage="fake", real=0)
        return []

    def clock(self, state: BustersState) -> Clock | None:
        if state.phase in (CHARACTERS, SETUP_INFO, OVER):
            return None
        data = state.mission_data
        return Clock("m19.fake", FAKE) if data["stage"] == "fake" else Clock("m19.real", data["real"])

    def _unmask(self, state: BustersState, seconds: int, key: str) -> list:
        state.mission_data.update(stage="real", real=seconds)
        return [board.ev(state, key, seconds=seconds)]

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        if state.mission_data["stage"] != "fake":
            return []
        blue = [sl for st in state.stands() for sl in st.slots if sl.wire.colour == BLUE]
        if 2 * sum(sl.cut for sl in blue) >= len(blue):
            return self._unmask(state, REAL_FOUND, "busters.m19.found")
        return []

    def on_timeout(self, state: BustersState, clock_id: str) -> Step:
        if clock_id == "m19.fake":             # the countdown lied: no explosion
            return Step(self._unmask(state, REAL_LATE, "busters.m19.lied"))
        return super().on_timeout(state, clock_id)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Stage(state.mission_data["stage"]),)


register(Mission19())
