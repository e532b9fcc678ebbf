"""Each seat's colour: a stripe on its plate at the table and its name in the log,
so a line of the log is matched to a player at a glance. Chosen apart from the
games' own colours (Bomb Busters' blue, yellow and red wires, the Academy's green,
blue, red and yellow wires) and readable on the dark table and log."""
from __future__ import annotations

from PySide6.QtGui import QColor

SEAT_COLOURS = ("#66d9e8", "#ffa94d", "#b197fc", "#f783ac", "#c0eb75")


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_qcolour(seat: int) -> QColor:
    return QColor(seat_colour(seat))
