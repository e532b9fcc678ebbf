"""Several games in progress (issue "A table a new player enjoys", Saves): one per game
and one per Bomb Busters campaign crew, listed on the home screen with a Continue and
a Discard each; a new game replaces only the game of its own slot, after asking; the
older one-slot database keeps its game; a write the disk refuses loses nothing."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from desktop.i18n import set_language
from desktop.shell.new_game import NewGameDialog
from desktop.store import Store, schema
from desktop.store.db import SeatSpec
from tests.desktop.conftest import open_window, play_turn, restart, when_modal
from tests.desktop.store_helpers import disk, from_fixture, full_disk, table_rows  # noqa: F401
from tests.desktop.test_busters import bot_level, play_decision

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
SEATS = [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy")]


@pytest.fixture(autouse=True)
def no_stray_question(qtbot):
    """A question no step of the test answers (asked where it should not be) would
    hang the test: it is closed after a while, and the test fails instead."""
    stray: list[str] = []
    polls: dict[int, int] = {}

    def sweep() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            polls[id(box)] = polls.get(id(box), 0) + 1
            if polls[id(box)] > 25:                  # about 5 s: no step of the test is answering it
                stray.append(f"{box.objectName()}: {box.text() if isinstance(box, QMessageBox) else ''}")
                box.reject()
    timer = QTimer()
    timer.timeout.connect(sweep)
    timer.start(200)
    yield
    timer.stop()
    assert not stray, f"asked and never answered: {stray}"


# ---- a person's steps ------------------------------------------------------------------------------
def click_box_button(text: str):
    def act(box: QMessageBox) -> None:
        next(b for b in box.buttons() if b.text().replace("&", "") == text).click()
    return act


def start_bomu_from_home(qtbot, window, names=("Aki", "Ben")) -> list:
    """New game on the Bomb ぼむ！ card: two seats, the second an easy bot, Start."""
    def fill(dialog: QDialog) -> None:
        dialog.count.setValue(len(names))
        for i, name in enumerate(names):
            dialog.rows[i][1].setText(name)
            kind = dialog.rows[i][2]
            kind.setCurrentIndex(kind.findData("human" if i == 0 else "easy"))
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    seen = when_modal(NewGameDialog, fill)
    qtbot.mouseClick(window.home.cards["bomu"][3], Qt.MouseButton.LeftButton)
    return seen


def start_mission_from_campaign(qtbot, window, crew: int) -> None:
    """Campaign on the home screen, the crew's first mission, its card's Start."""
    qtbot.mouseClick(window.home.campaign_button, Qt.MouseButton.LeftButton)
    page = window.campaign
    page.reload(crew)
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window._card_dialog.close_button, Qt.MouseButton.LeftButton)


def play_some(qtbot, window, n: int) -> int:
    """n decisions of the human at the screen; the actions recorded afterwards."""
    table = window.table
    table.queue.configure("instant", False)
    busters = window.session.game.id == "busters"
    for _ in range(n):
        qtbot.waitUntil(lambda: table.acting is not None or table.handoff.isVisible(), timeout=10000)
        if table.handoff.isVisible():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
            continue
        # the prompt's buttons may show a moment after the seat is to act
        qtbot.waitUntil(lambda: play_decision(qtbot, table, oracle=True) if busters
                        else play_turn(qtbot, table), timeout=10000)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)    # the bots have answered
    return len(window.session.record.actions)


def go_home(window) -> None:
    window.actions["home"].trigger()                 # Game > Back to home (Ctrl+H)
    assert window.pages.currentWidget() is window.home


def listed(window) -> dict[str, str]:
    """The games in progress the home screen shows: slot -> its line as read."""
    return {row.slot: " | ".join(w.text() for w in (what, who, when))
            for row, what, who, when, _, _ in window.home.resume_box.rows}


def continue_slot(qtbot, window, slot: str) -> None:
    qtbot.mouseClick(window.home.resume_box.findChild(QPushButton, f"continue_{slot}"), Qt.MouseButton.LeftButton)


def discard_button(window, slot: str) -> QPushButton:
    return window.home.resume_box.findChild(QPushButton, f"discard_{slot}")


# ---- the tests ----------------------------------------------------------------------------------------
def test_a_campaign_mission_and_a_single_bomu_game_are_both_kept_and_each_continues(qtbot, window, data_dir):
    window.store.set("speed", "instant")
    crew = window.campaign.campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", bot_level())])
    start_mission_from_campaign(qtbot, window, crew)
    assert window.session.record.meta["crew"] == crew
    mission_actions = play_some(qtbot, window, 2)
    go_home(window)
    start_bomu_from_home(qtbot, window)
    assert window.session is not None and window.session.game.id == "bomu"   # no question: another slot
    bomu_actions = play_some(qtbot, window, 2)
    go_home(window)
    shown = listed(window)
    assert list(shown) == ["bomu", f"busters.crew.{crew}"]               # the last played first
    assert shown["bomu"].startswith("Bomb ぼむ！ | with Aki, Ben | last played ")
    assert shown[f"busters.crew.{crew}"].startswith("Bomb Busters: crew Night Shift, mission 1 | with Aki, Ben")
    # each continues where it was left
    continue_slot(qtbot, window, f"busters.crew.{crew}")
    assert window.session.record.meta["crew"] == crew
    assert len(window.session.record.actions) == mission_actions
    mission_actions = play_some(qtbot, window, 1)
    go_home(window)
    assert list(listed(window)) == [f"busters.crew.{crew}", "bomu"]
    continue_slot(qtbot, window, "bomu")
    assert window.session.game.id == "bomu" and len(window.session.record.actions) == bomu_actions
    # a crash now: the file already holds both, as they were after their last actions
    after_crash = {g.slot: len(json.loads(g.record_json)["actions"]) for g in Store(data_dir).saved_games()}
    assert after_crash == {"bomu": bomu_actions, f"busters.crew.{crew}": mission_actions}
    again = restart(qtbot, window)                    # quit mid-game, start again
    assert set(listed(again)) == {"bomu", f"busters.crew.{crew}"}
    continue_slot(qtbot, again, f"busters.crew.{crew}")
    assert again.session.record.meta["crew"] == crew and len(again.session.record.actions) == mission_actions
    again.close()


def test_a_new_game_replaces_only_the_game_of_its_own_slot_after_asking(qtbot, window):
    window.store.set("speed", "instant")
    window.start_game("busters", SEATS[:1] + [SeatSpec("Ben", bot_level())], config={"mission": 2, "players": 2})
    go_home(window)
    start_bomu_from_home(qtbot, window)
    play_some(qtbot, window, 1)
    go_home(window)
    # a second Bomb ぼむ！: asked first; "No" keeps the one in progress
    asked = when_modal(QMessageBox, click_box_button("No"))
    qtbot.mouseClick(window.home.cards["bomu"][3], Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0].objectName() == "replaceGameBox"
    assert "of Bomb ぼむ！ (Aki, Ben), last played " in asked[0].text()
    assert window.session is None and set(listed(window)) == {"bomu", "busters"}
    # "Yes": the new game takes the old one's place, and the Bomb Busters game stays
    asked = when_modal(QMessageBox, click_box_button("Yes"))
    seen = start_bomu_from_home(qtbot, window, names=("Chika", "Dan"))
    assert len(asked) == 1 and len(seen) == 1
    go_home(window)
    shown = listed(window)
    assert set(shown) == {"bomu", "busters"} and "with Chika, Dan" in shown["bomu"]
    assert shown["busters"].startswith("Bomb Busters, mission 2 | with Aki, Ben")


def test_a_campaign_crews_new_mission_asks_before_replacing_its_mission_in_progress(qtbot, window):
    window.store.set("speed", "instant")
    campaign = window.campaign.campaign
    crews = [campaign.create_crew(name, [("Aki", "human"), ("Ben", bot_level())]) for name in ("Day", "Night")]
    start_mission_from_campaign(qtbot, window, crews[0])
    go_home(window)
    window.play_mission(crews[1], 1)                  # another crew: its own slot, nothing asked
    window._card_dialog.close_button.click()
    go_home(window)
    assert set(listed(window)) == {f"busters.crew.{c}" for c in crews}
    asked = when_modal(QMessageBox, click_box_button("No"))
    window.play_mission(crews[0], 1)
    assert len(asked) == 1 and "Bomb Busters: crew Day, mission 1" in asked[0].text() and window.session is None


def test_discarding_a_game_in_progress_asks_first_and_keeps_the_others(qtbot, window, data_dir):
    window.store.set("speed", "instant")
    start_bomu_from_home(qtbot, window)
    go_home(window)
    window.start_game("academy", [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy")])
    go_home(window)
    assert set(listed(window)) == {"bomu", "academy"}
    asked = when_modal(QMessageBox, click_box_button("Cancel"))
    qtbot.mouseClick(discard_button(window, "bomu"), Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0].objectName() == "discardGameBox"
    assert asked[0].text().startswith("Bomb ぼむ！ (Aki, Ben), last played ")
    assert set(listed(window)) == {"bomu", "academy"}
    asked = when_modal(QMessageBox, click_box_button("Discard"))
    qtbot.mouseClick(discard_button(window, "bomu"), Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and list(listed(window)) == ["academy"]
    again = restart(qtbot, window)
    assert list(listed(again)) == ["academy"]
    again.close()


def test_a_failing_write_while_saving_a_second_slot_loses_nothing(qtbot, disk, window, data_dir):
    window.store.set("speed", "instant")
    start_bomu_from_home(qtbot, window)
    bomu_actions = play_some(qtbot, window, 2)
    go_home(window)
    disk.fail = full_disk()                          # the disk fills while the second game is played
    # the Captain, a person, plays first: the bot waits for them
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", bot_level())],
                      config={"mission": 1, "players": 2})
    busters_actions = play_some(qtbot, window, 1)
    go_home(window)
    assert window.storage_bar.isVisible() and "disk is full" in window.storage_bar.text.text()
    on_disk = {r[5]: r for r in table_rows(data_dir / "bakudan.db")["savedgame"]}
    assert set(on_disk) == {"bomu"} and len(json.loads(on_disk["bomu"][4])["actions"]) == bomu_actions
    assert set(listed(window)) == {"bomu", "busters"}          # both listed: one held in memory
    continue_slot(qtbot, window, "busters")
    assert window.session.game.id == "busters" and len(window.session.record.actions) == busters_actions
    go_home(window)
    disk.fail = None
    qtbot.mouseClick(window.storage_bar.button, Qt.MouseButton.LeftButton)        # Try again
    assert not window.storage_bar.isVisible()
    on_disk = {r[5]: json.loads(r[4]) for r in table_rows(data_dir / "bakudan.db")["savedgame"]}
    assert {slot: len(r["actions"]) for slot, r in on_disk.items()} == {"bomu": bomu_actions,
                                                                         "busters": busters_actions}
    again = restart(qtbot, window)
    continue_slot(qtbot, again, "bomu")
    assert len(again.session.record.actions) == bomu_actions
    again.close()


def test_held_writes_of_several_slots_are_read_and_written_in_order(tmp_path, disk):
    store = Store(tmp_path)
    store.save_current("bomu", SEATS, '{"a": 1}')
    disk.fail = full_disk()
    store.save_current("busters", SEATS, '{"b": 1}', crew=3)
    store.save_current("academy", SEATS, '{"c": 1}')
    store.save_current("bomu", SEATS, '{"a": 2}')
    assert store.health().waiting == 3                  # one autosave per slot
    assert [g.slot for g in store.saved_games()] == ["bomu", "academy", "busters.crew.3"]
    store.record_finished("busters", SEATS, [0, 1], "busters.outcome.defused", '{"b": 2}', crew=3, mission=1)
    store.clear_current("academy")
    assert [(g.slot, g.record_json) for g in store.saved_games()] == [("bomu", '{"a": 2}')]
    assert [r[4] for r in table_rows(store.opening.con)["savedgame"]] == ['{"a": 1}']
    disk.fail = None
    assert store.retry()
    assert [(r[5], r[4]) for r in table_rows(store.opening.con)["savedgame"]] == [("bomu", '{"a": 2}')]
    assert [g.record_json for g in store.finished_games()] == ['{"b": 2}']


# ---- the one-slot database of schema 1 ----------------------------------------------------------
def test_an_older_database_with_the_one_slot_table_opens_and_keeps_its_saved_game(qtbot, data_dir):
    path = from_fixture(data_dir, 1)
    con = sqlite3.connect(path)
    assert "slot" not in schema.columns(con, "savedgame") and con.execute("PRAGMA user_version").fetchone() == (0,)
    con.execute("UPDATE setting SET value = 'en' WHERE key = 'language'")
    con.commit()
    con.close()
    expect = json.loads((RECORDS / "bomu-5p-in-progress.json").read_text(encoding="utf-8"))["expect"]
    win = open_window(qtbot)
    assert (data_dir / "bakudan.db.backup-1").exists() and win.store.schema_version == schema.current()
    assert list(listed(win)) == ["bomu"]
    assert listed(win)["bomu"].startswith("Bomb ぼむ！ | with Bot 1, Bot 2, Bot 3, Bot 4, Bot 5")
    continue_slot(qtbot, win, "bomu")
    assert len(win.session.record.actions) == expect["actions"]
    win.close()


def test_an_older_saved_campaign_mission_goes_to_its_crews_slot(tmp_path):
    path = from_fixture(tmp_path, 1)
    con = sqlite3.connect(path)
    crew = con.execute("SELECT id FROM crew").fetchone()[0]
    record = {"game": "busters", "config": {"mission": 2}, "meta": {"crew": crew}, "actions": []}
    con.execute("UPDATE savedgame SET game = 'busters', record_json = ?", (json.dumps(record),))
    # a second row of the same crew (a hand edit: 0.2.0 only ever wrote row 1) is kept too
    con.execute("INSERT INTO savedgame SELECT 2, game, saved_at, seats_json, record_json FROM savedgame")
    con.commit()
    con.close()
    store = Store(tmp_path)
    assert store.opening.on_disk and store.opening.backup is not None
    assert sorted(g.slot for g in store.saved_games()) == [f"busters.crew.{crew}", f"busters.crew.{crew}#2"]
    assert json.loads(store.load_current(f"busters.crew.{crew}")[2]) == record
    store.close()


def test_the_games_in_progress_read_in_japanese(qtbot, window):
    window.start_game("bomu", SEATS)
    go_home(window)
    english = listed(window)["bomu"]
    set_language("ja")
    qtbot.waitUntil(lambda: listed(window)["bomu"] != english, timeout=3000)
    assert window.home.resume_button.text() == "ゲームを再開"
