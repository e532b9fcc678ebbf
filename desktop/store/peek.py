"""What the first window needs from the data (its language and contrast, the games in
progress for "Continue"), read before the store opens and before the ORM is loaded
(store/loader.py): read-only queries with the standard library, which never write,
never wait and never fail (an empty answer stands in; the store tells what is wrong
once it opens). The columns are named here as in tables.py
(tests/desktop/test_store_tables.py checks that they agree)."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from desktop.store.models import BadRow, SavedGame, number, seats_from_json, text, when
from desktop.store.schema import DB_NAME

#: the columns read, per table (tables.py names them too)
SETTING = ("key", "value")
SAVED = ("slot", "game", "saved_at", "seats_json", "record_json")
CREW = ("id", "name")


@dataclass(frozen=True)
class FirstPaint:
    settings: dict[str, str] = field(default_factory=dict)
    saved_games: list[SavedGame] = field(default_factory=list)     # the last played first
    crews: dict[int, str] = field(default_factory=dict)             # campaign crews' names


@contextmanager
def _reader(folder: Path) -> Iterator[sqlite3.Connection | None]:
    """A read-only connection to the data file, or None if there is none to read."""
    path = folder / DB_NAME
    try:
        if not path.is_file():
            yield None
            return
    except OSError:
        yield None
        return
    for options in ("mode=ro", "mode=ro&immutable=1"):      # immutable: a read-only folder
        try:
            con = sqlite3.connect(f"{path.absolute().as_uri()}?{options}", uri=True, timeout=0)
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            continue
        try:
            yield con
        finally:
            con.close()
        return
    yield None


def _select(con: sqlite3.Connection, table: str, columns: tuple[str, ...], where: str = "",
            params: tuple = ()) -> list[tuple]:
    # qualified: SQLite reads an unknown "name" alone as a string, not as an error
    names = ", ".join(f'"{table}"."{c}"' for c in columns)
    try:
        return con.execute(f'SELECT {names} FROM "{table}" {where}', params).fetchall()
    except sqlite3.Error:
        return []                       # an older or damaged file: the store will tell


def first_paint(folder: Path, keys: tuple[str, ...] = ("language",)) -> FirstPaint:
    """The settings `keys`, the games in progress that can be read and the crews' names."""
    with _reader(folder) as con:
        if con is None:
            return FirstPaint()
        marks = ", ".join("?" * len(keys))
        settings = {k: v for k, v in _select(con, "setting", SETTING, f'WHERE "key" IN ({marks})', keys)
                    if isinstance(k, str) and isinstance(v, str)}
        games = []
        for slot, game, saved_at, seats, record in _select(con, "savedgame", SAVED):
            try:
                games.append(SavedGame(text(slot), text(game), seats_from_json(seats), text(record), when(saved_at)))
            except BadRow:
                continue
        crews = {}
        for cid, name in _select(con, "crew", CREW):
            try:
                crews[number(cid)] = text(name)
            except BadRow:
                continue
    return FirstPaint(settings, sorted(games, key=lambda g: g.saved_at, reverse=True), crews)

