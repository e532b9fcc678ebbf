"""The game log: a list model of translated lines, made from public events only
(hot-seat: nothing private ever shows here)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from engine.core.event import Event


class LogModel(QAbstractListModel):
    def __init__(self, describe: Callable[[Event, list[str]], str | None], names: list[str]) -> None:
        super().__init__()
        self.describe, self.names = describe, names
        self.events: list[Event] = []
        self.lines: list[str] = []

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        return self.lines[index.row()]

    def add(self, events: list[Event]) -> None:
        fresh = [(e, self.describe(e, self.names)) for e in events if e.public]
        fresh = [(e, line) for e, line in fresh if line]
        if not fresh:
            return
        first = len(self.lines)
        self.beginInsertRows(QModelIndex(), first, first + len(fresh) - 1)
        for e, line in fresh:
            self.events.append(e)
            self.lines.append(line)
        self.endInsertRows()

    def retranslate(self) -> None:
        """Re-render every line in the current language."""
        self.beginResetModel()
        self.lines = [self.describe(e, self.names) or "" for e in self.events]
        self.endResetModel()
