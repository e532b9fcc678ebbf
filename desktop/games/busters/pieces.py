"""A mission's own pieces on the Bomb Busters table, drawn as they look in the box:
Number cards (face up, face down, done, out), the Sequence card or Nano pointing at one,
Constraint and Challenge cards, tokens (oxygen, X), a deck, a role's badge, face-down
Equipment cards. Each piece is one item with the card's words in its tooltip; where it
lies on the table is pieces_layout.py's business. Generic: no mission is named here."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop.games.busters.items import GOLD, READABLE_PX, _font, readable_font
from desktop.widgets.plain import plain_tip
from engine.busters.missions.components import NumberCard

CARD_FACE, CARD_INK = QColor("#f4efe1"), QColor("#1c3d5a")
BACK, BACK_EDGE = QColor("#2d3550"), QColor("#9aa3bd")
CONSTRAINT_C, CHALLENGE_C, OXYGEN_C = QColor("#e8590c"), QColor("#7048e8"), QColor("#3bc9db")


def scaled_px(px: float, scale: float) -> float:
    """`px` scene pixels, or more where the table is drawn so small that text under
    READABLE_PX would show: the size pieces are laid out for."""
    return max(px, float(least_px_for(scale)))


def least_px_for(scale: float) -> int:
    return math.ceil(READABLE_PX / max(scale, 0.01))


def text_width(text: str, px: float, bold: bool = True) -> float:
    return QFontMetricsF(_font(px, bold)).horizontalAdvance(text)


class Piece(QGraphicsObject):
    """One piece: `kind` names its component kind (tests and tooltips read it), `w`
    by `h` from its top left; `new`: first game of the mission here, outlined gold."""

    Z = 40

    def __init__(self, kind: str, w: float, h: float, tip: str) -> None:
        super().__init__()
        self.kind, self.w, self.h, self.new = kind, w, h, False
        self.tip = tip
        self.setToolTip(plain_tip(tip))
        self.setZValue(self.Z)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p)
        if self.new:
            p.setPen(QPen(GOLD, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(-1, -1, self.w + 2, self.h + 2), 6, 6)

    def draw(self, p: QPainter) -> None:
        """The piece's face; every kind below draws its own (this one: its outline only)."""


