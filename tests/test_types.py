"""The engine and the store type-check clean: mypy with the settings of
pyproject.toml ([tool.mypy]: which packages, how strict). A type error is a test
failure carrying mypy's report."""
from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_engine_and_store_type_check() -> None:
    try:
        from mypy import api
    except ImportError:
        pytest.fail("mypy is not installed: `make test` installs it (the test extras "
                    "in pyproject.toml)", pytrace=False)
    cwd, collecting = os.getcwd(), gc.isenabled()
    os.chdir(ROOT)                  # mypy reads [tool.mypy] and its paths from here
    try:
        out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    finally:
        os.chdir(cwd)
        if not collecting:          # mypy's build turns Python's collector back on
            gc.disable()
    assert status == 0, f"mypy found type errors:\n{out}{err}"
