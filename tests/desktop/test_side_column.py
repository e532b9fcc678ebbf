"""The Bomb Busters side column gives the log room (issue 26, item 5): a long mission
panel takes at most 40% of the column and scrolls beyond it (the log showed three
lines at 1024x640), and mission 66's map grows with the space it has (it stayed
small at 1920x1080), its squares' names never under 10 px. Played at Normal speed,
in both languages, at 1024x640 and 1920x1080."""
from __future__ import annotations

import pytest

from desktop.i18n import set_language
from desktop.store.db import SeatSpec
from tests.desktop.clipping import clipped

SIZES = [(1024, 640), (1920, 1080)]


def start(qtbot, window, mission: int, size, lang: str):
    set_language(lang)
    window.resize(*size)
    window.store.set("speed", "normal")
    seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy"), SeatSpec("Chika", "easy"), SeatSpec("Dan", "easy")]
    window.start_game("busters", seats, seed=11, config={"mission": mission, "players": 4})
    table = window.table
    qtbot.waitUntil(lambda: table.acting == 0, timeout=30000)
    qtbot.wait(50)
    return table


def texts_drawn(monkeypatch, widget) -> list[tuple[str, float]]:
    """Every text `widget` paints, with its size in px."""
    from PySide6.QtGui import QPainter
    seen: list[tuple[str, float]] = []
    draw = QPainter.drawText

    def recorded(painter, *args):
        font = painter.font()
        px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * painter.device().logicalDpiY() / 72
        seen.append((next((a for a in args if isinstance(a, str)), ""), px))
        return draw(painter, *args)
    monkeypatch.setattr(QPainter, "drawText", recorded)
    widget.grab()
    monkeypatch.setattr(QPainter, "drawText", draw)
    return [(t, px) for t, px in seen if t.strip()]


def column_height(table) -> int:
    return table.log_view.parentWidget().height()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_mission_panel_leaves_the_log_its_room(qtbot, window, size, lang):
    # the mission's pieces are drawn on the table; the panel keeps a scripted
    # mission's stage (mission 30's timed cards), one line as high as its text
    table = start(qtbot, window, 30, size, lang)
    room, panel = table.mission_room, table.mission_panel
    assert room.isVisible() and panel.text()
    assert not room.verticalScrollBar().isVisible()
    assert room.height() == max(40, panel.heightForWidth(room.viewport().width()))
    assert room.height() <= 0.4 * column_height(table) + 1
    line = table.log_view.fontMetrics().lineSpacing()
    assert table.log_view.height() >= 6 * line, f"the log shows {table.log_view.height() / line:.1f} lines"
    assert not clipped(table, window)


def test_a_panel_longer_than_its_share_scrolls_to_its_end(qtbot):
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
    from desktop.widgets.side_room import SideRoom
    column = QWidget()
    column.resize(300, 500)
    panel = QLabel("A long text. " * 200)
    panel.setWordWrap(True)
    room = SideRoom(panel, 0.4)
    QVBoxLayout(column).addWidget(room)
    column.show()
    qtbot.waitExposed(column)
    room.fit()
    qtbot.waitUntil(lambda: room.height() == int(column.height() * 0.4), timeout=3000)
    bar = room.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0, timeout=3000)
    bar.setValue(bar.maximum())
    bottom = panel.mapTo(room.viewport(), panel.rect().bottomLeft()).y()
    assert bottom <= room.viewport().height() + 1
    column.resize(300, 900)                 # a taller column: a larger share
    qtbot.waitUntil(lambda: room.height() == int(900 * 0.4), timeout=3000)


def test_a_mission_with_nothing_beside_the_table_shows_no_panel(qtbot, window):
    for mission in (1, 9):                 # mission 9's Sequence card lies on the table
        table = start(qtbot, window, mission, (1024, 640), "en")
        assert not table.mission_room.isVisible()
        window.leave_game()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mission_66s_map_grows_with_the_window(qtbot, window, monkeypatch, lang):
    cells = {}
    for size in SIZES:
        table = start(qtbot, window, 66, size, lang)
        board = table.mission_map
        assert board.isVisible()
        cells[size] = board.cell()
        assert board.height() <= 0.5 * column_height(table) + 1
        line = table.log_view.fontMetrics().lineSpacing()
        assert table.log_view.height() >= 5 * line
        drawn = texts_drawn(monkeypatch, board)
        names = [t for t, _ in drawn if t and t not in "ABCDE"]
        assert names, "the squares are named"
        assert all(px >= 10 for _, px in drawn), sorted(drawn, key=lambda d: d[1])[:3]
        window.leave_game()
    assert cells[(1024, 640)] >= 54
    assert cells[(1920, 1080)] >= 1.5 * cells[(1024, 640)], cells
