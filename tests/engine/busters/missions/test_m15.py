"""Mission 15 "Mission in НОВОСИБИРСК" (REF L708-718) and ruling R-BB173."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.determinize import hidden_addrs, state_from
from engine.busters.missions.components import Cards, Counter
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

# 5 and 9 have their 4 wires here; 7's are already cut once revealed (see below)
HANDS = [["5", "5", "9"], ["5", "5", "9"], ["7", "9"], ["7", "9"]]
PART = {"deck": [5, 7, 9, 1, 2, 3, 4, 6, 8, 10, 11, 12], "equipment": True}


def test_equipment_face_down_unknown_to_all_and_the_top_number_card_up():
    # "draw the standard number of Equipment cards, but set them facedown on the
    # board, without looking at them"; "put the deck of 12 Number cards facedown next
    # to the board, then flip over the top card"; "x1 out of 3 red wire"
    s = GAME.new_game({"mission": 15, "players": 4}, 3)
    assert s.equipment == [] and len(s.mission_data["_equipment"]) == 4
    v = GAME.view(s, 0)
    assert v.equipment == () and "_equipment" not in v.mission_public
    assert s.log[0].params["equipment"] == []          # the setup line names none
    assert Counter("face_down_equipment", 4) in v.mission_info
    card = s.mission_data["card"]
    assert Cards("card", (v.mission_info[1].cards[0],)) in v.mission_info and card is not None
    assert sum(w.value == "R" for p in range(4) for w in s.uncut_wires(p)) == 1
    two = GAME.new_game({"mission": 15, "players": 2}, 3)
    assert sum(w.value == "R" for p in range(2) for w in two.uncut_wires(p)) == 2


def test_four_wires_of_the_card_cut_turn_up_an_equipment_usable_at_once():
    # "When all 4 wires matching the visible Number card have been cut, flip over 1
    # Equipment card. It is immediately usable regardless of its number, so slide it
    # up. Then flip over the next Number card"
    s = laid(15, HANDS, equipment=[8, 10], mission_part=PART)
    assert s.mission_data["card"] == 5
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    assert s.equipment == [] and s.mission_data["card"] == 5
    act(s, 1, "dual 0.0.1 5", "own 1.0.1")
    # the General Radar (8) is usable though no 8 is cut
    assert [(c.number, c.status) for c in s.equipment] == [(8, "ready")]
    assert any(e.key == "busters.m15.flipped" and e.params["equipments"] == [8] for e in s.log)
    assert "use radar 7" in legal(s, 2)
    assert s.mission_data["card"] == 7 and s.mission_data["_equipment"] == [10]


def test_a_card_whose_wires_are_already_cut_is_replaced_without_equipment():
    # "If a Number card is ever revealed but the 4 matching wires have already been
    # cut, discard and replace that Number card (without gaining any equipment)."
    hands = [["5", "5", "7"], ["5", "5", "7"], ["1", "1", "7", "9"], ["1", "1", "7", "9"]]
    s = laid(15, hands, equipment=[8, 10], mission_part=PART)
    act(s, 0, "dual 2.0.2 7", "own 0.0.2")
    act(s, 1, "dual 3.0.2 7", "own 1.0.2")            # the 7s are done while 5 is up
    act(s, 2, "dual 3.0.3 9", "own 2.0.3")            # and the 9s
    act(s, 3, "dual 2.0.0 1", "own 3.0.0")
    assert s.equipment == [] and s.mission_data["card"] == 5
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 5", "own 1.0.1")            # 5 done: one card turns up
    assert [c.number for c in s.equipment] == [8]     # one only: 7 and 9 give none
    replaced = [e.params["cards"] for e in s.log if e.key == "busters.m15.replaced"]
    assert replaced == [[7, 9]] and s.mission_data["card"] == 1
    assert s.mission_data["out"] == [5, 7, 9]


def test_bots_and_the_leak_test_see_no_face_down_equipment():
    s = GAME.new_game({"mission": 15, "players": 4}, 5)
    view = GAME.view(s, 1)
    world = {a: s.slot(*a).wire.text for a in hidden_addrs(view)}
    rebuilt = state_from(view, world, random.Random(2))
    assert rebuilt.equipment == [] and len(rebuilt.mission_data["_equipment"]) == 4
    assert GAME.view(rebuilt, 1) == view


def test_every_bot_level_finishes():
    bots_finish(15)
