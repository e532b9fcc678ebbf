"""Mission 63 "It is Positively Titanic" (REF L1478-1501) and ruling R-BB170."""
from __future__ import annotations

from engine.busters import GAME
from tests.engine.busters.helpers import act, illegal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "9"], ["2", "7", "9"], ["3", "7"], ["3", "7", "9", "9"]]


def test_the_captain_takes_the_oxygen():
    for players, n in ((2, 14), (3, 18), (4, 24), (5, 30)):
        assert GAME.new_game({"mission": 63, "players": players}, 1).mission_data["oxygen"] == n


def test_a_cut_pays_its_value_the_rest_passes_left_and_comes_back_each_round():
    # "must put as many Oxygen tokens in the reserve as the value of the indicated
    # wires"; "If a bomb disposal expert cannot play because they do not have enough
    # Oxygen tokens, they skip their turn, and the detonator dial advances 1 space";
    # "After each round, the Captain begins their turn by taking all Oxygen tokens from
    # the reserve."
    s = laid(63, HANDS)
    s.mission_data["oxygen"] = 12
    dial = s.detonator
    act(s, 0, "dual 1.0.2 9", "own 0.0.1")
    assert s.mission_data == {"oxygen": 3, "reserve": 9}
    assert illegal(s, 1, "dual 2.0.1 7")                       # 7 > 3 tokens
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")                     # 1 token left
    skipped = [e.params["seat"] for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped == [2, 3] and s.detonator == dial - 2      # neither can pay a 3 or 7
    assert s.mission_data == {"oxygen": 12, "reserve": 0}
    assert s.active == 1                                       # seat 0 has no wire left


def test_bots_play_it_to_an_end():
    bots_finish(63)
