"""Bomu actions and their text forms ("play 5", "safe", "roll", "draw", "life",
"discard 3 8")."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.action import Action, parse_simple
from engine.bomu.data import NUMBERS, SAFE, ZERO

_CARDS = {ZERO, SAFE, *NUMBERS}


def _card(text: str) -> str:
    card = SAFE if text.upper() == SAFE else text
    if card not in _CARDS:
        raise ValueError(f"no such card: {text!r}")
    return card


@dataclass(frozen=True)
class Play(Action):
    """Put a card face down for this round."""
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class UseSafe(Action):
    """Reveal and discard SAFE instead of rolling: the handling succeeds."""

    def __str__(self) -> str:
        return "safe"


@dataclass(frozen=True)
class Roll(Action):
    """Roll every die in the middle."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class TakeCards(Action):
    """After a success: draw one card per card mark."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class TakeLife(Action):
    """After a success with 4+ card marks: draw nothing, gain a life chip."""

    def __str__(self) -> str:
        return "life"


@dataclass(frozen=True)
class Discard(Action):
    """After an explosion: discard face down down to 4 cards (never the "0")."""
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "discard " + " ".join(self.cards)


def parse_action(text: str) -> Action:
    verb, args = parse_simple(text)
    if verb == "play" and len(args) == 1:
        return Play(_card(args[0]))
    if verb == "discard" and args:
        return Discard(tuple(_card(a) for a in args))
    simple = {"safe": UseSafe, "roll": Roll, "draw": TakeCards, "life": TakeLife}
    if verb in simple and not args:
        return simple[verb]()
    raise ValueError(f"not a Bomu action: {text!r}")
