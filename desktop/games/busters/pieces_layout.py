"""Where a mission's pieces (pieces.py) lie on the Bomb Busters table, from the typed
components of the view (view.mission_info) and the X marks on its wires:

- on the board, right of the wire counts and under the equipment: the cards, piles and
  tokens on the table (a line of Number cards, a deck, Constraint and Challenge cards,
  the table's reserve);
- on the 1-12 track: Nano's standee, and a frame on the value a pointing card points at;
- on a seat's name plate, at its right end: its role's badge, its Constraint cards, its
  Number cards and its oxygen tokens (the plate's status text keeps left of them);
- on the equipment: a Number card lying on a locked card, the face-down Equipment cards
  as a pile beside the row;
- on the wires: the X token in front of an X wire, the numbers of a special cut's pointing.

What a piece says is written by the mission's texts (mission_texts) and the shared
card texts (mission_texts/cards.py). Clock, Stage and Grid have no piece here (the side
panel, the clock and the map show them). Generic: no mission is named here."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from desktop.games.busters import mission_texts
from desktop.games.busters.items import _font
from desktop.games.busters.mission_panel import heading
from desktop.games.busters.mission_texts.cards import challenge_line, constraint_line
from desktop.games.busters.pieces import (CHALLENGE_C, CONSTRAINT_C, CardsPiece, CounterPiece,
                                          LetterCard, LockCard, NanoPiece, Piece, RoleBadge,
                                          TrackMark, WireMark, scaled_px)
from desktop.i18n import listing, translate
from desktop.widgets.linebreak import keep_words
from desktop.widgets.plain import plain_tip
from engine.busters import marks
from engine.busters.missions.components import (Cards, Challenge, Constraint, Counter,
                                                EquipmentLock, Pointed, Role, Stage, TrackMarker)

GAP = 12.0
CAPTION_W = 120.0              # a counter's name on the table wraps at this width
OXYGEN = ("oxygen", "reserve")  # counters that are oxygen tokens
PILE_OF_EQUIPMENT = "face_down_equipment"
SEAT_H = 22.0                  # pieces on a name plate (24 px high) stay within it


class Pieces:
    """The pieces of the view the scene shows; rebuilt with each view (and when the
    table's scale changes: the smallest table needs larger pieces to stay readable)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.items: list[Piece] = []
        self.scale = 1.0
        self.new = False              # the first game of this mission here: pieces outlined
        self.view: Any = None

    def scaled(self, scale: float) -> None:
        self.scale = scale
        if self.view is not None:
            self.sync(self.view)

    # ---- building ---------------------------------------------------------------------------
    def sync(self, view: Any) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        self.view = view
        self.text = mission_texts.get(view.mission)
        table: list[Piece] = []
        seats: dict[int, list[Piece]] = {}
        head = ""
        for c in view.mission_info:
            if isinstance(c, Stage):          # a heading: it names the next piece
                label = self._named(c.id)[0]
                head = label.rstrip(":： ") if heading(label) else ""
                continue
            for piece, where in self._pieces(c):
                if head:
                    piece.setToolTip(plain_tip(head + "\n" + piece.tip))
                    piece.tip = head + "\n" + piece.tip
                if where == "table":
                    table.append(piece)
                elif isinstance(where, int):
                    seats.setdefault(where, []).append(piece)
                self._add(piece)
            head = ""
        self._x_tokens(view)
        self._lay_table(table)
        for seat, plate in self.scene.plates.items():
            self._lay_seat(plate, seats.get(seat, []))
        for item in self.items:
            item.new = self.new
            if self.new:
                item.tip += "\n\n" + translate("BustersPanel", "★ New in this mission (see its card)")
                item.setToolTip(plain_tip(item.tip))

    def _add(self, piece: Piece) -> None:
        self.scene.addItem(piece)
        self.items.append(piece)

    def _named(self, key: str) -> tuple[str, str]:
        if self.text is None or key not in self.text.components:
            return "", ""
        label, tip = self.text.components[key]
        return mission_texts.tr(label), mission_texts.tr(tip)

    def _whose(self, line: str, owner: int | None) -> str:
        names = self.scene.names
        if owner is None or not 0 <= owner < len(names):
            return line
        return translate("BustersPanel", "%1 (%2)").replace("%1", line).replace("%2", names[owner])

    def _tip(self, key: str, owner: int | None = None, head: str = "") -> str:
        label, tip = self._named(key)
        first = self._whose(head or label, owner)
        return "\n".join(t for t in (first, tip) if t)

    def _pieces(self, c: Any) -> list[tuple[Piece, Any]]:
        """The piece(s) of one component, each with where it goes: "table", a seat, or
        "placed" (put in place here: on the track, the equipment, a wire)."""
        if isinstance(c, Cards):
            return self._cards(c)
        if isinstance(c, Constraint):
            head = (constraint_line(c.letter) if c.letter
                    else translate("BustersPanel", "A face-down Constraint card"))
            if not c.active:
                head += "\n" + translate("BustersPieces", "It no longer applies.")
            small = c.owner is not None
            card = LetterCard("constraint", c.letter, self._whose(head, c.owner),
                              self._card_w(small) * (1.0 if small else 1.1), CONSTRAINT_C,
                              c.face_up, c.active, SEAT_H if small else 0.0)
            return [(card, "table" if c.owner is None else c.owner)]
        if isinstance(c, Challenge):
            head = challenge_line(c.number)
            if c.done:
                head += "\n" + translate("BustersPieces", "Completed.")
            card = LetterCard("challenge", str(c.number), self._tip("challenge", head=head),
                              self._card_w() * 1.1, CHALLENGE_C, True, not c.done)
            return [(card, "table")]
        if isinstance(c, Counter):
            return self._counter(c)
        if isinstance(c, Role):
            label, _tip = self._named(c.id)
            badge = RoleBadge(label, self._tip(c.id, c.seat), scaled_px(11, self.scale),
                              strong=not c.id.startswith("not"), high=SEAT_H)
            return [(badge, c.seat)]
        if isinstance(c, TrackMarker):
            return [(self._nano(c), "placed")]
        if isinstance(c, EquipmentLock):
            return [(p, "placed") for p in self._lock(c)]
        if isinstance(c, Pointed):
            return [(p, "placed") for p in self._pointed(c)]
        return []

    def _card_w(self, small: bool = False) -> float:
        """A Number card's width: on the board, or on a name plate (smaller)."""
        if small:
            return max(18.0, scaled_px(11, self.scale) * 1.15)
        return max(40.0, scaled_px(12, self.scale) * 1.9)

    def _cards(self, c: Cards) -> list[tuple[Piece, Any]]:
        small = c.owner is not None
        ends = ((translate("BustersMission", "Left end"), translate("BustersMission", "Right end"))
                if c.facing and not small else ("", ""))
        tip = self._tip(c.id, c.owner)
        if c.deck:
            n = c.deck                 # (lupdate reads only a plain name as the count)
            tip += "\n" + translate("BustersPanel", "(%n face down)", None, n)
        piece = CardsPiece(c, tip, self._card_w(small), ends, scaled_px(12, self.scale),
                           SEAT_H if small else 0.0)
        label = self._named(c.id)[0]
        if label and not small:                # on the board, their name under them
            piece.set_caption(keep_words(label), scaled_px(11, self.scale), CAPTION_W * 2,
                              self.zone().height() - piece.h)
        out: list[tuple[Piece, Any]] = [(piece, "table" if c.owner is None else c.owner)]
        if c.pointer is not None and 0 <= c.pointer < len(c.cards):
            card = c.cards[c.pointer]
            if card.value is not None and 1 <= card.value <= 12:
                out.append((self._track_mark(card.value, tip), "placed"))
        return out

    def _counter(self, c: Counter) -> list[tuple[Piece, Any]]:
        label, _tip = self._named(c.id)
        tip = self._whose(translate("BustersPanel", "%1: %2").replace("%1", label)
                          .replace("%2", str(c.value)), c.owner)
        tip = "\n".join(t for t in (tip, self._named(c.id)[1]) if t)
        px = scaled_px(12, self.scale)
        if c.id == PILE_OF_EQUIPMENT:
            pile = CounterPiece("equipment", c.value, tip, 60.0)
            return [(pile, "placed")] if self._pile_of_equipment(pile) else []
        look = "oxygen" if c.id in OXYGEN else "count"
        if c.owner is not None:
            return [(CounterPiece(look, c.value, tip, px, high=SEAT_H), c.owner)]
        small = scaled_px(11, self.scale)
        caption, width = self._caption(label, small)
        return [(CounterPiece(look, c.value, tip, px, caption, small, width), "table")]

    @staticmethod
    def _caption(label: str, px: float) -> tuple[str, float]:
        """A counter's name in lines of at most CAPTION_W (wider when a word is wider)."""
        fm = QFontMetricsF(_font(px, False))
        rect = fm.boundingRect(QRectF(0, 0, CAPTION_W, 1000), int(Qt.TextFlag.TextWordWrap),
                               keep_words(label))
        return keep_words(label), max(rect.width(), 10.0)

    # ---- pieces put in place at once ---------------------------------------------------------
    def _track_mark(self, value: int, tip: str) -> Piece:
        track = self.scene.track
        cell = track.cell(value).translated(track.pos())
        mark = TrackMark(cell.width() + 6, cell.height() + 6, tip)
        mark.setPos(cell.topLeft() - QPointF(3, 3))
        return mark

    def _nano(self, c: TrackMarker) -> Piece:
        label, _tip = self._named(c.id)
        if c.value == 0:
            where = translate("BustersPanel", "just before space 1")
        else:
            where = (translate("BustersPanel", "space %1, moving up") if c.facing > 0
                     else translate("BustersPanel", "space %1, moving down") if c.facing < 0
                     else translate("BustersPanel", "space %1")).replace("%1", str(c.value))
        nano = NanoPiece(c.facing, self._tip(c.id, head=translate("BustersPanel", "%1: %2")
                                             .replace("%1", label).replace("%2", where)))
        track = self.scene.track
        cw = track.CELL
        cx = track.pos().x() + ((c.value - 1) * cw + (cw - 4) / 2 if c.value else -cw / 2)
        nano.setPos(cx - nano.w / 2, track.pos().y() - nano.h - 2)
        nano.value = c.value
        return nano

    def _lock(self, c: EquipmentLock) -> list[Piece]:
        cards = [card for card in self.scene.equipment.values() if card.number == c.equipment]
        if not cards:
            return []
        head = (translate("BustersPanel", "Equipment %1: locked by the Number card %2")
                .replace("%1", str(c.equipment)).replace("%2", str(c.value)))
        lock = LockCard(c.value, 30.0, self._tip("lock", head=head))
        # lying on the card's lower half, a little askew: its number and name still show
        card = cards[0]
        lock.setPos(card.pos() + QPointF(-lock.w / 2 + 6, card.H / 2 - lock.h))
        lock.setRotation(8)
        lock.equipment = c.equipment
        return [lock]

    def _pointed(self, c: Pointed) -> list[Piece]:
        names = self.scene.names
        wires = listing(translate("Busters", "%1's wire #%2").replace("%1", names[a[0]])
                        .replace("%2", str(a[2] + 1)) for a in c.addrs)
        tip = (translate("BustersPanel", "Pointed at: %1 (%2 of %3)").replace("%1", wires or "—")
               .replace("%2", str(len(c.addrs))).replace("%3", str(c.need)))
        out = []
        for k, addr in enumerate(c.addrs):
            tile = self.scene.tiles.get(tuple(addr))
            if tile is None:
                continue
            r = max(10.0, scaled_px(12, self.scale) * 0.75)
            mark = WireMark("pointed", str(k + 1), r, tip)
            mark.setPos(tile.pos() - QPointF(r, r))
            mark.addr = tuple(addr)
            out.append(mark)
        return out

    def _x_tokens(self, view: Any) -> None:
        label, tip = self._named("x_wire")
        for st in view.stands:
            for i, sl in enumerate(st.slots):
                if marks.X not in sl.marks:
                    continue
                addr = (st.seat, st.index, i)
                if addr not in self.scene.tiles:
                    continue
                r = max(11.0, scaled_px(12, self.scale) * 0.7)
                token = WireMark("x", "X", r, "\n".join(t for t in (label, tip) if t))
                token.setPos(self.scene.token_pos(addr, len(sl.tokens)) - QPointF(r, r))
                token.addr = addr
                self._add(token)

    def _pile_of_equipment(self, pile: Piece) -> bool:
        """Beside the equipment row, on its left (the row fills from the right)."""
        cards = list(self.scene.equipment.values())
        top = self.scene.board_top + 66
        right = min((c.pos().x() - c.W / 2 for c in cards), default=self.scene.width() - 40) - GAP
        pile.setPos(right - pile.w, top)
        return True

    # ---- the board's free corner and the name plates -----------------------------------------
    def zone(self) -> QRectF:
        """Right of the wire counts, under the track and the equipment."""
        s = self.scene
        info = s.info_text
        left = info.pos().x() + (info.boundingRect().width() + 2 * GAP if info.text() else 0)
        left = max(left, s.mission_card.pos().x() + s.mission_card.W + GAP)
        top = s.board_top + 178
        return QRectF(left, top, s.width() - 30 - left, s.board_top + 268 - top)

    def _lay_table(self, pieces: list[Piece]) -> None:
        if not pieces:
            return
        zone = self.zone()

        def width() -> float:
            return sum(p.w for p in pieces) + GAP * (len(pieces) - 1)
        lines = [p for p in pieces if isinstance(p, CardsPiece)]
        if width() > zone.width() and lines:
            # a long line of cards: narrower cards (as narrow as their numbers allow)
            cards = sum(p.cards_width() - p.ends_width() for p in lines)
            k = (zone.width() - (width() - cards)) / cards
            for p in lines:
                p.resize(max(p.card_w * k, self._card_w(small=True)), p.card_h * 0.85)
        # still too many for the corner: all drawn a little smaller
        k = min(1.0, zone.width() / width(), zone.height() / max(p.h for p in pieces))
        x = zone.left()
        for p in pieces:
            p.setScale(k)
            p.setPos(x, zone.top())
            x += (p.w + GAP) * k

    def _lay_seat(self, plate: Any, pieces: list[Piece]) -> None:
        """At the plate's right end, left of its Double Detector; its status moves left."""
        width = sum(p.w for p in pieces) + 4 * max(len(pieces) - 1, 0)
        plate.reserve = width + 6 if pieces else 0.0
        x = plate.pos().x() + plate.width - 40 - width
        for p in pieces:
            p.setPos(x, plate.pos().y() + plate.H / 2 - p.h / 2)
            p.setZValue(max(p.zValue(), plate.zValue() + 1))
            x += p.w + 4
