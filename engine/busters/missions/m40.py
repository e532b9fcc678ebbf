"""Mission 40, "Hard to Die (A Christmas Tale)" (REF L1095-1107): mission 24's x1-x4
tokens everywhere (the Post-it may go on a cut wire, a swapped wire loses its token),
3 red wires, no Captain token with 2 players, rule sticker B."""
from __future__ import annotations

from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, SetupSpec, register
from engine.busters.missions.m24 import Mission24


class Mission40(Mission24):
    number, key = 40, "busters.mission.40"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3), postit_on_cut=True, captain_info=players != 2,
                         new_characters=frozenset(NEW_CHARACTERS))


register(Mission40())
