"""Mission 53, "Nano Nano" (REF L1314-1329): no detonator dial; Nano starts just before
space 1 and moves after every cut action: +1 on a success, -1 on a success of the
value of its space, +2 on a failure. On space 12 the bomb explodes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Weighs, register
from engine.busters.missions.components import TrackMarker
from engine.busters.views import uncut
from engine.busters.state import BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: "Beware, if Nano reaches space 12, Kaboom — the bomb explodes!"
KABOOM = 12


def move(nano: int, value: Any, success: bool) -> int:
    """Nano's space after a cut action of `value` (R-BB178)."""
    if not success:
        return nano + 2
    return nano - 1 if value == nano else nano + 1


class Mission53(Mission):
    number, key = 53, "busters.mission.53"
    weighs = frozenset({Weighs.FAILURE, Weighs.SUCCESS})
    dial = False                        # "The detonator dial is not used for this mission."

    def spec(self, players: int) -> SetupSpec:
        # Rewinder and Stabilizer work on the dial, which is not used: replaced
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2),
                         excluded=frozenset({6, 9}), new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(nano=0)          # "just before the '1' space"
        return []

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # the dial is not used: a failure moves Nano instead (after_cut); what makes a
        # failure explode (a character's rule) still does
        base = super().failure(state, seat, target_seat)
        return Failure(steps=0, explode=base.explode, token=base.token)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "At the end of a bomb disposal expert's turn, Nano moves": once per cut action
        # (a turn holds one); the cut that defuses the bomb ends the game first (R-BB178)
        if self.defused(state):
            return []
        data = state.mission_data
        data["nano"] = max(0, move(data["nano"], values[0] if values else None, success))
        out = [board.ev(state, "busters.m53.moved", value=data["nano"])]
        if data["nano"] >= KABOOM:
            board.explode(state, out, "busters.outcome.failure")
        return out

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (TrackMarker("nano", state.mission_data["nano"], 0),)

    # ---- bots ----------------------------------------------------------------------
    def track(self, view: BustersView) -> tuple[int, int] | None:
        """Nano's spaces left, less the cut actions still to come (about one per 2 blue
        wires left), each of which costs a space unless it is of Nano's value: the
        room the team really has, so a wasted space weighs what it costs."""
        return max(1, KABOOM - _nano(view) - uncut(view) // 2), 2

    def success_risk(self, view: BustersView, value: Value) -> float:
        # Every success costs Nano a space, but one of its space's value wins one back:
        # so a value one above Nano costs nothing while a second pair of it is left to
        # bring Nano back down (climb on the first pair of each value, come back on
        # the second: 24 cuts fit under space 12).
        nano = _nano(view)
        if value == nano:
            return -1.0
        if value == nano + 1 and uncut(view, value) > 2:
            return 0.0
        return 1.0


def _nano(view: BustersView) -> int:
    return next(c.value for c in view.mission_info if isinstance(c, TrackMarker))


register(Mission53())
