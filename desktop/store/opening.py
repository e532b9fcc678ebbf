"""Opening the database at start-up, each fault its own way (docs/ARCHITECTURE.md,
"The store"):

- a damaged file (SQLite says corrupt, or the quick check fails) is set aside as
  bakudan.db.damaged-<time>, a new one is made and every readable row is salvaged;
- an older schema is upgraded in place after a copy to bakudan.db.backup-<version>;
- a newer schema, a layout this release does not know, a read-only folder or file, an
  unreadable file or a data folder that can not be made: nothing on disk is touched,
  and the session runs on a copy in memory (or an empty database) that is not kept;
- a full disk or another program's lock at start-up is not damage: the file opens
  as it is and writes wait until they work. A disk too full even to read the file
  (SQLite's shared-memory file can not grow) is read through an immutable copy, and
  the session's writes wait for the file itself (`Opened.later`).
"""
from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from desktop.store import schema
from desktop.store.connection import connect, memory
from desktop.store.faults import Fault, classify
from desktop.store.salvage import Salvage, copy_rows, salvage
from desktop.store.schema import DB_NAME


@dataclass
class Opened:
    con: sqlite3.Connection
    on_disk: bool                       # False: this session's changes are not kept
    fault: Fault | None = None          # why not on disk, or what makes writes wait
    version: int = 0                    # the schema the file holds (a newer one is left so)
    set_aside: Path | None = None       # where a damaged file went
    salvage: Salvage | None = None      # what was kept of it
    backup: Path | None = None          # the copy made before an upgrade
    #: the file could not be opened for want of room: `con` is a copy to read, and
    #: the store opens the file again before it writes (the session's play is kept)
    later: bool = False


def open_database(folder: Path, session_only: Fault | None = None) -> Opened:
    """Open (making it if needed) the database in `folder`. `session_only` opens a
    copy in memory and never writes the folder (another Bakudan owns it)."""
    path = folder / DB_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        exists = path.exists()
    except OSError as exc:
        return _empty_in_memory(_in_the_way(folder) or classify(exc))
    if session_only is not None:
        return _session_copy(path, session_only) if exists else _empty_in_memory(session_only)
    return _open_existing(path) if exists else _create(path)


def _create(path: Path) -> Opened:
    con = None
    try:
        con = connect(path)
        _wal(con)
        schema.migrate(con, 0)
        return Opened(con, True, version=schema.current())
    except sqlite3.Error as exc:
        if con is not None:
            con.close()
        fault = _folder_fault(path.parent) or classify(exc)
        _discard(path)
        return _empty_in_memory(fault)


def _open_existing(path: Path) -> Opened:
    try:
        probe, immutable = _read_only(path)
    except sqlite3.Error as exc:
        fault = classify(exc)
        if fault is Fault.FULL:
            return _until_there_is_room(path)
        return _set_aside(path) if fault is Fault.CORRUPT else _empty_in_memory(fault)
    try:
        version, stamp = schema.version_of(probe), schema.stamp(probe)
        healthy = probe.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    except sqlite3.Error as exc:
        probe.close()
        fault = classify(exc)
        return _set_aside(path) if fault is Fault.CORRUPT else _empty_in_memory(fault)
    if not healthy:
        probe.close()
        return _set_aside(path)
    if version > schema.current():
        return _copy(probe, Fault.NEWER, version)
    if schema.missing(probe):
        return _copy(probe, Fault.LAYOUT, version)
    if immutable:
        return _copy(probe, Fault.READ_ONLY, version)
    probe.close()
    con = None
    try:
        con = connect(path)
        # may this file be written at all? SQLite opens a read-only file read-only
        # without a word, and BEGIN alone writes nothing: write, and take it back
        con.execute("BEGIN IMMEDIATE")
        try:
            con.execute(f"PRAGMA user_version = {schema.version_of(con)}")
        finally:
            if con.in_transaction:
                con.execute("ROLLBACK")
        backup = None
        if stamp < schema.current():
            if 0 < version < schema.current():
                backup = _backup(con, path, version)
            schema.migrate(con, stamp)
        _wal(con)
        return Opened(con, True, version=schema.current(), backup=backup)
    except (sqlite3.Error, OSError) as exc:
        fault = classify(exc)
        if fault is Fault.UNREADABLE:
            # the backup before an upgrade could not be made: a read-only folder says so
            fault = _folder_fault(path.parent) or fault
        elif fault is Fault.READ_ONLY and _folder_fault(path.parent) is None:
            fault = Fault.READ_ONLY_FILE        # the folder is fine: it is the file
        if con is not None and version == schema.current() and fault in (Fault.LOCKED, Fault.FULL):
            # nothing to upgrade, only a stamp to write: open as it is, writes wait
            return Opened(con, True, fault=fault, version=version)
        if con is not None:
            con.close()
    if fault is Fault.CORRUPT:
        return _set_aside(path)
    return _session_copy(path, fault)       # a read-only file, or an upgrade that can not be written now


