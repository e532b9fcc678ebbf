"""Bomb Busters components (shared/rules/bomb-busters-rulebook.md, FACTS.md).

A wire's printed value is kept in tenths so sorting is exact: blue 7 -> 70,
red 7.5 -> 75, yellow 7.1 -> 71. In play, yellow and red wires have no number:
their game value is YELLOW or RED (rulebook, "The yellow wires").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

BLUE, RED, YELLOW = "blue", "red", "yellow"
Y, R = "Y", "R"                      # game values of yellow and red wires
Value = Union[int, str]              # 1..12, "Y" or "R"

BLUE_VALUES = tuple(range(1, 13))
COPIES = 4                           # 4 blue wires of each value

#: 26 info tokens: 2 of each value 1-12 and 2 yellow ones (rulebook components)
INFO_TOKENS_PER_VALUE = 2
#: the dial has one space above the 5-player mark: 6 spaces from the skull (FACTS.md)
DETONATOR_MAX = 6

# Equipment numbers (FACTS.md) and their identifiers (the desktop translates them).
EQUIPMENT = {
    1: "label_ne", 2: "walkie", 3: "triple", 4: "postit", 5: "super", 6: "rewinder",
    7: "batteries", 8: "radar", 9: "stabilizer", 10: "xray", 11: "coffee", 12: "label_eq",
}
#: Rule sticker A (from mission 9, in missions with yellow wires): the yellow False
#: Bottom card, usable once 2 yellow wires are cut; its effect is instant (board.py)
FALSE_BOTTOM = 0
#: Rule sticker C (from mission 55): five cards numbered by the value whose 4 wires
#: must all be cut to use them (the reference writes them 22, 33, 99; FACTS.md)
STICKER_C = {22: "single_label", 33: "emergency_drop", 99: "fast_pass",
             1010: "disintegrator", 1111: "grappling"}
UNLOCK_VALUE = {22: 2, 33: 3, 99: 9, 1010: 10, 1111: 11}
CAMPAIGN_EQUIPMENT = {FALSE_BOTTOM: "false_bottom", **STICKER_C}
#: "can be used at any time" (by anyone); the others only on the user's own turn
ANY_TIME = frozenset({"single_label", "grappling",
                      "label_ne", "walkie", "postit", "rewinder", "batteries", "radar",
                      "label_eq"})
DETECTORS = {"ddet": 2, "triple": 3, "super": 0}   # wires pointed; 0 = a whole stand
PERSONAL = "ddet"                    # every base character: Double Detector (FACTS.md)
CHARACTERS = ("captain", "c2", "c3", "c4", "c5")
#: a character card returned to the box (mission 28): no personal equipment, and no card
#: on the table for the Emergency Batteries to flip back
BOXED = "boxed"
#: a character card dealt face down (mission 34) or discarded with it: no personal
#: equipment ("While character cards are hidden, the bomb disposal experts have no
#: personal equipment"), so nothing for the Emergency Batteries to flip back (R-BB211)
FACE_DOWN = "?"
#: Rule sticker B (from mission 31): the new characters and their personal equipment
NEW_CHARACTERS = {"e1": "radar", "e2": "walkie", "e3": "triple", "e4": "xray"}
#: a character's own equipment other than the Double Detector is used as "p_<id>"
#: ("use p_triple"), so it is never confused with the shared card of that name
MINE = "p_"


def base_tool(name: str) -> str:
    """The equipment a tool id works as: "p_triple" -> "triple"."""
    return name[len(MINE):] if name.startswith(MINE) else name


def personal_tool(personal: str) -> str:
    """The tool id a character's personal equipment is used as."""
    return personal if personal == PERSONAL else MINE + personal


@dataclass(frozen=True)
class Wire:
    id: int
    colour: str
    tenths: int                      # printed value x10: the sort key
    #: the game value (1-12, "Y" or "R"), computed once: rules read it constantly
    value: Value = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        v: Value = self.tenths // 10 if self.colour == BLUE else (Y if self.colour == YELLOW else R)
        object.__setattr__(self, "value", v)

    @property
    def text(self) -> str:
        return str(self.tenths // 10) if self.colour == BLUE else f"{self.tenths // 10}.{self.tenths % 10}"


def game_value(text: str) -> Value:
    """The value a wire's printed text is cut as: 7 for "7", "Y" for "3.1", "R" for "3.5"."""
    if "." in text:
        return "Y" if text.endswith(".1") else "R"
    return int(text)


def wire_from_text(text: str, wid: int) -> Wire:
    """"7" is blue 7, "3.5" red 3.5, "3.1" yellow 3.1 (the printed values)."""
    if "." in text:
        whole, dec = text.split(".")
        colour = {"5": RED, "1": YELLOW}.get(dec)
        if colour is None or not 1 <= int(whole) <= 11:
            raise ValueError(f"no such wire: {text!r}")
        return Wire(wid, colour, int(whole) * 10 + int(dec))
    n = int(text)
    if n not in BLUE_VALUES:
        raise ValueError(f"no such wire: {text!r}")
    return Wire(wid, BLUE, n * 10)


def value_text(v: Value) -> str:
    return str(v)


def parse_value(text: str) -> Value:
    t = text.strip().upper()
    if t in (Y, "YELLOW"):
        return Y
    n = int(t)
    if n not in BLUE_VALUES:
        raise ValueError(f"no such value: {text!r}")
    return n


def value_key(v: Value) -> int:
    """Canonical order of announced values: 1..12, then YELLOW."""
    return 13 if v == Y else 14 if v == R else int(v)
