"""Mission 47 "Calculate the Odds" (REF L1203-1218) and ruling R-BB107."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.missions.m47 import calcs
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "7", "12"], ["2", "7", "9"], ["9", "12", "3"], ["3", "4", "4"]]


def test_the_12_cards_lie_face_up_and_no_x_ray():
    s = GAME.new_game({"mission": 47, "players": 4}, 5)
    assert s.mission_data["cards"] == list(range(1, 13))
    assert all(c.number != 10 for c in s.equipment)
    two = GAME.new_game({"mission": 47, "players": 2}, 5)
    assert sum(c == "red" for c, _v, _q in two.markers) == 3


def test_no_cut_before_two_cards_are_chosen():
    # "To cut a wire, a bomb disposal expert must choose 2 available Number cards"
    s = laid(47, HANDS)
    assert not any(a.startswith(("dual", "solo")) for a in legal(s, 0))
    assert illegal(s, 0, "dual 1.0.0 2")
    # only pairs that make a value the player holds (R-BB107): 2, 7 or 12
    offered = {a.split()[-1] for a in legal(s, 0) if a.startswith("special calc")}
    assert offered == {t for t, (_a, _b, v) in calcs(list(range(1, 13))).items() if v in (2, 7, 12)}


def test_the_sum_or_difference_is_the_value_to_cut_and_the_cards_are_discarded():
    # "Examples: 3 and 9 to cut a (3 + 9 =) 12. 10 and 3 to cut a (10 - 3 =) 7."
    s = laid(47, HANDS)
    act(s, 0, "special calc 3+9")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"12"}
    act(s, 0, "dual 2.0.1 12", "own 0.0.2")
    assert 3 not in s.mission_data["cards"] and 9 not in s.mission_data["cards"]
    act(s, 1, "special calc 8-1", "dual 0.0.1 7", "own 1.0.1")
    assert sorted(s.mission_data["cards"]) == [2, 4, 5, 6, 7, 10, 11, 12]


def test_the_cards_are_discarded_even_when_the_cut_fails():
    s = laid(47, HANDS)
    act(s, 0, "special calc 5+7", "dual 1.0.2 12")          # a 9: fails
    assert s.detonator == 3 and 5 not in s.mission_data["cards"]


def test_not_cutting_advances_the_detonator():
    # "If a bomb disposal expert cannot (or does not want to play), advance the
    # detonator dial 1 space."
    s = laid(47, HANDS)
    dial = s.detonator
    act(s, 0, "special pass")
    assert s.detonator == dial - 1 and s.active == 1


def test_when_no_card_is_left_all_12_are_spread_again():
    # "When no more cards are available, take all 12 cards and spread them out again."
    s = laid(47, HANDS)
    s.mission_data["cards"] = [3, 9]
    act(s, 0, "special calc 3+9", "dual 2.0.1 12", "own 0.0.2")
    assert s.mission_data["cards"] == list(range(1, 13))
    assert any(e.key == "busters.m47.spread" for e in s.log)


def test_cards_that_can_make_no_value_still_to_cut_are_spread_again():
    # R-BB107: 6 and 12 make only 6 (and 18); with no 6 left to cut they are not
    # "available", so all 12 are spread again; with a 6 still uncut they stay
    for hands, spread in (([["2", "12"], ["2", "5"], ["12", "5"], ["5", "5"]], True),
                          ([["2", "12"], ["2", "6"], ["12", "6"], ["5", "5"]], False)):
        s = laid(47, hands)
        s.mission_data["cards"] = [1, 6, 11, 12]
        act(s, 0, "special calc 1+11", "dual 2.0.0 12", "own 0.0.1")
        assert s.mission_data["cards"] == (list(range(1, 13)) if spread else [6, 12])


def test_revealing_red_wires_needs_no_card():
    s = laid(47, [["2.5"], ["2", "7"], ["2", "7"], ["3", "3"]])
    assert "reveal" in legal(s, 0)


def test_the_bot_takes_the_cards_for_a_sure_cut_keeping_the_most_useful_cards():
    # seat 0 holds both 4s in play: a Solo Cut of 4 is sure; 1+3 and 5-1 both make 4,
    # and 5-1 leaves 3 and 8 (which make 5 and 11) where 1+3 leaves 5 and 8 (only 3)
    s = laid(47, [["4", "4", "9"], ["2", "9", "11"], ["9", "12", "3"], ["3", "9", "10"]])
    s.mission_data["cards"] = [1, 3, 5, 8]
    bot = BOTS["expert"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special calc 5-1"
    act(s, 0, str(a))
    assert str(bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))) == "solo 4"


def test_bots_play_it_to_an_end():
    bots_finish(47)


def test_giving_up_after_choosing_keeps_the_cards():
    # R-BB107: the cards are discarded by a cut; "Do not cut" leaves them
    s = laid(47, HANDS)
    act(s, 0, "special calc 3+9", "special pass")
    assert 3 in s.mission_data["cards"] and s.active == 1 and s.mission_data["target"] is None
