"""Every game played by the keyboard alone (issue 29): from the home screen (Tab to
the game, Space, the new-game dialog by arrows and Enter) through every decision
(the arrows move the white ring among the table's pieces, Tab reaches the buttons,
Space acts, Enter confirms) to the end screen and back home, at Normal speed; not
one mouse event. And the ring itself: where the arrows take it, Esc, Space on a
focused button."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.games.focus import reading_order, step
from tests.desktop.keyboard import act_on, leave_by_keys, new_game_by_keys, press, ring_to, tab_to

ENTER, SPACE, ESC = Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape


def play_out(qtbot, table, decide, limit_s: int = 600) -> int:
    """Answer each decision once the seat at the screen may act (its controls up, the
    table still); returns the decisions made."""
    made = idle = 0
    can_act = lambda: table.outcome is not None or (table.acting is not None and not table.queue.busy)  # noqa: E731
    while table.outcome is None:
        qtbot.waitUntil(can_act, timeout=limit_s * 1000)
        if table.outcome is not None:
            break
        if decide():
            made, idle = made + 1, 0
        else:
            idle += 1
            assert idle < 400, f"the seat at the screen is asked what no key answers: {table.prompt.text()}"
            qtbot.wait(5)
    return made


# ---- Bomu ----------------------------------------------------------------------------------------
def bomu_decision(qtbot, table) -> bool:
    from engine.bomu import data as D
    seat = table.acting
    if seat is None:
        return False
    v = table.session.view(seat)
    cards = reading_order(table.keys.items())
    if v.phase == "pick":
        act_on(qtbot, table, cards[0])
        assert len(table.scene.selected_cards()) == 1
        press(qtbot, ENTER)
    elif v.phase == "discard":
        need = len(v.hand) - D.HAND_AFTER_EXPLOSION
        for card in cards[:need]:
            act_on(qtbot, table, card)
        press(qtbot, ENTER)
    elif v.phase == "safe":
        act_on(qtbot, table, table.buttons["roll"])
    elif v.phase == "bonus":
        act_on(qtbot, table, table.buttons["life"])
    else:
        return False
    return True


def test_bomu_whole_game_by_keys(qtbot, window):
    table = new_game_by_keys(qtbot, window, "bomu", players=2)
    assert table.queue.factor > 0, "Normal speed: the animations play"
    before = len(table.session.record.actions)
    made = play_out(qtbot, table, lambda: bomu_decision(qtbot, table))
    assert made > 0 and len(table.session.record.actions) > before
    humans = [s for s, a in table.session.record.actions if s == 0]
    assert humans, "the human seat played by keys"
    leave_by_keys(qtbot, window)
