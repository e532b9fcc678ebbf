"""The hot-seat cover answers the keyboard in every game (Bomb Busters' Enter and Space
shortcuts used to swallow it); players' names show as written, never as markup; a
smoke run leaves no temporary folder behind (issue 14, item 9)."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.store.db import SeatSpec

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = {"bomu": None, "academy": None, "busters": {"mission": 2, "players": 3}}


def _start(window, game: str, names: list[str], seed: int = 4):
    window.store.set("speed", "instant")
    from desktop.games.catalog import GAMES
    kinds = ["human", "human", GAMES[game].levels[0]]
    window.start_game(game, [SeatSpec(n, k) for n, k in zip(names, kinds)], seed=seed,
                      config=CONFIGS[game])
    window.table.queue.configure("instant", False)
    return window.table


@pytest.mark.parametrize("game", ["busters", "bomu", "academy"])
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space],
                         ids=["Return", "Enter", "Space"])
def test_the_hot_seat_cover_is_dismissed_from_the_keyboard(qtbot, window, game, key):
    table = _start(window, game, ["Aki", "Ben", "Bot"])
    qtbot.waitUntil(table.handoff.isVisible, timeout=10000)
    seat = table.handoff.seat
    assert QApplication.focusWidget() is table.handoff.button
    qtbot.keyClick(QApplication.focusWidget(), key)
    assert not table.handoff.isVisible()
    assert table.viewer == seat and table.scene.viewer == seat


def test_tab_stays_on_the_cover_and_enter_still_answers(qtbot, window):
    table = _start(window, "busters", ["Aki", "Ben", "Bot"])
    qtbot.waitUntil(table.handoff.isVisible, timeout=10000)
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is table.handoff.button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not table.handoff.isVisible()


def test_the_end_screen_answers_enter_too(qtbot, window):
    from tests.desktop.conftest import start
    table = start(window, [("A", "easy"), ("B", "easy")], seed=5)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    assert QApplication.focusWidget() is table.end.again
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.end.back
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.home


# ---- names as written -------------------------------------------------------------------

NAMES = ["<b>Aki</b>", "<i>Ben</i>", "<u>Bot</u>"]


def _shown_as_markup(window) -> list[str]:
    """Every label or tooltip that holds a name and would render it as markup."""
    bad = []
    widgets = window.findChildren(QWidget) + [w for w in QApplication.topLevelWidgets()
                                               if w is not window]
    for w in widgets:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and any(n in w.text() for n in NAMES) and \
                w.textFormat() != Qt.TextFormat.PlainText and QtGui.Qt.mightBeRichText(w.text()):
            bad.append(f"label {w.objectName() or type(w).__name__}: {w.text()!r}")
        tip = w.toolTip()
        if any(n in tip for n in NAMES) and QtGui.Qt.mightBeRichText(tip):
            bad.append(f"tooltip of {type(w).__name__}: {tip!r}")
    table = window.table
    if table is not None:
        for item in table.scene.items():
            tip = item.toolTip()
            if item.isVisible() and any(n in tip for n in NAMES) and QtGui.Qt.mightBeRichText(tip):
                bad.append(f"tooltip of {type(item).__name__}: {tip!r}")
    return bad


@pytest.mark.parametrize("game", ["bomu", "academy", "busters"])
def test_player_names_show_as_written_never_as_markup(qtbot, window, game):
    """Names that look like HTML, through a whole hot-seat game: the cover, prompts,
    the log, the private note, tooltips, the end screen."""
    table = _start(window, game, NAMES, seed=6)
    rng = random.Random(2)
    covers = 0
    for _ in range(3000):
        if table.outcome is not None:
            break
        if table.handoff.isVisible():
            covers += 1
            assert table.handoff.title.text() == f"Pass to {table.names[table.handoff.seat]}"
            assert not _shown_as_markup(window), _shown_as_markup(window)
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        elif table.acting is not None and not table.queue.busy:
            assert not _shown_as_markup(window), _shown_as_markup(window)
            table.submit(rng.choice(table.session.legal(table.acting)))
        else:
            qtbot.wait(5)
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=20000)
    assert covers > 0
    assert not _shown_as_markup(window), _shown_as_markup(window)


def test_the_smoke_run_leaves_no_temporary_folder(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path))
    env.pop("BAKUDAN_DATA_DIR", None)
    done = subprocess.run([sys.executable, "-m", "desktop.app", "--smoke-test", "bomu"], cwd=ROOT,
                          capture_output=True, text=True, timeout=180, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test: bomu finished" in done.stdout
    assert list(tmp_path.iterdir()) == []


def test_a_players_name_in_the_pointed_at_tooltip_is_text_not_markup(qtbot, window):
    """Issue 25, item 6: the "Pointed at" line (missions 13, 23, 39, 46, 48) rendered a
    player's name as HTML; it is now the pointed wires' tooltip on the table."""
    import dataclasses
    from engine.busters.missions.components import Pointed
    from tests.desktop.test_busters import bot_level, start_busters
    table = start_busters(window, [("<b>Ann</b>", "human"), ("Bo", bot_level())], mission=13, seed=2)
    qtbot.waitUntil(lambda: table.scene.view is not None, timeout=5000)
    scene = table.scene
    scene.sync(dataclasses.replace(scene.view, mission_info=(Pointed("multi", ((0, 0, 2),), 2),)))
    tip = next(p for p in scene.pieces.items if p.kind == "pointed").toolTip()
    assert "&lt;b&gt;Ann&lt;/b&gt;" in tip and "<b>Ann</b>" not in tip
