"""The version the app shows (About dialog, --version, the installers) is pyproject's."""
from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import desktop
from desktop.version import __version__

ROOT = Path(__file__).resolve().parents[2]


def test_version_matches_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert __version__ == project["version"]
    assert desktop.__version__ == __version__


def test_version_flag():
    result = subprocess.run([sys.executable, "-m", "desktop.app", "--version"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == __version__


def test_inno_setup_script_takes_the_version_from_the_build():
    iss = (ROOT / "packaging" / "windows" / "bakudan.iss").read_text(encoding="utf-8")
    assert "Bakudan-Setup-{#AppVersion}" in iss
    assert "#ifndef AppVersion\n  #error" in iss          # no second copy of the version
