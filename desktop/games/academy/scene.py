"""The Bomb Squad Academy table: a QGraphicsScene that reads AcademyViews (never the
state) and animates the engine's events through the animation queue.

Left: the wires, Green to Yellow, each with its trigger track (trigger, tiles), its
deck (pressure plates above) and the exposed cards cascading below. Right: a panel
per seat with the score, the played action cards overlapping (the public record)
and the tools. Bottom: the hand of the seat at the screen, the X-Ray cards."""
from __future__ import annotations

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from desktop.contrast import ground
from desktop.text_size import fit_label
from desktop.games.academy.items import (
    ActionCard,
    PlateItem,
    SeatPanel,
    TileItem,
    ToolCard,
    TrackItem,
    TriggerItem,
    WireCard,
)
from desktop.games.academy.motion import HAND_Y, PANEL_X, AcademyMotion
from desktop.games.academy.texts import bomb_name, card_name, wire_name
from desktop.i18n import translate
from desktop.widgets.flash import FlashItem
from desktop.widgets.items import add_text
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.sound import SoundBoard
from engine.academy import data as D
from engine.academy.state import DRAFT, PICK, AcademyView
from desktop.widgets.plain import plain_tip

W, H = 1140.0, 720.0
COL_W = 178.0
TRACK_TOP = 106.0
DECK_Y = 126.0
CASCADE_Y = 282.0
CASCADE_STEP = 24.0
DRAFT_HEAD = 38.0         # the draft panel's title, above its tool cards
DRAFT_ROW = 158.0         # a row of the draft's tool cards (150 high)


