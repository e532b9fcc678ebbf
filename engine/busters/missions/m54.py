"""Mission 54, "The Attack of Rabbit the Red" (REF L1331-1353): the 11 red wires lie
face down on the card instead of in the deal; each player keeps Oxygen tokens in view
and pays for a cut by its depth (1-4: 1, 5-8: 2, 9-12: 3) into the reserve; every new
Validation token gives each player 1 back; a player who cannot pay skips and the dial
advances. The sound file is replaced by the app's script (R-BB179): from the second
round on, the hull breaches at the start of each round and a red wire from the card
leaks into a random player's hand, 4 times in all."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.components import NEW_CHARACTERS, RED, Value
from engine.busters.missions import (ColourSpec, Mission, PileSpec, SetupSpec,
                                     Weighs, oxygen, register)
from engine.busters.missions.components import Counter
from engine.busters.missions.m44 import depth
from engine.busters.state import BustersState
from engine.busters.botctx import BotContext
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: "Distribute Oxygen tokens visibly out in front of you" (2/3/4/5 players)
OXYGEN = {2: 9, 3: 6, 4: 3, 5: 2}
#: Oxygen tokens in the box (FACTS.md)
TOKENS = 32
#: red wires that leak into the hands over the mission (the app's script, R-BB179)
LEAKS = 4


class Mission54(Mission):
    number, key = 54, "busters.mission.54"
    cost_reason = "busters.advice.oxygen"
    weighs = frozenset({Weighs.SUCCESS})

    def spec(self, players: int) -> SetupSpec:
        # "x11 red wires. Do not shuffle the 11 red wires with the others. Put them in a
        # facedown pile on the back of this card."; X or Y Ray replaced, and its
        # character (e4) not used
        return SetupSpec(red=ColourSpec(11), piles=(("reds", PileSpec(11, RED)),),
                         excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        each = OXYGEN[state.players]
        state.mission_data.update(oxygen={str(p): each for p in range(state.players)},
                                  reserve=TOKENS - each * state.players, validated=0,
                                  leaked=0)
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "To do a cut action, a bomb disposal expert must first spend a number of
        # Oxygen tokens matching the depth"
        return not isinstance(value, int) or state.mission_data["oxygen"][str(seat)] >= depth(value)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a player cannot play because they do not have enough Oxygen tokens at the
        # start of their turn, they skip their turn, and the detonator dial advances 1
        # space." FAQ: "if you CAN play, you MUST play."
        if state.has_wires(seat) and not cuts.can_cut(state, seat) and not cuts.all_red(state, seat):
            return 1
        return None

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        data = state.mission_data
        out: list = []
        cost = max((depth(v) for v in values if isinstance(v, int)), default=0)
        if cost:                         # spent first, success or not, into the reserve
            data["oxygen"][str(seat)] -= cost
            data["reserve"] += cost
            out.append(board.ev(state, "busters.m54.spent", seat=seat, n=cost,
                                left=data["oxygen"][str(seat)]))
        # "Each time a Validation (green) token is put on the board, each bomb disposal
        # expert takes 1 Oxygen token." (from the reserve, the active player first)
        for _ in range(len(state.validated) - data["validated"]):
            taken = 0
            for k in range(state.players):
                p = (seat + k) % state.players
                if data["reserve"]:
                    data["reserve"] -= 1
                    data["oxygen"][str(p)] += 1
                    taken += 1
            out.append(board.ev(state, "busters.m54.breathe", n=taken))
        data["validated"] = len(state.validated)
        return out

    def round_end(self, state: BustersState) -> list[Event]:
        # the script: a breach at the start of each round from the second, a red wire
        # leaking into a random hand that still holds wires (R-BB179)
        data = state.mission_data
        hands = [p for p in range(state.players) if state.has_wires(p)]
        if data["leaked"] >= LEAKS or not state.piles["reds"] or not hands:
            return []
        data["leaked"] += 1
        seat = state.rng.choice(hands)
        stand = min(range(len(state.hands[seat])),
                    key=lambda k: (sum(not sl.cut for sl in state.hands[seat][k].slots), k))
        out = [board.ev(state, "busters.m54.breach", seat=seat, left=LEAKS - data["leaked"])]
        board.move_wire(state, out, ("pile", "reds"), seat, stand)
        return out

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """A cut spends its depth, success or not; a success takes a wire from the hand
        pointed at, and a value's last wires give everyone 1 back: the fewer turns
        oxygen.py's model then sees skipped, the better. Once the seat is sure of most
        wires, the model plays to the end of the game and weighs each outcome by its
        chance (a failed guess at a 9 wastes 3 tokens); before, it looks 8 turns ahead
        as if the cut succeeds (oxygen.PLAN_TO_END)."""
        if not isinstance(value, int):
            return 0.0
        data = ctx.mission_data()
        ox = [data["oxygen"][str(p)] for p in range(view.players)]
        if oxygen.unsure(ctx) > oxygen.PLAN_TO_END:
            turns: int | None = oxygen.HORIZON
            success = 1.0
        else:
            turns = None

        def cost(won: bool) -> float:
            return oxygen.skip_cost(ctx, (value, target if won else None, won), lambda hs: (
                oxygen.skips_to_end(hs, ox, data["reserve"], view.me, value, target, depth,
                                    won, turns)))
        if success >= 1.0:
            return cost(True)
        return success * cost(True) + (1.0 - success) * cost(False)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        return tuple(Counter("oxygen", n, owner=int(p))
                     for p, n in sorted(data["oxygen"].items(), key=lambda x: int(x[0]))) + (
            Counter("reserve", data["reserve"]), Counter("reds", len(state.piles["reds"])),
            Counter("breaches", LEAKS - data["leaked"]))


register(Mission54())
