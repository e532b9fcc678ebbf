"""A long GUI fuzz run: the real window plays all three games in hot-seat while a
random "person" clicks buttons and table items, presses keys, switches language,
resizes the window, changes the speed, goes home and continues, and closes the app
in the middle of an animation. Every Qt warning (qInstallMessageHandler) and every
Python exception in a slot is a failure; a native crash kills the process, which the
test (tests/desktop/test_gui_fuzz.py) runs apart for that reason.

    python -m tests.desktop.gui_fuzz --seconds 600 --seed 1

Prints one JSON line (what was done, and the problems) and exits 0 when clean.
"""
from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import sys
import tempfile
import time
import traceback

#: messages of Qt's offscreen platform plugin itself, not of Bakudan
PLATFORM_NOISE = ("This plugin does not support propagateSizeHints()",
                  "This plugin does not support raise()",
                  "This plugin does not support grabbing the keyboard")

KEYS = ["Return", "Enter", "Escape", "Space", "Tab", "Left", "Right", "Up", "Down",
        *"123456789", "0", "S", "R", "L", "D", "C", "Y", "P"]


class Fuzzer:
    def __init__(self, app, window, rng: random.Random, seconds: float, games: list[str]) -> None:
        from PySide6.QtCore import QTimer
        self.app, self.window, self.rng = app, window, rng
        self.deadline = time.monotonic() + seconds
        #: each game gets its share of the run, then the next one starts
        self.slice = seconds / len(games)
        self.slice_ends = time.monotonic() + self.slice
        self.games = games
        self.next_game = 0
        self.done: dict[str, int] = {}
        self.started: dict[str, int] = {g: 0 for g in games}
        self.finished: dict[str, int] = {g: 0 for g in games}
        self.moves: dict[int, int] = {}
        self.problems: list[str] = []
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.tick)

    # ---- the run ------------------------------------------------------------------
    def count(self, what: str) -> None:
        self.done[what] = self.done.get(what, 0) + 1

    def tick(self) -> None:
        try:
            if time.monotonic() > self.deadline:
                self.finish()
                return
            self.act()
        except Exception:                           # the fuzzer's own fault: a problem too
            self.problems.append("fuzzer: " + traceback.format_exc())
        self.timer.start(self.rng.choice([0, 0, 5, 20, 40, 80, 160, 300]))

    def finish(self) -> None:
        """Close the app as a person does, whatever is moving on the table."""
        from PySide6.QtCore import QTimer
        self.count("close mid-game")
        self.window.close()
        QTimer.singleShot(300, self.app.quit)

    def act(self) -> None:
        from PySide6.QtWidgets import QApplication
        modal = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if modal is not None:
            self.answer_dialog(modal)
            return
        table = self.window.table
        if time.monotonic() > self.slice_ends:
            self.slice_ends = time.monotonic() + self.slice
            self.count("next game")
            self.window.leave_game()
            self.start_next()
            return
        if table is None or self.window.pages.currentWidget() is not table:
            self.from_home()
            return
        self.moves[id(table.session)] = len(table.session.record.actions)
        if table.outcome is not None and self.rng.random() < 0.5:
            self.finished[table.session.game.id] += 1
            self.start_next()
            return
        if table.queue.busy and self.rng.random() < 0.2:
            self.count("language mid-animation")   # where re-syncs used to break things
            self.switch_language()
            return
        roll = self.rng.random()
        if roll < 0.40:
            self.click_button(table)
        elif roll < 0.68:
            self.click_table(table)
        elif roll < 0.83:
            self.press_key(table)
        elif roll < 0.88:
            self.switch_language()
        elif roll < 0.93:
            self.resize()
        elif roll < 0.985:
            self.change_speed()
        else:
            self.count("home")
            self.window.leave_game()

    # ---- what a person does ------------------------------------------------------------
    def start_next(self) -> None:
        from desktop.store.db import SeatSpec
        game = self.games[self.next_game % len(self.games)]
        self.next_game += 1
        config = None
        if game == "busters":
            from engine.busters.missions import MISSIONS
            mission = self.rng.choice(sorted(m for m in MISSIONS if m <= 8))
            players = self.rng.choice([2, 3, 4])
            config = {"mission": mission, "players": players}
        else:
            players = self.rng.choice([2, 3, 4])
        humans = self.rng.choice([2, players]) if players > 2 else 2
        levels = list(self._levels(game))
        seats = [SeatSpec(f"Player {i + 1}", "human") if i < humans
                 else SeatSpec(f"Bot {i + 1}", self.rng.choice(levels)) for i in range(players)]
        self.rng.shuffle(seats)
        self.window.start_game(game, seats, seed=self.rng.randrange(10_000), config=config)
        self.started[game] += 1
        self.count("start")

    @staticmethod
    def _levels(game: str):
        from desktop.games.catalog import GAMES
        return GAMES[game].levels

    def from_home(self) -> None:
        if self.window.store.load_current() is not None and self.rng.random() < 0.85:
            self.count("continue")
            self.window.resume()
        else:
            self.start_next()

    def answer_dialog(self, dialog) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractButton
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        self.count("dialog")
        if buttons and self.rng.random() < 0.7:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def click_button(self, table) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractButton
        buttons = [b for b in table.findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled()]
        if buttons:
            self.count("button")
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def click_table(self, table) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest
        view = table.view
        items = [i for i in table.scene.items() if i.isVisible()]
        clickable = [i for i in items if getattr(i, "clickable", False)]
        roll = self.rng.random()
        if clickable and roll < 0.7 or items and roll < 0.85:
            item = self.rng.choice(clickable if clickable and roll < 0.7 else items)
            point = view.mapFromScene(item.sceneBoundingRect().center())
        else:
            point = QPoint(self.rng.randrange(max(1, view.viewport().width())),
                           self.rng.randrange(max(1, view.viewport().height())))
        self.count("table click")
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def press_key(self, table) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication
        key = getattr(Qt.Key, "Key_" + self.rng.choice(KEYS))
        target = QApplication.focusWidget() or table
        self.count("key")
        QTest.keyClick(target, key)

    def switch_language(self) -> None:
        language = "ja" if self.window.setting("language") != "ja" else "en"
        self.count("language")
        self.window.apply_settings({"language": language})

    def resize(self) -> None:
        self.count("resize")
        self.window.resize(self.rng.randrange(900, 1700), self.rng.randrange(640, 1100))

    def change_speed(self) -> None:
        self.count("speed")
        self.window.apply_settings({"speed": self.rng.choice(["normal", "fast", "slow", "normal"]),
                                    "reduce_motion": "1" if self.rng.random() < 0.15 else "0"})


