"""Mission 46, "Secret Agent" (REF L1198-1210): the four 7s ("007") are cut last, all
four at once, by the first player left with only 7s, who must point at every one of
them (its own are known to it); a wrong one explodes the bomb. A 7 met by mistake
earlier is an ordinary failed cut."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import multicut
from engine.busters.state import TURN, BustersState
from engine.core.action import Action

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

SEVEN = 7


class Mission46(Mission):
    number, key = 46, "busters.mission.46"

    def spec(self, players: int) -> SetupSpec:
        # "x4 yellow wires (use the tokens numbered 5.1 / 6.1 / 7.1 / 8.1)"; Emergency
        # Batteries replaced; 2 players: the Captain puts no setup token
        return SetupSpec(yellow=ColourSpec(4, low=5, high=8), excluded=frozenset({7}),
                         captain_info=players != 2, false_bottom=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    def _only_sevens(self, state: BustersState, seat: int) -> bool:
        """Every wire it has left but the red ones is a 7 (R-BB99)."""
        left = [w for w in state.uncut_wires(seat) if not self.red_value(state, w.value)]
        return bool(left) and all(w.value == SEVEN for w in left)

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value != SEVEN                  # "All the 7 wires ... must be cut last."

    def allowed_actions(self, state: BustersState, seat: int) -> frozenset[str]:
        # "When a bomb disposal expert has only 7s left in their hand at the start of
        # their turn, they must cut all (4) 7-wires at the same time."
        return frozenset() if self._only_sevens(state, seat) else super().allowed_actions(state, seat)

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        if state.phase == TURN and seat == state.active and self._only_sevens(state, seat):
            return [Special("cut7")]
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        cut = multicut.active(state)
        return frozenset({cut["seat"]}) if cut else frozenset()

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        if action.name == "cut7":
            out, now = multicut.declare(state, seat, "cut7", SEVEN)   # its own 7s: known
            if now:
                out2, ok = multicut.cut_all(state, seat, SEVEN)
                return Step(out + out2, end_turn=ok)
            return Step(out)
        if not multicut.point(state, action):
            return Step()
        out, ok = multicut.cut_all(state, seat, SEVEN)     # "the bomb will explode"
        return Step(out, end_turn=ok)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return multicut.component(state)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The cut is forced; point at the likeliest 7s."""
        pointing = multicut.point_likeliest(legal, ctx, SEVEN)
        if pointing is not None:
            return pointing
        cut = [a for a in legal if isinstance(a, Special) and a.name == "cut7"]
        return Advice(cut[0], 1.0, "busters.advice.m46.sevens") if cut else None


register(Mission46())
