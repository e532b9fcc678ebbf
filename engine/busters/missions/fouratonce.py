"""The 4 wires of one value cut all at once (missions 23 and 39): a face-up Number card
names the value, which no ordinary cut may touch; the mission's special action points
at all 4 (the declaring player's own are known to it) and cuts them, or explodes the
bomb. Until it is done a deck loses its top card at each round's end (face up, R-BB108);
once it is done the mission rewards the team (`reward`). Events are the mission's own:
busters.mNN.declared / pointed / discarded. mission_data: "noble", "done", "out",
"_deck"."""
from __future__ import annotations

from typing import Any

from engine.busters import board
from engine.busters.actions import Dual, Reveal, Solo, Special
from engine.busters.botctx import Advice
from engine.busters.missions import Mission, Step
from engine.busters.missions import multicut
from engine.busters.state import TURN


class FourAtOnce(Mission):
    def reward(self, state: Any) -> tuple[list, bool]:
        """What doing the special action earns: (events, whether the turn ends now;
        False when the reward opens decisions first)."""
        return [], True

    def more_specials(self, state: Any, seat: int) -> list:
        """The mission's other decisions (mission 39: placing info tokens)."""
        return []

    def more_deciders(self, state: Any) -> frozenset[int]:
        return frozenset()

    def cut_allowed(self, state: Any, seat: int, value: Any) -> bool:
        # "The 4 wires whose value matches the faceup Number card must be cut at the
        # same time."
        return value != state.mission_data["noble"]

    def special_actions(self, state: Any, seat: int) -> list:
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        more = self.more_specials(state, seat)
        if more:
            return more
        if state.phase == TURN and seat == state.active and not state.mission_data["done"]:
            return [Special("noble")]
        return []

    def decision_seats(self, state: Any) -> frozenset[int]:
        cut = multicut.active(state)
        return frozenset({cut["seat"]}) if cut else self.more_deciders(state)

    def apply_special(self, state: Any, seat: int, action: Any) -> Step:
        data = state.mission_data
        if action.name == "noble":
            # "Indicate and cut the 4 wires ... even if you don't have any of these wires
            # in your hand" (without equipment: it is its own action)
            left = state.in_play.get(data["noble"], 0) - state.cut_count(data["noble"])
            own = [(seat, st.index, i) for st in state.hands[seat] for i in st.uncut()
                   if st.slots[i].wire.value == data["noble"]]
            multicut.begin(state, seat, "noble", left, own)
            out = [board.ev(state, f"busters.m{state.mission}.declared", seat=seat,
                            value=data["noble"])]
            if len(own) >= left:
                done = self._resolve(state, seat)
                return Step(out + done.events, end_turn=done.end_turn)
            return Step(out)
        if not multicut.point(state, action):
            return Step()
        return self._resolve(state, seat)

    def _resolve(self, state: Any, seat: int) -> Step:
        data = state.mission_data
        out: list = []
        pointed = multicut.pointed(state)
        multicut.finish(state)
        out.append(board.ev(state, f"busters.m{state.mission}.pointed", seat=seat,
                            addrs=[list(a) for a in pointed]))
        if any(state.slot(*a).wire.value != data["noble"] for a in pointed):
            board.explode(state, out, "busters.outcome.failure")    # "the bomb will explode!"
            return Step(out)
        for a in pointed:
            board.cut(state, out, *a, why="special")
        state.cut_result = ([data["noble"]], True)
        data["done"] = True
        events, ends = self.reward(state)
        return Step(out + events, end_turn=ends)

    def round_end(self, state: Any) -> list:
        # "If this mission's special action has not yet been accomplished successfully:
        # at the end of each round (before the Captain's turn) discard the top card"
        data = state.mission_data
        if data["done"] or not data["_deck"]:
            return []
        card = data["_deck"].pop(0)
        data["out"].append(card)
        return [board.ev(state, f"busters.m{state.mission}.discarded", card=card,
                         n=len(data["_deck"]))]   # (mission 23's "card": an equipment's number)

    def decide_noble(self, view: Any, legal: list, ctx: Any) -> Any:
        """Point at the likeliest wires; declare the cut only when every wire it must
        point at is certain (a wrong one explodes), or when nothing else is left."""
        noble = ctx.mission_data()["noble"]
        pointing = multicut.point_likeliest(legal, ctx, noble)
        if pointing is not None:
            return pointing
        declare = [a for a in legal if isinstance(a, Special) and a.name == "noble"]
        if not declare:
            return None
        others = [a for a in legal if isinstance(a, (Dual, Solo, Reveal))]
        mine = sum(1 for st in view.stands if st.seat == view.seat for sl in st.slots
                   if not sl.cut and sl.wire == str(noble))
        need = 4 - sum(1 for st in view.stands for sl in st.slots
                       if sl.cut and sl.wire == str(noble)) - mine
        if multicut.sure_to_find(view, ctx, noble, need) or not others:
            return Advice(declare[0], 1.0, "busters.advice.special_cut")
        return None

    def decide(self, view: Any, legal: list, ctx: Any) -> Any:
        return self.decide_noble(view, legal, ctx)
