"""Window sizes that fit the screen they open on: a wish (1280x800 for the main
window) shrunk to the screen's free area (a 1366x768 laptop, 1080p at 150% scale),
never below the window's own minimum."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


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



class _Scrolled(QScrollArea):
    """Asks for the whole height its page needs at its width (a plain scroll area asks
    for a fixed small size), and makes do with three lines of it."""

    def sizeHint(self) -> QSize:
        page = self.widget()
        width = self.viewport().width() if self.viewport().width() > 0 else page.sizeHint().width()
        return QSize(page.sizeHint().width(), page.heightForWidth(width) if page.hasHeightForWidth()
                     else page.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.widget().fontMetrics().lineSpacing() * 3)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()          # a new width: another height for the page


def scrolled(widget: QWidget) -> QScrollArea:
    """`widget` in a frameless, see-through area that scrolls it up and down when it
    is taller than the room it gets (a long text at a large text size)."""
    area = _Scrolled()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setObjectName("scrolledText")
    area.setStyleSheet("QScrollArea#scrolledText, QScrollArea#scrolledText > QWidget > QWidget "
                       "{ background: transparent; }")
    area.setWidget(widget)
    return area
