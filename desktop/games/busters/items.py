"""Bomb Busters' graphics items: wire tiles, info tokens, the detonator dial, the
1-12 track, equipment and mission cards, and a seat's name plate.

Wire colours are told apart by more than colour: yellow wires carry a ▲ and
diagonal stripes, red wires a ✖ and cross-hatching, blue wires a plain band."""
from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop import text_size
from desktop.contrast import muted, pick, plate
from desktop.widgets.items import FlipItem, HoverLight, PaintOnce
from desktop.widgets.seat_colours import paint_seat_mark, seat_qcolour
from desktop.widgets.linebreak import fit, fits
from engine.busters.components import FALSE_BOTTOM, UNLOCK_VALUE

#: the wires' colours, on the table and in the log; apart under protanopia,
#: deuteranopia and tritanopia (tests/desktop/test_colour_vision.py)
WIRE_COLOURS = {"blue": "#1c7ed6", "yellow": "#f0b400", "red": "#d6336c"}
BLUE_C, YELLOW_C, RED_C = (QColor(WIRE_COLOURS[k]) for k in ("blue", "yellow", "red"))
GOLD = QColor("#ffd54a")


def wire_colour(printed: str) -> str:
    if printed.endswith(".1"):
        return "yellow"
    if printed.endswith(".5"):
        return "red"
    return "blue"


def equipment_marks(number: int) -> tuple[str, str]:
    """What an equipment card shows: its number and what unlocks it (2 wires of its
    value; rule sticker C's cards: "2-2", all 4 wires; the False Bottom: 2 yellow)."""
    if number in UNLOCK_VALUE:
        v = UNLOCK_VALUE[number]
        return f"{v}-{v}", f"{v}×4"
    if number == FALSE_BOTTOM:
        return "Y", "Y×2"
    return str(number), f"{number}×2"


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, int(text_size.scene_px(px))))
    f.setBold(bold)
    return f


#: the smallest text on the screen, in its pixels: the table scales with the window,
#: and at 1024x640 the Coach's odds, the equipment names and the dial's caption were
#: 6-7 px (issue 26)
READABLE_PX = 10.0


def least_px(p: QPainter) -> float:
    """The scene size that shows READABLE_PX on the device `p` paints on."""
    scale = abs(p.worldTransform().m11()) or 1.0
    return math.ceil(READABLE_PX / scale)


def readable_font(p: QPainter, px: float, bold: bool = True) -> QFont:
    """`px` in scene pixels, or larger where the table is drawn small."""
    return _font(max(px, least_px(p)), bold)


class Clickable(HoverLight):
    """Items a person may click: they tell the scene their key."""

    key: tuple = ()
    clickable = False

    def _click(self, event) -> bool:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            scene = self.scene()
            if scene is not None and hasattr(scene, "clicked"):
                scene.clicked.emit(self.key)
            event.accept()
            return True
        return False


