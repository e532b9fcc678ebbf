"""Bomu bots (levels are filled in by engine/bomu/bots_*.py)."""
from __future__ import annotations

from engine.core.bot import RandomBot

BOTS = {"random": RandomBot}
