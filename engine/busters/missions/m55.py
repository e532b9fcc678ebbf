"""Mission 55, "Doctor Nope's Challenge" (REF L1355-1367): one Challenge card per
player drawn face up (missions/challenges.py); the dial starts on the card's space (1
from the skull, FACTS); each completed challenge is discarded and moves the dial back
1 space. Rule stickers B and C."""
from __future__ import annotations

from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.challenges import Challenges


class Mission55(Mission):
    number, key = 55, "busters.mission.55"
    components = (Challenges(),)

    def spec(self, players: int) -> SetupSpec:
        # "x2 red wires"; 2 players: "x2 out of 3 red"; "Set the detonator dial to the
        # space indicated on the card" (1 space from the skull, FACTS; R-BB185)
        red = ColourSpec(2, of=3) if players == 2 else ColourSpec(2)
        return SetupSpec(red=red, detonator=1, new_characters=frozenset(NEW_CHARACTERS),
                         sticker_c=True)


register(Mission55())
