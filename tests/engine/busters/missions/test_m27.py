"""Mission 27 "Playing with Wire" (REF L881-895) and ruling R-BB166."""
from __future__ import annotations

import random

from engine.busters import GAME, marks
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3.1", "5"], ["2", "4.1", "5", "5"], ["3", "7", "9"], ["3", "7", "9"]]
LINE = {"line": [5, 9, 11, 7]}


def test_no_double_detector_and_no_batteries():
    s = GAME.new_game({"mission": 27, "players": 4}, 2)
    assert all(ch.used for ch in s.characters)
    assert all(c.number != 7 for c in s.equipment)


def test_after_the_first_2_yellow_wires_each_takes_a_token_from_the_line():
    # "As soon as the first 2 yellow wires are cut: 1. Randomly take the same number of
    # info tokens as there are bomb disposal experts ... 2. Starting first with the
    # Captain ... each ... chooses 1 of these tokens and puts it in front of their hand
    # correctly (or ... next to their tile stand, faceup and visible)."
    s = laid(27, HANDS, mission_part=LINE)
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    assert s.mission_data["line"] == [5, 9, 11, 7] and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special take 5", "special take 7", "special take 9", "special take 11"}
    act(s, 0, "special take 5")                     # one 5 left in 0's hand: placed at once
    assert [t.value for t in s.slot(0, 0, 2).tokens] == [5]
    act(s, 1, "special take 11")                    # none: beside the stand, "-11"
    assert [(t.kind, t.value) for t in s.hands[1][0].beside] == [(marks.HOLDS_NONE, 11)]
    act(s, 2, "special take 7")
    act(s, 3, "special take 9")
    assert s.phase == "turn" and s.active == 1      # the turn of the cut ends as usual


def test_with_several_wires_of_the_value_the_player_chooses_one():
    s = laid(27, HANDS, mission_part={"line": [5, 5, 9, 7]})
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    act(s, 0, "special take 9")
    act(s, 1, "special take 5")
    assert legal(s, 1) == {"special place 1.0.2", "special place 1.0.3"}
    act(s, 1, "special place 1.0.3")
    assert [t.value for t in s.slot(1, 0, 3).tokens] == [5]


def test_the_bot_takes_a_token_of_a_value_it_holds():
    s = laid(27, HANDS, mission_part={"line": [11, 9, 5, 12]})
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special take 5"


def test_bots_play_it_to_an_end():
    bots_finish(27)
