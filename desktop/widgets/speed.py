"""The animation speeds a player chooses from (Settings, the game screen's box and
the Game menu), and the small box on the game screen that changes it mid-game."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QComboBox

from desktop.i18n import translate

# the speeds offered, slowest first (widgets/anim.py's SPEEDS)
SPEED_LABELS = {"slow": QT_TRANSLATE_NOOP("Settings", "Slow"),
                "normal": QT_TRANSLATE_NOOP("Settings", "Normal"),
                "fast": QT_TRANSLATE_NOOP("Settings", "Fast"),
                "instant": QT_TRANSLATE_NOOP("Settings", "Instant")}
# the menu's shortcuts, one per speed
SPEED_KEYS = {"slow": "Ctrl+1", "normal": "Ctrl+2", "fast": "Ctrl+3", "instant": "Ctrl+4"}


def speed_label(code: str) -> str:
    return translate("Settings", SPEED_LABELS[code])


class SpeedBox(QComboBox):
    """The speed, changed during a game: `chosen` says the new one (the table applies
    it at once and the window keeps it in the settings)."""
    chosen = Signal(str)

    def __init__(self, speed: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("speedBox")
        for code in SPEED_LABELS:
            self.addItem("", code)
        self.show_speed(speed)
        self.activated.connect(lambda i: self.chosen.emit(self.itemData(i)))
        self.retranslate()

    def show_speed(self, speed: str) -> None:
        """Show `speed` without telling anyone."""
        self.setCurrentIndex(self.findData(speed))

    def retranslate(self) -> None:
        for i in range(self.count()):
            self.setItemText(i, speed_label(self.itemData(i)))
        self.setToolTip(translate("Table", "Animation speed (Ctrl+1 slow, Ctrl+2 normal, Ctrl+3 fast, "
                                           "Ctrl+4 instant)"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
