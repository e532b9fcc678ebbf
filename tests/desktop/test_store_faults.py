"""Storage faults where a player meets them (issue 14): a full disk or another
program's lock in the middle of a game (the game goes on, the bar says what is not
saved, Continue resumes at the last action, everything is written once the disk lets
it), quitting with play not yet written, a read-only or unusable data folder, a
damaged file (set aside, what was kept told), a newer release's data (left as it
is), rows of the wrong shape, and the end of a campaign mission written before its
animation."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.i18n import set_language
from desktop.store import schema
from desktop.store.db import SeatSpec
from desktop.store.faults import Fault
from tests.desktop.conftest import open_window, play_turn, restart, shown, start
from tests.desktop.store_helpers import (child_without_root_privileges, digest, disk, from_fixture,  # noqa: F401
                                         denied, full_disk, locked, table_rows)

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "fixtures" / "records"
HUMAN_AND_BOT = [("Aki", "human"), ("Bot", "easy")]


def notice(qtbot, win) -> QMessageBox:
    qtbot.waitUntil(lambda: getattr(win, "store_notice", None) is not None and win.store_notice.isVisible(),
                    timeout=5000)
    return win.store_notice


def moves(qtbot, table, n: int) -> None:
    """Play n decisions of the human at the screen, as a person clicks."""
    for _ in range(n):
        qtbot.waitUntil(lambda: table.acting is not None or table.outcome is not None, timeout=10000)
        if table.outcome is not None:
            return
        assert play_turn(qtbot, table)


def autosaved_actions(folder: Path) -> int:
    """How many actions the game in progress has in the file itself."""
    con = sqlite3.connect(f"{(folder / 'bakudan.db').absolute().as_uri()}?mode=ro", uri=True)
    try:
        row = con.execute("SELECT record_json FROM savedgame WHERE id = 1").fetchone()
    finally:
        con.close()
    return len(json.loads(row[0])["actions"]) if row else -1


def answer_later(button: str, seen: list) -> None:
    """Click `button` on the modal question that is about to open (it blocks the caller)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append((box.objectName(), box.text()))
        target = next(b for b in box.buttons() if b.text().replace("&", "") == button)
        target.click()
    QTimer.singleShot(0, click)


# ---- a full disk and a lock in the middle of a game ------------------------------------------------
def test_a_full_disk_in_the_middle_of_a_game_loses_nothing(qtbot, disk, window, data_dir):
    table = start(window, HUMAN_AND_BOT, seed=11)
    moves(qtbot, table, 2)
    on_disk = autosaved_actions(data_dir)
    assert on_disk == len(table.session.record.actions) and not window.storage_bar.isVisible()
    disk.fail = full_disk()
    moves(qtbot, table, 3)                                   # the game goes on
    qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
    played = len(table.session.record.actions)
    assert played > on_disk and autosaved_actions(data_dir) == on_disk
    assert window.storage_bar.isVisible() and "disk is full" in window.storage_bar.text.text()
    # home and back: Continue resumes at the last action, from what is held in memory
    window.leave_game()
    assert window.home.resume_box.isVisible()
    qtbot.mouseClick(window.home.resume_button, Qt.MouseButton.LeftButton)
    assert len(window.session.record.actions) == played
    # room again: "Try again" writes it all, and the bar goes
    disk.fail = None
    qtbot.mouseClick(window.storage_bar.button, Qt.MouseButton.LeftButton)
    assert not window.storage_bar.isVisible() and autosaved_actions(data_dir) == played
    again = restart(qtbot, window)
    qtbot.mouseClick(again.home.resume_button, Qt.MouseButton.LeftButton)
    assert len(again.session.record.actions) == played
    again.close()


def test_a_lock_held_by_another_program_only_delays_the_save(qtbot, window, data_dir):
    table = start(window, HUMAN_AND_BOT, seed=12)
    moves(qtbot, table, 1)
    with locked(window.store.path):
        moves(qtbot, table, 2)
        qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
        played = len(table.session.record.actions)
        assert autosaved_actions(data_dir) < played
        assert "another program" in window.storage_bar.text.text() and window.storage_bar.isVisible()
    # the lock is gone: the next try (on the window's timer) writes it, nobody clicks
    qtbot.waitUntil(lambda: not window.storage_bar.isVisible(), timeout=10000)
    assert autosaved_actions(data_dir) == played


