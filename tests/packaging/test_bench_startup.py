"""packaging/bench_startup.py --compare-bare and its `make bench` section."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from engine import bench_report

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("_bakudan_bench_startup", ROOT / "packaging" / "bench_startup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compare_bare_measures_bakudan_and_the_bare_window_from_source(tmp_path):
    result = _bench().compare_bare(1, tmp_path / "no-dist")
    source = result["source"]
    assert source["bakudan_cpu_ms"] > 0 and source["bare_cpu_ms"] > 0
    assert source["cpu_ratio"] == round(source["bakudan_cpu_ms"] / source["bare_cpu_ms"], 2)
    assert "bundle" not in result                       # nothing built in that folder


def test_the_bundle_is_found_in_each_systems_layout(tmp_path):
    bench = _bench()
    assert bench.bundle_command(tmp_path) is None
    for layout in ("Bakudan/bakudan", "Bakudan/Bakudan.exe", "Bakudan.app/Contents/MacOS/Bakudan"):
        dist = tmp_path / f"d-{len(layout)}"
        (dist / layout).parent.mkdir(parents=True)
        (dist / layout).write_bytes(b"")
        assert bench.bundle_command(dist) == [str(dist / layout)]


def test_the_start_up_section_of_make_bench_states_the_aims():
    section = next(s for s in bench_report.SECTIONS if s.heading == "Start-up")
    bench = section.benches[0]
    assert bench.command == "python packaging/bench_startup.py --compare-bare --runs 7 --json"
    row = {"command": "x", "bakudan_cpu_ms": 300, "bare_cpu_ms": 100, "cpu_ratio": 3.0,
           "bakudan_wall_ms": 1200, "bare_wall_ms": 150}
    text = bench_report.startup_table(section, [(bench, {
        "runs": 7, "platform": "offscreen", "cpu_cores": 2, "load_average": [0.5, 0.6],
        "source": row, "bundle": row})])
    assert "| source | 300 | 100 | 3.0 | 1200 | 150 | ratio <= 3: met |" in text
    assert "| bundle | 300 | 100 | 3.0 | 1200 | 150 | <= 1000 ms wall: not met |" in text
    assert "load average 0.5 before and 0.6 after" in text
