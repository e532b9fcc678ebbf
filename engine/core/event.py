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
