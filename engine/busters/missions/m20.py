"""Mission 20, "The Big Bad Wolf" (REF L783-797): the last wire dealt to each stand is
put at its far right, out of order, with an X token; X wires ignore all equipment."""
from __future__ import annotations

from engine.busters import marks
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.state import BustersState
from engine.core.event import Event


def last_dealt_to_the_right(state: BustersState) -> None:
    """"The last wire dealt to each tile stand is not sorted ... but is put on the far
    right end of the stand": a random wire of each stand (the deal's order is random);
    an explicit deal lays it out there already."""
    for st in state.stands():
        if state.explicit is None:
            sl = st.slots.pop(state.rng.randrange(len(st.slots)))
            st.slots.append(sl)
        st.slots[-1].marks.add(marks.X)


class Mission20(Mission):
    number, key = 20, "busters.mission.20"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(2, of=3), yellow=ColourSpec(4),
                             excluded=frozenset({2}), false_bottom=True)
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2), excluded=frozenset({2}),
                         false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        last_dealt_to_the_right(state)
        return []


register(Mission20())
