import os
import sys
from pathlib import Path

import pytest

# Qt aborts without a display unless told to render offscreen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def pytest_addoption(parser):
    parser.addoption("--cpu-report", metavar="FILE",
                     help="write each test's CPU seconds to FILE.<worker> (tests/cpu_report.py)")


def pytest_configure(config):
    if config.getoption("--cpu-report"):
        from tests.cpu_report import CpuReport
        config.pluginmanager.register(CpuReport(config.getoption("--cpu-report")), "cpu-report")


@pytest.fixture(autouse=True)
def _collect_between_tests():
    """The app collects Python's cycles on the GUI thread's timer (widgets/lifetime.py);
    a test that runs no event loop still gets its garbage collected when it ends."""
    yield
    lifetime = sys.modules.get("desktop.widgets.lifetime")
    if lifetime is not None:
        lifetime.collect_due()
