"""Bomb Squad Academy's painted items: wire cards, action cards, tool cards,
trigger tracks and tiles, pressure plates and a seat's place at the table.
Every wire colour also carries its shape (● ■ ▲ ◆), so colour is never the only cue."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop import text_size
from desktop.contrast import muted, pick, plate
from desktop.games.academy.texts import (
    TOOL_TEXTS,
    WIRE_COLOURS,
    WIRE_SHAPES,
    card_name,
    card_rule,
    tool_name,
    tool_rule,
)
from desktop.i18n import translate
from desktop.widgets.items import FlipItem, HoverLight, PaintOnce, bomb_path
from desktop.widgets.seat_colours import paint_seat_mark, seat_qcolour
from engine.academy import data as D

GOLD = QColor("#ffd54a")
#: the pixel size of the tracks' texts (spaces, tiles, plates): at the smallest window
#: (1024x640) the table is drawn at about 0.65, and these must still read at 11 px
TRACK_PX = 17


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(text_size.scene_px(px))))
    f.setBold(bold)
    return f


class Clickable(HoverLight):
    """Mix-in: items the seat at the screen may click; the scene's `clicked` signal
    carries (kind, key)."""

    kind = ""
    key: object = None

    def _init_click(self) -> None:
        self.clickable = False
        self.setAcceptHoverEvents(True)

    def set_clickable(self, on: bool) -> None:
        self.clickable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self.hover = False

    def mousePressEvent(self, event) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            scene = self.scene()
            if scene is not None and hasattr(scene, "clicked"):
                scene.clicked.emit(self.kind, self.key)
            event.accept()
        else:
            event.ignore()


class WireCard(Clickable, FlipItem):
    """A wire card: main value, the reminder on the left, the chain of 1s on the right.
    The face-down side shows the deck's colour and shape (a deck, or an X-Ray pick)."""

    def __init__(self, wire: str, value: int | None = None, w: float = 64, h: float = 88) -> None:
        super().__init__(w, h)
        self._init_click()
        self.wire, self.value = wire, value
        self.kind = "deck"
        self.count = 0            # cards left, when this item is a deck
        self.note = ""            # small text under a deck's shape (peeked next card)

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        colour = QColor(WIRE_COLOURS[self.wire])
        p.setPen(QPen(QColor("#f1f3f5"), 2))
        p.setBrush(colour.darker(150))           # (darker still, green and red came close for deuteranopes)
        p.drawRoundedRect(rect, 8, 8)
        p.setPen(QPen(colour, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 6, 6)
        p.setPen(colour.lighter(150))
        p.setFont(_font(int(rect.height() * 0.34), True))
        p.drawText(rect.adjusted(0, -10, 0, -10), Qt.AlignmentFlag.AlignCenter, WIRE_SHAPES[self.wire])
        if self.count:
            p.setPen(QColor("#ffffff"))
            p.setFont(_font(13, True))
            p.drawText(rect.adjusted(0, 0, 0, -8), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       f"×{self.count}")

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        if self.value is None:
            self.paint_back(p, rect)
            return
        colour = QColor(WIRE_COLOURS[self.wire])
        p.setPen(QPen(QColor("#222"), 1.5))
        p.setBrush(QColor("#fffdf6"))
        p.drawRoundedRect(rect, 7, 7)
        band = QRectF(rect.left(), rect.top(), rect.width(), 18)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(band, 7, 7)
        p.setPen(QColor("#ffffff"))
        p.setFont(_font(12, True))
        p.drawText(band.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   f"{WIRE_SHAPES[self.wire]} {self.value}")
        p.setPen(colour.darker(130))
        p.setFont(_font(int(rect.height() * 0.42), True))
        p.drawText(rect.adjusted(0, 14, -8, 0), Qt.AlignmentFlag.AlignCenter, str(self.value))
        # the chain of 1s up the right side (zero cards carry none)
        if D.chain_mark(self.value):
            r = QRectF(rect.right() - 15, rect.top() + 22, 12, 12)
            p.setPen(QPen(colour.darker(130), 1.5))
            p.setBrush(QColor("#fff3bf"))
            p.drawEllipse(r)
            p.setFont(_font(9, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "1")


class ActionCard(FlipItem):
    """An action card (a cutter, Wait or Chicken). Clickable in the viewer's hand."""

    def __init__(self, card: str | None, w: float = 52, h: float = 74) -> None:
        super().__init__(w, h)
        self.card = card
        self.clickable = False
        self.dimmed = False
        self.setAcceptHoverEvents(True)
        self.set_card(card)

    kind = "hand"

    @property
    def key(self):
        return self.card

    def set_card(self, card: str | None) -> None:
        self.card = card
        self.setToolTip(card_rule(card) if card else "")

    set_clickable = Clickable.set_clickable
    hoverEnterEvent = Clickable.hoverEnterEvent
    hoverLeaveEvent = Clickable.hoverLeaveEvent
    mousePressEvent = Clickable.mousePressEvent

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        if self.card is None:
            self.paint_back(p, rect)
            return
        if self.card in D.WIRES:
            colour = QColor(WIRE_COLOURS[self.card])
            mark = WIRE_SHAPES[self.card]
        elif self.card == D.WAIT:
            colour, mark = QColor("#5f3dc4"), ""
        else:
            colour, mark = QColor("#d9480f"), ""
        if self.dimmed:
            colour = colour.lighter(150)
        p.setPen(QPen(QColor("#222"), 1.5))
        p.setBrush(colour)
        p.drawRoundedRect(rect, 7, 7)
        p.setPen(QPen(QColor(255, 255, 255, 160), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 5, 5)
        ink = QColor("#ffffff") if self.card != D.YELLOW else QColor("#2b2100")
        p.setPen(ink)
        p.setFont(_font(int(rect.height() * 0.36), True))
        c = QPointF(rect.center().x(), rect.center().y() - 8)
        s = rect.height() * 0.14
        if self.card == D.WAIT:            # a pause sign: two bars
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink)
            p.drawRoundedRect(QRectF(c.x() - s, c.y() - s * 1.3, s * 0.7, s * 2.6), 2, 2)
            p.drawRoundedRect(QRectF(c.x() + s * 0.3, c.y() - s * 1.3, s * 0.7, s * 2.6), 2, 2)
        elif self.card == D.CHICKEN:       # an egg
            p.setPen(QPen(QColor("#5c2b00"), 1.5))
            p.setBrush(QColor("#fff4e6"))
            p.drawEllipse(QRectF(c.x() - s, c.y() - s * 1.35, s * 2, s * 2.6))
        else:
            p.drawText(rect.adjusted(0, -8, 0, -8), Qt.AlignmentFlag.AlignCenter, mark)
        if rect.width() >= 48:
            # the seat panels' small overlapping cards show the mark alone (their
            # names are in the panel's tooltip): a name there would be cut short
            p.setPen(ink)
            p.setFont(_font(max(9, int(rect.height() * 0.14)), True))
            label = card_name(self.card).lstrip("●■▲◆")
            p.drawText(rect.adjusted(2, 0, -2, -6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       label)
        if self.dimmed:
            p.fillRect(rect, QColor(20, 24, 38, 120))


class ToolCard(Clickable, PaintOnce, QGraphicsObject):
    """A tool, face up. `lit`: its timing is open for the seat at the screen."""

    def __init__(self, tool: str, w: float = 112, h: float = 52) -> None:
        super().__init__()
        self._init_click()
        self.tool, self.w, self.h = tool, w, h
        self.kind = "tool"
        self.key = tool
        self.lit = False
        self.hover = False
        self.selected_up = False
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(tool_rule(self.tool))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 5, -self.h / 2 - 5, self.w + 10, self.h + 10)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        if self.lit:
            p.setPen(QPen(QColor(255, 213, 74, 110), 8))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        p.setPen(QPen(GOLD if (self.lit or self.hover or self.selected_up) else QColor("#868e96"),
                      3 if (self.hover or self.selected_up) else 1.5))
        p.setBrush(QColor("#3b2f1a") if self.lit else QColor("#2a2f45"))
        p.drawRoundedRect(rect, 7, 7)
        p.setPen(QColor("#ffffff") if self.lit else QColor("#dee2e6"))
        name = ("★ " if self.lit else "") + tool_name(self.tool)
        if self.h < 80:
            p.setFont(_font(13 if self.h >= 44 else 11, True))
            p.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
            return
        # a large card (the draft display): the name and when it may be used
        p.setFont(_font(15, True))
        p.drawText(rect.adjusted(8, 4, -8, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
        timing, effect = (translate("Academy", t) for t in TOOL_TEXTS[self.tool])
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        p.setFont(_font(12, True))
        p.setPen(QColor("#ffd8a8"))
        used = p.boundingRect(rect.adjusted(8, 24, -8, -4), flags, timing)
        p.drawText(rect.adjusted(8, 24, -8, -4), flags, timing)
        p.setFont(_font(12))
        p.setPen(QColor("#e9ecef"))
        p.drawText(QRectF(rect.left() + 8, used.bottom() + 3, rect.width() - 16, rect.bottom() - used.bottom() - 6),
                   flags, effect)


class TileItem(FlipItem):
    """A trigger tile: face down (?), or OK / BOOM. `known`: the viewer peeked it."""

    def __init__(self, wire: str) -> None:
        super().__init__(36, 24)
        self.wire = wire
        self.face = "?"
        self.known = ""
        self._flip = 0.0

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor(WIRE_COLOURS[self.wire]), 2))
        p.setBrush(QColor("#343a40"))
        p.drawRoundedRect(rect, 4, 4)
        p.setFont(self.label_font())
        if self.known:                    # peeked by the seat at the screen: its face, faintly
            p.setOpacity(0.6)
            self.paint_face(p, rect, self.known)
            p.setOpacity(1.0)
            p.setPen(QPen(QColor("#ffffff"), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        else:
            p.setPen(QColor("#adb5bd"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")

    def paint_face(self, p: QPainter, rect: QRectF, face: str | None = None) -> None:
        boom = (face or self.face) == D.BOOM
        p.setPen(QPen(QColor("#222"), 1.5))
        p.setBrush(QColor("#e03131") if boom else QColor("#d3f9d8"))
        p.drawRoundedRect(rect, 4, 4)
        if boom:                           # BOOM: a bomb, not only a colour
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#111"))
            p.drawPath(bomb_path(rect.center(), 9))
            return
        p.setPen(QColor("#2b8a3e"))
        p.setFont(self.label_font())
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "OK")

    @staticmethod
    def label_font() -> QFont:
        return _font(TRACK_PX, True)


class TrackItem(Clickable, PaintOnce, QGraphicsObject):
    """A trigger track: numbered spaces from the top; the tiles and the trigger are
    separate items placed by the scene."""

    STEP = 22.0                 # room for a number of TRACK_PX

    def __init__(self, wire: str, length: int) -> None:
        super().__init__()
        self._init_click()
        self.hover = False
        self.selected_up = False
        self.wire, self.length = wire, length
        self.kind = "track"
        self.key = wire

    def space_y(self, n: int) -> float:
        """The centre of space n (0 = start, 1..length, length+1.. = tiles)."""
        if n <= self.length:
            return n * self.STEP
        return self.length * self.STEP + (n - self.length) * 28.0 - 6

    def boundingRect(self) -> QRectF:
        return QRectF(-16, -13, 32, self.space_y(self.length + 3) + 26)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(WIRE_COLOURS[self.wire])
        if self.hover or self.selected_up:
            p.setPen(QPen(GOLD, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 8, 8)
        p.setPen(QPen(colour.darker(120), 1))
        p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60))
        half = self.STEP / 2
        p.drawRoundedRect(QRectF(-12, -half, 24, self.space_y(self.length) + self.STEP), 5, 5)
        p.setFont(self.label_font())
        p.setPen(QColor("#e9ecef"))
        for n in range(self.length + 1):
            p.drawText(QRectF(-14, self.space_y(n) - half, 28, self.STEP), Qt.AlignmentFlag.AlignCenter, str(n))

    @staticmethod
    def label_font() -> QFont:
        return _font(TRACK_PX)


class TriggerItem(QGraphicsObject):
    """The trigger: an arrow pointing at its space."""

    def __init__(self, wire: str) -> None:
        super().__init__()
        self.wire = wire

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -9, 16, 18)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#111"), 1.5))
        p.setBrush(QColor(WIRE_COLOURS[self.wire]).lighter(120))
        p.drawPolygon([QPointF(-13, -8), QPointF(0, 0), QPointF(-13, 8)])


class PlateItem(PaintOnce, QGraphicsObject):
    """A pressure plate: its bonus and the way it moves."""

    def __init__(self, plate: int) -> None:
        super().__init__()
        self.plate = plate
        self.bonus = 0
        self.direction = D.PLATES[plate][2]

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -13, 60, 26)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-28, -12, 56, 24)
        p.setPen(QPen(QColor("#495057"), 1.5))
        p.setBrush(QColor("#ced4da") if self.plate == 1 else QColor("#ffe8cc"))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(QColor("#212529"))
        p.setFont(self.label_font())
        arrow = "◀" if self.direction < 0 else "▶"
        text = f"{arrow}+{self.bonus}" if self.direction < 0 else f"+{self.bonus}{arrow}"
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def label_font() -> QFont:
        return _font(TRACK_PX, True)


class SeatPanel(Clickable, PaintOnce, QGraphicsObject):
    """A seat's place: name, kind, score (always visible), what it is doing; its
    played action cards and tools are separate items laid over it by the scene."""

    W, H = 356.0, 110.0

    def __init__(self, seat: int) -> None:
        super().__init__()
        self._init_click()
        self.hover = False
        self.selected_up = False
        self.kind = "seat"
        self.key = seat
        self.name = ""
        self.bot = ""
        self.score = 0
        self.status = ""
        self.active = False
        self.winner = False
        self.wait_out = False
        self.wait_text = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.W + 8, self.H + 8)

    MARK_R = 8.0

    def mark_centre(self) -> QPointF:
        """Where the seat's mark is drawn, before the name."""
        return QPointF(18, 16)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        edge = GOLD if (self.active or self.hover or self.selected_up) else pick(QColor(255, 255, 255, 70),
                                                                                  QColor("#ffffff"))
        p.setPen(QPen(edge, 3 if (self.active or self.hover or self.selected_up) else 1.5))
        p.setBrush(plate())
        p.drawRoundedRect(rect, 10, 10)
        top = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        paint_seat_mark(p, self.key, self.mark_centre(), self.MARK_R)   # as in the log
        p.setPen(seat_qcolour(self.key))
        p.setFont(_font(16, True))
        p.drawText(QRectF(31, 6, 150, 22), top, ("★ " if self.winner else "") + self.name)
        p.setPen(QColor(muted()))
        p.setFont(_font(12))
        p.drawText(QRectF(10, 27, 170, 18), top, self.bot)
        if self.status:
            p.setPen(GOLD)
            p.setFont(_font(12, True))
            p.drawText(QRectF(10, 44, 175, 18), top, self.status)
        if self.wait_out:
            p.setPen(QColor("#b197fc"))
            p.setFont(_font(11))
            p.drawText(QRectF(10, 84, 175, 16), top, self.wait_text)
        # the score, big, with a disc behind it
        c = QPointF(self.W - 34, 30)
        p.setPen(QPen(QColor("#e9b000"), 2))
        p.setBrush(QColor("#ffd43b"))
        p.drawEllipse(c, 24, 24)
        p.setPen(QColor("#2b2100"))
        p.setFont(_font(20 if self.score < 100 else 16, True))
        p.drawText(QRectF(c.x() - 24, c.y() - 24, 48, 48), Qt.AlignmentFlag.AlignCenter, str(self.score))
