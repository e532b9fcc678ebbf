"""What every game screen shares: the table view, the log, the prompt and buttons
of the seat at the screen, and the flow of a move (see docs/ARCHITECTURE.md):
animate what happened, then let the session go on; bots think, humans are asked;
in hot-seat, a hand-off cover before another human's private things show.

A game's page subclasses GameTable and fills in the scene, its controls, the log's
wording and the end screen."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (QFrame, QGraphicsScene, QGraphicsView, QHBoxLayout, QLabel,
                               QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from engine.core.event import Event
from engine.core.game import Outcome
from desktop.game_fault import GameFault
from desktop.games.focus import TableKeys
from desktop.i18n import translate
from desktop.session import GameSession
from desktop.shell.labels import kind_label
from desktop.widgets import accessible
from desktop.widgets.accessible import Announcer, TableWords
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.fault_dialog import FaultDialog
from desktop.widgets.flow import FlowLayout
from desktop.widgets.items import repaint_pieces
from desktop.widgets.lifetime import weak
from desktop.widgets.log import LogModel, LogView
from desktop.widgets.log_text import LogLine
from desktop.widgets.overlays import EndScreen, HandOff
from desktop.widgets.sound import SoundBoard
from desktop.widgets.speed import SpeedBox
from desktop.widgets.plain import plain_label


def bot_label(kind: str) -> str:
    return "" if kind == "human" else kind_label(kind)


class TableView(QGraphicsView):
    """Keeps the whole table in sight at any window size."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(680, 380)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scaled = getattr(self.scene(), "view_scaled", None)
        if scaled is not None:                 # a scene whose small texts grow on a small table
            scaled(self.transform().m11())


