"""The database's schema, release by release, and the upgrade from one to the next.

Every database carries its schema version in SQLite's header (`PRAGMA user_version`).
Bakudan 0.1.0 and 0.2.0 kept none: a file with our tables and version 0 is version 1.

Adding a schema change (docs/ARCHITECTURE.md, "The store"):
1. Append a Migration to MIGRATIONS with the next version and the SQL that turns the
   previous schema into the new one (or a function of the connection, for data that
   must be rewritten). SQLite's ALTER TABLE adds and renames columns; anything else
   is "create the new table, copy, drop the old one, rename" (sqlite.org/lang_altertable).
   Never edit a released step: databases out there were made by it.
2. Change the model in tables.py to match (tests/desktop/test_store_tables.py checks
   that the migrations and the models name the same columns, keys and indexes), and
   the reads and writes in db.py / campaign.py / orm.py.
3. Add tests/fixtures/store/schema-v<N>.sql, written by the new release
   (`python -m tests.desktop.store_fixtures`), beside the older ones: the tests upgrade
   every fixture to CURRENT and expect every row kept.

The upgrade copies the file to bakudan.db.backup-<old version> and then runs every
step and the new version number in one transaction (SQLite's DDL is transactional):
it happens completely or not at all.
"""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from desktop.store.models import result_of, slot_of

DB_NAME = "bakudan.db"

Step = str | Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class Migration:
    version: int                # the schema version this step leads to
    about: str                  # what changed, for the next developer
    steps: tuple[Step, ...]     # SQL statements or functions, run in order


#: The tables as Bakudan 0.1.0 and 0.2.0 made them (with SQLModel; kept verbatim, so the
#: files they wrote are exactly version 1). IF NOT EXISTS: version 1 also completes the
#: files of development builds that had only some of the tables.
_V1 = (
    'CREATE TABLE IF NOT EXISTS setting (\n\t"key" VARCHAR NOT NULL, \n\tvalue VARCHAR NOT NULL, '
    '\n\tPRIMARY KEY ("key")\n)',
    "CREATE TABLE IF NOT EXISTS playername (\n\tseat INTEGER NOT NULL, \n\tname VARCHAR NOT NULL, "
    "\n\tkind VARCHAR NOT NULL, \n\tPRIMARY KEY (seat)\n)",
    "CREATE TABLE IF NOT EXISTS finishedgame (\n\tid INTEGER NOT NULL, \n\tgame VARCHAR NOT NULL, "
    "\n\tfinished_at DATETIME NOT NULL, \n\tseats_json VARCHAR NOT NULL, \n\twinners_json VARCHAR NOT NULL, "
    "\n\toutcome_key VARCHAR NOT NULL, \n\trecord_json VARCHAR NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX IF NOT EXISTS ix_finishedgame_game ON finishedgame (game)",
    "CREATE TABLE IF NOT EXISTS savedgame (\n\tid INTEGER NOT NULL, \n\tgame VARCHAR NOT NULL, "
    "\n\tsaved_at DATETIME NOT NULL, \n\tseats_json VARCHAR NOT NULL, \n\trecord_json VARCHAR NOT NULL, "
    "\n\tPRIMARY KEY (id)\n)",
    "CREATE TABLE IF NOT EXISTS crew (\n\tid INTEGER NOT NULL, \n\tname VARCHAR NOT NULL, "
    "\n\tcreated_at DATETIME NOT NULL, \n\tcaptain INTEGER NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE TABLE IF NOT EXISTS crewseat (\n\tid INTEGER NOT NULL, \n\tcrew_id INTEGER NOT NULL, "
    "\n\tposition INTEGER NOT NULL, \n\tname VARCHAR NOT NULL, \n\tkind VARCHAR NOT NULL, "
    "\n\tPRIMARY KEY (id), \n\tFOREIGN KEY(crew_id) REFERENCES crew (id)\n)",
    "CREATE INDEX IF NOT EXISTS ix_crewseat_crew_id ON crewseat (crew_id)",
    "CREATE TABLE IF NOT EXISTS missionattempt (\n\tid INTEGER NOT NULL, \n\tcrew_id INTEGER NOT NULL, "
    "\n\tmission INTEGER NOT NULL, \n\twon BOOLEAN NOT NULL, \n\toutcome_key VARCHAR NOT NULL, "
    "\n\tcaptain VARCHAR NOT NULL, \n\tplayed_at DATETIME NOT NULL, \n\trecord_json VARCHAR NOT NULL, "
    "\n\tPRIMARY KEY (id), \n\tFOREIGN KEY(crew_id) REFERENCES crew (id)\n)",
    "CREATE INDEX IF NOT EXISTS ix_missionattempt_crew_id ON missionattempt (crew_id)",
    "CREATE INDEX IF NOT EXISTS ix_missionattempt_mission ON missionattempt (mission)",
)


