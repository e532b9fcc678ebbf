"""Settings: language, high contrast and text size (switched at once), animation speed, reduce
motion, sound, and whether the timed Bomb Busters missions run their clocks (for the
next games)."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout

from desktop import text_size
from desktop.i18n import translate
from desktop.i18n import LANGUAGES
from desktop.widgets.speed import SPEED_LABELS


class SettingsDialog(QDialog):
    def __init__(self, values: dict[str, str], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Settings", "Settings"))
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        language = values.get("language", "en")
        self.language.setCurrentIndex(list(LANGUAGES).index(language if language in LANGUAGES else "en"))
        self.speed = QComboBox()
        self.speed.setObjectName("speed")
        for code in SPEED_LABELS:
            self.speed.addItem(translate("Settings", SPEED_LABELS[code]), code)
        speed = values.get("speed", "normal")
        self.speed.setCurrentIndex(list(SPEED_LABELS).index(speed if speed in SPEED_LABELS else "normal"))
        self.reduce = QCheckBox(translate("Settings", "Reduce motion (no moving animations)"))
        self.reduce.setObjectName("reduceMotion")
        self.reduce.setChecked(values.get("reduce_motion") == "1")
        self.sound = QCheckBox(translate("Settings", "Sound effects"))
        self.sound.setObjectName("sound")
        self.sound.setChecked(values.get("sound", "1") == "1")
        self.contrast = QCheckBox(translate("Settings", "High contrast (black backgrounds, white text and edges)"))
        self.contrast.setObjectName("highContrast")
        self.contrast.setChecked(values.get("high_contrast") == "1")
        self.text_size = QComboBox()
        self.text_size.setObjectName("textSize")
        for size in text_size.CHOICES:
            self.text_size.addItem(translate("Settings", "%1%").replace("%1", str(size)), str(size))
        self.text_size.setCurrentIndex(text_size.CHOICES.index(text_size.parse(values.get("text_size"))))
        self.text_size.setToolTip(translate("Settings", "Every text in the window, its dialogs and the game tables."))
        self.timers = QCheckBox(translate("Settings", "Timers in timed Bomb Busters missions"))
        self.timers.setObjectName("timers")
        self.timers.setToolTip(translate("Settings", "Off: the timed missions play without a clock. "
                                         "Applies to the games started afterwards, and is recorded with each attempt."))
        self.timers.setChecked(values.get("timers", "1") == "1")
        form.addRow(translate("Settings", "Language"), self.language)
        form.addRow(translate("Settings", "Animation speed"), self.speed)
        form.addRow(translate("Settings", "Text size"), self.text_size)
        form.addRow("", self.contrast)
        form.addRow("", self.reduce)
        form.addRow("", self.sound)
        form.addRow("", self.timers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> dict[str, str]:
        return {"language": self.language.currentData(), "speed": self.speed.currentData(),
                "reduce_motion": "1" if self.reduce.isChecked() else "0",
                "high_contrast": "1" if self.contrast.isChecked() else "0",
                "text_size": self.text_size.currentData(),
                "sound": "1" if self.sound.isChecked() else "0",
                "timers": "1" if self.timers.isChecked() else "0"}