def _read_only(path: Path) -> tuple[sqlite3.Connection, bool]:
    """A connection that reads without writing, and whether it had to be immutable
    (a folder that can not be written: SQLite can not make its lock files there)."""
    con = connect(path, read_only=True)
    try:
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return con, False
    except sqlite3.Error as exc:
        con.close()
        if classify(exc) not in (Fault.READ_ONLY, Fault.UNREADABLE):
            raise
        first = exc
    con = connect(path, immutable=True)
    try:
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error:
        con.close()
        raise first from None
    return con, True


def _until_there_is_room(path: Path) -> Opened:
    """The disk is too full to open the file at all: read it through an immutable copy
    in memory; the store keeps the session's writes and opens the file again once the
    disk takes them."""
    try:
        probe = connect(path, immutable=True)
        version = schema.version_of(probe)
    except sqlite3.Error:
        return _empty_in_memory(Fault.FULL)
    copy = _copy(probe, Fault.FULL, version)
    if version > schema.current():
        return copy                     # a newer release's file is never written
    copy.on_disk, copy.later = True, True
    return copy


def _session_copy(path: Path, fault: Fault) -> Opened:
    try:
        probe, _ = _read_only(path)
        version = schema.version_of(probe)
    except sqlite3.Error:
        return _empty_in_memory(fault)
    return _copy(probe, fault, version)


def _copy(probe: sqlite3.Connection, fault: Fault, version: int) -> Opened:
    """The file's content in memory, upgraded there if it is older: the session can
    read and play, and the file stays exactly as it is. A newer release's file is read
    into this release's own tables (the columns it knows, row by row): its tables may
    have columns this one can not fill (a NOT NULL column it never heard of), and the
    session's writes must work."""
    con = memory()
    try:
        if version > schema.current():
            schema.migrate(con, 0)
            copy_rows(probe, con, schema.tables(probe), schema.current(), Salvage())
        else:
            probe.backup(con)
            stamp = schema.stamp(con)
            if stamp < schema.current() and not schema.missing(con):
                schema.migrate(con, stamp)
    except sqlite3.Error:
        con.close()
        return _empty_in_memory(fault)
    finally:
        probe.close()
    return Opened(con, False, fault=fault, version=version)


def _empty_in_memory(fault: Fault) -> Opened:
    con = memory()
    schema.migrate(con, 0)
    return Opened(con, False, fault=fault, version=schema.current())


def _set_aside(path: Path) -> Opened:
    """Move the damaged file (and its journal) aside, make a new one and salvage every
    row that can be read into it."""
    target = _free_name(path.with_name(f"{DB_NAME}.damaged-{datetime.now():%Y%m%d-%H%M%S}"))
    try:
        os.replace(path, target)
        for extra in ("-wal", "-shm"):
            side = path.with_name(DB_NAME + extra)
            if side.exists():
                os.replace(side, target.with_name(target.name + extra))
    except OSError:
        # it can not be moved (read-only folder, held by another program): what can be
        # read serves this session, and the file stays
        spare = memory()
        return Opened(spare, False, fault=Fault.CORRUPT, salvage=salvage(path, spare), version=schema.current())
    con: sqlite3.Connection | None = None
    try:
        con = connect(path)
        _wal(con)
        kept = salvage(target, con)
        return Opened(con, True, set_aside=target, salvage=kept, version=schema.current())
    except sqlite3.Error as exc:
        if con is not None:
            con.close()
        _discard(path)
        con = memory()
        return Opened(con, False, fault=classify(exc), set_aside=target, salvage=salvage(target, con),
                      version=schema.current())


def _backup(con: sqlite3.Connection, path: Path, version: int) -> Path:
    """The whole file as it is, before an upgrade changes it."""
    target = path.with_name(f"{DB_NAME}.backup-{version}")
    dest = connect(target)
    try:
        con.backup(dest)
    except BaseException:
        dest.close()
        target.unlink(missing_ok=True)
        raise
    dest.close()
    return target


def _wal(con: sqlite3.Connection) -> None:
    """Write-ahead logging: readers never wait for a writer; a failure only keeps the
    file's journal as it was."""
    try:
        con.execute("PRAGMA journal_mode=WAL")
    except sqlite3.Error:
        pass


def _in_the_way(folder: Path) -> Fault | None:
    """FOLDER if a file stands where the folder or one above it should be (each
    system names that error its own way)."""
    for place in (folder, *folder.parents):
        try:
            if place.exists():
                return None if place.is_dir() else Fault.FOLDER
        except OSError:
            return None
    return None


def _folder_fault(folder: Path) -> Fault | None:
    """Why nothing can be made in `folder`, if so (tried, not guessed: permission bits
    say little on Windows or to an administrator)."""
    probe = folder / f".bakudan-write-test-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
        return None
    except OSError as exc:
        return classify(exc)


def _discard(path: Path) -> None:
    """Drop a database file this start made and could not fill (and its journal)."""
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
        try:
            path.with_name(name).unlink(missing_ok=True)
        except OSError:
            pass


def _free_name(path: Path) -> Path:
    n, candidate = 1, path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate
