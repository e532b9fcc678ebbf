"""A timed mission's clock in the real window (mission 10, R-BB172): it counts down
beside the table, pauses while a dialog is open or the window is minimised, explodes
the bomb at 0:00, goes on after a quit with the time it had, and the Timers setting
turns it off (recorded in the game's config)."""
from __future__ import annotations

import json

from tests.desktop.test_busters import bot_level, start_busters
from tests.desktop.test_busters_specials import finish_setup

SOLO = [("Aki", "human")] + [(n, bot_level()) for n in ("Ben", "Chika", "Dan")]


def _started(qtbot, window, seed=4):
    table = start_busters(window, SOLO, mission=10, seed=seed)
    finish_setup(qtbot, table)
    qtbot.waitUntil(lambda: table.clock.isVisible(), timeout=5000)
    return table


def test_the_clock_counts_down_from_15_minutes(qtbot, window):
    table = _started(qtbot, window)
    first = table.clock.left_ms
    assert 880_000 < first <= 900_000                 # "Prepare a 15-minute timer"
    qtbot.wait(1300)
    assert table.clock.left_ms < first
    assert "Time left: 14:5" in table.clock.text()    # whole seconds, rounded up
    assert "0:00" in table.clock.toolTip()            # what the clock means, in its tooltip


def test_at_zero_the_bomb_explodes(qtbot, window):
    table = _started(qtbot, window)
    table.clock.left_ms = 500                         # (a test does not wait 15 minutes)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=8000)
    assert table.outcome.key == "busters.outcome.timer" and not table.outcome.winners
    assert table.session.record.actions[-1][1] == "special timeout m10"
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=5000)
    assert not table.clock.isVisible()


def test_a_dialog_or_a_minimised_window_pauses_the_clock(qtbot, window):
    table = _started(qtbot, window)
    table.open_mission_card()
    qtbot.wait(300)
    held = table.clock.left_ms
    qtbot.wait(700)
    assert table.clock.left_ms == held and "(paused)" in table.clock.text()
    table._mission_dialog.close()
    qtbot.wait(600)
    assert table.clock.left_ms < held and "(paused)" not in table.clock.text()
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=3000)
    qtbot.wait(300)
    held = table.clock.left_ms
    qtbot.wait(600)
    assert table.clock.left_ms == held
    window.showNormal()


def test_a_continued_game_goes_on_with_the_time_it_had(qtbot, window):
    table = _started(qtbot, window)
    table.clock.left_ms = 123_000                     # as if 12 minutes had gone by
    qtbot.wait(300)
    window.leave_game()                               # quit to home: the game is saved
    qtbot.waitUntil(lambda: window.store.load_current() is not None, timeout=5000)
    saved = json.loads(window.store.load_current()[2])
    clock_id, left = saved["meta"]["clock"]
    assert clock_id == "m10" and 118_000 < left <= 123_000
    window.resume()
    qtbot.waitUntil(lambda: window.table is not None and window.table.clock.isVisible(), timeout=5000)
    assert 117_000 < window.table.clock.left_ms <= left
    assert "2:0" in window.table.clock.text()


def test_timers_off_no_clock_and_recorded(qtbot, window):
    window.apply_settings({"timers": "0"})
    table = start_busters(window, SOLO, mission=10, seed=4)
    finish_setup(qtbot, table)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=5000)
    assert not table.clock.isVisible()
    assert table.session.record.config["timers"] is False
    assert all("timeout" not in str(a) for a in table.session.legal(table.acting))


def test_the_clock_speaks_japanese(qtbot, window):
    table = _started(qtbot, window)
    window.apply_settings({"language": "ja"})
    qtbot.wait(400)
    assert table.clock.text().startswith("残り時間：")


def test_the_clock_follows_the_text_size_at_once(qtbot, window):
    from desktop import text_size
    table = _started(qtbot, window)
    assert "font-size: 20px" in table.clock.styleSheet()
    try:
        window.apply_settings({"text_size": "150"})      # as the Settings dialog does
        # at its next tick, not at its next colour change (which may be minutes away)
        qtbot.waitUntil(lambda: "font-size: 30px" in table.clock.styleSheet(), timeout=3000)
    finally:
        text_size.set_percent(100)
