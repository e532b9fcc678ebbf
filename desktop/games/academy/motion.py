"""The animations of the Academy table: one step per event, queued on the table's
animation queue (speed and reduce-motion apply); the scene settles on the new view
after them. A mix-in of AcademyScene, which holds the items and the geometry."""
from __future__ import annotations

import math

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QPen, QTransform

from desktop.games.academy.items import ActionCard, ToolCard, WireCard
from desktop.games.academy.texts import bomb_name
from desktop.i18n import translate
from desktop.widgets.anim import EventPlayer, OpacityProxy as _OpacityProxy, anim as _anim
from engine.academy.state import AcademyView
from engine.core.event import Event

PANEL_X = 770.0
HAND_Y = 652.0
# why an event animates nothing (AcademyMotion.STILL)
_TABLE = "its log line tells it; the table, redrawn after the action, shows what changed"
_NOTE = "its owner's private note tells it"


class AcademyMotion(EventPlayer):
    """Event animations; expects the AcademyScene attributes (items, geometry, queue)."""
    PAUSES = {"academy.revealed": 600, "academy.card.flipped": 250, "academy.tile.flipped": 350,
              "academy.bomb.exploded": 700, "academy.bomb.ended": 900, "academy.cut.started": 200,
              "academy.draft.display": 300}
    PAUSE = 80
    STILL = {
        "academy.bomb.started": "the table is drawn anew for the bomb; its log line tells it",
        "academy.plates.placed": _TABLE, "academy.draft.display": _TABLE, "academy.draft.discarded": _TABLE,
        "academy.round.started": "its log line tells it; the hands are offered again",
        "academy.round.ended": "its log line closes the round; the next round's redraw follows",
        "academy.game.over": "the end screen tells it",
        "academy.you_picked": "the choice animates as academy.picked; " + _NOTE,
        "academy.wait.protected": _TABLE, "academy.tool.used": _TABLE,
        "academy.tool.passed": "nothing on the table changes; its log line tells it",
        "academy.cut.protected": _TABLE,
        "academy.cut.started": "the cards it flips animate (academy.card.flipped)",
        "academy.xray.drawn": "the card kept is flipped and animates (academy.card.flipped)",
        "academy.xray.cards": _NOTE + "; the choice is offered with the cards",
        "academy.cut.solo": "the points animate (academy.score)",
        "academy.cut.shared": "the points animate (academy.score)",
        "academy.peek.decks": _TABLE, "academy.peek.tiles": _TABLE,
        "academy.peek.none": "nothing on the table changes; its log line tells it",
        "academy.peek.seen": _NOTE + "; the table shows the peeked cards to them alone",
        "academy.switch.back": _TABLE, "academy.wait.discarded": _TABLE, "academy.card.returned": _TABLE,
    }


    def _a_picked(self, e: Event, f: float):
        s = e.params["seat"]
        k = len([i for i in self.stacks[s] if i.isVisible()])
        item = ActionCard(None, 40, 56)
        item.flip = 0.0
        item.setZValue(60)
        self.addItem(item)
        end = self.stack_pos(s, k)
        start = QPointF(200, HAND_Y) if s == self.viewer else end + QPointF(0, -40)
        a = _anim(item, b"pos", end, 300 * f, start)
        a.finished.connect(lambda: self.removeItem(item))
        return a

    def _a_revealed(self, e: Event, f: float):
        self.sound.play("card")
        group = QParallelAnimationGroup()
        for s_text, card in e.params["cards"].items():
            s = int(s_text)
            visible = [i for i in self.stacks[s] if i.isVisible()]
            if not visible:
                continue
            top = visible[-1]
            top.set_card(card)
            top.dimmed = False
            group.addAnimation(_anim(top, b"flip", 1.0, 480 * f, 0.0, QEasingCurve.Type.InOutQuad))
        return group

    def _a_card_flipped(self, e: Event, f: float):
        self.sound.play("card")
        w, value = e.params["wire"], e.params["value"]
        shown = range(self.shown_count.get(w, 0))
        item = WireCard(w, value)
        item.kind, item.key = "exposed", w
        item.flip = 0.0
        item.setZValue(60)
        self.addItem(item)
        start, end = self.deck_pos(w), self.cascade_pos(w, len(shown))
        group = QParallelAnimationGroup()
        group.addAnimation(_anim(item, b"pos", end, 420 * f, start))
        group.addAnimation(_anim(item, b"flip", 1.0, 420 * f, 0.0, QEasingCurve.Type.InOutQuad))
        trig = self.triggers[w]
        group.addAnimation(_anim(trig, b"pos", self.trigger_pos(w, e.params["trigger"]), 520 * f, trig.pos(),
                                 QEasingCurve.Type.InOutCubic))

        self.shown_count[w] = len(shown) + 1
        self.flying.append(item)
        return group

    def _a_tile_flipped(self, e: Event, f: float):
        tile = self.tiles[e.params["wire"]][e.params["tile"]]
        tile.face = e.params["face"]
        tile.known = ""
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(tile, b"scale", 1.5, 160 * f, 1.0))
        flip = _anim(tile, b"flip", 1.0, 380 * f, 0.0, QEasingCurve.Type.InOutQuad)
        seq.addAnimation(flip)
        seq.addAnimation(_anim(tile, b"scale", 1.0, 160 * f, 1.5))
        return seq

    def _a_bomb_exploded(self, e: Event, f: float):
        self.sound.play("boom")
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(self._flash, b"value", 0.9, 140 * f, 0.0))
        seq.addAnimation(_anim(self._flash, b"value", 0.0, 800 * f, 0.9, QEasingCurve.Type.InQuad))
        group = QParallelAnimationGroup()
        group.addAnimation(seq)
        shake = QVariantAnimation()
        shake.setDuration(max(1, int(650 * f)))
        shake.setStartValue(0.0)
        shake.setEndValue(1.0)
        # shake the views around their own (fitted) transform, then put it back
        bases = [(vw, vw.transform()) for vw in self.views()]
        shake.valueChanged.connect(lambda v: [vw.setTransform(base * QTransform.fromTranslate(
            math.sin(v * 40) * 10 * (1 - v), 0)) for vw, base in bases])
        shake.finished.connect(lambda: [vw.setTransform(base) for vw, base in bases])
        group.addAnimation(shake)
        # a big BOOM! over the wire that went off
        word = self._text(QPointF(0, 0), 54, bold=True)
        word.setText("BOOM!")
        word.setBrush(QColor("#ffe066"))
        word.setPen(QPen(QColor("#c92a2a"), 2))
        word.setZValue(105)
        box = word.boundingRect()
        word.setTransformOriginPoint(box.center())
        word.setPos(self.deck_pos(e.params["wire"]) + QPointF(-box.width() / 2, 60))
        proxy = _OpacityProxy(word)
        pop = QVariantAnimation()
        pop.setDuration(max(1, int(900 * f)))
        pop.setStartValue(0.0)
        pop.setEndValue(1.0)
        pop.valueChanged.connect(lambda v: (word.setScale(0.4 + 1.2 * min(1.0, v * 3)),
                                            proxy._set(1.0 if v < 0.7 else (1.0 - v) / 0.3)))
        pop.finished.connect(lambda: self.removeItem(word))
        group.addAnimation(pop)
        group._proxy = proxy
        return group

    def _a_cards_shuffled_back(self, e: Event, f: float):
        w = e.params["wire"]
        group = QParallelAnimationGroup()
        shown = [i for i in self.exposed[w] if i.isVisible()]
        for item in shown[len(shown) - len(e.params["cards"]):]:
            group.addAnimation(_anim(item, b"pos", self.deck_pos(w), 380 * f, item.pos()))
        trig = self.triggers[w]
        group.addAnimation(_anim(trig, b"pos", self.trigger_pos(w, e.params["trigger"]), 500 * f, trig.pos()))
        return group

    def _a_plate_moved(self, e: Event, f: float):
        item = self.plates[e.params["plate"]]
        return _anim(item, b"pos", self.plate_pos(e.params["to"], 0, 1), 600 * f, item.pos(),
                     QEasingCurve.Type.InOutCubic)

    def _a_score(self, e: Event, f: float):
        s, delta = e.params["seat"], e.params["delta"]
        panel = self.panels[s]
        panel.score = e.params["score"]
        if delta == 0:
            return None
        if delta > 0:
            self.sound.play("defused")
        label = self._text(QPointF(PANEL_X + 300, self.panel_y(s) + 20), 20, bold=True)
        label.setText(f"{delta:+d}")
        label.setBrush(QColor("#8ce99a") if delta > 0 else QColor("#ff8787"))
        label.setZValue(90)
        proxy = _OpacityProxy(label)
        group = QParallelAnimationGroup()
        start = label.pos()
        mover = QVariantAnimation()
        mover.setDuration(max(1, int(650 * f)))
        mover.setStartValue(0.0)
        mover.setEndValue(1.0)
        mover.valueChanged.connect(lambda v: label.setPos(start + QPointF(0, -30 * v)))
        group.addAnimation(mover)
        group.addAnimation(_anim(proxy, b"value", 0.0, 650 * f, 1.0, QEasingCurve.Type.InQuad))
        group.finished.connect(lambda: self.removeItem(label))
        group._proxy = proxy
        return group

    def _a_draft_taken(self, e: Event, f: float):
        s, tool = e.params["seat"], e.params["tool"]
        source = next((t for t in self.draft if t.isVisible() and t.tool == tool), None)
        start = source.pos() if source is not None else QPointF(380, 300)
        if source is not None:
            source.setVisible(False)
        item = ToolCard(tool, 86, 24)
        item.setZValue(70)
        self.addItem(item)
        a = _anim(item, b"pos", self.tool_pos(s, len(self.view.tools[s]) if self.view else 0), 500 * f, start)
        a.finished.connect(lambda: self.removeItem(item))
        return a

    def _a_bomb_ended(self, e: Event, f: float):
        self.banner.setText(translate("Academy", "%1 has exploded!").replace("%1", bomb_name(e.params["bomb"])))
        return None
