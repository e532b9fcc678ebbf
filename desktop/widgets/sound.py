"""Sound effects, if the settings allow and the platform can play them. Without
QtMultimedia or an audio device the game is simply silent."""
from __future__ import annotations

from PySide6.QtCore import QObject, QUrl

from desktop.paths import assets

try:
    from PySide6.QtMultimedia import QSoundEffect
except ImportError:  # a build without QtMultimedia: silent
    QSoundEffect = None

NAMES = ("dice", "boom", "card", "defused", "win", "miss", "turn")


class SoundBoard(QObject):
    def __init__(self, enabled: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.played: list[str] = []
        self._effects: dict[str, object] = {}

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)          # what the table asked for (tests read it)
        del self.played[:-20]
        if QSoundEffect is None:
            return
        effect = self._effects.get(name)
        if effect is None:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(assets() / "sounds" / f"{name}.wav")))
            effect.setVolume(0.6)
            self._effects[name] = effect
        effect.play()
