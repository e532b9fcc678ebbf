"""The small pictures of the log's rich text: wires, tokens, dice, cards, a burst.
They are drawn, not typed, so no font has to hold a glyph for them; each is drawn
once at twice the size (sharp on a high-density screen) and kept under its key.
In the plain form of a line an icon is its words (`alt`)."""
from __future__ import annotations

from math import cos, pi, sin
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF

from desktop.widgets.log_text import Piece

ICON_H = 17                 # logical pixels: about a line of the log's 13 px text
_RATIO = 2
_IMAGES: dict[str, QImage] = {}


def image(url: str) -> QImage | None:
    """The picture behind an <img src=…> of a log line (None: not a log icon)."""
    return _IMAGES.get(url)


def icon(key: str, alt: str, draw: Callable[[QPainter, QRectF], None], width: float = ICON_H) -> Piece:
    """A drawn picture in the rich form, `alt` in the plain form."""
    url = f"logicon:{key}"
    if url not in _IMAGES:
        img = QImage(int(width * _RATIO), ICON_H * _RATIO, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(0)
        img.setDevicePixelRatio(_RATIO)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(p, QRectF(0, 0, width, ICON_H))
        p.end()
        _IMAGES[url] = img
    return Piece(alt, f'<img src="{url}" width="{int(width)}" height="{ICON_H}" style="vertical-align: middle">')


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    return f


def chip(alt: str, label: str, fill: str, ink: str = "#ffffff", edge: str = "#10151f") -> Piece:
    """A rounded tile with a short label: a wire, a card's value."""
    width = ICON_H + 2 + max(0, len(label) - 2) * 6

    def draw(p: QPainter, r: QRectF) -> None:
        box = r.adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(QColor(edge), 1))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(box, 3.5, 3.5)
        p.setPen(QColor(ink))
        p.setFont(_font(r.height() * (0.62 if len(label) <= 2 else 0.52)))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    return icon(f"chip/{label}/{fill}/{ink}", alt, draw, width)


def disc(alt: str, label: str, fill: str = "#f1f3f5", ink: str = "#111111") -> Piece:
    """A round token with a short label (Bomb Busters' info tokens)."""
    def draw(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(QColor("#1b1b1b"), 1))
        p.setBrush(QColor(fill))
        p.drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5))
        p.setPen(QColor(ink))
        p.setFont(_font(r.height() * (0.6 if len(label) <= 2 else 0.45)))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
    return icon(f"disc/{label}/{fill}", alt, draw)


def die(face: str, red: bool, alt: str) -> Piece:
    """One die of Bomu as the table shows it (desktop/widgets/items.py DieItem)."""
    from desktop.widgets.items import DieItem

    def draw(p: QPainter, r: QRectF) -> None:
        item = DieItem(red)
        item.face = face
        scale = (r.height() - 2) / DieItem.SIZE
        p.translate(r.center())
        p.scale(scale, scale)
        item.paint(p, None)
    return icon(f"die/{face}/{int(red)}", alt, draw)


def shape(kind: str, colour: str, alt: str) -> Piece:
    """A filled shape: "circle", "square", "triangle", "diamond" (the Academy's
    wires, so colour is never the only cue)."""
    def draw(p: QPainter, r: QRectF) -> None:
        c, s = r.center(), r.height() * 0.36
        p.setPen(QPen(QColor("#10151f"), 1))
        p.setBrush(QColor(colour))
        if kind == "circle":
            p.drawEllipse(c, s, s)
        elif kind == "square":
            p.drawRect(QRectF(c.x() - s * 0.9, c.y() - s * 0.9, s * 1.8, s * 1.8))
        else:
            pts = ([(0, -1.1), (1.05, 0.85), (-1.05, 0.85)] if kind == "triangle"
                   else [(0, -1.15), (0.85, 0), (0, 1.15), (-0.85, 0)])
            p.drawPolygon(QPolygonF([QPointF(c.x() + x * s, c.y() + y * s) for x, y in pts]))
    return icon(f"shape/{kind}/{colour}", alt, draw)


def burst(alt: str) -> Piece:
    """An explosion: a red star with a yellow heart."""
    def draw(p: QPainter, r: QRectF) -> None:
        c = r.center()
        for radius, colour in ((r.height() * 0.5, "#e03131"), (r.height() * 0.28, "#ffd43b")):
            path = QPainterPath()
            for k in range(16):
                rr = radius if k % 2 == 0 else radius * 0.55
                a = k * pi / 8
                pt = QPointF(c.x() + rr * cos(a), c.y() + rr * sin(a))
                path.moveTo(pt) if k == 0 else path.lineTo(pt)
            path.closeSubpath()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawPath(path)
    return icon("burst", alt, draw)


def tick(good: bool, alt: str) -> Piece:
    """✓ on green or ✗ on red, drawn."""
    def draw(p: QPainter, r: QRectF) -> None:
        box = r.adjusted(1.5, 1.5, -1.5, -1.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2f9e44" if good else "#e03131"))
        p.drawEllipse(box)
        p.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        x, y, w, h = box.x(), box.y(), box.width(), box.height()
        if good:
            p.drawPolyline(QPolygonF([QPointF(x + w * 0.27, y + h * 0.52), QPointF(x + w * 0.44, y + h * 0.7),
                                      QPointF(x + w * 0.74, y + h * 0.32)]))
        else:
            p.drawLine(QPointF(x + w * 0.32, y + h * 0.32), QPointF(x + w * 0.68, y + h * 0.68))
            p.drawLine(QPointF(x + w * 0.68, y + h * 0.32), QPointF(x + w * 0.32, y + h * 0.68))
    return icon(f"tick/{int(good)}", alt, draw)


def seat_mark(seat: int) -> Piece:
    """A seat's mark in its colour, before its name (its plain form is nothing: the
    name follows)."""
    from desktop.widgets.seat_colours import paint_seat_mark, seat_colour

    def draw(p: QPainter, r: QRectF) -> None:
        paint_seat_mark(p, seat, QPointF(r.height() * 0.42, r.center().y()), r.height() * 0.4)
    return icon(f"seat/{seat}/{seat_colour(seat)}", "", draw, ICON_H)