# ---- a Number card ---------------------------------------------------------------------------
def paint_number_card(p: QPainter, r: QRectF, card: NumberCard) -> None:
    """Face up: its value; face down ("down", or a value this seat may not see): the
    back (with the value faint when this seat knows it); done: ticked; out: crossed."""
    down = card.value is None or card.state == "down"
    p.setPen(QPen(BACK_EDGE if down else QColor("#3b3b3b"), 1.4))
    p.setBrush(BACK if down else (CARD_FACE if card.state == "up" else QColor("#bdb8aa")))
    p.drawRoundedRect(r, 4, 4)
    if down:
        p.setPen(QPen(QColor(255, 255, 255, 50), 1))
        p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 3, 3)
    if card.value is not None:
        p.setPen(QColor("#8d96b0") if down else CARD_INK)
        p.setFont(readable_font(p, r.width() * (0.55 if card.value < 10 else 0.45)))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(card.value))
    if card.mark and card.mark not in ("chosen", "giving"):     # the card's letter (a, b, c)
        p.setPen(QColor("#8d96b0") if down else QColor("#7a4b00"))
        p.setFont(readable_font(p, r.width() * 0.3))
        p.drawText(r.adjusted(3, 1, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   card.mark)
    if card.state == "done":
        p.setPen(QPen(QColor("#2b8a3e"), 2.4))
        c = QPointF(r.right() - 8, r.bottom() - 8)
        p.drawLine(QPointF(c.x() - 5, c.y()), QPointF(c.x() - 1, c.y() + 4))
        p.drawLine(QPointF(c.x() - 1, c.y() + 4), QPointF(c.x() + 5, c.y() - 4))
    elif card.state == "out":
        p.setPen(QPen(QColor(201, 42, 42, 200), 2.2))
        p.drawLine(r.topLeft() + QPointF(4, 4), r.bottomRight() - QPointF(4, 4))
        p.drawLine(r.topRight() + QPointF(-4, 4), r.bottomLeft() + QPointF(4, -4))
    if card.mark in ("chosen", "giving"):
        p.setPen(QPen(GOLD, 3, Qt.PenStyle.SolidLine if card.mark == "chosen" else Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 5, 5)


def paint_back_pile(p: QPainter, r: QRectF, count: int, colour: QColor = BACK) -> None:
    """A face-down pile: up to three backs, offset, and how many it holds."""
    for k in reversed(range(min(count, 3))):
        p.setPen(QPen(BACK_EDGE, 1.2))
        p.setBrush(colour)
        p.drawRoundedRect(r.translated(k * 3, -k * 3), 4, 4)
    p.setPen(QColor("#f1f3f5"))
    p.setFont(readable_font(p, r.width() * 0.36))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"×{count}")


class CardsPiece(Piece):
    """A Cards component: the cards in a row (a deck as a pile first); the Sequence
    card (or Nano) as an arrow tab over the card it points at, facing along the line;
    a line with a pointer has its LEFT and RIGHT ends named."""

    def __init__(self, cards, tip: str, card_w: float, ends: tuple[str, str] = ("", ""),
                 end_px: float = 12.0, card_h: float = 0.0) -> None:
        self.cards, self.ends, self.end_px, self.fixed_h = cards, ends, end_px, card_h
        self.end_w = max((text_width(e, end_px) for e in ends if e), default=0.0)
        self.caption, self.caption_px, self.caption_w = "", end_px, 0.0
        super().__init__("cards", 0, 0, tip)
        self.resize(card_w)

    def set_caption(self, caption: str, px: float, most: float, room: float) -> None:
        """Their name under the cards, wrapped as wide as the cards or `most`; left out
        when it needs more than `room` in height (the tooltip has it)."""
        fm = QFontMetricsF(_font(px, False))
        width = max(self.w, min(fm.horizontalAdvance(caption) + 2, most))
        box = fm.boundingRect(QRectF(0, 0, width, 1000), int(Qt.TextFlag.TextWordWrap), caption)
        if box.height() + 2 > room:
            return
        self.caption, self.caption_px, self.caption_w = caption, px, width
        self.resize(self.card_w, self.card_h if self.card_h > self.card_w * 1.4 else 0.0)

    def resize(self, card_w: float, card_h: float = 0.0) -> None:
        """Cards `card_w` wide (a long line gets narrower cards to fit the board: as
        tall as `card_h`, if given, so that they still read as cards)."""
        self.prepareGeometryChange()
        self.card_w, self.card_h = card_w, self.fixed_h or max(card_w * 1.4, card_h)
        self.tab = self.card_h * 0.34 if self.cards.pointer is not None else 0.0
        n = len(self.cards.cards) + (1 if self.cards.deck else 0)
        self.w = max(n * (card_w + 4) - 4 + self.ends_width(), card_w, self.caption_w)
        self.h = self.card_h + self.top() + self.caption_h()

    def cards_width(self) -> float:
        n = len(self.cards.cards) + (1 if self.cards.deck else 0)
        return max(n * (self.card_w + 4) - 4 + self.ends_width(), self.card_w)

    def caption_h(self) -> float:
        if not self.caption:
            return 0.0
        fm = QFontMetricsF(_font(self.caption_px, False))
        return fm.boundingRect(QRectF(0, 0, self.caption_w, 1000), int(Qt.TextFlag.TextWordWrap),
                               self.caption).height() + 2

    def ends_width(self) -> float:
        """Room the LEFT and RIGHT labels take on both sides."""
        return 2 * (self.end_w + 14) if self.end_w else 0.0

    def card_rect(self, i: int) -> QRectF:
        """The i-th card (the deck counted first)."""
        left = (self.end_w + 14 if self.end_w else 0.0) + (self.w - self.cards_width()) / 2
        return QRectF(left + i * (self.card_w + 4), self.top(), self.card_w, self.card_h)

    def top(self) -> float:
        """The cards' top: under the pointing card's tab, if any."""
        return self.tab + 3 if self.tab else 0.0

    def draw(self, p: QPainter) -> None:
        c, k = self.cards, 0
        if c.deck:
            paint_back_pile(p, self.card_rect(0), c.deck)
            k = 1
        for i, card in enumerate(c.cards):
            paint_number_card(p, self.card_rect(k + i), card)
        if c.pointer is not None and 0 <= c.pointer < len(c.cards):
            self._tab(p, self.card_rect(k + c.pointer))
        if self.caption:
            self._caption(p)
        if self.end_w and c.cards:
            p.setPen(GOLD)
            p.setFont(readable_font(p, self.end_px))
            first, last = self.card_rect(k), self.card_rect(k + len(c.cards) - 1)
            p.drawText(QRectF(0, first.top(), self.end_w, first.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.ends[0])
            p.drawText(QRectF(last.right() + 14, last.top(), self.end_w, last.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.ends[1])

    def pointer_kind(self) -> str:
        """What points at a card: the Sequence card (it has a side, A or B) or Nano."""
        return "" if self.cards.pointer is None else "sequence" if self.cards.side else "nano"

    def _caption(self, p: QPainter) -> None:
        p.setPen(QColor("#dee2e6"))
        p.setFont(readable_font(p, self.caption_px, False))
        top = self.top() + self.card_h + 2
        p.drawText(QRectF(0, top, self.w, self.h - top),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                   self.caption)

    def _tab(self, p: QPainter, r: QRectF) -> None:
        """Over the card pointed at: Nano's standee, or the Sequence card as a gold tab,
        its arrow along the line (or down onto the card when it has no direction)."""
        if self.pointer_kind() == "nano":
            h = self.tab + 3 + r.height() * 0.3               # standing on the card's top
            paint_nano(p, QRectF(r.center().x() - h * 0.375, 0, h * 0.75, h), self.cards.facing)
            return
        tab = QRectF(r.left() - 2, 0, r.width() + 4, self.tab)
        p.setPen(QPen(QColor("#111"), 1.2))
        p.setBrush(GOLD)
        p.drawRoundedRect(tab, 3, 3)
        p.setBrush(QColor("#111"))
        p.setPen(Qt.PenStyle.NoPen)
        cx, cy, s = tab.center().x(), tab.center().y(), tab.height() * 0.32
        if self.cards.side:                        # its side: A opens at 2 wires, B at 4
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, self.tab * 0.8))
            p.drawText(tab.adjusted(3, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       self.cards.side)
            p.setPen(Qt.PenStyle.NoPen)
            cx = tab.right() - s * 2
        path = QPainterPath()
        if self.cards.facing:
            d = self.cards.facing
            path.moveTo(cx + d * s * 1.4, cy)
            path.lineTo(cx - d * s, cy - s)
            path.lineTo(cx - d * s, cy + s)
        else:
            path.moveTo(cx, cy + s)
            path.lineTo(cx - s * 1.2, cy - s)
            path.lineTo(cx + s * 1.2, cy - s)
        path.closeSubpath()
        p.drawPath(path)


# ---- cards with a letter or a number -------------------------------------------------------------
class LetterCard(Piece):
    """A Constraint card (its letter) or a Challenge card (its number): face down a
    back; no longer applying (flipped, discarded, a challenge done) greyed, with a
    tick for a challenge done and a cross for a constraint that is out."""

    def __init__(self, kind: str, text: str, tip: str, w: float, colour: QColor,
                 face_up: bool = True, live: bool = True, h: float = 0.0) -> None:
        super().__init__(kind, w, h or w * 1.4, tip)
        self.text, self.colour, self.face_up, self.live = text, colour, face_up, live

    def draw(self, p: QPainter) -> None:
        r = QRectF(0, 0, self.w, self.h)
        if not self.face_up or not self.text:
            p.setPen(QPen(BACK_EDGE, 1.2))
            p.setBrush(BACK)
            p.drawRoundedRect(r, 4, 4)
            p.setPen(self.colour.lighter(130))
            p.setFont(readable_font(p, self.w * 0.5))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text or "?")
        else:
            p.setPen(QPen(QColor("#111"), 1.2))
            p.setBrush(self.colour if self.live else QColor("#6c6f7a"))
            p.drawRoundedRect(r, 4, 4)
            p.setBrush(CARD_FACE)
            p.drawEllipse(r.center(), self.w * 0.36, self.w * 0.36)
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, self.w * (0.5 if len(self.text) < 2 else 0.38)))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
        if not self.live:
            if self.kind == "challenge":
                p.setPen(QPen(QColor("#2f9e44"), 3))
                c = QPointF(r.right() - 7, r.bottom() - 7)
                p.drawLine(QPointF(c.x() - 5, c.y()), QPointF(c.x() - 1, c.y() + 4))
                p.drawLine(QPointF(c.x() - 1, c.y() + 4), QPointF(c.x() + 5, c.y() - 4))
            else:
                p.setPen(QPen(QColor(201, 42, 42, 220), 2.2))
                p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))


