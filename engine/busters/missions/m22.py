"""Mission 22, "Negative Impressions" (REF L810-824): instead of a set-up info token,
each player puts 2 tokens of values they do not hold beside their stand (yellow
allowed; with 2 stands one beside each; fewer if fewer values are missing); once the
first 2 yellow wires are cut, from the Captain clockwise each player chooses an info
token from the board and gives it to their left neighbour, who places it correctly
(or beside their stand)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, marks
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import Y, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import handout
from engine.busters.state import MISSION, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

VALUES = tuple(range(1, 13)) + (Y,)


class Mission22(Mission):
    number, key = 22, "busters.mission.22"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 1), yellow=ColourSpec(4),
                         setup_info=False, false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(setup=handout.captain_first(state), given=False,
                                  receiver=None)
        if not self._next_setup(state).continue_setup:
            state.phase = MISSION             # somebody has a value to show missing
        return []

    # ---- set-up: 2 values one does not hold ----------------------------------------------
    def _absent(self, state: BustersState, seat: int) -> list:
        held = {w.value for w in state.uncut_wires(seat)}
        chosen = {t.value for st in state.hands[seat] for t in st.beside}
        return [v for v in VALUES if v not in held and v not in chosen
                and state.info_supply.get(v, 0) > 0]

    def _to_place(self, state: BustersState, seat: int) -> int:
        """"If a bomb disposal expert has fewer than 2 values missing from their hand,
        they place fewer tokens (either 1 or 0)."""
        done = sum(len(st.beside) for st in state.hands[seat])
        return min(2, done + len(self._absent(state, seat))) - done

    def _next_setup(self, state: BustersState) -> Step:
        data = state.mission_data
        while data["setup"] and self._to_place(state, data["setup"][0]) <= 0:
            data["setup"] = data["setup"][1:]
        if data["setup"]:
            return Step()
        return Step(continue_setup=True)

    # ---- the decisions ------------------------------------------------------------------------
    def decision_seats(self, state: BustersState) -> frozenset[int]:
        data = state.mission_data
        if data["setup"]:
            return frozenset(data["setup"][:1])
        if data["receiver"] is not None:
            return frozenset({data["receiver"]})
        give = handout.active(state)
        return frozenset(give["order"][:1]) if give else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != MISSION or seat not in self.decision_seats(state):
            return []
        if data["setup"]:
            return [Special("absent", (str(v),)) for v in self._absent(state, seat)]
        if data["receiver"] is not None:
            return handout.place_options(state, seat)
        return [Special("give", (str(v),)) for v in VALUES if state.info_supply.get(v, 0) > 0]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        out: list = []
        if action.name == "absent":
            # "each player takes 2 tokens of values they do not have in their hand and puts
            # them next to their tile stand ... with 2 tile stands ... 1 beside each"
            v = _val(action.args[0])
            stand = min(sum(len(st.beside) for st in state.hands[seat]), len(state.hands[seat]) - 1)
            board.place_beside(state, out, seat, stand, Token(v, kind=marks.HOLDS_NONE))
            step = self._next_setup(state)
            return Step(out + step.events, continue_setup=step.continue_setup)
        if action.name == "give":
            # "chooses 1 info token from the board and gives it to the player on their left"
            v = _val(action.args[0])
            left = (seat + 1) % state.players
            out.append(board.ev(state, "busters.m22.given", seat=seat, owner=left, value=v))
            if handout.receive(state, out, left, v):
                data["receiver"] = left
                return Step(out)
        else:
            handout.place(state, out, action)
            data["receiver"] = None
        if handout.next_one(state):
            return Step(out)
        return Step(out, resume=True)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "As soon as the first 2 yellow wires are cut"
        data = state.mission_data
        if data["given"] or state.cut_count(Y) < 2:
            return []
        data["given"] = True
        handout.start(state, handout.captain_first(state))
        return [board.ev(state, "busters.m22.giving")]

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Set-up: the missing values with the most copies still out (their absence
        tells most); giving: the value the left neighbour likeliest holds (its token
        then lands on a wire); placing: the middle wire."""
        specials = [a for a in legal if isinstance(a, Special)]
        if not specials:
            return None
        name = specials[0].name
        if name == "place":
            return Advice(specials[len(specials) // 2], 1.0, "busters.advice.place_token")
        if name == "absent":
            cut = [sl.wire for st in view.stands for sl in st.slots if sl.cut]
            best = max(specials, key=lambda a: (-cut.count(a.args[0]), a.args[0] != "Y",
                                                a.args[0]))
            return Advice(best, 1.0, "busters.advice.m22.absent", {"value": _val(best.args[0])})
        left = (view.me + 1) % view.players
        best = max(specials, key=lambda a: (ctx.holds(left, _val(a.args[0])), a.args[0]))
        return Advice(best, 1.0, "busters.advice.m22.give", {"seat": left, "value": _val(best.args[0])})


def _val(arg: str) -> Any:
    return arg if arg == Y else int(arg)


register(Mission22())
