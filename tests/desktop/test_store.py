"""The store on its own (issues 14 and 15): schema versions and upgrades that keep
every row, faults told apart (only real corruption is set aside, and every readable
row is salvaged), writes the disk refuses held in memory and written later, in order,
the end of a game in one transaction, and rows of the wrong shape skipped."""
from __future__ import annotations

import errno
import json
import os
import sqlite3

import pytest

from desktop.store import Store, schema
from desktop.store.campaign import CampaignStore
from desktop.store.db import Health, SeatSpec
from desktop.store.faults import Fault, StoreError, classify
from desktop.store.peek import FirstPaint, first_paint
from desktop.store.schema import Migration
from tests.desktop.store_helpers import (FIXTURES, damage_page_holding, digest, disk, from_fixture,  # noqa: F401
                                         denied, full_disk, locked, table_rows)

SEATS = [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy")]


def released_versions() -> list[int]:
    return sorted(int(p.stem.split("-v")[1]) for p in FIXTURES.glob("schema-v*.sql"))


def as_they_were(before: list[tuple], after: list[tuple]) -> list[tuple]:
    """The rows after an upgrade, with the columns they had before it (an upgrade may
    add columns at the end: ALTER TABLE ... ADD COLUMN)."""
    width = len(before[0]) if before else 0
    return [row[:width] for row in after]


# ---- schema versions and upgrades (issue 15) ------------------------------------------------
def test_there_is_a_fixture_of_every_released_schema():
    """Adding a migration means adding the fixture its release writes (schema.py says how)."""
    assert released_versions() == [m.version for m in schema.MIGRATIONS]
    assert [m.version for m in schema.MIGRATIONS] == list(range(1, schema.current() + 1))


@pytest.mark.parametrize("version", released_versions())
def test_every_released_schema_opens_with_every_row_kept(tmp_path, version):
    path = from_fixture(tmp_path, version)
    before = table_rows(path)
    assert sum(len(rows) for rows in before.values()) > 10
    store = Store(tmp_path)
    assert store.opening.on_disk and store.opening.fault is None and store.recovered_from is None
    assert store.schema_version == schema.current()
    after = table_rows(store.opening.con)
    for table, rows in before.items():
        assert as_they_were(rows, after[table]) == rows, table
    # and the app reads them: settings, names, statistics, the game in progress, the campaign
    assert store.get("language") == "ja" and store.seat_specs()[1] == SeatSpec("ベン", "normal")
    assert {(r.name, r.game, r.played, r.won, r.bot) for r in store.stats()} >= {
        ("normal", "bomu", 1, 1, True), ("Aki", "busters", 1, 1, False)}   # Bot 1: a Normal bot
    assert store.load_current()[0] == "bomu" and store.unreadable_games() == 0
    campaign = CampaignStore(store)
    crew = campaign.crews()[0]
    assert crew.name == "夜勤 Night Shift" and crew.captain == 0
    assert [(a.mission, a.won, a.captain) for a in campaign.attempts(crew.id)] == [(1, True, "Aki"),
                                                                                   (2, False, "ベン")]
    store.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == schema.current()
    con.close()


def _next_migration(monkeypatch, *steps) -> int:
    """A release after this one, with a schema change (as the next developer adds it)."""
    version = schema.current() + 1
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, Migration(version, "a test's change", steps)))
    schema.layout.cache_clear()
    return version


COLOUR = "ALTER TABLE crew ADD COLUMN colour VARCHAR NOT NULL DEFAULT 'red'"


def test_an_older_database_is_upgraded_in_place_after_a_backup(tmp_path, monkeypatch):
    path = from_fixture(tmp_path)
    before = table_rows(path)
    version = _next_migration(monkeypatch, COLOUR,
                              "CREATE TABLE savedslot (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR NOT NULL)")
    try:
        store = Store(tmp_path)
        opened = store.opening
        assert opened.on_disk and opened.backup == tmp_path / "bakudan.db.backup-1"
        assert table_rows(opened.backup) == before          # the file as it was
        backup = sqlite3.connect(opened.backup)
        assert backup.execute("PRAGMA user_version").fetchone()[0] == 0
        backup.close()
        assert store.schema_version == version
        after = table_rows(opened.con)
        assert after["crew"] == [(*row, "red") for row in before["crew"]]
        assert after["savedslot"] == []
        for table in before:
            if table != "crew":
                assert as_they_were(before[table], after[table]) == before[table], table
        assert opened.con.execute("PRAGMA user_version").fetchone()[0] == version
        store.close()
    finally:
        schema.layout.cache_clear()


