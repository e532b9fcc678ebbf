"""A click on the table or Space skips the animation playing (issue 16, item 3)."""
from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, Qt

from tests.desktop.conftest import start as start_bomu
from tests.desktop.test_busters import bot_level, start_busters


def _running(qtbot, table):
    qtbot.waitUntil(lambda: table.queue._running is not None
                    and table.queue._running.totalDuration() > 300, timeout=20000)
    return table.queue._running


def test_a_click_on_the_table_skips_the_animation(qtbot, window):
    table = start_bomu(window, [("B1", "easy"), ("B2", "easy"), ("B3", "easy")], seed=3, speed="slow")
    anim = _running(qtbot, table)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton)
    assert anim.state() == QAbstractAnimation.State.Stopped
    assert anim.currentTime() == anim.totalDuration()


def test_space_skips_the_animation_in_bomb_busters(qtbot, window):
    table = start_busters(window, [(n, bot_level()) for n in ("B1", "B2", "B3")], mission=1,
                          seed=3, speed="slow")
    anim = _running(qtbot, table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert anim.state() == QAbstractAnimation.State.Stopped
