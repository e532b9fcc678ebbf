"""What a mission's set-up tells the deduction beyond the marks on the table
(engine/busters/marks.py): public facts about how the wires were dealt, declared by
the mission's `facts` hook and read by engine/busters/inference (BustersView.facts)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.busters.actions import Addr


@dataclass(frozen=True)
class Quota:
    """These stands together were dealt exactly `count` wires of `colour`, dealt apart
    from the others (missions 13, 41, 48: one red or yellow wire per player); when a
    colour has quotas, the stands of none of them got no wire of it."""
    colour: str                          # "red" or "yellow"
    stands: tuple[tuple[int, int], ...]  # (seat, stand)
    count: int


@dataclass(frozen=True)
class Colours:
    """These wires are of these colours only (mission 35: the X wires are blue)."""
    addrs: tuple[Addr, ...]
    colours: tuple[str, ...]