class WireTile(Clickable, FlipItem):
    """One wire on a stand. `printed` is "7", "3.1", "5.5" or "?" (hidden: the back)."""

    def __init__(self, w: float, h: float, parent=None) -> None:
        FlipItem.__init__(self, w, h, parent)
        self.printed = "?"
        self.cut = False
        self.clickable = False
        self.selected = False
        self.coach = ""               # coach's best guess, e.g. "7 · 62%"
        self.suggested = False        # the coach's Expert would point here
        self.key = ()
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 6, -self.h / 2 - 6, self.w + 12, self.h + 12)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):           # (a change of geometry paints it again)
            self.prepareGeometryChange()
            self.w, self.h = w, h

    def paint(self, p: QPainter, option, widget=None) -> None:
        super().paint(p, option, widget)
        rect = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        if self.clickable and not self.hover:
            p.setPen(QPen(QColor(255, 213, 74, 150), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        if self.selected:
            # a solid green ring (the keyboard's focus ring is dashed white on black: focus.py)
            p.setPen(QPen(QColor("#69db7c"), 3.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 7, 7)

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor("#9aa3bd"), 1.5))
        p.setBrush(QColor("#3a4258"))
        p.drawRoundedRect(rect, 5, 5)
        p.setPen(QPen(QColor(255, 255, 255, 45), 1))
        for i in range(1, 4):
            y = rect.top() + rect.height() * i / 4
            p.drawLine(QPointF(rect.left() + 4, y), QPointF(rect.right() - 4, y))
        if self.coach:
            p.setPen(QColor("#ffe066"))
            p.setFont(readable_font(p, rect.width() * 0.3))
            value, _, pct = self.coach.partition("·")
            # Qt.TextDontClip: at the smallest window "100%" may be a little wider than its tile
            p.drawText(rect.adjusted(0, 2, 0, -rect.height() / 2),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, value.strip())
            p.setFont(readable_font(p, rect.width() * 0.24, False))
            p.drawText(rect.adjusted(0, rect.height() / 2, 0, -2),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, pct.strip())
        else:
            p.setPen(pick(QColor(255, 255, 255, 120), QColor("#ffffff")))
            p.setFont(readable_font(p, rect.height() * 0.3))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        if self.printed == "?":
            self.paint_back(p, rect)
            return
        colour = wire_colour(self.printed)
        c = {"blue": BLUE_C, "yellow": YELLOW_C, "red": RED_C}[colour]
        p.setPen(QPen(QColor("#2b2b2b"), 1.5))
        p.setBrush(QColor("#fbf8ef") if not self.cut else QColor("#d9d6cc"))
        p.drawRoundedRect(rect, 5, 5)
        band = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, rect.height() * 0.3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c)
        p.drawRoundedRect(band, 3, 3)
        if colour != "blue":                     # a pattern, not only a colour
            p.save()
            p.setClipRect(band)
            p.setPen(QPen(QColor(0, 0, 0, 120), 1.6))
            step = 6.0
            x = band.left() - band.height()
            while x < band.right():
                p.drawLine(QPointF(x, band.bottom()), QPointF(x + band.height(), band.top()))
                if colour == "red":
                    p.drawLine(QPointF(x, band.top()), QPointF(x + band.height(), band.bottom()))
                x += step
            p.restore()
        sym = {"blue": "", "yellow": "▲", "red": "✖"}[colour]
        if sym:
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, band.height() * 0.8))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, sym)
        body = QRectF(rect.left(), band.bottom(), rect.width(), rect.bottom() - band.bottom())
        text = self.printed
        p.setPen(c.darker(150) if colour != "yellow" else QColor("#7a5a00"))
        size = rect.width() * (0.5 if len(text) <= 2 else 0.36)
        p.setFont(readable_font(p, size))
        p.drawText(body, Qt.AlignmentFlag.AlignCenter, text)
        if self.cut:                              # the cut: a slash across the tile
            p.setPen(QPen(QColor(40, 40, 40, 170), 2.2))
            p.drawLine(QPointF(rect.left() + 3, rect.bottom() - 4), QPointF(rect.right() - 3, rect.top() + 4))

    def mousePressEvent(self, event) -> None:
        if not self._click(event):
            super().mousePressEvent(event)


class TokenItem(PaintOnce, QGraphicsObject):
    """An info token: a round chip with the value (a yellow token shows ▲ YELLOW's
    mark); "7!" is a value said aloud (no token was left)."""

    def __init__(self, text: str, r: float = 10.0, parent=None) -> None:
        super().__init__(parent)
        self.text, self.r = text, r

    def boundingRect(self) -> QRectF:
        return QRectF(-self.r - 2, -self.r - 2, 2 * self.r + 4, 2 * self.r + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        spoken = self.text.endswith("!")
        value = self.text.rstrip("!")
        yellow = value == "Y"
        p.setPen(QPen(QColor("#1b1b1b"), 1.3, Qt.PenStyle.DashLine if spoken else Qt.PenStyle.SolidLine))
        p.setBrush(YELLOW_C if yellow else QColor("#f1f3f5"))
        p.drawEllipse(QPointF(0, 0), self.r, self.r)
        p.setPen(QColor("#111"))
        p.setFont(readable_font(p, self.r * (1.0 if len(value) < 2 else 0.85)))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "▲" if yellow else value)


