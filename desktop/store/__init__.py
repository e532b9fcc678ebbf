"""Everything Bakudan keeps between runs: SQLModel over SQLite in the data folder."""
from desktop.store.db import Store

__all__ = ["Store"]