class AcademyScene(AcademyMotion, QGraphicsScene):
    GROUND = "#15212e"                      # the table's ground (black in high contrast)
    clicked = Signal(str, object)            # kind ("hand", "deck", "track", "tool", "draft", "xray", "seat"), key

    def __init__(self, names: list[str], bots: list[str], wires: tuple[str, ...], queue: AnimationQueue,
                 sound: SoundBoard | None = None) -> None:
        super().__init__(0, 0, W, H)
        self.names, self.bots, self.wires, self.queue = names, bots, wires, queue
        self.sound = sound or SoundBoard(False)
        self.n = len(names)
        self.viewer: int | None = None
        self.view: AcademyView | None = None
        self.setBackgroundBrush(QBrush(ground(self.GROUND)))
        self.banner = self._text(QPointF(20, 4), 22, bold=True)
        self.subbanner = self._text(QPointF(20, 33), 13)
        self.columns: dict[str, QGraphicsRectItem] = {}
        self.tracks: dict[str, TrackItem] = {}
        self.triggers: dict[str, TriggerItem] = {}
        self.tiles: dict[str, list[TileItem]] = {}
        self.decks: dict[str, WireCard] = {}
        self.infos: dict[str, QGraphicsSimpleTextItem] = {}
        self.exposed: dict[str, list[WireCard]] = {w: [] for w in wires}
        for w in wires:
            col = QGraphicsRectItem(QRectF(0, 0, COL_W - 12, 614))
            col.setPos(self.col_x(w) - 6, 72)
            col.setPen(QPen(Qt.PenStyle.NoPen))
            col.setBrush(QColor(255, 255, 255, 8))
            col.setZValue(-5)
            self.addItem(col)
            self.columns[w] = col
            track = TrackItem(w, D.TRACK_LENGTHS[w])
            track.setPos(self.col_x(w) + 22, TRACK_TOP)
            self.addItem(track)
            self.tracks[w] = track
            self.tiles[w] = []
            for i in range(D.TILES_PER_TRACK):
                tile = TileItem(w)
                tile.setPos(track.pos() + QPointF(0, track.space_y(D.TRACK_LENGTHS[w] + 1 + i)))
                tile.setZValue(3)
                self.addItem(tile)
                self.tiles[w].append(tile)
            trig = TriggerItem(w)
            trig.setZValue(6)
            self.addItem(trig)
            self.triggers[w] = trig
            deck = WireCard(w)
            deck.flip = 0.0
            deck.setPos(self.deck_pos(w))
            deck.setZValue(4)
            self.addItem(deck)
            self.decks[w] = deck
            self.infos[w] = self._text(QPointF(self.col_x(w) + 52, DECK_Y + 48), 12)
        self.plates = {p: PlateItem(p) for p in D.PLATES}
        for plate in self.plates.values():
            plate.setZValue(8)
            self.addItem(plate)
        self.panels = [SeatPanel(s) for s in range(self.n)]
        self.stacks: list[list[ActionCard]] = [[] for _ in range(self.n)]
        self.tool_items: list[list[ToolCard]] = [[] for _ in range(self.n)]
        for s, panel in enumerate(self.panels):
            panel.setPos(PANEL_X, self.panel_y(s))
            self.addItem(panel)
        self.hand: list[ActionCard] = []
        self.hand_label = self._text(QPointF(20, HAND_Y - 80), 13, bold=True)
        self.draft_back = QGraphicsRectItem(QRectF(0, 0, 716, 380))
        self.draft_back.setPos(22, 180)
        self.draft_back.setBrush(QColor(10, 14, 24, 235))
        self.draft_back.setPen(QPen(QColor("#ffd54a"), 2))
        self.draft_back.setZValue(30)
        self.addItem(self.draft_back)
        self.draft_title = self._text(QPointF(40, 190), 17, bold=True)
        self.draft_title.setZValue(31)
        self.draft: list[ToolCard] = []
        self.xray: list[WireCard] = []
        self.xray_label = self._text(QPointF(470, HAND_Y - 80), 13, bold=True)
        self.flash = FlashItem(self, z=100)        # over the whole view, margins included
        self._flash = self.flash
        self.selected: set[tuple[str, object]] = set()
        self.clickable: dict[str, set] = {}
        self.lit: set[str] = set()
        self.shown_count: dict[str, int] = {}
        self.flying: list = []             # animated copies, removed at the next sync

    def _text(self, pos: QPointF, size: int = 13, bold: bool = False) -> QGraphicsSimpleTextItem:
        return add_text(self, pos, size, bold)

    # ---- geometry -------------------------------------------------------------
    def col_x(self, wire: str) -> float:
        i = self.wires.index(wire)
        return 20 + i * COL_W + (4 - len(self.wires)) * COL_W / 2

    def deck_pos(self, wire: str) -> QPointF:
        return QPointF(self.col_x(wire) + 112, DECK_Y)

    def cascade_pos(self, wire: str, i: int) -> QPointF:
        return QPointF(self.col_x(wire) + 112, CASCADE_Y + i * CASCADE_STEP)

    def trigger_pos(self, wire: str, pos: int) -> QPointF:
        track = self.tracks[wire]
        return track.pos() + QPointF(-17, track.space_y(min(pos, D.TRACK_LENGTHS[wire] + 3)))

    def plate_pos(self, wire: str, k: int, count: int) -> QPointF:
        return self.deck_pos(wire) + QPointF((k - (count - 1) / 2) * 58, -62)

    def panel_y(self, seat: int) -> float:
        order = self._order()
        return 56 + order.index(seat) * 124

    def _order(self) -> list[int]:
        """Seats from the top: the seat at the screen first."""
        first = self.viewer if self.viewer is not None else 0
        return [(first + i) % self.n for i in range(self.n)]

    def stack_pos(self, seat: int, i: int) -> QPointF:
        return QPointF(PANEL_X + 180 + i * 28, self.panel_y(seat) + 50)

    def tool_pos(self, seat: int, i: int) -> QPointF:
        return QPointF(PANEL_X + 52 + i * 92, self.panel_y(seat) + 96)

    def hand_pos(self, i: int) -> QPointF:
        up = 12 if ("hand", self.hand[i].card) in self.selected else 0
        return QPointF(56 + i * 70, HAND_Y - up)

    # ---- showing a view ------------------------------------------------------------
    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.selected.clear()
        self.clickable = {}
        self.lit = set()

    def set_choices(self, clickable: dict[str, set], selected: set[tuple[str, object]],
                    lit: set[str] | None = None) -> None:
        """What the seat at the screen may click now, what is selected, which of its
        tools are lit (their timing is open)."""
        self.clickable, self.selected, self.lit = clickable, selected, set(lit or ())
        if self.view is not None:
            self.sync(self.view)

    def _mark(self, item, kind: str, key) -> None:
        item.set_clickable(key in self.clickable.get(kind, ()))
        item.selected_up = (kind, key) in self.selected

    def sync(self, view: AcademyView) -> None:
        """Put every item where `view` says, without animation."""
        self.view = view
        for item in self.flying:
            self.removeItem(item)
        self.flying = []
        self.banner.setText(translate("Academy", "%1 · round %2").replace("%1", bomb_name(view.bomb))
                            .replace("%2", str(view.round_no)))
        self.subbanner.setText(translate("Academy", "Tools left in the deck: %1").replace("%1", str(view.tool_deck_size))
                               if view.bomb > 1 else translate("Academy", "Tools and pressure plates join from Bomb II."))
        for i, w in enumerate(view.wires):
            self._sync_wire(view, i, w)
        at: dict[str, list[tuple[int, str, int]]] = {}
        for plate in view.plates:
            at.setdefault(plate[1], []).append(plate)
        for p, item in self.plates.items():
            item.setVisible(False)
        for wire, plates in at.items():
            for k, (p, _, bonus) in enumerate(plates):
                item = self.plates[p]
                item.bonus = bonus
                item.setPos(self.plate_pos(wire, k, len(plates)))
                item.setToolTip(translate("Academy", "Pressure plate: +%1 to the full value of the %2 wire. "
                                                     "At the end of a round it moves one wire along its arrow "
                                                     "(wrapping around) if its wire was cut and scored.")
                                .replace("%1", str(bonus)).replace("%2", wire_name(wire)))
                item.setVisible(True)
        for s in range(self.n):
            self._sync_seat(view, s)
        self._sync_hand(view)
        self._sync_draft(view)
        self._sync_xray(view)

    def _sync_wire(self, view: AcademyView, i: int, w: str) -> None:
        deck = self.decks[w]
        deck.count = view.deck_sizes[i]
        deck.setVisible(view.deck_sizes[i] > 0)
        deck.setScale(1.0)
        deck.key = w
        self._mark(deck, "deck", w)
        exposed = view.exposed[i]
        self.shown_count[w] = len(exposed)
        cards = self.exposed[w]
        while len(cards) < len(exposed):
            item = WireCard(w)
            item.kind, item.key = "exposed", w
            self.addItem(item)
            cards.append(item)
        for k, item in enumerate(cards):
            if k < len(exposed):
                item.value = exposed[k]
                item.flip = 1.0
                item.setPos(self.cascade_pos(w, k))
                item.setZValue(10 + k)
                item.setToolTip(translate("Academy", "%1 card: main value %2, chain %3.")
                                .replace("%1", wire_name(w)).replace("%2", str(exposed[k]))
                                .replace("%3", str(D.chain_mark(exposed[k]))))
                item.setVisible(True)
            else:
                item.setVisible(False)
        self.triggers[w].setPos(self.trigger_pos(w, view.triggers[i]))
        for k, tile in enumerate(self.tiles[w]):
            face = view.tiles[i][k]
            tile.face = face if face != "?" else "?"
            tile.flip = 1.0 if face in (D.OK, D.BOOM) else 0.0
            known = view.known_tiles[i]
            tile.known = known[k] if known is not None and face == "?" else ""
            tile.setToolTip(translate("Academy", "Trigger tile %1 of the %2 track: two are OK, one is BOOM.")
                            .replace("%1", str(k + 1)).replace("%2", wire_name(w)))
        track = self.tracks[w]
        self._mark(track, "track", w)
        track.setToolTip(translate("Academy", "%1 trigger track: the trigger is on space %2; the tiles are spaces %3 to %4. "
                                              "The trigger always stands at the sum of the exposed main values.")
                         .replace("%1", wire_name(w)).replace("%2", str(view.triggers[i]))
                         .replace("%3", str(view.track_lengths[i] + 1)).replace("%4", str(view.track_lengths[i] + 3)))
        chain = sum(D.chain_mark(v) for v in exposed)
        plates = sum(b for _, pw, b in view.plates if pw == w)
        value = (exposed[-1] if exposed else 0) + chain + plates
        # the next face-down tile (tiles turned up are OK ones: a BOOM ends the bomb)
        hidden = [k for k, face in enumerate(view.tiles[i]) if face not in (D.OK, D.BOOM)]
        gap = view.track_lengths[i] + 1 + hidden[0] - view.triggers[i] if hidden else 0
        lines = [translate("Academy", "Value now: %1").replace("%1", str(value)),
                 translate("Academy", "Next tile in %1").replace("%1", str(gap))]
        if view.known_tops[i] is not None:
            lines.append(translate("Academy", "Next: %1 (you peeked)").replace("%1", str(view.known_tops[i])))
        if w in view.protected:
            lines.append(translate("Academy", "∥ Protected by Wait"))
        info = self.infos[w]
        info.setText("\n".join(lines))
        fit_label(info, COL_W - 60)          # never into the next wire's track
        info.setBrush(QColor("#ffd54a") if w in view.protected else QColor("#f1f3f5"))
        left = list(D.DECKS[w])
        for v in exposed:
            if v in left:
                left.remove(v)
        deck.setToolTip(translate("Academy", "%1 wire: %2 cards left; still in the deck (or drawn): %3. "
                                             "The wire's full value now is %4: the last card's main value, plus the "
                                             "chain (%5), plus plates (%6). A cut adds the card it flips. "
                                             "The next face-down tile is %7 spaces away.")
                        .replace("%1", wire_name(w)).replace("%2", str(view.deck_sizes[i]))
                        .replace("%3", " ".join(str(v) for v in left)).replace("%4", str(value))
                        .replace("%5", str(chain)).replace("%6", str(plates)).replace("%7", str(gap)))
        col = self.columns[w]
        cut = view.cut_wire == w
        col.setPen(QPen(QColor("#ffd54a"), 3) if cut else QPen(Qt.PenStyle.NoPen))
        col.setBrush(QColor(255, 213, 74, 28) if cut else QColor(255, 255, 255, 8))

    def _status(self, view: AcademyView, s: int) -> str:
        if view.winners is not None:
            return translate("Academy", "graduates first!") if s in view.winners else ""
        if s in view.responsible and view.exploded:
            return translate("Academy", "set the bomb off")
        if s in view.cutters:
            return translate("Academy", "cutting %1").replace("%1", wire_name(view.cut_wire))
        if view.stage == PICK:
            if view.picked[s]:
                return translate("Academy", "ready")
            return translate("Academy", "choosing…")
        if s in view.to_act:
            return translate("Academy", "deciding…")
        played, act = view.played[s], view.actions[s]
        if view.airhorned and view.airhorned[s]:
            return translate("Academy", "resolves as Chicken (Air Horn)")
        if played is not None and act is not None and act != played:
            return translate("Academy", "resolves as %1").replace("%1", card_name(act))
        return ""

    def _sync_seat(self, view: AcademyView, s: int) -> None:
        panel = self.panels[s]
        panel.setPos(PANEL_X, self.panel_y(s))
        panel.name, panel.bot, panel.score = self.names[s], self.bots[s], view.scores[s]
        panel.status = self._status(view, s)
        panel.active = s in view.to_act
        panel.winner = view.winners is not None and s in view.winners
        panel.wait_out = view.wait_out[s]
        panel.wait_text = translate("Academy", "Wait used this bomb")
        self._mark(panel, "seat", s)
        played = translate("Academy", ", ").join(card_name(c) for c in view.stacks[s]) or "—"
        panel.setToolTip(plain_tip(translate("Academy", "%1: %2 points. Action cards on the table (oldest first): %3. "
                                              "A card comes back to the hand when three are on the table (two with 2 players).")
                         .replace("%1", self.names[s]).replace("%2", str(view.scores[s])).replace("%3", played)))
        cards: list[str | None] = list(view.stacks[s])
        pending = view.stage == PICK and view.picked[s]
        if pending:
            cards.append(view.own_pick if s == view.seat else None)
        items = self.stacks[s]
        while len(items) < len(cards):
            item = ActionCard(None, 40, 56)
            self.addItem(item)
            items.append(item)
        for k, item in enumerate(items):
            if k < len(cards):
                item.set_card(cards[k])
                face_down = pending and k == len(cards) - 1
                item.flip = 0.0 if face_down and cards[k] is None else 1.0
                item.dimmed = face_down
                item.setPos(self.stack_pos(s, k))
                item.setZValue(20 + k)
                item.setScale(1.0)
                item.setVisible(True)
            else:
                item.setVisible(False)
        tools = list(view.tools[s])
        titems = self.tool_items[s]
        while len(titems) < len(tools):
            t = ToolCard(tools[len(titems)], 86, 24)
            self.addItem(t)
            titems.append(t)
        for k, t in enumerate(titems):
            if k < len(tools):
                t.tool = t.key = tools[k]
                t.retranslate()
                t.setPos(self.tool_pos(s, k))
                t.setZValue(25)
                mine = s == view.seat
                t.lit = mine and tools[k] in self.lit
                self._mark(t, "tool", tools[k]) if mine else t.set_clickable(False)
                t.setVisible(True)
            else:
                t.setVisible(False)
                t.set_clickable(False)

    def _sync_hand(self, view: AcademyView) -> None:
        cards = list(view.hand) if view.seat is not None else []
        self.hand_label.setText(translate("Academy", "Your hand") if cards else "")
        while len(self.hand) < len(cards):
            item = ActionCard(None, 64, 90)
            item.setZValue(40)
            self.addItem(item)
            self.hand.append(item)
        for i, item in enumerate(self.hand):
            if i < len(cards):
                item.set_card(cards[i])
                item.flip = 1.0
                self._mark(item, "hand", cards[i])
                item.dimmed = bool(self.clickable.get("hand")) and not item.clickable
                item.setPos(self.hand_pos(i))
                item.setVisible(True)
            else:
                item.setVisible(False)
                item.set_clickable(False)

    def draft_top(self) -> float:
        """The draft's panel starts under the tracks' captions ("Value now", "Next tile
        in"): a pick weighs them (they were under its title, issue 26)."""
        shown = [i.sceneBoundingRect().bottom() for i in self.infos.values() if i.isVisible() and i.text()]
        return max(shown, default=DECK_Y + 80) + 6

    def _sync_draft(self, view: AcademyView) -> None:
        on = view.stage == DRAFT and bool(view.display)
        rows = (len(view.display) + 2) // 3
        top = self.draft_top()
        self.draft_back.setPos(22, top)
        self.draft_back.setRect(QRectF(0, 0, 716, DRAFT_HEAD + rows * DRAFT_ROW))
        self.draft_title.setPos(40, top + 8)
        self.draft_back.setVisible(on)
        self.draft_title.setVisible(on)
        self.draft_title.setText(translate("Academy", "Tool draft for %1: lowest score picks first")
                                 .replace("%1", bomb_name(view.bomb)))
        while len(self.draft) < len(view.display):
            t = ToolCard(view.display[len(self.draft)], 222, 150)
            t.kind = "draft"
            t.setZValue(32)
            self.addItem(t)
            self.draft.append(t)
        for k, t in enumerate(self.draft):
            if on and k < len(view.display):
                t.tool = t.key = view.display[k]
                t.retranslate()
                row, col = divmod(k, 3)
                t.setPos(QPointF(150 + col * 230, top + DRAFT_HEAD + 75 + row * DRAFT_ROW))
                self._mark(t, "draft", t.tool)
                t.setVisible(True)
            else:
                t.setVisible(False)
                t.set_clickable(False)

    def _sync_xray(self, view: AcademyView) -> None:
        cards = list(view.xray_cards)
        self.xray_label.setText(translate("Academy", "X-Ray: keep one card") if cards else "")
        wire = view.cut_wire or view.wires[0]
        for item in self.xray:
            self.removeItem(item)
        self.xray = []
        for k, value in enumerate(cards):
            item = WireCard(wire, value, 64, 88)
            item.kind, item.key = "xray", k
            item.setPos(QPointF(500 + k * 76, HAND_Y))
            item.setZValue(45)
            self.addItem(item)
            self._mark(item, "xray", k)
            self.xray.append(item)
