"""Issue 16: a Bomb Busters mission's card opens by itself before its first game on
this installation, once, so its new rules are read before they matter."""
from __future__ import annotations

from desktop.games.busters.mission_card import BRIEFED
from tests.desktop.test_busters import bot_level, start_busters


def test_a_missions_card_opens_by_itself_the_first_time_only(qtbot, window):
    window.store.set(BRIEFED, "")                    # a new player: no card read yet
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level())], mission=9, seed=2)
    qtbot.waitUntil(lambda: getattr(table, "_mission_dialog", None) is not None
                    and table._mission_dialog.isVisible(), timeout=3000)
    card = table._mission_dialog.card
    assert card.number == 9 and "Mission 9" in card.title.text()
    # and the mission's own pieces are marked as new on the table, this game
    sequence = [p for p in table.scene.pieces.items if p.kind == "cards"]
    assert sequence and all(p.new and "New in this mission" in p.toolTip() for p in sequence)
    table._mission_dialog.close()
    window.leave_game()
    again = start_busters(window, [("Aki", "human"), ("Ben", bot_level())], mission=9, seed=3)
    qtbot.wait(100)
    assert getattr(again, "_mission_dialog", None) is None    # read once: not again
    assert not any(p.new or "New in this mission" in p.toolTip() for p in again.scene.pieces.items)
    assert again.scene.pieces.items
    window.leave_game()
    other = start_busters(window, [("Aki", "human"), ("Ben", bot_level())], mission=10, seed=3)
    qtbot.waitUntil(lambda: getattr(other, "_mission_dialog", None) is not None, timeout=3000)
    assert other._mission_dialog.card.number == 10
    other._mission_dialog.close()
    assert window.store.get(BRIEFED) == "9,10"


def test_a_bots_only_game_briefs_nobody(qtbot, window):
    window.store.set(BRIEFED, "")
    table = start_busters(window, [("Ben", bot_level()), ("Chika", bot_level())], mission=9, seed=2)
    qtbot.wait(100)
    assert getattr(table, "_mission_dialog", None) is None and window.store.get(BRIEFED) == ""
