"""The Bomu table: a QGraphicsScene that reads BomuViews (never the state) and
animates the engine's events through the animation queue."""
from __future__ import annotations

import math
import random

from PySide6.QtCore import (QEasingCurve, QParallelAnimationGroup, QPointF, QRectF, QSequentialAnimationGroup, QVariantAnimation, Signal)
from PySide6.QtGui import QBrush, QColor, QPen, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsSimpleTextItem

from engine.bomu import data as D
from engine.bomu.odds import roll_odds
from engine.bomu.state import BomuView
from engine.core.event import Event
from desktop.contrast import ground
from desktop.games.bomu.items import BomuCard, SeatPlate
from desktop.i18n import translate
from desktop.widgets.flash import FlashItem
from desktop.widgets.items import add_text
from desktop.widgets.anim import AnimationQueue, EventPlayer, OpacityProxy, anim
from desktop.widgets.items import ChipItem, DieItem
from desktop.widgets.sound import SoundBoard

W, H = 1200.0, 720.0
TRAY = QPointF(600, 300)
DECK = QPointF(95, 610)
USED = QPointF(185, 610)
HAND_Y = 640.0


class BomuScene(EventPlayer, QGraphicsScene):
    GROUND = "#0f3b2e"                      # the table's ground (black in high contrast)
    PAUSES = {"bomu.revealed": 700, "bomu.rolled": 600, "bomu.exploded": 700, "bomu.handlers": 350,
              "bomu.defused": 350, "bomu.game_over": 300}
    PAUSE = 120
    STILL = {
        "bomu.you_picked": "the card put down animates as bomu.picked; its owner's private note says which",
        "bomu.you_drew": "the draw animates as bomu.drew; its owner's private note says which cards",
        "bomu.you_discarded": "its owner's private note says which cards; their hand, redrawn, shows them gone",
        "bomu.dice_full": "nothing changes: the middle already holds every die; its log line tells it",
        "bomu.deck_reshuffled": "its log line tells it; the draw pile, redrawn, shows the new count",
        "bomu.no_cards": "nothing is drawn; its log line tells it",
        "bomu.discarded": "its log line tells it; the hands, redrawn, show the cards gone",
        "bomu.new_round": "its log line tells it; the table is redrawn for the pick",
        "bomu.game_over": "the end screen tells it",
    }

    card_clicked = Signal(object)            # a BomuCard in the viewer's hand

    def __init__(self, names: list[str], bots: list[str], queue: AnimationQueue,
                 sound: SoundBoard | None = None) -> None:
        super().__init__(0, 0, W, H)
        self.names, self.bots, self.queue = names, bots, queue
        self.sound = sound or SoundBoard(False)
        self.n = len(names)
        self.viewer: int | None = None
        self.view: BomuView | None = None
        self.shown: dict[int, str] = {}      # last revealed card per seat, kept until it picks again
        self.selected: set[int] = set()      # indexes of raised hand cards
        self.setBackgroundBrush(QBrush(ground(self.GROUND)))
        felt = QGraphicsEllipseItem(QRectF(-250, -140, 500, 280))
        felt.setPos(TRAY)
        felt.setBrush(QColor("#155d45"))
        felt.setPen(QPen(QColor("#2c8a66"), 3))
        self.addItem(felt)
        self.tray = felt
        self.plates = [SeatPlate(seat=s) for s in range(self.n)]
        self.slots = [BomuCard(None) for _ in range(self.n)]
        for plate, slot in zip(self.plates, self.slots):
            self.addItem(plate)
            self.addItem(slot)
        self.dice = [DieItem() for _ in range(D.MAX_DICE)]
        self.red_die = DieItem(red=True)
        for d in [*self.dice, self.red_die]:
            self.addItem(d)
        self.deck = BomuCard(None, 56, 80)
        self.deck.flip = 0.0
        self.used = BomuCard(None, 56, 80)
        self.addItem(self.deck)
        self.addItem(self.used)
        self.deck_label = self._label(DECK + QPointF(-25, 46))
        self.used_label = self._label(USED + QPointF(-25, 46))
        self.banner = self._label(QPointF(0, 0), 22, bold=True)
        self.hand: list[BomuCard] = []
        self.flash = FlashItem(self, z=100)        # over the whole view, margins included
        self._flash_anim_target = self.flash

    def _label(self, pos: QPointF, size: int = 13, bold: bool = False) -> QGraphicsSimpleTextItem:
        return add_text(self, pos, size, bold)

    # ---- geometry -------------------------------------------------------------
    def _order(self) -> list[int]:
        """Seats in display order: the viewer (or seat 0) first, at the bottom."""
        first = self.viewer if self.viewer is not None else 0
        return [(first + i) % self.n for i in range(self.n)]

    def plate_pos(self, seat: int) -> QPointF:
        order = self._order()
        i = order.index(seat)
        if i == 0:
            return QPointF(130, 520)
        k = self.n - 1
        angles = {1: [90], 2: [150, 30], 3: [165, 90, 15], 4: [172, 124, 56, 8]}[k]
        a = math.radians(angles[i - 1])
        return QPointF(600 + 470 * math.cos(a), 330 - 255 * math.sin(a))

    def slot_pos(self, seat: int) -> QPointF:
        """Where a seat's face-down card lies: on the way from its plate to the tray,
        far enough that it never covers the plate (with 5 players the top plates are
        close to the tray)."""
        if self._order().index(seat) == 0:
            return QPointF(600, 470)
        pos = self.plate_pos(seat)
        w, h = SeatPlate.W, SeatPlate.H
        plate = QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h)
        t = 0.38
        while t < 0.7:
            at = pos + (TRAY - pos) * t
            card = QRectF(at.x() - 38, at.y() - 52, 76, 104)      # the card and a margin
            if not card.intersects(plate):
                break
            t += 0.02
        return pos + (TRAY - pos) * t

    def die_pos(self, i: int, count: int) -> QPointF:
        per_row = 5 if count > 5 else count
        row, col = divmod(i, 5)
        rows = 2 if count > 5 else 1
        in_row = per_row if row < rows - 1 or count % 5 == 0 else count % 5 or 5
        x = TRAY.x() + (col - (in_row - 1) / 2) * 58
        y = TRAY.y() + (row - (rows - 1) / 2) * 58 - 10
        return QPointF(x, y)

    def hand_pos(self, i: int, count: int) -> QPointF:
        spread = min(92.0, 560.0 / max(count, 1))
        return QPointF(600 + (i - (count - 1) / 2) * spread, HAND_Y - (14 if i in self.selected else 0))

    # ---- showing a view ------------------------------------------------------------
    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.selected.clear()

    def sync(self, view: BomuView) -> None:
        """Put every item where `view` says, without animation."""
        self.view = view
        for s in range(self.n):
            plate = self.plates[s]
            plate.setPos(self.plate_pos(s))
            plate.name = self.names[s]
            plate.bot = self.bots[s]
            plate.lives, plate.hand, plate.alive = view.lives[s], view.hand_sizes[s], view.alive[s]
            plate.active = s in view.to_act or (view.handlers and view.handlers[0] == s)
            plate.status = self._status(view, s)
            plate.setOpacity(1.0 if view.alive[s] else 0.55)
            slot = self.slots[s]
            slot.setPos(self.slot_pos(s))
            slot.setScale(1.0)
            card = view.table[s] if view.table[s] is not None else None
            if card is not None:
                self.shown[s] = card
            if view.picked[s] and view.table[s] is None:
                # face down: the owner sees what it is, nobody else does
                own = view.own_pick if s == view.seat else None
                slot.set_card(own)
                slot.flip = 0.0
                slot.dimmed = False
                slot.setOpacity(1.0)
                slot.setVisible(True)
            elif s in self.shown:
                slot.set_card(self.shown[s])
                slot.flip = 1.0
                slot.dimmed = view.table[s] is None     # last round's card, kept for reference
                slot.setOpacity(0.45 if slot.dimmed else 1.0)
                slot.setVisible(True)
            else:
                slot.setVisible(False)
        count = view.dice
        faces = list(view.last_roll[:count]) if len(view.last_roll) >= count else []
        for i, die in enumerate(self.dice):
            die.setVisible(i < count)
            die.setScale(1.0)
            die.setRotation(0)
            if i < count:
                die.setPos(self.die_pos(i, count))
                die.set_face(faces[i] if i < len(faces) else "unrolled")
        self.red_die.setVisible(view.red)
        self.red_die.setPos(TRAY + QPointF(205, -70))
        self.red_die.setScale(1.0)
        self.deck.setVisible(view.deck_size > 0)
        self.deck.setPos(DECK)
        self.used.setPos(USED)
        self.used.setVisible(bool(view.used_public) or view.used_hidden_size > 0)
        self.used.set_card(view.used_public[-1] if view.used_public else None)
        self.used.setToolTip(translate("Bomu", "Used cards (face up): %1").replace("%1", " ".join(view.used_public) or "—"))
        self.deck_label.setText(translate("Bomu", "Draw pile: %1").replace("%1", str(view.deck_size)))
        self.used_label.setText(translate("Bomu", "Used: %1").replace("%1", str(len(view.used_public) + view.used_hidden_size)))
        # each under its pile's middle: a larger text size must not run one into the other
        for label, pile in ((self.deck_label, DECK), (self.used_label, USED)):
            label.setX(pile.x() - label.boundingRect().width() / 2)
        self.tray.setToolTip(self._tray_tip(view))
        self._sync_hand(view)

    def _status(self, view: BomuView, s: int) -> str:
        if not view.alive[s]:
            return translate("Bomu", "OUT")
        if view.handlers and s in view.handlers:
            return translate("Bomu", "handles #%1").replace("%1", str(view.handlers.index(s) + 1)) \
                if len(view.handlers) > 1 or view.handled else translate("Bomu", "handles")
        if view.phase == "pick" and view.picked[s]:
            return translate("Bomu", "ready")
        if s in view.to_act:
            return translate("Bomu", "thinking…") if self.bots[s] else translate("Bomu", "to play")
        return ""

    def _tray_tip(self, view: BomuView) -> str:
        odds = roll_odds(view.dice, view.red)
        return translate("Bomu", "%1 bomb dice%2 in the middle.\nChance of an explosion: %3%\n"
                 "Expected lives lost: %4\nChance of 4+ card marks: %5%") \
            .replace("%1", str(view.dice)).replace("%2", translate("Bomu", " + the red die") if view.red else "") \
            .replace("%3", f"{odds.p_explosion * 100:.1f}").replace("%4", f"{odds.expected_lives_lost:.2f}") \
            .replace("%5", f"{odds.p_bonus * 100:.1f}")

    def _sync_hand(self, view: BomuView) -> None:
        cards = list(view.hand) if view.seat is not None else []
        while len(self.hand) < len(cards):
            item = BomuCard(None, 78, 112)
            item.setZValue(20)
            self.addItem(item)
            self.hand.append(item)
        for i, item in enumerate(self.hand):
            if i < len(cards):
                item.set_card(cards[i])
                item.flip = 1.0
                item.selected_up = i in self.selected
                item.setPos(self.hand_pos(i, len(cards)))
                item.setVisible(True)
            else:
                item.setVisible(False)
                item.clickable = False

    def set_hand_clickable(self, clickable: set[str] | None) -> None:
        """Which cards in the viewer's hand may be clicked now (None: none)."""
        for item in self.hand:
            item.clickable = bool(clickable) and item.isVisible() and item.card in clickable
            item.dimmed = bool(clickable) and item.isVisible() and not item.clickable
            if not item.clickable:
                item.hover = False

    def toggle_selected(self, item: BomuCard, single: bool) -> None:
        i = self.hand.index(item)
        if single:
            self.selected = set() if i in self.selected else {i}
        else:
            self.selected ^= {i}
        if self.view is not None:
            self._sync_hand(self.view)

    def selected_cards(self) -> list[str]:
        return [self.hand[i].card for i in sorted(self.selected) if self.hand[i].isVisible()]

    # ---- animating events -------------------------------------------------------------

    def _fly_back(self, start: QPointF, end: QPointF, f: float, card: str | None = None):
        item = BomuCard(card, 48, 68)
        item.flip = 1.0 if card else 0.0
        item.setZValue(60)
        item.setPos(start)
        self.addItem(item)
        a = anim(item, b"pos", end, 380 * f, start)
        a.finished.connect(lambda: self.removeItem(item))
        return a

    def _a_picked(self, e: Event, f: float):
        s = e.params["seat"]
        self.shown.pop(s, None)
        start = QPointF(600, HAND_Y) if self._order().index(s) == 0 and self.viewer is not None \
            else self.plate_pos(s)
        return self._fly_back(start, self.slot_pos(s), f)

    def _a_revealed(self, e: Event, f: float):
        self.sound.play("card")
        group = QParallelAnimationGroup()
        for s_text, card in e.params["cards"].items():
            s = int(s_text)
            slot = self.slots[s]
            slot.set_card(card)
            slot.dimmed = False
            slot.setOpacity(1.0)
            slot.setVisible(True)
            self.shown[s] = card
            group.addAnimation(anim(slot, b"flip", 1.0, 520 * f, 0.0, QEasingCurve.Type.InOutQuad))
        return group

    def _a_die_added(self, e: Event, f: float):
        count = e.params["dice"]
        for i in range(count):
            self.dice[i].setVisible(True)
            self.dice[i].setPos(self.die_pos(i, count))
        die = self.dice[count - 1]
        die.set_face("unrolled")
        return anim(die, b"scale", 1.0, 420 * f, 0.0, QEasingCurve.Type.OutBack)

    def _a_red_die(self, e: Event, f: float):
        self.red_die.setVisible(True)
        self.red_die.setPos(TRAY + QPointF(205, -70))
        self.red_die.set_face("unrolled")
        return anim(self.red_die, b"scale", 1.0, 420 * f, 0.0, QEasingCurve.Type.OutBack)

    def _a_handlers(self, e: Event, f: float):
        for s in range(self.n):
            self.plates[s].active = s == e.params["order"][0]
            self.plates[s].status = translate("Bomu", "handles") if s in e.params["order"] else ""
        return None

    def _a_rolled(self, e: Event, f: float):
        self.sound.play("dice")
        faces = e.params["faces"]
        count = len(faces) - (1 if e.params["red"] else 0)
        dice = self.dice[:count] + ([self.red_die] if e.params["red"] else [])
        homes = [d.pos() for d in dice]
        rng = random.Random(len(faces) * 7 + e.params["bombs"])
        tumble = QVariantAnimation()
        tumble.setDuration(max(1, int(900 * f)))
        tumble.setStartValue(0.0)
        tumble.setEndValue(1.0)

        def frame(v):
            for die, home in zip(dice, homes):
                if v >= 1.0:
                    continue
                die.set_face(rng.choice(D.RED_FACES if die.red else D.WHITE_FACES))
                amp = 18 * (1 - v)
                die.setPos(home + QPointF(rng.uniform(-amp, amp), rng.uniform(-amp, amp)))
                die.setRotation(rng.uniform(-40, 40) * (1 - v))

        def settle():
            for die, home, face in zip(dice, homes, faces):
                die.set_face(face)
                die.setPos(home)
                die.setRotation(0)

        tumble.valueChanged.connect(frame)
        tumble.finished.connect(settle)
        if f == 0:
            settle()
        return tumble

    def _a_exploded(self, e: Event, f: float):
        self.sound.play("boom")
        s = e.params["seat"]
        seq = QSequentialAnimationGroup()
        seq.addAnimation(anim(self._flash_anim_target, b"value", 0.9, 140 * f, 0.0))
        seq.addAnimation(anim(self._flash_anim_target, b"value", 0.0, 700 * f, 0.9, QEasingCurve.Type.InQuad))
        group = QParallelAnimationGroup()
        group.addAnimation(seq)
        plate = self.plates[s]
        for i in range(min(e.params["lost"], 6)):
            chip = ChipItem()
            chip.setZValue(110)
            start = plate.pos() + plate.chip_pos(max(0, e.params["lives"] + i))
            chip.setPos(start)
            self.addItem(chip)
            fly = QParallelAnimationGroup()
            fly.addAnimation(anim(chip, b"pos", start + QPointF(40 - 25 * i, -120), 800 * f, start))
            fly.addAnimation(anim(chip, b"opacity", 0.0, 800 * f, 1.0))
            fly.finished.connect(lambda chip=chip: self.removeItem(chip))
            group.addAnimation(fly)
        shake = QVariantAnimation()
        shake.setDuration(max(1, int(600 * f)))
        shake.setStartValue(0.0)
        shake.setEndValue(1.0)
        # shake around each view's own (fitted) transform, then give it back exactly
        bases = [(w, QTransform(w.transform())) for w in self.views()]
        shake.valueChanged.connect(lambda v: [w.setTransform(base * QTransform.fromTranslate(
            math.sin(v * 40) * 9 * (1 - v), 0)) for w, base in bases])
        shake.finished.connect(lambda: [w.setTransform(base) for w, base in bases])
        group.addAnimation(shake)
        return group

    def _a_defused(self, e: Event, f: float):
        self.sound.play("defused")
        ring = QGraphicsEllipseItem(QRectF(-250, -140, 500, 280))
        ring.setPos(TRAY)
        ring.setPen(QPen(QColor("#69db7c"), 6))
        ring.setZValue(5)
        self.addItem(ring)
        proxy = OpacityProxy(ring)
        a = anim(proxy, b"value", 0.0, 600 * f, 1.0)
        a.finished.connect(lambda: self.removeItem(ring))
        a._proxy = proxy
        return a

    def _a_safe(self, e: Event, f: float):
        s = e.params["seat"]
        return self._fly_back(self.plate_pos(s), USED, f, "SAFE")

    def _a_drew(self, e: Event, f: float):
        s = e.params["seat"]
        end = QPointF(600, HAND_Y) if self._order().index(s) == 0 and self.viewer is not None \
            else self.plate_pos(s)
        return self._fly_back(DECK, end, f)

    def _a_gain_life(self, e: Event, f: float):
        chip = ChipItem()
        chip.setZValue(70)
        self.addItem(chip)
        start, end = TRAY, self.plate_pos(e.params["seat"])
        a = anim(chip, b"pos", end, 600 * f, start)
        a.finished.connect(lambda: self.removeItem(chip))
        return a

    def _a_eliminated(self, e: Event, f: float):
        plate = self.plates[e.params["seat"]]
        plate.alive = False
        plate.status = translate("Bomu", "OUT")
        return anim(plate, b"opacity", 0.55, 500 * f, 1.0)

    def _a_reset(self, e: Event, f: float):
        group = QParallelAnimationGroup()
        for die in self.dice[2:]:
            if die.isVisible():
                group.addAnimation(anim(die, b"scale", 0.0, 350 * f, 1.0))
        if self.red_die.isVisible():
            group.addAnimation(anim(self.red_die, b"scale", 0.0, 350 * f, 1.0))
        return group
