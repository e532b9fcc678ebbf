"""The Bomb Busters campaign: crews, missions unlocking in the rulebook's order, the
Captain's rotation, attempts (won and failed) that survive a restart."""
from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.games.catalog import GAMES
from desktop.shell.campaign import NewCrewDialog
from desktop.store.campaign import CampaignStore, mission_states
from desktop.store.db import Store
from tests.desktop.test_busters import play_to_end


def test_missions_open_in_the_rulebooks_order():
    playable = list(range(1, 20))
    s = mission_states(playable, set())
    assert s[1] == "available" and all(s[n] == "locked" for n in range(2, 20))
    s = mission_states(playable, {1, 2, 3})
    assert s[4] == "available" and s[8] == "available" and s[5] == "locked"
    s = mission_states(playable, {1, 2, 3, 8})
    assert s[9] == "available", "the box of missions 9-19 opens after mission 8"
    assert s[10] == "locked"


def test_the_new_crew_dialog_takes_the_engines_bot_levels(qtbot):
    dialog = NewCrewDialog()
    qtbot.addWidget(dialog)
    kinds = [dialog.rows[1][2].itemData(i) for i in range(dialog.rows[1][2].count())]
    assert set(kinds) == {"human", *GAMES["busters"].levels}
    dialog.count.setValue(3)
    dialog.rows[1][1].setText("Aki")
    dialog._accept()
    assert dialog.result() == 0 and dialog.problem.text()
    dialog.rows[1][1].setText("Ben")
    dialog._accept()
    assert dialog.result() == 1
    assert [n for n, _ in dialog.seats()] == ["Aki", "Ben", "Chika"]


