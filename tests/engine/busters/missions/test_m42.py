"""Mission 42 "Time to Run Away and Join The Circus..." (REF L1131-1142) and ruling
R-BB180 (the app's script for the sound file)."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions.components import Stage
from tests.engine.busters.helpers import act
from tests.engine.busters.missions.helpers import bots_finish, laid

#: each seat shares a value with the next: two rounds of sure cuts, and 9s left after
HANDS = [["1", "4", "5", "8", "9"], ["1", "2", "5", "6", "9"], ["2", "3", "6", "7"],
         ["3", "4", "7", "8"]]
ROUND_1 = [("dual 2.0.0 2", "own 1.0.1"), ("dual 3.0.0 3", "own 2.0.1"),
           ("dual 0.0.1 4", "own 3.0.1")]
ROUND_2 = [("dual 1.0.2 5", "own 0.0.2"), ("dual 2.0.2 6", "own 1.0.3"),
           ("dual 3.0.2 7", "own 2.0.3"), ("dual 0.0.3 8", "own 3.0.3")]


def test_setup_one_of_three_red_four_yellow():
    # "x1 out of 3 red wire. x4 yellow wires."
    g = GAME.new_game({"mission": 42, "players": 4}, 2)
    wires = [w for p in range(4) for w in g.uncut_wires(p)]
    assert sum(w.value == "R" for w in wires) == 1 and sum(w.value == "Y" for w in wires) == 4


def test_no_act_in_the_first_round_then_the_tightrope_doubles_a_failure():
    # R-BB180: the first act opens round 2; until the next act a failure costs 2
    s = laid(42, HANDS)
    s.detonator = 5
    act(s, 0, "dual 1.0.0 4")                  # 1.0.0 is a 1: a failure costs 1
    assert s.detonator == 4 and not s.mission_data["act"]
    for seat, moves in zip((1, 2, 3), ROUND_1):
        act(s, seat, *moves)
    assert s.mission_data["act"] == "tightrope" and s.active == 0
    assert any(isinstance(c, Stage) and c.id == "act_tightrope" for c in GAME.view(s, 2).mission_info)
    act(s, 0, "dual 1.0.2 8")                  # 1.0.2 is a 5: now it costs 2
    assert s.detonator == 2


def test_the_strongman_pushes_the_dial_back_then_the_trapeze_moves_the_captain():
    s = laid(42, HANDS)
    s.mission_data["acts"] = 1                 # the next act is the strongman
    s.detonator = 2
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    for seat, moves in zip((1, 2, 3), ROUND_1):
        act(s, seat, *moves)
    assert s.mission_data["act"] == "strongman" and s.detonator == 3
    for seat, moves in zip(range(4), ROUND_2):
        act(s, seat, *moves)
    # the trapeze: the Captain card flies to seat 1, who starts; seat 0's turn is skipped
    assert s.mission_data["act"] == "trapeze" and s.captain == 1 and s.active == 1


def test_every_bot_level_finishes():
    bots_finish(42)
