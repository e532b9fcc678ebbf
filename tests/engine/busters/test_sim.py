"""engine.sim busters (cooperative missions) and engine.bench busters-solver."""
from __future__ import annotations

import json

import pytest

from engine import bench, sim

KEYS = {"game", "mission", "players", "bots", "games", "seed", "wins", "win_rate",
        "win_rate_ci95", "losses", "mean_turns", "decision_ms_p50", "decision_ms_p95",
        "decision_ms_max", "outcomes"}


def _figures(r):
    return {k: v for k, v in r.items() if not k.startswith("decision_ms")}


def test_busters_sim_smoke_and_determinism():
    a = sim.run(["busters", "--mission", "1", "--players", "3", "--seats", "expert",
                 "--games", "4", "--seed", "2", "--json"])
    assert set(a) == KEYS
    assert a["game"] == "busters" and a["mission"] == 1 and a["players"] == 3
    assert a["bots"] == ["expert"] * 3
    assert a["wins"] + sum(a["losses"].values()) == 4
    assert a["win_rate"] == pytest.approx(a["wins"] / 4)
    assert len(a["outcomes"]) == 4 and a["outcomes"].count("W") == a["wins"]
    lo, hi = a["win_rate_ci95"]
    assert 0.0 <= lo <= a["win_rate"] <= hi <= 1.0
    assert a["mean_turns"] > 1
    b = sim.run_busters(1, 3, ["expert"], 4, 2)
    assert _figures(a) == _figures(b)
    json.dumps(a)


def test_busters_sim_mixed_seats_and_errors():
    r = sim.run_busters(2, 2, ["easy", "expert"], 2, 1)
    assert r["bots"] == ["easy", "expert"] and r["games"] == 2
    with pytest.raises(ValueError):
        sim.run_busters(1, 3, ["easy", "expert"], 1, 1)
    with pytest.raises(ValueError):
        sim.run_busters(1, 2, ["wizard"], 1, 1)
    # "random" plays uniformly random legal actions (fuzzing) in every game
    fuzz = sim.run_busters(3, 2, ["random"], 3, 1)
    assert fuzz["bots"] == ["random", "random"] and fuzz["games"] == 3


def test_busters_sim_cli(capsys):
    assert sim.main(["busters", "--mission", "1", "--players", "2", "--games", "2",
                     "--seats", "normal", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2


@pytest.mark.slow
def test_solver_bench_prints_its_figures(capsys):
    assert bench.main(["busters-solver", "--json", "--repeat", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["positions"] > 0 and out["p50_ms"] <= out["p95_ms"] <= out["max_ms"]


@pytest.mark.slow
def test_expert_team_wins_the_early_missions():
    for mission in (1, 2):
        r = sim.run_busters(mission, 4, ["expert"], 40, 7)
        assert r["win_rate"] >= 0.9, r
    easy = sim.run_busters(8, 4, ["easy"], 30, 7)["win_rate"]
    expert = sim.run_busters(8, 4, ["expert"], 30, 7)["win_rate"]
    assert expert > easy


def test_solver_bench_per_mission_prints_one_row_a_mission(capsys):
    """Every seat's view at set-up and at the first turn (5 players, seed 1): ten
    positions a mission."""
    assert bench.main(["busters-solver-missions", "--missions", "1-2", "--seeds", "1",
                       "--repeat", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["mission"] for r in rows] == [1, 2]
    assert all(r["positions"] == 10 and r["p50_ms"] <= r["p95_ms"] <= r["max_ms"] for r in rows)
    assert bench._span("30-32,41") == [30, 31, 32, 41]
