"""Mission 4, "First Day in the Field" (REF L541-556): 48 blue wires, 1 red, 2 yellow; 2
players: 4 yellow. A training mission: it changes only the setup, its rules are the
base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission04(Mission):
    number, key = 4, "busters.mission.4"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4))
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2))


register(Mission04())
