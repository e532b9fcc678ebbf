"""Mission 26, "Speaking of the Wolf..." (REF L866-880): the 12 Number cards lie face
up; on their turn a player first turns one face down, then cuts that value; when none
is face up, all are turned up again; a card whose 4 wires are cut leaves the game; a
player holding none of the face-up values skips (the dial stays)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import TURN, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission26(Mission):
    number, key = 26, "busters.mission.26"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), excluded=frozenset({10}))

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(up=list(numbers.VALUES), down=[], target=None)
        return []

    def _mine(self, state: BustersState, seat: int) -> set:
        return {w.value for w in state.uncut_wires(seat) if isinstance(w.value, int)}

    def turn_start(self, state: BustersState) -> list[Event]:
        # "If, on their turn, no numbers are visible, flip all Number cards faceup"
        data = state.mission_data
        data["target"] = None
        if not data["up"] and data["down"]:
            data["up"], data["down"] = sorted(data["down"]), []
            return [board.ev(state, "busters.m26.all_up")]
        return []

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If an active bomb disposal expert has no wires in hand matching the remaining
        # visible numbers, they skip their turn, but the detonator dial does not advance."
        mine = self._mine(state, seat)
        if mine and not mine & set(state.mission_data["up"]):
            return 0
        return None

    def skip_proves(self, state: BustersState, seat: int) -> list[Value] | None:
        # the skip says it for all to see: none of the face-up values in that hand
        return sorted(state.mission_data["up"])

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "Then they must do a cut (Dual Cut or Solo Cut) on wires matching that number."
        return value == state.mission_data["target"]

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != TURN or seat != state.active or data["target"] is not None:
            return []
        # "a bomb disposal expert must first flip 1 of the remaining faceup Number cards
        # of their choice" (one of a value they hold: else they could not cut, R-BB163)
        mine = self._mine(state, seat)
        return [Special("flip", (str(v),)) for v in data["up"] if v in mine]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        v = int(action.args[0])
        data["up"].remove(v)
        data["down"] = sorted(data["down"] + [v])
        data["target"] = v
        return Step([board.ev(state, "busters.m26.flipped", seat=seat, card=v)])

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "When all 4 wires of a number have been cut, remove the matching Number card"
        data, out = state.mission_data, []
        for v in numbers.VALUES:
            if numbers.all_cut(state, v) and (v in data["up"] or v in data["down"]):
                data["up"] = [c for c in data["up"] if c != v]
                data["down"] = [c for c in data["down"] if c != v]
                out.append(board.ev(state, "busters.m26.removed", card=v))
        return out

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        cards = sorted([(v, "up") for v in data["up"]] + [(v, "down") for v in data["down"]])
        return (Cards("cards", tuple(NumberCard(v, st, "chosen" if v == data["target"] else "")
                                     for v, st in cards)),)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The card whose value's best cut is best (tried on the rebuilt state); on a
        tie, the value fewest teammates are likely to hold (keep theirs up for them)."""
        flips = [a for a in legal if isinstance(a, Special) and a.name == "flip"]
        if not flips:
            return None
        best: tuple | None = None
        for a in flips:
            _after, nxt = ctx.after_state(a)
            cut = ctx.best_cut(nxt) if nxt else None
            if cut is None:
                continue
            v = int(a.args[0])
            others = sum(ctx.holds(p, v) for p in range(view.players) if p != view.seat)
            key = (round(cut[1], 6), -others, -v)
            if best is None or key > best[0]:
                best = (key, a)
        flip = best[1] if best else flips[0]
        return Advice(flip, 1.0, "busters.advice.m26.flip", {"value": int(flip.args[0])})


register(Mission26())
