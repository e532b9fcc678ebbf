"""The store on SQLModel (issue 28): the models of desktop/store/tables.py name the same
tables, columns, keys and indexes as the migrations make on disk; foreign keys are
enforced; each campaign attempt's result is kept in its own column, filled once from
the records when an older file is upgraded; rows whose values the ORM can not type
are skipped, not fatal."""
from __future__ import annotations

import json
import sqlite3

import pytest
from sqlmodel import SQLModel

from desktop.store import Store, schema
from desktop.store.campaign import CampaignStore
from desktop.store.connection import memory
from desktop.store.faults import StoreError
from desktop.store.models import SeatSpec, now
from desktop.store.tables import MissionAttemptRow


def _shape(con: sqlite3.Connection) -> dict:
    """Per table: (column, type, not null, primary key) each, its foreign keys and its indexes."""
    out = {}
    for table in sorted(schema.tables(con)):
        columns = sorted((r[1], r[2], bool(r[3]), bool(r[5])) for r in con.execute(f'PRAGMA table_info("{table}")'))
        keys = sorted((r[3], r[2], r[4]) for r in con.execute(f'PRAGMA foreign_key_list("{table}")'))
        indexes = sorted((r[1], bool(r[2])) for r in con.execute(f'PRAGMA index_list("{table}")')
                         if not r[1].startswith("sqlite_autoindex"))
        out[table] = (columns, keys, indexes)
    return out


def test_the_models_and_the_migrations_make_the_same_tables():
    """The models are where the columns are named; the migrations make them on disk:
    a column, key or index added to one and not the other fails here."""
    migrated = memory()
    schema.migrate(migrated, 0)
    modelled = sqlite3.connect(":memory:")
    from sqlalchemy import create_engine
    engine = create_engine("sqlite://", creator=lambda: modelled)
    SQLModel.metadata.create_all(engine)
    assert _shape(modelled) == _shape(migrated)
    assert set(SQLModel.metadata.tables) == schema.tables(migrated)


def test_foreign_keys_are_enforced(tmp_path):
    """An attempt of a crew that does not exist is refused, and nothing is written."""
    store = Store(tmp_path)
    assert store.opening.con.execute("PRAGMA foreign_keys").fetchone() == (1,)

    def orphan(s):
        s.add(MissionAttemptRow(crew_id=99, mission=1, won=True, outcome_key="k", captain="Aki",
                                played_at=now(), record_json=""))
    with pytest.raises(StoreError):
        store.write_now(orphan)
    assert store.opening.con.execute("SELECT count(*) FROM missionattempt").fetchone() == (0,)
    store.close()


def _record(result: dict) -> str:
    return json.dumps({"game": "busters", "meta": {"result": result}})


@pytest.mark.parametrize("version", [1, 2])
def test_an_upgrade_keeps_each_attempts_result_in_its_own_column(tmp_path, version):
    """A file of schema 1 or 2 kept the result only inside each attempt's record: the
    upgrade reads it once into missionattempt.result, and the campaign ranks by it."""
    path = tmp_path / schema.DB_NAME
    con = sqlite3.connect(path, isolation_level=None)
    schema.migrate(con, 0, version)
    if version == 1:
        con.execute("PRAGMA user_version = 0")          # 0.1.0 and 0.2.0 kept no version
    con.execute("INSERT INTO crew VALUES (1, 'Night', '2026-11-20 10:00:00.000000', 0)")
    con.execute("INSERT INTO crewseat VALUES (1, 1, 0, 'Aki', 'human'), (2, 1, 1, 'Ben', 'hard')")
    attempts = [(1, False, _record({"left": 7, "turns": 12})), (1, True, _record({"left": 0, "turns": 30})),
                (1, True, _record({"left": 0, "turns": 24})), (2, False, _record({"left": 5, "turns": 9})),
                (2, False, "{not json"), (3, True, "")]
    for mission, won, record in attempts:
        con.execute("INSERT INTO missionattempt (crew_id, mission, won, outcome_key, captain, played_at, "
                    "record_json) VALUES (1, ?, ?, 'k', 'Aki', '2026-11-20 10:00:00.000000', ?)",
                    (mission, int(won), record))
    con.close()
    store = Store(tmp_path)
    assert store.opening.backup is not None and store.schema_version == schema.current()
    results = [r for (r,) in store.opening.con.execute("SELECT result FROM missionattempt ORDER BY id")]
    assert results == [7, 30, 24, 5, None, None]
    rows = {r.number: r for r in CampaignStore(store).missions(1, [1, 2, 3])}
    assert (rows[1].best, rows[2].best, rows[3].best) == (("won", 24), ("left", 5), None)
    assert (rows[1].attempts, rows[2].attempts, rows[3].attempts) == (3, 2, 1)
    store.close()


