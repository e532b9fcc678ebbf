"""Mission 6, "Third Day in the Field" (REF L572-584): 1 red wire, 4 yellow; 2 players: 2
red. A training mission: it changes only the setup, its rules are the base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission06(Mission):
    number, key = 6, "busters.mission.6"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(4))
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4))


register(Mission06())
