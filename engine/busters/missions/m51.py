"""Mission 51, "It's Your (Un)Lucky Day!" (REF L1279-1296): mission 18's turn without
the radar: the active player ("Sir" or "Ma'am") turns up the next Number card and names
who cuts that value, themselves included, without knowing who holds it; a player named
without the value puts an info token of their choice in front of their stand and the
detonator advances. The dial starts one space further back."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.busters import board, cuts
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.m18 import Mission18
from engine.busters.state import MISSION, TURN, BustersState, Token
from engine.busters.botctx import BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission51(Mission18):
    number, key = 51, "busters.mission.51"

    def spec(self, players: int) -> SetupSpec:
        # "Move the detonator dial back 1 space (as if an extra bomb disposal expert was
        # playing)"; X or Y Ray replaced, its character not used
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1), detonator=players + 1,
                         excluded=frozenset({10}), captain_info=players != 2,
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        super().after_setup(state)
        state.mission_data.update(token=None)
        return []

    def turn_start(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        seat = state.active
        data.update(sir=seat, card=None, token=None)
        # "If a bomb disposal expert has only red wires in their hand at the beginning of
        # their turn, they do the Reveal Your Red Wires action."
        if cuts.all_red(state, seat):
            return []
        # "1. They flip over the top Number card. 2. Without consulting anyone else, they
        # choose who must do a cut action with this value's wires (even themselves)."
        card = numbers.deck_reveal(state)
        if card is None:
            return []
        data.update(card=card, holders=[p for p in range(state.players) if state.has_wires(p)])
        state.phase = MISSION
        return [board.ev(state, "busters.m51.revealed", seat=seat, card=card)]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        token = state.mission_data["token"]
        return frozenset({token}) if token is not None else super().decision_seats(state)

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if data["token"] is not None:
            if state.phase != MISSION or seat != data["token"]:
                return []
            return [Special("token", (f"{seat}.{st.index}.{i}",)) for st in state.hands[seat]
                    for i in st.uncut() if not self.red_value(state, st.slots[i].wire.value)
                    and state.info_supply.get(st.slots[i].wire.value, 0) > 0]
        return super().special_actions(state, seat)

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        out: list = []
        if action.name == "pick":
            picked = int(action.args[0])
            if any(w.value == data["card"] for w in state.uncut_wires(picked)) or \
                    cuts.all_red(state, picked):
                out.append(board.ev(state, "busters.m51.picked", seat=seat, owner=picked))
                return Step(out, resume=True, actor=picked)   # "Yes, Sir!"
            # a token instead of a cut: for all to see, that hand holds no such wire
            out.append(board.ev(state, "busters.m51.picked", seat=seat, owner=picked,
                                **board.proof(picked, [data["card"]])))
            # "If the chosen bomb disposal expert does not have the value, they choose 1
            # info token to put in front of their tile stand, and the detonator dial
            # advances 1 space."
            data["token"] = picked
            if self.special_actions(state, picked):
                return Step(out)
        else:
            where = parse_addr(action.args[0])
            board.place_token(state, out, *where, Token(state.slot(*where).wire.value))
        data["token"] = None
        state.phase = TURN
        board.advance(state, out, 1)
        return Step(out, end_turn=True)

    def others_chance(self, view: BustersView, ctx: BotContext, card: int) -> float:
        """Without the radar, naming a teammate risks a dial space (they may not hold
        the value) for a cut no surer than one's own: a seat that holds the value and
        can cut it names itself. Measured (Expert, 4 players, 100 games): a threshold
        of 0.75 (mission 18's) / 0.5 / 0.3 / 0 won 27 / 36 / 39 / 41; weighing the
        teammates' chance of holding it, 29."""
        return 0.0

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Name oneself when one holds the value and its best cut is good; else the
        teammate likeliest to hold the most wires of it. A token goes on the middle
        wire."""
        tokens = [a for a in legal if isinstance(a, Special) and a.name == "token"]
        if tokens:
            return Advice(tokens[len(tokens) // 2], 1.0, "busters.advice.penalty_token")
        return super().decide(view, legal, ctx)


register(Mission51())
