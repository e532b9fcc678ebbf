"""Bomb Squad Academy: secret action cards, four wires, three training bombs."""
from engine.academy.rules import AcademyGame

GAME = AcademyGame()
