"""Mission 33, "What Happens in Vegas..." (REF L978-988): mission 21's even/odd tokens
everywhere (set-up, failures, mistakes, the Post-it), 2 out of 3 red wires, rule
sticker B."""
from __future__ import annotations

from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, SetupSpec, register
from engine.busters.missions.m21 import Mission21


class Mission33(Mission21):
    number, key = 33, "busters.mission.33"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         new_characters=frozenset(NEW_CHARACTERS))


register(Mission33())
