"""Mission 2, "TRAINING, Day 2" (REF L506-523): 32 wires 1-8, 2 yellow wires drawn from
1.1-7.1, no equipment. A training mission: it changes only the setup, its rules are
the base rules."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register


class Mission02(Mission):
    number, key = 2, "busters.mission.2"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(blue=(1, 8), yellow=ColourSpec(2, high=7), equipment=0)


register(Mission02())
