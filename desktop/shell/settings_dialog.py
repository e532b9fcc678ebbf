"""Settings: language, high contrast and text size (switched at once), animation speed, reduce
motion, sound, and whether the timed Bomb Busters missions run their clocks (for the
next games)."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel

from desktop import text_size
from desktop.i18n import translate
from desktop.i18n import LANGUAGES, current_language
from desktop.widgets.speed import SPEED_LABELS, speed_label


class SettingsDialog(QDialog):
    def __init__(self, values: dict[str, str], parent=None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)       # each language in its own words: never translated
        language = values.get("language", "en")
        self.language.setCurrentIndex(list(LANGUAGES).index(language if language in LANGUAGES else "en"))
        self.speed = QComboBox()
        self.speed.setObjectName("speed")
        for code in SPEED_LABELS:
            self.speed.addItem("", code)
        speed = values.get("speed", "normal")
        self.speed.setCurrentIndex(list(SPEED_LABELS).index(speed if speed in SPEED_LABELS else "normal"))
        self.reduce = QCheckBox()
        self.reduce.setObjectName("reduceMotion")
        self.reduce.setChecked(values.get("reduce_motion") == "1")
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.sound.setChecked(values.get("sound", "1") == "1")
        self.contrast = QCheckBox()
        self.contrast.setObjectName("highContrast")
        self.contrast.setChecked(values.get("high_contrast") == "1")
        self.text_size = QComboBox()
        self.text_size.setObjectName("textSize")
        for size in text_size.CHOICES:
            self.text_size.addItem("", str(size))
        self.text_size.setCurrentIndex(text_size.CHOICES.index(text_size.parse(values.get("text_size"))))
        self.timers = QCheckBox()
        self.timers.setObjectName("timers")
        self.timers.setChecked(values.get("timers", "1") == "1")
        self.labels = {"language": QLabel(), "speed": QLabel(), "text_size": QLabel()}
        for key, box in (("language", self.language), ("speed", self.speed), ("text_size", self.text_size)):
            self.labels[key].setBuddy(box)      # the box's name for a screen reader
        form.addRow(self.labels["language"], self.language)
        form.addRow(self.labels["speed"], self.speed)
        form.addRow(self.labels["text_size"], self.text_size)
        form.addRow("", self.contrast)
        form.addRow("", self.reduce)
        form.addRow("", self.sound)
        form.addRow("", self.timers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog in the current language: the dialog may stay open
        across a language switch (the window's Ok applies it, or another window did)."""
        self.setWindowTitle(translate("Settings", "Settings"))
        self.labels["language"].setText(translate("Settings", "Language"))
        self.labels["speed"].setText(translate("Settings", "Animation speed"))
        self.labels["text_size"].setText(translate("Settings", "Text size"))
        for i, code in enumerate(SPEED_LABELS):
            self.speed.setItemText(i, speed_label(code))
        for i, size in enumerate(text_size.CHOICES):
            self.text_size.setItemText(i, translate("Settings", "%1%").replace("%1", str(size)))
        self.text_size.setToolTip(translate("Settings", "Every text in the window, its dialogs and the game tables."))
        self.reduce.setText(translate("Settings", "Reduce motion (no moving animations)"))
        self.sound.setText(translate("Settings", "Sound effects"))
        self.contrast.setText(translate("Settings", "High contrast (black backgrounds, white text and edges)"))
        self.timers.setText(translate("Settings", "Timers in timed Bomb Busters missions"))
        self.timers.setToolTip(translate("Settings", "Off: the timed missions play without a clock. "
                                         "Applies to the games started afterwards, and is recorded with each attempt."))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # the language was switched while the dialog was open: it shows the one now
            # on screen, so its Ok does not switch back
            self.language.setCurrentIndex(list(LANGUAGES).index(current_language()))
            self.retranslate()
        super().changeEvent(event)

    def values(self) -> dict[str, str]:
        return {"language": self.language.currentData(), "speed": self.speed.currentData(),
                "reduce_motion": "1" if self.reduce.isChecked() else "0",
                "high_contrast": "1" if self.contrast.isChecked() else "0",
                "text_size": self.text_size.currentData(),
                "sound": "1" if self.sound.isChecked() else "0",
                "timers": "1" if self.timers.isChecked() else "0"}

