"""A card the player has selected stays selected while other seats move (issue 16,
item 1): bots pick at the same time in Bomu and Academy, and each of their moves asks
the player's controls again."""
from __future__ import annotations

import time

from tests.desktop.conftest import click_item
from tests.desktop.conftest import start as start_bomu
from tests.desktop.test_academy import confirm, items
from tests.desktop.test_academy import start as start_academy


def slow_bots(table, seconds=0.5):
    """Bots that think a while, so the player selects before they move."""
    for bot in table.session.bots.values():
        def slow(view, legal, rng, choose=bot.choose):
            time.sleep(seconds)
            return choose(view, legal, rng)
        bot.choose = slow


def test_bomu_a_raised_card_stays_raised_while_bots_pick(qtbot, window):
    table = start_bomu(window, [("Me", "human"), ("B1", "easy"), ("B2", "easy")], seed=3)
    slow_bots(table)
    qtbot.waitUntil(lambda: table.acting == 0 and table.buttons["play"].isVisible(), timeout=5000)
    card = next(i for i in table.scene.hand if i.isVisible() and i.clickable)
    click_item(qtbot, table, card)
    chosen = table.scene.selected_cards()
    assert chosen == [card.card] and table.buttons["play"].isEnabled()
    moves = len(table.session.record.actions)
    qtbot.waitUntil(lambda: len(table.session.record.actions) >= moves + 2, timeout=8000)
    qtbot.wait(100)
    assert table.acting == 0 and table.scene.selected_cards() == chosen
    assert table.buttons["play"].isVisible() and table.buttons["play"].isEnabled()
    qtbot.waitUntil(lambda: not table.session.thinking, timeout=5000)


def test_academy_a_selected_card_stays_selected_while_bots_pick(qtbot, window):
    table = start_academy(window, [("Me", "human"), ("B1", "easy"), ("B2", "easy")])
    slow_bots(table)
    qtbot.waitUntil(lambda: table.acting == 0 and bool(items(table, "hand")), timeout=5000)
    click_item(qtbot, table, items(table, "hand")[0])
    picked = table.sel.get("card")
    assert picked and table.buttons["confirm"].isEnabled()
    moves = len(table.session.record.actions)
    qtbot.waitUntil(lambda: len(table.session.record.actions) >= moves + 2, timeout=8000)
    qtbot.wait(100)
    assert table.acting == 0 and table.sel.get("card") == picked
    confirm(qtbot, table)                              # still one click from playing it
    assert table.session.record.actions[-1][0] == 0 or any(
        seat == 0 for seat, _ in table.session.record.actions[moves:])
    qtbot.waitUntil(lambda: not table.session.thinking, timeout=5000)
