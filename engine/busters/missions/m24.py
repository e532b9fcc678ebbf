"""Mission 24, "Tally Ho!" (REF L841-854): x1-x4 tokens replace the info tokens:
the wire's value is on that stand that many times, cut wires included; the Post-it
may go on a cut wire; a swapped wire loses its token (FAQ)."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions.tokens import CountTokens


class Mission24(Mission):
    number, key = 24, "busters.mission.24"
    components = (CountTokens(),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), postit_on_cut=True)


register(Mission24())
