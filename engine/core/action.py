"""Actions: frozen dataclasses with a stable text form, like a chess move in UCI.

Each game's actions subclass `Action` and define `__str__`; the game's
`parse_action(text)` is the inverse. Records, saves and logs store only the text.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Action:
    def __str__(self) -> str:  # pragma: no cover - every game overrides it
        raise TypeError(f"{type(self).__name__} has no text form")


def parse_simple(text: str) -> tuple[str, list[str]]:
    """Split an action text into its verb and arguments (whitespace separated)."""
    parts = text.strip().split()
    if not parts:
        raise ValueError("empty action text")
    return parts[0].lower(), parts[1:]