@pytest.mark.parametrize("refused", ["", "ALTER"])
def test_an_upgrade_the_disk_refuses_changes_nothing_and_the_session_reads_a_copy(tmp_path, monkeypatch, disk,
                                                                                   refused):
    """A full disk before the backup ("") or in the middle of the upgrade ("ALTER")."""
    path = from_fixture(tmp_path)
    old = digest(path)
    version = _next_migration(monkeypatch, "UPDATE crew SET name = name || ''", COLOUR)
    disk.fail, disk.only = full_disk(), refused
    try:
        store = Store(tmp_path)
        assert not store.opening.on_disk and store.opening.fault is Fault.FULL
        assert store.recovered_from is None and digest(path) == old
        assert store.get("language") == "ja"             # the player's data is there, upgraded in memory
        assert store.opening.con.execute("PRAGMA user_version").fetchone()[0] == version
        store.set("language", "en")                      # and the session goes on in memory
        assert store.get("language") == "en"
        store.close()
        assert digest(path) == old
        assert (tmp_path / "bakudan.db.backup-1").exists() == (refused == "ALTER")
    finally:
        schema.layout.cache_clear()


def test_a_database_of_a_newer_release_is_left_untouched(tmp_path):
    path = from_fixture(tmp_path, released_versions()[-1])     # a newer release builds on the latest
    con = sqlite3.connect(path)
    con.execute("ALTER TABLE setting ADD COLUMN changed_by VARCHAR")       # what a later release may do
    con.execute(f"PRAGMA user_version = {schema.current() + 3}")
    con.close()
    old = digest(path)
    store = Store(tmp_path)
    assert not store.opening.on_disk and store.opening.fault is Fault.NEWER
    assert store.schema_version == schema.current() + 3 and store.recovered_from is None
    assert store.get("language") == "ja" and store.load_current()[0] == "bomu"
    store.set("speed", "fast")
    store.save_current("bomu", SEATS, "{}")
    store.record_finished("bomu", SEATS, [0], "bomu.outcome.last_standing", "{}")
    store.close()
    assert digest(path) == old
    assert sorted(p.name for p in tmp_path.iterdir() if "backup" in p.name or "damaged" in p.name) == []


def test_a_database_whose_tables_do_not_match_its_version_is_not_called_damaged(tmp_path):
    """Issue 15: a file missing a column was set aside as damaged; it is left as it is."""
    path = from_fixture(tmp_path)
    con = sqlite3.connect(path)
    con.execute("ALTER TABLE crew DROP COLUMN captain")
    con.execute("PRAGMA user_version = 1")
    con.close()
    old = digest(path)
    store = Store(tmp_path)
    assert store.opening.fault is Fault.LAYOUT and not store.opening.on_disk
    assert store.recovered_from is None and store.get("language") == "ja"
    store.close()
    assert digest(path) == old


@pytest.mark.parametrize("version", released_versions())
def test_the_first_paint_reads_its_language_and_games_without_writing(tmp_path, version):
    """With plain sqlite3, before the ORM is loaded (store/peek.py); a file of schema 1
    has no slots yet: its game shows once the store has upgraded it."""
    path = from_fixture(tmp_path, version)
    old = digest(path)
    first = first_paint(tmp_path)
    assert first.settings == {"language": "ja"} and first.crews == {1: "夜勤 Night Shift"}
    assert [(g.slot, g.game, len(g.seats)) for g in first.saved_games] == ([] if version == 1 else [("bomu", "bomu", 5)])
    assert first_paint(tmp_path / "nowhere") == FirstPaint()
    assert digest(path) == old and not (tmp_path / "nowhere").exists()
    store = Store(tmp_path)                 # the store reads the same games
    assert version == 1 or first.saved_games == store.saved_games()
    store.close()
    for side in tmp_path.glob("bakudan.db*"):
        side.unlink()
    path.write_bytes(b"not a database at all" * 200)
    assert first_paint(tmp_path) == FirstPaint()


