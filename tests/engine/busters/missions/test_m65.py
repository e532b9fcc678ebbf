"""Mission 65 "Hand-Me-Downs" (REF L1517-1532)."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]
# dealt from the Captain round the table: 0 gets 2, 3, 9 ...
DEAL = {"deal": [2, 3, 7, 5, 1, 4, 6, 8, 9, 10, 11, 12]}


def test_the_cards_are_dealt_as_evenly_as_possible_and_two_players_cannot_play():
    # "With 5 players, the Captain and player to their left will each have 3 cards"
    s = GAME.new_game({"mission": 65, "players": 5}, 1)
    assert [len(s.mission_data["cards"][str(p)]) for p in range(5)] == [3, 3, 2, 2, 2]
    with pytest.raises(ValueError):
        GAME.new_game({"mission": 65, "players": 2}, 1)      # "MISSION IMPOSSIBLE"


def test_only_values_of_ones_own_cards_are_cut():
    s = laid(65, HANDS, mission_part=DEAL)
    assert s.mission_data["cards"]["0"] == [1, 2, 9]
    cuts = {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")}
    assert cuts == {"2", "9"} and illegal(s, 0, "dual 1.0.1 5")


def test_at_the_end_of_the_turn_a_card_is_given_to_a_teammate():
    # "at the end of their turn, the active bomb disposal expert must choose which 1 of
    # their Number cards to give to a teammate"
    s = laid(65, HANDS, mission_part=DEAL)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    # both 2s of this deal are cut: that card is face down and stays
    assert GAME.to_act(s) == {0} and legal(s, 0) == {"special give 1", "special give 9"}
    act(s, 0, "special give 9", "special giveto 2")
    assert s.mission_data["cards"]["2"] == [6, 7, 9, 11] and 9 not in s.mission_data["cards"]["0"]
    # seat 1 (cards 3, 4, 10) holds none of its numbers: it skips, and gives in turn
    assert s.active == 1 and s.detonator == 3 and GAME.to_act(s) == {1}


def test_no_wire_of_ones_numbers_skips_the_turn_and_still_gives():
    # "If the active bomb disposal expert does not have a wire ... matching any of their
    # numbers, they skip their turn, and the detonator advances 1 space." "In all cases"
    s = laid(65, [["4", "5"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]], mission_part=DEAL)
    assert s.detonator == 3 and GAME.to_act(s) == {0}        # skipped at once
    assert legal(s, 0) == {"special give 1", "special give 2", "special give 9"}


def test_a_card_whose_wires_are_all_cut_is_face_down_and_not_given():
    s = laid(65, [["2", "2", "9"], ["2", "2", "9"], ["3", "7", "9"], ["3", "5", "7"]],
             mission_part=DEAL)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 0, "special give 2", "special giveto 1")
    assert s.mission_data["cards"]["1"] == [2, 3, 4, 10]
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")                   # all four 2s are cut
    assert GAME.to_act(s) == {1} and "special give 2" not in legal(s, 1)


def test_the_bot_gives_a_card_the_teammate_can_use():
    # seat 2 holds the only 1; seat 0 still needs its 9
    s = laid(65, [["2", "5", "9"], ["2", "5", "9"], ["1", "3", "7", "9"], ["3", "5", "7"]],
             mission_part=DEAL)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    bot = BOTS["expert"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special give 1"
    act(s, 0, str(a))
    assert str(bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))) \
        == "special giveto 2"


def test_bots_play_it_to_an_end():
    bots_finish(65)
