"""Missions 35 "No Link, Single Wire" (REF L1013-1028), 46 "Secret Agent" (REF
L1198-1210) and 48 "Lethal Wires 3" (REF L1228-1241)."""
from __future__ import annotations

import pytest

from engine.busters import GAME, marks
from engine.core.errors import IllegalAction
from engine.busters.inference import wire_distributions
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


# ---- 35 ------------------------------------------------------------------------------------
def test_35_each_stand_gets_a_blue_x_wire_at_its_far_right():
    # "give each bomb disposal expert 1 blue wire facedown per tile stand ... put on
    # the far right end of the stand ... Put a token X in front"
    for players in (2, 3, 5):
        s = GAME.new_game({"mission": 35, "players": players}, players)
        for st in s.stands():
            assert marks.X in st.slots[-1].marks and st.slots[-1].wire.colour == "blue"
            assert sum(marks.X in sl.marks for sl in st.slots) == 1


def test_35_x_wires_wait_for_the_four_yellow_wires_and_ignore_equipment():
    hands = [["1", "3.1", "4.1", "9"], ["1", "5.1", "6.1", "9"], ["2", "2"], ["7", "7"]]
    s = laid(35, hands, equipment=[8], ready=(8,))
    assert not any(a.startswith("dual 1.0.3") for a in legal(s, 0))   # X: not yet
    assert "dual 1.0.0 1" in legal(s, 0)
    assert all(not a.startswith("dual") or not a.endswith(" 9") for a in legal(s, 0))
    radar = GAME.apply(s, 3, "use radar 9")[-1]                     # X wires ignored
    assert all(not yes for _seat, _st, yes in radar.params["answers"])
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    act(s, 1, "dual 0.0.2 Y", "own 1.0.2")
    assert s.cut_count("Y") == 4
    s.active, s.phase = 0, "turn"                    # now X wires are cut normally
    assert "dual 1.0.3 9" in legal(s, 0)


def test_35_the_deduction_knows_x_wires_are_blue():
    s = GAME.new_game({"mission": 35, "players": 4}, 7)
    view = GAME.view(s, 0)
    xs = [(st.seat, st.index, len(st.slots) - 1) for st in view.stands if st.seat != 0]
    dists = wire_distributions(view)
    assert all(not any(t.endswith((".1", ".5")) for t in dists[a]) for a in xs)


# ---- 46 ------------------------------------------------------------------------------------
def test_46_sevens_are_cut_last_all_four_at_once():
    # "All the 7 wires ... must be cut last"; "When a bomb disposal expert has only 7s
    # left ... they must cut all (4) 7-wires at the same time."
    hands = [["7", "7"], ["3", "7"], ["3", "7"], ["5.1", "6.1"]]
    s = laid(46, hands, equipment=[])
    assert legal(s, 0) == {"special cut7"}                          # only 7s: forced
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, "dual 1.0.1 7")                            # not one at a time
    act(s, 0, "special cut7")
    assert {a for a in legal(s, 0)} >= {"special point 1.0.1", "special point 2.0.1"}
    act(s, 0, "special point 1.0.1", "special point 2.0.1")
    assert s.cut_count(7) == 4 and s.result is None and s.active == 1


def test_46_a_wrong_seven_explodes_and_an_early_seven_is_an_ordinary_failure():
    hands = [["7", "7"], ["3", "7"], ["3", "7"], ["5.1", "6.1"]]
    s = laid(46, hands)
    act(s, 0, "special cut7", "special point 1.0.0", "special point 2.0.1")
    assert GAME.outcome(s).key == "busters.outcome.failure"
    # "If a 7 wire is accidentally found earlier ... a usual failed action"
    s = laid(46, [["3", "5"], ["3", "7"], ["5", "7"], ["7", "7"]])
    assert not any(a.endswith(" 7") for a in legal(s, 0))
    act(s, 0, "dual 1.0.1 3")
    assert s.detonator == 3 and s.slot(1, 0, 1).tokens[0].text == "7"


# ---- 48 ------------------------------------------------------------------------------------
def test_48_yellow_wires_are_dealt_one_each_from_the_captain():
    # "deal them out clockwise and facedown, one to each bomb disposal expert starting
    # with the Captain. (With 2 ..., the Captain receives 2 and puts 1 on each stand.)"
    for seed in range(4):
        s = GAME.new_game({"mission": 48, "players": 5}, seed)
        assert [sum(w.value == "Y" for w in s.uncut_wires(p)) for p in range(5)] == [1, 1, 1, 0, 0]
        s = GAME.new_game({"mission": 48, "players": 2}, seed)
        assert [sum(sl.wire.value == "Y" for sl in st.slots) for st in s.hands[0]] == [1, 1]
        assert sum(w.value == "Y" for w in s.uncut_wires(1)) == 1


def test_48_the_three_yellow_wires_at_once_and_a_failure_tokens_them_all():
    hands = [["1", "2.1"], ["1", "3.1"], ["4.1", "6"], ["6", "8"]]
    s = laid(48, hands)
    assert not any(a.endswith(" Y") for a in legal(s, 0))           # not cut as usual
    act(s, 0, "special cut3y", "special point 0.0.1", "special point 1.0.1",
        "special point 2.0.0")
    assert s.cut_count("Y") == 3 and s.active == 1
    s = laid(48, hands)
    act(s, 0, "special cut3y", "special point 0.0.1", "special point 1.0.1",
        "special point 2.0.1")
    # "all the indicated wires receive an info token, but the detonator dial advances
    # only 1 space"
    assert s.detonator == 3
    assert [s.slot(*a).tokens[0].text for a in ((0, 0, 1), (1, 0, 1), (2, 0, 1))] == ["Y", "Y", "6"]


def test_48_anyone_may_try_with_4_or_5_players_and_a_red_one_explodes():
    hands = [["1", "6"], ["1", "3.1"], ["4.1", "6"], ["2.1", "3.5"]]
    s = laid(48, hands)
    assert "special cut3y" in legal(s, 0)                           # no yellow, 4 players
    act(s, 0, "special cut3y", "special point 1.0.1", "special point 2.0.0",
        "special point 3.0.1")
    assert GAME.outcome(s).key == "busters.outcome.red"             # R-BB98


def test_all_three_play_to_their_end_with_every_level():
    for mission in (35, 46, 48):
        bots_finish(mission)