def test_quitting_with_play_not_yet_written_asks_first(qtbot, disk, window, data_dir):
    table = start(window, HUMAN_AND_BOT, seed=13)
    moves(qtbot, table, 1)
    disk.fail = full_disk()
    moves(qtbot, table, 1)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
    played = len(table.session.record.actions)
    seen: list = []
    answer_later("Cancel", seen)
    window.close()
    assert seen and seen[0][0] == "quitUnsavedBox" and "disk is full" in seen[0][1]
    assert window.isVisible() and window.table is table            # the player stays
    disk.fail = None
    played = len(table.session.record.actions)     # a bot may have moved meanwhile
    window.close()                                                 # written: no question
    assert not window.isVisible() and autosaved_actions(data_dir) == played


def test_quit_anyway_leaves_the_last_written_game(qtbot, disk, window, data_dir):
    table = start(window, HUMAN_AND_BOT, seed=14)
    moves(qtbot, table, 1)
    written = autosaved_actions(data_dir)
    disk.fail = full_disk()
    moves(qtbot, table, 1)
    seen: list = []
    answer_later("Quit anyway", seen)
    window.close()
    assert seen and not window.isVisible()
    disk.fail = None
    assert autosaved_actions(data_dir) == written


# ---- folders and files that can not be used ----------------------------------------------------------
def test_a_read_only_data_folder_is_read_and_said(qtbot, data_dir):
    path = from_fixture(data_dir)
    old = digest(path)
    with denied(data_dir):
        win = open_window(qtbot)
        box = notice(qtbot, win)
        # the fixture's player reads Japanese
        assert str(data_dir) in box.text() and "書き込めません" in box.text()
        assert "読み取り専用" in win.storage_bar.text.text() and not win.storage_bar.button.isVisible()
        assert win.home.resume_box.isVisible()              # the data can be read
        box.close()
        win.show_stats()
        assert win.stats.model.rowCount() > 0
        win.apply_settings({"language": "en"})
        win.close()
    assert digest(path) == old


@pytest.mark.parametrize("blocked", ["folder", "parent"])
def test_a_file_where_the_data_folder_should_be_does_not_stop_the_app(qtbot, tmp_path, monkeypatch, blocked):
    """Issue 14, item 6: a traceback with no message."""
    blocker = tmp_path / "blocker"
    data_dir = blocker if blocked == "folder" else blocker / "Bakudan"
    monkeypatch.setenv("BAKUDAN_DATA_DIR", str(data_dir))
    blocker.write_text("a file, not a folder")
    win = open_window(qtbot)
    box = notice(qtbot, win)
    assert str(data_dir) in box.text() and "file is in the way" in box.text()
    box.close()
    table = start(win, HUMAN_AND_BOT)                        # play goes on, kept in memory
    moves(qtbot, table, 1)
    assert win.storage_bar.isVisible() and blocker.read_text() == "a file, not a folder"
    win.close()


@contextmanager
def _folder_is_a_file(data_dir: Path) -> Iterator[None]:
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("a file")
    yield


@contextmanager
def _parent_is_a_file(data_dir: Path) -> Iterator[None]:
    data_dir.parent.write_text("a file")
    yield


@contextmanager
def _read_only_folder(data_dir: Path) -> Iterator[None]:
    from_fixture(data_dir)
    with denied(data_dir):
        yield


@contextmanager
def _unreadable_file(data_dir: Path) -> Iterator[None]:
    with denied(from_fixture(data_dir), read=True):
        yield


@contextmanager
def _damaged_file(data_dir: Path) -> Iterator[None]:
    _damage_an_index(from_fixture(data_dir))
    yield


@pytest.mark.parametrize("make", [_folder_is_a_file, _parent_is_a_file, _read_only_folder, _unreadable_file,
                                  _damaged_file])