class GameTable(QWidget):
    go_home = Signal()
    play_again = Signal()
    start_config = Signal(object)           # a new game of this game with this config
    game_finished = Signal(object)          # Outcome
    speed_changed = Signal(str)             # the player chose another speed (kept in the settings)

    def __init__(self, session: GameSession, speed: str = "normal", reduce_motion: bool = False,
                 sound: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = [s.name for s in session.seats]
        self.queue = AnimationQueue(self)
        self.queue.configure(speed, reduce_motion)
        self.sound = SoundBoard(sound, self)
        self.acting: int | None = None       # the human seat whose controls are shown
        self.outcome: Outcome | None = None
        self.fault_dialog: FaultDialog | None = None
        humans = session.humans
        # one human: the screen is always theirs; several: nobody's until a hand-off
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.scene = self.make_scene()
        self.scene.on_event = weak(self._shown)       # the scene is the table's: no cycle
        self.review_dialog = None            # the review window, once opened from the end screen
        self._notes: list[Event] = []      # the private note's events, worded again on a language switch
        self._new_action = True
        self.view = TableView(self.scene)
        self.view.setObjectName(f"{session.game.id}Table")
        self.log = LogModel(weak(self.describe), self.names, weak(self.joins))
        self.log_view = LogView(self.log)
        self.log_view.setObjectName("gameLog")
        # The log follows its newest line while the reader is at the bottom. Scrolling
        # once a line is added is not enough: a batched layout grows the range later.
        bar = self.log_view.verticalScrollBar()
        self._log_follows = True
        bar.valueChanged.connect(lambda v: setattr(self, "_log_follows", v >= bar.maximum() - 2))
        bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi) if self._log_follows else None)
        self.log_title = QLabel()
        # the table in words, for a screen reader (or anyone): shown instead of the log
        self.words = TableWords()
        self.words.hide()
        self.words_button = QPushButton()
        self.words_button.setObjectName("tableWordsButton")
        self.words_button.setProperty("quiet", True)
        self.words_button.setCheckable(True)
        self.words_button.toggled.connect(self._show_words)
        self.announcer = Announcer(self.log_view)
        self.private_note = plain_label()
        self.private_note.setWordWrap(True)
        self.private_note.setObjectName("privateNote")
        self.prompt = plain_label()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.error = plain_label()
        self.error.setObjectName("error")
        self.controls = QFrame()
        self.controls.setObjectName("controls")
        self.controls_layout = QVBoxLayout(self.controls)
        self.bar = QHBoxLayout()
        self.bar.addWidget(self.prompt, 1)
        self.controls_layout.addLayout(self.bar)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.controls)
        side_w = QWidget()
        self.side = QVBoxLayout(side_w)
        # the speed, changed mid-game beside the log it paces (also Game > Animation speed)
        self.speed_box = SpeedBox(speed)
        self.speed_box.chosen.connect(self.set_speed)
        heading = FlowLayout(spacing=8)             # two lines when a large text needs them
        heading.addWidget(self.log_title)
        heading.addWidget(self.words_button)
        heading.addWidget(self.speed_box)
        self.side.addLayout(heading)
        self.side.addWidget(self.log_view, 1)
        self.side.addWidget(self.words, 1)
        self.side.addWidget(self.private_note)
        side_w.setMaximumWidth(330)
        root = QHBoxLayout(self)
        root.addLayout(left, 3)
        root.addWidget(side_w, 1)
        self.build_controls()                # may add to self.bar, self.controls_layout, self.side
        # nobody at the screen can act any more: they need not watch the bots to the end
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("skipToResult")
        self.skip_button.clicked.connect(self.skip_to_result)
        self.skip_button.hide()
        self.bar.addWidget(self.skip_button)
        self._steady_controls()
        # a click on the table, or Space, skips the animation playing
        self.view.viewport().installEventFilter(self)
        self._seen_upto: dict[int, int] = {}     # per seat: the log it had seen at its last turn
        self._cue_timer = QTimer(self)           # ends the "your turn" outline
        self._cue_timer.setSingleShot(True)
        self._cue_timer.timeout.connect(lambda: self.controls.setStyleSheet(""))
        self.keys = TableKeys(self)              # arrows, Space, Enter, Esc (focus.py)
        self.keys_hint = plain_label()
        self.keys_hint.setObjectName("keysHint")
        self.keys_hint.setWordWrap(True)
        self.keys_hint.hide()                    # until the keyboard is used (focus.py)
        self.side.addWidget(self.keys_hint)
        self.controls_layout.addWidget(self.error)
        self.handoff = HandOff(self)
        self.handoff.ready.connect(self._handoff_ready)
        self.log.rowsInserted.connect(self._log_grew)
        self.log.dataChanged.connect(self._log_grew)
        self.log.rowsInserted.connect(self._announce)
        self.log.dataChanged.connect(self._announce)
        self.end = self.make_end_screen()
        self.end.play_again.connect(self.play_again)
        self.end.home.connect(self.go_home)
        self.end.review.connect(self.open_review)
        # the end screen steps aside to show the final table; this brings it back
        self.show_result = QPushButton()
        self.show_result.setObjectName("showResult")
        self.show_result.hide()
        self.show_result.clicked.connect(self._show_result)
        self.bar.addWidget(self.show_result)
        self.end.looked.connect(self.show_result.show)
        self.scene.set_viewer(self.viewer)
        self.scene.sync(session.view(self.viewer))
        self._refresh_words()
        self._shut = False
        session.applied.connect(self._applied)
        session.waiting.connect(self._waiting)
        session.finished.connect(self._finished)
        session.rejected.connect(lambda seat, reason: self.error.setText(reason))
        session.failed.connect(self._failed)
        self.queue.idle.connect(self._idle)
        self.retranslate()
        QTimer.singleShot(0, session.step)

    # ---- what each game fills in -----------------------------------------------------
    def make_scene(self) -> Any:
        """The game's QGraphicsScene: set_viewer(seat), sync(view), play(events, view)."""
        raise TypeError(f"{type(self).__name__} must make its scene")

    def build_controls(self) -> None:
        """Add the game's buttons (to self.bar or below it, self.controls_layout), extra
        side panels (self.side) and keyboard shortcuts."""

    def make_end_screen(self) -> EndScreen:
        return EndScreen(self)

    def focus_items(self) -> list:
        """The pieces of the table a click would act on now (the keyboard's ring goes
        among them)."""
        return []

    def activate_item(self, item) -> None:
        """Space (or Enter) on a piece in the ring: what a click on it does."""

    def confirm_button(self) -> QPushButton | None:
        """The button Enter presses now (the decision's confirmation), if any."""
        return None

    def cancel_selection(self) -> None:
        """Esc: drop what the seat has selected so far."""

    def _steady_controls(self) -> None:
        """The prompt area keeps one height whatever it shows (two lines of prompt, a
        row of buttons, a line for a refusal), so the board above never jumps as the
        decisions change; a rare longer one may still make it grow."""
        line = self.prompt.fontMetrics().lineSpacing()
        row = QPushButton("X").sizeHint().height()
        margins = self.controls_layout.contentsMargins()
        spacing = max(self.controls_layout.spacing(), 0)
        self.controls.setMinimumHeight(3 * line + row + margins.top() + margins.bottom() + 3 * spacing)

    def out_of_play(self) -> bool:
        """Whether every person at the screen can no longer act (a Bomu player out of
        the game; Busters players whose wires are all cut): "Skip to the result"."""
        return False

    def choose_seat(self, humans: frozenset) -> int | None:
        """Which of the humans who may act now the screen serves (None: nobody needs
        to; play goes on)."""
        return self.acting if self.acting in humans else min(humans)

    def on_handoff(self) -> None:
        """Forget what the table shows for the seat leaving the screen."""

    def end_sound(self) -> str:
        return "win"

    def add_buttons(self, keys) -> dict[str, QPushButton]:
        """Hidden buttons on the prompt's bar, named btn_<key>; a click calls
        `self._pressed(key)`."""
        buttons = {}
        for key in keys:
            b = QPushButton()
            b.setObjectName(f"btn_{key}")
            b.clicked.connect(lambda _=False, key=key: self._pressed(key))
            b.hide()
            self.bar.addWidget(b)
            buttons[key] = b
        return buttons

    def show_controls(self, seat: int) -> None:
        """Ask the human `seat` (now at the screen) for its decision."""
        raise TypeError(f"{type(self).__name__} must show its controls")

    def hide_controls(self) -> None:
        """Take the game's controls away (the base clears prompt and state)."""

    def describe(self, events: list[Event], names: list[str]) -> LogLine | str | None:
        """The log line telling these public events (one, or those `joins` gathered)."""
        raise TypeError(f"{type(self).__name__} must describe its events")

    def joins(self, events: list[Event], e: Event) -> bool:
        """Whether the public event e goes on with the log line telling `events` (the
        cut after its declaration) rather than starting a line of its own."""
        return False

    def private_line(self, event: Event) -> str | None:
        """A private event, told only to its owner at the screen."""
        return None

    def forgets_private(self, events: list[Event]) -> bool:
        """Whether these events make the private note stale (say, a reveal)."""
        return False

    def end_name(self, seat: int) -> str:
        """A seat's name in the end screen's ranking, the one person at the screen
        marked "(you)" (the title already says "You win!"), so they find themselves."""
        if self.session.humans == [seat]:
            return translate("Table", "%1 (you)").replace("%1", self.names[seat])
        return self.names[seat]

    def present_end(self) -> None:
        raise TypeError(f"{type(self).__name__} must present its end screen")

    def make_review(self):
        """The review window of the finished game (desktop/games/review.py)."""
        raise TypeError(f"{type(self).__name__} must make its review")

    def retranslate_table(self) -> None:
        """Re-word the game's own widgets in the current language."""

    def table_words(self, view: Any) -> list[tuple[str, list[str]]]:
        """The table in words from `view` (the seat at the screen's, or a spectator's):
        (heading, lines) per seat and for the board; never a hidden piece's value."""
        return []

    # ---- the flow ------------------------------------------------------------------
    def _applied(self, seat: int, text: str, events: list, views: dict) -> None:
        self._last_mover = seat
        self._new_action = True          # one action's private lines show together
        self.scene.play(events, views)
        self._show_waiting()
        self.skip_button.setVisible(bool(self.session.humans) and self.out_of_play()
                                    and self.session.outcome() is None and self.queue.factor > 0)

    def skip_to_result(self) -> None:
        """The rest of the game plays at once (the log still tells every move); the
        speed kept in the settings is not changed."""
        self.skip_button.hide()
        self.queue.configure("instant", self.queue.reduce_motion)
        self.speed_box.show_speed("instant")
        self.skip_animation()

    def set_speed(self, speed: str) -> None:
        """Another animation speed, from the next step on (the box, the Game menu)."""
        self.queue.configure(speed, self.queue.reduce_motion)
        self.speed_box.show_speed(speed)
        self.skip_button.setVisible(self.skip_button.isVisible() and self.queue.factor > 0)
        self.speed_changed.emit(speed)

    def _shown(self, e: Event) -> None:
        """An event's turn on the table has come: its log line and private note now."""
        if e.public:
            self.log.add([e])
        if self.forgets_private([e]):
            self._set_notes([])
        if self.viewer is not None and not e.public and e.visible(self.viewer):
            note = self.private_line(e)
            if note:
                self._set_notes([e] if self._new_action else [*self._notes, e])
                self._new_action = False
                self.announcer.say(note)

    def _set_notes(self, events: list[Event]) -> None:
        """The private note tells these events (the note keeps its events, not its
        words, so a language switch words it again)."""
        self._notes = events
        self.private_note.setText("\n".join(filter(None, map(self.private_line, events))))

    def _idle(self) -> None:
        self._refresh_words()
        if not self.handoff.isVisible():
            self.session.step()

    def _waiting(self, humans: frozenset) -> None:
        if self.queue.busy or self.handoff.isVisible() or self.outcome is not None:
            return
        seat = self.choose_seat(humans)
        if seat is None:
            return
        if seat == self.viewer:
            if seat != self.acting:
                self.error.clear()           # a new decision; a refusal's reason stays up
                if self._last_mover not in (None, seat):
                    self._your_turn()        # others played since this seat last did
            self.show_controls(seat)
            self.keys.follow()
            return
        # Hot-seat: the screen passes to another human; hide everything private first.
        self._hide()
        self.viewer = None
        self._set_notes([])
        self.on_handoff()
        self.scene.set_viewer(None)
        self.scene.sync(self.session.view(None))
        self._refresh_words()
        if self.public_decision(seat):
            # nothing private is needed to decide: asked on the public table, no cover
            self.show_controls(seat)
            return
        since = self.log.told[self._seen_upto.get(seat, 0):]
        self.handoff.ask(seat, self.names[seat], since)

    def public_decision(self, seat: int) -> bool:
        """Whether `seat`'s decision needs nothing only it may see, so in hot-seat it is
        asked on the public table without passing the screen behind a cover (Bomu's
        SAFE: use it or roll)."""
        return False

    _last_mover: int | None = None        # the seat whose action was applied last


    def skip_animation(self) -> bool:
        return self.queue.busy and self.queue.skip()

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress and obj is self.view.viewport() \
                and self.acting is None and self.skip_animation():
            return True                  # the click was for the animation, not the table
        return super().eventFilter(obj, event)

    def _your_turn(self) -> None:
        """The player's turn comes back: a soft sound (muted with the others) and the
        controls outlined for a moment."""
        self.sound.play("turn")
        self.controls.setStyleSheet("QFrame#controls { border: 2px solid #ffd54a; border-radius: 6px; }")
        self._cue_timer.start(1500)

    def _log_grew(self, *_) -> None:
        if self.handoff.isVisible():         # the cover's summary follows the log
            self.handoff.show_since(self.log.told[self._seen_upto.get(self.handoff.seat, 0):])

    def _announce(self, *_) -> None:
        """The log's newest line, said as it is written (the table shows it now)."""
        if self.log.told:
            self.announcer.say(self.log.told[-1].plain)

    def _show_words(self, on: bool) -> None:
        self.log_view.setVisible(not on)
        self.words.setVisible(on)
        self._refresh_words()

    def _refresh_words(self) -> None:
        """The table in words as the table shows it now (the view of the seat at the
        screen; a spectator's under the hand-off cover). Also the table's description."""
        if self.session.closed:
            return
        rows = self.table_words(self.session.view(self.viewer))
        if not self.words.isHidden():        # (the list is built only while it is shown)
            self.words.show_rows(rows)
        self.view.setAccessibleDescription(accessible.plain(
            translate("Table", "; ").join(h for h, _ in rows)))

    def _handoff_ready(self, seat: int) -> None:
        self._seen_upto[seat] = self.log.rowCount()   # the next summary starts here
        self.handoff.hide()
        self.viewer = seat
        self.scene.set_viewer(seat)
        self.scene.sync(self.session.view(seat))
        self._refresh_words()
        self.session.step()

    def _finished(self, outcome: Outcome) -> None:
        if self.outcome is not None:
            return
        self.outcome = outcome
        self._hide()
        self.handoff.hide()
        self.present_end()
        self.sound.play(self.end_sound())
        self.game_finished.emit(outcome)

    def _failed(self, fault: GameFault) -> None:
        """The engine or a bot broke and the session stopped the game: say so, with a
        report to copy; the table stays as it was, without controls."""
        self._hide()
        self.fault_dialog = FaultDialog(fault, self.names, self)
        self.fault_dialog.open()

    def _hide(self) -> None:
        self.acting = None
        self.hide_controls()
        self.keys.follow()
        if self.session.fault is not None:
            self.prompt.setText(translate("Table", "This game stopped after an error. “Continue "
                                                   "game” on the home screen resumes it from the "
                                                   "last completed move."))
        else:
            self._show_waiting()

    def waiting_for(self) -> list[int]:
        """The seats the game waits for (a game may leave out optional ones)."""
        return sorted(self.session.game.to_act(self.session.state))

    def _show_waiting(self) -> None:
        """"Waiting for Ben…": whom the table waits for, while no control is shown."""
        if self.acting is not None or self.session.fault is not None or self.session.closed:
            return                       # (a closed table asks its game nothing more)
        if self.outcome is not None or self.session.outcome() is not None:
            self.prompt.setText("")
            return
        seats = [s for s in self.waiting_for() if 0 <= s < len(self.names)]
        if seats:
            self.prompt.setText(translate("Table", "Waiting for %1…").replace(
                "%1", translate("Table", ", ").join(self.names[s] for s in seats)))
        else:
            self.prompt.setText(translate("Table", "Waiting…"))

    def open_review(self) -> None:
        """The end screen's "Review the game": step through the game, every hand shown."""
        if self.review_dialog is not None:
            self.review_dialog.close()
        self.review_dialog = self.make_review()
        self.review_dialog.show()

    def _show_result(self) -> None:
        self.show_result.hide()
        self.end.show_over()

    def submit(self, action: Any) -> None:
        """Send the decision of the seat at the screen; a refusal shows its reason and
        asks again."""
        seat = self.acting
        if seat is None:
            return
        self._hide()
        if not self.session.submit(seat, action) and self.session.fault is None:
            self.show_controls(seat)

    def apply_contrast(self) -> None:
        """High contrast switched: the ground, the painted items and the log's lines
        (their colours are in their rich text) follow."""
        from desktop.contrast import ground
        self.scene.setBackgroundBrush(ground(self.scene.GROUND))
        restyle = getattr(self.scene, "restyle", None)     # a scene's own surfaces (Busters' board)
        if restyle is not None:
            restyle()
        repaint_pieces(self.scene)
        self.log.retranslate()

    def apply_text_size(self) -> None:
        """Text size switched: the table's labels and painted pieces follow (the
        widgets follow the application's font and style sheet)."""
        from desktop.text_size import rescale_labels
        rescale_labels(self.scene)
        repaint_pieces(self.scene)
        self._steady_controls()

    # ---- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.log_title.setText(translate("Table", "Game log"))
        self.words_button.setText(translate("Table", "Table in words"))
        self.words_button.setToolTip(translate("Table", "The table's pieces as a list a screen reader can read, instead of the log"))
        accessible.name(self.view, translate("Table", "Table"))
        accessible.name(self.log_view, translate("Table", "Game log"))
        accessible.name(self.words, translate("Table", "The table in words"))
        self._refresh_words()
        self._set_notes(self._notes)
        self.keys_hint.setText(translate("Table", "Keys: the arrows move the white ring on the table, Space "
                                                  "picks, Enter confirms, Esc cancels, Tab goes to the buttons."))
        self.show_result.setText(translate("Table", "Show the result"))
        self.skip_button.setText(translate("Table", "Skip to the result"))
        self.log.retranslate()
        repaint_pieces(self.scene)
        self.log_view.retranslate()
        self.retranslate_table()
        if self.acting is not None:
            self.show_controls(self.acting)
        elif self.outcome is not None:
            self.present_end()
            if self.show_result.isVisible():
                self.end.hide()          # the players are looking at the final table
        else:
            self._hide()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        session = self.session
        session.close()
        if not self._shut:
            self._shut = True
            # the session's connections hold lambdas that hold this table: a cycle
            # through Qt that no collector sees; cut, the table is freed with its scene
            for signal in (session.applied, session.waiting, session.finished,
                           session.rejected, session.failed):
                signal.disconnect()
        self.queue.clear()
        if self.review_dialog is not None:
            self.review_dialog.close()
