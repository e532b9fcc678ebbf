"""Mission 63, "It is Positively Titanic" (REF L1478-1501): the Captain starts with the
team's Oxygen tokens (14/18/24/30 by players); a cut of value v puts v tokens in the
reserve; the active player passes what is left to the player on their left at the end
of their turn; the Captain takes the reserve back at the start of each round. A player
who can not pay for any cut skips and the detonator advances (FAQ: one who can, must
play)."""
from __future__ import annotations

from typing import Any

from engine.busters import board, cuts
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, oxygen, register
from engine.busters.missions.components import Counter

OXYGEN = {2: 14, 3: 18, 4: 24, 5: 30}


class Mission63(Mission):
    number, key = 63, "busters.mission.63"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"}, sticker_c=True)

    def after_setup(self, state: Any) -> list:
        # "The Captain takes Oxygen tokens"; the tokens travel with the turn (R-BB170)
        state.mission_data.update(oxygen=OXYGEN[state.players], reserve=0)
        return []

    def cut_allowed(self, state: Any, seat: int, value: Any) -> bool:
        # "To do a cut action, a bomb disposal expert must put as many Oxygen tokens in
        # the reserve as the value of the indicated wires."
        return not isinstance(value, int) or state.mission_data["oxygen"] >= value

    def after_cut(self, state: Any, seat: int, values: list, success: bool) -> list:
        data = state.mission_data
        cost = max((v for v in values if isinstance(v, int)), default=0)
        if not cost:
            return []
        data["oxygen"] -= cost
        data["reserve"] += cost
        return [board.ev(state, "busters.m63.paid", seat=seat, n=cost, left=data["oxygen"])]

    def round_end(self, state: Any) -> list:
        # "After each round, the Captain begins their turn by taking all Oxygen tokens
        # from the reserve."
        data = state.mission_data
        if not data["reserve"]:
            return []
        data["oxygen"] += data["reserve"]
        data["reserve"] = 0
        return [board.ev(state, "busters.m63.refilled", seat=state.captain, left=data["oxygen"])]

    def must_skip(self, state: Any, seat: int) -> int | None:
        # "If a bomb disposal expert cannot play because they do not have enough Oxygen
        # tokens, they skip their turn, and the detonator dial advances 1 space."
        if state.has_wires(seat) and not cuts.can_cut(state, seat) and not cuts.all_red(state, seat):
            return 1
        return None

    def cut_cost(self, view: Any, value: Any, ctx: Any) -> float:
        """A cut drains the tokens the rest of the round lives on: the fewer turns
        oxygen.py's model then sees skipped (each later seat cutting its lowest value;
        averaged over a few deals of the hidden wires), the better."""
        if not isinstance(value, int):
            return 0.0
        data = ctx.mission_data()
        return oxygen.skip_cost(ctx, value, lambda hs: oxygen.skips_after_paying(
            hs, data["oxygen"], data["reserve"], view.seat, view.captain, value))

    def view_data(self, state: Any, seat: int | None) -> tuple:
        data = state.mission_data
        return (Counter("oxygen", data["oxygen"], owner=state.active),
                Counter("reserve", data["reserve"]))


register(Mission63())
