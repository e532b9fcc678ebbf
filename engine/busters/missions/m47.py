"""Mission 47, "Calculate the Odds" (REF L1203-1218): the 12 Number cards lie face up;
to cut, a player first takes 2 available cards whose sum or difference is the value
they then cut; the 2 cards are discarded; when none is left (or none that can still make a value
some wire of which is uncut), all 12 are spread again.
A player who cannot or will not cut passes, and the detonator advances 1 (R-BB107)."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext, life_cost
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import TURN, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


def calcs(cards: list[int]) -> dict[str, tuple[int, int, int]]:
    """Every "a+b" and "a-b" two available cards make, with its value 1-12: text ->
    (a, b, value)."""
    out: dict[str, tuple[int, int, int]] = {}
    for a, b in combinations(sorted(cards), 2):
        if a + b <= 12:
            out[f"{a}+{b}"] = (a, b, a + b)
        if b - a >= 1:
            out[f"{b}-{a}"] = (b, a, b - a)
    return out


def reachable(cards: list[int]) -> set[int]:
    return {v for _a, _b, v in calcs(cards).values()}


def still_to_cut(state: BustersState) -> set[int]:
    """The values some wire of which is still uncut (public: the cut wires show)."""
    return {v for v in numbers.VALUES if state.cut_count(v) < state.in_play.get(v, 0)}


class Mission47(Mission):
    number, key = 47, "busters.mission.47"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Put the 12 Number cards faceup on the table in 2 rows."
        state.mission_data.update(cards=list(numbers.VALUES), target=None, pair=None)
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "To cut a wire, a bomb disposal expert must choose 2 available Number cards,
        # add or subtract them to determine a wire to cut"
        return value == state.mission_data["target"]

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != TURN or seat != state.active:
            return []
        if data["target"] is not None:       # chosen: cut it, or give up the turn (a swap
            return [Special("pass")]         # may have taken the value away)
        mine = {w.value for w in state.uncut_wires(seat) if isinstance(w.value, int)}
        # only what the player could then cut: a value they hold (R-BB107)
        out = [Special("calc", (t,)) for t, (_a, _b, v) in calcs(data["cards"]).items()
               if v in mine]
        return out + [Special("pass")]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        out: list = []
        if action.name == "pass":
            # "If a bomb disposal expert cannot (or does not want to play), advance the
            # detonator dial 1 space."
            out.append(board.ev(state, "busters.m47.passed", seat=seat))
            board.advance(state, out, 1)
            return Step(out, end_turn=True)
        a, b, value = calcs(data["cards"])[action.args[0]]
        data.update(target=value, pair=[a, b])
        key = "busters.m47.sum" if "+" in action.args[0] else "busters.m47.difference"
        out.append(board.ev(state, key, seat=seat, a=a, b=b, value=value))
        return Step(out)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "... then discard them. When no more cards are available, take all 12 cards
        # and spread them out again." (whatever the cut's result, R-BB107)
        data = state.mission_data
        if data["pair"] is None:
            return []
        data["cards"] = [c for c in data["cards"] if c not in data["pair"]]
        data.update(target=None, pair=None)
        # cards that can no longer make a value still to cut are not "available"
        # either: else the table would pass until the bomb explodes (R-BB107)
        if reachable(data["cards"]) & still_to_cut(state):
            return []
        data["cards"] = list(numbers.VALUES)
        return [board.ev(state, "busters.m47.spread")]

    def turn_end(self, state: BustersState) -> list[Event]:
        # cards chosen but no cut made (a swap gave the value away): they stay
        state.mission_data.update(target=None, pair=None)
        return []

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        chosen = data["pair"] or []
        return (Cards("cards", tuple(NumberCard(v, mark="chosen" if v in chosen else "")
                                     for v in data["cards"])),)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Weigh each value the cards allow by the best cut of it (tried on the rebuilt
        state) against passing, which costs a dial space; among the pairs giving the
        chosen value, keep the cards that leave the most values still to cut within
        reach."""
        options = [a for a in legal if isinstance(a, Special) and a.name == "calc"]
        passes = [a for a in legal if isinstance(a, Special) and a.name == "pass"]
        if not options:        # the cards are chosen (the cut comes next), or none fit
            return None
        cards = ctx.mission_data()["cards"]
        table = calcs(cards)
        cut = [sl.wire for st in view.stands for sl in st.slots if sl.cut]
        wanted = {v for v in numbers.VALUES if cut.count(str(v)) < 4}   # still to cut

        def keeps(a: Special) -> int:
            x, y, _v = table[a.args[0]]
            return len(reachable([c for c in cards if c not in (x, y)]) & wanted)

        by_value: dict[int, Special] = {}
        for a in options:
            v = table[a.args[0]][2]
            if v not in by_value or (keeps(a), str(a)) > (keeps(by_value[v]), str(by_value[v])):
                by_value[v] = a
        best: tuple[float, str, Any] | None = None
        if passes:
            best = (-life_cost(view.detonator, 1), "pass", passes[0])
        for v, a in by_value.items():
            _after, nxt = ctx.after_state(a)
            found = ctx.best_cut(nxt) if nxt else None
            if found is not None and (best is None or (found[1], str(a)) > best[:2]):
                best = (found[1], str(a), a)
        if best is None:
            return None
        if best[2] in passes:
            return Advice(best[2], 1.0, "busters.advice.m47.pass")
        return Advice(best[2], 1.0, "busters.advice.m47.calc", {"value": table[best[2].args[0]][2]})


register(Mission47())
