"""Graphics items shared by the game tables: a flippable card, a die, a chip.

Every item paints itself (no bitmaps), so it is sharp at any size. Marks are told
apart by shape as well as colour, for colour-blind players.
"""
from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPolygonF)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from desktop import text_size


def add_text(scene, pos: QPointF, size: int = 13, bold: bool = False) -> QGraphicsSimpleTextItem:
    """A light label on a table scene."""
    item = QGraphicsSimpleTextItem()
    f = QFont()
    f.setPixelSize(round(text_size.scene_px(size)))
    f.setBold(bold)
    item.setFont(f)
    item.setData(text_size.BASE_PX, size)       # (re-sized when the setting changes)
    item.setBrush(QColor("#f1f3f5"))
    item.setPos(pos)
    item.setZValue(50)
    scene.addItem(item)
    return item


class HoverLight:
    """Mix-in for items a person may click: lit (`hover`, which their paint reads) and a
    pointing hand while the pointer is over one that can be clicked now."""

    clickable = False
    hover = False

    def hoverEnterEvent(self, event) -> None:
        if self.clickable:
            self.hover = True
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.hover = False
        self.unsetCursor()
        self.update()


_UNSET = object()


class PaintOnce:
    """Mix-in for the table's pieces (before QGraphicsObject in the bases): painted once
    into a picture of the screen's pixels and copied from it while nothing about the
    piece changes (Qt's DeviceCoordinateCache). A card flying across the table made
    every tile and plate it passed paint itself again at every frame: most of a table's
    drawing at Normal speed. An attribute set to a new value paints the piece again,
    so no piece needs a rule of its own about when it changed; what every piece reads,
    the settings and the language, repaints the whole table (`repaint_pieces`)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def __setattr__(self, name: str, value) -> None:
        # a table re-synced to the game sets every piece's attributes, mostly to what
        # they were: only a change paints again
        old = self.__dict__.get(name, _UNSET)
        super().__setattr__(name, value)
        if name not in self.__dict__:            # a Qt property: its setter paints
            return
        if old is value or (type(old) is type(value) and old == value):
            return
        try:
            self.update()
        except RuntimeError:          # (before Qt's half is made, or after it is gone)
            pass


def repaint_pieces(scene) -> None:
    """Every piece painted again: a setting or the language changed what they show."""
    for item in scene.items():
        item.update()
    scene.update()


class FlipItem(PaintOnce, QGraphicsObject):
    """A two-sided item: `flip` runs 0 (back) -> 1 (face); the width shrinks to 0
    at the half way point, which reads as turning over."""

    def __init__(self, w: float, h: float, parent=None) -> None:
        super().__init__(parent)
        self.w, self.h = w, h
        self._flip = 1.0
        self.selected_up = False
        self.hover = False

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 4, -self.h / 2 - 4, self.w + 8, self.h + 8)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value                       # (paints if it changed: PaintOnce)

    flip = Property(float, _get_flip, _set_flip)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sx = abs(math.cos(self._flip * math.pi))
        p.save()
        p.scale(max(sx, 0.02), 1.0)
        rect = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        if self._flip >= 0.5:
            self.paint_face(p, rect)
        else:
            self.paint_back(p, rect)
        if self.hover or self.selected_up:
            p.setPen(QPen(QColor("#ffd54a"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        p.restore()

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        raise TypeError("subclasses paint their face")

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#2b3a67"))
        grad.setColorAt(1, QColor("#17203d"))
        p.setPen(QPen(QColor("#e8e8f0"), 2))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, 8, 8)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        inner = rect.adjusted(7, 7, -7, -7)
        p.drawRoundedRect(inner, 5, 5)
        f = QFont()
        f.setPixelSize(int(rect.height() * 0.28))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255, 140))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "爆")


# ---- dice marks -----------------------------------------------------------------

def bomb_path(c: QPointF, r: float) -> QPainterPath:
    """● with a short fuse: the bomb mark."""
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() + r * 0.15), r * 0.8, r * 0.8)
    path.addRect(QRectF(c.x() + r * 0.35, c.y() - r * 0.95, r * 0.35, r * 0.45))
    return path


def flame_path(c: QPointF, r: float) -> QPainterPath:
    """▲ the ignition mark (a flame-shaped triangle)."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.9, c.y() + r * 0.8),
                               QPointF(c.x() - r * 0.9, c.y() + r * 0.8)]))
    path.closeSubpath()
    return path


def diamond_path(c: QPointF, r: float) -> QPainterPath:
    """◆ the card mark."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.75, c.y()),
                               QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.75, c.y())]))
    path.closeSubpath()
    return path


MARK_COLOURS = {"bomb": QColor("#111111"), "ignition": QColor("#e8590c"), "card": QColor("#1c7ed6")}


class DieItem(QGraphicsObject):
    """One die. `face` is one of engine.bomu.data's faces; `red` for the red die."""

    SIZE = 46.0

    def __init__(self, red: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.red = red
        self.face = "unrolled"
        self.dim = False

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 3
        return QRectF(-s, -s, 2 * s, 2 * s)

    def set_face(self, face: str) -> None:
        self.face = face
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIZE
        rect = QRectF(-s / 2, -s / 2, s, s)
        body = QColor("#d63031") if self.red else QColor("#fbfbf7")
        p.setPen(QPen(QColor("#333") if not self.red else QColor("#7a1010"), 1.5))
        p.setBrush(body.darker(115) if self.dim else body)
        p.drawRoundedRect(rect, 9, 9)
        c, r = QPointF(0, 0), s * 0.3
        p.setPen(Qt.PenStyle.NoPen)
        if self.face == "both":                   # ☒: a bomb and a flame together
            p.setBrush(QColor("#111") if not self.red else QColor("#fff"))
            p.drawPath(bomb_path(QPointF(-s * 0.17, s * 0.08), r * 0.7))
            p.setBrush(QColor("#ffd43b"))
            p.drawPath(flame_path(QPointF(s * 0.2, -s * 0.05), r * 0.65))
            p.setPen(QPen(QColor("#fff") if self.red else QColor("#111"), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect.adjusted(6, 6, -6, -6))
            return
        if self.face == "unrolled":               # not rolled yet: a die, not a blank face
            p.setPen(QColor(0, 0, 0, 90) if not self.red else QColor(255, 255, 255, 140))
            f = QFont()
            f.setPixelSize(int(s * 0.55))
            f.setBold(True)
            p.setFont(f)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
            return
        path = {"bomb": bomb_path, "ignition": flame_path, "card": diamond_path}.get(self.face)
        if path is None:
            return
        colour = MARK_COLOURS[self.face]
        if self.red and self.face == "bomb":
            colour = QColor("#ffffff")
        if self.red and self.face == "ignition":
            colour = QColor("#ffd43b")
        p.setBrush(colour)
        p.drawPath(path(c, r))


class ChipItem(QGraphicsObject):
    """A life chip."""

    R = 11.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.R - 1, -self.R - 1, 2 * self.R + 2, 2 * self.R + 2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#8a1c1c"), 1.5))
        p.setBrush(QColor("#e03131"))
        p.drawEllipse(QPointF(0, 0), self.R, self.R)
        p.setPen(QPen(QColor("#fff"), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), self.R * 0.65, self.R * 0.65)
        # a heart, so a chip reads as "life" without colour
        heart = QPainterPath()
        heart.moveTo(0, 3.5)
        heart.cubicTo(-6, -1, -3, -6.5, 0, -2.5)
        heart.cubicTo(3, -6.5, 6, -1, 0, 3.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fff"))
        p.drawPath(heart)
