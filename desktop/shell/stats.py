"""Statistics: games played and won per player and game."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.games.catalog import GAMES
from desktop.store.db import StatRow
from desktop.shell.labels import kind_label




class StatsModel(QAbstractTableModel):
    HEADERS = (QT_TRANSLATE_NOOP("Stats", "Player"), QT_TRANSLATE_NOOP("Stats", "Game"),
               QT_TRANSLATE_NOOP("Stats", "Played"), QT_TRANSLATE_NOOP("Stats", "Won"),
               QT_TRANSLATE_NOOP("Stats", "Win rate"))

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[StatRow] = []

    def set_rows(self, rows: list[StatRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("Stats", self.HEADERS[section])
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        r = self.rows[index.row()]
        entry = GAMES.get(r.game)
        name = kind_label(r.name) if r.bot else r.name     # "Bot · Easy": all its seats
        return [name, entry.tr_title() if entry else r.game, r.played, r.won,
                f"{100 * r.won / r.played:.0f}%" if r.played else "—"][index.column()]


class StatsPage(QWidget):
    back = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        root = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.empty = QLabel()
        self.skipped = QLabel()
        self.skipped.setObjectName("statsSkipped")
        self.skipped.hide()
        self.unreadable = 0
        self.model = StatsModel()
        self.table = QTableView()
        self.table.setObjectName("statsTable")
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()          # row numbers say nothing (and drew a white strip)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        root.addWidget(self.title)
        root.addWidget(self.empty)
        root.addWidget(self.table, 1)
        root.addWidget(self.skipped)
        root.addWidget(self.back_button)
        self.retranslate()

    def set_rows(self, rows: list[StatRow], unreadable: int = 0) -> None:
        """`unreadable`: finished games whose saved rows can not be read (not counted)."""
        self.model.set_rows(rows)
        self.empty.setVisible(not rows)
        self.unreadable = unreadable
        self.skipped.setVisible(unreadable > 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Stats", "Statistics"))
        self.empty.setText(translate("Stats", "No finished games yet. Play one and it shows up here."))
        self.back_button.setText(translate("Stats", "Back to home"))
        unreadable = self.unreadable
        self.skipped.setText(translate("Stats", "%n finished game(s) could not be read and are not counted.",
                                       None, unreadable))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(StatsModel.HEADERS) - 1)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
