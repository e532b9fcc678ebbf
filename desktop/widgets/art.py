"""Painted banners for the home screen's game cards (no bitmaps: sharp anywhere)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.widgets.items import bomb_path, diamond_path, flame_path


class BomuBanner(QWidget):
    """Bomb dice tumbling beside a fanned hand of cards."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(150)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor("#0f5b43"))
        grad.setColorAt(1, QColor("#0b2f25"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(r, 10, 10)
        # dice
        faces = [(bomb_path, "#111111", "#fbfbf7"), (flame_path, "#e8590c", "#fbfbf7"),
                 (diamond_path, "#1c7ed6", "#fbfbf7"), (bomb_path, "#ffffff", "#d63031")]
        for i, (path, mark, body) in enumerate(faces):
            c = QPointF(r.width() * 0.12 + i * 58, r.height() * (0.38 if i % 2 else 0.58))
            p.save()
            p.translate(c)
            p.rotate([-12, 8, -4, 15][i])
            p.setPen(QPen(QColor("#333"), 1.5))
            p.setBrush(QColor(body))
            p.drawRoundedRect(QRectF(-22, -22, 44, 44), 8, 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(mark))
            p.drawPath(path(QPointF(0, 0), 13))
            p.restore()
        # a fan of cards
        f = QFont()
        f.setBold(True)
        for i, (card, colour) in enumerate([("0", "#495057"), ("3", "#e67700"), ("7", "#a61e4d"),
                                            ("SAFE", "#2b8a3e")]):
            p.save()
            p.translate(r.width() * 0.78, r.height() * 0.95)
            p.rotate(-24 + i * 16)
            card_rect = QRectF(-26, -118, 52, 76)
            p.setPen(QPen(QColor("#222"), 1.5))
            p.setBrush(QColor("#fffdf6"))
            p.drawRoundedRect(card_rect, 6, 6)
            p.setPen(QColor(colour))
            f.setPixelSize(14 if card == "SAFE" else 30)
            p.setFont(f)
            p.drawText(card_rect, Qt.AlignmentFlag.AlignCenter, card)
            p.restore()


class AcademyBanner(QWidget):
    """Four wire decks (each colour with its shape), a trigger track running into its
    tiles, and a BOOM tile turned up."""

    WIRES = (("#2f9e44", "●"), ("#1c7ed6", "■"), ("#e03131", "▲"), ("#f0b400", "◆"))

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(150)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor("#1b2b44"))
        grad.setColorAt(1, QColor("#0d1626"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(r, 10, 10)
        f = QFont()
        f.setBold(True)
        for i, (colour, shape) in enumerate(self.WIRES):
            x = r.width() * 0.08 + i * 62
            # the deck, face down
            deck = QRectF(x, r.height() * 0.12, 46, 62)
            p.setPen(QPen(QColor("#f1f3f5"), 1.5))
            p.setBrush(QColor(colour).darker(170))
            p.drawRoundedRect(deck, 6, 6)
            p.setPen(QColor(colour).lighter(140))
            f.setPixelSize(24)
            p.setFont(f)
            p.drawText(deck, Qt.AlignmentFlag.AlignCenter, shape)
            # an exposed card below it, and a wire curling down
            card = QRectF(x + 6, r.height() * 0.12 + 52, 46, 62)
            p.setPen(QPen(QColor("#222"), 1.2))
            p.setBrush(QColor("#fffdf6"))
            p.drawRoundedRect(card, 6, 6)
            p.setPen(QColor(colour))
            f.setPixelSize(26)
            p.setFont(f)
            p.drawText(card, Qt.AlignmentFlag.AlignCenter, str((3, 1, 4, 2)[i]))
        # a trigger track ending in its tiles: OK, OK, BOOM
        x0 = r.width() * 0.72
        top = r.height() * 0.08
        p.setPen(QPen(QColor("#adb5bd"), 1))
        for k in range(5):
            p.setBrush(QColor(255, 255, 255, 30))
            p.drawRoundedRect(QRectF(x0, top + k * 12, 22, 10), 3, 3)
        for k, face in enumerate(("OK", "OK", "BOOM")):
            tile = QRectF(x0 - 14, top + 62 + k * 20, 50, 17)
            boom = face == "BOOM"
            p.setPen(QPen(QColor("#222"), 1))
            p.setBrush(QColor("#e03131") if boom else QColor("#d3f9d8"))
            p.drawRoundedRect(tile, 4, 4)
            p.setPen(QColor("#ffffff") if boom else QColor("#2b8a3e"))
            f.setPixelSize(11)
            p.setFont(f)
            p.drawText(tile, Qt.AlignmentFlag.AlignCenter, face)
        # the trigger pointing at the BOOM, and the bomb with a lit fuse
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(QColor("#ffd43b"))
        p.drawPolygon([QPointF(x0 - 30, top + 102), QPointF(x0 - 17, top + 110), QPointF(x0 - 30, top + 118)])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#111"))
        p.drawPath(bomb_path(QPointF(x0 + 66, top + 100), 18))
        p.setBrush(QColor("#ff922b"))
        p.drawPath(flame_path(QPointF(x0 + 75, top + 74), 7))
