"""A mission's running clock (components.Clock in view.mission_info) counted down in
real time beside the table. It pauses while the window is minimised or a dialog is
open, keeps what is left in the record's meta (written with every autosave, so a
resumed game goes on with the time it had: R-BB172), and reports the run-out as the
engine's `special timeout <id>` action."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from desktop import text_size
from desktop.i18n import translate
from engine.busters.missions.components import Clock

TICK_MS = 200
META_KEY = "clock"                 # record.meta["clock"] = [clock id, milliseconds left]


def showing_dialog() -> bool:
    """Whether a dialog is open over the app (a confirmation, the mission card, the
    rules, a review): the players are not at the bomb then."""
    return QApplication.activeModalWidget() is not None or any(
        isinstance(w, QDialog) and w.isVisible() for w in QApplication.topLevelWidgets())


class MissionClock(QLabel):
    ran_out = Signal(str)          # the clock's id

    def __init__(self, meta: dict) -> None:
        super().__init__()
        self.setObjectName("missionClock")
        self.meta = meta
        self.clock_id: str | None = None
        self.left_ms = 0
        self.paused = False
        self._reported = False
        self._elapsed = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._style: tuple[str, int] | None = None
        self._retranslate()
        self.hide()

    def show_view(self, view: Any) -> None:
        """Follow the view's clock: a new id starts a new countdown (or goes on with
        the time saved for it); no clock, or the game over, stops it."""
        clock = next((c for c in view.mission_info if isinstance(c, Clock)), None)
        if clock is None or view.result is not None:
            self.stop()
            return
        if clock.id != self.clock_id:
            saved = self.meta.get(META_KEY)
            self.clock_id = clock.id
            self.left_ms = (int(saved[1]) if isinstance(saved, list) and len(saved) == 2
                            and saved[0] == clock.id else clock.seconds * 1000)
            self._reported = False
            self._store()
        if not self._timer.isActive():
            self._elapsed.start()
            self._timer.start()
        self.show()
        self._render()

    def stop(self) -> None:
        self._timer.stop()
        self.clock_id = None
        self.hide()

    def _tick(self) -> None:
        ms = self._elapsed.restart()
        window = self.window()
        self.paused = window.isMinimized() or showing_dialog()
        if not self.paused:
            self.left_ms = max(0, self.left_ms - ms)
            self._store()
        self._render()
        if self.left_ms == 0 and not self._reported and self.clock_id is not None:
            self._reported = True
            self.ran_out.emit(self.clock_id)

    def _store(self) -> None:
        self.meta[META_KEY] = [self.clock_id, self.left_ms]

    def _render(self) -> None:
        seconds = (self.left_ms + 999) // 1000
        shown = f"{seconds // 60}:{seconds % 60:02d}"
        text = translate("BustersClock", "Time left: %1").replace("%1", shown)
        if self.paused:
            text = translate("BustersClock", "%1 (paused)").replace("%1", text)
        self.setText(text)
        colour = "#ff6b6b" if seconds <= 60 else "#f4f1de"
        style = (colour, text_size.percent())
        if style != self._style:             # (a style sheet re-polishes: not every tick)
            self._style = style
            self.setStyleSheet(text_size.scaled(
                f"QLabel#missionClock {{ font-size: 20px; font-weight: bold; color: {colour};"
                " background: #16213a; border: 1px solid #2d3f66; border-radius: 6px; padding: 4px 8px; }"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setToolTip(translate("BustersClock", "The mission's timer: when it reaches 0:00, the bomb explodes. "
                                  "It pauses while the window is minimised or a dialog is open. "
                                  "Timers can be turned off in the Settings, for the next games."))
        if self.clock_id is not None:
            self._render()
