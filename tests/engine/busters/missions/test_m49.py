"""Mission 49 "Message in a Bottle" (REF L1243-1260)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "9"], ["2", "7", "9"], ["3", "7", "9"], ["3", "7", "9"]]


def test_oxygen_in_front_of_each_player():
    for players, n in ((2, 7), (3, 6), (4, 5), (5, 4)):
        s = GAME.new_game({"mission": 49, "players": players}, 1)
        assert set(s.mission_data["oxygen"].values()) == {n}


def test_a_cut_of_v_first_gives_v_tokens_to_one_teammate_of_ones_choice():
    # "to try to cut a "5" wire, you must give 5 Oxygen tokens to a single teammate, not
    # necessarily to the person whose wires you are going to cut"
    s = laid(49, HANDS)
    assert illegal(s, 0, "dual 1.0.2 9")                       # 9 > 5 tokens
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert GAME.to_act(s) == {0} and legal(s, 0) == {"special give 1", "special give 2",
                                                       "special give 3"}
    act(s, 0, "special give 3")
    assert s.mission_data["oxygen"] == {"0": 3, "1": 5, "2": 5, "3": 7}
    # seat 1 holds a 7 and a 9 with 5 tokens: it skips (and the dial advances)
    assert s.active == 2


def test_a_player_who_can_pay_for_no_cut_skips_and_the_dial_advances():
    s = laid(49, [["2", "9"], ["2", "9"], ["3", "7"], ["3", "7"]])
    s.mission_data["oxygen"]["1"] = 1
    dial = s.detonator
    act(s, 0, "dual 1.0.0 2", "own 0.0.0", "special give 2")
    skipped = [e.params for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped == [{"seat": 1, "steps": 1}] and s.detonator == dial - 1


def test_the_bot_gives_where_the_turns_ahead_keep_going():
    # "If a bomb disposal expert cannot play because they do not have enough Oxygen
    # tokens, they skip their turn": 2 tokens to seat 1 (7 -> 9) let it cut its 9 next
    # and pass 9 on; to seat 3, fewest of tokens (1 -> 3), seat 1 would skip first
    s = laid(49, [["2", "12"], ["2", "9"], ["3", "12"], ["3", "9"]])
    s.mission_data["oxygen"].update({"0": 5, "1": 7, "2": 3, "3": 1})
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special give 1"


def test_bots_play_it_to_an_end():
    bots_finish(49)
