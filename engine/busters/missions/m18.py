"""Mission 18, "BAT-Helping-Hand" (REF L749-767): no equipment but the General Radar,
which works every turn: the active player turns up the next Number card, the radar
asks everyone whether they hold that value, and the active player names who cuts it
(themselves included); the next turn is their left neighbour's. A card whose 4 wires
are cut is discarded; an empty deck is made again. No set-up info tokens."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts, equipment
from engine.busters.actions import Special
from engine.busters.botctx import Advice
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.state import MISSION, BustersState
from engine.busters.botctx import BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission18(Mission):
    number, key = 18, "busters.mission.18"
    components = (numbers.RevealedDeck(),)

    def spec(self, players: int) -> SetupSpec:
        # "Put Equipment 8 (General Radar) faceup on the board, but do not put any other
        # Equipment cards"; "do not put any info tokens in front of tile stands"
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), equipment=0,
                         setup_info=False)

    def after_setup(self, state: BustersState) -> list[Event]:
        numbers.deck_setup(state)
        state.mission_data.update(card=None, seen=[], out=[], sir=None, holders=[])
        return []

    def turn_start(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        seat = state.active
        data.update(sir=seat, card=None)
        # "If a bomb disposal expert has only red wires in their hand at the beginning of
        # their turn, they must do the Reveal Red Wires action."
        if cuts.all_red(state, seat):
            return []
        # "1. Reveals the top Number card of the deck. 2. Uses Equipment 8 (General
        # Radar) on the value of the Number card."
        card = numbers.deck_reveal(state)
        if card is None:
            return []
        answers = equipment.radar(state, card)
        data.update(card=card, holders=sorted({p for p, _stand, yes in answers if yes}))
        state.phase = MISSION
        return [board.ev(state, "busters.m18.revealed", seat=seat, card=card),
                board.ev(state, "busters.radar.answers", value=card, answers=answers)]

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value == state.mission_data["card"]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        sir = state.mission_data["sir"]
        return frozenset({sir}) if state.phase == MISSION and sir is not None else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION or seat != state.mission_data["sir"]:
            return []
        # "3. Indicates who (including themselves) must carry out a cut action with this
        # value's wires." (a player the radar heard say "yes": R-BB164)
        return [Special("pick", (str(p),)) for p in state.mission_data["holders"]]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        picked = int(action.args[0])
        return Step([board.ev(state, "busters.m18.picked", seat=seat, owner=picked)],
                    resume=True, actor=picked)

    def next_active(self, state: BustersState, current: int) -> int | None:
        # FAQ: "The next turn goes to the player on the active player's left (not the
        # designated player's left)."
        sir = state.mission_data["sir"]
        start = current if sir is None else sir
        for k in range(1, state.players + 1):
            p = (start + k) % state.players
            if state.has_wires(p):
                return p
        return None

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Name oneself when one's own best cut of the value is good (at least as good
        as a teammate's is likely to be, OTHERS); else the teammate likeliest to hold
        the most wires of it (more copies: more ways to a match, perhaps a Solo Cut)."""
        picks = [a for a in legal if isinstance(a, Special) and a.name == "pick"]
        if not picks:
            return None
        card = ctx.mission_data()["card"]
        mine = next((a for a in picks if int(a.args[0]) == view.seat), None)
        if mine is not None:
            _after, nxt = ctx.after_state(mine)
            cut = ctx.best_cut(nxt) if nxt else None
            if cut is not None and cut[2] >= self.others_chance(view, ctx, card):
                return Advice(mine, cut[2], "busters.advice.choose_self", {"value": card})
        others = [a for a in picks if int(a.args[0]) != view.seat] or picks

        def copies(a: Special) -> float:
            p = int(a.args[0])
            return sum(ctx.p((st.seat, st.index, i), card) for st in view.stands
                       if st.seat == p for i, sl in enumerate(st.slots) if not sl.cut)
        best = max(others, key=lambda a: (copies(a), -int(a.args[0])))
        return Advice(best, 1.0, "busters.advice.choose_holder",
                      {"seat": int(best.args[0]), "value": card})


    def others_chance(self, view: BustersView, ctx: BotContext, card: int) -> float:
        """What naming a teammate is worth, as the chance their cut succeeds: with the
        radar they hold the value (OTHERS)."""
        return OTHERS

#: the chance a named teammate's cut succeeds, as a bot guesses it (they see their hand)
OTHERS = 0.75


register(Mission18())