# ---- faults told apart (issue 14) ------------------------------------------------------------
def test_faults_are_told_apart_by_sqlites_codes_and_messages():
    codes = {"database or disk is full": Fault.FULL, "database is locked": Fault.LOCKED,
             "attempt to write a readonly database": Fault.READ_ONLY,
             "database disk image is malformed": Fault.CORRUPT, "file is not a database": Fault.CORRUPT,
             "unable to open database file": Fault.UNREADABLE, "disk I/O error": Fault.UNREADABLE}
    for message, fault in codes.items():
        assert classify(sqlite3.OperationalError(message)) is fault, message
    error = sqlite3.OperationalError("anything")
    error.sqlite_errorcode = 13 | (1 << 8)          # an extended code of SQLITE_FULL
    assert classify(error) is Fault.FULL
    assert classify(OSError(errno.ENOSPC, "full")) is Fault.FULL
    assert classify(PermissionError(errno.EACCES, "no")) is Fault.READ_ONLY
    assert classify(NotADirectoryError(errno.ENOTDIR, "no")) is Fault.FOLDER


def test_a_real_lock_is_told_from_damage(tmp_path):
    path = from_fixture(tmp_path)
    store = Store(tmp_path)
    store.open()
    with locked(path):
        with pytest.raises(StoreError) as raised:
            CampaignStore(store).create_crew("Crew", [("A", "human"), ("B", "human")])
    assert raised.value.fault is Fault.LOCKED
    assert [c.name for c in CampaignStore(store).crews()] == ["夜勤 Night Shift"]


def test_a_full_disk_at_start_up_is_not_damage(tmp_path, disk):
    """Issue 14, item 1: the healthy file was moved aside and replaced by an empty one.
    (An older file, which must be upgraded, is read from a copy instead: see
    test_an_upgrade_the_disk_refuses_changes_nothing_and_the_session_reads_a_copy.)"""
    path = from_fixture(tmp_path, schema.current())
    before = table_rows(path)
    disk.fail = full_disk()
    store = Store(tmp_path)
    assert store.opening.on_disk and store.recovered_from is None
    assert store.get("language") == "ja" and len(store.finished_games()) == 3
    store.set("speed", "slow")
    assert store.health().reason is Fault.FULL
    assert store.health().waiting == 1 and store.get("speed") == "slow"
    assert not [p for p in tmp_path.iterdir() if "damaged" in p.name]
    assert table_rows(path) == before
    disk.fail = None
    assert store.retry() and store.health().fine
    assert dict(table_rows(path)["setting"])["speed"] == "slow"
    store.close()


def test_a_new_database_on_a_full_disk_runs_the_session_in_memory(tmp_path, disk):
    disk.fail = full_disk()
    store = Store(tmp_path / "data")
    assert not store.opening.on_disk and store.opening.fault is Fault.FULL
    disk.fail = None
    store.set("language", "ja")
    assert store.get("language") == "ja"
    assert not (tmp_path / "data" / "bakudan.db").exists()


def test_writes_a_full_disk_refuses_are_held_and_written_in_order(tmp_path, disk):
    store = Store(tmp_path)
    store.save_current("bomu", SEATS, '{"moves": 1}')
    disk.fail = full_disk()
    store.save_current("bomu", SEATS, '{"moves": 2}')
    store.save_current("bomu", SEATS, '{"moves": 3}')
    assert store.health() == Health(True, Fault.FULL, 1)          # one autosave: the newest
    assert store.load_current()[2] == '{"moves": 3}'                         # reads see what is held
    store.record_finished("bomu", SEATS, [1], "bomu.outcome.last_standing", '{"moves": 4}')
    store.save_current("bomu", SEATS[::-1], '{"moves": 0}')                   # the next game starts
    assert store.load_current()[2] == '{"moves": 0}'
    assert [g.record_json for g in store.finished_games()] == ['{"moves": 4}']
    assert [(r.name, r.played, r.won, r.bot) for r in store.stats()] == [("Aki", 1, 0, False),
                                                                        ("easy", 1, 1, True)]
    rows = table_rows(store.opening.con)
    assert rows["finishedgame"] == [] and json.loads(rows["savedgame"][0][4]) == {"moves": 1}
    disk.fail = None
    assert store.retry()
    rows = table_rows(store.opening.con)
    assert [r[6] for r in rows["finishedgame"]] == ['{"moves": 4}']
    assert rows["savedgame"][0][4] == '{"moves": 0}' and store.health().fine