def watch(fatal: bool = False) -> tuple[list[str], list[str]]:
    """(Qt warnings, Python exceptions raised in slots), collected from now on. With
    `fatal`, the first Qt warning aborts with the Python stack: QT_FATAL_WARNINGS, less
    the offscreen plugin's own notes (which the variable would make fatal too)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    warnings: list[str] = []
    errors: list[str] = []

    def on_message(mode, context, message) -> None:
        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) or message in PLATFORM_NOISE:
            return
        warnings.append(f"{mode.name}: {message}")
        if fatal:
            print(f"fatal Qt warning: {message}", file=sys.stderr, flush=True)
            faulthandler.dump_traceback()
            os.abort()

    sys.excepthook = lambda *exc: errors.append("".join(traceback.format_exception(*exc)))
    qInstallMessageHandler(on_message)
    return warnings, errors


def run(seconds: float, seed: int, games: list[str]) -> dict:
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    warnings, errors = watch()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop.app import create_window
    window = create_window(app)
    window.show()
    fuzzer = Fuzzer(app, window, random.Random(seed), seconds, games)
    window.apply_settings({"speed": "normal"})
    QTimer.singleShot(0, fuzzer.tick)
    app.exec()
    qInstallMessageHandler(None)
    from desktop.widgets import anim
    return {"seed": seed, "seconds": seconds, "done": fuzzer.done, "started": fuzzer.started,
            "finished": fuzzer.finished, "moves": sum(fuzzer.moves.values()),
            "held": len(anim._held), "warnings": warnings[:50],
            "errors": (errors + fuzzer.problems)[:20]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.desktop.gui_fuzz")
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", default="bomu,academy,busters")
    args = p.parse_args(argv)
    faulthandler.enable()                     # a native crash prints where Python was
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="bakudan-fuzz-") as folder:
        os.environ["BAKUDAN_DATA_DIR"] = folder
        result = run(args.seconds, args.seed, args.games.split(","))
    print(json.dumps(result, ensure_ascii=False))
    return 1 if result["warnings"] or result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
