"""Mission 59 "Nano to the Rescue" (REF L1413-1432) and rulings R-BB190 to R-BB192."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.missions.components import Cards
from engine.busters.state import Token
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

#: 7 at index 2: 9 cards to its right, Nano faces right
LINE = {"line": [3, 5, 7, 9, 11, 2, 4, 6, 8, 10, 12, 1]}
HANDS = [["2", "7", "9"], ["2", "7", "9"], ["4", "7", "11"], ["4", "7", "11"]]


def _nano(s):
    d = s.mission_data
    return d["line"][d["pos"]], d["facing"]


def test_the_line_is_random_and_nano_stands_on_7_facing_the_longer_side():
    # "Put the 12 Number cards faceup in a line in random order"; "Put Nano the Robot
    # on card 7, facing the direction of the line that has the most cards."
    for seed in range(6):
        s = GAME.new_game({"mission": 59, "players": 4}, seed)
        d = s.mission_data
        assert sorted(d["line"]) == list(range(1, 13))
        pos = d["line"].index(7)
        assert d["pos"] == pos
        assert d["facing"] == (1 if 11 - pos > pos else -1)
    s = laid(59, HANDS, mission_part=LINE)
    assert _nano(s) == (7, 1)
    line = next(c for c in GAME.view(s, 1).mission_info if isinstance(c, Cards))
    assert line.id == "line_right" and line.pointer == 2 and line.facing == 1


def test_setup_red_wires_equipment_and_characters():
    # "x2 out of 3 red" (2 players: "x3"); "If Equipment 10 (X or Y Ray) is drawn,
    # discard it"; "Do not use the new character whose personal equipment is the X or
    # Y Ray."; rule sticker C
    for seed in range(8):
        s = GAME.new_game({"mission": 59, "players": 4}, seed)
        wires = [w for p in range(4) for w in s.uncut_wires(p)]
        assert sum(w.value == "R" for w in wires) == 2
        assert sum(1 for m in s.markers if m[0] == "red") == 3
        assert all(c.number != 10 for c in s.equipment)
        assert all("e4" not in a for a in legal(s, s.active))
    s = GAME.new_game({"mission": 59, "players": 2}, 1)
    assert sum(w.value == "R" for p in range(2) for w in s.uncut_wires(p)) == 3


def test_nano_moves_only_forward_to_a_value_in_hand_and_the_cut_is_its_value():
    # "Either leave Nano in its current space, or move Nano forward to a Number card
    # matching 1 of the values in their hand. (You cannot move Nano backwards!)";
    # "Do a cut action using the value where Nano currently is."
    s = laid(59, HANDS, mission_part=LINE)
    moves = {a for a in legal(s, 0) if a.startswith("special")}
    assert moves == {"special nano 9", "special nano 2"}      # not 3/5 (behind), not 11
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"7"}
    assert illegal(s, 0, "dual 1.0.0 2")                      # Nano is on 7
    assert illegal(s, 0, "special nano 5")                    # backwards
    act(s, 0, "special nano 2")
    assert _nano(s) == (2, 1) and s.phase == "turn"
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2"}
    assert not any(a.startswith("special") for a in legal(s, 0))   # one move a turn
    assert illegal(s, 0, "dual 1.0.1 7")


def test_after_the_cut_the_player_chooses_nanos_facing():
    # "Choose which direction on the number line Nano should face (rotate it around
    # 180° or leave it in its current facing)."
    s = laid(59, HANDS, mission_part=LINE)
    act(s, 0, "special nano 9", "dual 1.0.2 9", "own 0.0.2")
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special keep", "special turn"}
    act(s, 0, "special turn")
    assert _nano(s) == (9, -1) and s.phase == "turn" and s.active == 1
    # a failed cut is a cut action too: the facing is chosen after it
    s = laid(59, HANDS, mission_part=LINE)
    act(s, 0, "dual 2.0.0 7")                                  # a 4: wrong
    assert s.phase == "mission" and legal(s, 0) == {"special keep", "special turn"}


def test_a_card_whose_4_wires_are_cut_turns_face_down_and_nano_must_leave_it():
    # "When 4 wires of a value have been cut, flip the matching Number card facedown."
    # Nano passes over face-down cards but never stops on one (R-BB190).
    s = laid(59, HANDS, mission_part=LINE)
    act(s, 0, "special nano 2", "dual 1.0.0 2", "own 0.0.0")  # both 2s of the deal
    assert 2 in s.mission_data["down"]
    assert any(e.key == "busters.m59.flipped" and e.params == {"card": 2} for e in s.log)
    act(s, 0, "special turn")                                  # facing left from 2
    line = next(c for c in GAME.view(s, 1).mission_info if isinstance(c, Cards))
    assert line.cards[5].state == "down" and line.id == "line_left"
    # seat 1 (7, 9): the card under Nano is face down, so it moves on
    assert not any(a.startswith("dual") for a in legal(s, 1))
    assert {a for a in legal(s, 1) if a.startswith("special")} == {"special nano 9", "special nano 7"}
    act(s, 1, "special nano 9", "dual 0.0.2 9", "own 1.0.2")   # the 9s: face down too
    act(s, 1, "special turn")                                  # facing right from 9
    # seat 2 (4, 7, 11): 11, then the face-down 2 passed over, then 4
    assert {a for a in legal(s, 2) if a.startswith("special")} == {"special nano 11", "special nano 4"}
    assert illegal(s, 2, "special nano 2") and illegal(s, 2, "special nano 7")


def test_a_player_who_can_cut_none_of_the_available_values_skips_the_dial_and_nano_turn():
    # "If the bomb disposal expert cannot do a cut action with the available values
    # (the cards below and in front of Nano), they skip their turn, advance the
    # detonator dial 1 space, and rotate Nano 180°."
    s = laid(59, HANDS, mission_part=LINE)
    dial = s.detonator
    act(s, 0, "special nano 2", "dual 1.0.0 2", "own 0.0.0", "special keep")
    # Nano on 2 (face down), facing right: 4 6 8 10 12 1 ahead; seat 1 holds 7 and 9
    assert s.active == 2 and s.detonator == dial - 1
    assert any(e.key == "busters.m59.stuck" and e.params["seat"] == 1 for e in s.log)
    assert _nano(s) == (2, -1)
    assert {a for a in legal(s, 2) if a.startswith("special")} == {"special nano 11", "special nano 7"}


def test_reveal_your_red_wires_is_not_a_cut_action():
    # R-BB191: a hand of red wires only is revealed; Nano neither moves nor turns
    s = laid(59, [["7", "9"], ["3.5"], ["7", "9"], ["7", "7", "9", "9"]], mission_part=LINE)
    act(s, 0, "dual 2.0.0 7", "own 0.0.0", "special keep")
    assert s.active == 1 and legal(s, 1) == {"reveal"}
    act(s, 1, "reveal")
    assert s.active == 2 and s.phase == "turn" and _nano(s) == (7, 1)


def test_the_coffee_mug_skips_a_whole_turn():
    # "Equipment 11 (Coffee Mug) skips a whole turn." (R-BB192): Nano neither moves
    # nor turns, the dial stays; a stuck player may use it instead of the skip; not
    # once Nano has moved.
    s = laid(59, HANDS, mission_part=LINE, equipment=[11], ready=(11,))
    act(s, 0, "special nano 9")
    assert not any(a.startswith("use coffee") for a in legal(s, 0))
    s = laid(59, HANDS, mission_part=LINE, equipment=[11], ready=(11,))
    act(s, 0, "special nano 2", "dual 1.0.0 2", "own 0.0.0", "special keep")
    # seat 1 is stuck but holds the mug's turn: it is asked
    assert s.active == 1 and s.phase == "turn"
    assert {"special skip", "use coffee 2", "use coffee 3"} <= legal(s, 1)
    dial = s.detonator
    act(s, 1, "use coffee 3")
    assert s.active == 3 and s.detonator == dial and _nano(s) == (2, 1)
    s = laid(59, HANDS, mission_part=LINE, equipment=[11], ready=(11,))
    act(s, 0, "special nano 2", "dual 1.0.0 2", "own 0.0.0", "special keep")
    dial = s.detonator
    act(s, 1, "special skip")
    assert s.active == 2 and s.detonator == dial - 1 and _nano(s) == (2, -1)


def test_the_bot_turns_nano_towards_what_the_next_player_holds():
    # only 3s, 5s and 7s are in play: facing right leaves the next player nothing
    hands = [["7", "7"], ["3", "5"], ["3", "5", "7"], ["3", "5", "7"]]
    for level, factory in BOTS.items():
        s = laid(59, hands, mission_part=LINE)
        act(s, 0, "dual 2.0.2 7", "own 0.0.0")
        view, acts = GAME.view(s, 0), GAME.legal_actions(s, 0)
        a = factory().choose(view, acts, random.Random(0))
        b = factory().choose(view, list(reversed(acts)), random.Random(0))
        assert str(a) == str(b) == "special turn", level


def test_the_bot_moves_nano_to_a_sure_cut():
    # seat 0 holds 7 and 11; an info token shows an 11 on seat 2's stand
    hands = [["7", "11"], ["4", "7"], ["4", "7", "11"], ["4", "7", "11"]]
    s = laid(59, hands, mission_part=LINE)
    s.slot(2, 0, 2).tokens.append(Token(11))
    for level in ("hard", "expert"):
        a = BOTS[level]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert str(a) == "special nano 11", level


def test_bots_play_it_to_an_end():
    bots_finish(59)
    bots_finish(59, players=2, seed=5)
