"""End screens that are not dead ends (issue 16, item 7): step aside to look at the
final table and log, come back to the result; Bomb Busters offers the next mission
after a win and a retry in the campaign."""
from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.games.catalog import GAMES
from desktop.store.db import SeatSpec

EXPERT = GAMES["busters"].levels[-1]


def _finished_busters(qtbot, window, mission=1, seed=3):
    window.store.set("speed", "instant")
    window.start_game("busters", [SeatSpec(f"B{i}", EXPERT) for i in range(1, 4)], seed=seed,
                      config={"mission": mission, "players": 3})
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=30000)
    return table


def test_the_end_screen_steps_aside_to_show_the_final_table(qtbot, window):
    table = _finished_busters(qtbot, window)
    qtbot.mouseClick(table.end.look, Qt.MouseButton.LeftButton)
    assert not table.end.isVisible() and table.show_result.isVisible()
    assert table.log_view.isVisible() and table.log.rowCount() > 0
    window.apply_settings({"language": "ja"})          # a language switch keeps it aside
    qtbot.waitUntil(lambda: table.show_result.text() == "結果を見る", timeout=3000)
    assert not table.end.isVisible()
    window.apply_settings({"language": "en"})
    qtbot.waitUntil(lambda: table.show_result.text() == "Show the result", timeout=3000)
    qtbot.mouseClick(table.show_result, Qt.MouseButton.LeftButton)
    assert table.end.isVisible() and not table.show_result.isVisible()


def test_after_a_win_the_next_mission_is_one_click_away(qtbot, window):
    table = _finished_busters(qtbot, window, mission=1, seed=3)
    assert table.outcome.winners, "the Expert crew wins mission 1 with this seed"
    assert table.end.next_button.isVisible() and table.end.next_button.text() == "Next mission: 2"
    assert not table.end.retry_button.isVisible()        # a single game: "Play again"
    qtbot.mouseClick(table.end.next_button, Qt.MouseButton.LeftButton)
    assert window.table is not table and window.session.record.config["mission"] == 2
    assert [s.name for s in window.session.seats] == ["B1", "B2", "B3"]


def test_a_campaign_mission_can_be_retried_from_its_end_screen(qtbot, window):
    page = window.campaign
    crew = page.campaign.create_crew("Bots", [("B1", EXPERT), ("B2", EXPERT), ("B3", EXPERT)])
    window.store.set("speed", "instant")
    window.play_mission(crew, 1)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=30000)
    assert table.end.retry_button.isVisible() and table.end.again.text() == "Back to the campaign"
    qtbot.mouseClick(table.end.retry_button, Qt.MouseButton.LeftButton)
    assert window.table is not table and window.session.record.config["mission"] == 1
    assert window.session.record.meta["crew"] == crew
    assert window.session.seats[0].name == "B2"          # the Captain passed to the left


def test_winning_the_last_mission_celebrates_the_whole_campaign(qtbot, window):
    # the last mission dealt near its end: the villain caught, a few wires left
    from engine.busters import GAME
    from engine.busters.missions import MISSIONS
    from engine.core.record import GameRecord
    last = max(MISSIONS)
    deal = {"hands": [["2", "9"], ["2", "9"], ["5"], ["5"]], "as_laid": True, "equipment": [],
            "setup_info": False, "piles": {},
            "mission": {"cards": "ACDBE", "floor": "back", "pos": [3, 1],
                        "done": ["key", "skull", "alarm", "villain"]}}
    record = GameRecord("busters", {"mission": last, "players": 4}, 1,
                        version=GAME.record_version, deal=deal)
    window.store.set("speed", "instant")
    window.start_game("busters", [SeatSpec(f"B{i}", EXPERT) for i in range(1, 5)], record=record)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=30000)
    assert table.outcome.winners
    assert table.end.title.text() == f"★ Mission {last} accomplished: the campaign is won! ★"
    assert "Doctor Nope is behind bars" in table.end.detail.text()
    assert not table.end.next_button.isVisible()          # nothing comes after it


def test_the_one_person_at_the_screen_is_told_they_won(qtbot, window):
    # issue 26: the tutorial's player, named "Player", read "Player wins!"
    from engine.core.game import Outcome
    for game, mine, others in (("bomu", "You win!", "Ben wins!"),
                               ("academy", "You graduate at the top of the class!",
                                "Ben graduates at the top of the class!")):
        window.store.set("speed", "instant")
        seats = [SeatSpec("Player", "human")] + [SeatSpec(n, GAMES[game].levels[0]) for n in ("Ben", "Chika")]
        window.start_game(game, seats, seed=3)
        table = window.table
        for winner, title in ((0, mine), (1, others)):
            table.outcome = Outcome(frozenset({winner}), "test")
            table.present_end()
            assert table.end.title.text() == title
            # the ranking marks the one person at the screen, and only them (Bomu's lists
            # those out so far: with this made-up outcome, the winner alone)
            detail = table.end.detail.text()
            assert detail.count("Player (you)") == (1 if game == "academy" or winner == 0 else 0)
            assert "Ben (you)" not in detail and "Chika (you)" not in detail
        window.leave_game()
    # two people at one screen: each is named
    window.start_game("bomu", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human")], seed=3)
    window.table.outcome = Outcome(frozenset({0}), "test")
    window.table.present_end()
    assert window.table.end.title.text() == "Aki wins!"


def test_the_tutorial_calls_its_player_by_their_own_name(qtbot, window, monkeypatch):
    # issue 26: with no game played yet, the tutorial's player was "Player" on its end screen
    import getpass
    from PySide6.QtGui import QAction
    from desktop.tutorial.shell import own_name
    for login, name in (("aki", "Aki"), ("Kenji", "Kenji"), ("root", "Player"), ("j.doe-2", "Player")):
        monkeypatch.setattr(getpass, "getuser", lambda login=login: login)
        assert own_name() == name
    monkeypatch.setattr(getpass, "getuser", lambda: "aki")
    window.findChild(QAction, "tutorial_bomu").trigger()
    assert window.session.seats[0].name == "Aki" and window.table.guide is not None
    window.leave_game()
    window.store.remember_seats([SeatSpec("Mika", "human"), SeatSpec("Ben", "easy")])
    window.findChild(QAction, "tutorial_academy").trigger()
    assert window.session.seats[0].name == "Mika", "a name the player gave comes first"
    window.leave_game()
