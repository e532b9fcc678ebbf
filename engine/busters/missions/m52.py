"""Mission 52, "Dirty Double-crossers" (REF L1300-1312): 3 red wires; no Label cards;
every info token is false, "this wire is NOT this value": each player sets out 2 at
the start (on blue or red wires, never of the wire's value), a failed Dual Cut leaves
one of the stated value, and the Post-it's token is false too (R-BB195, R-BB196)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board, marks
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, YELLOW
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, falsetokens, register
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: false tokens each player sets out at the start
SETUP_TOKENS = 2


class Mission52(Mission):
    number, key = 52, "busters.mission.52"
    components = (falsetokens.FalseTokens(),)

    def spec(self, players: int) -> SetupSpec:
        # "If Equipment 1 (≠ Label) or 12 (= Label) is drawn, discard it and replace it";
        # 2 players: 3 red, 4 yellow; rule stickers A and B
        return SetupSpec(red=ColourSpec(3), yellow=ColourSpec(4) if players == 2 else ColourSpec(),
                         excluded=frozenset({1, 12}), false_bottom=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    # ---- set-up: 2 false tokens each, the Captain first ----------------------------------
    def after_setup(self, state: BustersState) -> list[Event]:
        # "Instead of putting only 1 info token in front of their tile stand, each bomb
        # disposal expert puts 2. These tokens must be false ... The indicated wires can
        # be blue or red."
        order = list(state.setup_order)          # the Captain first, clockwise
        state.setup_order = []
        state.mission_data.update(placing=[], wire=None, placed=0)
        out: list = []
        laid = (state.explicit or {}).get("mission", {}).get("false")
        if laid is not None:                     # a position given as it lies (tests)
            for seat, stand, slot, value in laid:
                if value == state.slot(seat, stand, slot).wire.value:
                    raise ValueError("deal: a false token shows its wire's value")
                out += falsetokens.place(state, [seat, stand, slot], str(value))
            return out
        state.mission_data["placing"] = [p for p in order if self._wires(state, p)]
        if state.mission_data["placing"]:
            state.phase = MISSION
        return out

    def _wires(self, state: BustersState, seat: int) -> list[str]:
        """The seat's wires a setup token may point at: uncut, blue or red, without a
        false token yet (one token a wire), with a numbered token left in the supply
        that is not its value (R-BB195)."""
        left = [v for v in range(1, 13) if state.info_supply.get(v, 0) > 0]
        return [f"{seat}.{st.index}.{i}" for st in state.hands[seat] for i in st.uncut()
                if st.slots[i].wire.colour != YELLOW
                and not any(t.kind == marks.FALSE for t in st.slots[i].tokens)
                and any(v != st.slots[i].wire.value for v in left)]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        placing = state.mission_data.get("placing") or []
        return frozenset(placing[:1]) if state.phase == MISSION else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != MISSION or not data.get("placing") or data["placing"][0] != seat:
            return []
        if data["wire"] is None:                 # first the wire, then the value it is not
            return [Special("false", (a,)) for a in self._wires(state, seat)]
        return falsetokens.value_choices(state, "falsevalue", data["wire"])

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "false":
            data["wire"] = list(parse_addr(action.args[0]))
            return Step()
        out = falsetokens.place(state, data["wire"], action.args[0])
        data["wire"] = None
        data["placed"] += 1
        if data["placed"] >= SETUP_TOKENS or not self._wires(state, seat):
            data["placed"] = 0
            data["placing"] = [p for p in data["placing"][1:] if self._wires(state, p)]
        return Step(out, continue_setup=not data["placing"])

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        falsetokens.determinize(state, view)

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        return falsetokens.facts(state, ("blue", "red"))

    # ---- every token is false ----------------------------------------------------------
    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """A false token still rules a value out: on a blue wire near the middle of the
        stand (a red one hides the red wire less well if left alone), the value next to
        its own, which its neighbours make likely."""
        wires = [a for a in legal if isinstance(a, Special) and a.name == "false"]
        if wires:
            mine = {(st.seat, st.index, i): (sl.wire, len(st.slots))
                    for st in view.stands if st.seat == view.seat for i, sl in enumerate(st.slots)}

            def score(a: Special) -> tuple:
                addr = parse_addr(a.args[0])
                text, n = mine[addr]
                return ("." not in text, -abs(addr[2] - (n - 1) / 2), a.args[0])
            return Advice(max(wires, key=score), 1.0, "busters.advice.false_wire")
        values = [a for a in legal if isinstance(a, Special) and a.name == "falsevalue"]
        if values:
            seat, stand, slot = ctx.mission_data()["wire"]
            text = next(st.slots[slot].wire for st in view.stands
                        if (st.seat, st.index) == (seat, stand))
            own = float(text)
            best = min(values, key=lambda a: (abs(int(a.args[0]) - own), a.args[0]))
            return Advice(best, 1.0, "busters.advice.false_value", {"value": int(best.args[0])})
        return None


register(Mission52())
