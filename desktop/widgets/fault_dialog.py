"""The dialog a player sees when a game stopped after a fault (desktop/game_fault.py):
what happened in their language, that nothing completed is lost, and a report they
can copy and send (it holds the game record)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton,
                               QVBoxLayout, QWidget)

from desktop.game_fault import BOT, GameFault
from desktop.i18n import translate


class FaultDialog(QDialog):
    def __init__(self, fault: GameFault, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("faultDialog")
        self.fault = fault
        self.bot_name = (names[fault.seat] if fault.kind == BOT and fault.seat is not None
                         and 0 <= fault.seat < len(names) else "")
        box = QVBoxLayout(self)
        self.message = QLabel()
        self.message.setObjectName("faultMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)     # a player's name is never markup
        self.message.setWordWrap(True)
        self.report = QPlainTextEdit(fault.report())
        self.report.setObjectName("faultReport")
        self.report.setReadOnly(True)
        self.report.setMinimumSize(560, 220)
        self.buttons = QDialogButtonBox()
        self.copy = QPushButton()
        self.copy.setObjectName("copyReport")
        self.copy.clicked.connect(self._copy)
        self.buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setObjectName("closeFault")
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.message)
        box.addWidget(self.report, 1)
        box.addWidget(self.buttons)
        self.copied = False
        self.retranslate()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.report.toPlainText())
        self.copied = True
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Fault", "The game has stopped"))
        if self.fault.kind == BOT:
            what = translate("Fault", "The bot playing %1 ran into an error, so the game has "
                                      "stopped.").replace("%1", self.bot_name)
        else:
            what = translate("Fault", "Bakudan ran into an error while playing a move, so the "
                                      "game has stopped.")
        self.message.setText(translate("Fault", "%1\n\nEverything up to the last completed move is "
                                                "saved: “Continue game” on the home screen picks "
                                                "the game up from there.\n\nPlease copy the report below and "
                                                "send it to the developers. It holds the game's "
                                                "record, so they can replay what happened.")
                             .replace("%1", what))
        self.copy.setText(translate("Fault", "Report copied") if self.copied
                          else translate("Fault", "&Copy report"))
        self.close_button.setText(translate("Fault", "Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
