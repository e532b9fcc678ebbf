"""Placeholder replaced below."""
from __future__ import annotations

from engine.core.bot import RandomBot

BOTS = {"random": RandomBot}