# ---- tokens, piles, badges ------------------------------------------------------------------
class CounterPiece(Piece):
    """A number of things: oxygen tokens (a cyan token marked O₂), face-down Equipment
    cards (a pile of backs), anything else (a grey token); with how many, and on the
    table its name under it (`caption`, already broken into lines that fit)."""

    def __init__(self, look: str, value: int, tip: str, px: float, caption: str = "",
                 caption_px: float = 11.0, caption_w: float = 0.0, high: float = 0.0) -> None:
        self.look, self.value, self.px = look, value, px
        self.caption, self.caption_px = caption, caption_px
        self.label = f"O₂ {value}" if look == "oxygen" else str(value)
        if look == "equipment":
            body_w, body_h = px, px * 1.3
        else:
            body_w, body_h = text_width(self.label, px) + 14, min(px + 8, high or px + 8)
        self.body = QRectF(0, 0, body_w, body_h)
        cap_h = 0.0
        if caption:
            fm = QFontMetricsF(_font(caption_px, False))
            cap_h = fm.boundingRect(QRectF(0, 0, caption_w, 1000), int(Qt.TextFlag.TextWordWrap),
                                    caption).height() + 2
        w = max(body_w + (6 if look == "equipment" else 0), caption_w)
        self.body.moveLeft((w - body_w) / 2)
        super().__init__("counter", w, body_h + cap_h, tip)

    def draw(self, p: QPainter) -> None:
        if self.look == "equipment":
            paint_back_pile(p, self.body.adjusted(0, 6, 0, 0), self.value, QColor("#343a40"))
        else:
            p.setPen(QPen(QColor("#111"), 1.2))
            p.setBrush(OXYGEN_C if self.look == "oxygen" else QColor("#ced4da"))
            p.drawRoundedRect(self.body, self.body.height() / 2, self.body.height() / 2)
            p.setPen(QColor("#111"))
            p.setFont(readable_font(p, self.px))
            p.drawText(self.body, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.caption:
            p.setPen(QColor("#dee2e6"))
            p.setFont(readable_font(p, self.caption_px, False))
            p.drawText(QRectF(0, self.body.bottom() + 2, self.w, self.h - self.body.bottom()),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       self.caption)


class RoleBadge(Piece):
    """A seat's part in the mission, as a badge on its name plate."""

    def __init__(self, label: str, tip: str, px: float, strong: bool = True,
                 high: float = 0.0) -> None:
        self.label, self.px, self.strong = label, px, strong
        super().__init__("role", text_width(label, px) + 12, min(px + 6, high or px + 6), tip)

    def draw(self, p: QPainter) -> None:
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(GOLD if self.strong else QColor("#868e96"))
        p.drawRoundedRect(r, self.h / 2, self.h / 2)
        p.setPen(QColor("#111"))
        p.setFont(readable_font(p, self.px))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)


