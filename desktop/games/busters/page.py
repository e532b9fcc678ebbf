"""The Bomb Busters game screen: the table, the controls of the seat at the screen
(click a teammate's wire, then a value; tools; equipment), the coach, the log,
and the hand-off, end and review screens."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFrame, QHBoxLayout, QLabel,
                               QListView, QMessageBox, QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from engine.core.game import Outcome
from desktop.games.busters import coach as coach_mod
from desktop.games.busters.controls import ControlsMixin
from desktop.games.busters.scene import BustersScene
from desktop.games.busters.texts import Namer, log_line, outcome_text, private_line
from desktop.games.table import TableView, bot_label
from desktop.i18n import translate
from desktop.session import GameSession
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.log import LogModel
from desktop.widgets.overlays import EndScreen, HandOff
from desktop.widgets.sound import SoundBoard

TOOLS = ("ddet", "triple", "super", "xray")
VALUE_KEYS = {str(d): d for d in range(1, 10)} | {"0": 10, "-": 11, "=": 12, "Y": "Y"}


class BustersEnd(EndScreen):
    """The end screen, with a button to review the whole game."""

    review = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewGame")
        self.review_button.clicked.connect(self.review)
        box = self.layout()
        for i in range(box.count()):
            item = box.itemAt(i)
            if item.layout() is not None and item.layout().indexOf(self.again) >= 0:
                item.layout().insertWidget(1, self.review_button)
        self.retranslate()

    campaign = False                     # a crew's mission: "play again" leads back to its campaign

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "review_button"):
            self.review_button.setText(translate("Busters", "Review the game"))
        if self.campaign:
            self.again.setText(translate("Busters", "Back to the campaign"))


class BustersTable(ControlsMixin, QWidget):
    go_home = Signal()
    play_again = Signal()
    game_finished = Signal(object)          # Outcome

    def __init__(self, session: GameSession, speed: str = "normal", reduce_motion: bool = False,
                 sound: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = [s.name for s in session.seats]
        v0 = session.view(None)
        counts: dict[int, int] = {}
        for st in v0.stands:
            counts[st.seat] = counts.get(st.seat, 0) + 1
        self.namer = Namer(self.names, counts)
        self.queue = AnimationQueue(self)
        self.queue.configure(speed, reduce_motion)
        self.sound = SoundBoard(sound, self)
        self.scene = BustersScene(self.names, [bot_label(s.kind) for s in session.seats], self.queue, self.sound)
        self.view = TableView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.view.setObjectName("bustersTable")
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setMinimumSize(720, 470)
        self.log = LogModel(lambda e, names: log_line(e, names, self.namer), self.names)
        self.log_view = QListView()
        self.log_view.setModel(self.log)
        self.log_view.setWordWrap(True)
        self.log_view.setObjectName("gameLog")
        self.log_title = QLabel()
        self.private_note = QLabel()
        self.private_note.setWordWrap(True)
        self.private_note.setObjectName("privateNote")
        self.coach_box = QCheckBox()
        self.coach_box.setObjectName("coachToggle")
        self.coach_box.toggled.connect(self._coach_toggled)
        self.coach_text = QLabel()
        self.coach_text.setWordWrap(True)
        self.coach_text.setObjectName("coachText")
        self.coach_on: set[int] = set()          # seats that turned their coach on
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.options = QComboBox()
        self.options.setObjectName("equipOptions")
        self.options.hide()
        self.choice_row = QHBoxLayout()
        self.choice_buttons: dict[str, QPushButton] = {}
        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        bar.addWidget(self.prompt, 1)
        bar.addWidget(self.options)
        for key in ("confirm", "cancel"):
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
        cl.addLayout(self.choice_row)
        cl.addWidget(self.error)
        left.addWidget(controls)
        side = QVBoxLayout()
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        side.addWidget(self.private_note)
        side.addWidget(self.coach_box)
        side.addWidget(self.coach_text)
        root = QHBoxLayout(self)
        root.addLayout(left, 3)
        side_w = QWidget()
        side_w.setLayout(side)
        side_w.setMaximumWidth(300)
        root.addWidget(side_w, 1)
        self.handoff = HandOff(self)
        self.handoff.ready.connect(self._handoff_ready)
        self.end = BustersEnd(self)
        self.end.play_again.connect(self.play_again)
        self.end.home.connect(self.go_home)
        self.end.review.connect(self.open_review)
        self.end.campaign = session.record.meta.get("crew") is not None
        self.end.retranslate()
        for k in VALUE_KEYS:
            QShortcut(QKeySequence(k), self, activated=lambda k=k: self._key_value(VALUE_KEYS[k]))
        for key, shortcut in (("solo", "S"), ("reveal", "R"), ("ddet", "D"), ("pass", "P")):
            QShortcut(QKeySequence(shortcut), self, activated=lambda key=key: self._key_button(key))
        QShortcut(QKeySequence(Qt.Key.Key_Return), self, activated=lambda: self._pressed("confirm"))
        QShortcut(QKeySequence(Qt.Key.Key_Enter), self, activated=lambda: self._pressed("confirm"))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=lambda: self._pressed("cancel"))
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=lambda: self._move_cursor(-1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=lambda: self._move_cursor(1))
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, activated=self._cursor_click)

        self.acting: int | None = None
        self.outcome: Outcome | None = None
        self.sel: dict = {}
        self.review_dialog = None
        humans = session.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.scene.set_viewer(self.viewer)
        self.scene.sync(session.view(self.viewer))
        self.scene.clicked.connect(self._clicked)
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

    def _required(self, humans: frozenset) -> list[int]:
        """The humans the game waits for: in the `turn` phase the active seat only;
        the others there are optional helpers (equipment window)."""
        v = self.session.view(None)
        if v.phase == "turn":
            return [s for s in humans if s == v.active]
        return sorted(humans)

    def _waiting(self, humans: frozenset) -> None:
        if self.queue.busy or self.handoff.isVisible() or self.outcome is not None:
            return
        required = self._required(humans)
        if self.acting in humans and (self.acting in required or not required):
            self._refresh()                      # the same seat: keep what it selected
            return
        if required:
            seat = self.viewer if self.viewer in required else required[0]
        elif self.viewer in humans:
            seat = self.viewer                   # an optional window for the seat at the screen
        else:
            return                               # only optional helpers elsewhere: play on
        if seat == self.viewer:
            self._show_controls(seat)
            return
        # Hot-seat: the screen passes to another human; hide everything private first.
        self._hide_controls()
        self.viewer = None
        self.private_note.clear()
        self.coach_text.clear()
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
        self.sound.play("win" if outcome.winners else "boom")
        self.game_finished.emit(outcome)

    def _present_end(self) -> None:
        v = self.session.view(None)
        if self.outcome.winners:
            title = translate("Busters", "Mission %1 accomplished!").replace("%1", str(v.mission))
        else:
            title = translate("Busters", "Mission %1 failed").replace("%1", str(v.mission))
        turns = v.turn_no
        detail = outcome_text(self.outcome.key) + "\n" + translate("Busters", "%n turn(s) played.", None, turns)
        self.end.present(title, detail)

    def _failed(self, message: str) -> None:
        self._hide_controls()
        QMessageBox.critical(self, translate("Busters", "Something went wrong"), message)

    def open_review(self) -> None:
        from desktop.games.busters.review import ReviewDialog
        self.review_dialog = ReviewDialog(self.session.record, self.names, self)
        self.review_dialog.show()

    def open_mission_card(self) -> None:
        from desktop.games.busters.mission_card import MissionCardDialog
        dialog = MissionCardDialog(self.session.view(None).mission, self)
        dialog.setObjectName("missionCardDialog")
        dialog.show()
        self._mission_dialog = dialog

    # ---- the coach ------------------------------------------------------------------------
    def _coach_toggled(self, on: bool) -> None:
        seat = self.acting if self.acting is not None else self.viewer
        if seat is None:
            return
        if on:
            self.coach_on.add(seat)
        else:
            self.coach_on.discard(seat)
        if self.acting is not None:
            self._update_coach(self.session.view(self.acting), self._legal())
        else:
            self.scene.suggested = set()
            self.scene.set_coach({})
            self.coach_text.clear()

    def _update_coach(self, v, legal) -> None:
        available = coach_mod.available()
        self.coach_box.setVisible(available and self.acting is not None)
        seat = self.acting
        self.coach_box.blockSignals(True)
        self.coach_box.setChecked(seat in self.coach_on)
        self.coach_box.blockSignals(False)
        if not available or seat not in self.coach_on:
            self.scene.suggested = set()
            self.scene.set_coach({})
            self.coach_text.clear()
            return
        advice = coach_mod.advise(v, legal, self.namer)
        self.scene.suggested = coach_mod.suggested(v, legal)
        self.scene.set_coach(coach_mod.wire_labels(v))
        self.coach_text.setText(advice)

    # ---- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.log_title.setText(translate("Busters", "Game log"))
        self.coach_box.setText(translate("Busters", "Coach: show the odds and the Expert's move"))
        self.buttons["confirm"].setText(translate("Busters", "Confirm (Enter)"))
        self.buttons["cancel"].setText(translate("Busters", "Cancel (Esc)"))
        self.log.retranslate()
        self.scene.bots = [bot_label(s.kind) for s in self.session.seats]
        if self.scene.view is not None:
            self.scene.sync(self.scene.view)
        if self.acting is not None:
            self._refresh()
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
        if self.review_dialog is not None:
            self.review_dialog.close()
