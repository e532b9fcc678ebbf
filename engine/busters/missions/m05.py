"""Mission 5, "Second Day in the Field" (REF L557-571): 1 red wire, 2 out of 3 yellow; 2
players: 2 red. A training mission: it changes only the setup, its rules are the base
rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission05(Mission):
    number, key = 5, "busters.mission.5"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3))
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2, of=3))


register(Mission05())
