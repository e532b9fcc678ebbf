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


@pytest.hookimpl(trylast=True)          # after `-m` has left out the slow tests
def pytest_collection_modifyitems(config, items):
    """With workers (pytest-xdist's worksteal), the long tests start first.

    Worksteal hands each worker an equal run of the collection, then moves the tail of
    the longest queue to a worker that runs dry. A long test late in its run was the
    last thing running while the other workers had nothing left to take. Each
    worker's run now starts with its long tests (`@pytest.mark.long(seconds)`), shared
    out so that their seconds even out. A module's long tests stay together, since
    they share a module fixture (the bundle is built once per worker)."""
    workers = getattr(config, "workerinput", {}).get("workercount")
    if not workers or workers < 2:
        return
    groups: dict[str, list] = {}
    rest = []
    for item in items:
        mark = item.get_closest_marker("long")
        if mark is None:
            rest.append(item)
        else:
            groups.setdefault(item.nodeid.split("::")[0], []).append(item)

    def seconds(group: list) -> float:
        own = [m for i in group for m in i.own_markers if m.name == "long"]
        if not own:                             # one figure for the whole module
            return float(group[0].get_closest_marker("long").args[0])
        return float(sum(m.args[0] for m in own))

    load = [0.0] * workers
    heads: list[list] = [[] for _ in range(workers)]
    for group in sorted(groups.values(), key=seconds, reverse=True):
        w = load.index(min(load))
        heads[w] += group
        load[w] += seconds(group)
    # the shares worksteal cuts the collection into, in order
    left, sizes = len(items), []
    for k in range(workers, 0, -1):
        sizes.append(left // k)
        left -= sizes[-1]
    order, rest_at = [], 0
    for w in range(workers):
        share = heads[w] + rest[rest_at:rest_at + max(0, sizes[w] - len(heads[w]))]
        rest_at += len(share) - len(heads[w])
        order += share
    order += rest[rest_at:]
    items[:] = order


@pytest.fixture(autouse=True)
def _collect_between_tests():
    """The app collects Python's cycles on the GUI thread's timer (widgets/lifetime.py);
    a test that runs no event loop still gets its garbage collected when it ends."""
    yield
    lifetime = sys.modules.get("desktop.widgets.lifetime")
    if lifetime is not None:
        lifetime.collect_due()
