"""The guide of a tutorial on the game's table: a panel atop the side column (beside
the table, never over it nor taking its height: at 1024x640 a panel under the table
pushed the bottom stands, hand and cutters out of the mouse's reach) says what to do
and why, an orange outline shows what to click (a wire, a card, a button),
and any other click on the table is refused with a friendly reminder. The player
may leave at any step; after the last one the game goes on freely.

The guide only watches the table (its session's signals, a light timer for the
outline to follow the layout) and filters the clicks on its way: the table knows
nothing about it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QFrame, QGraphicsItem,
                               QGraphicsPathItem, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from desktop.games.focus import ACTS, MOVES
from desktop.i18n import translate
from desktop.widgets.flow import FlowLayout
from desktop.widgets.sizing import scrolled
from desktop.tutorial.script import Script, Step

OUTLINE = "#ff9f1c"
REFRESH_MS = 200          # the outline follows buttons that move as the layout settles


def scene_box(target: Any) -> QRectF | None:
    """The scene rectangle of a target on the table (None: a widget, or not there):
    a visible item, an (item, rectangle in its coordinates) pair, or a scene rectangle."""
    if isinstance(target, QRectF):
        return target
    item, rect = target if isinstance(target, tuple) else (target, None)
    if not isinstance(item, QGraphicsItem) or not item.isVisible():
        return None
    return item.mapRectToScene(rect if rect is not None else item.boundingRect())


class Guide(QFrame):
    leave = Signal()              # "Leave the tutorial"
    ended = Signal()              # the last step is done: the game goes on freely

    def __init__(self, table: Any, script: Script, player: str, bot: str) -> None:
        super().__init__(table)
        self.setObjectName("tutorialGuide")
        self.setStyleSheet(f"QFrame#tutorialGuide {{ border: 2px solid {OUTLINE}; border-radius: 8px; }}")
        self.table, self.script = table, script
        self.player, self.bot = player, bot
        self.index = 0                # the step shown
        self.click_no = 0             # within it, the clicks already made
        self.showing = False          # the step's moment has come (else: the table plays)
        self.active = True
        self._pressed = False         # a press on the target: its release moves the guide on
        self.title = QLabel()
        self.title.setObjectName("tutorialTitle")
        self.title.setStyleSheet(f"color: {OUTLINE}; font-weight: bold;")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("tutorialText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.reminder = QLabel()
        self.reminder.setObjectName("tutorialReminder")
        self.reminder.setTextFormat(Qt.TextFormat.PlainText)
        self.reminder.setWordWrap(True)
        self.reminder.setStyleSheet(f"color: {OUTLINE};")
        self.next_button = QPushButton()
        self.next_button.setObjectName("tutorialNext")
        self.next_button.clicked.connect(self._next)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("tutorialLeave")
        self.leave_button.clicked.connect(self.leave)
        # no focus ring on it: an outline on the table means "click this" (Game > Back to
        # home leaves from the keyboard)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = QVBoxLayout(self)
        column.addWidget(self.title)
        column.addWidget(scrolled(self.text), 1)      # scrolls when a large text size needs it
        column.addWidget(self.reminder)
        row = FlowLayout()                             # two lines when a large text needs them
        row.addWidget(self.leave_button)
        row.addWidget(self.next_button)
        column.addLayout(row)
        table.side.insertWidget(0, self)
        # the outline of a scene item, and of a widget (drawn over it, never in the way)
        self.marker = QGraphicsPathItem()
        self.marker.setPen(QPen(QColor(OUTLINE), 4))
        self.marker.setBrush(QColor(255, 159, 28, 50))
        self.marker.setZValue(1000)
        self.marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.marker.hide()
        table.scene.addItem(self.marker)
        self.frame = QFrame(table)
        self.frame.setObjectName("tutorialOutline")
        self.frame.setStyleSheet(f"QFrame#tutorialOutline {{ border: 3px solid {OUTLINE}; border-radius: 6px;"
                                 " background: transparent; }")
        self.frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.frame.hide()
        session = table.session
        for signal in (session.waiting, session.applied, session.finished, table.queue.idle):
            signal.connect(self._later)
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()
        QApplication.instance().installEventFilter(self)
        self.retranslate()
        self._later()

    # ---- where the guide is ----------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    def target(self) -> Any:
        """What the player is shown now: what to click, else what to look at."""
        if not self.showing:
            return None
        step = self.step
        if step.clicks:
            return step.clicks[self.click_no](self.table) if self.click_no < len(step.clicks) else None
        return step.point(self.table) if step.point is not None else None

    def _later(self, *_: Any) -> None:
        QTimer.singleShot(0, self, self.check)       # after the table has handled it

    def check(self) -> None:
        """Show the step once its moment has come, and outline its target."""
        if not self.active:
            return
        if self.table.outcome is not None:
            self.finish()                            # the game ended: nothing left to guide
            return
        showing = bool(self.step.ready(self.table)) or (self.showing and self.click_no > 0)
        if (self.index, showing) != self._told:
            self.showing = showing
            self.reminder.clear()
            self._show_text()
        self._place(self.target())

    _told: tuple[int, bool] | None = None      # the step and moment the panel tells

    def _show_text(self) -> None:
        self._told = (self.index, self.showing)
        n = len(self.script.steps)
        self.title.setText(translate("Tutorial", "Tutorial: step %1 of %2").replace("%1", str(self.index + 1))
                           .replace("%2", str(n)))
        if self.showing:
            self.text.setText(translate("Tutorial", self.step.text).replace("%1", self.bot)
                              .replace("%2", self.player))
        else:
            self.text.setText(translate("Tutorial", "Watch the table…"))
        self.next_button.setVisible(self.showing and not self.step.clicks)
        self.next_button.setText(translate("Tutorial", "Finish") if self.index == n - 1
                                 else translate("Tutorial", "Next"))
        if self.next_button.isVisible():
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)   # Space or Enter reads on

    def _place(self, target: Any) -> None:
        """Outline the target: a scene item (or an item and a rectangle of it, or a
        rectangle of the scene), or a widget."""
        box = scene_box(target)
        item = target[0] if isinstance(target, tuple) else target
        if box is not None:
            box = box.adjusted(-5, -5, 5, 5)
            path = QPainterPath()
            path.addRoundedRect(box, 8, 8)
            self.marker.setPath(path)
            self.marker.show()
        else:
            self.marker.hide()
        if isinstance(item, QWidget) and item.isVisible():
            top_left = item.mapTo(self.table, QPoint(0, 0))
            self.frame.setGeometry(top_left.x() - 4, top_left.y() - 4, item.width() + 8, item.height() + 8)
            self.frame.show()
            self.frame.raise_()
        else:
            self.frame.hide()

    # ---- moving on ---------------------------------------------------------------------------
    def _next(self) -> None:
        if self.index == len(self.script.steps) - 1:
            self.finish()
            return
        self._go(self.index + 1)

    def _go(self, index: int, now: bool = True) -> None:
        """To step `index`: shown now (after Next), or once the click that ended the
        last step has been handled by the table."""
        self.index, self.click_no, self.showing = index, 0, False
        self.reminder.clear()
        if now:
            self._show_text()
            self.check()
        else:
            self._later()

    def _counted(self) -> None:
        """The target was clicked: the next one is the target from now on (a quick
        second click meets it), the step's moment is checked once the click is handled."""
        self.click_no += 1
        self.reminder.clear()                        # the right click: the reminder is done
        if self.click_no < len(self.step.clicks):
            self._later()
        elif self.index + 1 < len(self.script.steps):
            self._go(self.index + 1, now=False)
        else:
            QTimer.singleShot(0, self, self.finish)

    def finish(self) -> None:
        """The guide steps aside; the game stays and goes on without it."""
        if not self.active:
            return
        self.active = False
        self._timer.stop()
        QApplication.instance().removeEventFilter(self)
        self.marker.hide()
        self.frame.hide()
        self.hide()
        self.ended.emit()

    # ---- the clicks it lets through ------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self.active:
            return False
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            verdict = self._verdict(obj, event)
            if verdict is None:
                return False                         # not one of the table's controls
            if not verdict:
                self._refuse()
                return True
            if kind == QEvent.Type.MouseButtonPress:
                self._pressed = True
            return False
        if kind == QEvent.Type.MouseButtonRelease and self._pressed and isinstance(obj, QWidget):
            self._pressed = False
            self._counted()
            return False
        if kind == QEvent.Type.Shortcut and isinstance(obj, QShortcut) and self._on_table(obj.parent()):
            return self._key_refused(obj.key()[0].key())
        if kind == QEvent.Type.KeyPress and isinstance(obj, (QAbstractButton, QComboBox)) \
                and self._on_table(obj) and event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._refuse(keys=True)                  # a key the table's shortcuts left to the button
            return True
        return False

    def _key_refused(self, key: Qt.Key) -> bool:
        """The keys play the tutorial as clicks do (focus.py): the arrows move the ring
        freely; Space and Enter count when they act on what is outlined; the other keys
        of the table (its letters, Esc) would go around the guide and are refused."""
        if key in MOVES:
            return False
        if key not in ACTS:
            self._refuse(keys=True)
            return True
        target = self.table.keys.target(key)
        if isinstance(target, QWidget) and (target is self or self.isAncestorOf(target)):
            return False                             # the guide's own Next
        if not self.showing:
            if self.table.acting is None:
                return False                         # Space skips the animation playing
            self._refuse()
            return True
        if not self.step.clicks or not self._aimed(target):
            self._refuse()
            return True
        self._counted()
        return False

    def _aimed(self, target: Any) -> bool:
        """Whether what a key acts on is what the step wants clicked."""
        wanted = self.target()
        if isinstance(target, QWidget):
            return isinstance(wanted, QWidget) and (target is wanted or wanted.isAncestorOf(target))
        box = scene_box(wanted)
        return isinstance(target, QGraphicsItem) and box is not None \
            and box.contains(target.sceneBoundingRect().center())

    def _on_table(self, w: Any) -> bool:
        return (isinstance(w, QWidget) and (w is self.table or self.table.isAncestorOf(w))
                and w is not self and not self.isAncestorOf(w))

    def _verdict(self, obj: QObject, event: Any) -> bool | None:
        """None: a click the guide leaves alone; True: on what the step wants; False:
        refused."""
        viewport = self.table.view.viewport()
        if obj is viewport:
            if not self.showing:
                # a click skips the animation playing; the player's own moves wait
                return None if self.table.acting is None else False
            box = scene_box(self.target()) if self.step.clicks else None
            return box is not None and box.contains(self.table.view.mapToScene(event.position().toPoint()))
        if not isinstance(obj, (QAbstractButton, QComboBox)) or not self._on_table(obj):
            return None
        target = self.target() if self.step.clicks else None
        return isinstance(target, QWidget) and (obj is target or target.isAncestorOf(obj))

    def _refuse(self, keys: bool = False) -> None:
        if keys:
            text = translate("Tutorial", "In the tutorial, go to what is outlined in orange with the arrows "
                                         "(Tab for a button) and press Space, or click it.")
        elif not self.showing:
            text = translate("Tutorial", "Wait a moment: the table is still playing.")
        elif not self.step.clicks:
            text = translate("Tutorial", "Read this first, then press Next.")
        else:
            text = translate("Tutorial", "Not that one yet: click what is outlined in orange (or go to it "
                                         "with the arrows or Tab and press Space).")
        self.reminder.setText(text)

    # ---- language --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.leave_button.setText(translate("Tutorial", "Leave the tutorial"))
        self._show_text()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
