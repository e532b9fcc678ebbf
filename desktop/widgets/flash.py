"""The explosion flash: one translucent colour over the whole of every view showing a
table, margins included.

It used to be a gradient rectangle the size of the scene: the scene is fitted into
its view with margins beside it that the rectangle never covered, and while the table
shook the view repainted only the strips it scrolled in, so the flash showed in
bands. This item reaches far beyond the scene (its own rectangle, not the scene's,
which keeps its size), paints one colour, and each change of its level repaints the
views whole. It stays a scene item so that what a game shows above the flash (Bomb
Busters' BOOM!, Bomu's flying life chips) still shows above it."""
from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

COLOUR = QColor(255, 112, 24, 225)   # a warm orange; the item's opacity scales it
REACH = 20000.0                      # scene units each way: past any window's margins


class FlashItem(QGraphicsObject):
    """Hidden (opacity 0) until an explosion animates `value` (0..1)."""

    def __init__(self, scene: QGraphicsScene, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        scene.addItem(self)

    def boundingRect(self) -> QRectF:
        return QRectF(-REACH, -REACH, 2 * REACH, 2 * REACH)

    def paint(self, painter, option, widget=None) -> None:
        painter.fillRect(self.boundingRect(), COLOUR)

    def _get(self) -> float:
        return self.opacity()

    def _set(self, level: float) -> None:
        self.setOpacity(level)
        for view in self.scene().views() if self.scene() is not None else ():
            view.viewport().update()            # whole, never in strips

    value = Property(float, _get, _set)