class LabelBadge(QGraphicsObject):
    """The = or ≠ token between two adjacent wires."""

    def __init__(self, kind: str, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -9, 20, 18)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#111"), 1.2))
        p.setBrush(QColor("#e599f7"))
        p.drawRoundedRect(QRectF(-9, -8, 18, 16), 4, 4)
        p.setFont(readable_font(p, 13))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "=" if self.kind == "eq" else "≠")


class DialItem(PaintOnce, QGraphicsObject):
    """The detonator dial: spaces from the skull (0) to 6; the needle turns."""

    R = 62.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._spaces = 4.0
        self.start_spaces = 4
        self.caption = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-self.R - 10, -self.R - 10, 2 * self.R + 20, 2 * self.R + 38)

    def angle(self, spaces: float) -> float:
        return math.radians(210 - spaces * 40)     # skull at 210°, 6 at -30°

    def _get(self) -> float:
        return self._spaces

    def _set(self, v: float) -> None:
        self._spaces = v                         # (paints if it changed: PaintOnce)

    spaces = Property(float, _get, _set)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        R = self.R
        p.setPen(QPen(QColor("#868e96"), 3))
        p.setBrush(QColor("#212529"))
        p.drawEllipse(QPointF(0, 0), R, R)
        for s in range(0, 7):
            a = self.angle(s)
            c = QPointF(math.cos(a) * (R - 16), -math.sin(a) * (R - 16))
            if s == 0:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#e03131"))
                p.drawEllipse(c, 11, 11)
                p.setPen(QColor("#fff"))
                p.setFont(readable_font(p, 14))
                p.drawText(QRectF(c.x() - 11, c.y() - 11, 22, 22), Qt.AlignmentFlag.AlignCenter, "☠")
                continue
            p.setPen(QPen(QColor("#adb5bd"), 1))
            p.setBrush(QColor("#343a40") if s != self.start_spaces else QColor("#5c7cfa"))
            p.drawEllipse(c, 9, 9)
            p.setPen(QColor("#f8f9fa"))
            p.setFont(readable_font(p, 11))
            p.drawText(QRectF(c.x() - 9, c.y() - 9, 18, 18), Qt.AlignmentFlag.AlignCenter, str(s))
        a = self.angle(self._spaces)
        tip = QPointF(math.cos(a) * (R - 30), -math.sin(a) * (R - 30))
        danger = self._spaces <= 1.01
        p.setPen(QPen(QColor("#ff6b6b") if danger else GOLD, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(0, 0), tip)
        p.setBrush(GOLD)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(0, 0), 7, 7)
        p.setPen(QColor("#dee2e6"))
        p.setFont(readable_font(p, 12, False))
        p.drawText(QRectF(-R - 30, R + 4, 2 * R + 60, 26), Qt.AlignmentFlag.AlignCenter, self.caption)


