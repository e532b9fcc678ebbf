"""Mission 26 "Speaking of the Wolf..." (REF L866-880) and ruling R-BB163."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.inference import wire_distributions
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]


def test_first_flip_a_face_up_card_then_cut_that_value():
    # "a bomb disposal expert must first flip 1 of the remaining faceup Number cards
    # of their choice. Then they must do a cut ... on wires matching that number."
    s = laid(26, HANDS)
    assert not any(a.startswith("dual") for a in legal(s, 0))
    assert {a for a in legal(s, 0) if a.startswith("special")} == \
        {"special flip 2", "special flip 5", "special flip 9"}
    act(s, 0, "special flip 5")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"5"}
    assert 5 in s.mission_data["down"] and illegal(s, 0, "special flip 2")


def test_the_card_stays_down_after_a_failed_cut_and_all_come_back_when_none_is_up():
    # R-BB163; "If, on their turn, no numbers are visible, flip all Number cards faceup"
    s = laid(26, HANDS)
    act(s, 0, "special flip 5", "dual 2.0.0 5")               # a 3: fails
    assert 5 in s.mission_data["down"] and 5 not in s.mission_data["up"]
    s = laid(26, HANDS)
    act(s, 0, "special flip 5")
    s.mission_data.update(up=[], down=list(range(1, 13)))      # every card down
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")                     # seat 1's turn starts
    assert s.mission_data["up"] == list(range(1, 13)) and s.mission_data["down"] == []
    assert any(e.key == "busters.m26.all_up" for e in s.log)


def test_a_card_whose_4_wires_are_cut_leaves_the_game():
    # "When all 4 wires of a number have been cut, remove the matching Number card"
    # (this deal has two 3s)
    s = laid(26, HANDS)
    act(s, 0, "special flip 2", "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "special flip 9", "dual 2.0.2 9", "own 1.0.2")
    act(s, 2, "special flip 3", "dual 3.0.0 3", "own 2.0.0")
    cards = s.mission_data["up"] + s.mission_data["down"]
    assert 3 not in cards and 2 not in cards and 9 in cards
    assert any(e.key == "busters.m26.removed" and e.params == {"card": 3} for e in s.log)


def test_a_player_holding_no_face_up_value_skips_without_the_dial():
    # "If an active bomb disposal expert has no wires in hand matching the remaining
    # visible numbers, they skip their turn, but the detonator dial does not advance."
    s = laid(26, HANDS)
    act(s, 0, "special flip 5")
    s.mission_data.update(up=[1, 4, 7], down=[v for v in range(1, 13) if v not in (1, 4, 7)])
    dial = s.detonator
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")
    # the skip says, for all to see, that seat 1 holds none of the face-up values
    assert any(e.key == "busters.turn.skipped"
               and e.params == {"seat": 1, "steps": 0, "none": [1, 4, 7], "of": 1}
               for e in s.log)
    assert s.active == 2 and s.detonator == dial


def test_a_skip_tells_the_deduction_the_seat_holds_no_face_up_value():
    # "If an active bomb disposal expert has no wires in hand matching the remaining
    # visible numbers, they skip their turn": seat 2, who saw seat 1 skip with 1, 4
    # and 7 face up, gives seat 1's hidden wires no chance of being any of them
    # (issue 31: a bot cut a teammate who provably did not hold the value).
    s = laid(26, HANDS)
    act(s, 0, "special flip 5")
    s.mission_data.update(up=[1, 4, 7], down=[v for v in range(1, 13) if v not in (1, 4, 7)])
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")
    dists = wire_distributions(GAME.view(s, 2))
    hidden = [a for a in dists if a[0] == 1]
    assert hidden
    for a in hidden:
        assert not {"1", "4", "7"} & {k for k, p in dists[a].items() if p > 0}, (a, dists[a])


def test_the_bot_flips_the_card_of_its_surest_cut():
    # seat 0 holds both 2s of this deal: a sure Solo Cut
    s = laid(26, [["2", "2", "9"], ["5", "7", "9"], ["3", "7", "9"], ["3", "5", "7"]])
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special flip 2"


def test_bots_play_it_to_an_end():
    bots_finish(26)