def test_while_a_lock_lasts_the_disk_is_tried_once_not_at_every_change(tmp_path, disk):
    """Issue 14, item 2: the window was held 15 s; now one short wait, then changes queue."""
    store = Store(tmp_path)
    store.open()
    with locked(store.path):
        disk.begins = 0
        for value in ("fast", "slow", "normal"):
            store.set("speed", value)
        store.set("sound", "0")
        store.save_current("bomu", SEATS, "{}")
        assert disk.begins == 1                  # one wait of BUSY_TIMEOUT, then only queued
        assert store.health().reason is Fault.LOCKED and store.health().waiting == 3
        assert store.get("speed") == "normal" and store.load_current()[0] == "bomu"
        assert not store.retry()
    assert store.retry() and store.health().fine
    assert dict(table_rows(store.opening.con)["setting"]) == {"speed": "normal", "sound": "0"}


def test_a_read_only_folder_is_read_and_never_written(tmp_path):
    path = from_fixture(tmp_path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode=WAL")         # as Bakudan leaves it
    con.close()
    old = digest(path)
    with denied(tmp_path):
        store = Store(tmp_path)
        assert not store.opening.on_disk and store.opening.fault is Fault.READ_ONLY
        assert store.get("language") == "ja" and len(store.finished_games()) == 3
        store.set("language", "en")
        assert store.get("language") == "en"
        store.close()
    assert digest(path) == old and sorted(p.name for p in tmp_path.iterdir()) == ["bakudan.db"]


def test_a_read_only_file_is_read_and_never_written(tmp_path):
    path = from_fixture(tmp_path)
    old = digest(path)
    with denied(path):
        store = Store(tmp_path)
        assert store.opening.fault is Fault.READ_ONLY_FILE and store.get("language") == "ja"
        store.close()
    assert digest(path) == old


def test_an_unreadable_file_is_not_called_damaged(tmp_path):
    """Issue 14, item 6."""
    path = from_fixture(tmp_path)
    old = digest(path)
    with denied(path, read=True):
        store = Store(tmp_path)
        assert store.opening.fault is Fault.UNREADABLE and store.recovered_from is None
        store.set("language", "en")                 # the session still works, in memory
        assert store.get("language") == "en"
        store.close()
    assert digest(path) == old and sorted(p.name for p in tmp_path.iterdir()) == ["bakudan.db"]


@pytest.mark.parametrize("where", ["folder", "parent"])
def test_a_file_in_the_way_of_the_data_folder_is_told_and_the_session_runs(tmp_path, where):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    folder = blocker if where == "folder" else blocker / "Bakudan"
    store = Store(folder)
    assert store.opening.fault is Fault.FOLDER and not store.opening.on_disk
    store.set("language", "ja")
    assert store.get("language") == "ja" and blocker.read_text() == "not a folder"


# ---- damage: set aside, every readable row salvaged ---------------------------------------------
def _many_games(folder, n=120):
    store = Store(folder)
    for i in range(n):
        store.record_finished("bomu", SEATS, [i % 2], "bomu.outcome.last_standing",
                              json.dumps({"marker": f"GAME-{i:04d}", "pad": "x" * 300}))
    store.set("language", "ja")
    store.remember_seats(SEATS)                 # seat 0 is rowid 0
    store.close()
    return folder / "bakudan.db"


def test_a_file_that_is_not_a_database_is_set_aside(tmp_path):
    tmp_path.joinpath("bakudan.db").write_bytes(b"this is not a database" * 100)
    store = Store(tmp_path)
    assert store.opening.on_disk and store.recovered_from.read_bytes().startswith(b"this is not")
    assert store.opening.salvage.kept == {} and store.opening.salvage.lost
    store.set("language", "en")
    assert store.get("language") == "en"


def test_a_damaged_page_loses_only_its_own_rows(tmp_path):
    """Issue 14, item 7: recovery was all or nothing."""
    path = _many_games(tmp_path)
    damage_page_holding(path, b"GAME-0060")
    store = Store(tmp_path)
    opened = store.opening
    assert opened.set_aside is not None and opened.on_disk and opened.salvage.lost
    kept = [json.loads(g.record_json)["marker"] for g in store.finished_games()]
    assert "GAME-0060" not in kept and "GAME-0000" in kept and "GAME-0119" in kept
    assert 100 <= len(kept) < 120 and opened.salvage.kept["finishedgame"] == len(kept)
    assert store.get("language") == "ja"
    assert opened.set_aside.name.startswith("bakudan.db.damaged-")


def test_damage_where_every_row_can_still_be_read_keeps_every_row(tmp_path):
    """A damaged index fails the check, but every row of the tables is readable."""
    path = _many_games(tmp_path)
    con = sqlite3.connect(path)
    con.execute("CREATE INDEX ix_marker ON finishedgame (record_json)")
    con.commit()
    con.close()
    damage_page_holding_index(path)
    store = Store(tmp_path)
    assert store.recovered_from is not None
    assert len(store.finished_games()) == 120 and not store.opening.salvage.lost
    assert store.opening.salvage.kept == {"finishedgame": 120, "setting": 1, "playername": 2}
    assert store.seat_specs() == dict(enumerate(SEATS))


def damage_page_holding_index(path):
    """Garble a page of the index on record_json only (the table's pages stay whole)."""
    con = sqlite3.connect(path)
    size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'ix_marker'").fetchone()[0]
    con.close()
    data = bytearray(path.read_bytes())
    start = (root - 1) * size
    data[start + 100:start + size] = bytes(size - 100)
    path.write_bytes(bytes(data))


# ---- the end of a game is one transaction (issue 14, item 4) --------------------------------------
def test_the_end_of_a_mission_is_written_together_or_not_at_all(tmp_path, disk):
    store = Store(tmp_path)
    campaign = CampaignStore(store)
    crew = campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", "human")])
    store.save_current("busters", SEATS, '{"m": 1}', crew=crew)
    disk.fail, disk.only = full_disk(), "missionattempt"      # the attempt's row does not fit
    store.record_finished("busters", SEATS, [0, 1], "busters.outcome.defused", '{"m": 2}', crew=crew, mission=1)
    rows = table_rows(store.opening.con)
    assert rows["finishedgame"] == [] and rows["missionattempt"] == [] and rows["savedgame"]
    assert rows["crew"][0][3] == 0
    # held in memory, the campaign already reads it as played
    assert [(a.mission, a.won, a.captain) for a in campaign.attempts(crew)] == [(1, True, "Aki")]
    assert campaign.crew(crew).game_seats()[0][0] == "Ben" and store.load_current() is None
    disk.fail = None
    assert store.retry()
    rows = table_rows(store.opening.con)
    assert len(rows["finishedgame"]) == 1 and rows["savedgame"] == []
    assert [(r[2], r[3], r[5]) for r in rows["missionattempt"]] == [(1, 1, "Aki")] and rows["crew"][0][3] == 1


# ---- rows of the wrong shape (issue 14, item 5) ------------------------------------------------------
def test_rows_of_the_wrong_shape_are_skipped_not_fatal(tmp_path):
    store = Store(tmp_path)
    store.record_finished("bomu", SEATS, [0], "bomu.outcome.last_standing", "{}")
    store.close()
    con = sqlite3.connect(tmp_path / "bakudan.db")
    con.execute("INSERT INTO finishedgame VALUES (7, 'bomu', '2026-01-01 00:00:00', ?, 'not json', 'k', '{}')",
                (json.dumps([{"name": "X", "kind": "human"}]),))
    con.execute("INSERT INTO finishedgame VALUES (8, 'bomu', 'yesterday', ?, '[0]', 'k', '{}')",
                (json.dumps([{"name": "X", "kind": "human"}]),))
    con.execute("INSERT INTO finishedgame VALUES (9, 'bomu', '2026-01-01 00:00:00', '[{\"name\": 5}]', '[0]', 'k', '{}')")
    con.execute("INSERT INTO crew VALUES (3, 'Odd', '2026-01-01', 'first')")
    con.execute("INSERT INTO crewseat VALUES (5, 3, 0, 'A', 'human')")
    con.execute("INSERT INTO setting VALUES ('language', X'6A61')")          # bytes, not text
    con.commit()
    con.close()
    store = Store(tmp_path)
    assert [g.id for g in store.finished_games()] == [1] and store.unreadable_games() == 3
    assert [(r.name, r.played) for r in store.stats()] == [("Aki", 1), ("easy", 1)]
    assert CampaignStore(store).crews() == [] and store.get("language", "en") == "en"


def test_a_saved_game_from_another_release_continues_and_a_broken_one_is_not_offered(tmp_path):
    store = Store(tmp_path)
    store.open()
    store.close()
    con = sqlite3.connect(tmp_path / "bakudan.db")
    seats = [{"name": "Aki", "kind": "human", "colour": "red"}, {"name": "Ben", "kind": "easy", "team": 2}]
    con.execute("INSERT INTO savedgame (id, game, saved_at, seats_json, record_json, slot) "
                "VALUES (1, 'bomu', '2026-01-01 00:00:00', ?, '{}', 'bomu')", (json.dumps(seats),))
    con.commit()
    assert Store(tmp_path).load_current() == ("bomu", SEATS, "{}")
    for broken in ('[{"name": 1, "kind": "human"}]', '{"name": "Aki"}', "[]", "nonsense"):
        con.execute("UPDATE savedgame SET seats_json = ?", (broken,))
        con.commit()
        assert Store(tmp_path).load_current() is None, broken
    con.execute("UPDATE savedgame SET seats_json = ?, record_json = X'7B7D'", (json.dumps(seats),))
    con.commit()
    assert Store(tmp_path).load_current() is None
    con.close()


def test_nothing_is_opened_before_it_is_wanted(tmp_path):
    store = Store(tmp_path / "later")
    assert not store.is_open and not (tmp_path / "later").exists()
    assert store.get("language", "en") == "en" and store.is_open
    assert os.path.isfile(tmp_path / "later" / "bakudan.db")


def test_the_fixture_writer_fills_what_the_fixtures_hold(tmp_path):
    """The next schema's fixture comes from tests/desktop/store_fixtures.py: it must write
    the rows the tests above expect of every fixture."""
    from tests.desktop.store_fixtures import dump, fill
    fill(tmp_path / "new")
    con = sqlite3.connect(":memory:")
    con.executescript(dump(tmp_path / "new" / "bakudan.db"))
    assert con.execute("PRAGMA user_version").fetchone()[0] == schema.current()
    written = {t: len(rows) for t, rows in table_rows(con).items()}
    latest = {t: len(rows) for t, rows in table_rows(from_fixture(tmp_path / "old", released_versions()[-1])).items()}
    assert written == latest


def test_a_newer_releases_table_with_a_column_this_one_can_not_fill_still_takes_the_sessions_play(tmp_path):
    """Issue 25, item 6: a newer schema whose table has an extra NOT NULL column made
    every write of the session fail, and the bar called it a disk error."""
    path = from_fixture(tmp_path, schema.current())
    con = sqlite3.connect(path, isolation_level=None)
    con.execute('CREATE TABLE setting2 ("key" VARCHAR NOT NULL PRIMARY KEY, value VARCHAR NOT NULL, '
                'scope VARCHAR NOT NULL)')
    con.execute("""INSERT INTO setting2 SELECT "key", value, 'user' FROM setting""")
    con.execute("DROP TABLE setting")
    con.execute("ALTER TABLE setting2 RENAME TO setting")
    con.execute(f"PRAGMA user_version = {schema.current() + 1}")
    con.close()
    old = digest(path)
    store = Store(tmp_path)
    assert store.opening.fault is Fault.NEWER and store.get("language") == "ja"
    store.set("speed", "fast")
    assert store.get("speed") == "fast"
    health = store.health()
    assert health.reason is Fault.NEWER and not health.on_disk and health.waiting == 0
    store.close()
    assert digest(path) == old
