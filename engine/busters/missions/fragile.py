"""Missions 14 ("the rookie") and 28 ("Captain Careless"): the Captain's failed Dual Cut
explodes the bomb, so the Captain, who must cut on every turn, needs safe cuts, and
every wire in their hand is a value they can cut.

The bots' part: a teammate's Dual Cut at one of the Captain's wires costs 0.1 of the
game times its chance (only a success takes the wire). Measured
(Expert, 4 players, 100 games a seed, seeds 1 and 2, the same deals): mission 14, 119
-> 142 wins of 200, the Captain's fatal failures 67 -> 48; mission 28, 96 -> 116, 88
-> 63 (docs/BENCHMARKS.md). Rewarding such cuts instead lost games on both (14: 59 ->
45 of 100 at 0.05), and so did leaving the rookie sure cuts of the values they may
hold ("leave the easy cuts to them": 59 -> 58)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.busters.components import Value
from engine.busters.missions import Failure, Mission, Weighs
from engine.busters.state import BustersState

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.botctx import BotContext
    from engine.busters.views import BustersView

#: what taking one of the Captain's wires costs a teammate, as a share of the game
#: (0.1 and 0.25 on seed 1: 14, 72 and 72 of 100; 28, 59 and 56)
SPARE = 0.1


class FragileCaptain(Mission):
    weighs = frozenset({Weighs.FAILURE, Weighs.SUCCESS})
    cost_reason = "busters.advice.spare_captain"

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # 14: "If the rookie fails when attempting a Dual Cut action, the bomb
        # immediately explodes."; 28: "If Captain Careless does a Dual Cut that fails,
        # the bomb immediately explodes."
        return Failure(explode=True) if seat == state.captain else Failure()

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """A teammate pointing at one of the Captain's wires takes, on a success, a
        value the Captain could have cut safely."""
        if view.me == view.captain or target != view.captain:
            return 0.0
        return SPARE * success
