"""Mission 31, "With One Hand Tied Behind My Back..." (REF L947-960)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal


def start(hands, players=4):
    s = GAME.new_game({"mission": 31, "players": players}, 0,
                      {"hands": hands, "setup_info": False, "equipment": []})
    while s.phase == "characters":              # rule sticker B: everyone keeps
        act(s, s.active, "character keep")
    return s


HANDS = [["2", "4", "6"], ["1", "3", "5"], ["7", "8", "9"], ["10", "11", "12"]]


def test_cards_a_to_e_are_chosen_captain_first_one_each():
    # "starting with the Captain and going clockwise, each player chooses 1 card"
    s = start(HANDS)
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert legal(s, 0) == {f"special constraint {c}" for c in "ABCDE"}
    act(s, 0, "special constraint A")
    assert GAME.to_act(s) == {1} and "special constraint A" not in legal(s, 1)
    act(s, 1, "special constraint B")
    act(s, 2, "special constraint D")
    act(s, 3, "special constraint E")
    assert s.phase == "turn" and s.active == 0       # the fifth card is discarded
    cards = {c.owner: c.letter for c in GAME.view(s, 2).mission_info}
    assert cards == {0: "A", 1: "B", 2: "D", 3: "E"}


def test_each_player_applies_their_card():
    # "Each player must apply their constraint."
    s = start(HANDS)
    for seat, c in enumerate("ABDE"):
        act(s, seat, f"special constraint {c}")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2", "4", "6"}
    act(s, 0, "dual 1.0.0 2")                         # wrong (a 1): seat 1 plays next
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"1", "3", "5"}


def test_a_card_that_cannot_be_applied_is_flipped_for_good():
    # "When a bomb disposal expert cannot apply their constraint at the start of their
    # turn, they flip the card facedown and continue playing as usual"; FAQ: even if
    # a matching wire comes back
    s = start(HANDS)
    for seat, c in enumerate("BADE"):                 # the Captain (2, 4, 6) takes B: odd
        act(s, seat, f"special constraint {c}")
    assert any(e.key == "busters.m31.flipped" for e in s.log)
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2", "4", "6"}
    view = GAME.view(s, 1)
    assert [c.active for c in view.mission_info if c.owner == 0] == [False]


def test_bots_take_the_card_that_leaves_them_the_most():
    s = start([["2", "8", "10"], ["1", "3", "5"], ["7", "4", "9"], ["6", "11", "12"]])
    for level, factory in BOTS.items():
        choice = factory().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert str(choice) == "special constraint A", level    # 2, 8, 10: all even


def test_two_players_are_advised_against_a_with_b_and_c_with_d():
    s = GAME.new_game({"mission": 31, "players": 2}, 0,
                      {"hands": [[["2", "4"], ["6", "1"]], [["1", "3"], ["5", "2"]]],
                       "setup_info": False, "equipment": []})
    while s.phase == "characters":
        act(s, s.active, "character keep")
    act(s, 0, "special constraint A")
    choice = BOTS["expert"]().choose(GAME.view(s, 1), GAME.legal_actions(s, 1), random.Random(0))
    assert str(choice) != "special constraint B"      # odd would fit seat 1 best
