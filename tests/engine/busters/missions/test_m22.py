"""Mission 22 "Negative Impressions" (REF L810-824) and ruling R-BB167."""
from __future__ import annotations

import random

from engine.busters import GAME, marks
from engine.busters.bots import BOTS
from engine.busters.inference import solve
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish

HANDS = [["2", "3.1", "5"], ["2", "4.1", "5", "5"], ["3", "7", "9"], ["3", "7", "9"]]


def game(hands=HANDS, players=None):
    deal = {"hands": hands, "as_laid": True, "mission": {}}
    s = GAME.new_game({"mission": 22, "players": players or len(hands)}, 0, deal)
    return s


def test_setup_two_tokens_of_values_not_held_beside_the_stand():
    # "each player takes 2 tokens of values they do not have in their hand and puts them
    # next to their tile stand. Taking a yellow token is allowed."
    s = game()
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    options = legal(s, 0)
    assert "special absent 2" not in options and "special absent Y" not in options
    assert "special absent 4" in options
    s2 = game([["2", "5"], ["2", "5", "5"], ["3", "7", "9"], ["3", "7", "9"]])
    assert "special absent Y" in legal(s2, 0)                 # no yellow in that hand
    act(s, 0, "special absent 4", "special absent 11")
    assert [(t.kind, t.value) for t in s.hands[0][0].beside] == \
        [(marks.HOLDS_NONE, 4), (marks.HOLDS_NONE, 11)]
    assert GAME.to_act(s) == {1}
    act(s, 1, "special absent 12", "special absent 10")
    act(s, 2, "special absent 1", "special absent 6")
    act(s, 3, "special absent 2", "special absent 5")
    assert s.phase == "turn" and s.active == 0
    assert solve(GAME.view(s, 1)).p((0, 0, 0), 4) == 0        # the deduction reads them


def test_two_stands_one_token_beside_each():
    s = game([[["2", "3.1"], ["5", "6"]], [["2", "4.1"], ["5", "5"]]], players=2)
    act(s, 0, "special absent 9", "special absent 10")
    assert [t.value for t in s.hands[0][0].beside] == [9]
    assert [t.value for t in s.hands[0][1].beside] == [10]


def test_after_the_first_2_yellow_each_gives_a_token_to_the_left():
    # "each bomb disposal expert (starting with the Captain ...) chooses 1 info token
    # from the board and gives it to the player on their left. Each player puts the
    # token they received in front of their hand correctly (or ... next to their stand)"
    s = game()
    for seat, (a, b) in enumerate(((4, 11), (12, 10), (12, 10), (1, 6))):
        act(s, seat, f"special absent {a}", f"special absent {b}")
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    assert GAME.to_act(s) == {0} and "special give 7" in legal(s, 0)
    act(s, 0, "special give 5")                               # 1 holds two 5s: it chooses
    assert GAME.to_act(s) == {1} and legal(s, 1) == {"special place 1.0.2", "special place 1.0.3"}
    act(s, 1, "special place 1.0.2")
    act(s, 1, "special give 8")                               # 2 holds no 8: beside
    assert [(t.kind, t.value) for t in s.hands[2][0].beside][-1] == (marks.HOLDS_NONE, 8)
    act(s, 2, "special give 9")
    act(s, 3, "special give 2")                               # to seat 0: its one 2
    assert [t.value for t in s.slot(0, 0, 0).tokens] == [2]
    assert s.phase == "turn" and s.active == 1


def test_the_bot_never_gives_a_value_its_neighbour_said_it_lacks():
    s = game()
    for seat, (a, b) in enumerate(((4, 11), (12, 10), (12, 10), (1, 6))):
        act(s, seat, f"special absent {a}", f"special absent {b}")
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert a.name == "give" and a.args[0] not in ("10", "12")   # seat 1's "-12", "-10"


def test_bots_play_it_to_an_end():
    bots_finish(22)


def test_a_hand_missing_no_value_places_nothing():
    # "If a bomb disposal expert has fewer than 2 values missing from their hand, they
    # place fewer tokens (either 1 or 0)."
    full = [str(v) for v in range(1, 13)] + ["3.1"]
    s = game([[full[:7], full[7:]], [["2", "4.1"], ["5", "5"]]], players=2)
    assert GAME.to_act(s) == {1}                              # seat 0 lacks nothing
