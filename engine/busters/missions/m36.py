"""Mission 36, "Panic under the Palm Trees" (REF L990-1003): 5 Number cards in a
face-up line, the Sequence card at one end (the Captain's choice), its arrow pointing
along the line. The values of the line are cut in order: only the card next to the
Sequence card may be cut; once 2 of its wires are cut, that card leaves the line and
the player who cut them puts the Sequence card at either end. Values off the line are
cut at any time (R-BB176)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

ENDS = ("left", "right")


class Mission36(Mission):
    number, key = 36, "busters.mission.36"

    def spec(self, players: int) -> SetupSpec:
        two = players == 2
        return SetupSpec(red=ColourSpec(2 if two else 1, of=3), yellow=ColourSpec(4 if two else 2),
                         false_bottom=True, new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "deal 5 of them to the table in a faceup line. Do not reorder them."; "The
        # Captain chooses ... to put the Sequence card (side A) at either end"
        state.mission_data.update(line=numbers.draw(state, 5, "line"), end=None, removed=[],
                                  chooser=state.captain, setup_choice=True)
        state.phase = MISSION
        return []

    def _next(self, state: BustersState) -> int | None:
        """The card next to the Sequence card: the only value of the line cut now."""
        data = state.mission_data
        if not data["line"] or data["end"] is None:
            return None
        return data["line"][0] if data["end"] == "left" else data["line"][-1]

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "Wires with values matching any visible Number cards must be cut in the order
        # shown by the arrow ... not matching ... can be cut at any time."
        return value not in state.mission_data["line"] or value == self._next(state)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "Each time a bomb disposal expert cuts 2 wires of the number adjacent to the
        # Sequence card, they remove this Number card and can choose ... to put the
        # Sequence card at either end of the line of cards."
        data = state.mission_data
        card = self._next(state)
        if card is None or state.cut_count(card) < 2:
            return []
        data["line"] = [v for v in data["line"] if v != card]
        data["removed"] = data["removed"] + [card]
        out = [board.ev(state, "busters.m36.removed", seat=seat, card=card)]
        if len(data["line"]) > 1:              # a real choice: the cutter makes it
            data.update(chooser=seat, setup_choice=False)
            state.phase = MISSION
        return out

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        return frozenset({state.mission_data["chooser"]}) if state.phase == MISSION else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION or seat not in self.decision_seats(state):
            return []
        return [Special(end) for end in ENDS]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        data["end"] = action.name
        out = [board.ev(state, "busters.m36.placed", seat=seat, side=action.name,
                        card=self._next(state))]
        if data["setup_choice"]:
            data["setup_choice"] = False
            return Step(out, continue_setup=True)
        return Step(out, resume=True)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Open the end whose card the crew is likeliest to cut soon: the value held by
        the most players (by the exact odds; one's own hand for sure)."""
        ends = [a for a in legal if isinstance(a, Special) and a.name in ENDS]
        if not ends:
            return None
        line = ctx.mission_data()["line"]

        def holders(a: Special) -> tuple:
            v = line[0] if a.name == "left" else line[-1]
            return (sum(ctx.holds(p, v) for p in range(view.players)), -v)
        best = max(ends, key=holders)
        return Advice(best, 1.0, "busters.advice.m36.end",
                      {"value": line[0] if best.name == "left" else line[-1]})

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        line, nxt = data["line"], self._next(state)
        pointer = None if nxt is None else (0 if data["end"] == "left" else len(line) - 1)
        out: list = [Cards("line", tuple(NumberCard(v) for v in line), pointer=pointer,
                           facing=1 if data["end"] == "left" else -1, side="A")]
        if data["removed"]:
            out.append(Cards("removed", tuple(NumberCard(v, "done") for v in data["removed"])))
        return tuple(out)


register(Mission36())