def test_a_new_attempt_keeps_its_result_and_a_bad_one_is_skipped(tmp_path):
    store = Store(tmp_path)
    campaign = CampaignStore(store)
    crew = campaign.create_crew("Night", [("Aki", "human"), ("Ben", "hard")])
    campaign.record_attempt(crew, 1, False, "busters.outcome.red", _record({"left": 3, "turns": 8}))
    store.record_finished("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", "hard")], [0, 1],
                          "busters.outcome.defused", _record({"left": 0, "turns": 19}), crew=crew, mission=1)
    assert [a.result for a in campaign.attempts(crew)] == [3, 19]
    # values the ORM can not type (a hand edit): the row is skipped, the others are read
    store.opening.con.execute("UPDATE missionattempt SET won = 'maybe' WHERE id = 1")
    assert [(a.mission, a.won, a.result) for a in campaign.attempts(crew)] == [(1, True, 19)]
    store.opening.con.execute("UPDATE missionattempt SET won = 1, played_at = 'soon' WHERE id = 1")
    assert [a.id for a in campaign.attempts(crew)] == [2]
    store.close()


def test_the_first_paint_reads_columns_the_models_name():
    """store/peek.py reads before the ORM is loaded, so it names its columns itself."""
    from desktop.store import peek
    from desktop.store.tables import CrewRow, SavedGameRow, SettingRow
    for model, columns in ((SettingRow, peek.SETTING), (SavedGameRow, peek.SAVED), (CrewRow, peek.CREW)):
        assert set(columns) <= set(model.__table__.columns.keys()), model.__tablename__


def test_changes_made_while_the_orm_loads_are_held_and_written_in_order(qtbot, tmp_path, monkeypatch):
    """The window asks for the ORM after its first paint (Store.start): what the player
    does meanwhile waits in memory, is read back as if written, and is written in order."""
    from desktop.store import loader
    monkeypatch.setattr(loader, "loaded", lambda: False)    # as in a new process
    store = Store(tmp_path)
    opened, told = [], []
    store.opened.connect(lambda: opened.append(store.is_open))
    store.health_changed.connect(lambda: told.append(store.health()))
    store.start()
    seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy")]
    store.set("speed", "fast")
    store.save_current("bomu", seats, '{"a": 1}')
    store.record_finished("bomu", seats, [0], "first", "{}")
    store.record_finished("bomu", seats, [1], "second", "{}")
    assert store.health().waiting == 3 and not opened          # the finish removed the autosave
    assert told == []                                           # no bar says "not saved" meanwhile
    assert store.saved_games() == [] and [g.outcome_key for g in store.finished_games()] == ["first", "second"]
    assert store.opening.con.execute("SELECT count(*) FROM finishedgame").fetchone() == (0,)
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    assert store.health().fine
    con = sqlite3.connect(tmp_path / schema.DB_NAME)
    assert con.execute("SELECT outcome_key FROM finishedgame ORDER BY id").fetchall() == [("first",), ("second",)]
    assert con.execute("SELECT value FROM setting WHERE key = 'speed'").fetchall() == [("fast",)]
    assert con.execute("SELECT count(*) FROM savedgame").fetchone() == (0,)
    con.close()
    store.close()


def test_a_store_closed_while_the_orm_loads_is_not_opened_again(qtbot, tmp_path, monkeypatch):
    """The window closed a moment after its first paint: the load's answer opens nothing."""
    from desktop import workers
    from desktop.store import loader
    monkeypatch.setattr(loader, "loaded", lambda: False)
    store = Store(tmp_path)
    opened = []
    store.opened.connect(lambda: opened.append(True))
    store.start()
    store.close()
    qtbot.waitUntil(lambda: workers.pending() == 0, timeout=10000)
    qtbot.wait(50)
    assert not opened and not store.is_open and not (tmp_path / schema.DB_NAME).exists()
