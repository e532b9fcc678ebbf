"""An upgrade as a player meets it (issue 15): Help > About shows the version; the
first start of a new version over an older one's data shows "What's new" once, in
the player's language, and never on a fresh install; a game saved by an earlier
release continues."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop import __version__
from desktop.release_notes import LAST_SEEN, RELEASES, UNRECORDED, notes_between, release, version_key
from desktop.store import Store
from desktop.store.db import SeatSpec
from tests.desktop.conftest import open_window as _open, restart

NOTES_DIR = Path(__file__).resolve().parents[2] / "desktop" / "release_notes"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "records"


def _old_store(folder: Path) -> Store:
    """The data folder as an earlier release left it (filled in by each test)."""
    folder.mkdir(parents=True, exist_ok=True)
    return Store(folder)


def _whats_new(window):
    return getattr(window, "whats_new", None)


def test_about_shows_the_version_and_the_data_folder(qtbot, window):
    window.actions["about"].trigger()
    box = window.findChild(QMessageBox, "aboutBox")
    qtbot.waitUntil(lambda: box is not None and box.isVisible(), timeout=3000)
    assert f"Bakudan {__version__}" in box.text()
    assert str(window.store.folder) in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not box.isVisible()


def test_a_fresh_install_shows_no_whats_new_but_remembers_the_version(qtbot, window):
    qtbot.wait(50)
    assert _whats_new(window) is None
    assert window.store.get(LAST_SEEN) == __version__


def test_the_first_start_over_older_data_shows_whats_new_once(qtbot, data_dir):
    old = _old_store(data_dir)                       # what 0.1.0 left: a setting and seats
    old.set("speed", "fast")
    old.remember_seats([SeatSpec("Aki", "human"), SeatSpec("Ben", "normal")])
    old.close()
    window = _open(qtbot)
    qtbot.waitUntil(lambda: _whats_new(window) is not None and _whats_new(window).isVisible(), timeout=3000)
    dialog = _whats_new(window)
    assert dialog.windowTitle() == "What's new in Bakudan"
    assert f"Bakudan {__version__}" in dialog.text.text()
    assert "Upgrades keep everything" in dialog.text.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.store.get("speed") == "fast"          # the old data is all there
    again = restart(qtbot, window)
    qtbot.wait(50)
    assert _whats_new(again) is None                      # once
    again.close()


def test_whats_new_speaks_the_players_language(qtbot, data_dir):
    old = _old_store(data_dir)
    old.set("language", "ja")
    old.set(LAST_SEEN, UNRECORDED)
    old.close()
    window = _open(qtbot)
    qtbot.waitUntil(lambda: _whats_new(window) is not None and _whats_new(window).isVisible(), timeout=3000)
    dialog = _whats_new(window)
    assert dialog.windowTitle() == "Bakudan の新機能"
    assert "アップデートしても何も失われません" in dialog.text.text()
    dialog.text.grab().save(str(data_dir / "whats_new_ja.png"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    window.apply_settings({"language": "en"})
    window.close()


def test_a_newer_version_seen_before_is_not_announced_again(qtbot, data_dir):
    """Going back to an older release (then forward again) shows nothing it has seen."""
    old = _old_store(data_dir)
    newer = ".".join(str(p) for p in (*version_key(__version__)[:-1], version_key(__version__)[-1] + 1))
    old.set(LAST_SEEN, newer)
    old.close()
    window = _open(qtbot)
    qtbot.wait(50)
    assert _whats_new(window) is None and window.store.get(LAST_SEEN) == newer
    window.close()


def test_a_game_saved_by_an_earlier_release_continues_in_the_window(qtbot, data_dir):
    fixture = json.loads((FIXTURES / "busters-m8-in-progress-walkie.json").read_text(encoding="utf-8"))
    record = fixture["record"]
    old = _old_store(data_dir)
    old.save_current("busters", [SeatSpec(s["name"], s["kind"]) for s in record["meta"]["seats"]],
                     json.dumps(record))
    old.close()
    window = _open(qtbot)
    assert window.home.resume_box.isVisible()
    qtbot.mouseClick(window.home.resume_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.session.game.id == "busters"
    assert len(window.session.record.actions) == fixture["expect"]["actions"]
    assert window.session.view(None).phase == "walkie"
    window.close()


def test_every_release_with_notes_is_listed_and_this_one_has_notes():
    """Cutting a release means writing its notes (docs/INSTALLERS.md)."""
    modules = sorted(p.stem for p in NOTES_DIR.glob("v*.py"))
    assert modules == sorted("v" + v.replace(".", "_") for v in RELEASES)
    assert list(RELEASES) == sorted(RELEASES, key=version_key)
    assert RELEASES[-1] == __version__
    for version in RELEASES:
        notes = release(version)
        assert notes.version == version and notes.notes
    assert [r.version for r in notes_between(UNRECORDED, __version__)] == \
        [v for v in reversed(RELEASES) if version_key(v) > version_key(UNRECORDED)]
