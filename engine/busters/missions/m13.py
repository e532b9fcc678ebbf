"""Mission 13, "Red Alert!" (REF L678-695): 3 red wires dealt apart, one to each player
from the Captain; set-up tokens drawn at random; the reds are never revealed but cut
all three at once by the mission's special action, pointing at them among all uncut
wires (a wrong one explodes the bomb); with 2-3 players only a holder of a red wire
may do it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters.actions import Special
from engine.busters.components import R
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import apart, multicut
from engine.busters.state import TURN, BustersState
from engine.busters.botctx import Advice, BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

REDS = 3


class Mission13(Mission):
    number, key = 13, "busters.mission.13"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(REDS), random_tokens="all", captain_info=players != 2)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Deal one to each player facedown, starting with the Captain and continuing
        # clockwise. (With 2 ..., the Captain receives 2 and puts 1 on each tile stand.)"
        apart.deal_apart(state, "red", apart.recipients(state.players, state.captain, REDS))
        return []

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        return apart.quotas(state)

    def allowed_actions(self, state: BustersState, seat: int) -> frozenset[str]:
        # "If a bomb disposal expert has only red wires in their hand, they must perform
        # this special action, and cannot take a Reveal Red Wires action."
        return super().allowed_actions(state, seat) - {"reveal"}

    def _reds(self, state: BustersState, seat: int) -> list[tuple[int, int, int]]:
        return [(seat, st.index, i) for st in state.hands[seat] for i in st.uncut()
                if st.slots[i].wire.value == R]

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        if state.phase != TURN or seat != state.active or state.cut_count(R) >= REDS:
            return []
        # "With 4-5 bomb disposal experts, the action is possible even for a bomb
        # disposal expert with no red wires in hand."
        if state.players <= 3 and not self._reds(state, seat):
            return []
        return [Special("red3")]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        cut = multicut.active(state)
        return frozenset({cut["seat"]}) if cut else frozenset()

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        if action.name == "red3":
            out, now = multicut.declare(state, seat, "red3", R)
            if now:
                out2, ok = multicut.cut_all(state, seat, R)
                return Step(out + out2, end_turn=ok)
            return Step(out)
        if not multicut.point(state, action):
            return Step()
        # "If at least 1 of the wires is not red: the bomb explodes!"
        out, ok = multicut.cut_all(state, seat, R)
        return Step(out, end_turn=ok)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return multicut.component(state)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        return multicut.decide_all(view, legal, ctx, "red3", R,
                                   lambda text: text.endswith(".5"), REDS)


register(Mission13())
