"""Mission 8, "FINAL EXAM" (REF L598-612): 1 out of 2 red wires, 2 out of 3 yellow; 2
players: 1 out of 3 red, 4 yellow. A training mission: it changes only the setup, its
rules are the base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission08(Mission):
    number, key = 8, "busters.mission.8"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(1, of=3), yellow=ColourSpec(4))
        return SetupSpec(red=ColourSpec(1, of=2), yellow=ColourSpec(2, of=3))


register(Mission08())
