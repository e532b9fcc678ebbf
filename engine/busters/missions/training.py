"""Missions 1-8: the training missions (reference, Part VI). They change only the
setup; their rules are the base rules (defaults of `Mission`)."""
from __future__ import annotations

from engine.busters.missions.base import ColourSpec, Mission, SetupSpec
from engine.busters.missions import register


class Training(Mission):
    def __init__(self, number: int, spec: SetupSpec, two_player: SetupSpec | None = None):
        self.number = number
        self.key = f"busters.mission.{number}"
        self._spec, self._two = spec, two_player

    def spec(self, players: int) -> SetupSpec:
        return self._two if players == 2 and self._two is not None else self._spec


# Mission 1: 24 wires 1-6, no equipment.
register(Training(1, SetupSpec(blue=(1, 6), equipment=0)))
# Mission 2: 32 wires 1-8, 2 yellow drawn from 1.1-7.1, no equipment.
register(Training(2, SetupSpec(blue=(1, 8), yellow=ColourSpec(2, high=7), equipment=0)))
# Mission 3: 40 wires 1-10, 1 red from 1.5-9.5; equipment from now on, never 2 or 12.
register(Training(3, SetupSpec(blue=(1, 10), red=ColourSpec(1, high=9),
                               excluded=frozenset({2, 12}))))
# Mission 4: 48 blue, 1 red, 2 yellow; 2 players: 4 yellow.
register(Training(4, SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2)),
                  SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4))))
# Mission 5: 1 red, 2 out of 3 yellow; 2 players: 2 red.
register(Training(5, SetupSpec(red=ColourSpec(1), yellow=ColourSpec(2, of=3)),
                  SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2, of=3))))
# Mission 6: 1 red, 4 yellow; 2 players: 2 red.
register(Training(6, SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4)),
                  SetupSpec(red=ColourSpec(2), yellow=ColourSpec(4))))
# Mission 7: 1 out of 2 red; 2 players: 1 out of 3.
register(Training(7, SetupSpec(red=ColourSpec(1, of=2)),
                  SetupSpec(red=ColourSpec(1, of=3))))
# Mission 8: 1 out of 2 red, 2 out of 3 yellow; 2 players: 1 out of 3 red, 4 yellow.
register(Training(8, SetupSpec(red=ColourSpec(1, of=2), yellow=ColourSpec(2, of=3)),
                  SetupSpec(red=ColourSpec(1, of=3), yellow=ColourSpec(4))))
