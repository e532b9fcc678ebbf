"""Mission 44, "Underwater Pressure" (REF L1163-1177): a reserve of 2 Oxygen tokens
per player; every cut takes tokens by the depth of its value (1-4: 1, 5-8: 2, 9-12:
3); they all come back at the start of the Captain's turn; a player the reserve can
no longer pay for skips its turn and the dial advances."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.botctx import BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Weighs, oxygen, register
from engine.busters.missions.components import Counter
from engine.busters.state import BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


def depth(value: Any) -> int:
    """Oxygen a cut of this value costs (missions 44 and 54): by depth."""
    return 1 if value <= 4 else 2 if value <= 8 else 3


class Mission44(Mission):
    number, key = 44, "busters.mission.44"
    weighs = frozenset({Weighs.SUCCESS})
    cost_reason = "busters.advice.oxygen"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1, of=3), excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data["oxygen"] = 2 * state.players
        return []

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "To do a cut action, a bomb disposal expert must first take from the reserve
        # a number of Oxygen tokens matching the appropriate depth"
        return not isinstance(value, int) or state.mission_data["oxygen"] >= depth(value)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        cost = max((depth(v) for v in values if isinstance(v, int)), default=0)
        if not cost:
            return []
        state.mission_data["oxygen"] -= cost
        return [board.ev(state, "busters.m44.oxygen", seat=seat, n=cost,
                         left=state.mission_data["oxygen"])]

    def round_end(self, state: BustersState) -> list[Event]:
        # "At the start of the Captain's turn, return all oxygen tokens to the reserve."
        state.mission_data["oxygen"] = 2 * state.players
        return [board.ev(state, "busters.m44.refilled", left=state.mission_data["oxygen"])]

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If a bomb disposal expert cannot play because they do not have enough Oxygen
        # tokens, they skip their turn, and the detonator dial advances 1 space."
        if state.has_wires(seat) and not cuts.can_cut(state, seat):
            return 1
        return None

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return (Counter("oxygen", state.mission_data["oxygen"]),)

    # ---- bots ----------------------------------------------------------------------
    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """The reserve this cut leaves must last until the Captain's turn refills it:
        oxygen.py's model has each later seat of the round cut its cheapest value, a
        seat the reserve can no longer pay for skipping (the dial advances)."""
        if not isinstance(value, int):
            return 0.0
        reserve = ctx.mission_data()["oxygen"] - depth(value)
        later = round_left(view)
        return oxygen.skip_cost(ctx, value, lambda hs: skips_in_round(hs, reserve, view.me, value, later))


def round_left(view: BustersView) -> list[int]:
    """The seats still to play this round, in turn order: after the active seat, up
    to the Captain, whose turn brings the tokens back."""
    n, out = view.players, []
    for k in range(1, n):
        p = (view.me + k) % n
        if p == view.captain:
            break
        out.append(p)
    return out


def skips_in_round(hs: list[list[int]], reserve: int, seat: int, value: int,
                   later: list[int]) -> int:
    """The turns the reserve left after `seat` cuts `value` can not pay for, each
    later seat cutting its cheapest value (hands ascending)."""
    hs = [list(h) for h in hs]
    if value in hs[seat]:
        oxygen.cut(hs, seat, value)
    skips = 0
    for p in later:
        if not hs[p]:
            continue
        if depth(hs[p][0]) > reserve:
            skips += 1
            continue
        reserve -= depth(hs[p][0])
        oxygen.cut(hs, p, hs[p][0])
    return skips


register(Mission44())
