"""Mission 61 "Sharing is Caring" (REF L1448-1463) and rulings R-BB193, R-BB194."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.missions.components import Constraint
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


#: 0:A (even) 1:B (odd) 2:C (1-6) 3:D (7-12) with cards "ABCD"
HANDS = [["2", "4"], ["2", "4"], ["1", "3"], ["1", "3"]]


def _round(s):
    """Round 1 with cards ABCD: 0 cuts a 2, 1 (odd, holds 4) skips, 2 cuts a 1, 3 (7-12,
    holds 3) skips."""
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "special skip")
    act(s, 2, "dual 3.0.0 1", "own 2.0.0")
    act(s, 3, "special skip")


def _card(s, seat):
    d = s.mission_data
    return d["cards"][d["ring"].index(seat)]


def test_each_player_gets_a_random_card_a_to_e_and_table_cards_at_2_and_3_players():
    # "Each player receives a random Constraint card from A to E"; 2 players: "one to
    # the Captain's left, and the other to the Captain's right"; 3 players: "1
    # additional ... to the Captain's left"
    rings = {}
    for n in (2, 3, 4, 5):
        s = GAME.new_game({"mission": 61, "players": n}, n)
        d = s.mission_data
        rings[n] = d["ring"]
        assert len(set(d["cards"])) == len(d["cards"]) and set(d["cards"]) <= set("ABCDE")
        reds = sum(w.value == "R" for p in range(n) for w in s.uncut_wires(p))
        assert reds == (2 if n == 2 else 1)                    # "x1 red" (2 players: x2)
        view = GAME.view(s, 0)
        owned = {c.owner for c in view.mission_info if isinstance(c, Constraint) and c.active}
        assert owned == set(range(n)) | ({None} if n < 4 else set())
    assert rings[2] == [0, "left", 1, "right"] and rings[3] == [0, "left", 1, 2]
    assert rings[4] == [0, 1, 2, 3]


def test_the_team_decides_the_shift_before_the_captains_turn_the_first_included():
    # "On each round, before the Captain's turn, the bomb disposal experts ... decide
    # if they want to shift Constraint cards" (the Captain says so: R-BB193)
    s = laid(61, HANDS, mission_part={"cards": "ABCD"})
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special keep", "special clockwise", "special counterclockwise"}
    act(s, 0, "special keep")
    assert s.phase == "turn" and s.active == 0
    _round(s)
    assert s.phase == "mission" and GAME.to_act(s) == {0}      # round 2 begins
    assert legal(s, 0) == {"special keep", "special clockwise", "special counterclockwise"}


def test_shifting_moves_every_card_the_table_cards_too():
    # "they can then choose how to rotate the cards: clockwise or counter-clockwise"
    hands = [[["2"], ["4"]], [["2"], ["4"]]]
    s = laid(61, hands, players=2, mission_part={"cards": "ABCD"})   # 0:A left:B 1:C right:D
    act(s, 0, "special clockwise")
    assert s.mission_data["cards"] == ["D", "A", "B", "C"]
    assert _card(s, 0) == "D" and _card(s, 1) == "B"
    s = laid(61, [[["2"], ["4"]], ["2", "4"], ["1", "3"]], mission_part={"cards": "ABCD"})
    act(s, 0, "special counterclockwise")                      # 0:A left:B 1:C 2:D
    assert (_card(s, 0), _card(s, 1), _card(s, 2)) == ("B", "D", "A")


def test_a_card_binds_its_holder_and_never_the_reveal():
    # "Each player must apply their constraint."; "The constraints do not apply to the
    # Reveal Your Red Wires action."
    hands = [["2", "3", "4"], ["2", "3", "4"], ["3.5"], ["2", "3", "4"]]
    s = laid(61, hands, mission_part={"cards": "ABCD"})
    act(s, 0, "special keep")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2", "4"}
    assert illegal(s, 0, "dual 1.0.1 3")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 3.0.1 3", "own 1.0.1")                     # B: odd
    assert s.active == 2 and "reveal" in legal(s, 2)           # C does not bind it
    act(s, 2, "reveal")
    assert s.active == 3


def test_a_player_who_cannot_apply_their_card_skips_and_the_dial_stays():
    # "If they cannot apply theirs, they skip their turn (the detonator dial does not
    # move)." With a card still to draw they are asked first (R-BB194).
    s = laid(61, HANDS, mission_part={"cards": "ABCD"})
    dial = s.detonator
    act(s, 0, "special keep", "dual 1.0.0 2", "own 0.0.0")
    assert s.active == 1 and {"special skip", "special swap"} <= legal(s, 1)  # B: odd, holds 4
    assert not any(a.startswith("dual") for a in legal(s, 1))
    act(s, 1, "special skip")
    assert s.detonator == dial and s.active == 2
    # ... and everyone learns seat 1 holds no odd value left: 1 and 3 (board.proof)
    assert any(e.key == "busters.m61.skipped" and e.params == {"seat": 1, "none": [1, 3], "of": 1}
               for e in s.log)
    # with no card left to draw (and no equipment) the skip is at once
    s = laid(61, HANDS, mission_part={"cards": "ABCD"})
    s.mission_data["pool"] = []
    act(s, 0, "special keep", "dual 1.0.0 2", "own 0.0.0")
    assert s.active == 2 and s.detonator == dial


def test_a_whole_round_in_which_nobody_plays_explodes_the_bomb():
    # "But beware, if none of the bomb disposal experts can play for a whole round, the
    # bomb explodes!"
    hands = [["3", "11"], ["2", "4"], ["8", "10"], ["1", "5"]]  # A, B, C, D: all stuck
    s = laid(61, hands, mission_part={"cards": "ABCD"})
    act(s, 0, "special keep")
    for p in range(4):
        assert s.active == p and "special skip" in legal(s, p)
        act(s, p, "special skip")
    assert GAME.outcome(s) is not None and GAME.outcome(s).key == "busters.outcome.failure"
    assert any(e.key == "busters.m61.nobody_played" for e in s.log)


def test_a_player_may_replace_their_card_at_any_time_for_a_dial_space():
    # "A bomb disposal expert can discard their Constraint card at any time and replace
    # it with another that they select at random (from F to L), but by doing so must
    # advance the detonator dial 1 space."
    hands = [["2", "4"], ["2", "4"], ["1", "3"], ["1", "3"]]
    s = laid(61, hands, mission_part={"cards": "ABCD"})
    act(s, 0, "special keep")
    assert "special swap" in legal(s, 2) and 2 in GAME.to_act(s)   # not its turn
    dial = s.detonator
    act(s, 2, "special swap")
    d = s.mission_data
    assert s.detonator == dial - 1 and d["discarded"] == ["C"]
    assert _card(s, 2) in "FGHIJKL" and _card(s, 2) not in d["pool"] and len(d["pool"]) == 6
    assert s.active == 0 and s.phase == "turn"
    # discarded cards leave the game; with F to L all drawn, no more swaps (R-BB194)
    d["pool"] = []
    assert "special swap" not in legal(s, 0) and "special swap" not in legal(s, 1)


def test_the_bot_shifts_the_cards_when_the_captain_is_stuck_otherwise():
    # 0:B left:C 1:A right:D; the Captain holds 2, 4, 8, 8 (nothing odd): no shift
    # leaves it stuck, either shift gives both players a card they can apply
    hands = [[["2", "4"], ["8", "8"]], [["2", "4"], ["8", "8"]]]
    s = laid(61, hands, players=2, mission_part={"cards": "BCAD"})
    view, acts = GAME.view(s, 0), GAME.legal_actions(s, 0)
    for level, factory in BOTS.items():
        a = factory().choose(view, acts, random.Random(0))
        b = factory().choose(view, list(reversed(acts)), random.Random(0))
        assert a == b and str(a) != "special keep", level


def test_the_last_stuck_player_of_an_idle_round_replaces_their_card():
    # nobody has played this round and the Captain's turn comes next: skipping would
    # explode the bomb, a new card (F-L: each lets it cut 1, 11 or 12) costs a space
    hands = [["3", "11"], ["2", "4"], ["8", "10"], ["1", "11", "12"]]
    s = laid(61, hands, mission_part={"cards": "ABCE"})
    act(s, 0, "special keep", "special skip")
    act(s, 1, "special skip")
    act(s, 2, "special skip")
    assert s.active == 3 and {"special skip", "special swap"} <= legal(s, 3)
    for level, factory in BOTS.items():
        a = factory().choose(GAME.view(s, 3), GAME.legal_actions(s, 3), random.Random(0))
        assert str(a) == "special swap", level


def test_bots_play_it_to_an_end():
    bots_finish(61)
    bots_finish(61, players=2, seed=5)
    bots_finish(61, players=3, seed=7)
