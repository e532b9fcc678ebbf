"""Mission 1, "TRAINING, Day 1" (REF L482-505): 24 wires 1-6, no equipment. A training
mission: it changes only the setup, its rules are the base rules."""
from __future__ import annotations

from engine.busters.missions import Mission, SetupSpec, register


class Mission01(Mission):
    number, key = 1, "busters.mission.1"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(blue=(1, 6), equipment=0)


register(Mission01())