def test_the_app_starts_without_a_traceback_whatever_the_data_folder_holds(tmp_path, make):
    """The real start (`bakudan`), as a player's account meets it: no root rights."""
    data_dir = tmp_path / "home" / "data"
    env = {**os.environ, "BAKUDAN_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen"}
    with make(data_dir):
        done = subprocess.run([sys.executable, "-m", "desktop.app", "--startup-report"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120,
                              preexec_fn=child_without_root_privileges if os.name == "posix" else None)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["data_dir"] == str(data_dir)


def test_an_unreadable_database_is_not_called_damaged(qtbot, data_dir):
    path = from_fixture(data_dir)
    old = digest(path)
    with denied(path, read=True):
        win = open_window(qtbot)
        box = notice(qtbot, win)
        assert "can not be read" in box.text() and "damaged" not in box.text()
        box.close()
        win.close()
    assert digest(path) == old and not [p for p in data_dir.iterdir() if "damaged" in p.name]


# ---- damage, newer data, rows of the wrong shape ---------------------------------------------------
def _damage_an_index(path: Path) -> None:
    con = sqlite3.connect(path)
    size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'ix_finishedgame_game'").fetchone()[0]
    con.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * size + 8:(root - 1) * size + 40] = b"\xff" * 32
    path.write_bytes(bytes(data))


def test_a_damaged_database_is_set_aside_and_what_was_kept_is_told(qtbot, data_dir):
    path = from_fixture(data_dir)
    _damage_an_index(path)
    win = open_window(qtbot)
    box = notice(qtbot, win)
    aside = win.store.recovered_from
    assert aside is not None and aside.exists() and str(aside) in box.text()
    # the fixture's player writes Japanese: the notice too
    for kept in ("完了したゲーム 3 件", "キャンペーンのチーム 1 組", "キャンペーンの挑戦 2 回", "中断中のゲーム"):
        assert kept in box.text(), box.text()
    box.grab().save(str(data_dir.parent / "salvage_ja.png"))
    box.close()
    assert win.home.resume_box.isVisible() and len(win.store.finished_games()) == 3
    win.apply_settings({"language": "en"})
    win.close()


def test_a_newer_releases_database_is_left_exactly_as_it_is(qtbot, data_dir):
    path = from_fixture(data_dir)
    con = sqlite3.connect(path)
    con.execute("UPDATE setting SET value = 'en' WHERE key = 'language'")
    con.execute(f"PRAGMA user_version = {schema.current() + 1}")
    con.commit()
    con.close()
    old = digest(path)
    win = open_window(qtbot)
    box = notice(qtbot, win)
    assert "newer version of Bakudan" in box.text() and f"data schema {schema.current() + 1}" in box.text()
    box.close()
    win.apply_settings({"speed": "fast"})
    table = start(win, HUMAN_AND_BOT)
    moves(qtbot, table, 2)
    assert "newer Bakudan" in win.storage_bar.text.text()
    win.close()
    assert digest(path) == old


def test_a_saved_game_with_fields_of_another_release_continues(qtbot, data_dir):
    """Issue 14, item 5: an extra seat field stopped the app from starting."""
    fixture = json.loads((RECORDS / "bomu-5p-in-progress.json").read_text(encoding="utf-8"))
    record = fixture["record"]
    path = from_fixture(data_dir)
    seats = [dict(s, colour="red") for s in record["meta"]["seats"]]
    con = sqlite3.connect(path)
    con.execute("UPDATE savedgame SET seats_json = ?, record_json = ?", (json.dumps(seats), json.dumps(record)))
    con.execute("INSERT INTO finishedgame VALUES (9, 'bomu', '2026-01-01 00:00:00', '[]', '{bad', 'k', '{}')")
    con.commit()
    con.close()
    win = open_window(qtbot)
    set_language("en")
    assert win.home.resume_box.isVisible()
    qtbot.mouseClick(win.home.resume_button, Qt.MouseButton.LeftButton)
    assert len(win.session.record.actions) == fixture["expect"]["actions"]
    win.leave_game()
    qtbot.mouseClick(win.home.stats_button, Qt.MouseButton.LeftButton)      # a bad row: not fatal either
    assert win.stats.skipped.isVisible() and "1 finished game could not be read" in win.stats.skipped.text()
    win.close()


