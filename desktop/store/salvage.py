"""Salvage: every row that can still be read from a damaged file, copied into a new
database. A damaged page loses the rows on it, not the whole file: rows are read in
rowid order, and past a page that can not be read, one rowid at a time until reading
works again."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from desktop.store import schema
from desktop.store.connection import connect, transaction

#: how far past the last readable row to look for more when the table's end can not be read
_SEARCH = 10_000


@dataclass
class Salvage:
    kept: dict[str, int] = field(default_factory=dict)   # rows copied, by table
    dropped: dict[str, int] = field(default_factory=dict)  # rows read but not of a shape to keep
    lost: bool = False                                   # some rows or tables could not be read

    def total(self) -> int:
        return sum(self.kept.values())


def _open(path: Path) -> sqlite3.Connection | None:
    for immutable in (False, True):
        try:
            con = connect(path, read_only=True, immutable=immutable)
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return con
        except sqlite3.Error:
            continue
    return None


class ReadableRows:
    """(rowid, *values) of every row of `table` that can be read, in rowid order;
    `lost` tells afterwards whether a row or a stretch of the table could not be."""

    def __init__(self, con: sqlite3.Connection, table: str, cols: list[str]) -> None:
        self.con, self.table, self.lost = con, table, False
        names = ", ".join(f'"{c}"' for c in cols)
        self.select = f'SELECT rowid, {names} FROM "{table}"'

    def __iter__(self) -> Iterator[tuple]:
        low, top = self._bound("min"), self._bound("max")
        nxt = low if low is not None else 0          # the next rowid to read (0 may be one: a seat)
        while True:
            try:
                for row in self.con.execute(f"{self.select} WHERE rowid >= ? ORDER BY rowid", (nxt,)):
                    nxt = row[0] + 1
                    yield row
                return
            except sqlite3.Error:
                self.lost = True
            # past the damage, one rowid at a time, until a row reads again
            end = top if top is not None and top >= nxt else nxt + _SEARCH
            for rowid in range(nxt, end + 1):
                try:
                    row = self.con.execute(f"{self.select} WHERE rowid = ?", (rowid,)).fetchone()
                except sqlite3.Error:
                    continue
                if row is not None:
                    nxt = rowid + 1
                    yield row
                    break
            else:
                return

    def _bound(self, which: str) -> int | None:
        try:
            return self.con.execute(f'SELECT {which}(rowid) FROM "{self.table}"').fetchone()[0]
        except sqlite3.Error:
            return None


def salvage(source: Path, target: sqlite3.Connection) -> Salvage:
    """Copy what can be read of the damaged file `source` into `target` (an empty
    database), which ends at the current schema whatever happens."""
    result = Salvage()
    version, source_tables = schema.current(), set()
    con = _open(source)
    try:
        if con is not None:
            try:
                found = schema.version_of(con)
                if 0 < found <= schema.current():
                    version = found     # rows go in as the schema they were written in
                source_tables = schema.tables(con)
            except sqlite3.Error:
                pass
        result.lost = not source_tables
        schema.migrate(target, 0, version)
        if con is not None and source_tables:     # tables are only found in an open file
            copy_rows(con, target, source_tables, version, result)
    finally:
        if con is not None:
            con.close()
    if version < schema.current():
        schema.migrate(target, version)     # then the usual upgrade
    return result


def copy_rows(con: sqlite3.Connection, target: sqlite3.Connection, source_tables: set[str], version: int,
              result: Salvage) -> None:
    """Every readable row of the tables schema `version` has, its columns only, into
    `target` (made at that schema); `result` counts what was kept and left out."""
    with transaction(target):
        for table, wanted in sorted(schema.layout(version).items()):
            if table not in source_tables:
                continue
            try:
                cols = [c for c in schema.columns(con, table) if c in wanted]
            except sqlite3.Error:
                result.lost = True
                continue
            names = ", ".join(f'"{c}"' for c in cols)
            insert = f'INSERT OR IGNORE INTO "{table}" (rowid, {names}) VALUES ({", ".join("?" * (len(cols) + 1))})'
            rows, kept, dropped = ReadableRows(con, table, cols), 0, 0
            for row in rows:
                try:
                    added = target.execute(insert, row).rowcount
                except sqlite3.IntegrityError:
                    added = 0
                # OR IGNORE also ignores a row missing a value the schema needs: counted,
                # so the player is told what was left out, not only what was kept
                kept, dropped = kept + added, dropped + (added == 0)
            result.lost |= rows.lost or dropped > 0
            if kept:
                result.kept[table] = kept
            if dropped:
                result.dropped[table] = dropped
