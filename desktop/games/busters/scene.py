"""The Bomb Busters table: a QGraphicsScene that reads BustersViews (never the state)
and animates the engine's events through the animation queue.

Layout: the seat at the screen sits at the bottom with its wires face up and
large; teammates sit across the table, clockwise from the left; the board (the
detonator dial, the 1-12 track with validation tokens and markers, the equipment
cards and the mission card) lies in the middle."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from engine.busters.components import BOXED, FACE_DOWN
from engine.busters.missions import MISSIONS, Mission
from engine.busters.views import BustersView
from desktop.contrast import ground, pick
from desktop.games.busters.animations import H, W, AnimationsMixin, _Proxy
from desktop.games.busters.items import (CoachStar, DialItem, EquipmentCard, LabelBadge, MissionCardItem,
                                         READABLE_PX, SeatPlate, TokenItem, TrackItem, WireTile,
                                         wire_colour)
from desktop.games.busters.missions_text import mission_title
from desktop.games.busters.pieces_layout import Pieces
from desktop.games.busters.texts import EQUIPMENT_RULES, RULE_TIPS, equipment_name, equipment_rule, tr
from desktop.i18n import translate
from desktop.widgets.items import add_text
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.flash import FlashItem
from desktop.widgets.sound import SoundBoard
from desktop.widgets.plain import plain_tip

TOP_Y = 72.0               # teammates' tiles (centre line)
BOTTOM_Y = 690.0           # the viewer's tiles (centre line)
CUT_SHIFT = 14.0           # cut wires move towards the middle of the table


class BustersScene(AnimationsMixin, QGraphicsScene):
    GROUND = "#123247"                      # the table's ground (black in high contrast)
    clicked = Signal(object)                 # an item's key: ("wire", addr), ("equip", name), ("mission",)
    synced = Signal(object)                  # the view now shown (the mission panel follows it)

    def __init__(self, names: list[str], bots: list[str], queue: AnimationQueue,
                 sound: SoundBoard | None = None) -> None:
        super().__init__(0, 0, W, H)
        self.names, self.bots, self.queue = names, bots, queue
        self.sound = sound or SoundBoard(False)
        self.n = len(names)
        self.viewer: int | None = None
        self.view: BustersView | None = None
        self.tiles: dict[tuple[int, int, int], WireTile] = {}
        self.tokens: list[TokenItem] = []
        self.badges: list[LabelBadge] = []
        self.rails: list = []                # stand rails and their numbers
        self.plates: dict[int, SeatPlate] = {s: SeatPlate(seat=s) for s in range(self.n)}
        self.clickable: set = set()
        self.selected: set = set()
        self.coach: dict[tuple[int, int, int], tuple[str, str]] = {}
        self.suggested: set = set()          # wires the coach's Expert would point at
        self.stars: dict[tuple, CoachStar] = {}   # ... each marked by a star above it
        self._tile_size: dict[tuple[int, int], tuple[float, float]] = {}
        self._stand_origin: dict[tuple[int, int], QPointF] = {}
        self.setBackgroundBrush(QBrush(ground(self.GROUND)))
        board = QGraphicsRectItem(QRectF(20, 258, W - 40, 272))
        self.addItem(board)
        self.board = board
        self.restyle()
        for p in self.plates.values():
            p.setZValue(30)
            self.addItem(p)
        self.dial = DialItem()
        self.dial.setPos(130, 378)
        self.addItem(self.dial)
        self.track = TrackItem()
        self.track.setPos(262, 300)
        self.addItem(self.track)
        self.mission_card = MissionCardItem()
        self.mission_card.setPos(52, 466)
        self.addItem(self.mission_card)
        self.equipment: dict[str, EquipmentCard] = {}
        self.title = self._text(QPointF(262, 236), 17, bold=True)
        self.info_text = self._text(QPointF(262, 400), 12)
        self.banner = self._text(QPointF(W / 2, 520), 22, bold=True)
        self.flash = FlashItem(self, z=200)        # over the whole view, margins included; under BOOM!
        self._flash = self.flash
        self.miss = self._text(QPointF(W / 2, H / 2), 34, bold=True)    # a wrong cut's banner
        self.miss.setZValue(190)
        self.miss.setBrush(QColor("#ff6b6b"))
        self.miss.setOpacity(0)
        self._miss = _Proxy(self.miss.setOpacity, self.miss.opacity)
        self.boom = self._text(QPointF(W / 2, H / 2), 96, bold=True)
        self.boom.setZValue(210)
        self.boom.setBrush(QColor("#ffffff"))
        self.boom.setVisible(False)
        self._keep: list = []                # animations' helpers kept alive
        self.pieces = Pieces(self)           # the mission's own pieces (pieces_layout.py)

    def restyle(self) -> None:
        """The board's look, black edged in white in high contrast (the table calls this
        when the setting changes)."""
        self.board.setBrush(pick(QColor("#1a4560"), QColor("#000000")))
        self.board.setPen(QPen(pick(QColor("#2f6e8f"), QColor("#ffffff")), 3))

    def _text(self, pos: QPointF, size: int, bold: bool = False) -> QGraphicsSimpleTextItem:
        return add_text(self, pos, size, bold)

    def view_scaled(self, scale: float) -> None:
        """The view shows the table at `scale`: the wire counts grow to stay readable."""
        font = self.info_text.font()
        font.setPixelSize(max(12, math.ceil(READABLE_PX / max(scale, 0.01))))
        self.info_text.setFont(font)
        self.pieces.scaled(scale)

    # ---- geometry -------------------------------------------------------------
    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def others(self) -> list[int]:
        """Teammates clockwise from the bottom seat's left."""
        b = self.bottom_seat()
        return [(b + k) % self.n for k in range(1, self.n)]

    def _layout(self, view: BustersView) -> None:
        stands: dict[int, list] = {}
        for st in view.stands:
            stands.setdefault(st.seat, []).append(st)
        self._stands = stands
        self._tile_size.clear()
        self._stand_origin.clear()
        # across the table: one row, or two when one row would make the tiles too small
        seats = self.others()
        rows_of_seats = [seats]
        if self._row_width(seats, stands) < 34 and len(seats) >= 3:
            half = (len(seats) + 1) // 2
            rows_of_seats = [seats[:half], seats[half:]]
        tw = min(self._row_width(r, stands) for r in rows_of_seats)
        th = tw * 1.45
        self.two_rows = len(rows_of_seats) == 2
        for k, row_seats in enumerate(rows_of_seats):
            y = TOP_Y if not self.two_rows else 32 + th / 2 + k * (th + 86)
            rows = [(s, st) for s in row_seats for st in stands.get(s, [])]
            tiles = sum(len(st.slots) for _, st in rows)
            gaps = (len(rows) - 1) * 26 + (len(row_seats) - 1) * 10
            x = (W - (tiles * (tw + 3) + gaps)) / 2
            prev_seat = None
            for s, st in rows:
                if prev_seat is not None:
                    x += 26 + (10 if s != prev_seat else 0)
                self._stand_origin[(s, st.index)] = QPointF(x, y)
                self._tile_size[(s, st.index)] = (tw, th)
                x += len(st.slots) * (tw + 3)
                prev_seat = s
        self._place_board(302.0 if self.two_rows else 258.0)
        # the seat at the bottom
        b = self.bottom_seat()
        mine = stands.get(b, [])
        tiles = sum(len(st.slots) for st in mine)
        gaps = (len(mine) - 1) * 34
        bw = max(24.0, min(60.0, (W - 60 - gaps) / max(tiles, 1) - 4))
        bh = min(bw * 1.45, 84.0)
        x = (W - (tiles * (bw + 4) + gaps)) / 2
        for st in mine:
            self._stand_origin[(b, st.index)] = QPointF(x, BOTTOM_Y)
            self._tile_size[(b, st.index)] = (bw, bh)
            x += len(st.slots) * (bw + 4) + 34

    @staticmethod
    def _row_width(seats: list[int], stands: dict) -> float:
        """The tile width that fits these seats' stands in one row."""
        rows = [st for s in seats for st in stands.get(s, [])]
        tiles = sum(len(st.slots) for st in rows)
        gaps = (len(rows) - 1) * 26 + (len(seats) - 1) * 10
        return max(18.0, min(44.0, (W - 60 - gaps) / max(tiles, 1) - 3))

    def _place_board(self, top: float) -> None:
        """The board between the two rows of stands: dial, track, equipment, mission."""
        self.board_top = top
        self.board.setRect(QRectF(20, top, W - 40, 272))
        self.dial.setPos(130, top + 104)
        self.track.setPos(236, top + 82)
        self.title.setPos(236, top + 14)
        self.mission_card.setPos(236, top + 168)
        self.info_text.setPos(406, top + 176)

    def tile_home(self, addr: tuple[int, int, int], cut: bool) -> QPointF:
        seat, stand, slot = addr
        o = self._stand_origin[(seat, stand)]
        tw, _ = self._tile_size[(seat, stand)]
        gap = 4 if seat == self.bottom_seat() else 3
        shift = 0.0
        if cut:
            shift = -CUT_SHIFT if seat == self.bottom_seat() else CUT_SHIFT
        return QPointF(o.x() + slot * (tw + gap) + tw / 2, o.y() + shift)

    def token_pos(self, addr: tuple[int, int, int], k: int = 0) -> QPointF:
        seat, stand, _ = addr
        _, th = self._tile_size[(seat, stand)]
        home = self.tile_home(addr, False)
        toward = -1 if seat == self.bottom_seat() else 1
        return QPointF(home.x(), home.y() + toward * (th / 2 + CUT_SHIFT + 14 + k * 20))

    def seat_anchor(self, seat: int) -> QPointF:
        plate = self.plates[seat]
        return plate.pos() + QPointF(plate.width / 2, plate.H / 2)

    # ---- showing a view --------------------------------------------------------------
    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.selected.clear()
        self.clickable.clear()
        self.coach.clear()
        self.suggested = set()

    def sync(self, view: BustersView) -> None:
        """Put every item where `view` says, without animation."""
        self.view = view
        self.boom.setVisible(False)
        self.flash.setOpacity(0)
        self._layout(view)
        seen = set()
        for st in view.stands:
            tw, th = self._tile_size[(st.seat, st.index)]
            for i, sl in enumerate(st.slots):
                addr = (st.seat, st.index, i)
                seen.add(addr)
                tile = self.tiles.get(addr)
                if tile is None:
                    tile = WireTile(tw, th)
                    tile.setZValue(10)
                    self.addItem(tile)
                    self.tiles[addr] = tile
                tile.set_size(tw, th)
                tile.key = ("wire", addr)
                tile.printed = sl.wire
                tile.cut = sl.cut
                tile.flip = 1.0 if sl.wire != "?" else 0.0
                tile.setPos(self.tile_home(addr, sl.cut))
                tile.setScale(1.0)
                tile.setOpacity(1.0)
                tile.setVisible(True)
                tile.setToolTip(plain_tip(self._tile_tip(addr, sl)))
        for addr in list(self.tiles):
            if addr not in seen:
                self.removeItem(self.tiles.pop(addr))
        for t in self.tokens + self.badges + self.rails:
            self.removeItem(t)
        self.tokens, self.badges, self.rails = [], [], []
        for st in view.stands:                      # each tile stand: a wooden rail behind its wires
            if not st.slots:
                continue
            tw, th = self._tile_size[(st.seat, st.index)]
            first = self.tile_home((st.seat, st.index, 0), False)
            last = self.tile_home((st.seat, st.index, len(st.slots) - 1), False)
            away = 1 if st.seat == self.bottom_seat() else -1          # the rail is on the owner's side
            rail = QGraphicsRectItem(QRectF(first.x() - tw / 2 - 5, first.y() + away * th * 0.18 - th * 0.32,
                                            last.x() - first.x() + tw + 10, th * 0.64))
            rail.setBrush(QColor("#6b4a2b"))
            rail.setPen(QPen(QColor("#3d2815"), 1.5))
            rail.setZValue(5)
            self.addItem(rail)
            self.rails.append(rail)
            if len(self._stands.get(st.seat, [])) > 1:  # two stands: number them as the log does
                num = QGraphicsSimpleTextItem(str(st.index + 1))
                f = QFont()
                f.setPixelSize(15)
                f.setBold(True)
                num.setFont(f)
                num.setBrush(QColor("#f1d3a8"))
                num.setPos(first.x() - tw / 2 - 16, rail.rect().top())
                num.setZValue(6)
                num.setToolTip(translate("Busters", "Stand %1").replace("%1", str(st.index + 1)))
                self.addItem(num)
                self.rails.append(num)
        for st in view.stands:
            for i, sl in enumerate(st.slots):
                for k, text in enumerate(sl.tokens):
                    tok = TokenItem(text, 10 if st.seat != self.bottom_seat() else 12)
                    tok.setData(0, (st.seat, st.index, i))
                    tok.setPos(self.token_pos((st.seat, st.index, i), k))
                    tok.setZValue(20)
                    tok.setToolTip(tr(RULE_TIPS["info"]))
                    self.addItem(tok)
                    self.tokens.append(tok)
            for k, text in enumerate(st.beside):
                o = self._stand_origin[(st.seat, st.index)]
                tok = TokenItem(text, 10)
                tok.setPos(o + QPointF(-16, 0 + k * 22))
                self.addItem(tok)
                self.tokens.append(tok)
        for kind, a, b in view.labels:
            if tuple(a) in self.tiles and tuple(b) in self.tiles:
                pa, pb = self.tile_home(tuple(a), False), self.tile_home(tuple(b), False)
                badge = LabelBadge(kind)
                toward = -1 if a[0] == self.bottom_seat() else 1      # in front: towards the middle
                _, th = self._tile_size[(a[0], a[1])]
                badge.setPos((pa + pb) / 2 + QPointF(0, toward * (th / 2 + 2)))
                badge.setZValue(25)
                self.addItem(badge)
                self.badges.append(badge)
        self._sync_plates(view)
        self._sync_board(view)
        self.pieces.sync(view)
        self.apply_marks()
        self.synced.emit(view)

    def _tile_tip(self, addr, sl) -> str:
        name = self.names[addr[0]]
        where = translate("Busters", "%1's wire #%2").replace("%1", name).replace("%2", str(addr[2] + 1))
        if sl.wire == "?":
            tip = where + "\n" + translate("Busters", "A hidden wire.")
            if addr in self.coach:
                tip += "\n" + self.coach[addr][1]
            return tip
        colour = wire_colour(sl.wire)
        rule = {"yellow": RULE_TIPS["yellow"], "red": RULE_TIPS["red"]}.get(colour)
        state = translate("Busters", "cut") if sl.cut else translate("Busters", "uncut")
        tip = translate("Busters", "%1: %2 (%3)").replace("%1", where).replace("%2", sl.wire).replace("%3", state)
        return tip + ("\n" + tr(rule) if rule else "")

    def _sync_plates(self, view: BustersView) -> None:
        for s in range(self.n):
            plate = self.plates[s]
            mine = self._stands.get(s, [])
            first = self._stand_origin[(s, mine[0].index)]
            tw, th = self._tile_size[(s, mine[0].index)]
            last = mine[-1]
            end = self.tile_home((s, last.index, max(len(last.slots) - 1, 0)), False).x() + tw / 2
            plate.width = max(150.0, end - first.x())
            if s == self.bottom_seat():
                plate.setPos(first.x(), BOTTOM_Y + th / 2 + 8)
            else:
                plate.setPos(first.x(), first.y() - th / 2 - 30)
            plate.name = self.names[s]
            plate.bot = self.bots[s]
            plate.captain = s == view.captain
            plate.you = s == self.viewer
            plate.active = view.phase not in ("over",) and s == view.active and view.phase != "setup_info" \
                or (view.phase == "setup_info" and s == view.active)
            plate.ddet_used = view.characters[s][2] if s < len(view.characters) else False
            plate.boxed = s < len(view.characters) and view.characters[s][0] == BOXED
            plate.status = self._status(view, s)
            plate.setToolTip(plain_tip(self._character_tip(view, s)))

    def _character_tip(self, view: BustersView, s: int) -> str:
        """The seat's character card: who it is and whether its Double Detector is spent."""
        name, personal, used = view.characters[s] if s < len(view.characters) else ("", "ddet", False)
        if name == BOXED:                   # mission 28: no card, no personal equipment
            return f"{self.names[s]} — " + translate("Busters", "Character card: back in the box")
        who = translate("Busters", "Character card: the Captain") if name == "captain" else \
            translate("Busters", "Character card: face down") if name == FACE_DOWN else \
            translate("Busters", "Character card %1").replace("%1", name.lstrip("c"))
        state = translate("Busters", "used (face down)") if used else translate("Busters", "available")
        return f"{self.names[s]} — {who}\n{equipment_name(personal)}: {state}\n{tr(EQUIPMENT_RULES.get(personal, ''))}"

    def _status(self, view: BustersView, s: int) -> str:
        if view.phase == "over":
            return ""
        if view.phase == "setup_info" and s == view.active:
            return translate("Busters", "places an info token")
        if view.phase == "resolve" and s in view.to_act:
            return translate("Busters", "chooses")
        if view.phase == "walkie" and s in view.to_act:
            return translate("Busters", "gives a wire")
        if s == view.active:
            return translate("Busters", "thinking…") if self.bots[s] else translate("Busters", "to play")
        return ""

    def _sync_board(self, view: BustersView) -> None:
        # a table outlives a mission taken away (tests' probes): the base rules then
        mission = MISSIONS.get(view.mission) or Mission()
        self.dial.setVisible(mission.dial)                      # mission 53: no dial
        self.dial.start_spaces = view.players
        self.dial.spaces = float(view.detonator)
        self.dial.caption = translate("Busters", "Detonator: %1").replace("%1", str(view.detonator))
        self.dial.setToolTip(tr(RULE_TIPS["detonator"]))
        self.track.validated = set(view.validated)
        # mission 50: the markers are back in the box (the values stay known)
        self.track.markers = list(view.markers) if mission.markers else []
        counts: dict[int, int] = {}
        for st in view.stands:
            for sl in st.slots:
                if sl.cut and sl.wire.isdigit():
                    counts[int(sl.wire)] = counts.get(int(sl.wire), 0) + 1
        self.track.cut_counts = counts
        self.track.setToolTip(tr(RULE_TIPS["validation"]) + "\n" + tr(RULE_TIPS["markers"]))
        self.mission_card.number = view.mission
        self.mission_card.title = mission_title(view.mission)
        self.mission_card.hint = translate("Busters", "Click: the mission card")
        # the tile may lack room for its title or its hint
        self.mission_card.setToolTip(f"{self.mission_card.title}\n{self.mission_card.hint}")
        self.mission_card.update()
        self.title.setText(translate("Busters", "Mission %1 · %2").replace("%1", str(view.mission))
                           .replace("%2", mission_title(view.mission)))
        inplay = dict(view.in_play)
        parts = []
        if inplay.get("Y"):
            parts.append(translate("Busters", "yellow wires in play: %1").replace("%1", str(inplay["Y"])))
        if inplay.get("R") or any(m[0] == "red" for m in view.markers):
            parts.append(translate("Busters", "red wires in play: %1").replace("%1", str(inplay.get("R", 0))))
        self.info_text.setText("\n".join(parts))     # one under the other: room to grow (view_scaled)
        names = {name for _, name, _ in view.equipment}
        for name in list(self.equipment):
            if name not in names:
                self.removeItem(self.equipment.pop(name))
        for i, (number, name, status) in enumerate(view.equipment):
            card = self.equipment.get(name)
            if card is None:
                card = EquipmentCard(number, name, equipment_name(name))
                self.addItem(card)
                self.equipment[name] = card
            card.title = equipment_name(name)
            card.status = status
            card.flip = 0.0 if status == "used" else 1.0
            card.setScale(1.0)
            step = min(84.0, 410.0 / max(len(view.equipment), 1))     # right of the track
            card.setPos(W - 40 - len(view.equipment) * step + i * step + step / 2,
                        self.board_top + 82 + self.equipment[name].H / 2 - 16)
            card.setToolTip(f"{number}. {equipment_name(name)} ({self._status_name(status)})\n{equipment_rule(name)}")
        self.banner.setText("")

    @staticmethod
    def _status_name(status: str) -> str:
        return {"locked": translate("Busters", "locked: cut 2 wires of its number to unlock it"),
                "ready": translate("Busters", "ready"),
                "used": translate("Busters", "used")}[status]

    # ---- what a person may click -------------------------------------------------------
    def apply_marks(self) -> None:
        for addr, tile in self.tiles.items():
            key = ("wire", addr)
            tile.clickable = key in self.clickable
            tile.selected = key in self.selected
            c = self.coach.get(addr)
            tile.coach = c[0] if c and tile.printed == "?" else ""
            tile.suggested = addr in self.suggested
            if not tile.clickable:
                tile.hover = False
        self._place_stars()
        for name, card in self.equipment.items():
            key = ("equip", name)
            card.clickable = key in self.clickable
            card.glow = card.clickable
            card.selected_up = key in self.selected

    def _place_stars(self) -> None:
        """A star above each wire the coach suggests (and none elsewhere)."""
        for addr in [a for a in self.stars if a not in self.suggested or a not in self.tiles]:
            self.removeItem(self.stars.pop(addr))
        for addr in self.suggested:
            tile = self.tiles.get(addr)
            if tile is None:
                continue
            size = max(16.0, tile.w * 0.55)
            star = self.stars.get(addr)
            if star is None or star.size != size:
                if star is not None:
                    self.removeItem(star)
                star = self.stars[addr] = CoachStar(size)
                self.addItem(star)
            star.setPos(tile.pos().x(), tile.pos().y() - tile.h / 2 - size / 2 - 2)

    def set_marks(self, clickable: set, selected: set) -> None:
        self.clickable, self.selected = set(clickable), set(selected)
        self.apply_marks()

    def set_coach(self, coach: dict) -> None:
        self.coach = dict(coach)
        if self.view is not None:
            for st in self.view.stands:
                for i, sl in enumerate(st.slots):
                    addr = (st.seat, st.index, i)
                    if addr in self.tiles:
                        self.tiles[addr].setToolTip(plain_tip(self._tile_tip(addr, sl)))
        self.apply_marks()
