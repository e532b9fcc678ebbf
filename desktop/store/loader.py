"""The ORM is loaded off the first window's path: SQLAlchemy, SQLModel and pydantic
are most of the CPU a start would spend before its first window. The first window
reads what it needs with plain sqlite3 (peek.py); after its first paint the window
asks for the ORM on a worker thread (Store.start), and anything that needs it
sooner imports it at once (waiting for the worker if it is importing it already:
Python's import lock)."""
from __future__ import annotations

import threading
from types import ModuleType

_loaded = threading.Event()


def load() -> ModuleType:
    """desktop.store.orm, imported now if nothing has imported it yet."""
    from desktop.store import orm
    _loaded.set()
    return orm


def loaded() -> bool:
    return _loaded.is_set()
