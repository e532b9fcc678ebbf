"""Mission 35, "No Link, Single Wire" (REF L1013-1028): before the deal, each stand
gets a blue wire face down at its far right, marked with an X token; X wires are cut
normally (Dual or Solo Cut) but only once the 4 yellow wires are cut, and no
equipment ever touches them (marks.X)."""
from __future__ import annotations

from typing import Any

from engine.busters import cuts, marks
from engine.busters.components import BLUE, NEW_CHARACTERS, Y
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.facts import Colours
from engine.busters.state import BustersState, Slot
from engine.core.event import Event


class Mission35(Mission):
    number, key = 35, "busters.mission.35"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         yellow=ColourSpec(4), excluded=frozenset({2}), false_bottom=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Before shuffling the red and yellow wires into the blue wires, give each bomb
        # disposal expert 1 blue wire facedown per tile stand. This wire is ... put on
        # the far right end of the stand ... Put a token X in front to indicate this
        # wire. You can then shuffle the other wires and deal them as usual."
        stands = state.stands()
        if state.explicit is None:
            every = [sl for st in stands for sl in st.slots]
            blues = [sl for sl in every if sl.wire.colour == BLUE]
            xs = state.rng.sample(blues, len(stands))
            rest = [sl for sl in every if sl not in xs]
            state.rng.shuffle(rest)
            for st in stands:
                st.slots = []
            for i, sl in enumerate(rest):
                stands[i % len(stands)].slots.append(sl)
            for st, sl in zip(stands, xs):
                st.slots.sort(key=lambda x: (x.wire.tenths, x.wire.id))
                st.slots.append(sl)
        for st in stands:                      # an explicit deal lays them out already
            st.slots[-1].marks.add(marks.X)
        return []

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        xs = tuple((st.seat, st.index, i) for st in state.stands()
                   for i, sl in enumerate(st.slots) if marks.X in sl.marks)
        return (Colours(xs, ("blue",)),)

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        # "The wires indicated by the X tokens can be cut in the normal way ... but only
        # after all 4 yellow wires have been cut."
        if marks.X in slot.marks:
            return state.cut_count(Y) >= state.in_play.get(Y, 0)
        return True

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # a player left with only its X wire before the yellows are cut cannot play:
        # it skips, the dial stays (R-BB101)
        if state.has_wires(seat) and not cuts.can_cut(state, seat):
            return 0
        return None


register(Mission35())
