"""Mission 49, "Message in a Bottle" (REF L1243-1260): each player keeps Oxygen tokens
in view (7/6/5/4 each with 2/3/4/5 players); to cut wires of value v a player first
gives v of them to a single teammate of their choice; a player who can pay for no cut
skips and the detonator advances."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, Weighs, register
from engine.busters.missions import oxygen
from engine.busters.missions.components import Counter
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

OXYGEN = {2: 7, 3: 6, 4: 5, 5: 4}


class Mission49(Mission):
    number, key = 49, "busters.mission.49"
    cost_reason = "busters.advice.oxygen"
    weighs = frozenset({Weighs.SUCCESS})

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Distribute Oxygen tokens visibly out in front of you"
        state.mission_data.update(oxygen={str(p): OXYGEN[state.players] for p in range(state.players)},
                                  paying=None)
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "To perform a cut action, a bomb disposal expert must first give a teammate as
        # many Oxygen tokens as the wire value they want to cut."
        return not isinstance(value, int) or state.mission_data["oxygen"][str(seat)] >= value

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a bomb disposal expert cannot play because they do not have enough Oxygen
        # tokens, they skip their turn, and the detonator dial advances 1 space."
        if state.has_wires(seat) and not cuts.can_cut(state, seat) and not cuts.all_red(state, seat):
            return 1
        return None

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        cost = max((v for v in values if isinstance(v, int)), default=0)
        if not cost:
            return []
        mates = [p for p in range(state.players) if p != seat]
        if len(mates) == 1:
            return self._give(state, seat, mates[0], cost)
        state.mission_data["paying"] = {"seat": seat, "n": cost}     # paid before the cut,
        state.phase = MISSION                                      # whoever it goes to
        return []

    def _give(self, state: BustersState, seat: int, to: int, n: int) -> list:
        oxygen = state.mission_data["oxygen"]
        oxygen[str(seat)] -= n
        oxygen[str(to)] += n
        return [board.ev(state, "busters.m49.given", seat=seat, owner=to, n=n)]

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        paying = state.mission_data["paying"]
        return frozenset({paying["seat"]}) if paying else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        paying = state.mission_data["paying"]
        if state.phase != MISSION or not paying or paying["seat"] != seat:
            return []
        return [Special("give", (str(p),)) for p in range(state.players) if p != seat]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        paying = state.mission_data["paying"]
        state.mission_data["paying"] = None
        return Step(self._give(state, seat, int(action.args[0]), paying["n"]), resume=True)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return tuple(Counter("oxygen", n, owner=int(p))
                     for p, n in sorted(state.mission_data["oxygen"].items(), key=lambda x: int(x[0])))

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """A cut moves its value's tokens: the fewer turns the model then sees skipped
        (oxygen.py, averaged over its deals), the better."""
        if not isinstance(value, int):
            return 0.0
        data = ctx.mission_data()
        ox = [data["oxygen"][str(p)] for p in range(view.players)]
        return oxygen.skip_cost(ctx, value,
                                lambda hs: oxygen.skips_after_cut(hs, ox, view.me, value))

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Give where the fewest turns will be skipped: play the next two rounds in
        oxygen.py's model (each seat cutting what it can pay for and passing the
        tokens on to whoever is short) on a few deals of the hidden wires and count
        the skips; on a tie, the teammate shortest of tokens for their lowest wire,
        then the next one to play."""
        gives = [a for a in legal if isinstance(a, Special) and a.name == "give"]
        if not gives:
            return None
        data = ctx.mission_data()
        n = data["paying"]["n"]
        ox = [data["oxygen"][str(p)] for p in range(view.players)]
        worlds = oxygen.deals(ctx)

        def key(a: Special) -> tuple:
            to = int(a.args[0])
            skips = sum(oxygen.skips_if_given(hs, ox, view.me, n, to) for hs in worlds)
            need = sum(hs[to][0] - ox[to] for hs in worlds if hs[to])
            return (skips, -need, (to - view.me) % view.players)
        best = min(gives, key=key)
        return Advice(best, 1.0, "busters.advice.m49.give", {"seat": int(best.args[0])})

register(Mission49())
