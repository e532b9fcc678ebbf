"""The 4 wires of one value cut all at once (missions 23 and 39): a face-up Number card
names the value, which no ordinary cut may touch; the mission's special action points
at all 4 (the declaring player's own are known to it) and cuts them, or explodes the
bomb. Until it is done a deck loses its top card at each round's end (face up, R-BB108);
once it is done the mission rewards the team (`reward`). Events are the mission's own:
busters.mNN.declared / pointed / discarded. mission_data: "noble", "done", "out",
"_deck"."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.components import Value
from engine.busters.missions import Mission, Step
from engine.busters.missions import multicut
from engine.busters.state import TURN, BustersState
from engine.busters.botctx import Advice, BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class FourAtOnce(Mission):
    def reward(self, state: BustersState) -> tuple[list, bool]:
        """What doing the special action earns: (events, whether the turn ends now;
        False when the reward opens decisions first)."""
        return [], True

    def more_specials(self, state: BustersState, seat: int) -> list:
        """The mission's other decisions (mission 39: placing info tokens)."""
        return []

    def more_deciders(self, state: BustersState) -> frozenset[int]:
        return frozenset()

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "The 4 wires whose value matches the faceup Number card must be cut at the
        # same time."
        return value != state.mission_data["noble"]

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        more = self.more_specials(state, seat)
        if more:
            return more
        if state.phase == TURN and seat == state.active and not state.mission_data["done"]:
            return [Special("noble")]
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        cut = multicut.active(state)
        return frozenset({cut["seat"]}) if cut else self.more_deciders(state)

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        if action.name == "noble":
            # "Indicate and cut the 4 wires ... even if you don't have any of these wires
            # in your hand" (without equipment: it is its own action)
            out, now = multicut.declare(state, seat, "noble", state.mission_data["noble"])
            if now:
                done = self._resolve(state, seat)
                return Step(out + done.events, end_turn=done.end_turn)
            return Step(out)
        if not multicut.point(state, action):
            return Step()
        return self._resolve(state, seat)

    def _resolve(self, state: BustersState, seat: int) -> Step:
        out, ok = multicut.cut_all(state, seat, state.mission_data["noble"])
        if not ok:
            return Step(out)                  # "If the action does not succeed, the bomb explodes!"
        state.mission_data["done"] = True
        events, ends = self.reward(state)
        return Step(out + events, end_turn=ends)

    def round_end(self, state: BustersState) -> list[Event]:
        # "If this mission's special action has not yet been accomplished successfully:
        # at the end of each round (before the Captain's turn) discard the top card"
        data = state.mission_data
        if data["done"] or not data["_deck"]:
            return []
        card = data["_deck"].pop(0)
        data["out"].append(card)
        return [board.ev(state, f"busters.m{state.mission}.discarded", card=card,
                         n=len(data["_deck"]))]   # (mission 23's "card": an equipment's number)

    def decide_noble(self, view: BustersView, legal: list, ctx: BotContext) -> Any:
        noble = ctx.mission_data()["noble"]
        return multicut.decide_all(view, legal, ctx, "noble", noble,
                                   lambda text: text == str(noble), 4)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        return self.decide_noble(view, legal, ctx)
