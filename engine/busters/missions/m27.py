"""Mission 27, "Playing with Wire" (REF L881-895): the character cards are turned over
(no Double Detector); once the first 2 yellow wires are cut, as many info tokens as
players are drawn at random into a face-up line, and from the Captain clockwise each
player takes one and puts it in front of a matching wire of theirs (beside their stand
if they have none)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import Y, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import handout
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission27(Mission):
    number, key = 27, "busters.mission.27"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4), excluded=frozenset({7}),
                         captain_info=players != 2, false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "flip all the character cards over: there are no Double Detectors available"
        for ch in state.characters:
            ch.used = True
        state.mission_data.update(line=None)
        return []

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "As soon as the first 2 yellow wires are cut: 1. Randomly take the same number
        # of info tokens as there are bomb disposal experts and put them faceup in a
        # line." (numbered tokens from the supply, R-BB166)
        data = state.mission_data
        if data["line"] is not None or state.cut_count(Y) < 2:
            return []
        fixed = ((state.explicit or {}).get("mission") or {}).get("line")
        pool = [v for v, n in sorted((k, n) for k, n in state.info_supply.items()
                                     if isinstance(k, int)) for _ in range(n)]
        line = [int(v) for v in fixed] if fixed is not None else \
            sorted(state.rng.sample(pool, min(state.players, len(pool))))
        data["line"] = line                  # (taken from the supply as each is placed)
        handout.start(state, handout.captain_first(state))
        return [board.ev(state, "busters.m27.line", values=line)]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        data = handout.active(state)
        return frozenset(data["order"][:1]) if data else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = handout.active(state)
        if not data or data["order"][0] != seat:
            return []
        if data["value"] is not None:
            return handout.place_options(state, seat)
        # "2. ... each bomb disposal expert chooses 1 of these tokens"
        return [Special("take", (str(v),)) for v in sorted(set(state.mission_data["line"]))]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        out: list = []
        if action.name == "take":
            v = int(action.args[0])
            data["line"].remove(v)
            out.append(board.ev(state, "busters.m27.taken", seat=seat, value=v))
            if handout.receive(state, out, seat, v):
                return Step(out)             # several wires of the value: it chooses
        else:
            handout.place(state, out, action)
        if handout.next_one(state):
            return Step(out)
        return Step(out, resume=True)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        line = state.mission_data["line"]
        return (Cards("line", tuple(NumberCard(v) for v in line)),) if line else ()

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Take the token of a value one holds (it then tells the table where), of which
        one holds fewest (one copy: its place is the most telling); place it on the
        middle one of its wires."""
        specials = [a for a in legal if isinstance(a, Special)]
        if not specials:
            return None
        if specials[0].name == "place":
            return Advice(specials[len(specials) // 2], 1.0, "busters.advice.place_token")
        mine = ctx.own_values()

        def key(a: Special) -> tuple:
            n = mine.count(int(a.args[0]))
            return (n > 0, -n, a.args[0])
        best = max(specials, key=key)
        if int(best.args[0]) not in mine:      # it goes beside the stand: any tells the same
            return Advice(best, 1.0, "busters.advice.m27.none")
        return Advice(best, 1.0, "busters.advice.m27.take", {"value": int(best.args[0])})


register(Mission27())
