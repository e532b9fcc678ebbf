"""Mission 64, "Return of the Tripwires" (REF L1502-1516): two wires of each player
turned round, the lower at the far left of their hand, the higher at the far right;
cut as mission 56's (their owner alone, without equipment, a wrong one explodes; a
teammate's Dual Cut on one costs a detonator space)."""
from __future__ import annotations

from engine.busters import marks
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.flipped import Tripwires, chosen
from engine.busters.state import BustersState
from engine.core.event import Event


class Mission64(Mission):
    number, key = 64, "busters.mission.64"
    components = (Tripwires(),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1),
                         new_characters=frozenset(NEW_CHARACTERS), sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        fixed = chosen(state)
        for seat in range(state.players):
            if fixed is not None:           # an explicit deal lays them at their ends
                for s_, st, i in fixed:
                    if s_ == seat:
                        state.slot(s_, st, i).marks.add(marks.FLIPPED)
                continue
            flip_two(state, seat)
        return []


def flip_two(state: BustersState, seat: int) -> None:
    """"each player flips 2 of their wires around ... moves the lower value to the far
    left side of their tile stand, and the higher value to the far right side"; FAQ:
    "With 2 stands, only 2 wires total are flipped. The lowest-value upside-down wire
    goes to the far-left of the 1st stand, and the highest-value goes to the far-right
    of the 2nd stand." (equal values: one each way)"""
    where = [(st.index, i) for st in state.hands[seat] for i in range(len(st.slots))]
    picks = state.rng.sample(where, 2)
    picks.sort(key=lambda p: state.hands[seat][p[0]].slots[p[1]].wire.tenths)
    low = state.hands[seat][picks[0][0]].slots[picks[0][1]]
    high = state.hands[seat][picks[1][0]].slots[picks[1][1]]
    first, last = state.hands[seat][0], state.hands[seat][-1]
    for st in state.hands[seat]:
        st.slots[:] = [sl for sl in st.slots if sl is not low and sl is not high]
    for sl in (low, high):
        sl.marks.add(marks.FLIPPED)
    first.slots.insert(0, low)
    last.slots.append(high)


register(Mission64())
