"""Keyboard play on a game's table, the same in every game: the arrows move a focus
ring among the table's pieces the seat at the screen may click (wires, cards, tokens,
tools, the mission card), Tab moves among the controls, Space acts on what has the
focus (the focused button, else the piece in the ring), Enter confirms (or acts like
Space where nothing waits for a confirmation) and Esc drops the selection.

The table supplies three things (GameTable's hooks): `focus_items()` (the pieces that
may be clicked now), `activate_item(item)` (what a click on one does) and
`confirm_button()`; Esc calls `cancel_selection()`. The ring is an item of its own
over the scene, so no game's pieces know about it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QGraphicsItem,
                               QGraphicsPathItem, QToolTip, QWidget)

from desktop.widgets.lifetime import weak

MOVES = {Qt.Key.Key_Left: "left", Qt.Key.Key_Right: "right", Qt.Key.Key_Up: "up",
         Qt.Key.Key_Down: "down"}
ACTS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
FOLLOW_MS = 100           # the ring follows a piece that moves (an animation, a new layout)
RING_Z = 150              # over the pieces and plates, under the flash and BOOM! of an explosion


class FocusRing(QGraphicsPathItem):
    """White dashes on a black band, drawn in screen pixels whatever the table's
    scale: seen on every ground (dark tables, black in high contrast) and unlike the
    solid rings of a selected piece and the orange outline of the tutorial."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def paint(self, painter, option, widget=None) -> None:
        band = QPen(QColor("#000000"), 8)
        band.setCosmetic(True)
        painter.setPen(band)
        painter.drawPath(self.path())
        dashes = QPen(QColor("#ffffff"), 4, Qt.PenStyle.CustomDashLine)
        dashes.setDashPattern([2.5, 1.5])
        dashes.setCosmetic(True)
        painter.setPen(dashes)
        painter.drawPath(self.path())

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(-8, -8, 8, 8)

    def around(self, box: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(box.adjusted(-5, -5, 5, 5), 7, 7)
        self.setPath(path)


def centre(item: QGraphicsItem) -> QPointF:
    return item.sceneBoundingRect().center()


def reading_order(items: list) -> list:
    """Row by row from the top, left to right in a row (a row: pieces whose centres
    lie within half a piece's height of the row's first)."""
    rows: list[list] = []
    for item in sorted(items, key=lambda i: centre(i).y()):
        if rows and centre(item).y() - centre(rows[-1][0]).y() < rows[-1][0].sceneBoundingRect().height() / 2:
            rows[-1].append(item)
        else:
            rows.append([item])
    return [i for row in rows for i in sorted(row, key=lambda i: centre(i).x())]


def step(items: list, current: Any, move: str) -> Any:
    """The piece a move goes to: left/right the previous/next in reading order
    (round the table), up/down the nearest piece that way (none: it stays)."""
    if not items:
        return None
    if current not in items:
        order = reading_order(items)
        return order[0] if move in ("right", "down") else order[-1]
    if move in ("left", "right"):
        order = reading_order(items)
        return order[(order.index(current) + (1 if move == "right" else -1)) % len(order)]
    here = centre(current)
    sign = -1 if move == "up" else 1
    ahead = [i for i in items if (centre(i).y() - here.y()) * sign > 4]
    if not ahead:
        return current
    return min(ahead, key=lambda i: abs(centre(i).y() - here.y()) + 2 * abs(centre(i).x() - here.x()))


class TableKeys(QObject):
    """The table's keys and its focus ring (one per GameTable)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.current: QGraphicsItem | None = None
        self.shown = False                 # the keyboard has been used: the ring shows
        self.ring = FocusRing()
        table.scene.addItem(self.ring)
        self._timer = QTimer(self)
        self._timer.setInterval(FOLLOW_MS)
        self._timer.timeout.connect(self.follow)
        for key, move in MOVES.items():
            self._bind(key, lambda move=move: self.move(move))
        self._bind(Qt.Key.Key_Space, lambda: self.act(Qt.Key.Key_Space))
        self._bind(Qt.Key.Key_Return, lambda: self.act(Qt.Key.Key_Return))
        self._bind(Qt.Key.Key_Enter, lambda: self.act(Qt.Key.Key_Enter))
        self._bind(Qt.Key.Key_Escape, self.cancel)
        # weakly: the application outlives every table
        QApplication.instance().focusChanged.connect(weak(self._focus_moved))

    @property
    def table(self) -> Any:
        return self.parent()          # not an attribute: no cycle with the table's `keys`

    def _bind(self, key, slot) -> None:
        QShortcut(QKeySequence(key), self.table, activated=slot)

    # ---- what has the focus ---------------------------------------------------------------
    def items(self) -> list:
        return [i for i in self.table.focus_items() if i.isVisible()]

    def focused_control(self) -> QWidget | None:
        """A button or list of the table with the keyboard's focus (Tab took it there)."""
        w = QApplication.focusWidget()
        if isinstance(w, (QAbstractButton, QComboBox)) and w.isVisible() and w.isEnabled() \
                and (w is self.table or self.table.isAncestorOf(w)):
            return w
        return None

    def target(self, key: int) -> Any:
        """What `key` would act on now: a widget, a piece of the table, or None."""
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            confirm = self.table.confirm_button()
            if confirm is not None:
                return confirm
        control = self.focused_control()
        if control is not None:
            return control
        return self._current()

    def _current(self) -> QGraphicsItem | None:
        items = self.items()
        if self.current in items:
            return self.current
        if self.table.acting is None:
            return None             # between one's own decisions the ring waits where it was
        if self.current is not None and items:      # no longer to be clicked: the nearest one
            try:
                here = centre(self.current)
            except RuntimeError:                     # gone from the table
                here = centre(items[0])
            self.current = min(items, key=lambda i: (centre(i) - here).manhattanLength())
            return self.current
        return None

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """A control pressed from the keyboard goes away (its decision is taken): the
        keyboard comes back to the table, not to whichever button Qt would pick next."""
        try:
            table = self.table
            gone = old is not None and table.isAncestorOf(old) and (new is None or not old.isVisible())
        except RuntimeError:                          # the table or the old control is being destroyed
            return
        # a cover or the tutorial's guide that took the keyboard on purpose keeps it
        claimed = new is not None and any(w is not None and w.isVisible() and (w is new or w.isAncestorOf(new))
                                          for w in (getattr(table, name, None)
                                                    for name in ("handoff", "end", "guide")))
        if gone and not claimed and table.isVisible() and QApplication.activeWindow() is table.window():
            table.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- the keys -------------------------------------------------------------------------
    def _covered(self) -> bool:
        """A hand-off or end screen over the table: its own buttons take the keys."""
        return any(w is not None and w.isVisible()
                   for w in (getattr(self.table, "handoff", None), getattr(self.table, "end", None)))

    def move(self, move: str) -> None:
        if self._covered():
            return
        control = self.focused_control()
        if isinstance(control, QComboBox) and move in ("up", "down"):
            # a list with the focus: the arrows go through its entries
            control.setCurrentIndex(max(0, min(control.count() - 1,
                                               control.currentIndex() + (1 if move == "down" else -1))))
            return
        self.table.view.setFocus(Qt.FocusReason.OtherFocusReason)   # the keyboard is on the table again
        self.current = step(self.items(), self._current(), move)
        self.used()
        self.follow()
        self._tell()

    def _tell(self) -> None:
        """The piece's tooltip (a card's rule, a wire's known value), as the mouse's
        hover shows it: under the ring."""
        item, view = self.current, self.table.view
        tip = item.toolTip() if item is not None else ""
        if not tip:
            QToolTip.hideText()
            return
        corner = view.mapFromScene(self.ring.path().boundingRect().bottomLeft())
        QToolTip.showText(view.viewport().mapToGlobal(corner), tip, view)

    def act(self, key: int) -> None:
        if self._covered():
            return
        if self.table.acting is None and self.table.skip_animation():
            return                                       # a key press skips the animation playing
        target = self.target(key)
        if isinstance(target, QComboBox):
            target.showPopup()
        elif isinstance(target, QAbstractButton):
            target.click()
        elif isinstance(target, QGraphicsItem):
            self.used()
            self.table.activate_item(target)
        self.follow()

    def used(self) -> None:
        """The keyboard is in use: the ring shows, and the line naming the keys under
        the log (hidden till then: at 1024x640 its three lines cost the log its room)."""
        self.shown = True
        self.table.keys_hint.show()

    def cancel(self) -> None:
        self.table.cancel_selection()
        self.follow()

    # ---- the ring ---------------------------------------------------------------------------
    def follow(self) -> None:
        """The ring on the focused piece, where it is now (hidden when none)."""
        item = self._current() if self.shown else None
        if item is None:
            self.ring.hide()
            self._timer.stop()
            return
        self.ring.around(item.sceneBoundingRect())
        self.ring.show()
        if not self._timer.isActive():
            self._timer.start()
