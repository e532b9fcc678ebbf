"""Missions 32 "Pranks-A-Plenty" (REF L962-976) and 37 "Joker's Gone Wild"
(REF L1045-1058): a visible Constraint card from a face-down deck binds everyone."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal


def start(mission, hands, deck, players=4):
    """The deck as given (its top first): the deal's mission part fixes it."""
    s = GAME.new_game({"mission": mission, "players": players}, 0,
                      {"hands": hands, "setup_info": False, "equipment": [],
                       "mission": {"deck": deck}})
    while s.phase == "characters":
        act(s, s.active, "character keep")
    return s


HANDS = [["2", "4", "6"], ["1", "3", "5"], ["7", "8", "9"], ["10", "11", "12"]]


def test_32_the_captain_may_replace_the_card_at_each_turn_start():
    # "At the start of each player's turn, the Captain can ... replace the visible
    # Constraint card with a new card from the top of the deck."
    s = start(32, HANDS, "ABCDEFGHIJKL")
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 1)
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special keep", "special replace"}
    act(s, 0, "special replace")                       # A -> B: odd, seat 1 plays
    assert s.mission_data["visible"] == "B" and s.phase == "turn" and s.active == 1
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"1", "3", "5"}


def test_32_a_player_the_card_stops_skips_and_the_dial_stays():
    # "If an active bomb disposal expert cannot play due to the constraint, they say so
    # and skip their turn (the detonator dial does not advance)."
    s = start(32, HANDS, "DABCEFGHIJKL")
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 1)
    act(s, 0, "special keep")                          # D (7-12): seat 1 holds 1, 3, 5
    skipped = [e for e in s.log if e.key == "busters.turn.skipped"]
    # ... and everyone learns seat 1 holds none of 7-12 (board.proof)
    assert skipped[-1].params == {"seat": 1, "steps": 0, "none": [7, 8, 9, 10, 11, 12], "of": 1}
    assert s.detonator == 4


def test_32_faq_an_empty_deck_means_no_constraint():
    # FAQ: "If the Restraint card pile is empty, players continue without any
    # restraint." (R-BB95: replacing the last card leaves none)
    s = start(32, HANDS, "A")
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 1)
    act(s, 0, "special replace")
    assert s.mission_data["visible"] is None and s.active == 1
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"1", "3", "5"}


def test_32_the_captain_bot_replaces_a_card_that_stops_it():
    s = start(32, HANDS, "DABCEFGHIJKL")
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 0)                         # the Captain (2, 4, 6) under D
    for level, factory in BOTS.items():
        a = factory().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert str(a) == "special replace", level


def test_32_the_captain_bot_replaces_even_a_card_that_suits_the_player():
    """FAQ: "If the Restraint card pile is empty, players continue without any
    restraint", and a card that stops a player only skips its turn ("the detonator
    dial does not advance"): every replacement brings the free game nearer, so the
    bots replace a card that lets the active player cut (B, odd values, for seat 1
    holding 1, 3, 5), and the Coach says why."""
    from engine.busters.bots import advise
    s = start(32, HANDS, "BACDEFGHIJKL")
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 1)
    for level, factory in BOTS.items():
        a = factory().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert str(a) == "special replace", level
    adv = advise(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert adv.reason == "busters.advice.m32.replace" and adv.params == {"seat": 1}


def test_37_the_card_changes_when_4_wires_of_a_value_are_cut():
    # "Each time 4 wires of a value have been cut, replace the visible Constraint card"
    hands = [["2", "2", "6"], ["2", "2", "5"], ["6", "8", "9"], ["5", "8", "9"]]
    s = start(37, hands, "FABCDEGHIJKL")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.mission_data["visible"] == "F"
    act(s, 1, "solo 2") if "solo 2" in legal(s, 1) else act(s, 1, "dual 0.0.1 2", "own 1.0.1")
    assert s.validated == [2] and s.mission_data["visible"] == "A"


def test_37_once_the_deck_is_empty_no_constraint_applies():
    # Issue 31: "Once the deck is empty, there are no more constraints used during the
    # mission." The card that empties the deck lies face up but binds no one (R-BB202)
    hands = [["2", "2", "3"], ["2", "2", "5"], ["3", "8", "9"], ["5", "8", "9"]]
    s = start(37, hands, "AB")                         # A in force, B the deck's last
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2"}
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")             # the four 2s: B is turned up
    assert s.mission_data["visible"] == "B" and s.mission_data["_deck"] == []
    assert [e.key for e in s.log if e.key.startswith("busters.m37.")][-1] == "busters.m37.free"
    # B ("cut only odd wires") would stop seat 2's 8: no card binds any more
    assert {a.split()[-1] for a in legal(s, 2) if a.startswith("dual")} == {"3", "8", "9"}
    from engine.busters.missions.components import Constraint
    assert Constraint("B", active=False) in GAME.view(s, 2).mission_info
    act(s, 2, "dual 3.0.1 8", "own 2.0.1")
    assert s.mission_data["visible"] == "B"            # nothing left to replace it with


def test_37_a_round_with_nobody_playing_advances_the_dial_and_replaces_the_card():
    # "if none of the bomb disposal experts can play during a whole round, the
    # detonator dial advances 1 space, and the constraint is replaced"
    hands = [["1", "3"], ["1", "5"], ["3", "7"], ["5", "7"]]
    s = start(37, hands, "AFBCDEGHIJKL")               # A: even only; nobody holds one
    s.phase, s.stage = "turn", None
    GAME._start_turn(s, [], 0)
    assert s.detonator == 3 and s.mission_data["visible"] == "F"
    assert any(e.key == "busters.m37.nobody_played" for e in s.log)


def test_both_play_to_their_end_with_every_level():
    for mission in (32, 37):
        for level, factory in BOTS.items():
            s = GAME.new_game({"mission": mission, "players": 4}, 5)
            bots = [factory() for _ in range(4)]
            for _ in range(4000):
                if GAME.outcome(s) is not None:
                    break
                seat = min(GAME.to_act(s))
                GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat),
                                                      GAME.legal_actions(s, seat), random.Random(1)))
            assert GAME.outcome(s) is not None, (mission, level)
