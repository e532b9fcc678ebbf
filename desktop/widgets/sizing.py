"""Window sizes that fit the screen they open on: a wish (1280x800 for the main
window) shrunk to the screen's free area (a 1366x768 laptop, 1080p at 150% scale),
never below the window's own minimum."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fitted(widget: QWidget, width: int, height: int, share: float = 0.95) -> QSize:
    """`width` x `height`, or less where the screen's available area is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None or QGuiApplication.platformName() == "offscreen":
        return QSize(width, height)      # no real screen (its 800x800 is made up)
    free = screen.availableGeometry()
    least = widget.minimumSize()
    return QSize(max(least.width(), min(width, int(free.width() * share))),
                 max(least.height(), min(height, int(free.height() * share))))


def resize_to_fit(widget: QWidget, width: int, height: int) -> None:
    widget.resize(fitted(widget, width, height))