def paint_nano(p: QPainter, r: QRectF, facing: int) -> None:
    """Nano the robot's standee in `r` (designed 30 by 40), looking the way it moves,
    with a gold arrow on that side (none when it may go either way)."""
    p.save()
    p.translate(r.topLeft())
    p.scale(r.width() / 30, r.height() / 40)
    p.setPen(QPen(QColor("#111"), 1.3))
    p.setBrush(QColor("#495057"))
    p.drawRoundedRect(QRectF(3, 34, 24, 6), 2, 2)             # the standee's base
    p.setBrush(QColor("#b197fc"))
    p.drawRoundedRect(QRectF(7, 16, 16, 18), 3, 3)            # body
    p.drawRoundedRect(QRectF(5, 2, 20, 14), 4, 4)             # head
    p.setBrush(QColor("#111"))
    p.drawEllipse(QPointF(11 + 2 * facing, 9), 2, 2)
    p.drawEllipse(QPointF(19 + 2 * facing, 9), 2, 2)
    if facing:
        p.setBrush(GOLD)
        x = 28 if facing > 0 else 2
        path = QPainterPath(QPointF(x + facing * 4, 25))
        path.lineTo(x - facing * 4, 19)
        path.lineTo(x - facing * 4, 31)
        path.closeSubpath()
        p.drawPath(path)
    p.restore()


