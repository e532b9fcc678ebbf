"""Windows fit the screen they open on (issue 16: 700 px of height did not fit a
1366x768 laptop) and the main window is usable down to 1024x640."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

from desktop.widgets import sizing


class _Screen:
    def __init__(self, w, h):
        self.rect = QRect(0, 0, w, h)

    def availableGeometry(self):
        return self.rect


def test_a_wished_size_shrinks_to_a_small_screen_but_not_below_the_minimum(qapp, monkeypatch):
    w = QWidget()
    w.setMinimumSize(1024, 640)
    monkeypatch.setattr(sizing.QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(w, "screen", lambda: _Screen(1366, 728))       # a laptop, less its panel
    assert sizing.fitted(w, 1280, 800) == QSize(1280, 691)
    monkeypatch.setattr(w, "screen", lambda: _Screen(1920, 1040))
    assert sizing.fitted(w, 1280, 800) == QSize(1280, 800)
    monkeypatch.setattr(w, "screen", lambda: _Screen(900, 600))
    assert sizing.fitted(w, 1280, 800) == QSize(1024, 640)


def test_the_main_window_goes_down_to_1024_by_640(qtbot, window):
    assert window.minimumSize() == QSize(1024, 640)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640), timeout=3000)
    home = window.home
    assert home.isVisible()
    # every game card is wholly inside the window, none over another
    cards = [c for c in home.findChildren(QWidget) if c.objectName() == "gameCard" and c.isVisible()]
    rects = [QRect(c.mapTo(window, c.rect().topLeft()), c.size()) for c in cards]
    assert len(rects) == 3
    assert all(window.rect().contains(r.topLeft()) and r.right() <= window.width() for r in rects)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
