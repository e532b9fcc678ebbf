"""Mission 45 "Seeking Volunteers" (REF L1179-1196) and ruling R-BB109."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "7", "9"]]
DECK = {"deck": [5, 7, 2, 3, 9, 1, 4, 6, 8, 10, 11, 12]}


def test_no_x_ray_no_coffee_mug_and_a_face_down_deck():
    s = GAME.new_game({"mission": 45, "players": 4}, 2)
    assert all(c.number not in (10, 11) for c in s.equipment)
    assert sorted(s.mission_data["_deck"] + s.mission_data["seen"]) == list(range(1, 13))
    assert "_deck" not in GAME.view(s, 0).mission_public


def test_each_turn_the_captain_reveals_a_card_and_players_are_asked_in_turn():
    # "Each turn, the Captain reveals 1 Number card." R-BB109: asked from the Captain
    s = laid(45, HANDS, mission_part=DECK)
    assert s.mission_data["card"] == 5 and s.phase == "mission"
    assert GAME.to_act(s) == {0} and legal(s, 0) == {"special snip", "special notme"}
    act(s, 0, "special notme")
    assert GAME.to_act(s) == {1}
    act(s, 1, "special snip")                      # "must cut this value"
    assert s.active == 1 and s.phase == "turn"
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"5"}
    act(s, 1, "dual 0.0.1 5", "own 1.0.1")
    assert s.mission_data["card"] == 7 and GAME.to_act(s) == {0}   # the next card


def test_only_a_holder_can_say_snip():
    s = laid(45, HANDS, mission_part=DECK)
    act(s, 0, "special notme")
    act(s, 1, "special notme")
    assert legal(s, 2) == {"special notme"}        # no 5 in hand
    assert illegal(s, 2, "special snip")


def test_nobody_volunteers_the_captain_picks_a_player_without_it_token_and_dial():
    # "If nobody volunteers, the Captain picks a player ... If this player does not
    # have the correct value wire, they choose 1 info token to put in front of their
    # tile stand, and the detonator dial advances 1 space."
    s = laid(45, HANDS, mission_part=DECK)
    for seat in range(4):
        act(s, seat, "special notme")
    assert GAME.to_act(s) == {0} and "special pick 2" in legal(s, 0)
    dial = s.detonator
    act(s, 0, "special pick 2")
    assert GAME.to_act(s) == {2}
    act(s, 2, "special token 2.0.1")
    assert [t.value for t in s.slot(2, 0, 1).tokens] == [7]
    assert s.detonator == dial - 1 and s.mission_data["card"] == 7    # a new card


def test_a_picked_player_with_the_value_cuts_it():
    s = laid(45, HANDS, mission_part=DECK)
    for seat in range(4):
        act(s, seat, "special notme")
    act(s, 0, "special pick 1")
    assert s.active == 1 and s.phase == "turn"
    act(s, 1, "dual 0.0.1 5", "own 1.0.1")
    assert GAME.outcome(s) is None


def test_a_card_whose_wires_are_all_cut_is_discarded_and_the_deck_is_made_again():
    # "As soon as 4 wires of the same value are cut, discard the matching Number card.
    # When the deck is empty, shuffle the remaining Number cards to create a new deck."
    # (this deal has 2 wires of 5 and of 9)
    s = laid(45, [["5", "9"], ["2", "5"], ["2", "9"], ["3", "3"]], mission_part={"deck": [5, 9]})
    act(s, 0, "special snip", "dual 1.0.1 5", "own 0.0.0")
    assert s.mission_data["out"] == [5]
    assert any(e.key == "busters.m45.discarded" and e.params["card"] == 5 for e in s.log)
    assert s.mission_data["card"] == 9
    act(s, 0, "special snip", "dual 2.0.1 9", "own 0.0.1")
    assert s.mission_data["out"] == [5, 9]
    deck = s.mission_data["_deck"] + [s.mission_data["card"]]
    assert sorted(deck) == [v for v in range(1, 13) if v not in (5, 9)]


def test_a_player_with_only_red_wires_says_snip_to_reveal():
    s = laid(45, [["2.5"], ["2", "5", "9"], ["3", "5", "9"], ["3", "7", "9"]], mission_part=DECK)
    assert "special snip" in legal(s, 0)
    act(s, 0, "special snip")
    assert legal(s, 0) >= {"reveal"}
    act(s, 0, "reveal")
    assert s.slot(0, 0, 0).cut


def test_the_bot_volunteers_for_a_sure_cut_and_leaves_a_guess_to_others():
    bot = BOTS["expert"]()
    # both 5s of this deal are seat 0's: a sure Solo Cut
    s = laid(45, [["5", "5", "9"], ["2", "3", "9"], ["3", "7", "9"], ["2", "7", "9"]],
             mission_part=DECK)
    assert str(bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))) \
        == "special snip"
    # two more 5s somewhere else: a guess, and three players still to answer
    s = laid(45, [["5", "5", "9"], ["2", "5", "9"], ["3", "5", "9"], ["2", "7", "9"]],
             mission_part=DECK)
    assert str(bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))) \
        == "special notme"


def test_bots_play_it_to_an_end():
    bots_finish(45)