def test_a_won_mission_is_recorded_and_opens_the_next(qtbot, window, data_dir):
    page = window.campaign
    crew = page.campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", "human")])
    qtbot.mouseClick(window.home.campaign_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    page.reload(crew)
    assert [r.state for r in page.model.rows[:2]] == ["available", "locked"]
    assert page.selected() == 1
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    # the crew's first try: the mission card opens by itself, its button starts play
    card = window._card_dialog
    assert window.table is None and card.isVisible() and card.close_button.text() == "Start the mission"
    assert "Dual Cut" in card.card.back.text.text()
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table.session.record.meta["crew"] == crew
    assert window.session.seats[0].name == "Aki", "the first Captain is seat 1"
    table.queue.configure("instant", False)
    play_to_end(qtbot, table, oracle=True)
    assert table.outcome.winners, "the oracle's crew defuses the bomb"
    assert table.end.again.text() == "Back to the campaign"
    qtbot.mouseClick(table.end.again, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    rows = {r.number: r for r in page.model.rows}
    assert rows[1].state == "won" and rows[1].wins == 1 and rows[1].attempts == 1
    assert rows[1].last_played is not None
    assert rows[2].state == "available" and rows[3].state == "locked"
    assert page.selected() == 2
    assert "Ben" in page.crew_text.text().splitlines()[1], "the Captain passed to the left"
    # at a glance: the missions won of all, and this one's best result
    assert f"Missions won: 1 of {len(page.model.rows)}" in page.crew_text.text()
    assert rows[1].best == ("won", table.session.view(None).turn_no)
    assert page.model.data(page.model.index(0, 5)).startswith("won in ")
    window.play_mission(crew, 1)                     # tried before: no card, play at once
    assert window.table is not None and not window._card_dialog.isVisible()
    window.leave_game()
    window.show_campaign(crew)
    page.select_mission(1)
    qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert page.review_dialog.isVisible()
    assert page.review_dialog.slider.maximum() == len(table.session.record.actions)
    # the next day: a fresh store on the same folder still knows it all
    again = CampaignStore(Store(data_dir))
    assert [(a.mission, a.won, a.captain) for a in again.attempts(crew)] == [(1, True, "Aki")]
    assert again.crew(crew).game_seats()[0][0] == "Ben"


def test_a_bot_crews_attempt_is_recorded_and_the_captain_passes(qtbot, window):
    level = GAMES["busters"].levels[0]
    page = window.campaign
    crew = page.campaign.create_crew("Bots", [("B1", level), ("B2", level), ("B3", level)])
    window.store.set("speed", "instant")
    window.play_mission(crew, 1)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    tries = page.campaign.attempts(crew)
    assert len(tries) == 1 and tries[0].won == bool(table.outcome.winners) and tries[0].captain == "B1"
    assert page.campaign.crew(crew).captain == 1
    window.play_mission(crew, 1)
    assert window.session.seats[0].name == "B2", "the new Captain is seat 0 of the next game"


def test_closing_a_first_card_starts_nothing(qtbot, window):
    page = window.campaign
    crew = page.campaign.create_crew("Crew", [("Aki", "human"), ("Ben", "normal")])
    window.show_campaign(crew)
    window.play_mission(crew, 1)
    window._card_dialog.reject()                      # Esc or the window's close box
    assert window.table is None and window.pages.currentWidget() is page


def test_mission_card_screen_shows_front_and_back_in_japanese(qtbot, window):
    from desktop.i18n import set_language
    page = window.campaign
    page.reload(page.campaign.create_crew("Crew", [("Aki", "human"), ("Ben", "human")]))
    window.show_campaign()
    qtbot.mouseClick(page.card_button, Qt.MouseButton.LeftButton)
    card = window._card_dialog.card
    english = card.back.text.text()
    assert "Dual Cut" in english
    set_language("ja")
    qtbot.waitUntil(lambda: card.back.text.text() != english, timeout=3000)
    assert "デュアルカット" in card.back.text.text()


def test_a_campaign_game_left_and_resumed_still_counts(qtbot, window):
    from tests.desktop.test_busters import play_decision
    page = window.campaign
    crew = page.campaign.create_crew("Day Shift", [("Aki", "human"), ("Ben", "human")])
    window.store.set("speed", "instant")
    window.play_mission(crew, 1)
    window._card_dialog.close_button.click()         # the card of a first try
    table = window.table
    table.queue.configure("instant", False)
    for _ in range(6):
        if table.handoff.isVisible():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.acting is not None or table.handoff.isVisible(), timeout=5000)
        if table.acting is not None:
            play_decision(qtbot, table, oracle=True)
    window.leave_game()
    assert window.home.resume_box.isVisible()
    qtbot.mouseClick(window.home.resume_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table.session.record.meta["crew"] == crew
    table.queue.configure("instant", False)
    play_to_end(qtbot, table, oracle=True)
    assert [(a.mission, a.won) for a in page.campaign.attempts(crew)] == [(1, True)]


def test_an_older_database_gains_the_campaign_tables(tmp_path):
    import sqlite3
    folder = tmp_path / "old"
    folder.mkdir()
    con = sqlite3.connect(folder / "bakudan.db")
    con.execute("CREATE TABLE setting (key VARCHAR NOT NULL PRIMARY KEY, value VARCHAR NOT NULL)")
    con.execute("INSERT INTO setting VALUES ('language', 'ja')")
    con.commit()
    con.close()
    store = Store(folder)
    assert store.recovered_from is None and store.get("language") == "ja"
    campaign = CampaignStore(store)
    crew = campaign.create_crew("Old hands", [("Aki", "human"), ("Ben", "human")])
    assert campaign.crew(crew).name == "Old hands"


def test_a_failed_attempt_counts_but_opens_nothing(tmp_path):
    campaign = CampaignStore(Store(tmp_path))
    crew = campaign.create_crew("Unlucky", [("Aki", "human"), ("Ben", "human"), ("Chika", "human")])
    campaign.record_attempt(crew, 1, False, "busters.outcome.red")
    rows = {r.number: r for r in campaign.missions(crew, list(range(1, 9)))}
    assert (rows[1].state, rows[1].attempts, rows[1].wins) == ("available", 1, 0)
    assert rows[2].state == "locked"
    assert campaign.crew(crew).game_seats()[0][0] == "Ben", "after a failure the Captain passes to the left"


def test_a_mission_the_app_does_not_play_yet_does_not_block_the_next():
    # missions 10 and 15 are not playable here: 11 opens once 9 is won, 16 once 14 is
    playable = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 16]
    s = mission_states(playable, {1, 2, 3, 4, 5, 6, 7, 8, 9})
    assert s[11] == "available" and s[12] == "locked"
    s = mission_states(playable, set(range(1, 15)) - {10})
    assert s[16] == "available"


def test_the_best_result_is_the_fastest_win_else_the_fewest_wires_left():
    from datetime import datetime
    from desktop.store.campaign import best_result
    from desktop.store.models import MissionAttempt

    def attempt(won, result):
        return MissionAttempt(1, 1, 66, won, "k", "Aki", datetime(2026, 1, 1), "{}", result)
    assert best_result([]) is None
    assert best_result([attempt(False, 9), attempt(False, 4)]) == ("left", 4)
    assert best_result([attempt(False, 4), attempt(True, 40), attempt(True, 33)]) == ("won", 33)
    # an attempt whose record did not say is passed over
    assert best_result([attempt(False, None), attempt(True, None)]) is None


def test_an_attempts_result_is_read_once_from_its_record():
    """The turns of a win, the wires left of a failure (meta.result, desktop/session.py)."""
    from desktop.store.models import result_of
    assert result_of('{"meta": {"result": {"left": 9, "turns": 20}}}', False) == 9
    assert result_of('{"meta": {"result": {"left": 0, "turns": 33}}}', True) == 33
    for unreadable in ("", "{not json", "{}", "[1]", '{"meta": {"result": 3}}', '{"meta": {"result": {"turns": true}}}'):
        assert result_of(unreadable, True) is None, unreadable


def test_winning_the_last_mission_celebrates_the_campaign(qapp):
    from desktop.shell.campaign import MissionModel, progress_text
    from desktop.store.campaign import MissionRow
    rows = [MissionRow(n, "won", 1, 1, None) for n in range(1, 66)] + [MissionRow(66, "available", 2, 0, None)]
    assert "campaign is complete" not in progress_text(rows)
    rows[-1] = MissionRow(66, "won", 3, 1, None, ("won", 41))
    assert "Missions won: 66 of 66" in progress_text(rows)
    assert "The campaign is complete!" in progress_text(rows)
    model = MissionModel()
    model.set_rows(rows[-1:])
    assert model.data(model.index(0, 5)) == "won in 41 turns"


def test_the_campaign_table_says_which_box_a_mission_is_in(qapp):
    from desktop.shell.campaign import MissionModel
    from desktop.store.campaign import MissionRow
    model = MissionModel()
    model.set_rows([MissionRow(12, "locked", 0, 0, None)])
    tip = model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert tip == "In the box of missions 9-19"
