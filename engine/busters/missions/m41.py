"""Mission 41, "Latin Bombshell" (REF L1109-1129): a yellow tripwire dealt to each
player (not the Captain with 5), cut one at a time by pointing at a teammate's: right,
it is revealed and the dial moves back a space; wrong, an info token and the dial
advances; red explodes (FAQ). The dial starts 1 space from the skull; setup tokens
are drawn at random; a player left with only its own tripwire (and red wires) skips."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Y, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import apart
from engine.busters.state import TURN, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission41(Mission):
    number, key = 41, "busters.mission.41"

    def spec(self, players: int) -> SetupSpec:
        # "Yellow wires: number equal to player count (max 4)"; the False Bottom is
        # replaced; the dial on the card's space (FACTS.md: 1); 2 players: 2 of 3 red,
        # 2 yellow
        red = ColourSpec(2, of=3) if players == 2 else ColourSpec(1, of=3)
        return SetupSpec(red=red, yellow=ColourSpec(min(players, 4)), detonator=1,
                         random_tokens="all", new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "deal 1 facedown to each bomb disposal expert. (With 5 bomb disposal experts,
        # do not give a yellow wire to the Captain.)" With 2 players, one each (R-BB100).
        n = min(state.players, 4)
        if state.players == 2:
            order = [[state.captain, -1], [1 - state.captain, -1]]
        else:
            order = apart.recipients(state.players, state.captain, n,
                                     skip_captain=state.players == 5)
        apart.deal_apart(state, "yellow", order)
        return []

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        return apart.quotas(state)

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value != Y                      # tripwires are "cut one by one"

    def _only_tripwire(self, state: BustersState, seat: int) -> bool:
        left = [w for w in state.uncut_wires(seat) if not self.red_value(state, w.value)]
        return bool(left) and all(w.value == Y for w in left)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a bomb disposal expert has only their own tripwire (yellow wire) in their
        # hand (and any red wire), they skip their turn." (the dial does not move)
        return 0 if self._only_tripwire(state, seat) else None

    def next_active(self, state: BustersState, current: int) -> int | None:
        """A player with no wires left still points at tripwires while any is uncut in
        another hand: else the last tripwire could never be cut (R-BB100)."""
        if state.cut_count(Y) >= state.in_play[Y]:
            return None
        for k in range(1, state.players + 1):
            p = (current + k) % state.players
            if state.has_wires(p) or any(w.value == Y for q in range(state.players)
                                         if q != p for w in state.uncut_wires(q)):
                return p
        return None

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != TURN or seat != state.active or state.cut_count(Y) >= state.in_play[Y]:
            return []
        return [Special("trip", (f"{st.seat}.{st.index}.{i}",)) for p in range(state.players)
                if p != seat for st in state.hands[p] for i in st.uncut()]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        addr = parse_addr(action.args[0])
        out = [board.ev(state, "busters.m41.pointed", seat=seat, addr=list(addr))]
        wire = state.slot(*addr).wire
        if self.red_value(state, wire.value):
            board.explode(state, out)          # FAQ: "If ... RED, the bomb explodes."
            return Step(out)
        if wire.value == Y:
            # "the yellow wire that was identified is revealed, and the detonator dial
            # moves back 1 space"
            board.cut(state, out, *addr, why="special")
            board.rewind(state, out)
            state.cut_result = ([Y], True)
        else:
            # "1 info token is put there, and the detonator dial advances 1 space!"
            state.cut_result = ([Y], False)
            board.advance(state, out, 1)
            if state.result is None:
                board.place_token(state, out, *addr, Token(wire.value))
        return Step(out, end_turn=True)

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Point at the likeliest tripwire when that beats the best cut: a right guess
        also gives a dial space back, a wrong one costs one."""
        trips = [a for a in legal if isinstance(a, Special) and a.name == "trip"]
        if not trips:
            return None
        def addr(a: Special) -> tuple:
            return parse_addr(a.args[0])
        best = max(trips, key=lambda a: (ctx.p(addr(a), "Y") - 2 * ctx.danger(addr(a)), a.args[0]))
        p, pr = ctx.p(addr(best), "Y"), ctx.danger(addr(best))
        cut = ctx.best_cut([a for a in legal if not isinstance(a, Special)])
        gain = p + 0.1 - 2 * pr                # a right guess: a space back
        if cut is None or (gain > cut[2] and pr < 0.05) or (p >= 0.999 and pr == 0):
            return Advice(best, p, "busters.advice.tripwire", {"p": round(p, 4)})
        return None


register(Mission41())
