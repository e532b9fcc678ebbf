"""Everything Bakudan keeps between runs: one SQLite file in the data folder, opened,
upgraded and salvaged with the standard library's sqlite3, read and written through
the SQLModel tables of tables.py (docs/ARCHITECTURE.md, "The store")."""
from desktop.store.db import Store

__all__ = ["Store"]