class TrackItem(PaintOnce, QGraphicsObject):
    """The 1-12 track: validation tokens on values all cut, red markers between
    v and v+1 (v.5), yellow markers just right of v (v.1); "?" for uncertain ones."""

    CELL = 40.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.validated: set[int] = set()
        self.markers: list[tuple[str, int, bool]] = []
        self.cut_counts: dict[int, int] = {}
        self.pulse = 0

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -30, 12 * self.CELL + 16, 96)

    def cell(self, v: int) -> QRectF:
        return QRectF((v - 1) * self.CELL, 0, self.CELL - 4, self.CELL)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for v in range(1, 13):
            r = self.cell(v)
            done = v in self.validated
            p.setPen(QPen(QColor("#51cf66") if done else QColor("#5c677d"), 2))
            p.setBrush(QColor("#1e3a2a") if done else QColor("#1f2738"))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QColor("#f1f3f5"))
            p.setFont(readable_font(p, 16))
            p.drawText(r.adjusted(0, 0, 0, -12), Qt.AlignmentFlag.AlignCenter, str(v))
            # cut wires of the value: four pips, big enough to count at a glance
            n = self.cut_counts.get(v, 0)
            for i in range(4):
                c = QPointF(r.left() + 6.5 + i * 7.7, r.bottom() - 7.5)
                p.setPen(QPen(QColor("#0d1320"), 0.8))
                p.setBrush(QColor("#74c0fc") if i < n else QColor("#3b4457"))
                p.drawEllipse(c, 3.4, 3.4)
            if done:
                c = QPointF(r.center().x(), r.bottom() + 14)
                p.setPen(QPen(QColor("#0b3d1a"), 1))
                p.setBrush(QColor("#51cf66"))
                p.drawEllipse(c, 10, 10)
                p.setPen(QPen(QColor("#0b3d1a"), 2.5))
                path = QPainterPath(QPointF(c.x() - 5, c.y()))
                path.lineTo(c.x() - 1, c.y() + 4)
                path.lineTo(c.x() + 5, c.y() - 4)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(path)
        for colour, v, unsure in self.markers:
            if colour == "red":
                x = v * self.CELL - 2
                y = -16
                body, sym = RED_C, "✖"
            else:
                x = (v - 1) * self.CELL + self.CELL * 0.4
                y = -16
                body, sym = YELLOW_C, "▲"
            pin = QPainterPath()
            pin.moveTo(x, y + 14)
            pin.lineTo(x - 9, y)
            pin.lineTo(x - 9, y - 12)
            pin.lineTo(x + 9, y - 12)
            pin.lineTo(x + 9, y)
            pin.closeSubpath()
            p.setPen(QPen(QColor("#111"), 1.2))
            p.setBrush(body)
            p.drawPath(pin)
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, 11))
            p.drawText(QRectF(x - 9, y - 12, 18, 14), Qt.AlignmentFlag.AlignCenter, "?" if unsure else sym)


class EquipmentCard(Clickable, FlipItem):
    """An equipment card: locked (dim, with its unlocking value), ready (a green
    check, glowing when this seat may use it), used (face down)."""

    W, H = 78.0, 104.0

    def __init__(self, number: int, name: str, title: str, parent=None) -> None:
        FlipItem.__init__(self, self.W, self.H, parent)
        self.number, self.name, self.title = number, name, title
        self.status = "locked"
        self.clickable = False
        self.glow = False
        self.key = ("equip", name)
        self.setAcceptHoverEvents(True)

    def paint_face(self, p: QPainter, rect: QRectF) -> None:
        locked = self.status == "locked"
        p.setPen(QPen(QColor("#51cf66") if self.glow else QColor("#222"), 4 if self.glow else 1.5))
        p.setBrush(QColor("#e7f5ff") if not locked else QColor("#8d96a8"))
        p.drawRoundedRect(rect, 7, 7)
        p.setPen(QColor("#1c3d5a"))
        p.setFont(readable_font(p, 22))
        face, unlock = equipment_marks(self.number)
        p.drawText(QRectF(rect.left(), rect.top() + 4, rect.width(), 26), Qt.AlignmentFlag.AlignCenter,
                   face)
        self._title(p, rect.adjusted(4, 32, -4, -22), _font(10.5),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        foot = QRectF(rect.left(), rect.bottom() - 22, rect.width(), 20)
        if locked:                                # a padlock, then "cut 2 of this value"
            # the padlock and the condition side by side, centred together
            font = readable_font(p, 13)
            text_w = QFontMetricsF(font).horizontalAdvance(unlock)
            left = rect.center().x() - (text_w + 16) / 2
            c = QPointF(left + 6, foot.center().y())
            p.setPen(QPen(QColor("#212529"), 1.8))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawArc(QRectF(c.x() - 4, c.y() - 9, 8, 9), 0, 180 * 16)
            p.setBrush(QColor("#212529"))
            p.drawRect(QRectF(c.x() - 6, c.y() - 4, 12, 9))
            p.setFont(font)
            p.drawText(QRectF(left + 16, foot.top(), text_w + 2, foot.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, unlock)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#2f9e44"))
            p.drawEllipse(QPointF(rect.center().x(), foot.center().y()), 9, 9)
            p.setPen(QPen(QColor("#fff"), 2.2))
            c = QPointF(rect.center().x(), foot.center().y())
            p.drawLine(QPointF(c.x() - 4, c.y()), QPointF(c.x() - 1, c.y() + 3))
            p.drawLine(QPointF(c.x() - 1, c.y() + 3), QPointF(c.x() + 4, c.y() - 4))

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor("#495057"), 1.5))
        p.setBrush(QColor("#343a40"))
        p.drawRoundedRect(rect, 7, 7)
        p.setPen(QColor("#adb5bd"))
        p.setFont(readable_font(p, 20))
        p.drawText(rect.adjusted(0, 0, 0, -20), Qt.AlignmentFlag.AlignCenter,
                   equipment_marks(self.number)[0])
        self._title(p, rect.adjusted(2, 40, -2, 0), _font(10, False), Qt.AlignmentFlag.AlignCenter)

    def _title(self, p: QPainter, box: QRectF, font: QFont, align) -> None:
        """The card's name, with no word cut in two, where it can be read; on a table
        drawn too small for that, only its number shows (the name is in its tooltip)."""
        if font.pixelSize() < least_px(p):
            font = _font(least_px(p), font.bold())
        title, font = fit(self.title, font, box, readable=least_px(p))
        if not fits(font, title, box) and least_px(p) > 8:
            return                               # (larger, a long word may still break: fit())
        p.setFont(font)
        p.drawText(box, align | Qt.TextFlag.TextWordWrap, title)

    def mousePressEvent(self, event) -> None:
        if not self._click(event):
            super().mousePressEvent(event)