def _slot_each_saved_game(con: sqlite3.Connection) -> None:
    """Version 1 kept one game in progress (row 1): it goes to the slot it belongs to,
    its crew's if it is a campaign mission (models.slot_of). Rows a hand or another
    build added get a slot of their own each: the unique index must not fail."""
    taken: set[str] = set()
    for rowid, game, record_json in con.execute("SELECT id, game, record_json FROM savedgame ORDER BY id").fetchall():
        try:
            crew = json.loads(record_json).get("meta", {}).get("crew")
        except (TypeError, ValueError, AttributeError):
            crew = None
        slot = slot_of(str(game), crew if isinstance(crew, int) and not isinstance(crew, bool) else None)
        if slot in taken:
            slot = f"{slot}#{rowid}"
        taken.add(slot)
        con.execute("UPDATE savedgame SET slot = ? WHERE id = ?", (slot, rowid))


_V2 = (
    "ALTER TABLE savedgame ADD COLUMN slot VARCHAR NOT NULL DEFAULT ''",
    _slot_each_saved_game,
    "CREATE UNIQUE INDEX IF NOT EXISTS ix_savedgame_slot ON savedgame (slot)",
)

def _result_of_each_attempt(con: sqlite3.Connection) -> None:
    """The result each attempt's record keeps, read once into its own column (the
    campaign page read every attempt's record each time it showed)."""
    for rowid, won, record_json in con.execute("SELECT id, won, record_json FROM missionattempt").fetchall():
        result = result_of(record_json, won == 1) if isinstance(record_json, str) else None
        if result is not None:
            con.execute("UPDATE missionattempt SET result = ? WHERE id = ?", (result, rowid))


_V3 = (
    "ALTER TABLE missionattempt ADD COLUMN result INTEGER",
    _result_of_each_attempt,
)

#: every schema ever released, oldest first; the last one is what this release writes
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "Bakudan 0.1.0: settings, remembered names, finished games, the game in "
                 "progress, the Bomb Busters campaign (crews, seats, attempts)", _V1),
    Migration(2, "Several games in progress: savedgame.slot, one row per game and per campaign "
                 "crew (models.slot_of), instead of row 1 only", _V2),
    Migration(3, "The tables are SQLModel models (tables.py) with foreign keys enforced; each "
                 "campaign attempt's result in its own column, missionattempt.result (models.result_of), "
                 "filled from the records", _V3),
)

#: the tables of version 1, by which a file of 0.1.0 or 0.2.0 (no version kept) is known
_V1_TABLES = frozenset({"setting", "playername", "finishedgame", "savedgame", "crew", "crewseat",
                        "missionattempt"})


def current() -> int:
    """The schema version this release reads and writes."""
    return MIGRATIONS[-1].version


def stamp(con: sqlite3.Connection) -> int:
    """The version the file's header says: 0 for an empty file and for files of 0.1.0
    and 0.2.0, which kept none. An upgrade starts here."""
    return int(con.execute("PRAGMA user_version").fetchone()[0])


def version_of(con: sqlite3.Connection) -> int:
    """The schema the file holds: its stamp, or 1 for an unstamped file with tables."""
    return stamp(con) or (1 if tables(con) else 0)


def tables(con: sqlite3.Connection) -> set[str]:
    return {name for (name,) in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}


def columns(con: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in con.execute(f'PRAGMA table_info("{table}")')]


def migrate(con: sqlite3.Connection, start: int, stop: int | None = None) -> None:
    """Bring a database from schema `start` to `stop` (default: current) in one
    transaction; nothing changes if any step fails."""
    stop = current() if stop is None else stop
    con.execute("BEGIN IMMEDIATE")
    try:
        for migration in MIGRATIONS:
            if start < migration.version <= stop:
                for step in migration.steps:
                    if callable(step):
                        step(con)
                    else:
                        con.execute(step)
        con.execute(f"PRAGMA user_version = {int(stop)}")
        con.execute("COMMIT")
    except BaseException:
        if con.in_transaction:
            con.execute("ROLLBACK")
        raise


@cache
def layout(version: int) -> dict[str, frozenset[str]]:
    """The tables and columns of schema `version` (built in memory by its migrations)."""
    con = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(con, 0, version)
        return {t: frozenset(columns(con, t)) for t in tables(con)}
    finally:
        con.close()


def missing(con: sqlite3.Connection) -> list[str]:
    """What the file's schema version has that the file lacks ("table" or "table.column").
    An unstamped file may lack whole tables of version 1 (development builds before the
    campaign): the upgrade creates them."""
    version = version_of(con)
    have = {t: set(columns(con, t)) for t in tables(con)}
    out = []
    for table, cols in sorted(layout(version).items()):
        if table not in have:
            if stamp(con) or table not in _V1_TABLES:
                out.append(table)
        else:
            out += [f"{table}.{c}" for c in sorted(cols - have[table])]
    return out
