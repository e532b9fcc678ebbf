"""The window reads well at its extremes (issue 16): Bomb Squad Academy's track texts
at the smallest window (they were about 5 px there), the home cards' art keeping its
shape, no text clipped at twice the pixel density, and 4K: the tables grow, nothing
tiny, nothing overlapping."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from desktop.games.academy.items import PlateItem, TileItem
from desktop.games.catalog import GAMES
from desktop.store.db import SeatSpec
from desktop.widgets.art import Banner
from tests.desktop.clipping import clipped

READABLE = 11.0          # px on the screen


def test_academy_track_texts_read_at_11_px_in_the_smallest_window(qtbot, window):
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640), timeout=3000)
    window.store.set("speed", "instant")
    window.start_game("academy", [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy"), SeatSpec("Chika", "easy"),
                                  SeatSpec("Dan", "easy")], seed=5)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=10000)
    scene = table.scene
    scale = table.view.transform().m11()
    assert 0.5 < scale < 0.8                     # the table drawn small, as at 1024x640
    hand_top = min(card.sceneBoundingRect().top() for card in scene.hand if card.isVisible())
    for wire, track in scene.tracks.items():
        font = track.label_font()
        assert font.pixelSize() * scale >= READABLE, (wire, font.pixelSize() * scale)
        numbers = QFontMetricsF(font)
        assert numbers.height() <= track.STEP + 0.5                # one space's number never touches the next
        assert numbers.horizontalAdvance(str(track.length)) <= 28
        for tile in scene.tiles[wire]:
            assert tile.label_font().pixelSize() * scale >= READABLE
            assert QFontMetricsF(tile.label_font()).horizontalAdvance("OK") <= tile.w
            # the longer track still ends above the player's hand
            assert tile.sceneBoundingRect().bottom() < hand_top, (wire, tile.sceneBoundingRect())
        assert track.sceneBoundingRect().bottom() < hand_top
    for plate in scene.plates.values():
        assert plate.label_font().pixelSize() * scale >= READABLE
    widest = QFontMetricsF(PlateItem.label_font()).horizontalAdvance("◀+12")
    assert widest <= 56
    assert TileItem.label_font().pixelSize() == PlateItem.label_font().pixelSize()


# ---- the home screen's art, high-DPI, 4K ------------------------------------------------------------
CONFIGS = {"bomu": None, "academy": None, "busters": {"mission": 4, "players": 4}}


def sized(qtbot, window, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QSize(w, h), timeout=3000)
    qtbot.wait(30)


def start_game(qtbot, window, game: str):
    window.store.set("speed", "instant")
    seats = [SeatSpec("Aki", "human")] + [SeatSpec(n, GAMES[game].levels[0]) for n in ("Ben", "Chika", "Dan")]
    window.start_game(game, seats, seed=5, config=CONFIGS[game])
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=15000)
    qtbot.wait(30)
    return table


def test_the_home_cards_keep_their_arts_shape_at_every_width(qtbot, window):
    ratio = Banner.DESIGN.width() / Banner.DESIGN.height()
    for w, h in ((1024, 640), (1100, 700), (1920, 1080)):
        sized(qtbot, window, w, h)
        window.show_home()
        window.grab()                                  # painted: each banner notes where its art went
        banners = [b for b in window.home.findChildren(Banner) if b.isVisible()]
        assert len(banners) == 3
        for b in banners:
            art = b.drawn
            assert abs(art.width() / art.height() - ratio) < 0.01, (w, type(b).__name__, art)
            assert QRectF(b.rect()).contains(art)      # letterboxed inside its banner, never cut
            assert art.width() >= b.width() - 1 or art.height() >= b.height() - 1   # as large as fits


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_at_twice_the_pixel_density_no_text_is_clipped(qtbot, window, lang):
    """High DPI: the window drawn at a device pixel ratio of 2 (as on a 200% screen),
    home and a Bomb Busters table at the smallest window."""
    window.apply_settings({"language": lang})
    sized(qtbot, window, 1024, 640)
    for scene in ("home", "busters"):
        if scene == "home":
            window.show_home()
        else:
            start_game(qtbot, window, "busters")
        shot = QPixmap(window.size() * 2)
        shot.setDevicePixelRatio(2)
        shot.fill(Qt.GlobalColor.black)
        window.render(shot)
        assert shot.deviceIndependentSize().toSize() == window.size()
        image = shot.toImage()
        assert image.width() == 2 * window.width()
        # drawn, not blank, and at full resolution
        centre = image.pixelColor(image.width() // 2, image.height() // 3)
        assert centre != image.pixelColor(0, image.height() - 1) or scene == "home"
        assert not clipped(window, shot), (scene, clipped(window, shot))


def test_at_4k_the_tables_grow_and_nothing_is_tiny_or_overlapping(qtbot, window):
    sized(qtbot, window, 3840, 2160)
    window.show_home()
    cards = sorted((c for c in window.home.findChildren(QWidget) if c.objectName() == "gameCard"),
                   key=lambda c: c.mapTo(window, c.rect().topLeft()).x())
    left = [c.mapTo(window, c.rect().topLeft()).x() for c in cards]
    assert all(b - (a + cards[0].width()) <= 24 for a, b in zip(left, left[1:]))     # together, not adrift
    middle = (left[0] + left[-1] + cards[-1].width()) / 2
    assert abs(middle - window.width() / 2) < 40                                   # in the middle
    for game in ("bomu", "academy", "busters"):
        table = start_game(qtbot, window, game)
        scale = table.view.transform().m11()
        assert scale >= 2.0, (game, scale)                        # the board fills the big window
        view = QRect(table.view.mapTo(window, QPoint(0, 0)), table.view.size())
        side = QRect(table.log_view.mapTo(window, QPoint(0, 0)), table.log_view.size())
        assert not view.intersects(side) and window.rect().contains(view) and window.rect().contains(side)
        for w in table.findChildren(QWidget):
            if w.isVisible() and isinstance(w, (QLabel, QPushButton)) and w.text():
                px = w.font().pixelSize() if w.font().pixelSize() > 0 else w.font().pointSizeF() * 96 / 72
                assert px >= 12, (game, w.objectName(), w.text()[:30], px)
        assert not clipped(table, window)
        window.leave_game()


# ---- no text under 10 px on the Bomb Busters table (issue 26, item 5) ------------------------------
def texts_drawn(monkeypatch, widget) -> list[tuple[str, float]]:
    """Every text the items paint while `widget` is drawn, with its size on the screen."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    seen: list[tuple[str, float]] = []
    draw = QPainter.drawText

    def recorded(painter, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        seen.append((text, painter.font().pixelSize() * abs(painter.worldTransform().m11())))
        return draw(painter, *args)
    from desktop.widgets.items import repaint_pieces
    repaint_pieces(widget.table.scene)       # the pieces keep their pictures: paint them anew
    monkeypatch.setattr(QPainter, "drawText", recorded)
    widget.grab()
    monkeypatch.setattr(QPainter, "drawText", draw)
    table = widget.table
    scale = table.view.transform().m11()
    seen += [(i.text(), i.font().pixelSize() * scale) for i in table.scene.items()
             if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()]
    return [(t, px) for t, px in seen if t.strip()]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_no_text_on_the_busters_table_is_under_10_px(qtbot, window, monkeypatch, lang, size):
    """The Coach's odds on the tiles, the equipment names, "Detonator: N", the wire
    counts, the plates and the mission tile were 6-8 px at 1024x640."""
    from desktop.games.busters.items import READABLE_PX
    window.apply_settings({"language": lang})
    sized(qtbot, window, *size)
    table = start_game(qtbot, window, "busters")
    table.coach_box.setChecked(True)
    qtbot.waitUntil(lambda: "%" in table.coach_text.text(), timeout=20000)
    qtbot.wait(50)
    drawn = texts_drawn(monkeypatch, window)
    assert any("%" in t for t, _ in drawn) and any(t.startswith(("Detonator", "起爆")) for t, _ in drawn)
    small = sorted({(round(px, 1), t) for t, px in drawn if px < READABLE_PX - 0.05})
    assert not small, small
    window.leave_game()
