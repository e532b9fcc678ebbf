"""Chance lives in the state: one seeded generator per game, never global random."""
from __future__ import annotations

import random


def make_rng(seed: int) -> random.Random:
    return random.Random(seed)


def fresh_seed() -> int:
    """A new seed for a new game (the only place the system's entropy is used)."""
    return random.SystemRandom().randrange(2**31)