def test_a_saved_game_with_values_of_the_wrong_type_is_told_and_removed(qtbot, data_dir):
    """Issue 14, item 5: Continue was offered and did nothing."""
    path = from_fixture(data_dir)
    record = {"game": "bomu", "version": 1, "config": {"players": "two"}, "seed": "x", "actions": [[0, 5]],
              "meta": {}}
    seen = continue_a_damaged_save(qtbot, path, "record_json = ?", (json.dumps(record),))
    assert seen and "damaged" in seen[0][1]


def continue_a_damaged_save(qtbot, path: Path, change: str, values: tuple) -> list:
    """The saved game changed by `UPDATE savedgame SET <change>`, then Continue, as a
    player does: what the message said (its box answered OK), home shown again."""
    con = sqlite3.connect(path)
    con.execute(f"UPDATE savedgame SET {change}", values)
    con.execute("UPDATE setting SET value = 'en' WHERE key = 'language'")
    con.commit()
    con.close()
    win = open_window(qtbot)
    assert win.home.resume_box.isVisible()
    seen: list = []
    answer_later("OK", seen)
    qtbot.mouseClick(win.home.resume_button, Qt.MouseButton.LeftButton)
    assert win.session is None and win.table is None and not win.home.resume_box.isVisible()
    assert win.pages.currentWidget() is win.home
    win.close()
    return seen


# ---- the end of a mission (issue 14, item 4) ----------------------------------------------------------
def test_the_end_of_a_mission_is_written_before_its_animation(qtbot, window, data_dir):
    from engine.core import GameRecord, get_game
    fixture = json.loads((RECORDS / "busters-m1-2p-won.json").read_text(encoding="utf-8"))
    campaign = window.campaign.campaign
    crew = campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", "human")])
    data = dict(fixture["record"])
    last_seat, last_text = data["actions"][-1]
    data["actions"] = data["actions"][:-1]
    data["meta"] = {"seats": [{"name": "Aki", "kind": "human"}, {"name": "Ben", "kind": "human"}],
                    "crew": crew, "mission": 1}
    window.store.set("speed", "normal")
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human")],
                      record=GameRecord.from_dict(data))
    table = window.table
    # the last cut, as the click on it submits it
    assert window.session.submit(last_seat, get_game("busters").parse_action(last_text))
    assert window.session.outcome() is not None and not table.end.isVisible()    # still animating
    rows = table_rows(data_dir / "bakudan.db")
    assert len(rows["finishedgame"]) == 1 and rows["savedgame"] == []
    assert [(r[1], r[2], r[3], r[5]) for r in rows["missionattempt"]] == [(crew, 1, 1, "Aki")]
    assert [r[3] for r in rows["crew"]] == [1]                     # the Captain passed to the left
    window.leave_game()                                             # quit before the end screen
    assert table_rows(data_dir / "bakudan.db")["missionattempt"] == rows["missionattempt"]
    assert [(a.mission, a.won) for a in campaign.attempts(crew)] == [(1, True)]


# ---- one Bakudan writes the data (issue 15, item 5) -------------------------------------------------
def _app(data_dir: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "BAKUDAN_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "desktop.app", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_second_start_brings_the_first_window_forward(qtbot, window, data_dir):
    from desktop.single_instance import claim
    owner = claim(data_dir)
    assert owner.owner is not None
    owner.owner.activated.connect(window.bring_forward)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=3000)
    second = _app(data_dir)
    with qtbot.waitSignal(owner.owner.activated, timeout=20000):
        pass
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=20000)
    out, err = second.communicate()
    assert second.returncode == 0, err
    assert "already running" in out and not window.isMinimized()
    owner.owner.release()


def test_a_lock_left_by_a_crashed_bakudan_is_taken_over(data_dir):
    from desktop.single_instance import claim
    data_dir.mkdir(parents=True)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path\n"
                               "from desktop.single_instance import claim\n"
                               "c = claim(Path(sys.argv[1]))\nprint('owner' if c.owner else 'no', flush=True)\n"
                               "time.sleep(60)", str(data_dir)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "owner"
    holder.kill()                                                   # no clean exit: the lock file stays
    holder.wait()
    holder.stdout.close()
    assert (data_dir / "bakudan.lock").exists()
    owner = claim(data_dir)
    assert owner.owner is not None and not owner.shared
    owner.owner.release()


