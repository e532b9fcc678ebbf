"""Mission 23 "Defusing in Fordwich" (REF L825-840) and ruling R-BB165."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "5", "7"], ["3", "5", "7"]]
PART = {"noble": [5], "equipment": [1, 3, 6, 8, 9, 11, 12]}


def test_no_equipment_on_the_board_but_a_deck_of_7_and_a_number_card():
    s = GAME.new_game({"mission": 23, "players": 4}, 4)
    assert s.equipment == [] and len(s.mission_data["_deck"]) == 7
    assert len(set(s.mission_data["_deck"])) == 7
    assert "_deck" not in GAME.view(s, 0).mission_public


def test_the_value_is_cut_only_by_the_special_action_and_a_wrong_wire_explodes():
    s = laid(23, HANDS, mission_part=PART)
    assert illegal(s, 0, "dual 1.0.1 5") and "special noble" in legal(s, 0)
    act(s, 0, "special noble", "special point 1.0.1", "special point 2.0.1", "special point 3.0.0")
    assert GAME.outcome(s).key == "busters.outcome.failure"            # 3.0.0 is a 3


def test_each_round_discards_the_top_card_until_then_then_all_come_up_usable():
    # "at the end of each round (before the Captain's turn) discard the top card of the
    # equipment deck"; "all cards remaining ... are immediately usable"
    s = laid(23, HANDS, mission_part=PART)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.2 9", "own 1.0.2")
    act(s, 2, "dual 3.0.0 3", "own 2.0.0")
    act(s, 3, "dual 2.0.2 7", "own 3.0.2")                              # round over
    assert s.mission_data["out"] == [1] and len(s.mission_data["_deck"]) == 6
    act(s, 0, "special noble", "special point 1.0.1", "special point 2.0.1", "special point 3.0.1")
    assert s.mission_data["done"] and s.mission_data["_deck"] == []
    assert [(c.number, c.status) for c in s.equipment] == \
        [(n, "ready") for n in (3, 6, 8, 9, 11, 12)]
    assert any(e.key == "busters.m23.equipment" for e in s.log)


def test_the_bot_declares_only_when_sure():
    s = laid(23, HANDS, mission_part=PART)
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) != "special noble"


def test_bots_play_it_to_an_end():
    bots_finish(23)
