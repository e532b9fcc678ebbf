"""Mission 21, "Death by Haggis" (REF L799-808): even/odd tokens replace the info
tokens 1-12 everywhere: at set-up, after a failed cut, with the Post-it."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.tokens import ParityTokens


class Mission21(Mission):
    number, key = 21, "busters.mission.21"
    components = (ParityTokens(),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2) if players == 2 else ColourSpec(1, of=2))


register(Mission21())
