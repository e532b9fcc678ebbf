"""Mission 16, "Time to Reprioritize (Is this déjà vu?)" (REF L720-735): mission 9's
order with the Sequence card's side B: all 4 a wires before any b, all 4 b before any
c."""
from __future__ import annotations

import json
from typing import Any

from engine.busters.components import Value
from engine.busters.missions import ColourSpec, SetupSpec, Weighs, register
from engine.busters.missions.m09 import SequenceMission

#: bots: what a success of the pointed card's value is worth, as a share of the game
#: (Expert, 4 players, 100 games, seed 1: 0.1 and 0.3 won 88 and 87 against 72).
#: Mission 9 (side A) goes without it: there the next card opens after 2 wires, few
#: games end blocked, and the worth sent the bots to riskier cuts (3 players, seeds 1
#: and 2: 183 -> 169 of 200 wins)
SEQUENCE_WORTH = 0.1


class Mission16(SequenceMission):
    number, key = 16, "busters.mission.16"
    side = "B"
    weighs = frozenset({Weighs.SUCCESS})
    progress_reason = "busters.advice.sequence"

    def spec(self, players: int) -> SetupSpec:
        if players == 2:
            return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(4), false_bottom=True)
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2, of=3), false_bottom=True)

    # ---- bots ----------------------------------------------------------------------
    def progress(self, view: Any, value: Value) -> float:
        """A success of the pointed card's value brings the next card nearer. Left to
        the end of the game, the pointed value kept the later ones locked until some
        player held nothing else and exploded the bomb (Expert, 4 players, 100 games:
        13 such losses of 28; with this worth, 4 of 12)."""
        seq = json.loads(view.mission_public)["seq"]
        later = seq["cards"][seq["at"] + 1:]
        return SEQUENCE_WORTH if later and value == seq["cards"][seq["at"]] else 0.0


register(Mission16())
