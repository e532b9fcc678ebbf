"""During a game (issue 26): the animation speed changed from the game screen (its box
beside the log, or Game > Animation speed and Ctrl+1-4), applied at once and kept in
the settings, in all three games; "Skip to the result" once nobody at the screen can
act any more (Bomu: tests/desktop/test_play.py; Bomb Busters here; the Academy has no
such moment: every player plays every round of the three bombs)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.i18n import set_language
from desktop.store.db import SeatSpec
from desktop.widgets.anim import SPEEDS

SEATS = {"busters": [("Aki", "human"), ("Ben", "easy"), ("Chika", "easy"), ("Dan", "easy")],
         "academy": [("Aki", "human"), ("Ben", "easy"), ("Chika", "easy")],
         "bomu": [("Aki", "human"), ("Ben", "easy"), ("Chika", "easy")]}


def start(window, game: str, speed: str = "normal"):
    window.store.set("speed", speed)
    config = {"mission": 1, "players": 4} if game == "busters" else None
    window.start_game(game, [SeatSpec(n, k) for n, k in SEATS[game]], seed=3, config=config)
    return window.table


def click_where_it_lands(qtbot, window, widget) -> None:
    """Click `widget`'s centre as a mouse would: whatever the window has there."""
    at = widget.mapTo(window, widget.rect().center())
    hit = window.childAt(at)
    assert hit is widget or widget.isAncestorOf(hit), f"{widget.objectName()} is under {hit}"
    qtbot.mouseClick(hit, Qt.MouseButton.LeftButton, pos=hit.mapFrom(window, at))


@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_speed_changes_mid_game_and_is_kept(qtbot, window, game, size):
    window.resize(*size)
    table = start(window, game)
    box = table.speed_box
    qtbot.waitUntil(lambda: table.acting is not None, timeout=20000)   # played at Normal speed
    assert box.isVisible() and box.currentText() == "Normal" and table.queue.factor == SPEEDS["normal"]
    click_where_it_lands(qtbot, window, box)           # the box opens its list; Fast is chosen
    popup = box.view()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert box.currentText() == "Fast" and table.queue.factor == SPEEDS["fast"], "applied at once"
    assert window.store.get("speed") == "fast" and window.actions["speed_fast"].isChecked()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)     # the menu's shortcut
    assert table.queue.factor == SPEEDS["slow"] and box.currentText() == "Slow"
    assert window.store.get("speed") == "slow" and window.actions["speed_slow"].isChecked()
    # the next game, and the settings, start from the speed chosen
    window.leave_game()
    table = start(window, game, speed=window.store.get("speed"))
    assert table.queue.factor == SPEEDS["slow"] and table.speed_box.currentText() == "Slow"
    from desktop.shell.settings_dialog import SettingsDialog
    assert SettingsDialog({"speed": window.setting("speed")}, window).speed.currentData() == "slow"


def test_the_speed_box_speaks_japanese_and_the_menu_sets_it(qtbot, window):
    table = start(window, "bomu")
    set_language("ja")
    qtbot.waitUntil(lambda: table.speed_box.currentText() == "ふつう")
    assert [table.speed_box.itemText(i) for i in range(table.speed_box.count())] == ["ゆっくり", "ふつう", "はやい", "瞬時"]
    assert window.speed_menu.title() == "アニメーションの速さ(&P)"
    window.actions["speed_instant"].trigger()
    assert table.queue.factor == 0 and table.speed_box.currentText() == "瞬時"
    assert window.store.get("speed") == "instant"


def out_of_wires_record():
    """Mission 1, four players: Aki cuts her 2 with Ben's, Ben cuts her 5 with his own,
    so Aki has no wires left while Chika and Dan still hold theirs."""
    from engine.core import GameRecord
    deal = {"hands": [[["2", "5"]], [["2", "5", "7"]], [["3", "7", "9"]], [["3", "6", "6", "9"]]],
            "equipment": [], "setup_info": False}
    return GameRecord(game="busters", version=1, config={"mission": 1, "players": 4}, seed=1, deal=deal,
                      actions=[(0, "dual 1.0.0 2"), (0, "own 0.0.0"), (1, "dual 0.0.1 5"), (1, "own 1.0.1")])


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_busters_player_without_wires_may_skip_to_the_result(qtbot, window, size, lang):
    # rulebook, "No more wires?": "the mission just carries on without them"
    set_language(lang)
    window.resize(*size)
    window.store.set("speed", "normal")
    window.start_game("busters", [SeatSpec(n, k) for n, k in SEATS["busters"]], record=out_of_wires_record())
    table = window.table
    assert table.queue.factor == SPEEDS["normal"] and table.out_of_play()
    button = table.skip_button
    qtbot.waitUntil(button.isVisible, timeout=20000)                # at the bots' next move
    assert button.text() == {"en": "Skip to the result", "ja": "結果まで飛ばす"}[lang] and table.outcome is None
    lines = table.log.rowCount()
    click_where_it_lands(qtbot, window, button)
    assert table.queue.factor == 0 and not button.isVisible()
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    assert table.end.isVisible() and table.log.rowCount() > lines, "the log still tells every move"
    assert window.store.get("speed") == "normal", "skipping does not change the speed kept"


def test_no_skip_while_the_player_holds_wires(qtbot, window):
    table = start(window, "busters")
    qtbot.waitUntil(lambda: table.acting == 0, timeout=20000)
    from tests.desktop.test_busters import play_decision
    for _ in range(2):                               # her turn, then the bots' at Normal speed
        qtbot.waitUntil(lambda: table.acting == 0 or table.outcome is not None, timeout=30000)
        if table.outcome is not None:
            break
        assert not table.out_of_play() and not table.skip_button.isVisible()
        play_decision(qtbot, table, oracle=True)
    assert not table.skip_button.isVisible()


def test_an_academy_player_is_never_out_of_play():
    # handbook: every round all players choose an action card at the same time, through
    # the three bombs; no one leaves the game, so there is no moment to skip to the result
    import random
    from engine.academy.state import PICK
    from engine.core import get_game
    game = get_game("academy")
    for seed in range(3):
        state = game.new_game(game.default_config(4), seed)
        rng = random.Random(seed)
        rounds, before = 0, None
        while game.outcome(state) is None:
            stage = game.view(state, None).stage
            if stage == PICK and before != PICK:            # a round's picks begin
                assert game.to_act(state) == frozenset(range(4))
                rounds += 1
            before = stage
            seat = min(game.to_act(state))
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        assert rounds >= 6, "three bombs of several rounds each"

