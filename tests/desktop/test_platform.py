"""What differs per system, checked on the system the suite runs on (the CI matrix
runs it on Linux, Windows and macOS: .github/workflows/release.yml). The bundled
Japanese font is checked in test_shell.py; the store's file locking by its own tests."""
from __future__ import annotations

import sys
from pathlib import Path

import appdirs
import pytest

from desktop.paths import data_dir
from desktop.store import Store


def test_the_data_folder_is_the_systems_per_user_folder(tmp_path, monkeypatch):
    """Never beside the program: ~/.local/share (XDG), %LOCALAPPDATA%, Application Support."""
    monkeypatch.delenv("BAKUDAN_DATA_DIR", raising=False)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
        expected = tmp_path / "xdg" / "Bakudan"
    elif sys.platform == "darwin":
        monkeypatch.setenv("HOME", str(tmp_path))
        expected = tmp_path / "Library" / "Application Support" / "Bakudan"
    elif sys.platform == "win32":
        # the shell's Local AppData folder (not roaming), then appauthor\appname
        expected = Path(appdirs.user_data_dir("Bakudan", "Bakudan"))
        assert expected.parts[-3:] == ("Local", "Bakudan", "Bakudan"), expected
    else:
        pytest.fail(f"no data-folder rule for {sys.platform}")
    folder = data_dir()
    assert folder == expected and folder.is_dir()


def test_a_data_folder_named_in_japanese_holds_the_database(tmp_path, monkeypatch):
    """Windows and macOS user names are often not ASCII: the path must still work."""
    monkeypatch.setenv("BAKUDAN_DATA_DIR", str(tmp_path / "ユーザー" / "爆弾"))
    store = Store()
    store.set("language", "ja")
    assert Store().get("language") == "ja"
    assert (tmp_path / "ユーザー" / "爆弾" / "bakudan.db").is_file()


def test_the_sound_backend_loads_where_the_system_provides_it(qapp):
    """QtMultimedia plays through the system's audio service: WASAPI on Windows and
    Core Audio on macOS come with the system, so sound must load there; on Linux it
    needs the PulseAudio client library (libpulse0, a Depends of the .deb), and
    without it the game stays silent rather than failing."""
    from desktop.widgets import sound
    board = sound.SoundBoard(enabled=True)
    if sys.platform in ("win32", "darwin"):
        assert sound.QSoundEffect is not None
    for name in sound.NAMES:
        board.play(name)                    # never raises, with or without a device
    if sound.QSoundEffect is not None:
        assert set(board._effects) == set(sound.NAMES)
        assert all(Path(e.source().toLocalFile()).is_file() for e in board._effects.values())
