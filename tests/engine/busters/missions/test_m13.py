"""Mission 13 "Red Alert!" (REF L678-695)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.inference import solve
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


def reds(s, seat):
    return sum(w.value == "R" for w in s.uncut_wires(seat))


def test_the_3_reds_are_dealt_one_each_from_the_captain():
    # "Deal one to each player facedown, starting with the Captain ... (With 2 ..., the
    # Captain receives 2 and puts 1 on each tile stand.)"
    for seed in range(4):
        s = GAME.new_game({"mission": 13, "players": 4}, seed)
        assert [reds(s, p) for p in range(4)] == [1, 1, 1, 0]
        s = GAME.new_game({"mission": 13, "players": 2}, seed)
        assert [sum(sl.wire.value == "R" for sl in st.slots) for st in s.hands[0]] == [1, 1]
        assert reds(s, 1) == 1


def test_the_deduction_knows_each_recipient_holds_exactly_one():
    s = GAME.new_game({"mission": 13, "players": 4}, 1)
    while s.phase != "turn":
        act(s, s.active, str(GAME.legal_actions(s, s.active)[0]))
    post = solve(GAME.view(s, 0))
    seat3 = [(3, 0, i) for i in range(len(s.hands[3][0].slots))]
    assert all(post.p(a, "R") == 0 for a in seat3)           # seat 3 was dealt none
    seat1 = [(1, 0, i) for i in range(len(s.hands[1][0].slots))]
    assert abs(sum(post.p(a, "R") for a in seat1) - 1) < 1e-9


HANDS = [["2", "4.5", "6"], ["2", "6", "8.5"], ["3.5", "5", "7"], ["5", "7", "9"]]


def test_the_special_action_points_at_the_reds_and_a_wrong_one_explodes():
    # "The bomb disposal expert must indicate the 3 red wires among all the wires that
    # have not been cut yet. If at least 1 of the wires is not red: the bomb explodes!"
    s = laid(13, HANDS)
    act(s, 0, "special red3", "special point 1.0.2", "special point 2.0.0")
    assert all(s.slot(*a).cut for a in ((0, 0, 1), (1, 0, 2), (2, 0, 0)))
    s = laid(13, HANDS)
    act(s, 0, "special red3", "special point 1.0.2", "special point 2.0.1")
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_with_four_players_even_a_player_without_red_may_do_it():
    # (with 2-3 players every player is dealt a red wire, and reds leave a hand only
    # all together: the card's restriction never bites there)
    s = laid(13, HANDS)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.2 6", "own 1.0.1")
    act(s, 2, "dual 3.0.0 5", "own 2.0.1")
    assert reds(s, 3) == 0 and "special red3" in legal(s, 3)


def test_reds_are_never_revealed():
    # "If a bomb disposal expert has only red wires in their hand, they must perform
    # this special action, and cannot take a Reveal Red Wires action."
    s = laid(13, [["4.5"], ["2", "6", "8.5"], ["3.5", "2", "6"], ["5", "5"]])
    assert legal(s, 0) == {"special red3"} and illegal(s, 0, "reveal")


def test_the_bot_cuts_the_reds_only_when_sure():
    s = laid(13, HANDS)
    bot = BOTS["expert"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) != "special red3"


def test_bots_play_it_to_an_end():
    bots_finish(13)
    bots_finish(13, players=2)
