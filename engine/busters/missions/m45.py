"""Mission 45, "Seeking Volunteers" (REF L1179-1196): no clockwise turns. Each turn
the Captain reveals a Number card; the first player to say "Snip!" cuts that value.
If nobody does, the Captain picks a player: one without the value puts an info token
in front of their stand and the detonator advances 1. A card whose 4 wires are cut is
discarded; an empty deck is made again of the cards left.

At the table "the first to say Snip!" becomes: the players are asked in turn from
the Captain clockwise, each answering "Snip!" or "Not me" (R-BB109)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.state import MISSION, TURN, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission45(Mission):
    number, key = 45, "busters.mission.45"
    components = (numbers.RevealedDeck(),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), excluded=frozenset({10, 11}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle the 12 Number cards facedown and create a deck"
        numbers.deck_setup(state)
        state.mission_data.update(card=None, seen=[], out=[], asking=[], step="")
        return []

    # ---- the turn: a card, then volunteers -------------------------------------------
    def next_active(self, state: BustersState, current: int) -> int | None:
        return state.captain                   # "Each turn, the Captain reveals 1 card"

    def turn_start(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        card = numbers.deck_reveal(state)
        data.update(card=card, step="ask", asking=self._askable(state))
        state.phase = MISSION
        if card is None:                       # every value cut: only red wires are left
            return []
        return [board.ev(state, "busters.m45.revealed", seat=state.captain, card=card)]

    def _askable(self, state: BustersState) -> list[int]:
        return [p for p in ((state.captain + k) % state.players for k in range(state.players))
                if state.has_wires(p)]

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value == state.mission_data["card"]      # "must cut this value"

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        data = state.mission_data
        if data["step"] == "ask":
            return frozenset(data["asking"][:1])
        if data["step"] == "pick":
            return frozenset({state.captain})
        if data["step"] == "token":
            return frozenset({data["picked"]})
        return frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != MISSION or seat not in self.decision_seats(state):
            return []
        if data["step"] == "ask":
            # only a player who can answer the card may say "Snip!" (holding its value,
            # or holding only red wires: then it is to reveal them); R-BB109
            snip = self._holds(state, seat) or self._only_red(state, seat)
            return ([Special("snip")] if snip else []) + [Special("notme")]
        if data["step"] == "pick":
            return [Special("pick", (str(p),)) for p in self._askable(state)]
        return [Special("token", (f"{seat}.{st.index}.{i}",)) for st in state.hands[seat]
                for i in st.uncut() if self._token_fits(state, st.slots[i])]

    def _holds(self, state: BustersState, seat: int) -> bool:
        return any(w.value == state.mission_data["card"] for w in state.uncut_wires(seat))

    def _only_red(self, state: BustersState, seat: int) -> bool:
        return all(self.red_value(state, w.value) for w in state.uncut_wires(seat))

    def _token_fits(self, state: BustersState, slot: Any) -> bool:
        v = slot.wire.value
        return not self.red_value(state, slot.wire.value) and state.info_supply.get(v, 0) > 0

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "snip":
            data["step"] = ""
            return Step([board.ev(state, "busters.m45.snip", seat=seat)], resume=True, actor=seat)
        if action.name == "notme":
            data["asking"] = data["asking"][1:]
            out = [board.ev(state, "busters.m45.notme", seat=seat)]
            if not data["asking"]:
                data["step"] = "pick"           # "If nobody volunteers ..."
            return Step(out)
        if action.name == "pick":
            picked = int(action.args[0])
            if self._holds(state, picked) or self._only_red(state, picked):
                data["step"] = ""
                out = [board.ev(state, "busters.m45.picked", seat=seat, owner=picked)]
                return Step(out, resume=True, actor=picked)
            # a token instead of a cut: for all to see, that hand holds no such wire
            out = [board.ev(state, "busters.m45.picked", seat=seat, owner=picked,
                            **board.proof(picked, [data["card"]]))]
            # "If this player does not have the correct value wire, they choose 1 info
            # token to put in front of their tile stand, and the detonator dial advances"
            data.update(step="token", picked=picked)
            if not self.special_actions(state, picked):
                return self._penalty(state, out)
            return Step(out)
        where = parse_addr(action.args[0])
        out = []
        board.place_token(state, out, *where, Token(state.slot(*where).wire.value))
        return self._penalty(state, out)

    def _penalty(self, state: BustersState, out: list) -> Step:
        data = state.mission_data
        data.update(step="", picked=None)
        state.phase = TURN
        board.advance(state, out, 1)
        return Step(out, end_turn=True)        # the next turn: a new card

    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Say "Snip!" when the best cut of the card's value is near certain, or when
        nobody after it can take the card; the Captain picks the player likeliest to
        hold the value (itself when it does); a token goes where it tells most."""
        names = {a.name: a for a in legal if isinstance(a, Special)}
        data = ctx.mission_data()
        card = data["card"]
        if "snip" in names or "notme" in names:
            if "snip" not in names:
                return Advice(names["notme"], 1.0, "busters.advice.m45.lacks", {"value": card})
            if all(v == "R" for v in ctx.own_values()):     # "Snip!" to reveal them
                return Advice(names["snip"], 1.0, "busters.advice.reveal")
            if ctx.sure_cut_after(names["snip"]):
                return Advice(names["snip"], 1.0, "busters.advice.m45.snip", {"value": card})
            if len(data["asking"]) <= 1:
                return Advice(names["snip"], 1.0, "busters.advice.m45.last", {"value": card})
            return Advice(names["notme"], 1.0, "busters.advice.m45.notme", {"value": card})
        picks = [a for a in legal if isinstance(a, Special) and a.name == "pick"]
        if picks:
            def holds(a: Special) -> float:
                p = int(a.args[0])
                return 2.0 if p == view.seat and card in ctx.own_values() else ctx.holds(p, card)
            best = max(picks, key=lambda a: (holds(a), -int(a.args[0])))
            if card is None:                   # every value is cut: red wires to reveal
                return Advice(best, 1.0, "busters.advice.reveal")
            if int(best.args[0]) == view.seat and card in ctx.own_values():
                return Advice(best, 1.0, "busters.advice.m45.pick_self", {"value": card})
            return Advice(best, 1.0, "busters.advice.m45.pick", {"seat": int(best.args[0]), "value": card})
        tokens = [a for a in legal if isinstance(a, Special) and a.name == "token"]
        if tokens:
            return Advice(tokens[len(tokens) // 2], 1.0, "busters.advice.penalty_token")
        return None


register(Mission45())
