"""What went wrong with the database, told apart: only real corruption is set aside;
a full disk, a lock, a read-only folder or an unreadable file leave the file as it is
(docs/ARCHITECTURE.md, "The store")."""
from __future__ import annotations

import errno
import sqlite3
from enum import Enum


class Fault(Enum):
    FULL = "full"               # no room on the disk: writes wait until there is
    LOCKED = "locked"           # another program holds the database: writes wait
    READ_ONLY = "read_only"     # the folder may not be written
    READ_ONLY_FILE = "read_only_file"   # the folder may, but the data file itself may not
    CORRUPT = "corrupt"         # the file is damaged: set aside, its readable rows salvaged
    UNREADABLE = "unreadable"   # the file can not be opened or read (permissions, I/O error)
    NEWER = "newer"             # written by a newer Bakudan: left exactly as it is
    LAYOUT = "layout"           # tables its schema version does not have: left as it is
    FOLDER = "folder"           # the data folder can not be made (a file is in the way)
    INSTANCE = "instance"       # another Bakudan is using the data and did not answer


class StoreError(Exception):
    """A read or write the database refused, with the fault behind it."""

    def __init__(self, fault: Fault, detail: str = "") -> None:
        super().__init__(detail or fault.value)
        self.fault = fault


#: SQLite's primary result codes (the low byte of an extended code)
_CODES = {3: Fault.READ_ONLY,      # SQLITE_PERM
          5: Fault.LOCKED,         # SQLITE_BUSY
          6: Fault.LOCKED,         # SQLITE_LOCKED
          8: Fault.READ_ONLY,      # SQLITE_READONLY (and _DIRECTORY, _DBMOVED ...)
          10: Fault.UNREADABLE,    # SQLITE_IOERR
          11: Fault.CORRUPT,       # SQLITE_CORRUPT
          13: Fault.FULL,          # SQLITE_FULL
          14: Fault.UNREADABLE,    # SQLITE_CANTOPEN
          26: Fault.CORRUPT}       # SQLITE_NOTADB

#: extended result codes whose primary code says less than they do
_EXTENDED = {4874: Fault.FULL}     # SQLITE_IOERR_SHMSIZE: the -shm file can not grow (a full disk)

#: SQLite's own messages, for errors raised without a code (older Pythons, tests)
_MESSAGES = (("disk is full", Fault.FULL), ("database is locked", Fault.LOCKED),
             ("table is locked", Fault.LOCKED), ("readonly database", Fault.READ_ONLY),
             ("malformed", Fault.CORRUPT), ("not a database", Fault.CORRUPT),
             ("unable to open", Fault.UNREADABLE), ("i/o error", Fault.UNREADABLE))

_ERRNOS = {errno.ENOSPC: Fault.FULL, errno.EACCES: Fault.READ_ONLY, errno.EPERM: Fault.READ_ONLY,
           errno.EROFS: Fault.READ_ONLY, errno.ENOTDIR: Fault.FOLDER, errno.EEXIST: Fault.FOLDER}


def classify(exc: BaseException) -> Fault:
    """The fault behind an exception from sqlite3 or the file system."""
    if isinstance(exc, StoreError):
        return exc.fault
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        if code in _EXTENDED:
            return _EXTENDED[code]
        if isinstance(code, int) and code & 0xFF in _CODES:
            return _CODES[code & 0xFF]
        text = str(exc).lower()
        return next((fault for words, fault in _MESSAGES if words in text), Fault.UNREADABLE)
    if isinstance(exc, OSError) and exc.errno is not None:
        return _ERRNOS.get(exc.errno, Fault.UNREADABLE)
    return Fault.UNREADABLE
