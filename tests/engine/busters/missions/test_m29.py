"""Mission 29 "Guessing Game" (REF L910-934) and ruling R-BB168."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.missions import get_mission
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]
# dealt from the Captain: 0 gets 1, 2; 1 gets 3, 4; 2 gets 5, 6; 3 (its right) 7, 8, 9
DEAL = {"deal": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}


def test_two_hidden_cards_each_three_for_the_captains_right():
    s = laid(29, HANDS, mission_part=DEAL)
    hands = s.mission_data["_hands"]
    assert hands == {"0": [1, 2], "1": [3, 4], "2": [5, 6], "3": [7, 8, 9]}
    assert s.mission_data["_deck"] == [10, 11, 12]
    view = GAME.view(s, 1)
    shown = {c.owner: [x.value for x in c.cards] for c in view.mission_info
             if getattr(c, "id", "") == "hand"}
    assert shown[1] == [3, 4] and shown[0] == [None, None]


def test_the_right_neighbour_lays_a_card_and_a_cut_of_its_value_costs_a_space():
    # "1. The player to the right of the active bomb disposal expert puts 1 of their
    # Number cards facedown ... 3. ... If the active bomb disposal expert had just cut
    # wires matching this value, the detonator dial advances 1 space. 4. The active
    # bomb disposal expert picks up the revealed Number card."
    s = laid(29, HANDS, mission_part=DEAL)
    assert GAME.to_act(s) == {3} and legal(s, 3) == {"special lay 7", "special lay 8",
                                                       "special lay 9"}
    act(s, 3, "special lay 9")
    dial = s.detonator
    act(s, 0, "dual 1.0.2 9", "own 0.0.2")                    # a 9: the card's value
    assert s.detonator == dial - 1
    assert 9 in s.mission_data["_hands"]["0"]
    # seat 1's turn: seat 0 lays; a cut of another value costs nothing
    act(s, 0, "special lay 1")
    dial = s.detonator
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")
    assert s.detonator == dial and 1 in s.mission_data["_hands"]["1"]


def test_a_player_down_to_one_card_draws_at_once():
    # "As soon as a player has only 1 card left, they draw 1 card at a time from the
    # deck until they draw a card with a number whose wires have not already been cut."
    s = laid(29, HANDS, mission_part=DEAL)
    act(s, 3, "special lay 7")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")                    # both 2s of this deal:
    assert s.mission_data["_hands"]["0"] == [1, 7]            # card 2 discarded, 7 taken
    act(s, 0, "special lay 1")                                # down to 1: draws the 10
    assert s.mission_data["_hands"]["0"] == [7, 10] and s.mission_data["_deck"] == [11, 12]
    assert any(e.key == "busters.m29.drawn" and e.params == {"seat": 0} for e in s.log)


def test_the_bot_lays_a_value_the_active_player_can_not_hold():
    # seat 3 holds 7, 8, 9: no 8 is in this deal, so seat 0 can not cut one
    s = laid(29, HANDS, mission_part=DEAL)
    a = BOTS["expert"]().choose(GAME.view(s, 3), GAME.legal_actions(s, 3), random.Random(0))
    assert str(a) == "special lay 8"


def test_bots_play_it_to_an_end():
    bots_finish(29)


def test_the_active_bot_counts_the_chance_the_laid_card_is_the_value_it_cuts():
    s = laid(29, HANDS, mission_part=DEAL)
    act(s, 3, "special lay 9")
    view = GAME.view(s, 0)
    m29 = get_mission(29)
    # seat 0 holds 1 and 2: the laid card is any of the 10 others, alike
    assert m29.success_risk(view, 9) == 0.1 and m29.success_risk(view, 2) == 0
    assert m29.success_risk(GAME.view(s, 1), 9) == 0            # not its turn