def test_a_bakudan_that_does_not_answer_leaves_the_second_one_reading_only(qtbot, data_dir):
    """The first one holds the lock but is not answering (stopped, or still starting)."""
    from desktop.app import create_window
    from desktop.single_instance import claim
    path = from_fixture(data_dir)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\nfrom PySide6.QtCore import QLockFile\n"
                               "lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)\n"
                               "print(lock.tryLock(0), flush=True); time.sleep(60)",
                               str(data_dir / "bakudan.lock")], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        owner = claim(data_dir)
        assert owner.shared and not owner.forwarded
        old = digest(path)
        win = create_window(QApplication.instance(), Fault.INSTANCE)
        qtbot.addWidget(win)
        win.show()
        shown(qtbot, win)
        box = notice(qtbot, win)
        assert "Bakudan" in box.text()
        box.close()
        win.apply_settings({"language": "en"})
        qtbot.waitUntil(lambda: "another Bakudan" in win.storage_bar.text.text(), timeout=3000)
        win.close()
        assert digest(path) == old
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()


# ---- the first window ----------------------------------------------------------------------------------
def test_the_first_window_is_built_before_the_store_opens_and_in_the_players_language(qtbot, data_dir):
    from desktop.app import create_window
    from_fixture(data_dir)                                          # the player's language: Japanese
    win = create_window(QApplication.instance())
    qtbot.addWidget(win)
    assert not win.store.is_open                                    # the quick read gave the language
    assert win.game_menu.title() != "&Game" and not win.home.resume_box.isVisibleTo(win)
    win.show()
    shown(qtbot, win)
    assert win.home.resume_box.isVisible()                          # the store opened once painted
    set_language("en")
    win.close()