class MissionCardItem(Clickable, QGraphicsObject):
    """The mission card on the board; a click opens its front and back."""

    W, H = 150.0, 96.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.number = 1
        self.title = ""
        self.hint = ""
        self.key = ("mission",)
        self.clickable = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.W + 4, self.H + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.W, self.H)
        p.setPen(QPen(QColor("#ffd54a"), 2))
        p.setBrush(QColor("#2b2f3a"))
        p.drawRoundedRect(r, 8, 8)
        hinted, foot, hint_font, box, title, font = self.layout(p)
        p.setPen(QColor("#ffd54a"))
        if not title and not hinted:         # the number alone: large, in the middle
            p.setFont(readable_font(p, 44))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(self.number))
            return
        p.setFont(readable_font(p, 26))
        p.drawText(QRectF(8, 4, 50, 34), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(self.number))
        if hinted:
            p.setPen(QColor("#adb5bd"))
            p.setFont(hint_font)
            p.drawText(foot, Qt.AlignmentFlag.AlignLeft, self.hint)
        p.setPen(QColor("#f1f3f5"))
        p.setFont(font)
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, title)

    def layout(self, p: QPainter) -> tuple[bool, QRectF, QFont, QRectF, str, QFont]:
        """The hint at the foot where it reads whole (else only in the tooltip), the
        title in the rest with no word cut in two (a long title once ran over the hint);
        a title too long even so goes beside the number, down the whole tile, or where
        it does not fit there either, only in the board's heading and the tooltip
        (mission 55's "Doctor Nope's Challenge" ran out of the tile at 1024x640)."""
        hint_font = readable_font(p, 10, False)
        foot = QRectF(8, self.H - 4 - QFontMetricsF(hint_font).height(), self.W - 16,
                      QFontMetricsF(hint_font).height())
        hinted = QFontMetricsF(hint_font).horizontalAdvance(self.hint) <= foot.width()
        box = QRectF(8, 36, self.W - 16, (foot.top() - 38) if hinted else (self.H - 40))
        title, font = fit(self.title, readable_font(p, 12), box, readable=least_px(p))
        if not fits(font, title, box):
            hinted = False
            left = 14 + QFontMetricsF(readable_font(p, 26)).horizontalAdvance(str(self.number))
            box = QRectF(left, 6, self.W - left - 6, self.H - 12)
            title, font = fit(self.title, readable_font(p, 12), box, readable=least_px(p))
            if not fits(font, title, box):
                title = ""          # the board's heading and the tooltip name it whole
        return hinted, foot, hint_font, box, title, font

    def mousePressEvent(self, event) -> None:
        if not self._click(event):
            super().mousePressEvent(event)


