"""Mission registry: each mission is registered once under its number."""
from __future__ import annotations

from engine.busters.missions.base import (ColourSpec, Failure, Mission, PileSpec, SetupSpec, Step,
                                          Weighs)

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


def _load() -> None:
    """Register every mission: one module per mission, mNN.py (m01.py-m66.py)."""
    import importlib
    import pkgutil
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name[:1] == "m" and info.name[1:].isdigit():
            importlib.import_module(f"{__name__}.{info.name}")


_load()

__all__ = ["ColourSpec", "Failure", "Mission", "PileSpec", "SetupSpec", "Step", "Weighs", "MISSIONS",
           "register", "get_mission"]
