"""A disk that is full when Bakudan starts (issue 25, item 2), on a real file system
(a small tmpfs filled to its last byte), not a refused write: SQLite can not even grow
its shared-memory file then (SQLITE_IOERR_SHMSIZE), which was told as a read-only
folder, and the session's play was never saved, even after space was freed."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt

from desktop.store import Store
from desktop.store.faults import Fault
from tests.desktop.conftest import open_window, play_turn, start
from tests.desktop.store_helpers import real_full_disk  # noqa: F401


def saved_actions(folder: Path, immutable: bool = False) -> int:
    """The longest game in progress in the file itself (immutable: the disk is too
    full for SQLite's shared memory, and the file has no log to read)."""
    options = "mode=ro&immutable=1" if immutable else "mode=ro"
    con = sqlite3.connect(f"{(folder / 'bakudan.db').absolute().as_uri()}?{options}", uri=True)
    try:
        rows = con.execute("SELECT record_json FROM savedgame").fetchall()
    finally:
        con.close()
    return max((len(json.loads(r[0])["actions"]) for r in rows), default=-1)


def test_a_store_opened_on_a_full_disk_reads_and_writes_once_there_is_room(real_full_disk):
    folder = real_full_disk.where / "data"
    first = Store(folder)
    first.set("language", "ja")
    first.close()
    real_full_disk.fill()
    store = Store(folder)
    health = store.health()
    assert health.on_disk and health.reason is Fault.FULL         # not "read-only", not "session only"
    assert store.get("language") == "ja"                           # what was saved reads
    store.set("speed", "fast")
    assert store.get("speed") == "fast" and store.health().waiting == 1
    assert not store.retry()                                        # still full: it waits
    real_full_disk.free()
    assert store.retry() and store.health().fine
    store.close()
    again = Store(folder)
    assert again.get("speed") == "fast" and again.get("language") == "ja"
    again.close()


def test_play_on_a_disk_full_at_start_up_is_kept_once_space_returns(qtbot, real_full_disk):
    folder = real_full_disk.where / "data"
    win = open_window(qtbot)
    table = start(win, [("Aki", "human"), ("Bot", "easy")], seed=11)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
    assert play_turn(qtbot, table)
    before = len(table.session.record.actions)           # each action is autosaved
    win.close()
    # a clean exit leaves no shared-memory file: SQLite must make one to read again
    assert sorted(p.name for p in folder.iterdir()) == ["bakudan.db"]
    real_full_disk.fill()
    win = open_window(qtbot)
    bar = win.storage_bar
    assert bar.isVisible() and "disk is full" in bar.text.text()
    assert getattr(win, "store_notice", None) is None or not win.store_notice.isVisible()
    qtbot.mouseClick(win.home.resume_button, Qt.MouseButton.LeftButton)   # Continue reads the game
    table = win.table
    assert len(table.session.record.actions) == before
    for _ in range(2):
        qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
        assert play_turn(qtbot, table)
    played = len(table.session.record.actions)
    assert played > before and saved_actions(folder, immutable=True) == before     # held in memory meanwhile
    real_full_disk.free()
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)           # "Try again"
    assert not bar.isVisible()
    assert saved_actions(folder) == played
    win.close()
