"""Connections to the database (the ORM is handed the same one: orm.py), and the
short transaction the file work outside the ORM writes in (salvage.py).

SQLite waits BUSY_TIMEOUT for another program's lock and then gives up, so a write
never holds the window for more than a fraction of a second; the store keeps what it
could not write and tries again later (desktop/store/db.py)."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: seconds SQLite waits for a lock held by another program before the write waits for later
BUSY_TIMEOUT = 0.25

#: the connection class every connection of the store is made with (tests put one that
#: fails its writes here, to inject a full disk in the middle of a game)
factory: type[sqlite3.Connection] = sqlite3.Connection


def connect(path: Path | str, *, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit, see `transaction`
    and orm.writing), with foreign keys enforced.
    `read_only` never writes the file; `immutable` also skips SQLite's locks and shared
    memory, which lets a file in a read-only folder be read."""
    if str(path) == ":memory:":
        target, uri = ":memory:", False
    else:
        target = Path(path).absolute().as_uri()
        if read_only or immutable:
            target += "?mode=ro" + ("&immutable=1" if immutable else "")
        uri = True
    con = sqlite3.connect(target, uri=uri, timeout=BUSY_TIMEOUT, isolation_level=None, factory=factory)
    con.execute("PRAGMA foreign_keys = ON")     # off by default in SQLite, for each connection
    return con


def memory() -> sqlite3.Connection:
    """A database in memory: the store of a session that can not keep anything on disk."""
    return connect(":memory:")


@contextmanager
def transaction(con: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT: everything inside is written together or not at all."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
        con.execute("COMMIT")
    except BaseException:
        if con.in_transaction:
            try:
                con.execute("ROLLBACK")
            except sqlite3.Error:
                pass                    # SQLite rolled back already (e.g. after SQLITE_FULL)
        raise