def test_the_first_window_is_shown_before_the_orm_is_imported(data_dir):
    """SQLAlchemy, SQLModel and pydantic are most of a start's CPU: the first window
    reads its language and games in progress with plain sqlite3 (store/peek.py), and
    the ORM loads after its first paint (store/loader.py)."""
    from_fixture(data_dir, schema.current())
    env = {**os.environ, "BAKUDAN_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "desktop.app", "--startup-report"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["orm_modules"] == [] and report["language"] == "ja"
    assert report["in_progress"] == ["bomu"]                   # Continue, in the first window


def test_about_names_the_data_schema_version(qtbot, window):
    window.actions["about"].trigger()
    box = window.findChild(QMessageBox, "aboutBox")
    qtbot.waitUntil(lambda: box is not None and box.isVisible(), timeout=3000)
    assert "Data schema version" in box.text() and f"<td>{schema.current()}</td>" in box.text()
    box.close()


def test_a_campaign_attempt_whose_record_can_not_be_read_is_told_not_reviewed(qtbot, window, data_dir):
    crew = window.campaign.campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", "human")])
    con = sqlite3.connect(data_dir / "bakudan.db")
    con.execute("INSERT INTO missionattempt VALUES (1, ?, 1, 1, 'busters.outcome.defused', 'Aki', "
                "'2026-01-01 00:00:00', '{\"game\": \"busters\", \"actions\": 7}', NULL)", (crew,))
    con.commit()
    con.close()
    window.show_campaign(crew)
    page = window.campaign
    page.select_mission(1)
    assert page.review_button.isEnabled()
    seen: list = []
    answer_later("OK", seen)
    qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert seen and "can not be reviewed" in seen[0][1]
    assert window.pages.currentWidget() is page


def test_a_saved_game_with_fewer_seats_than_players_is_told_and_removed(qtbot, data_dir):
    """Issue 25, item 3: Continue opened it, IndexError went to stderr, and the table
    waited forever."""
    fixture = json.loads((RECORDS / "bomu-5p-in-progress.json").read_text(encoding="utf-8"))
    path = from_fixture(data_dir)
    seats = fixture["record"]["meta"]["seats"][:3]                  # 3 seats for 5 players
    seen = continue_a_damaged_save(qtbot, path, "seats_json = ?, record_json = ?",
                                   (json.dumps(seats), json.dumps(fixture["record"])))
    assert seen and "damaged" in seen[0][1] and "3 seats for a game of 5 players" in seen[0][1]


def test_a_read_only_data_file_in_a_writable_folder_is_said_and_not_retried(qtbot, data_dir):
    """Issue 25, item 6: SQLite opened the read-only file read-only without a word, so
    the app played on as if saving, retried every write for ever, and then blamed the
    folder."""
    path = from_fixture(data_dir)
    old = digest(path)
    with denied(path):
        win = open_window(qtbot)
        box = notice(qtbot, win)
        assert str(path) in box.text() and win.store.health().reason is Fault.READ_ONLY_FILE
        assert not win.storage_bar.button.isVisible()         # nothing to retry: the session is a copy
        assert win.home.resume_box.isVisible()
        box.close()
        win.apply_settings({"language": "ja"})
        qtbot.waitUntil(lambda: "データファイルが読み取り専用" in win.storage_bar.text.text(), timeout=2000)
        win.apply_settings({"language": "en"})
        qtbot.waitUntil(lambda: "data file is read-only" in win.storage_bar.text.text(), timeout=2000)
        win.close()
    assert digest(path) == old


def test_a_killed_bakudan_leaves_its_socket_in_the_runtime_folder_not_in_tmp(data_dir, tmp_path, monkeypatch):
    """Issue 25, item 6: after kill -9 a socket stayed in /tmp; it belongs in the
    user's runtime folder (emptied at logout), and the next start clears it."""
    from desktop.single_instance import claim, server_name
    import tempfile
    runtime = Path(tempfile.mkdtemp(prefix="run-"))       # short: a socket's path holds ~100 bytes
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    data_dir.mkdir(parents=True)
    socket = Path(server_name(data_dir))
    assert socket.parent == runtime
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path\n"
                               "from PySide6.QtCore import QCoreApplication\n"
                               "app = QCoreApplication([])\n"
                               "from desktop.single_instance import claim\n"
                               "c = claim(Path(sys.argv[1]))\nprint('owner' if c.owner else 'no', flush=True)\n"
                               "time.sleep(60)", str(data_dir)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)))
    assert holder.stdout.readline().strip() == "owner"
    assert socket.exists()
    holder.kill()
    holder.wait()
    holder.stdout.close()
    assert socket.exists() and not list(Path("/tmp").glob(socket.name))
    owner = claim(data_dir)                          # the next start takes the lock and the name over
    assert owner.owner is not None and owner.owner.server.isListening()
    owner.owner.release()
    assert not socket.exists()


def test_after_a_crash_the_next_start_says_the_game_was_kept(qtbot, data_dir):
    """Issue 25: a game that dies is restored by Continue; the next start says so."""
    from desktop.single_instance import claim
    win = open_window(qtbot)
    table = start(win, HUMAN_AND_BOT, seed=11)
    moves(qtbot, table, 2)
    played = len(table.session.record.actions)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path\n"
                               "from desktop.single_instance import claim\n"
                               "c = claim(Path(sys.argv[1]))\nprint('owner' if c.owner else 'no', flush=True)\n"
                               "time.sleep(60)", str(data_dir)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "owner"
    holder.kill()                                    # the app dies without closing
    holder.wait()
    holder.stdout.close()
    win.close()
    owner = claim(data_dir)
    assert owner.after_crash
    again = open_window(qtbot)
    again.after_crash = owner.after_crash            # as desktop/app.py does
    again._tell_store()
    qtbot.waitUntil(lambda: getattr(again, "restored_notice", None) is not None
                    and again.restored_notice.isVisible(), timeout=5000)
    assert "last move" in again.restored_notice.text() or "最後の一手" in again.restored_notice.text()
    again.restored_notice.close()
    qtbot.mouseClick(again.home.resume_button, Qt.MouseButton.LeftButton)
    assert len(again.session.record.actions) == played
    again.close()
    owner.owner.release()
    clean = claim(data_dir)
    assert not clean.after_crash                     # a clean exit: nothing to say next time
    clean.owner.release()
