"""The GUI fuzz run (tests/desktop/gui_fuzz.py): all three games in hot-seat, random
clicks through the real controls and the table, keys, language switches, resizes,
speed changes, home and continue, and a close in the middle of it all. It must end
with no Qt warning, no Python exception in a slot and no crash; it runs in its own
process so that a native crash fails the test instead of ending the test run.

`make test` runs a short run; `make test-slow` long ones (BAKUDAN_FUZZ_SECONDS each,
600 by default)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def fuzz(seconds: float, seed: int) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("BAKUDAN_DATA_DIR", None)
    done = subprocess.run([sys.executable, "-m", "tests.desktop.gui_fuzz", "--seconds",
                           str(seconds), "--seed", str(seed)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=seconds + 180)
    assert done.returncode == 0, (f"exit status {done.returncode}", done.stdout[-4000:],
                                  done.stderr[-4000:])
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["warnings"] == [] and result["errors"] == []
    assert result["held"] == 0               # nothing kept alive once its animation is gone
    done_ = result["done"]
    assert all(result["started"][g] > 0 for g in ("bomu", "academy", "busters")), result
    assert done_.get("language", 0) > 0 and done_.get("resize", 0) > 0, result
    assert done_.get("table click", 0) > 0 and done_.get("button", 0) > 0, result
    assert result["moves"] > 0, result
    return result


@pytest.mark.long(40)
def test_a_short_gui_fuzz_run_ends_clean():
    fuzz(40, seed=7)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [101, 202, 303])
def test_a_long_gui_fuzz_run_ends_clean(seed):
    result = fuzz(float(os.environ.get("BAKUDAN_FUZZ_SECONDS", "600")), seed)
    assert sum(result["finished"].values()) > 0, result