class CoachStar(QGraphicsObject):
    """The coach's pick: a gold star above a wire. An item of its own, above the name
    plates (a teammate's plate sits right above their wires, and a star painted by the
    wire hid behind it)."""

    Z = 45                                   # over plates (30), under the table's texts (50)

    def __init__(self, size: float) -> None:
        super().__init__()
        self.size = size
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        font = _font(self.size * 0.8)
        box = QFontMetricsF(font).tightBoundingRect("★")
        path.addText(-box.center(), font, "★")
        p.setPen(QPen(QColor("#1b1f2e"), 1.6))   # a dark rim: it reads on a plate and on the board
        p.setBrush(GOLD)
        p.drawPath(path)


class SeatPlate(PaintOnce, QGraphicsObject):
    """A seat's name plate: name, Captain badge, who plays it, its character's
    Double Detector (available or used), and what it is doing."""

    H = 24.0

    def __init__(self, parent=None, seat: int = 0) -> None:
        super().__init__(parent)
        self.name = ""
        self.seat = seat
        self.colour = seat_qcolour(seat)     # the seat's colour and mark, its name's in the log too
        self.bot = ""
        self.status = ""
        self.captain = False
        self.active = False
        self.ddet_used = False
        self.boxed = False                   # no character card (mission 28): no detector drawn
        self.width = 200.0
        self.you = False
        self.reserve = 0.0                   # room at the right end for the mission's pieces

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.H + 8)

    MARK_R = 7.0

    def mark_centre(self) -> QPointF:
        """Where the seat's mark is drawn (after the Captain's badge)."""
        return QPointF(8 + (20 if self.captain else 0) + self.MARK_R, self.H / 2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width, self.H)
        p.setPen(QPen(GOLD if self.active else pick(QColor(255, 255, 255, 60), QColor("#ffffff")),
                      2.5 if self.active else 1))
        p.setBrush(plate() if not self.active else pick(QColor(60, 52, 20, 235), QColor("#000000")))
        p.drawRoundedRect(r, 8, 8)
        x = 8.0
        if self.captain:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(GOLD)
            p.drawEllipse(QPointF(x + 8, self.H / 2), 8, 8)
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, 11))
            p.drawText(QRectF(x, 0, 16, self.H), Qt.AlignmentFlag.AlignCenter, "★")
            x += 20
        paint_seat_mark(p, self.seat, self.mark_centre(), self.MARK_R)
        x += 18
        p.setPen(self.colour)
        p.setFont(readable_font(p, 13))
        name = self.name + ("  ◀" if self.you else "")
        p.drawText(QRectF(x, 0, self.width, self.H), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        x += p.fontMetrics().horizontalAdvance(name) + 8
        p.setFont(readable_font(p, 11, False))
        p.setPen(QColor(muted()))
        if self.bot:
            p.drawText(QRectF(x, 0, self.width, self.H), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.bot)
            x += p.fontMetrics().horizontalAdvance(self.bot) + 8
        # the character's Double Detector: two linked circles, crossed when used
        dd = QRectF(self.width - 34, 4, 26, self.H - 8)
        if not self.boxed:
            p.setPen(QPen(QColor("#868e96") if self.ddet_used else QColor("#74c0fc"), 1.6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(dd.left() + 7, dd.center().y()), 6, 6)
            p.drawEllipse(QPointF(dd.right() - 7, dd.center().y()), 6, 6)
            if self.ddet_used:
                p.drawLine(dd.topLeft(), dd.bottomRight())
        if self.status:
            p.setPen(GOLD)
            p.setFont(readable_font(p, 11))
            p.drawText(QRectF(x, 0, self.width - x - 38 - self.reserve, self.H),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.status)
