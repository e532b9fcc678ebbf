"""Where things live: bundled resources (beside the code or inside a PyInstaller
bundle) and the user's data folder (never beside the binary)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import appdirs


def resource_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def assets() -> Path:
    return resource_root() / "assets"


def i18n_dir() -> Path:
    return resource_root() / "i18n"


def data_dir() -> Path:
    """BAKUDAN_DATA_DIR (tests, portable use) or the per-user data folder, made if it
    can be (when it can not, the store says why and the session runs in memory)."""
    path = Path(os.environ.get("BAKUDAN_DATA_DIR") or appdirs.user_data_dir("Bakudan", "Bakudan"))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path
