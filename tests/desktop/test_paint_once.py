"""The table's pieces keep a picture of themselves and paint again only when what they
show changes (desktop/widgets/items.py, PaintOnce: setting an attribute to a new value
is what repaints a piece). Two checks, in every game:

- no piece ever shows an old picture: at each decision of a hot-seat game (hand-offs
  included, where the whole table turns to another seat), the view as it stands is
  pixel for pixel the view with every piece painted anew;
- a table synced again to the same view paints no piece: the Bomb Busters table used to
  repaint every wire at every sync, most of its drawing at Normal speed (issue 28).
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from desktop.games.catalog import GAMES
from desktop.store.db import SeatSpec
from desktop.widgets.items import PaintOnce, repaint_pieces
from tests.desktop.real_speed import decider

CONFIGS = {"busters": {"mission": 9, "players": 3}, "academy": None, "bomu": None}


def start(qtbot, window, game: str, humans: int = 2):
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640), timeout=3000)
    window.store.set("speed", "instant")
    names = ["Aki", "Ben", "Cy"]
    window.start_game(game, [SeatSpec(name, "human" if i < humans else GAMES[game].levels[0])
                             for i, name in enumerate(names)], seed=3, config=CONFIGS[game])
    table = window.table
    table.queue.configure("instant", False)
    return table


def settled(qtbot, table) -> None:
    """A seat at the screen is asked, nothing moves (or the game is over)."""
    qtbot.waitUntil(lambda: table.outcome is not None or table.handoff.isVisible()
                    or (table.acting is not None and not table.queue.busy), timeout=20000)
    QApplication.processEvents()


def unexplained(held: QImage, fresh: QImage, tolerance: int = 64) -> list[tuple[int, int]]:
    """The pixels of `held` that `fresh` does not explain. Qt keeps a piece's picture
    while the piece only moves, so a picture made where it stood before is drawn up to
    a pixel off, its edges shaded for the old fraction of a pixel: a pixel is explained
    if each of its channels lies within (give or take `tolerance`) what the 3x3 pixels
    around it span in `fresh`. A wrong number, mark or colour is not."""
    held = held.convertToFormat(QImage.Format.Format_RGB32)
    fresh = fresh.convertToFormat(QImage.Format.Format_RGB32)
    w, h, line = held.width(), held.height(), held.bytesPerLine()
    a, b = bytes(held.constBits()), bytes(fresh.constBits())
    wrong = []
    for y in range(h):
        row = slice(y * line, y * line + 4 * w)
        if a[row] == b[row]:
            continue
        for x in range(w):
            i = y * line + 4 * x
            if a[i:i + 3] == b[i:i + 3]:
                continue
            around = [(y + dy) * line + (x + dx) * 4 for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                      if 0 <= x + dx < w and 0 <= y + dy < h]
            if any(not min(b[j + c] for j in around) - tolerance <= a[i + c]
                   <= max(b[j + c] for j in around) + tolerance for c in range(3)):
                wrong.append((x, y))
    return wrong


def shows_what_it_holds(table) -> list[tuple[int, int]]:
    """Where the view as it stands is not the view with every piece painted anew."""
    viewport = table.view.viewport()
    held = viewport.grab().toImage()
    repaint_pieces(table.scene)                   # every picture thrown away: painted anew
    return unexplained(held, viewport.grab().toImage())


@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_no_piece_shows_an_old_picture(qtbot, window, game):
    table = start(qtbot, window, game)
    decide = decider(game, table, qtbot)
    checked = 0
    for _ in range(14):
        settled(qtbot, table)
        if table.outcome is not None:
            break
        if table.handoff.isVisible():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
            continue
        wrong = shows_what_it_holds(table)
        assert not wrong, f"a piece kept an old picture after {checked} decisions, at {wrong[:5]}"
        checked += 1
        assert decide()
    assert checked >= 6


@pytest.fixture
def paints(monkeypatch):
    """How often each kind of piece paints (every PaintOnce class counted)."""
    counts: dict[str, int] = {}

    def counted(cls):
        original = cls.__dict__["paint"]

        def paint(self, *args):
            counts[cls.__name__] = counts.get(cls.__name__, 0) + 1
            return original(self, *args)
        monkeypatch.setattr(cls, "paint", paint)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)
    for cls in set(subclasses(PaintOnce)):
        if "paint" in cls.__dict__:
            counted(cls)
    return counts


@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_a_table_synced_to_the_same_view_paints_no_piece(qtbot, window, paints, game):
    table = start(qtbot, window, game, humans=1)
    settled(qtbot, table)
    assert not table.handoff.isVisible() and table.acting is not None
    table.view.viewport().grab()                  # every piece's picture is made
    assert paints, "the pieces were counted"
    paints.clear()
    table.scene.sync(table.scene.view)
    if game == "busters":                         # what the controls and the Coach redo at each sync
        table.scene.set_marks(table.scene.clickable, table.scene.selected)
        table.scene.set_coach(table.scene.coach)
    table.view.viewport().grab()
    assert paints == {}
