"""Feedback a player notices (issue 16, item 3): a wrong cut buzzes and shows a red
banner; the player's turn coming back after others played sounds and outlines the
controls; nothing of it when sound is off."""
from __future__ import annotations

from tests.desktop.test_busters import (bot_level, click_button, click_key, confirm,
                                        play_decision, start_busters, wires)


def _my_turn(qtbot, table):
    for _ in range(30):
        qtbot.waitUntil(lambda: table.acting == 0, timeout=10000)
        v = table.session.view(0)
        if v.phase == "turn" and v.active == 0:
            return
        click_key(qtbot, table, wires(table)[0])          # the setup info token
        confirm(qtbot, table)
    raise AssertionError("no turn for seat 0")


def test_a_wrong_cut_buzzes_and_shows_a_red_banner(qtbot, window):
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level()), ("Chika", bot_level())],
                          mission=2, seed=4, speed="normal")
    _my_turn(qtbot, table)
    state = table.session.state
    mine = {w.value for w in state.uncut_wires(0)}
    target, wrong = next((k, v) for k in wires(table) for v in sorted(mine, key=str)
                         if state.slot(*k[1]).wire.value != v and k[1][0] != 0)
    click_key(qtbot, table, target)
    click_button(qtbot, table.choice_buttons[f"val_{wrong}"])
    confirm(qtbot, table)
    qtbot.waitUntil(lambda: "miss" in table.sound.played, timeout=5000)
    assert table.scene.miss.text() == "Wrong cut!"
    qtbot.waitUntil(lambda: table.scene.miss.opacity() > 0.5, timeout=2000)   # fades in, then out


def test_the_turn_coming_back_is_signalled(qtbot, window):
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level()), ("Chika", bot_level())],
                          mission=1, seed=3)
    _my_turn(qtbot, table)
    table.sound.played.clear()
    turn = table.session.view(0).turn_no
    while table.acting == 0 and table.session.view(0).turn_no == turn:
        play_decision(qtbot, table, oracle=True)      # its cut, and its own wire after
    assert "turn" not in table.sound.played           # its own moves: no cue
    qtbot.waitUntil(lambda: table.acting == 0, timeout=10000)   # Ben and Chika played
    assert "turn" in table.sound.played
    assert "#ffd54a" in table.controls.styleSheet()


def test_no_sound_when_sound_is_off(qtbot, window):
    window.apply_settings({"sound": "0"})
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level())], mission=1, seed=3)
    _my_turn(qtbot, table)
    assert table.sound.played == []


def test_a_cut_with_one_matching_wire_of_ones_own_asks_nothing_more(qtbot, window):
    # issue 16, item 6: no "click the wire of yours" when only one wire qualifies
    from engine.core import GameRecord
    from desktop.store.db import SeatSpec
    deal = {"hands": [[["1", "3", "7"], ["2", "5"]], [["3", "8", "9"], ["1", "1", "1"]]],
            "equipment": [], "setup_info": False}
    record = GameRecord(game="busters", version=1, config={"mission": 3, "players": 2}, seed=1,
                        deal=deal, actions=[])
    window.store.set("speed", "instant")
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", bot_level())], record=record)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    click_key(qtbot, table, ("wire", (1, 0, 0)))        # Ben's 3: Aki has one 3
    click_button(qtbot, table.choice_buttons["val_3"])
    confirm(qtbot, table)
    qtbot.waitUntil(lambda: len(table.session.record.actions) >= 2, timeout=5000)
    assert table.session.record.actions[:2] == [(0, "dual 1.0.0 3"), (0, "own 0.0.1")]
