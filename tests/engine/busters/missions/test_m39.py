"""Mission 39 "The 4 Noble Wires" (REF L1074-1093) and ruling R-BB108."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["5", "7", "9"], ["5", "7", "9"]]
PART = {"noble": [5], "deck": [1, 3, 4, 6, 8, 10, 11, 12]}


def test_no_equipment_a_noble_card_a_deck_of_8_and_random_tokens():
    # "Do not put the Equipment cards on the board"; "Randomly take 8 Number cards
    # facedown and create a deck"; "everyone takes 1 [info token] at random"
    s = GAME.new_game({"mission": 39, "players": 4}, 7)
    data = s.mission_data
    assert s.equipment == []
    assert len(data["_deck"]) == 8 and data["noble"] not in data["_deck"]
    assert len(data["_unused"]) == 3
    while s.phase == "characters":
        act(s, s.active, "character keep")
    while s.phase == "setup_info":                           # placed where it fits
        act(s, s.active, str(GAME.legal_actions(s, s.active)[0]))
    drawn = [e for e in s.log if e.key == "busters.info.drawn"]
    assert len(drawn) == 4 and all(isinstance(e.params["value"], int) for e in drawn)


def test_the_noble_value_is_cut_only_by_the_special_action():
    # "The 4 wires whose value matches the faceup Number card must be cut at the same
    # time."
    s = laid(39, HANDS, mission_part=PART)
    assert not any(a.endswith(" 5") for a in legal(s, 0) if a.startswith(("dual", "solo")))
    assert illegal(s, 0, "dual 1.0.1 5")
    assert "special noble" in legal(s, 0)


def test_the_special_action_points_at_all_four_even_without_one_in_hand():
    # "even if you don't have any of these wires in your hand"; own ones are known
    s = laid(39, [["2", "9"], ["2", "5", "9"], ["5", "7", "9"], ["5", "5", "7"]],
             mission_part=PART)
    act(s, 0, "special noble")
    assert GAME.to_act(s) == {0} and "special point 3.0.1" in legal(s, 0)
    act(s, 0, "special point 1.0.1", "special point 2.0.0", "special point 3.0.0")
    assert s.phase == "mission"                               # one still to point
    act(s, 0, "special point 3.0.1")
    assert all(s.slot(*a).cut for a in ((1, 0, 1), (2, 0, 0), (3, 0, 0), (3, 0, 1)))
    assert s.mission_data["done"]


def test_a_wrong_noble_wire_explodes_the_bomb():
    # "If you fail, the bomb will explode!"
    s = laid(39, HANDS, mission_part=PART)
    act(s, 0, "special noble", "special point 1.0.1", "special point 2.0.0",
        "special point 3.0.1")                                # 3.0.1 is a 7
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_until_then_the_deck_loses_its_top_card_each_round_face_up():
    # "at the end of each round, before the Captain's turn, discard the top card"
    s = laid(39, HANDS, mission_part=PART)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 2.0.2 9", "own 1.0.2")
    act(s, 2, "dual 3.0.1 7", "own 2.0.1")
    assert s.mission_data["out"] == []
    act(s, 3, "dual 0.0.2 9", "own 3.0.2")                    # the round ends
    assert s.mission_data["out"] == [1] and len(s.mission_data["_deck"]) == 7
    assert any(e.key == "busters.m39.discarded" and e.params["card"] == 1 for e in s.log)


def test_afterwards_the_deck_is_dealt_and_each_places_a_token_of_a_value_received():
    # "equally deal all remaining Number cards ... starting with the Captain ... each
    # bomb disposal expert puts 1 info token matching a value from Number cards they
    # received"; FAQ: a value not in their hand is ignored
    hands = [["2", "4", "5"], ["3", "5", "8"], ["5", "6", "10"], ["5", "11", "12"]]
    s = laid(39, hands, mission_part={"noble": [5], "deck": [4, 8, 6, 1, 3, 10, 12, 11]})
    act(s, 0, "special noble", "special point 1.0.1", "special point 2.0.0",
        "special point 3.0.0")
    dealt = s.mission_data["_hands"]
    assert dealt == {"0": [4, 3], "1": [8, 10], "2": [6, 12], "3": [1, 11]}
    assert s.mission_data["placing"] == [0, 1, 2, 3] and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special info 0.0.1"}              # the 4 (3 not held)
    act(s, 0, "special info 0.0.1")
    assert [t.value for t in s.slot(0, 0, 1).tokens] == [4]
    act(s, 1, "special info 1.0.2")
    act(s, 2, "special info 2.0.1")
    act(s, 3, "special info 3.0.1")
    assert s.phase == "turn" and s.active == 1                # the turn ended


def test_each_seat_sees_only_its_own_cards():
    hands = [["2", "4", "5"], ["3", "5", "8"], ["5", "6", "10"], ["5", "11", "12"]]
    s = laid(39, hands, mission_part={"noble": [5], "deck": [4, 8, 6, 1, 3, 10, 12, 11]})
    act(s, 0, "special noble", "special point 1.0.1", "special point 2.0.0",
        "special point 3.0.0")
    view = GAME.view(s, 1)
    dealt = {c.owner: [x.value for x in c.cards] for c in view.mission_info
             if getattr(c, "id", "") == "dealt"}
    assert dealt[1] == [8, 10] and dealt[0] == [None, None]
    assert "_hands" not in view.mission_public


def test_the_bot_cuts_the_noble_wires_only_when_sure():
    s = laid(39, [["2", "5", "5"], ["2", "5", "9"], ["5", "7", "9"], ["7", "9", "9"]],
             mission_part=PART)
    bot = BOTS["expert"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) != "special noble"


def test_bots_play_it_to_an_end():
    bots_finish(39)
