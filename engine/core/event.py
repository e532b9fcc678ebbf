"""Events carry message keys, not sentences: the desktop translates them.

`visible_to` is None for a public event, else the seats that may see it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable


@dataclass(frozen=True)
class Event:
    key: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)
    visible_to: frozenset[int] | None = None

    @property
    def public(self) -> bool:
        return self.visible_to is None

    def visible(self, seat: int | None) -> bool:
        """Whether `seat` may see it; seat None means a spectator (public only)."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    return [e for e in events if e.visible(seat)]


@dataclass(frozen=True)
class EventKind:
    """One kind of event as its game's catalogue declares it (engine/<game>/events.py):
    what happened, the rule it tells; `seen_by` None when public, else who the seats
    in its visible_to are."""
    key: str
    tells: str
    seen_by: str | None = None

    @property
    def public(self) -> bool:
        return self.seen_by is None


def public(key: str, tells: str) -> EventKind:
    return EventKind(key, tells)


def private(key: str, seen_by: str, tells: str) -> EventKind:
    return EventKind(key, tells, seen_by)


def catalogue(*kinds: EventKind) -> dict[str, EventKind]:
    """Every event key of a game, each declared once (a dict literal would let a
    second entry silently replace the first)."""
    out: dict[str, EventKind] = {}
    for kind in kinds:
        if kind.key in out:
            raise ValueError(f"event {kind.key} is declared twice")
        out[kind.key] = kind
    return out
