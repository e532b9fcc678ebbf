"""The few settings the first window needs (its language), read before the store is
opened: one read-only query with the standard library, which never writes, never
waits and never fails (the defaults stand in)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from desktop.store.schema import DB_NAME


def first_paint_settings(folder: Path, keys: tuple[str, ...] = ("language",)) -> dict[str, str]:
    path = folder / DB_NAME
    try:
        if not path.is_file():
            return {}
        for options in ("mode=ro", "mode=ro&immutable=1"):      # immutable: a read-only folder
            try:
                con = sqlite3.connect(f"{path.absolute().as_uri()}?{options}", uri=True, timeout=0)
            except sqlite3.Error:
                continue
            try:
                marks = ", ".join("?" * len(keys))
                rows = con.execute(f'SELECT "key", value FROM setting WHERE "key" IN ({marks})', keys).fetchall()
                return {k: v for k, v in rows if isinstance(k, str) and isinstance(v, str)}
            except sqlite3.Error:
                continue
            finally:
                con.close()
    except OSError:
        pass
    return {}
