"""Mission 57 "An Impossible Mission" (REF L1382-1397)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

PAIRS = {"pairs": "CDABEFGHIJKL"}          # 1-C, 2-D, 3-A, 4-B, 5-E, ...


def test_every_number_card_is_paired_with_a_constraint_card_and_none_is_in_force():
    s = GAME.new_game({"mission": 57, "players": 4}, 3)
    pairs = s.mission_data["pairs"]
    assert sorted(pairs) == sorted(str(v) for v in range(1, 13))
    assert sorted(pairs.values()) == list("ABCDEFGHIJKL")
    assert s.mission_data["visible"] is None
    assert all(c.number != 1010 for c in s.equipment)


def test_a_validation_brings_its_paired_card_into_force_for_everyone():
    # "Each time you put a Validation token on the board, put the matching Constraint
    # card ... All bomb disposal experts must apply this constraint"
    hands = [["2", "2", "5"], ["2", "2", "6"], ["5", "7"], ["6", "7", "8"]]
    s = laid(57, hands, mission_part=PAIRS)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")                 # the 2s validated: D
    assert s.mission_data["visible"] == "D"
    assert {a.split()[-1] for a in legal(s, 2) if a.startswith("dual")} == {"7"}
    assert any(e.key == "busters.m57.card" and e.params == {"card": 2, "constraint": "D"}
               for e in s.log)


def test_a_player_the_card_stops_skips_without_the_dial_and_a_round_of_it_explodes():
    # "If an active bomb disposal expert cannot play due to the constraint, they say so
    # and skip their turn (the detonator dial does not move). But, if none ... can play
    # during a whole round, the bomb explodes!"
    hands = [["2", "2", "5"], ["2", "2", "5"], ["5", "7"], ["5", "7"]]
    s = laid(57, hands, mission_part={"pairs": "CBABEFGHIJKL"})   # 2 -> B: odd only
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    dial = s.detonator
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")                 # B in force: 5 and 7 are odd
    assert s.detonator == dial and GAME.outcome(s) is None
    s = laid(57, [["2", "2", "4"], ["2", "2", "6"], ["4", "6"], ["6", "4"]],
             mission_part={"pairs": "CBABEFGHIJKL"})
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")                 # B: only odd, none is left
    assert GAME.outcome(s) is not None and GAME.outcome(s).key == "busters.outcome.failure"


def test_the_bot_does_not_bring_in_a_card_that_forbids_everything_left():
    # completing the 2s brings B (odd only) with only 4s and 6s left: the game would
    # end; completing the 4s brings A (even only), which leaves the 6s
    hands = [["2", "4", "6"], ["2", "4", "6"], ["2", "2", "4", "6"], ["4", "6"]]
    s = laid(57, hands, mission_part={"pairs": "CBAAEFGHIJKL"})
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 2.0.2 4", "own 1.0.1")
    assert "solo 2" in legal(s, 2)                         # sure, and it would lose
    a = BOTS["expert"]().choose(GAME.view(s, 2), GAME.legal_actions(s, 2), random.Random(0))
    assert not str(a).endswith(" 2")


def test_bots_play_it_to_an_end():
    bots_finish(57)
