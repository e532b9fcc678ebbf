"""Golden records (tests/engine/golden.py): a seeded game of every mission 1-66 at
every player count it allows, written by an earlier release, replays with today's
engine to the same deal, the same legal actions at every step and the same outcome,
so a change that would turn a saved campaign game into another game fails here."""
from __future__ import annotations

import json

import pytest

from engine.busters import GAME
from tests.engine.golden import FOLDER, digest, path_of, play, replay_differences

MISSIONS = sorted({c["mission"] for c in GAME.conformance_configs()})


@pytest.mark.parametrize("mission", MISSIONS)
def test_every_golden_game_of_the_mission_replays_the_same(mission):
    data = json.loads(path_of(mission).read_text(encoding="utf-8"))
    counts = {c["players"] for c in GAME.conformance_configs() if c["mission"] == mission}
    assert {g["config"]["players"] for g in data["games"]} == counts
    for game in data["games"]:
        found = replay_differences(game)
        assert not found, f"mission {mission}, {game['config']['players']} players: {found}"


def test_every_mission_has_golden_games_and_nothing_else_is_there():
    assert sorted(p.name for p in FOLDER.glob("*.json")) == \
        sorted(path_of(m).name for m in MISSIONS)


def test_the_check_sees_a_changed_rule():
    # the comparison itself: another legal set, a changed deal, another end each fail
    game = play({"mission": 3, "players": 3}, 7)
    assert replay_differences(game) == []
    changed = dict(game, steps=[list(s) for s in game["steps"]])
    changed["steps"][5][2] = digest(["use nothing"])
    assert replay_differences(changed) == ["step 5: seat %d's legal actions differ (before %r)"
                                           % (changed["steps"][5][0], changed["steps"][5][1])]
    assert replay_differences(dict(game, deal=[[["1"]]])) == ["the deal differs"]
    assert replay_differences(dict(game, outcome=None))[0].startswith("the outcome differs")
