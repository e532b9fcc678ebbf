"""Bots are seats: they answer the same call a human seat's controller answers."""
from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from engine.core.action import Action


class Bot(Protocol):
    level: str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among legal actions; the conformance suite's player."""

    level = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
