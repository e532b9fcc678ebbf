"""Mission 50, "The Blackest Sea" (REF L1262-1279): 2 red and 2 yellow wires, seen by
everyone before they are shuffled in, then the markers and the validation tokens go
back to the box; every info token (set up, or after a failed cut) goes beside the
stand instead of in front of the wire: the players must remember where it was. The
table, and so the bots, the Coach and the deduction, keep only "this stand holds a
v" (R-BB197 to R-BB199)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.busters import board, marks
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import BLUE, NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Step, Weighs, register
from engine.busters.state import MISSION, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission50(Mission):
    number, key = 50, "busters.mission.50"
    weighs = frozenset({Weighs.FAILURE})
    #: "Return all ... red/yellow markers to the box" (their values stay known: R-BB197)
    markers = False

    def spec(self, players: int) -> SetupSpec:
        # "Return all Validation tokens (green) ... to the box"; 2 players: 3 red, 4
        # yellow; rule stickers A and B
        two = players == 2
        return SetupSpec(red=ColourSpec(3 if two else 2), yellow=ColourSpec(4 if two else 2),
                         validation=False, false_bottom=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    # ---- set-up ------------------------------------------------------------------------
    def after_setup(self, state: BustersState) -> list[Event]:
        # "Everyone should examine the red and yellow wires in play before shuffling
        # them in with the blue ones" (R-BB197)
        for colour, dec in (("red", 5), ("yellow", 1)):
            seen = [f"{v}.{dec}" for c, v, _q in state.markers if c == colour]
            if seen:
                board.ev(state, f"busters.m50.{colour}", cards=seen)
        # "everyone first points with their finger to the relevant wire, then puts the
        # token beside their hand" (R-BB198): the Captain first, clockwise
        order = list(state.setup_order)
        state.setup_order = []
        state.mission_data.update(placing=[])
        laid = (state.explicit or {}).get("mission", {}).get("beside")
        if laid is not None:                     # a position given as the table shows it
            for seat, stand, value in laid:
                if not any(not sl.cut and sl.wire.value == value
                           for sl in state.hands[seat][stand].slots):
                    raise ValueError("deal: a token beside a stand that holds no such wire")
                board.place_beside(state, [], seat, stand, Token(value, kind=marks.HOLDS))
            return []
        placing = []
        for seat in order:
            if self._wires(state, seat):
                placing.append(seat)
            else:                                # no blue wire with a token left (R-BB5)
                board.ev(state, "busters.info.setup_skipped", seat=seat)
        state.mission_data["placing"] = placing
        if placing:
            state.phase = MISSION
        return []

    def _wires(self, state: BustersState, seat: int) -> list[str]:
        """The seat's blue wires whose value still has a token in the supply (R-BB5)."""
        return [f"{seat}.{st.index}.{i}" for st in state.hands[seat] for i in st.uncut()
                if st.slots[i].wire.colour == BLUE
                and state.info_supply.get(st.slots[i].wire.value, 0) > 0]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        placing = state.mission_data.get("placing") or []
        return frozenset(placing[:1]) if state.phase == MISSION else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        placing = state.mission_data.get("placing") or []
        if state.phase != MISSION or placing[:1] != [seat]:
            return []
        return [Special("beside", (a,)) for a in self._wires(state, seat)]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        # The pointing is seen at that moment only: the event names the stand and the
        # value, never the wire (R-BB198)
        out: list = []
        p, st, i = parse_addr(action.args[0])
        board.place_token(state, out, p, st, i, Token(state.slot(p, st, i).wire.value), beside=True)
        data = state.mission_data
        data["placing"] = [q for q in data["placing"][1:] if self._wires(state, q)]
        return Step(out, continue_setup=not data["placing"])

    # ---- failed cuts -------------------------------------------------------------------
    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # "If a cut action fails, instead of putting the info token directly in front of
        # the chosen wire, put it next to the tile stand." (R-BB198)
        return Failure(token="beside")

    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The setup token: of a value the seat holds fewest of, so its teammates, who
        hold the most of it, learn where one more is (the wire's place is forgotten)."""
        options = [a for a in legal if isinstance(a, Special) and a.name == "beside"]
        if not options:
            return None
        mine = {(st.seat, st.index, i): sl.wire for st in view.stands if st.seat == view.seat
                for i, sl in enumerate(st.slots) if not sl.cut}
        counts: dict[str, int] = {}
        for text in mine.values():
            counts[text] = counts.get(text, 0) + 1

        def key(a: Special) -> tuple:
            addr = parse_addr(a.args[0])
            return (counts[mine[addr]], a.args[0])
        return Advice(min(options, key=key), 1.0, "busters.advice.setup_info")


register(Mission50())
