"""Bomu's own graphics items: its cards and a seat's place at the table."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop import text_size
from desktop.contrast import muted, pick, plate
from desktop.games.bomu.texts import card_rule
from desktop.widgets.items import FlipItem, HoverLight, PaintOnce
from desktop.widgets.seat_colours import paint_seat_mark, seat_qcolour

CARD_COLOURS = {
    "0": "#495057", "1": "#2f9e44", "2": "#c92a2a", "3": "#e67700", "4": "#1971c2",
    "5": "#6741d9", "6": "#0c8599", "7": "#a61e4d", "8": "#5c940d", "SAFE": "#2b8a3e",
}
SPECIAL = {"0", "2", "3", "6", "7", "SAFE"}


class BomuCard(HoverLight, FlipItem):
    """A Bomu card; clickable when it is in the viewer's hand."""

    def __init__(self, card: str | None, w: float = 64, h: float = 92, parent=None) -> None:
        super().__init__(w, h, parent)
        self.card = card
        self.clickable = False
        self.dimmed = False
        self.setAcceptHoverEvents(True)
        self.set_card(card)

    def set_card(self, card: str | None) -> None:
        self.card = card
        self.setToolTip(card_rule(card) if card else "")

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        if self.card is None:
            self.paint_back(p, rect)
            return
        colour = QColor(CARD_COLOURS.get(self.card, "#333"))
        if self.dimmed:
            colour = colour.lighter(160)
        p.setPen(QPen(QColor("#222"), 2))
        p.setBrush(QColor("#fffdf6"))
        p.drawRoundedRect(rect, 8, 8)
        band = rect.adjusted(5, 5, -5, -5)
        p.setPen(QPen(colour, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(band, 6, 6)
        f = QFont()
        f.setBold(True)
        if self.card == "SAFE":
            f.setPixelSize(int(rect.width() * 0.27))
        else:
            f.setPixelSize(int(rect.height() * 0.45))
        p.setFont(f)
        p.setPen(colour)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.card)
        if self.card in SPECIAL:            # a star marks the cards with a rule of their own
            f.setPixelSize(int(rect.height() * 0.15))
            p.setFont(f)
            p.drawText(band.adjusted(3, 1, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "★")

    def mousePressEvent(self, event) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            scene = self.scene()
            if scene is not None and hasattr(scene, "card_clicked"):
                scene.card_clicked.emit(self)
            event.accept()
        else:
            super().mousePressEvent(event)


class SeatPlate(PaintOnce, QGraphicsObject):
    """A seat's name plate: name, life chips, cards in hand, and what it is doing."""

    W, H = 214.0, 82.0

    def __init__(self, parent=None, seat: int = 0) -> None:
        super().__init__(parent)
        self.name = ""
        self.seat = seat
        self.colour = seat_qcolour(seat)     # the seat's colour and mark, its name's in the log too
        self.lives = 0
        self.hand = 0
        self.alive = True
        self.status = ""
        self.active = False        # to act, or handling now
        self.bot = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 6, -self.H / 2 - 6, self.W + 12, self.H + 12)

    MARK_R = 7.0

    def mark_centre(self) -> QPointF:
        """Where the seat's mark is drawn, before the name."""
        return QPointF(-self.W / 2 + 12 + self.MARK_R, -self.H / 2 + 16)

    def chip_pos(self, i: int) -> QPointF:
        return QPointF(-self.W / 2 + 20 + i * 19, self.H / 2 - 18)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        p.setPen(QPen(QColor("#ffd54a") if self.active else pick(QColor(255, 255, 255, 70), QColor("#ffffff")),
                      3 if self.active else 1.5))
        p.setBrush(plate() if self.alive else QColor(60, 60, 60, 170))
        p.drawRoundedRect(rect, 12, 12)
        inner = rect.adjusted(12, 6, -12, -6)
        top = Qt.AlignmentFlag.AlignTop
        f = QFont()
        f.setPixelSize(int(text_size.scene_px(16)))
        f.setBold(True)
        p.setFont(f)
        paint_seat_mark(p, self.seat, self.mark_centre(), self.MARK_R)
        p.setPen(self.colour if self.alive else QColor("#aaaaaa"))
        p.drawText(inner.adjusted(19, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | top, self.name)
        if self.status:
            f.setPixelSize(int(text_size.scene_px(13)))
            p.setFont(f)
            p.setPen(QColor("#ffd54a") if self.alive else QColor("#ff8787"))
            p.drawText(inner, Qt.AlignmentFlag.AlignRight | top, self.status)
        f.setPixelSize(int(text_size.scene_px(12)))
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(muted()))
        p.drawText(inner.adjusted(0, 21, 0, 0), Qt.AlignmentFlag.AlignLeft | top, self.bot)
        # life chips (drawn like ChipItem, small), then the count
        shown = min(self.lives, 5)
        for i in range(shown):
            c = self.chip_pos(i)
            p.setPen(QPen(QColor("#8a1c1c"), 1))
            p.setBrush(QColor("#e03131"))
            p.drawEllipse(c, 8, 8)
            p.setPen(QPen(QColor("#fff"), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 5, 5)
        p.setPen(QColor("#ffffff"))
        base = self.chip_pos(shown)
        p.drawText(QRectF(base.x() - 6, base.y() - 9, 40, 18), Qt.AlignmentFlag.AlignVCenter, f"×{self.lives}")
        # cards in hand as small backs, then the count
        for i in range(min(self.hand, 8)):
            r = QRectF(self.W / 2 - 96 + i * 6, self.H / 2 - 30, 15, 22)
            p.setPen(QPen(QColor("#e8e8f0"), 1))
            p.setBrush(QColor("#2b3a67"))
            p.drawRoundedRect(r, 3, 3)
        p.setPen(QColor("#ffffff"))
        p.drawText(QRectF(self.W / 2 - 44, self.H / 2 - 28, 36, 18),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"×{self.hand}")
