"""Each seat's colour and mark: a mark in the seat's colour beside its name on the
table and in the log, and the name in that colour, so a line of the log is matched
to a player at a glance, with or without colour vision.

The colours stay apart under protanopia, deuteranopia and tritanopia (checked on the
rendered table: tests/desktop/test_colour_vision.py) and from the other texts of a
plate and the log (white, muted grey, gold), and read at 7:1 or more on the dark
plates. The marks are none of the games' own (the Academy's ● ■ ▲ ◆, Busters' ▲ ✖,
the Captain's ★), and are drawn, not typed, so no font need hold them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

SEAT_COLOURS = ("#22ccaa", "#eeaa77", "#88aaff", "#bbaa00", "#ccffaa")
#: the marks' names (their alt text is the seat's name; these are for the tests)
SEAT_MARKS = ("plus", "moon", "spade", "club", "hexagon")


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_qcolour(seat: int) -> QColor:
    return QColor(seat_colour(seat))


def seat_mark_path(seat: int, c: QPointF, r: float) -> QPainterPath:
    """The seat's mark, about 2r across, centred on c."""
    kind = SEAT_MARKS[seat % len(SEAT_MARKS)]
    path = QPainterPath()
    x, y = c.x(), c.y()
    if kind == "plus":
        t = r * 0.42
        path.addRect(QRectF(x - r, y - t, 2 * r, 2 * t))
        bar = QPainterPath()
        bar.addRect(QRectF(x - t, y - r, 2 * t, 2 * r))
        return path.united(bar)
    if kind == "moon":
        disc, bite = QPainterPath(), QPainterPath()
        disc.addEllipse(c, r, r)
        bite.addEllipse(QPointF(x + r * 0.55, y - r * 0.3), r * 0.8, r * 0.8)
        return disc.subtracted(bite)
    if kind == "spade":
        path.moveTo(x, y - r)
        path.cubicTo(x + r * 0.3, y - r * 0.55, x + r, y - r * 0.2, x + r * 0.95, y + r * 0.25)
        path.cubicTo(x + r * 0.9, y + r * 0.7, x + r * 0.3, y + r * 0.75, x, y + r * 0.35)
        path.cubicTo(x - r * 0.3, y + r * 0.75, x - r * 0.9, y + r * 0.7, x - r * 0.95, y + r * 0.25)
        path.cubicTo(x - r, y - r * 0.2, x - r * 0.3, y - r * 0.55, x, y - r)
        return path.united(_stem(x, y + r * 0.2, y + r, r))
    if kind == "club":
        path = _stem(x, y, y + r, r)
        for dx, dy in ((0, -0.5), (-0.52, 0.12), (0.52, 0.12)):
            leaf = QPainterPath()
            leaf.addEllipse(QPointF(x + dx * r, y + dy * r), r * 0.45, r * 0.45)
            path = path.united(leaf)
        return path
    points = [QPointF(x + r * dx, y + r * dy) for dx, dy in
              ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))]
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def _stem(x: float, top: float, bottom: float, r: float) -> QPainterPath:
    """The foot of a spade or a club."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, top), QPointF(x + r * 0.4, bottom), QPointF(x - r * 0.4, bottom)]))
    path.closeSubpath()
    return path


def paint_seat_mark(p: QPainter, seat: int, c: QPointF, r: float) -> None:
    """The mark filled with the seat's colour, a dark rim so it keeps its shape on
    any background."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#0b0e17"), max(1.0, r * 0.12)))
    p.setBrush(seat_qcolour(seat))
    p.drawPath(seat_mark_path(seat, c, r))
    p.restore()
