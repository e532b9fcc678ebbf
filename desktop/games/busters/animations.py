"""The animations of the Bomb Busters table: one step per event, queued on the
animation queue (pointing, cuts, tokens, the dial, the explosion, equipment, the
turn passing). Mixed into BustersScene (scene.py)."""
from __future__ import annotations

import math

from PySide6.QtCore import (Property, QEasingCurve, QObject, QParallelAnimationGroup, QRectF, QSequentialAnimationGroup, Qt, QVariantAnimation)
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsRectItem

from engine.busters.views import BustersView
from engine.core.event import Event
from desktop.games.busters.items import TokenItem, WireTile
from desktop.games.busters import stills
from desktop.games.busters.texts import equipment_name, value_text
from desktop.i18n import translate
from desktop.widgets.anim import EventPlayer, anim as _anim

W, H = 1200.0, 790.0       # the table's scene size


class _Proxy(QObject):
    """Animates the opacity (or any setter) of a plain graphics item."""

    def __init__(self, setter, getter) -> None:
        super().__init__()
        self._setter, self._getter = setter, getter

    def _get(self) -> float:
        return self._getter()

    def _set(self, v: float) -> None:
        self._setter(v)

    value = Property(float, _get, _set)


class AnimationsMixin(EventPlayer):
    """Needs from the scene: queue, sound, viewer, tiles, tokens, plates, dial, track,
    equipment, board, boom, banner, miss, _miss, _flash, _keep, board_top, tile_home, token_pos,
    seat_anchor, bottom_seat, sync."""
    PAUSES = {"busters.dual_cut.declared": 250, "busters.detector.declared": 250,
              "busters.wire.cut": 120, "busters.explosion": 900, "busters.turn.start": 150,
              "busters.defused": 600, "busters.radar.answers": 900,
              "busters.dual_cut.failure": 400, "busters.detector.failure": 400}
    PAUSE = 80
    STILL = stills.STILL

    # ---- animating events ---------------------------------------------------------------

    def _tile(self, addr) -> WireTile | None:
        return self.tiles.get(tuple(int(x) for x in addr))

    def _ring(self, addr, f: float, colour: str = "#ffd54a"):
        tile = self._tile(addr)
        if tile is None:
            return None
        r = max(tile.w, tile.h) * 0.75
        ring = QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r))
        ring.setPos(tile.pos())
        ring.setPen(QPen(QColor(colour), 4))
        ring.setZValue(60)
        self.addItem(ring)
        proxy = _Proxy(ring.setOpacity, ring.opacity)
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(proxy, b"value", 1.0, 120 * f, 0.0))
        seq.addAnimation(_anim(proxy, b"value", 0.0, 650 * f, 1.0, QEasingCurve.Type.InQuad))
        seq.finished.connect(lambda: self.removeItem(ring))
        self._keep.append(proxy)
        return seq

    def _pointer(self, seat: int, addrs, f: float):
        group = QParallelAnimationGroup()
        start = self.seat_anchor(seat)
        for a in addrs:
            tile = self._tile(a)
            if tile is None:
                continue
            line = QGraphicsLineItem(start.x(), start.y(), tile.pos().x(), tile.pos().y())
            line.setPen(QPen(QColor(255, 213, 74, 200), 3, Qt.PenStyle.DashLine))
            line.setZValue(55)
            self.addItem(line)
            proxy = _Proxy(line.setOpacity, line.opacity)
            self._keep.append(proxy)
            fade = _anim(proxy, b"value", 0.0, 800 * f, 1.0, QEasingCurve.Type.InQuad)
            fade.finished.connect(lambda line=line: self.removeItem(line))
            group.addAnimation(fade)
            ring = self._ring(a, f)
            if ring is not None:
                group.addAnimation(ring)
        return group

    def _a_dual_cut_declared(self, e: Event, f: float):
        p = e.params
        self._say(p["seat"], " / ".join(value_text(v) for v in p["values"]))
        return self._pointer(p["seat"], [p["addr"]], f)

    def _a_detector_declared(self, e: Event, f: float):
        p = e.params
        self._say(p["seat"], " / ".join(value_text(v) for v in p["values"]))
        return self._pointer(p["seat"], p["addrs"], f)

    def _a_pointed(self, e: Event, f: float):
        addr = e.params["addr"]
        if len(addr) == 3:
            return self._ring(addr, f)
        return None

    def _say(self, seat: int, text: str) -> None:
        plate = self.plates[seat]
        plate.status = "“" + text + "”"

    def _a_wire_cut(self, e: Event, f: float):
        p = e.params
        addr = tuple(p["addr"])
        tile = self._tile(addr)
        if tile is None:
            return None
        self.sound.play("card")
        tile.printed = p["wire"]
        tile.cut = True
        start_flip = tile.flip
        group = QParallelAnimationGroup()
        if start_flip < 1.0:
            group.addAnimation(_anim(tile, b"flip", 1.0, 420 * f, 0.0, QEasingCurve.Type.InOutQuad))
        group.addAnimation(_anim(tile, b"pos", self.tile_home(addr, True), 380 * f, tile.pos()))
        return group

    def _a_info_placed(self, e: Event, f: float):
        p = e.params
        addr = tuple(p["addr"])
        if addr not in self.tiles:
            return None
        k = sum(1 for t in self.tokens if t.data(0) == addr)
        tok = TokenItem(str(p["value"]), 10 if addr[0] != self.bottom_seat() else 12)
        tok.setData(0, addr)
        tok.setPos(self.token_pos(addr, k))
        tok.setZValue(20)
        self.addItem(tok)
        self.tokens.append(tok)
        group = QParallelAnimationGroup()
        group.addAnimation(_anim(tok, b"scale", 1.0, 380 * f, 2.6, QEasingCurve.Type.OutBack))
        group.addAnimation(_anim(tok, b"opacity", 1.0, 300 * f, 0.0))
        return group

    _a_info_repurposed = _a_info_placed
    _a_info_spoken = _a_info_placed

    def _a_dual_cut_failure(self, e: Event, f: float):
        """A wrong cut must register: a buzz and a red banner over the table."""
        self.sound.play("miss")
        self.miss.setText(translate("Busters", "Wrong cut!"))
        br = self.miss.boundingRect()
        self.miss.setPos(W / 2 - br.width() / 2, H / 2 - br.height() / 2 - 30)
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(self._miss, b"value", 1.0, 150 * f, 0.0))
        seq.addAnimation(_anim(self._miss, b"value", 0.0, 1200 * f, 1.0, QEasingCurve.Type.InQuad))
        return seq

    _a_detector_failure = _a_dual_cut_failure

    def _a_detonator_advanced(self, e: Event, f: float):
        self.dial.caption = translate("Busters", "Detonator: %1").replace("%1", str(e.params["spaces"]))
        return _anim(self.dial, b"spaces", float(e.params["spaces"]), 700 * f, self.dial.spaces,
                     QEasingCurve.Type.OutElastic)

    def _a_detonator_rewound(self, e: Event, f: float):
        self.dial.caption = translate("Busters", "Detonator: %1").replace("%1", str(e.params["spaces"]))
        return _anim(self.dial, b"spaces", float(e.params["spaces"]), 600 * f, self.dial.spaces)

    def _a_explosion(self, e: Event, f: float):
        self.sound.play("boom")
        self.boom.setText(translate("Busters", "BOOM!"))
        br = self.boom.boundingRect()
        self.boom.setTransformOriginPoint(br.center())
        self.boom.setPos(W / 2 - br.width() / 2, H / 2 - br.height() / 2)
        self.boom.setVisible(True)
        group = QParallelAnimationGroup()
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(self._flash, b"value", 0.95, 160 * f, 0.0))
        seq.addAnimation(_anim(self._flash, b"value", 0.0, 1100 * f, 0.95, QEasingCurve.Type.InQuad))
        group.addAnimation(seq)
        boom = _Proxy(self.boom.setScale, self.boom.scale)
        self._keep.append(boom)
        group.addAnimation(_anim(boom, b"value", 1.0, 700 * f, 0.2, QEasingCurve.Type.OutBack))
        shake = QVariantAnimation()
        shake.setDuration(max(1, int(900 * f)))
        shake.setStartValue(0.0)
        shake.setEndValue(1.0)
        views = [(w, w.sceneRect()) for w in self.views()]     # shake the window onto the table,
        shake.valueChanged.connect(lambda v: [w.setSceneRect(r.translated(    # keeping its zoom
            math.sin(v * 50) * 14 * (1 - v), math.cos(v * 37) * 8 * (1 - v))) for w, r in views])
        shake.finished.connect(lambda: [w.setSceneRect(r) for w, r in views])
        group.addAnimation(shake)
        return group

    def _a_defused(self, e: Event, f: float):
        self.sound.play("defused")
        self.banner.setText(translate("Busters", "Defused!"))
        br = self.banner.boundingRect()
        self.banner.setPos(W / 2 - br.width() / 2, self.board_top + 230)
        ring = QGraphicsRectItem(self.board.rect())
        ring.setPen(QPen(QColor("#69db7c"), 8))
        ring.setZValue(5)
        self.addItem(ring)
        proxy = _Proxy(ring.setOpacity, ring.opacity)
        self._keep.append(proxy)
        a = _anim(proxy, b"value", 0.0, 900 * f, 1.0)
        a.finished.connect(lambda: self.removeItem(ring))
        return a

    def _a_validation(self, e: Event, f: float):
        self.track.validated = self.track.validated | {int(e.params["value"])}    # (a new set: PaintOnce sees it)
        return _anim(self.track, b"scale", 1.0, 400 * f, 1.04, QEasingCurve.Type.OutBack)

    def _a_equipment_unlocked(self, e: Event, f: float):
        card = self.equipment.get(e.params["name"])
        if card is None:
            return None
        card.status = "ready"
        card.setTransformOriginPoint(0, 0)
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(card, b"scale", 1.18, 220 * f, 1.0))
        seq.addAnimation(_anim(card, b"scale", 1.0, 300 * f, 1.18, QEasingCurve.Type.OutBack))
        return seq

    def _a_equipment_used(self, e: Event, f: float):
        card = self.equipment.get(e.params["name"])
        if card is None:
            return None
        seq = QSequentialAnimationGroup()
        seq.addAnimation(_anim(card, b"scale", 1.15, 200 * f, 1.0))
        flip = QParallelAnimationGroup()
        flip.addAnimation(_anim(card, b"flip", 0.0, 450 * f, 1.0, QEasingCurve.Type.InOutQuad))
        flip.addAnimation(_anim(card, b"scale", 1.0, 450 * f, 1.15))
        seq.addAnimation(flip)
        card.status = "used"
        return seq

    def _a_personal_used(self, e: Event, f: float):
        plate = self.plates[e.params["seat"]]
        plate.ddet_used = True
        plate.status = equipment_name(e.params["name"])
        return _anim(plate, b"opacity", 1.0, 400 * f, 0.4)

    def _a_turn_start(self, e: Event, f: float):
        seat = e.params["seat"]
        for s, plate in self.plates.items():
            plate.active = s == seat
            plate.status = ""
        plate = self.plates[seat]
        plate.status = translate("Busters", "to play")
        return _anim(plate, b"opacity", 1.0, 350 * f, 0.3)

    def _a_walkie_swapped(self, e: Event, f: float):
        a, b = self._tile(e.params["given"]), self._tile(e.params["taken"])
        if a is None or b is None:
            return None
        group = QParallelAnimationGroup()
        group.addAnimation(_anim(a, b"pos", b.pos(), 600 * f, a.pos(), QEasingCurve.Type.InOutCubic))
        group.addAnimation(_anim(b, b"pos", a.pos(), 600 * f, b.pos(), QEasingCurve.Type.InOutCubic))
        return group

    def _a_radar_answers(self, e: Event, f: float):
        for seat, stand, yes in e.params["answers"]:
            if yes:
                self._say(seat, translate("Busters", "Yes! (%1)").replace("%1", str(e.params["value"])))
        return None

    def _a_reveal_red(self, e: Event, f: float):
        group = QParallelAnimationGroup()
        for a in e.params["addrs"]:
            ring = self._ring(a, f, "#ff6b6b")
            if ring is not None:
                group.addAnimation(ring)
        return group
