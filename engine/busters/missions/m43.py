"""Mission 43, "Nano the Robot" (REF L1145-1161): wires dealt face down to Nano (a pile
nobody sees); Nano walks the 1-12 track, one space at the end of every turn, turning
back at 12 (and at 1); a player who cuts wires of Nano's value takes one of its wires
into their hand, in order (choosing the stand with 2); the bomb is defused only once
Nano's wires are cut too."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import (ColourSpec, Mission, PileSpec, SetupSpec, Step, Weighs,
                                     register)
from engine.busters.missions.components import Stage, TrackMarker
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: wires dealt to Nano by players (FACTS.md)
NANO_WIRES = {2: 5, 3: 4, 4: 4, 5: 3}


class Mission43(Mission):
    number, key = 43, "busters.mission.43"
    weighs = frozenset({Weighs.SUCCESS})
    progress_reason = "busters.advice.m43.nano"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3), piles=(("nano", PileSpec(NANO_WIRES[players])),),
                         random_tokens="captain" if players == 2 else "",
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(nano=1, facing=1)          # "on the board on space 1"
        return []

    def turn_end(self, state: BustersState) -> list[Event]:
        # "At the end of a bomb disposal expert's turn, Nano advances 1 space. When it
        # gets to space 12, it turns around, and its next move goes to 11" (and it
        # turns at 1 again, R-BB102); the Coffee Mug does not stop it (a turn ends).
        data = state.mission_data
        if not 1 <= data["nano"] + data["facing"] <= 12:
            data["facing"] = -data["facing"]
        data["nano"] += data["facing"]
        return [board.ev(state, "busters.m43.moved", value=data["nano"])]

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "When an active bomb disposal expert cuts wires matching the number of Nano's
        # current space, they take a wire from the robot ... (if they have 2 tile
        # stands, they choose which stand receives the new wire)"
        if not success or state.mission_data["nano"] not in values or not state.piles["nano"]:
            return []
        if len(state.hands[seat]) == 1:
            out: list[Event] = []
            board.move_wire(state, out, ("pile", "nano"), seat, 0)
            return out
        state.mission_data["_taking"] = state.piles["nano"][-1].text   # it looks first
        state.mission_data["taker"] = seat
        state.phase = MISSION
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        return frozenset({state.mission_data["taker"]})

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION:
            return []
        return [Special("stand", (str(k),)) for k in range(len(state.hands[seat]))]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        out: list = []
        state.mission_data.pop("_taking", None)
        state.mission_data.pop("taker", None)
        board.move_wire(state, out, ("pile", "nano"), seat, int(action.args[0]))
        return Step(out, resume=True)

    def defused(self, state: BustersState) -> bool:
        # "To defuse the bomb and win, all wires must be cut ..., even Nano's."
        return super().defused(state) and not state.piles["nano"]

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [TrackMarker("nano", data["nano"], data["facing"])]
        if data.get("taker") == seat and "_taking" in data:
            out.append(Stage("nano_wire", (data["_taking"],)))     # the taker sees it
        return tuple(out)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        data = state.mission_data
        if "_taking" in data and data.get("taker") != seat and state.piles["nano"]:
            data["_taking"] = state.piles["nano"][-1].text

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        taking = next((c.params[0] for c in view.mission_info
                       if isinstance(c, Stage) and c.id == "nano_wire"), None)
        if "taker" in state.mission_data and state.piles["nano"]:
            if taking is not None:             # the seat holds it in its hand: put it on top
                pile = state.piles["nano"]
                k = next((i for i, w in enumerate(pile) if w.text == taking), None)
                if k is not None:
                    pile.append(pile.pop(k))
            state.mission_data["_taking"] = state.piles["nano"][-1].text

    # ---- bots ----------------------------------------------------------------------
    def progress(self, view: BustersView, value: Value) -> float:
        """A success of the value of Nano's space takes one of Nano's wires, and the
        win needs them all; a chance missed waits for Nano's walk to the end and back.
        Each wire left is a share of the game (the last one: all of it). Ignored, the
        team took Nano's wires by chance and was left guessing or stuck (Expert, 4
        players: 0/20 -> 11/20 on seed 1, 5/20 -> 12/20 on seed 2,
        docs/BENCHMARKS.md)."""
        left = dict((pid, n) for pid, n, _c in view.piles).get("nano", 0)
        return 1.0 / left if left and value == _nano(view) else 0.0

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The stand whose uncut values the wire falls between, so it does not land at
        an end, where its place would tell the table most; else the stand with more
        wires (its place says less)."""
        stands = [a for a in legal if isinstance(a, Special) and a.name == "stand"]
        taking = next((c.params[0] for c in view.mission_info
                       if isinstance(c, Stage) and c.id == "nano_wire"), None)
        if not stands or taking is None:
            return None
        t = float(taking)

        def fit(a: Special) -> tuple:
            st = next(x for x in view.stands
                      if x.seat == view.seat and x.index == int(a.args[0]))
            vals = [float(sl.wire) for sl in st.slots if not sl.cut and sl.wire != "?"]
            inside = bool(vals) and min(vals) < t < max(vals)
            return (inside, len(vals), -int(a.args[0]))
        return Advice(max(stands, key=fit), 1.0, "busters.advice.nano_stand")


def _nano(view: BustersView) -> int:
    """Nano's space, as the table sees it."""
    return next(c.value for c in view.mission_info if isinstance(c, TrackMarker))


register(Mission43())
