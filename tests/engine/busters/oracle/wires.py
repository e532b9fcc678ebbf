"""Printed wire values as the rulebook prints them ("7" blue, "3.1" yellow, "5.5" red)
and the game value each one has once dealt: "Values of yellow and red wires are used
for this classification only. After that, they have no value, just RED or YELLOW"."""
from __future__ import annotations

from typing import Any


def colour(t: str) -> str:
    return "yellow" if t.endswith(".1") else "red" if t.endswith(".5") else "blue"


def game_value(t: str) -> Any:
    """1-12 for a blue wire, "Y" for any yellow one, "R" for any red one."""
    c = colour(t)
    return int(t) if c == "blue" else "Y" if c == "yellow" else "R"


def order(t: str) -> float:
    """Its place on a stand sorted in ascending order (decimals place red and yellow)."""
    return float(t)


def printed(c: str, number: int) -> str:
    return {"blue": str(number), "yellow": f"{number}.1", "red": f"{number}.5"}[c]
