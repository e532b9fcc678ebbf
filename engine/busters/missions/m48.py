"""Mission 48, "Lethal Wires 3" (REF L1228-1241): the 3 yellow wires dealt one to each
player from the Captain on, and cut only all three at once by a special action (any
player may try it with 4-5 players, only one holding a yellow wire with 2-3); a wrong
try puts an info token on every wire pointed at and advances the dial once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice
from engine.busters.components import NEW_CHARACTERS, Y, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import apart, multicut
from engine.busters.state import TURN, BustersState, Token
from engine.busters.botctx import BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission48(Mission):
    number, key = 48, "busters.mission.48"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), yellow=ColourSpec(3),
                         false_bottom=True, new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Do not shuffle the 3 yellow wires in with the rest. Instead, deal them out
        # clockwise and facedown, one to each bomb disposal expert starting with the
        # Captain. (With 2 ..., the Captain receives 2 and puts 1 on each tile stand.)"
        apart.deal_apart(state, "yellow", apart.recipients(state.players, state.captain, 3))
        return []

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        return apart.quotas(state)

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value != Y                      # "The yellow wires are not cut as usual."

    # ---- the special action: the 3 yellow wires at once --------------------------------
    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        if state.phase != TURN or seat != state.active or state.cut_count(Y) >= 3:
            return []
        # "With 4-5 bomb disposal experts, the action is possible even for a bomb
        # disposal expert who does not have a yellow wire in their hand."
        holds = any(w.value == Y for w in state.uncut_wires(seat))
        return [Special("cut3y")] if holds or state.players >= 4 else []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        cut = multicut.active(state)
        return frozenset({cut["seat"]}) if cut else frozenset()

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        if action.name == "cut3y":
            multicut.begin(state, seat, "cut3y", 3)
            return Step([board.ev(state, "busters.m48.declared", seat=seat)])
        if not multicut.point(state, action):
            return Step()
        return self._resolve(state, seat)

    def _resolve(self, state: BustersState, seat: int) -> Step:
        out: list = []
        pointed = multicut.pointed(state)
        multicut.finish(state)
        out.append(board.ev(state, "busters.m48.pointed", seat=seat,
                            addrs=[list(a) for a in pointed]))
        wires = [state.slot(*a).wire for a in pointed]
        if all(w.value == Y for w in wires):
            for a in pointed:
                board.cut(state, out, *a, why="special")
            state.cut_result = ([Y], True)
            return Step(out, end_turn=True)
        if any(self.red_value(state, w.value) for w in wires):
            board.explode(state, out)          # a red wire was cut (R-BB98)
            return Step(out)
        # "If the action fails, all the indicated wires receive an info token, but the
        # detonator dial advances only 1 space."
        state.cut_result = ([Y], False)
        board.advance(state, out, 1)
        if state.result is None:
            for a in pointed:
                board.place_token(state, out, *a, Token(state.slot(*a).wire.value))
        return Step(out, end_turn=True)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return multicut.component(state)

    # ---- bots -------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        return yellow_cut(view, legal, ctx, "cut3y", 3)


def yellow_cut(view: BustersView, legal: list, ctx: BotContext, name: str, need: int) -> Any:
    """Declare the special cut when its chance is high enough (or nothing else is
    left), then point at one's own yellow wires first and at the likeliest others:
    the chance is the product over the wires still to point at (each hand holds one:
    nearly independent)."""
    points = [a for a in legal if isinstance(a, Special) and a.name == "point"]
    if points:
        def p_of(a: Special) -> float:
            addr = parse_addr(a.args[0])
            if addr[0] == view.seat:
                st = next(s for s in view.stands if (s.seat, s.index) == addr[:2])
                return 1.0 if st.slots[addr[2]].wire.endswith(".1") else 0.0
            return ctx.p(addr, "Y")
        best = max(points, key=lambda a: (p_of(a), a.args[0]))
        return Advice(best, p_of(best), "busters.advice.point_yellow")
    if Special(name) not in legal:
        return None
    mine = sum(1 for v in ctx.own_values() if v == "Y")
    others = sorted((ctx.p(a, "Y") for a in ctx.post.dists if a[0] != view.seat), reverse=True)
    chance = 1.0
    for p in others[:need - mine]:
        chance *= p
    cut = ctx.best_cut([a for a in legal if not isinstance(a, Special)])
    if cut is None or chance >= 0.97 or (chance >= 0.6 and chance > cut[2]):
        return Advice(Special(name), chance, "busters.advice.yellow_cut", {"p": round(chance, 4)})
    return None


register(Mission48())
