"""The Bomb Busters campaign screen: crews (2-5 seats, humans and bots), the missions
on a map (desktop/shell/campaign_map.py) or in a table with their state (locked,
available, won), attempts, wins and date, the Captain of the next attempt, and the
mission cards."""
from __future__ import annotations

from datetime import timezone

from PySide6.QtCore import QAbstractTableModel, QEvent, QLocale, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox,
                               QPushButton, QSpinBox, QStackedWidget, QTableView, QVBoxLayout, QWidget)

from engine.busters.missions import MISSIONS
from desktop.games.busters.missions_text import mission_title
from desktop.i18n import listing, translate
from desktop.shell.campaign_map import LOOK, MapScroll, legend_pixmap, map_state, state_name
from desktop.widgets import accessible
from desktop.shell.labels import kind_label
from desktop.shell.storage import reason_text
from desktop.store.campaign import CampaignStore, CrewInfo, MissionRow, box_of
from desktop.store.faults import StoreError
from desktop.widgets.plain import plain_label

DEFAULT_NAMES = ["Aki", "Ben", "Chika", "Dan", "Emi"]


def busters_levels() -> list[str]:
    """The bot levels the engine offers now (read at run time, so new bots show up)."""
    from engine.core import get_game
    return list(get_game("busters").bots())


def playable_missions() -> list[int]:
    return sorted(MISSIONS)


