"""Fault injection for the store's tests: a full disk (writes that fail as SQLite fails
them), another program's lock (a real one, from a second connection), a read-only or
unreadable folder (real permissions, also when the tests run as root), fixtures of
every released schema, and a damaged page."""
from __future__ import annotations

import ctypes
import errno
import hashlib
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from desktop.store import connection

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "store"
WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP", "ALTER", "COMMIT")


class Disk:
    """What the injected faults do: `fail` is the error every write raises while set
    (None: writes work); `begins` counts the transactions tried."""
    fail: sqlite3.Error | None = None
    only: str = ""                       # fail only statements containing this text
    begins = 0


class FaultyConnection(sqlite3.Connection):
    """A connection whose writes to a file fail like SQLite's own on a full disk (the
    statement raises and nothing of the transaction is kept); memory is never full."""

    def __init__(self, database, *args, **kwargs):
        super().__init__(database, *args, **kwargs)
        self.on_file = str(database) != ":memory:"

    def _check(self, sql: str) -> None:
        statement = " ".join(sql.split()).upper()
        if statement.startswith("BEGIN"):
            Disk.begins += 1
        write = statement.startswith(WRITES) or (statement.startswith("PRAGMA USER_VERSION") and "=" in statement)
        if Disk.fail is not None and self.on_file and write and Disk.only.upper() in statement:
            raise Disk.fail

    def execute(self, sql, *args):
        self._check(sql)
        return super().execute(sql, *args)

    def executemany(self, sql, *args):
        self._check(sql)
        return super().executemany(sql, *args)

    def cursor(self, factory=None):
        """The ORM writes through cursors (the store's own statements through execute)."""
        cursor = super().cursor(FaultyCursor)
        cursor.check = self._check
        return cursor

    def commit(self):
        if self.in_transaction:
            self._check("COMMIT")
        return super().commit()

    def backup(self, target, *args, **kwargs):
        if isinstance(target, FaultyConnection):
            target._check("INSERT (a backup copy)")
        return super().backup(target, *args, **kwargs)


class FaultyCursor(sqlite3.Cursor):
    check = staticmethod(lambda sql: None)

    def execute(self, sql, *args):
        self.check(sql)
        return super().execute(sql, *args)

    def executemany(self, sql, *args):
        self.check(sql)
        return super().executemany(sql, *args)


def full_disk() -> sqlite3.OperationalError:
    return sqlite3.OperationalError("database or disk is full")


@pytest.fixture
def disk(monkeypatch):
    """Every connection the store makes from now on can be made to fail its writes."""
    monkeypatch.setattr(connection, "factory", FaultyConnection)
    Disk.fail, Disk.only, Disk.begins = None, "", 0
    yield Disk
    Disk.fail, Disk.only = None, ""


@contextmanager
def locked(path: Path) -> Iterator[sqlite3.Connection]:
    """Another program holds the database: an exclusive transaction on a second connection."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


# ---- permissions, also for root -------------------------------------------------------------
_DAC = (1 << 1) | (1 << 2) | (1 << 3)          # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                ("inheritable", ctypes.c_uint32)]


def _set_dac(on: bool) -> None:
    """Linux capabilities are per thread: this drops (or restores) the right to ignore
    file permissions on the calling thread, where the store does its file work."""
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = _CapHeader(0x20080522, 0), (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    data[0].effective = (data[0].effective | _DAC) if on else (data[0].effective & ~_DAC)
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


@contextmanager
def denied(path: Path, read: bool = False) -> Iterator[None]:
    """`path` (a folder or a file) may not be written, nor read with `read`, for the
    length of a block, as for a player's account: permission bits on Linux and macOS
    (and, for root on Linux, its right to ignore them dropped on this thread, where
    the store does its file work), a deny entry for everyone in its access list on
    Windows (where permission bits only mark files read-only)."""
    if os.name == "nt":
        rights = "(R,W,D,DC)" if read else "(W,D,DC)"
        subprocess.run(["icacls", str(path), "/deny", f"*S-1-1-0:{rights}"], check=True, capture_output=True)
        try:
            yield
        finally:
            subprocess.run(["icacls", str(path), "/remove:d", "*S-1-1-0"], check=True, capture_output=True)
        return
    root = sys.platform.startswith("linux") and os.geteuid() == 0
    before = path.stat().st_mode & 0o777
    path.chmod(0o000 if read else 0o555 if path.is_dir() else 0o444)
    if root:
        _set_dac(False)
    try:
        yield
    finally:
        if root:
            _set_dac(True)
        path.chmod(before)


# ---- files ------------------------------------------------------------------------------------
def from_fixture(folder: Path, version: int = 1) -> Path:
    """The data folder as the release with schema `version` left it."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "bakudan.db"
    con = sqlite3.connect(path)
    con.executescript((FIXTURES / f"schema-v{version}.sql").read_text(encoding="utf-8"))
    con.close()
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def table_rows(path: Path | sqlite3.Connection) -> dict[str, list[tuple]]:
    con = path if isinstance(path, sqlite3.Connection) else sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    try:
        names = [n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                            "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        return {n: con.execute(f'SELECT * FROM "{n}" ORDER BY rowid').fetchall() for n in names}
    finally:
        if not isinstance(path, sqlite3.Connection):
            con.close()


def damage_page_holding(path: Path, marker: bytes) -> int:
    """Overwrite the page of the file that holds `marker` with garbage (as a bad sector
    or a torn write would); returns the page number."""
    con = sqlite3.connect(path)
    size = con.execute("PRAGMA page_size").fetchone()[0]
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    data = bytearray(path.read_bytes())
    page = data.index(marker) // size
    data[page * size:(page + 1) * size] = bytes((i * 37 + 11) % 256 for i in range(size))
    path.write_bytes(bytes(data))
    return page + 1


def child_without_root_privileges() -> None:
    """preexec_fn for a child process that must meet permissions as a player does: a
    root parent's child keeps none of root's rights to ignore them (dropped from the
    bounding set, which an exec keeps)."""
    if sys.platform.startswith("linux") and os.geteuid() == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        for cap in (1, 2, 3):                    # DAC_OVERRIDE, DAC_READ_SEARCH, FOWNER
            if libc.prctl(24, cap, 0, 0, 0) != 0:            # PR_CAPBSET_DROP
                raise OSError(ctypes.get_errno(), "prctl")


class RealDisk:
    """A real, small file system (tmpfs, mounted for the test): `fill()` takes its last
    byte as another program would, `free()` gives the room back. Needs root, as the
    developers' machines and CI run."""

    def __init__(self, where: Path) -> None:
        self.where = where
        self.filler = where / "filler"

    def fill(self) -> None:
        with open(self.filler, "ab", buffering=0) as f:
            try:
                while True:
                    f.write(b"\0" * 4096)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC, exc

    def free(self) -> None:
        self.filler.unlink()


@pytest.fixture
def real_full_disk(tmp_path, monkeypatch):
    """BAKUDAN_DATA_DIR on a 4 MB tmpfs of its own."""
    where = tmp_path / "fs"
    where.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where)],
                          capture_output=True, text=True)
    assert done.returncode == 0, ("a real full disk needs a tmpfs mount (root)", done.stderr)
    monkeypatch.setenv("BAKUDAN_DATA_DIR", str(where / "data"))
    try:
        yield RealDisk(where)
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)
