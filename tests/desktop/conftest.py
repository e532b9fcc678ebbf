"""Desktop tests drive the real main window offscreen, with a data folder of
their own."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop.store.db import SeatSpec


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("BAKUDAN_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def window(qtbot, data_dir):
    from desktop.app import create_window
    from desktop.i18n import set_language
    win = create_window(QApplication.instance())
    qtbot.addWidget(win)
    win.show()
    shown(qtbot, win)
    # a player who has read every mission card: no briefing pops up over the table
    # (tests/desktop/test_briefing.py shows the first-time briefing)
    from desktop.games.busters.mission_card import BRIEFED
    win.store.set(BRIEFED, ",".join(str(n) for n in range(1, 67)))
    yield win
    win.close()
    set_language("en")


def shown(qtbot, win) -> None:
    """Wait as a person does for the window: painted, then its store opened (which it
    does by itself once painted, so Continue and the store's notices are up)."""
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.store.is_open, timeout=5000)


def open_window(qtbot):
    """Start the app as a player does (the data folder as the test left it)."""
    from desktop.app import create_window
    win = create_window(QApplication.instance())
    qtbot.addWidget(win)
    win.show()
    shown(qtbot, win)
    return win


def restart(qtbot, window):
    """Quit mid-game and start the app again (same data folder): the new window."""
    from desktop.app import create_window
    window.close()
    again = create_window(QApplication.instance())
    qtbot.addWidget(again)
    again.show()
    shown(qtbot, again)
    return again


def start(window, seats, seed=7, speed="instant"):
    window.store.set("speed", speed)
    window.start_game("bomu", [SeatSpec(n, k) for n, k in seats], seed=seed)
    window.table.queue.configure(speed, False)
    return window.table


def click_item(qtbot, table, item) -> None:
    """Click a graphics item the way a person does: on the screen, through the view."""
    view = table.view
    point = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def visible_buttons(table) -> list[str]:
    return [k for k, b in table.buttons.items() if b.isVisible() and b.isEnabled()]


def play_turn(qtbot, table, prefer_low=True) -> bool:
    """Answer whatever the human seat at the screen is asked, by clicking.
    Returns False if nothing was asked."""
    if table.acting is None:
        return False
    buttons = visible_buttons(table)
    view = table.session.view(table.acting)
    if view.phase == "pick":
        cards = [i for i in table.scene.hand if i.isVisible() and i.clickable]
        click_item(qtbot, table, cards[0] if prefer_low else cards[-1])
        assert table.buttons["play"].isEnabled()
        qtbot.mouseClick(table.buttons["play"], Qt.MouseButton.LeftButton)
    elif view.phase == "discard":
        need = len(view.hand) - 4
        for item in [i for i in table.scene.hand if i.isVisible() and i.clickable][:need]:
            click_item(qtbot, table, item)
        qtbot.mouseClick(table.buttons["discard"], Qt.MouseButton.LeftButton)
    elif "roll" in buttons:
        qtbot.mouseClick(table.buttons["roll"], Qt.MouseButton.LeftButton)
    elif "draw" in buttons:
        qtbot.mouseClick(table.buttons["life"], Qt.MouseButton.LeftButton)
    else:
        return False
    return True


def play_to_end(qtbot, window, limit=3000) -> None:
    table = window.table
    for _ in range(limit):
        if table.outcome is not None:
            return
        if table.handoff.isVisible():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        elif not play_turn(qtbot, table):
            qtbot.wait(5)
    raise AssertionError("the game did not end")


def when_modal(kind: type, act) -> list:
    """Run `act(widget)` on the modal `kind` about to open (it blocks the click that
    opens it); the returned list gets the widget once it was handled. If `act` fails,
    the modal is closed (the test fails on what it expected, and never hangs)."""
    return on_modal(lambda box: type(box) is kind, act)


def on_modal(ready, act) -> list:
    """Run `act(box)` on the next modal widget for which `ready(box)` holds (when_modal,
    keyboard.in_dialog): looked for every 20 ms, not forever, so a modal that never
    opens does not catch a later one."""
    seen: list = []
    tries = iter(range(500))

    def look() -> None:
        box = QApplication.activeModalWidget()
        if box is None or not ready(box):
            if next(tries, None) is not None:
                QTimer.singleShot(20, look)
            return
        seen.append(box)
        try:
            act(box)
        except Exception as exc:                  # the test fails on it, and never hangs
            seen.append(exc)
            box.reject()
    QTimer.singleShot(0, look)
    return seen
