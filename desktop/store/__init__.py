"""Everything Bakudan keeps between runs: one SQLite file in the data folder, read and
written with the standard library's sqlite3 (docs/ARCHITECTURE.md, "The store")."""
from desktop.store.db import Store

__all__ = ["Store"]
