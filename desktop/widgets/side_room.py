"""A panel of a game's side column that takes at most a share of the column's height
and scrolls beyond it, so the log under it keeps room for its lines (issue 26: with
a long mission panel the log showed three lines at 1024x640)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class SideRoom(QScrollArea):
    def __init__(self, inner: QWidget, share: float) -> None:
        super().__init__()
        self.setObjectName(f"{inner.objectName()}Room")
        self.inner, self.share = inner, share
        self._column: QWidget | None = None
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QScrollArea { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.hide()

    def fit(self, *_) -> None:
        """Shown while the panel has something to show; as high as its text, up to the
        column's share."""
        shown = not self.inner.isHidden()
        self.setVisible(shown)
        if not shown:
            return
        column = self.parentWidget()
        if column is not None and column is not self._column:
            self._column = column
            column.installEventFilter(self)      # the column's height sets the cap
        width = self.viewport().width() or self.width()
        need = self.inner.heightForWidth(width) if self.inner.hasHeightForWidth() else self.inner.sizeHint().height()
        cap = int((column.height() if column is not None else 600) * self.share)
        self.setFixedHeight(max(40, min(need, cap)))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # called by QScrollArea while it is built, before _column exists
        if obj is getattr(self, "_column", None) and event.type() == QEvent.Type.Resize:
            self.fit()
        return super().eventFilter(obj, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit()                           # another width: another wrap
