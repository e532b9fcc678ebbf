"""Mission 17, "Rhett Herrings" (REF L736-747): the characters are dealt at random;
the player with the Captain card, Rhett Herrings, sets out 2 fake info tokens (never
on a red wire, never the wire's value); every token in Rhett's hand is fake: a
failed cut there gets a token of the stated value; Rhett uses no Equipment card
(his own Double Detector he may)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import marks
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import MINE, PERSONAL, Value, Wire
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, falsetokens, register
from engine.busters.missions.components import Role
from engine.busters.state import MISSION, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission17(Mission):
    number, key = 17, "busters.mission.17"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         random_captain=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Instead of putting 1 info token in front of their hand at the start of the
        # mission, Rhett Herrings will choose and place 2. These info tokens must be
        # fake ... They also cannot be placed in front of a red wire."
        state.setup_order = [p for p in state.setup_order if p != state.captain]
        state.mission_data.update(fakes=0, wire=None)
        state.phase = MISSION
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        return frozenset({state.captain}) if state.phase == MISSION else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION:
            return []
        data = state.mission_data
        if data["wire"] is None:           # first the wire, then the value it is not
            return [Special("fake", (f"{seat}.{st.index}.{i}",)) for st in state.hands[seat]
                    for i, sl in enumerate(st.slots) if not sl.cut
                    and not any(t.kind == marks.FALSE for t in sl.tokens)
                    and not self.red_value(state, sl.wire.value)]
        return falsetokens.value_choices(state, "fakevalue", data["wire"])

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "fake":
            data["wire"] = list(parse_addr(action.args[0]))
            return Step()
        out = falsetokens.place(state, data["wire"], action.args[0])
        data["wire"] = None
        data["fakes"] += 1
        return Step(out, continue_setup=data["fakes"] >= 2)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        falsetokens.determinize(state, view)

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        return falsetokens.facts(state, ("blue",))

    def info_token(self, state: BustersState, wire: Wire,
                   announced: tuple[Value, ...]) -> Token | None:
        # "When a Dual Cut in Rhett's hand is a failure, Rhett places an info token
        # matching the stated value" (read as mission 52's, R-BB104)
        if state.find_wire(wire.id)[0] == state.captain:
            return falsetokens.after_failure(announced)
        return super().info_token(state, wire, announced)

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        # "Rhett cannot use Equipment cards": the cards only; his character's own
        # Double Detector is personal equipment, which mission 28 names apart ("any
        # available Equipment cards or personal equipment") and this card does not
        return seat != state.captain or tool == PERSONAL or tool.startswith(MINE)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Role("rhett", state.captain),)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """A fake token still tells the truth's opposite: on a blue wire near the
        middle of the stand, of a value next to its own, it rules out a likely guess."""
        fakes = [a for a in legal if isinstance(a, Special) and a.name == "fake"]
        if fakes:
            mine = {(st.index, i): sl.wire for st in view.stands if st.seat == view.seat
                    for i, sl in enumerate(st.slots)}

            def score(a: Special) -> tuple:
                _s, st, i = parse_addr(a.args[0])
                return ("." not in mine[(st, i)], -abs(i - len(mine) / 2), a.args[0])
            return Advice(max(fakes, key=score), 1.0, "busters.advice.false_wire")
        values = [a for a in legal if isinstance(a, Special) and a.name == "fakevalue"]
        if values:
            data = ctx.mission_data()          # the wire chosen first
            text = next(sl.wire for st in view.stands for i, sl in enumerate(st.slots)
                        if [st.seat, st.index, i] == data["wire"])
            own = float(text)
            best = min(values, key=lambda a: (abs(int(a.args[0]) - own), a.args[0]))
            return Advice(best, 1.0, "busters.advice.false_value", {"value": int(best.args[0])})
        return None


register(Mission17())
