"""Each seat's colour and mark: a mark in the seat's colour beside its name on the
table and in the log, and the name in that colour, so a line of the log is matched
to a player at a glance, with or without colour vision.

The colours stay apart under protanopia, deuteranopia and tritanopia (checked on the
rendered table: tests/desktop/test_colour_vision.py) and from the other texts of a
plate and the log (white, muted grey, gold); they read at 4.5:1 or more on the
plates and the log, 7:1 on high contrast's black. The marks (a plus, a moon, a ring,
a bolt, an hourglass) are none of the games' own (the Academy's ● ■ ▲ ◆, Busters'
▲ ✖, the Captain's ★) and are drawn, not typed, so no font need hold them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

SEAT_COLOURS = ("#00ccaa", "#ff8899", "#88aaff", "#bbaa00", "#ccffaa")
#: the marks' names (their alt text is the seat's name; these are for the tests)
SEAT_MARKS = ("plus", "moon", "ring", "bolt", "hourglass")
#: the marks' rim
RIM = "#0b0e17"


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_qcolour(seat: int) -> QColor:
    return QColor(seat_colour(seat))


def seat_mark_path(seat: int, c: QPointF, r: float) -> QPainterPath:
    """The seat's mark, about 2r across, centred on c."""
    kind = SEAT_MARKS[seat % len(SEAT_MARKS)]
    x, y = c.x(), c.y()
    path = QPainterPath()
    if kind == "plus":
        t = r * 0.34
        path.addRect(QRectF(x - r, y - t, 2 * r, 2 * t))
        bar = QPainterPath()
        bar.addRect(QRectF(x - t, y - r, 2 * t, 2 * r))
        return path.united(bar)
    if kind == "moon":
        bite = QPainterPath()
        path.addEllipse(c, r, r)
        bite.addEllipse(QPointF(x + r * 0.55, y - r * 0.3), r * 0.8, r * 0.8)
        return path.subtracted(bite)
    if kind == "ring":
        hole = QPainterPath()
        path.addEllipse(c, r, r)
        hole.addEllipse(c, r * 0.5, r * 0.5)
        return path.subtracted(hole)
    points = {"bolt": ((0.3, -1), (-0.65, 0.15), (-0.05, 0.15), (-0.3, 1), (0.65, -0.2), (0.05, -0.2)),
              "hourglass": ((-0.85, -1), (0.85, -1), (0.12, 0), (0.85, 1), (-0.85, 1), (-0.12, 0))}[kind]
    path.addPolygon(QPolygonF([QPointF(x + r * dx, y + r * dy) for dx, dy in points]))
    path.closeSubpath()
    return path


def paint_seat_mark(p: QPainter, seat: int, c: QPointF, r: float) -> None:
    """The mark filled with the seat's colour, a dark rim so it keeps its shape on
    any background."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(RIM), max(1.0, r * 0.12)))
    p.setBrush(seat_qcolour(seat))
    p.drawPath(seat_mark_path(seat, c, r))
    p.restore()
