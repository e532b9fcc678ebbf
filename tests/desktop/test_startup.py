"""Fast start (issue 15): the first window shows the home page and imports no game's
engine, bots, solver or table; they come when a game is set up or opened."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

ROOT = Path(__file__).resolve().parents[2]


def _report(tmp_path, *flags: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(BAKUDAN_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "desktop.app", *flags], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_first_window_imports_no_game(tmp_path):
    report = _report(tmp_path, "--startup-report")
    assert report["window_title"] == "Bakudan"
    assert report["game_modules"] == []
    assert report["cpu_ms"] > 0


def test_the_bare_window_baseline_reports_its_cpu_time(tmp_path):
    report = _report(tmp_path, "--bare-window-report")
    assert report["bare"] is True and report["cpu_ms"] > 0
    assert not (tmp_path / "data").exists()          # nothing of Bakudan ran


def test_the_campaign_page_is_built_when_first_opened(qtbot, window):
    """Built on demand, it still opens from the home page's button like any page."""
    assert window._campaign is None
    qtbot.mouseClick(window.home.campaign_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.campaign
    page = window.campaign
    window.show_home()
    window.show_campaign()
    assert window.campaign is page                    # one page, built once
