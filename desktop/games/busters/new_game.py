"""The new-game dialog for a single Bomb Busters mission (outside the campaign): the
seats, and which of the playable missions."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout

from engine.busters.missions import MISSIONS
from desktop.games.busters.missions_text import mission_title
from desktop.i18n import translate
from desktop.shell.new_game import NewGameDialog


class BustersNewGameDialog(NewGameDialog):
    def __init__(self, entry, remembered, parent=None) -> None:
        super().__init__(entry, remembered, parent)
        self.mission = QComboBox()
        self.mission.setObjectName("missionChoice")
        for n in sorted(MISSIONS):
            self.mission.addItem(translate("Busters", "%1 · %2").replace("%1", str(n)).replace("%2", mission_title(n)), n)
        form = next(self.layout().itemAt(i).layout() for i in range(self.layout().count())
                    if isinstance(self.layout().itemAt(i).layout(), QFormLayout))
        form.addRow(translate("Busters", "Mission"), self.mission)

    def config(self) -> dict:
        return {"mission": int(self.mission.currentData()), "players": self.count.value()}
