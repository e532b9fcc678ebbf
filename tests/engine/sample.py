"""`make test`'s share of the runs made once per Bomb Busters configuration (issue 28:
66 missions at 2-5 players are 262 configurations, a fifth of the suite's CPU). `make
test` plays every mission once, at a player count that turns with the mission number
so that every count is played; `make test-slow` plays every configuration."""
from __future__ import annotations

from typing import Any

import pytest


def quick(config: dict[str, Any]) -> bool:
    """Whether `make test` runs this Bomb Busters configuration."""
    from engine.busters.missions import MISSIONS
    mission = config["mission"]
    counts = [n for n in range(2, 6) if n >= MISSIONS[mission].min_players]
    return config["players"] == counts[mission % len(counts)]


def busters_param(value: Any, config: dict[str, Any]) -> Any:
    """`value` as a test parameter, in `make test-slow` only unless quick(config)."""
    return pytest.param(value, marks=() if quick(config) else pytest.mark.slow)