class NanoPiece(Piece):
    """Nano the robot, a standee on the 1-12 track."""

    def __init__(self, facing: int, tip: str) -> None:
        super().__init__("nano", 30, 40, tip)
        self.facing = facing

    def draw(self, p: QPainter) -> None:
        paint_nano(p, QRectF(0, 0, self.w, self.h), self.facing)


class TrackMark(Piece):
    """The value the Sequence card (or Nano on a line) points at, marked on the 1-12
    track: a gold frame around its space."""

    Z = 8                                      # under the track's markers (its own z is 0)

    def __init__(self, w: float, h: float, tip: str) -> None:
        super().__init__("track_mark", w, h, tip)

    def draw(self, p: QPainter) -> None:
        p.setPen(QPen(GOLD, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(0, 0, self.w, self.h), 7, 7)


class WireMark(Piece):
    """A token on a wire: the X token (out of order, no equipment) in front of it, or
    a pointing finger's number on a wire a special cut has pointed at."""

    def __init__(self, kind: str, text: str, r: float, tip: str) -> None:
        super().__init__(kind, 2 * r, 2 * r, tip)
        self.text = text
        self.setZValue(46)                     # over the tiles and plates, like a star

    def draw(self, p: QPainter) -> None:
        r = QRectF(0, 0, self.w, self.h)
        x = self.kind == "x"
        p.setPen(QPen(QColor("#f1f3f5") if x else QColor("#111"), 1.5))
        p.setBrush(QColor("#212529") if x else GOLD)
        p.drawEllipse(r.adjusted(1, 1, -1, -1))
        p.setPen(QColor("#f1f3f5") if x else QColor("#111"))
        p.setFont(readable_font(p, self.w * 0.55))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class LockCard(Piece):
    """A Number card lying on an Equipment card: the card stays locked until 2 wires of
    that value are cut."""

    def __init__(self, value: int, w: float, tip: str) -> None:
        super().__init__("lock", w, w * 1.4, tip)
        self.value = value
        self.setZValue(41)                     # on the equipment card

    def draw(self, p: QPainter) -> None:
        paint_number_card(p, QRectF(0, 0, self.w, self.h), NumberCard(self.value))


__all__ = ["CardsPiece", "CounterPiece", "LetterCard", "LockCard", "NanoPiece", "Piece",
           "RoleBadge", "TrackMark", "WireMark", "scaled_px"]
