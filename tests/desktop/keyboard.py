"""Playing by the keyboard alone, as a person without a mouse does: every key goes to
the widget that has the keyboard's focus (or the active window), Tab walks the
controls, the arrows walk the table's ring (desktop/games/focus.py), Space and Enter
act. No helper here sends a mouse event."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.desktop.conftest import on_modal


def press(qtbot, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        target = QApplication.focusWidget() or QApplication.activeWindow()
        assert target is not None, "no window has the keyboard"
        qtbot.keyClick(target, key)


def tab_to(qtbot, widget: QWidget, limit: int = 60) -> None:
    """Tab until `widget` has the keyboard's focus."""
    for _ in range(limit):
        if QApplication.focusWidget() is widget:
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.objectName() or widget}")


def ring_to(qtbot, table, item: Any) -> None:
    """The arrows (→, round the table in reading order) until the ring is on `item`."""
    for _ in range(len(table.keys.items()) + 2):
        if table.keys.current is item and table.keys.ring.isVisible():
            return
        press(qtbot, Qt.Key.Key_Right)
    raise AssertionError(f"the ring never reached {item}")


def act_on(qtbot, table, thing: Any) -> None:
    """Go to a control (Tab) or a piece of the table (arrows), then press Space."""
    if isinstance(thing, QWidget):
        tab_to(qtbot, thing)
    else:
        ring_to(qtbot, table, thing)
    press(qtbot, Qt.Key.Key_Space)


def in_dialog(act) -> list:
    """Run `act(dialog)` inside the next modal dialog (it blocks the key that opens
    it), once the keyboard is in it; the list gets the dialog once handled, or the
    error `act` raised."""
    def keyed(box) -> bool:                       # not yet the keyboard's: wait
        focus = QApplication.focusWidget()
        return focus is not None and box.isAncestorOf(focus)
    return on_modal(keyed, act)


def new_game_by_keys(qtbot, window, game: str, players: int, mission: int | None = None,
                     tutorial: bool = False) -> Any:
    """From the home screen: Tab to the game's "New game", Space; in the dialog the
    seat count (↓), the mission (↓), and Enter to start (or the offered tutorial)."""
    from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox
    window.store.set("speed", "normal")
    start = window.home.findChild(QPushButton, f"new_{game}")

    def fill(dialog) -> None:
        if tutorial:
            tab_to(qtbot, dialog.findChild(QPushButton, "takeTutorial"))
            press(qtbot, Qt.Key.Key_Space)
            return
        count = dialog.findChild(QSpinBox, "seatCount")
        tab_to(qtbot, count)
        while count.value() > players:
            press(qtbot, Qt.Key.Key_Down)
        if mission is not None:
            choice = dialog.findChild(QComboBox, "missionChoice")
            tab_to(qtbot, choice)
            while choice.currentData() != mission:
                press(qtbot, Qt.Key.Key_Down)
        press(qtbot, Qt.Key.Key_Return)
    seen = in_dialog(fill)
    tab_to(qtbot, start)
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert not any(isinstance(x, Exception) for x in seen), seen
    qtbot.waitUntil(lambda: window.table is not None and window.pages.currentWidget() is window.table,
                    timeout=5000)
    back_to(qtbot, window)
    return window.table


def back_to(qtbot, window) -> None:
    """The window has the keyboard again once a dialog closed (the offscreen platform
    has no window manager to give it back: the window asks for it, as a desktop's does)."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def leave_by_keys(qtbot, window) -> None:
    """On the end screen: Tab to "Back to home", Enter."""
    table = window.table
    qtbot.waitUntil(lambda: table.end.isVisible() and QApplication.focusWidget() is not None, timeout=10000)
    tab_to(qtbot, table.end.back)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home, timeout=5000)
