"""The new-game dialog: 2-5 seats, each a human or a bot of a chosen level; names
are remembered between games."""
from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QLabel,
                               QLineEdit, QSpinBox, QVBoxLayout)

from desktop.i18n import translate
from desktop.widgets import accessible
from desktop.games.catalog import GameEntry
from desktop.shell.labels import kind_label
from desktop.store.db import SeatSpec
from desktop.widgets.plain import plain_label




DEFAULT_NAMES = ["Aki", "Ben", "Chika", "Dan", "Emi"]


class NewGameDialog(QDialog):
    def __init__(self, entry: GameEntry, remembered: dict[int, SeatSpec], parent=None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setWindowTitle(translate("NewGame", "New game: %1").replace("%1", entry.tr_title()))
        root = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setObjectName("seatCount")
        self.count.setRange(*entry.players)
        form.addRow(translate("NewGame", "Players"), self.count)
        root.addLayout(form)
        grid = QGridLayout()
        grid.addWidget(QLabel(translate("NewGame", "Name")), 0, 1)
        grid.addWidget(QLabel(translate("NewGame", "Played by")), 0, 2)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        kinds = ["human", *reversed(entry.levels)]
        for i in range(entry.players[1]):
            spec = remembered.get(i) or SeatSpec(DEFAULT_NAMES[i], "human" if i == 0 else entry.levels[1 if len(entry.levels) > 1 else 0])
            label = QLabel(translate("NewGame", "Seat %1").replace("%1", str(i + 1)))
            name = QLineEdit(spec.name)
            name.setObjectName(f"name{i}")
            name.setMaxLength(16)
            kind = QComboBox()
            kind.setObjectName(f"kind{i}")
            for k in kinds:
                kind.addItem(kind_label(k), k)
            kind.setCurrentIndex(max(0, kinds.index(spec.kind)) if spec.kind in kinds else 0)
            accessible.name(name, translate("NewGame", "Seat %1: name").replace("%1", str(i + 1)))
            accessible.name(kind, translate("NewGame", "Seat %1: played by").replace("%1", str(i + 1)))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.rows.append((label, name, kind))
        root.addLayout(grid)
        self.problem = plain_label()
        self.problem.setObjectName("problem")
        root.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGame", "Start"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self.count.valueChanged.connect(self._show_rows)
        self.count.setValue(max(entry.players[0], min(entry.players[1], len(remembered) or 4)))
        self._show_rows()

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < self.count.value())

    def seats(self) -> list[SeatSpec]:
        return [SeatSpec(name.text().strip(), kind.currentData())
                for _, name, kind in self.rows[: self.count.value()]]

    def _accept(self) -> None:
        names = [s.name for s in self.seats()]
        if any(not n for n in names):
            self.problem.setText(translate("NewGame", "Every seat needs a name."))
            return
        if len(set(names)) != len(names):
            self.problem.setText(translate("NewGame", "Two seats have the same name; give each seat its own."))
            return
        self.accept()
