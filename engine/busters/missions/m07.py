"""Mission 7, "Last Day of Class" (REF L585-597): 1 out of 2 red wires; 2 players: 1 out
of 3. A training mission: it changes only the setup, its rules are the base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission07(Mission):
    number, key = 7, "busters.mission.7"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(1, of=3))
        return SetupSpec(red=ColourSpec(1, of=2))


register(Mission07())
