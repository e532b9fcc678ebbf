"""engine.sim (bot tournaments) and engine.bench_report (docs/BENCHMARKS.md), on Bomu."""
from __future__ import annotations

import json

import pytest

from engine import bench_report, sim
from engine.bomu import GAME
from engine.core.game import Outcome

KEYS = {"game", "players", "games", "seed", "seats", "draws_all_out", "mean_rounds",
        "decision_ms_p50", "decision_ms_p95"}


def _figures(result):
    return {k: v for k, v in result.items() if not k.startswith("decision_ms")}


def test_sim_smoke_and_determinism():
    a = sim.run_competitive("bomu", 4, ["hard", "normal", "easy", "easy"], 20, 3)
    b = sim.run_competitive("bomu", 4, ["hard", "normal", "easy", "easy"], 20, 3)
    assert set(a) == KEYS
    assert _figures(a) == _figures(b)
    assert [row["bot"] for row in a["seats"]] == ["hard", "normal", "easy", "easy"]
    assert [row["seat"] for row in a["seats"]] == [0, 1, 2, 3]
    # Bomu has one winner or none
    assert sum(row["wins"] for row in a["seats"]) + a["draws_all_out"] == 20
    for row in a["seats"]:
        assert row["win_rate"] == pytest.approx(row["wins"] / 20)
    assert a["mean_rounds"] > 1
    assert 0 < a["decision_ms_p50"] <= a["decision_ms_p95"]
    c = sim.run_competitive("bomu", 4, ["hard", "normal", "easy", "easy"], 20, 4)
    assert _figures(c) != _figures(a)


def test_sim_rotates_the_seats(monkeypatch):
    """Entry i of the seat list sits at seat (i + g) % players in game g; wins are
    credited to the entry, not the seat."""
    seatings = []

    def fake_play(game_id, config, seed, bots, rngs, times):
        seatings.append([b.level for b in bots])
        times.append(0.001)
        return GAME.new_game(config, seed), Outcome(frozenset({0}), "test")

    monkeypatch.setattr(sim, "play_one", fake_play)
    r = sim.run_competitive("bomu", 3, ["hard", "normal", "easy"], 3, 1)
    assert seatings == [["hard", "normal", "easy"], ["easy", "hard", "normal"],
                        ["normal", "easy", "hard"]]
    assert [row["wins"] for row in r["seats"]] == [1, 1, 1]      # seat 0 always won
    assert r["mean_rounds"] == 1 and r["draws_all_out"] == 0


def test_sim_command_line_prints_one_json_object(capsys):
    code = sim.main(["bomu", "--players", "3", "--seats", "hard,normal,easy",
                     "--games", "4", "--seed", "1", "--json"])
    assert code == 0
    out = capsys.readouterr().out.strip()
    result = json.loads(out)
    assert set(result) == KEYS and "\n" not in out
    assert result["game"] == "bomu" and result["players"] == 3 and result["seed"] == 1
    assert [row["bot"] for row in result["seats"]] == ["hard", "normal", "easy"]


def test_sim_rejects_unknown_bots_and_seat_counts(capsys):
    assert sim.main(["bomu", "--players", "3", "--seats", "hard,genius,easy",
                     "--games", "1"]) == 2
    assert "genius" in capsys.readouterr().err
    assert sim.main(["bomu", "--players", "4", "--seats", "hard,easy", "--games", "1"]) == 2


def test_rounds_come_from_the_game_or_the_actions():
    s = GAME.new_game({"players": 2}, 1)
    s.round_no = 7
    assert sim.rounds_of(GAME, s, 99) == 7
    assert sim.rounds_of(object(), s, 99) == 99


def test_bench_report_replaces_only_its_section(tmp_path):
    doc = tmp_path / "BENCHMARKS.md"
    doc.write_text("# Benchmarks\n\nintro\n\n## Bomb Busters bots\n\nbusters table\n\n"
                   "## Bomb ぼむ！ bots\n\nold figures\n\n## Academy bots\n\nacademy\n",
                   encoding="utf-8")
    section = bench_report.SECTIONS[0]
    small = bench_report.Section(section.heading, section.intro,
                                 tuple(b for b in section.benches[:1]))
    body = bench_report.run_section(small, games=4, log=lambda line: None)
    text = bench_report.replace_section(doc.read_text(encoding="utf-8"), small.heading, body)
    assert "old figures" not in text
    assert "busters table" in text and "## Academy bots\n\nacademy\n" in text
    assert text.index("## Bomb Busters bots") < text.index("## Bomb ぼむ！ bots") \
        < text.index("## Academy bots")
    row = next(ln for ln in text.splitlines() if ln.startswith("| Hard vs 3 Normal"))
    assert ("`python -m engine.sim bomu --players 4 --seats hard,normal,normal,normal "
            "--games 4 --seed 1 --json`") in row
    # rewriting again changes nothing but the section
    again = bench_report.replace_section(text, small.heading, body)
    assert again == text


def test_bench_report_creates_the_file_and_appends_sections():
    text = bench_report.replace_section(bench_report.HEADER, "X bots", "## X bots\n\nrow\n")
    assert text.startswith("# Benchmarks") and text.endswith("## X bots\n\nrow\n")
    assert "\n\n## X bots" in text
    assert bench_report.replace_section("", "X", "## X\n") == "## X\n"


def test_bench_commands_are_the_briefs():
    commands = [b.command for b in bench_report.SECTIONS[0].benches]
    assert commands == [
        "python -m engine.sim bomu --players 4 --seats hard,normal,normal,normal "
        "--games 2000 --seed 1 --json",
        "python -m engine.sim bomu --players 4 --seats normal,easy,easy,easy "
        "--games 2000 --seed 1 --json",
        "python -m engine.sim bomu --players 4 --seats hard,easy,easy,easy "
        "--games 2000 --seed 1 --json",
    ]


def test_bench_report_main_keeps_what_others_wrote_meanwhile(tmp_path, monkeypatch):
    """The file is read after the section's games, so a section another game's
    report wrote in the meantime survives."""
    doc = tmp_path / "BENCHMARKS.md"
    doc.write_text("# Benchmarks\n\n## Other bots\n\nold\n", encoding="utf-8")

    def slow_run(section, games=None, log=print, cache=None):
        doc.write_text("# Benchmarks\n\n## Other bots\n\nnew\n", encoding="utf-8")
        return f"## {section.heading}\n\nfigures\n"

    monkeypatch.setattr(bench_report, "run_section", slow_run)
    assert bench_report.main(["--section", "Bomb ぼむ！ bots", "--output", str(doc)]) == 0
    text = doc.read_text(encoding="utf-8")
    assert "## Other bots\n\nnew\n" in text and "## Bomb ぼむ！ bots\n\nfigures\n" in text
