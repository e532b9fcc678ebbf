"""Painted banners for the home screen's game cards (no bitmaps: sharp anywhere).

Each banner's art is drawn on a fixed canvas and scaled as a whole, keeping its shape,
into the middle of the card's banner (its background fills the rest): from a 1024-px
window to a 4K screen the card's width changes, and art laid out in proportions of
the width was squeezed, the dice over the cards."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.widgets.items import bomb_path, diamond_path, flame_path


class Banner(QWidget):
    """A card's banner: the background over the whole widget, the art (`paint_art`, on
    a DESIGN-sized canvas) as large as fits without changing its shape, centred."""

    DESIGN = QSizeF(360, 150)        # the banner's size on a 1280-px window
    BACKGROUND = ("#1b2b44", "#0d1626")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(150)
        self.drawn = QRectF()        # where the art was last drawn (widget coordinates)

    def sizeHint(self):
        return self.DESIGN.toSize()

    def art_rect(self) -> QRectF:
        scale = min(self.width() / self.DESIGN.width(), self.height() / self.DESIGN.height())
        size = self.DESIGN * scale
        return QRectF(QPointF((self.width() - size.width()) / 2, (self.height() - size.height()) / 2), size)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor(self.BACKGROUND[0]))
        grad.setColorAt(1, QColor(self.BACKGROUND[1]))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(r, 10, 10)
        art = self.drawn = self.art_rect()
        p.translate(art.topLeft())
        p.scale(art.width() / self.DESIGN.width(), art.height() / self.DESIGN.height())
        self.paint_art(p, QRectF(QPointF(0, 0), self.DESIGN))

    def paint_art(self, p: QPainter, r: QRectF) -> None:
        """Each game's banner draws its art here, on the DESIGN canvas `r`; the base
        draws only the background."""


class BomuBanner(Banner):
    """Bomb dice tumbling beside a fanned hand of cards."""

    BACKGROUND = ("#0f5b43", "#0b2f25")

    def paint_art(self, p: QPainter, r: QRectF) -> None:
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


class AcademyBanner(Banner):
    """Four wire decks (each colour with its shape), a trigger track running into its
    tiles, and a BOOM tile turned up."""

    WIRES = (("#587838", "●"), ("#1c7ed6", "■"), ("#f86078", "▲"), ("#f0b400", "◆"))   # the table's
    BACKGROUND = ("#1b2b44", "#0d1626")

    def paint_art(self, p: QPainter, r: QRectF) -> None:
        f = QFont()
        f.setBold(True)
        for i, (colour, shape) in enumerate(self.WIRES):
            x = r.width() * 0.06 + i * 58
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
        x0 = r.width() * 0.75                   # right of the fourth deck's card
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


class BustersBanner(Banner):
    """A tile stand of wires (blue numbers, a striped yellow ▲, a hatched red ✖, one
    cut and face up) with an info token, and the detonator dial near the skull."""

    TILES = (("3", "#1c7ed6", ""), ("5", "#1c7ed6", ""), ("5.1", "#f0b400", "▲"), ("7", "#1c7ed6", ""),
             ("7.5", "#d6336c", "✖"), ("9", "#1c7ed6", ""), ("12", "#1c7ed6", ""))
    BACKGROUND = ("#1a4560", "#0d2231")

    def paint_art(self, p: QPainter, r: QRectF) -> None:
        import math
        f = QFont()
        f.setBold(True)
        # the stand
        x0, y0 = r.width() * 0.05, r.height() * 0.28
        p.setBrush(QColor("#5c3d1e"))
        p.drawRoundedRect(QRectF(x0 - 6, y0 + 62, 7 * 30 + 10, 12), 4, 4)
        for i, (text, colour, sym) in enumerate(self.TILES):
            cut = i == 3
            tile = QRectF(x0 + i * 30, y0 + (-12 if cut else 0), 27, 62)
            p.setPen(QPen(QColor("#222"), 1.2))
            p.setBrush(QColor("#fbf8ef") if i in (0, 3, 4, 2) else QColor("#3a4258"))
            p.drawRoundedRect(tile, 4, 4)
            if i not in (0, 3, 4, 2):
                p.setPen(QColor(255, 255, 255, 120))
                f.setPixelSize(18)
                p.setFont(f)
                p.drawText(tile, Qt.AlignmentFlag.AlignCenter, "?")
                continue
            band = QRectF(tile.left() + 2, tile.top() + 2, tile.width() - 4, 16)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(band, 2, 2)
            if sym:
                p.setPen(QColor("#111"))
                f.setPixelSize(12)
                p.setFont(f)
                p.drawText(band, Qt.AlignmentFlag.AlignCenter, sym)
            p.setPen(QColor(colour).darker(150))
            f.setPixelSize(15 if len(text) <= 2 else 11)
            p.setFont(f)
            p.drawText(tile.adjusted(0, 16, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
            if cut:
                p.setPen(QPen(QColor(40, 40, 40, 170), 2))
                p.drawLine(tile.bottomLeft() + QPointF(3, -4), tile.topRight() + QPointF(-3, 4))
        # an info token in front of a hidden wire
        c = QPointF(x0 + 5 * 30 + 13, y0 + 92)
        p.setPen(QPen(QColor("#111"), 1.2))
        p.setBrush(QColor("#f1f3f5"))
        p.drawEllipse(c, 11, 11)
        p.setPen(QColor("#111"))
        f.setPixelSize(12)
        p.setFont(f)
        p.drawText(QRectF(c.x() - 11, c.y() - 11, 22, 22), Qt.AlignmentFlag.AlignCenter, "9")
        # the detonator dial, one space from the skull
        R = min(r.height() * 0.36, 50)
        d = QPointF(r.width() - R - 14, r.height() * 0.5)
        p.setPen(QPen(QColor("#868e96"), 3))
        p.setBrush(QColor("#212529"))
        p.drawEllipse(d, R, R)
        for s in range(7):
            a = math.radians(210 - s * 40)
            c = QPointF(d.x() + math.cos(a) * (R - 12), d.y() - math.sin(a) * (R - 12))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#e03131") if s == 0 else QColor("#495057"))
            p.drawEllipse(c, 7 if s else 9, 7 if s else 9)
        a = math.radians(210 - 40)
        p.setPen(QPen(QColor("#ff6b6b"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(d, QPointF(d.x() + math.cos(a) * (R - 22), d.y() - math.sin(a) * (R - 22)))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffd54a"))
        p.drawEllipse(d, 5, 5)
