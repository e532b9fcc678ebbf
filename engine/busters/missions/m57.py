"""Mission 57, "An Impossible Mission" (REF L1382-1397): each Number card is paired with
a random face-up Constraint card; each time a validation token is placed, the card
paired with its value comes into force (on top of the previous one) and binds every
player on their turn; a player it stops skips (the dial does not move), but a whole
round in which nobody can play explodes the bomb; Reveal is never bound."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import constraints as cc
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, Constraint, NumberCard
from engine.busters.state import BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission57(Mission):
    number, key = 57, "busters.mission.57"

    def __init__(self) -> None:
        self.components = (cc.SkipWhenBound(), cc.Constraints(self.constraint_of))

    def spec(self, players: int) -> SetupSpec:
        # "If Equipment 10 (Disintegrator) is drawn, discard it" (sticker C's 10-10)
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1), excluded=frozenset({1010}),
                         new_characters=frozenset(NEW_CHARACTERS), sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Put all the Number cards faceup on the table and pair each one with a random
        # faceup Constraint card."
        fixed = numbers.fixed(state, "pairs")
        letters = list(fixed) if fixed is not None else state.rng.sample(cc.LETTERS, 12)
        state.mission_data.update(pairs={str(v): c for v, c in zip(numbers.VALUES, letters)},
                                  visible=None, validated=0, played=False, skipped=None)
        return []

    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        return state.mission_data["visible"]

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "Each time you put a Validation token on the board, put the matching
        # Constraint card ... on the board ... on top of the previous Constraint card"
        data, out = state.mission_data, []
        while data["validated"] < len(state.validated):
            value = state.validated[data["validated"]]
            data["validated"] += 1
            if isinstance(value, int):
                data["visible"] = data["pairs"][str(value)]
                out.append(board.ev(state, "busters.m57.card", card=value,
                                    constraint=data["visible"]))
        return out

    def round_end(self, state: BustersState) -> list[Event]:
        # "if none of the bomb disposal experts can play during a whole round, the bomb
        # explodes!"
        out: list = []
        if cc.nobody_played(state):
            out.append(board.ev(state, "busters.m57.nobody_played"))
            board.explode(state, out, "busters.outcome.failure")
        return out

    def dead_end(self, view: BustersView, value: Value) -> bool:
        """The card `value` brings into force forbids every value still to cut: nobody
        could play a whole round, and the bomb would explode."""
        import json
        pairs = json.loads(view.mission_public)["pairs"]
        letter = pairs.get(str(value)) if isinstance(value, int) else None
        if letter not in cc.BY_VALUE:
            return False
        cut: dict[str, int] = {}
        for st in view.stands:
            for sl in st.slots:
                if sl.cut:
                    cut[sl.wire] = cut.get(sl.wire, 0) + 1
        left = [int(v) for v, n in view.in_play if v.isdigit() and int(v) != value
                and cut.get(v, 0) < n]
        return bool(left) and not any(cc.value_ok(letter, v) for v in left)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Cards("pairs", tuple(NumberCard(v, "done" if v in state.validated else "up",
                                                     mark=data["pairs"][str(v)])
                                          for v in numbers.VALUES))]
        if data["visible"]:
            out.append(Constraint(data["visible"]))
        return tuple(out)


register(Mission57())
