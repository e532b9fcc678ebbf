"""Mission registry: each mission is registered once under its number."""
from __future__ import annotations

from engine.busters.missions.base import ColourSpec, Failure, Mission, SetupSpec, Step

MISSIONS: dict[int, Mission] = {}


def register(mission: Mission) -> Mission:
    if mission.number in MISSIONS:
        raise ValueError(f"mission {mission.number} is registered twice")
    MISSIONS[mission.number] = mission
    return mission


def unregister(number: int) -> None:
    """Remove a mission (tests register probe missions and take them away)."""
    MISSIONS.pop(number, None)


def get_mission(number: int) -> Mission:
    try:
        return MISSIONS[number]
    except KeyError:
        raise ValueError(f"mission {number} is not available; "
                         f"available: {sorted(MISSIONS)}") from None


from engine.busters.missions import training  # noqa: E402,F401  (registers 1-8)

__all__ = ["ColourSpec", "Failure", "Mission", "SetupSpec", "Step", "MISSIONS", "register",
           "get_mission"]