class MissionModel(QAbstractTableModel):
    COLUMNS = 7

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[MissionRow] = []

    def set_rows(self, rows: list[MissionRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return [translate("Campaign", "Mission"), translate("Campaign", "Title"), translate("Campaign", "State"),
                translate("Campaign", "Attempts"), translate("Campaign", "Wins"),
                translate("Campaign", "Best result"), translate("Campaign", "Last played")][section]

    @staticmethod
    def state_text(state: str) -> str:
        return {"locked": translate("Campaign", "○ locked"), "available": translate("Campaign", "▶ available"),
                "won": translate("Campaign", "✔ won")}[state]

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r = self.rows[index.row()]
        c = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return str(r.number)
            if c == 1:
                return mission_title(r.number)
            if c == 2:
                return self.state_text(r.state)
            if c == 3:
                return str(r.attempts)
            if c == 4:
                return str(r.wins)
            if c == 5:
                return best_text(r.best)
            if c == 6:
                if r.last_played is None:
                    return "—"
                stamp = r.last_played if r.last_played.tzinfo else r.last_played.replace(tzinfo=timezone.utc)
                return QLocale().toString(stamp.astimezone().replace(tzinfo=None), QLocale.FormatType.ShortFormat)
        if role == Qt.ItemDataRole.ToolTipRole and c in (0, 1):
            first, last = box_of(r.number)
            return translate("Campaign", "In the box of missions %1-%2").replace(
                "%1", str(first)).replace("%2", str(last))
        if role == Qt.ItemDataRole.ForegroundRole and c == 2:
            return QColor({"locked": "#8a90a8", "available": "#ffd54a", "won": "#69db7c"}[r.state])
        return None

    def retranslate(self) -> None:
        self.beginResetModel()
        self.endResetModel()


def best_text(best: tuple[str, int] | None) -> str:
    """A mission's best attempt: won in the fewest turns, else the fewest wires left."""
    if best is None:
        return "—"
    kind, n = best
    if kind == "won":
        return translate("Campaign", "won in %n turn(s)", None, n)
    return translate("Campaign", "%n wire(s) left", None, n)


#: the campaign's last mission: winning it ends the campaign
FINAL_MISSION = 66


def progress_text(rows: list[MissionRow]) -> str:
    """The campaign at a glance: missions won of all, and its end celebrated."""
    won = sum(1 for r in rows if r.state == "won")
    line = translate("Campaign", "Missions won: %1 of %2").replace("%1", str(won)).replace("%2", str(len(rows)))
    if any(r.number == FINAL_MISSION and r.state == "won" for r in rows):
        line += "\n" + translate("Campaign", "★ The campaign is complete! Doctor Nope is behind bars and "
                                              "his last bomb is defused. Well done, bomb disposal experts! ★")
    return line


class NewCrewDialog(QDialog):
    """Name a crew and its 2-5 seats, clockwise; each a human or a bot level."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("newCrewDialog")
        self.setWindowTitle(translate("Campaign", "New crew"))
        root = QVBoxLayout(self)
        form = QFormLayout()
        self.crew_name = QLineEdit(translate("Campaign", "Bomb Busters"))
        self.crew_name.setObjectName("crewName")
        self.crew_name.setMaxLength(30)
        form.addRow(translate("Campaign", "Crew name"), self.crew_name)
        self.count = QSpinBox()
        self.count.setObjectName("crewCount")
        self.count.setRange(2, 5)
        form.addRow(translate("Campaign", "Bomb disposal experts"), self.count)
        root.addLayout(form)
        grid = QGridLayout()
        grid.addWidget(QLabel(translate("Campaign", "Name")), 0, 1)
        grid.addWidget(QLabel(translate("Campaign", "Played by")), 0, 2)
        levels = busters_levels()
        kinds = ["human", *reversed(levels)]
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for i in range(5):
            label = QLabel(translate("Campaign", "Seat %1").replace("%1", str(i + 1)))
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setObjectName(f"crewName{i}")
            name.setMaxLength(16)
            kind = QComboBox()
            kind.setObjectName(f"crewKind{i}")
            for k in kinds:
                kind.addItem(kind_label(k), k)
            kind.setCurrentIndex(0 if i == 0 else 1)
            accessible.name(name, translate("Campaign", "Seat %1: name").replace("%1", str(i + 1)))
            accessible.name(kind, translate("Campaign", "Seat %1: played by").replace("%1", str(i + 1)))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.rows.append((label, name, kind))
        root.addLayout(grid)
        hint = QLabel(translate("Campaign", "Seat 1 is the first Captain; the Captain passes to the left after every attempt."))
        hint.setWordWrap(True)
        root.addWidget(hint)
        self.problem = plain_label()
        self.problem.setObjectName("problem")
        root.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Campaign", "Form the crew"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self.count.valueChanged.connect(self._show_rows)
        self.count.setValue(4)
        self._show_rows()

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < self.count.value())

    def seats(self) -> list[tuple[str, str]]:
        return [(name.text().strip(), kind.currentData()) for _, name, kind in self.rows[: self.count.value()]]

    def _accept(self) -> None:
        names = [n for n, _ in self.seats()]
        if not self.crew_name.text().strip():
            self.problem.setText(translate("Campaign", "The crew needs a name."))
            return
        if any(not n for n in names):
            self.problem.setText(translate("Campaign", "Every seat needs a name."))
            return
        if len(set(names)) != len(names):
            self.problem.setText(translate("Campaign", "Two seats have the same name; give each seat its own."))
            return
        self.accept()


class CampaignPage(QWidget):
    back = Signal()
    play = Signal(int, int)                 # crew id, mission
    show_card = Signal(int)                 # mission

    def __init__(self, store, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignPage")
        self.campaign = CampaignStore(store)
        root = QVBoxLayout(self)
        root.setContentsMargins(30, 20, 30, 20)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        root.addWidget(self.title)
        row = QHBoxLayout()
        self.crew_label = QLabel()
        self.crew_box = QComboBox()
        self.crew_box.setObjectName("crewBox")
        self.crew_box.setMinimumWidth(260)
        self.crew_box.currentIndexChanged.connect(lambda _=0: self.refresh())
        self.new_crew = QPushButton()
        self.new_crew.setObjectName("newCrew")
        self.new_crew.clicked.connect(self.ask_new_crew)
        row.addWidget(self.crew_label)
        row.addWidget(self.crew_box)
        row.addWidget(self.new_crew)
        row.addStretch(1)
        # the map is the first view; the table tells the same missions in detail
        self.map_button = QPushButton()
        self.map_button.setObjectName("showMap")
        self.table_button = QPushButton()
        self.table_button.setObjectName("showTable")
        self.views = QButtonGroup(self)
        for b in (self.map_button, self.table_button):
            b.setCheckable(True)
            self.views.addButton(b)
            row.addWidget(b)
        self.map_button.setChecked(True)
        self.map_button.clicked.connect(lambda: self.show_view("map"))
        self.table_button.clicked.connect(lambda: self.show_view("table"))
        root.addLayout(row)
        self.crew_text = plain_label()
        self.crew_text.setObjectName("crewText")
        self.crew_text.setWordWrap(True)
        root.addWidget(self.crew_text)
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_map())
        self.model = MissionModel()
        self.table = QTableView()
        self.table.setObjectName("missionTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for col in range(MissionModel.COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _=None: self._play())
        self.stack.addWidget(self.table)
        root.addWidget(self.stack, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        root.addWidget(self.note)
        self.unreadable = QLabel()              # crews whose rows can not be read
        self.unreadable.setObjectName("unreadableCrews")
        self.unreadable.setWordWrap(True)
        self.unreadable.hide()
        root.addWidget(self.unreadable)
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        self.card_button = QPushButton()
        self.card_button.setObjectName("missionCard")
        self.card_button.clicked.connect(lambda: self.selected() and self.show_card.emit(self.selected()))
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewAttempt")
        self.review_button.clicked.connect(self.review_last)
        self.review_dialog = None
        self.play_button = QPushButton()
        self.play_button.setObjectName("playMission")
        self.play_button.clicked.connect(self._play)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.card_button)
        buttons.addWidget(self.play_button)
        root.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._table_chose())
        self.retranslate()
        self.reload()

    def _build_map(self) -> QWidget:
        """The map, a legend of its marks above it and the chosen box's details below."""
        page = QWidget()
        page.setObjectName("mapView")
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        legend = QHBoxLayout()
        self.legend: dict[str, QLabel] = {}
        for state in LOOK:
            mark = QLabel()
            mark.setPixmap(legend_pixmap(state))
            text = QLabel()
            text.setObjectName(f"legend_{state}")
            legend.addWidget(mark)
            legend.addWidget(text)
            legend.addSpacing(14)
            self.legend[state] = text
        legend.addStretch(1)
        column.addLayout(legend)
        self.map_scroll = MapScroll()
        self.map = self.map_scroll.map
        self.map.chosen.connect(self.select_mission)
        self.map.activated.connect(lambda _n: self._play())
        column.addWidget(self.map_scroll, 1)
        self.detail = plain_label()
        self.detail.setObjectName("missionDetail")
        self.detail.setWordWrap(True)
        column.addWidget(self.detail)
        return page

    def show_view(self, which: str) -> None:
        """"map" or "table": the same missions, the same one chosen."""
        on_map = which == "map"
        (self.map_button if on_map else self.table_button).setChecked(True)
        self.stack.setCurrentIndex(0 if on_map else 1)
        (self.map if on_map else self.table).setFocus()
        if on_map:
            self.map_scroll.keep_in_sight()

    # ---- data -------------------------------------------------------------------------
    def reload(self, select_crew: int | None = None) -> None:
        current = select_crew if select_crew is not None else self.crew_id()
        self.crew_box.blockSignals(True)
        self.crew_box.clear()
        for c in self.campaign.crews():
            self.crew_box.addItem(c.name, c.id)
        bad = self.campaign.unreadable_crews()
        self.unreadable.setVisible(bad > 0)
        self.unreadable.setText(translate(
            "Campaign", "%n crew(s) could not be read (damaged, or written by another version) and are "
                        "not shown.", None, bad))
        i = self.crew_box.findData(current) if current is not None else -1
        self.crew_box.setCurrentIndex(i if i >= 0 else self.crew_box.count() - 1)
        self.crew_box.blockSignals(False)
        self.refresh()

    def crew_id(self) -> int | None:
        return self.crew_box.currentData()

    def crew(self) -> CrewInfo | None:
        cid = self.crew_id()
        return self.campaign.crew(cid) if cid is not None else None

    def refresh(self) -> None:
        crew = self.crew()
        if crew is None:
            self.model.set_rows([])
            self.map.set_rows([], None, 0)
            self.crew_text.setText(translate("Campaign", "No crew yet: form one to start the campaign."))
            self._update_buttons()
            return
        rows = self.campaign.missions(crew.id, playable_missions())
        self.model.set_rows(rows)
        self.map.set_rows(rows, next((r.number for r in rows if r.state == "available"), None), len(crew.seats))
        seats = listing(translate("Campaign", "%1 (%2)").replace("%1", n).replace("%2", kind_label(k))
                        for n, k in crew.seats)
        captain = crew.game_seats()[0][0]
        self.crew_text.setText(translate("Campaign", "Crew: %1\nCaptain for the next mission: %2").replace("%1", seats)
                               .replace("%2", captain) + "\n" + progress_text(rows))
        nxt = next((r.number for r in rows if r.state == "available"), rows[0].number if rows else None)
        if nxt is not None:
            self.select_mission(nxt)
        self._update_buttons()

    def select_mission(self, number: int) -> None:
        """Choose a mission on both views (the map, the table's row)."""
        if self.selected() != number:
            for i, r in enumerate(self.model.rows):
                if r.number == number:
                    self.table.selectRow(i)
                    break
        self.map.set_current(number)

    def _table_chose(self) -> None:
        n = self.selected()
        if n is not None:
            self.map.set_current(n)
        self._update_buttons()

    def selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        return self.model.rows[rows[0].row()].number

    def _selected_row(self) -> MissionRow | None:
        n = self.selected()
        return next((r for r in self.model.rows if r.number == n), None)

    def _update_buttons(self) -> None:
        row = self._selected_row()
        self.detail.setText(self._detail_text(row))
        self.card_button.setEnabled(row is not None)
        self.review_button.setEnabled(self._last_attempt() is not None)
        self.play_button.setEnabled(row is not None and row.state != "locked" and self.crew_id() is not None)

    def _detail_text(self, row: MissionRow | None) -> str:
        """The chosen box in one or two lines under the map: what the table's row says."""
        if row is None:
            return ""
        line = translate("Campaign", "Mission %1: %2").replace("%1", str(row.number)).replace(
            "%2", mission_title(row.number)) + " — " + state_name(map_state(row))
        tries = row.attempts              # (a plain name: lupdate misses `row.attempts` here)
        if tries:
            line += "\n" + translate("Campaign", "%n attempt(s), best: %1", None, tries).replace(
                "%1", best_text(row.best))
        elif row.state == "available":
            line += "\n" + translate("Campaign", "Press Enter or double-click to start it.")
        return line

    def _last_attempt(self):
        row = self._selected_row()
        if row is None or self.crew_id() is None or not row.attempts:
            return None
        tries = [a for a in self.campaign.attempts(self.crew_id()) if a.mission == row.number and a.record_json]
        return tries[-1] if tries else None

    def review_last(self) -> None:
        """Step through the selected mission's last attempt, every stand revealed."""
        from engine.core import GameRecord
        from desktop.games.busters.review import ReviewDialog
        attempt = self._last_attempt()
        if attempt is None:
            return
        try:
            record = GameRecord.from_json(attempt.record_json)
            names = [s["name"] for s in record.meta.get("seats", [])]
            self.review_dialog = ReviewDialog(record, names, self)
        except (ValueError, KeyError, TypeError, IndexError):      # a stored row of the wrong shape
            QMessageBox.warning(self, translate("Campaign", "Review the last attempt"),
                                translate("Campaign", "The record of this attempt can not be read, so it can "
                                                      "not be reviewed."))
            return
        self.review_dialog.show()

    def _play(self) -> None:
        row = self._selected_row()
        if row is None or row.state == "locked" or self.crew_id() is None:
            return
        self.play.emit(self.crew_id(), row.number)

    def ask_new_crew(self) -> None:
        """A crew the disk refuses is not lost: the dialog comes back as it was filled in."""
        dialog = NewCrewDialog(self)
        while dialog.exec():
            try:
                cid = self.campaign.create_crew(dialog.crew_name.text().strip(), dialog.seats())
            except StoreError as exc:
                QMessageBox.warning(self, translate("Campaign", "The crew was not saved"),
                                    translate("Campaign", "Bakudan could not write the new crew: %1\nNothing was "
                                                          "changed. Try again in a moment.")
                                    .replace("%1", reason_text(exc.fault)))
                continue
            self.reload(cid)
            return

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # the keys work at once: on the map, the arrows start from the next mission
        (self.map if self.stack.currentIndex() == 0 else self.table).setFocus()

    # ---- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(translate("Campaign", "Bomb Busters campaign"))
        self.crew_label.setText(translate("Campaign", "Crew:"))
        self.new_crew.setText(translate("Campaign", "New crew…"))
        self.back_button.setText(translate("Campaign", "Back"))
        self.card_button.setText(translate("Campaign", "Mission card"))
        self.review_button.setText(translate("Campaign", "Review the last attempt"))
        self.play_button.setText(translate("Campaign", "Play this mission"))
        self.map_button.setText(translate("Campaign", "Map"))
        self.table_button.setText(translate("Campaign", "Table"))
        for state, label in self.legend.items():
            label.setText(state_name(state))
        self.map.setAccessibleName(translate("Campaign", "Campaign map"))
        self.note.setText(translate("Campaign", "Missions open in order: win a mission to open the next one. Once mission 3 is "
                                                "won you may go on to the Final Exam (mission 8); winning it opens the box of "
                                                "missions 9-19, and the last mission of each box opens the next, up to mission 66. "
                                                "A failed attempt counts too, and the Captain passes to the left."))
        self.model.retranslate()
        if self.crew_id() is not None:
            self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
