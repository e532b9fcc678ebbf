"""Bomb ぼむ！: dice and cards; the lowest card rolls the bomb dice."""
from engine.bomu.rules import BomuGame

GAME = BomuGame()
