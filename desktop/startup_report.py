"""`bakudan --startup-report`: start as a player would, and once the first window is on
screen (exposed and painted) print one JSON line about the running app, then exit 0.

The packaging tests read it to check an installed bundle (version, language, where
data goes, sound, the Japanese font) and docs/BENCHMARKS.md times start-up with it:
the line is printed as soon as the first window has been shown and painted, with the
CPU time the process has used until then (`cpu_ms`).

`bakudan --bare-window-report` does the same for an empty QMainWindow and nothing of
Bakudan: the baseline packaging/bench_startup.py compares Bakudan's start with, from
source and inside the bundle alike.
"""
from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QMainWindow

#: Qt's own catalogue (qtbase_*.qm) holds this context; a variable keeps lupdate from
#: copying the probe into ours, so the probe proves Qt's file is bundled
QT_CONTEXT = "QPlatformTheme"


def report(app: QApplication, window: QMainWindow) -> dict:
    from desktop import __version__
    from desktop.i18n import JAPANESE_FONT
    from desktop.paths import resource_root
    from desktop.widgets import sound

    store = window.store
    # first: nothing below may load the ORM before it is listed
    orm = sorted(m for m in sys.modules if m.split(".")[0] in ("sqlalchemy", "sqlmodel", "pydantic"))
    return {
        "version": __version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "language": window.language,           # what the first window shows (store/peek.py)
        "locale": QLocale().name(),
        "window_title": window.windowTitle(),
        "menus": [action.text() for action in window.menuBar().actions()],
        # a string only Qt's own catalogue (qtbase_<lang>.qm) translates
        "qt_cancel": QCoreApplication.translate(QT_CONTEXT, "Cancel"),
        "data_dir": str(store.folder),
        "resource_root": str(resource_root()),
        "japanese_font": JAPANESE_FONT in QFontDatabase.families(),
        "sound": sound.QSoundEffect is not None,
        "window_icon": not app.windowIcon().isNull(),
        # what of the games the first window loaded (the home page needs none of it)
        "game_modules": sorted(m for m in sys.modules if m.startswith(("engine.", "desktop.games."))
                               and not m.startswith(("engine.core", "desktop.games.catalog"))),
        # the store's ORM loads after the first paint (desktop/store/loader.py)
        "orm_modules": orm,
        # the Continue buttons the first window shows (read with plain sqlite3)
        "in_progress": [r[0].slot for r in window.home.resume_box.rows] if window.home.resume_box.isVisible() else [],
    }


def bare_report(app: QApplication, window: QMainWindow) -> dict:
    return {"bare": True, "frozen": bool(getattr(sys, "frozen", False))}


class _FirstExpose(QObject):
    def __init__(self, app: QApplication, window: QMainWindow, describe=report) -> None:
        super().__init__(window)
        self.app, self.window, self.done = app, window, False
        self.describe = describe

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Expose and obj.isExposed() and not self.done:
            self.done = True
            QTimer.singleShot(0, self.finish)      # after the paint of this expose
        return False

    def finish(self) -> None:
        cpu_ms = round(time.process_time() * 1000)      # before the report's own work
        print(json.dumps({**self.describe(self.app, self.window), "cpu_ms": cpu_ms}), flush=True)
        self.app.exit(0)


def run(app: QApplication, window: QMainWindow, describe=report) -> int:
    """Call right after window.show()."""
    handle = window.windowHandle()
    watcher = _FirstExpose(app, window, describe)
    if handle.isExposed():
        QTimer.singleShot(0, watcher.finish)
    else:
        handle.installEventFilter(watcher)
    QTimer.singleShot(30_000, lambda: app.exit(3))    # never shown: fail, don't hang
    return app.exec()


def run_bare() -> int:
    """An empty window of the same size, and the same report: the baseline."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    return run(app, window, bare_report)
