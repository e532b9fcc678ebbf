"""Bomb Busters: the cooperative 66-mission campaign (missions 1-8 playable)."""
from engine.busters.rules import BustersGame

GAME = BustersGame()
