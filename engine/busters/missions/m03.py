"""Mission 3, "TRAINING, Day 3" (REF L524-540): 40 wires 1-10, 1 red wire drawn from
1.5-9.5; equipment from now on, never 2 or 12. A training mission: it changes only the
setup, its rules are the base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission03(Mission):
    number, key = 3, "busters.mission.3"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(blue=(1, 10), red=ColourSpec(1, high=9), excluded=frozenset({2, 12}))


register(Mission03())
