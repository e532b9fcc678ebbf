"""What's new: a few lines per release, shown once after an upgrade.

One module per release, `v<major>_<minor>_<patch>.py`, holding VERSION and NOTES (the
lines, marked for translation with QT_TRANSLATE_NOOP under the context "WhatsNew", so
the Japanese is in i18n/bakudan_ja.ts like every other text). List it in RELEASES.

The version last seen is kept in the store's settings (LAST_SEEN). The first start of
a newer version over an older one's data shows the notes of every release since; a
fresh install shows none. Release 0.1.0 kept no LAST_SEEN: data without it, but with
a game, a remembered seat or a setting, is 0.1.0's.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

#: every release with notes, oldest first (a module v<version with underscores> each)
RELEASES = ("0.2.0",)
#: the setting holding the last version whose first start was seen
LAST_SEEN = "last_seen_version"
#: the release before LAST_SEEN was kept
UNRECORDED = "0.1.0"
#: settings 0.1.0 wrote when a player changed them (desktop/shell/main_window.py)
_OLD_SETTINGS = ("language", "speed", "reduce_motion", "sound")


@dataclass(frozen=True)
class Release:
    version: str
    notes: tuple[str, ...]           # untranslated source texts (context "WhatsNew")


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def release(version: str) -> Release:
    module = importlib.import_module(f"{__name__}.v{version.replace('.', '_')}")
    return Release(module.VERSION, tuple(module.NOTES))


def notes_between(seen: str, current: str) -> list[Release]:
    """The releases after `seen` up to `current`, newest first."""
    wanted = [v for v in RELEASES if version_key(seen) < version_key(v) <= version_key(current)]
    return [release(v) for v in sorted(wanted, key=version_key, reverse=True)]


def has_player_data(store: Any) -> bool:
    """Whether the store holds anything a player made (so it is not a fresh install)."""
    return bool(store.load_current() or store.stats() or store.seat_specs()
                or any(store.get(key, "") for key in _OLD_SETTINGS))


def take_unseen(store: Any, current: str) -> list[Release]:
    """The notes this start should show, newest first; remembers `current` as seen, so
    they show once. A fresh install is only remembered."""
    seen = store.get(LAST_SEEN, "")
    if not seen:
        seen = UNRECORDED if has_player_data(store) else current
    if version_key(seen) >= version_key(current):
        if seen != store.get(LAST_SEEN, ""):
            store.set(LAST_SEEN, current)
        return []
    store.set(LAST_SEEN, current)
    return notes_between(seen, current)
