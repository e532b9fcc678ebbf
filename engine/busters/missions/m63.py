"""Mission 63, "It is Positively Titanic" (REF L1478-1501): the Captain starts with the
team's Oxygen tokens (14/18/24/30 by players); a cut of value v puts v of the cutter's
tokens in the reserve; at the end of their turn the active player gives what they
hold to the player on their left (after a Coffee Mug too, wherever the turn goes);
the Captain takes the reserve back at the start of each round. A player who can not
pay for any cut skips and the detonator advances (FAQ: one who can, must play)
(R-BB170)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Weighs, oxygen, register
from engine.busters.missions.components import Counter
from engine.busters.state import BustersState
from engine.busters.botctx import BotContext
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

OXYGEN = {2: 14, 3: 18, 4: 24, 5: 30}


def held(state: BustersState, seat: int) -> int:
    """The Oxygen tokens in front of `seat`."""
    return state.mission_data["oxygen"][str(seat)]


def left_of(state: BustersState, seat: int) -> int:
    """"The player on their left" (clockwise, the way play goes), passing over players
    with no wires left: they take no more turns to pass the tokens on (R-BB170)."""
    for k in range(1, state.players + 1):
        p = (seat + k) % state.players
        if state.has_wires(p):
            return p
    return seat


class Mission63(Mission):
    number, key = 63, "busters.mission.63"
    cost_reason = "busters.advice.oxygen"
    weighs = frozenset({Weighs.SUCCESS})

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"}, sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "The Captain takes Oxygen tokens"
        tokens = {str(p): 0 for p in range(state.players)}
        tokens[str(state.captain)] = OXYGEN[state.players]
        state.mission_data.update(oxygen=tokens, reserve=0)
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "To do a cut action, a bomb disposal expert must put as many Oxygen tokens in
        # the reserve as the value of the indicated wires."
        return not isinstance(value, int) or held(state, seat) >= value

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        data = state.mission_data
        cost = max((v for v in values if isinstance(v, int)), default=0)
        if not cost:
            return []
        data["oxygen"][str(seat)] -= cost
        data["reserve"] += cost
        return [board.ev(state, "busters.m63.paid", seat=seat, n=cost, left=held(state, seat))]

    def turn_end(self, state: BustersState) -> list[Event]:
        # "At the end of their turn, the active bomb disposal expert gives all remaining
        # Oxygen tokens to the player on their left." (a skipped turn too; after a
        # Coffee Mug the tokens still go left, not to the player handed the turn)
        return self._pass_on(state, state.active)

    def _pass_on(self, state: BustersState, seat: int) -> list:
        n, to = held(state, seat), left_of(state, seat)
        if not n or to == seat:
            return []
        tokens = state.mission_data["oxygen"]
        tokens[str(seat)], tokens[str(to)] = 0, tokens[str(to)] + n
        return [board.ev(state, "busters.m63.passed", seat=seat, owner=to, n=n)]

    def round_end(self, state: BustersState) -> list[Event]:
        # "After each round, the Captain begins their turn by taking all Oxygen tokens
        # from the reserve." (a Captain with no wires left passes them on at once)
        data = state.mission_data
        if not data["reserve"]:
            return []
        captain = state.captain
        data["oxygen"][str(captain)] += data["reserve"]
        data["reserve"] = 0
        out = [board.ev(state, "busters.m63.refilled", seat=captain, left=held(state, captain))]
        return out + (self._pass_on(state, captain) if not state.has_wires(captain) else [])

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a bomb disposal expert cannot play because they do not have enough Oxygen
        # tokens, they skip their turn, and the detonator dial advances 1 space."
        if state.has_wires(seat) and not cuts.can_cut(state, seat) and not cuts.all_red(state, seat):
            return 1
        return None

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """A cut drains the tokens the rest of the round lives on: the fewer turns
        oxygen.py's model then sees skipped (each later seat cutting its lowest value;
        averaged over a few deals of the hidden wires), the better."""
        if not isinstance(value, int):
            return 0.0
        data = ctx.mission_data()
        tokens = [data["oxygen"][str(p)] for p in range(view.players)]
        return oxygen.skip_cost(ctx, value, lambda hs: oxygen.skips_after_paying(
            hs, tokens, data["reserve"], view.me, view.captain, value))

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        return tuple(Counter("oxygen", n, owner=int(p)) for p, n in
                     sorted(data["oxygen"].items(), key=lambda x: int(x[0])) if n) + \
            (Counter("reserve", data["reserve"]),)


register(Mission63())
