"""Mission 16, "Time to Reprioritize (Is this déjà vu?)" (REF L720-735): mission 9's
order with the Sequence card's side B: all 4 a wires before any b, all 4 b before any
c."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, SetupSpec, Weighs, register
from engine.busters.missions.m09 import SequenceMission


class Mission16(SequenceMission):
    number, key = 16, "busters.mission.16"
    side = "B"
    weighs = frozenset({Weighs.SUCCESS})        # the pointed value's worth (m09.py)

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(4), false_bottom=True)
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2, of=3), false_bottom=True)


register(Mission16())
