"""Bomb Busters bots (the real ones are a later issue): the random player."""
from __future__ import annotations

from engine.core.bot import RandomBot

BOTS = {"random": RandomBot}
