"""The Bomu game screen: the table, the controls of the seat at the screen, the
log, and the hand-off and end screens."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (QFrame, QGraphicsView, QHBoxLayout, QLabel, QListView, QMessageBox,
                               QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from engine.bomu import data as D
from engine.bomu.actions import Discard, Play, Roll, TakeCards, TakeLife, UseSafe
from engine.bomu.odds import roll_odds
from engine.core.game import Outcome
from desktop.games.bomu.scene import BomuScene
from desktop.games.bomu.texts import log_line, private_line
from desktop.i18n import translate
from desktop.session import GameSession
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.log import LogModel
from desktop.widgets.overlays import EndScreen, HandOff
from desktop.widgets.sound import SoundBoard


def bot_label(kind: str) -> str:
    from desktop.shell.labels import kind_label
    return "" if kind == "human" else kind_label(kind)


class TableView(QGraphicsView):
    """Keeps the whole table in sight at any window size."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class BomuTable(QWidget):
    go_home = Signal()
    play_again = Signal()
    game_finished = Signal(object)          # Outcome

    def __init__(self, session: GameSession, speed: str = "normal", reduce_motion: bool = False,
                 sound: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = [s.name for s in session.seats]
        self.queue = AnimationQueue(self)
        self.queue.configure(speed, reduce_motion)
        self.sound = SoundBoard(sound, self)
        self.scene = BomuScene(self.names, [bot_label(s.kind) for s in session.seats], self.queue,
                               self.sound)
        self.view = TableView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.view.setObjectName("bomuTable")
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setMinimumSize(720, 430)
        self.log = LogModel(log_line, self.names)
        self.log_view = QListView()
        self.log_view.setModel(self.log)
        self.log_view.setWordWrap(True)
        self.log_view.setObjectName("gameLog")
        self.log_title = QLabel()
        self.private_note = QLabel()
        self.private_note.setWordWrap(True)
        self.private_note.setObjectName("privateNote")
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        bar.addWidget(self.prompt, 1)
        for key in ("play", "safe", "roll", "draw", "life", "discard"):
            b = QPushButton()
            b.setObjectName(f"btn_{key}")
            b.clicked.connect(lambda _=False, key=key: self._pressed(key))
            b.hide()
            bar.addWidget(b)
            self.buttons[key] = b
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        controls = QFrame()
        controls.setObjectName("controls")
        cl = QVBoxLayout(controls)
        cl.addLayout(bar)
        cl.addWidget(self.error)
        left.addWidget(controls)
        side = QVBoxLayout()
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        side.addWidget(self.private_note)
        root = QHBoxLayout(self)
        root.addLayout(left, 3)
        side_w = QWidget()
        side_w.setLayout(side)
        side_w.setMaximumWidth(330)
        root.addWidget(side_w, 1)
        self.handoff = HandOff(self)
        self.handoff.ready.connect(self._handoff_ready)
        self.end = EndScreen(self)
        self.end.play_again.connect(self.play_again)
        self.end.home.connect(self.go_home)
        for keys, slot in ((["0", "1", "2", "3", "4", "5", "6", "7", "8"], self._key_card),):
            for k in keys:
                QShortcut(QKeySequence(k), self, activated=lambda k=k: slot(k))
        for key, shortcut in (("safe", "S"), ("roll", "R"), ("draw", "D"), ("life", "L")):
            QShortcut(QKeySequence(shortcut), self, activated=lambda key=key: self._pressed(key, True))
        QShortcut(QKeySequence(Qt.Key.Key_Return), self, activated=self._confirm)
        QShortcut(QKeySequence(Qt.Key.Key_Enter), self, activated=self._confirm)

        self.acting: int | None = None       # the human seat whose controls are shown
        self.outcome: Outcome | None = None
        humans = session.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.scene.set_viewer(self.viewer)
        self.scene.sync(session.view(self.viewer))
        self.scene.card_clicked.connect(self._card_clicked)
        session.applied.connect(self._applied)
        session.waiting.connect(self._waiting)
        session.finished.connect(self._finished)
        session.rejected.connect(lambda seat, reason: self.error.setText(reason))
        session.failed.connect(self._failed)
        self.queue.idle.connect(self._idle)
        self.retranslate()
        QTimer.singleShot(0, session.step)

    # ---- the flow -----------------------------------------------------------------
    def _applied(self, seat: int, text: str, events: list, views: dict) -> None:
        self.log.add(events)
        self.log_view.scrollToBottom()
        if self.viewer is not None:
            notes = [private_line(e) for e in events if not e.public and e.visible(self.viewer)]
            notes = [n for n in notes if n]
            if notes:
                self.private_note.setText("\n".join(notes))
        self.scene.play(events, views[self.viewer])

    def _idle(self) -> None:
        if not self.handoff.isVisible():
            self.session.step()

    def _waiting(self, humans: frozenset) -> None:
        if self.queue.busy or self.handoff.isVisible() or self.outcome is not None:
            return
        seat = self.acting if self.acting in humans else min(humans)
        if seat == self.viewer:
            self._show_controls(seat)
            return
        # Hot-seat: the screen passes to another human; hide everything private first.
        self._hide_controls()
        self.viewer = None
        self.private_note.clear()
        self.scene.set_viewer(None)
        self.scene.sync(self.session.view(None))
        self.handoff.ask(seat, self.names[seat])

    def _handoff_ready(self, seat: int) -> None:
        self.handoff.hide()
        self.viewer = seat
        self.scene.set_viewer(seat)
        self.scene.sync(self.session.view(seat))
        self.session.step()

    def _finished(self, outcome: Outcome) -> None:
        if self.outcome is not None:
            return
        self.outcome = outcome
        self._hide_controls()
        self.handoff.hide()
        self._present_end()
        self.sound.play("win")
        self.game_finished.emit(outcome)

    def _present_end(self) -> None:
        if self.outcome.winners:
            name = self.names[min(self.outcome.winners)]
            self.end.present(translate("Bomu", "%1 wins!").replace("%1", name),
                             translate("Bomu", "The last one standing after %1 rounds.").replace(
                                 "%1", str(self.session.view(None).round_no)))
        else:
            self.end.present(translate("Bomu", "Everybody loses"), translate("Bomu", "The last players went out in the same round."))

    def _failed(self, message: str) -> None:
        self._hide_controls()
        QMessageBox.critical(self, translate("Bomu", "Something went wrong"), message)

    # ---- the controls of the seat at the screen -------------------------------------
    def _show_controls(self, seat: int) -> None:
        self.acting = seat
        self.error.clear()
        v = self.session.view(seat)
        self.scene.selected.clear()
        self.scene.sync(v)
        for b in self.buttons.values():
            b.hide()
        name = self.names[seat]
        if v.phase == "pick":
            self.scene.set_hand_clickable({c for c in v.hand if c != D.SAFE})
            self.prompt.setText(translate("Bomu", "%1, choose a card to put face down (SAFE can not be played). "
                                  "Click a card, then “Put face down”.").replace("%1", name))
            self.buttons["play"].show()
        elif v.phase == "safe":
            odds = roll_odds(v.dice, v.red, v.lives[seat])
            self.scene.set_hand_clickable(None)
            self.prompt.setText(translate("Bomu", "%1, you must handle the bomb. Use SAFE to succeed without rolling, "
                                  "or roll the dice (explosion chance %2%).").replace("%1", name)
                                .replace("%2", f"{odds.p_explosion * 100:.0f}"))
            self.buttons["safe"].show()
            self.buttons["roll"].show()
        elif v.phase == "bonus":
            self.scene.set_hand_clickable(None)
            self.prompt.setText(translate("Bomu", "%1, %2 card marks! Draw %2 cards, or draw nothing and take a life chip.")
                                .replace("%1", name).replace("%2", str(v.bonus_marks)))
            self.buttons["draw"].show()
            self.buttons["life"].show()
        elif v.phase == "discard":
            k = len(v.hand) - D.HAND_AFTER_EXPLOSION
            self.scene.set_hand_clickable({c for c in v.hand if c != D.ZERO})
            self.prompt.setText(translate("Bomu", "%1, discard %2 card(s) face down, down to 4 (never the “0”).")
                                .replace("%1", name).replace("%2", str(k)))
            self.buttons["discard"].show()
        self._refresh_buttons()

    def _hide_controls(self) -> None:
        self.acting = None
        for b in self.buttons.values():
            b.hide()
        self.prompt.setText(translate("Bomu", "Waiting…") if self.outcome is None else "")
        self.scene.set_hand_clickable(None)

    def _refresh_buttons(self) -> None:
        v = self.session.view(self.acting) if self.acting is not None else None
        chosen = self.scene.selected_cards()
        self.buttons["play"].setEnabled(len(chosen) == 1)
        self.buttons["play"].setText(translate("Bomu", "Put “%1” face down").replace("%1", chosen[0]) if len(chosen) == 1
                                     else translate("Bomu", "Put face down"))
        if v is not None and v.phase == "discard":
            k = len(v.hand) - D.HAND_AFTER_EXPLOSION
            self.buttons["discard"].setEnabled(len(chosen) == k)
            self.buttons["discard"].setText(translate("Bomu", "Discard %1/%2").replace("%1", str(len(chosen))).replace("%2", str(k)))
        if v is not None and v.phase == "bonus":
            self.buttons["draw"].setText(translate("Bomu", "Draw %1 cards").replace("%1", str(v.bonus_marks)))

    def _card_clicked(self, item) -> None:
        if self.acting is None:
            return
        v = self.session.view(self.acting)
        self.scene.toggle_selected(item, single=v.phase == "pick")
        self.scene.set_hand_clickable({c for c in v.hand if c != (D.SAFE if v.phase == "pick" else D.ZERO)})
        self._refresh_buttons()

    def _key_card(self, card: str) -> None:
        if self.acting is None:
            return
        for item in self.scene.hand:
            if item.isVisible() and item.card == card and item.clickable:
                idx = self.scene.hand.index(item)
                if idx not in self.scene.selected or self.session.view(self.acting).phase == "pick":
                    self._card_clicked(item)
                    return

    def _confirm(self) -> None:
        for key in ("play", "discard"):
            b = self.buttons[key]
            if b.isVisible() and b.isEnabled():
                self._pressed(key)
                return

    def _pressed(self, key: str, from_keyboard: bool = False) -> None:
        seat = self.acting
        button = self.buttons[key]
        if seat is None or not button.isVisible() or not button.isEnabled():
            return
        chosen = self.scene.selected_cards()
        action = {"play": lambda: Play(chosen[0]), "safe": UseSafe, "roll": Roll,
                  "draw": TakeCards, "life": TakeLife,
                  "discard": lambda: Discard(tuple(sorted(chosen, key=D.sort_key)))}[key]()
        self._hide_controls()
        self.scene.selected.clear()
        if not self.session.submit(seat, action):
            self._show_controls(seat)

    # ---- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.log_title.setText(translate("Bomu", "Game log"))
        self.buttons["safe"].setText(translate("Bomu", "Use SAFE (S)"))
        self.buttons["roll"].setText(translate("Bomu", "Roll the dice (R)"))
        self.buttons["life"].setText(translate("Bomu", "Take a life chip (L)"))
        self.buttons["draw"].setText(translate("Bomu", "Draw cards (D)"))
        self.log.retranslate()
        self.scene.bots = [bot_label(s.kind) for s in self.session.seats]
        if self.scene.view is not None:
            self.scene.sync(self.scene.view)
        if self.acting is not None:
            self._show_controls(self.acting)
        elif self.outcome is not None:
            self._present_end()
        else:
            self._hide_controls()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.session.close()
        self.queue.clear()
