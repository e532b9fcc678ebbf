"""Missions 14 ("the rookie") and 28 ("Captain Careless"): the Captain's failed Dual Cut
explodes the bomb, so the Captain, who must cut on every turn, needs safe cuts, and
every wire in their hand is a value they can cut.

The bots' part: a teammate's Dual Cut at one of the Captain's wires costs 0.1 of the
game times its chance (only a success takes the wire). Measured
(Expert, 4 players, 100 games a seed, seeds 1 and 2, the same deals): mission 14, 119
-> 139 wins of 200, the Captain's fatal failures 67 -> 48; mission 28, 96 -> 119, 88
-> 60; at 2, 3 and 5 players no loss beyond noise (docs/BENCHMARKS.md). Rewarding such cuts instead lost games on both (14: 59 ->
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
#: no charge while the Captain holds more than this many times a teammate's wires on
#: average (seed 1, 100 games; 14 and 28 at 3 players before: 85 and 88, at 4: 59 and
#: 49): 1.0 won 87, 88, 65 and 55; 1.5 won 84, 86, 71 and 60; none 63, 74, 72 and 59
RICH = 1.5


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
        value the Captain could have cut safely; while the Captain holds RICH times
        the wires of a teammate on average or more (at 3 players they start with two
        stands), one wire fewer costs them little, and sparing them all sent the
        teammates to riskier cuts (mission 14, 3 players: 85 -> 63 of 100 wins, the
        dial 4 -> 23)."""
        if view.me == view.captain or target != view.captain:
            return 0.0
        left = ctx.memo("fragile.left", lambda: _uncut_by_seat(view))
        mates = [n for seat, n in enumerate(left) if seat != view.captain]
        return SPARE * success if left[view.captain] * len(mates) <= RICH * sum(mates) else 0.0


def _uncut_by_seat(view: BustersView) -> list[int]:
    """Each seat's uncut wires (asked once a decision, not once a cut weighed)."""
    left = [0] * view.players
    for st in view.stands:
        left[st.seat] += sum(1 for sl in st.slots if not sl.cut)
    return left
