"""Missions 41 "Latin Bombshell" (REF L1109-1129), 43 "Nano the Robot" (REF
L1145-1161) and 44 "Underwater Pressure" (REF L1163-1177)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.botctx import BotContext
from engine.busters.bots import BOTS
from engine.busters.missions import get_mission
from engine.busters.missions.m44 import round_left, skips_in_round
from engine.busters.state import Token
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


# ---- 41 ------------------------------------------------------------------------------------
def test_41_tripwires_one_per_player_the_dial_on_1_and_random_tokens():
    # "deal 1 facedown to each bomb disposal expert. (With 5 ..., do not give a yellow
    # wire to the Captain.)"; "Set the detonator dial to the space indicated" (1)
    s = GAME.new_game({"mission": 41, "players": 5}, 2)
    while s.phase == "characters":
        act(s, s.active, "character keep")
    assert [sum(w.value == "Y" for w in s.uncut_wires(p)) for p in range(5)] == [0, 1, 1, 1, 1]
    assert s.detonator == 1
    drawn = [e for e in s.log if e.key == "busters.info.drawn"]
    assert drawn and all(isinstance(e.params["value"], int) for e in drawn)   # R-BB97


def test_41_a_tripwire_is_pointed_at_one_at_a_time():
    hands = [["2", "5"], ["2", "3.1", "7"], ["5", "4.1"], ["7", "8"]]
    s = laid(41, hands)
    s.detonator = 3
    assert not any(a.endswith(" Y") for a in legal(s, 0))           # not cut as usual
    act(s, 0, "special trip 1.0.1")                                 # right
    assert s.slot(1, 0, 1).cut and s.detonator == 4                 # the dial moves back
    act(s, 1, "special trip 2.0.0")                                 # wrong: token, dial
    assert s.detonator == 3 and s.slot(2, 0, 0).tokens[0].text == "5"


def test_41_faq_a_red_tripwire_guess_explodes_and_a_lone_tripwire_skips():
    hands = [["2", "5"], ["2", "3.5"], ["5", "4.1"], ["7", "7"]]
    s = laid(41, hands)
    act(s, 0, "special trip 1.0.1")
    assert GAME.outcome(s).key == "busters.outcome.red"
    # "If a bomb disposal expert has only their own tripwire (and any red wire) in their
    # hand, they skip their turn."
    s = laid(41, [["2", "2"], ["4.1", "3.5"], ["5", "5"], ["7", "7"]])
    act(s, 0, "solo 2")
    skipped = [e for e in s.log if e.key == "busters.turn.skipped"]
    # ... which tells everyone seat 1 holds no blue wire (board.proof): 5s and 7s are left
    assert skipped[-1].params == {"seat": 1, "steps": 0, "none": [5, 7], "of": 1}
    assert s.active == 2


def test_41_players_without_wires_still_point_at_tripwires():
    # R-BB100: else the last tripwire could never be cut
    s = laid(41, [["2", "2"], ["4.1"], ["5", "5"], ["7", "7"]])
    act(s, 0, "solo 2")
    act(s, 2, "solo 5")
    act(s, 3, "solo 7")
    assert s.active == 0 and not s.has_wires(0) and "special trip 1.0.0" in legal(s, 0)
    act(s, 0, "special trip 1.0.0")
    assert GAME.outcome(s).winners


# ---- 43 ------------------------------------------------------------------------------------
def test_43_nano_holds_wires_nobody_sees_and_walks_the_track():
    # "deal some facedown to Nano": 5 / 4 / 4 / 3 with 2 / 3 / 4 / 5 players
    for players, n in ((2, 5), (3, 4), (4, 4), (5, 3)):
        s = GAME.new_game({"mission": 43, "players": players}, players)
        assert len(s.piles["nano"]) == n and s.mission_data["nano"] == 1
    s = laid(43, [["1", "5"], ["1", "6"], ["5", "8"], ["6", "8"]], piles={"nano": ["9", "9"]})
    assert GAME.view(s, 0).piles == (("nano", 2, ""),)
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")                          # Nano on 1: a 1 cut
    assert len(s.piles["nano"]) == 1 and any(sl.wire.text == "9" for sl in s.hands[0][0].slots)
    assert GAME.view(s, 2).stands[0].slots[2].wire == "?"           # the others: unseen
    assert s.mission_data["nano"] == 2                              # end of turn: +1


def test_43_nano_turns_round_at_12_and_the_bomb_needs_its_wires_cut():
    s = laid(43, [["1", "5"], ["1", "6"], ["5", "8"], ["6", "8"]], piles={"nano": ["9"]})
    s.mission_data.update(nano=12, facing=1)
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    assert s.mission_data["nano"] == 11 and s.mission_data["facing"] == -1
    # "all wires must be cut (or red wires revealed), even Nano's"
    assert not get_defused(s)


def get_defused(s):
    from engine.busters.missions import get_mission
    for st in s.stands():
        for sl in st.slots:
            sl.cut = True
    return get_mission(43).defused(s)


def test_43_with_two_stands_the_taker_chooses_the_stand():
    s = laid(43, [[["1", "5"], ["2", "9"]], [["1", "6"], ["2", "6"]]], piles={"nano": ["4"]},
             mission_part={})
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    assert s.phase == "mission" and legal(s, 0) == {"special stand 0", "special stand 1"}
    stage = [c for c in GAME.view(s, 0).mission_info if getattr(c, "id", "") == "nano_wire"]
    assert stage and stage[0].params == ("4",)                      # only the taker sees it
    assert not [c for c in GAME.view(s, 1).mission_info if getattr(c, "id", "") == "nano_wire"]
    act(s, 0, "special stand 1")
    assert [sl.wire.text for sl in s.hands[0][1].slots] == ["2", "4", "9"]


def test_43_the_bots_take_nanos_wire_while_nano_stands_on_its_value():
    """"When an active bomb disposal expert cuts wires matching the number of Nano's
    current space, they take a wire from the robot", and "To defuse the bomb and win,
    all wires must be cut ..., even Nano's": of two sure cuts, the bots take the one
    of Nano's value (the other would be the first by value), and the fewer wires Nano
    has left, the more each is worth."""
    from engine.busters.bots import BOTS
    from engine.busters.missions import get_mission
    s = laid(43, [["1", "1", "5", "5"], ["2", "3"], ["6", "7"], ["8", "10"]],
             piles={"nano": ["9", "9"]})
    s.mission_data.update(nano=5)
    view = GAME.view(s, 0)
    assert {"solo 1", "solo 5"} <= legal(s, 0)
    for level in ("hard", "expert"):
        assert str(BOTS[level]().choose(view, GAME.legal_actions(s, 0), None)) == "solo 5"
    m = get_mission(43)
    assert (m.progress(view, 5), m.progress(view, 1)) == (0.5, 0.0)
    s.piles["nano"].pop()
    assert m.progress(GAME.view(s, 0), 5) == 1.0


# ---- 44 ------------------------------------------------------------------------------------
def test_44_cuts_take_oxygen_by_depth_and_it_comes_back_each_round():
    # "wires 1-4 = 1 token; wires 5-8 = 2 tokens; wires 9-12 = 3 tokens"
    hands = [["2", "9"], ["2", "9"], ["5", "11"], ["5", "11"]]
    s = laid(44, hands)
    assert s.mission_data["oxygen"] == 8
    act(s, 0, "dual 1.0.1 9", "own 0.0.1")
    assert s.mission_data["oxygen"] == 5
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")
    act(s, 2, "dual 3.0.1 11", "own 2.0.1")
    took = [e.params for e in s.log if e.key == "busters.m44.oxygen"]
    assert [t["left"] for t in took] == [5, 4, 1]
    # seat 3: a 5 costs 2, more than the Reserve holds: skip, the dial advances
    skipped = [e for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped[-1].params == {"seat": 3, "steps": 1} and s.detonator == 3
    # "At the start of the Captain's turn, return all oxygen tokens to the reserve."
    assert s.mission_data["oxygen"] == 8


def test_44_the_bots_leave_the_reserve_enough_for_the_round():
    # "If a bomb disposal expert cannot play because they do not have enough Oxygen
    # tokens, they skip their turn, and the detonator dial advances 1 space." The
    # Captain (seat 0) opens the round with 8 tokens and two sure cuts: a 9 (3 tokens)
    # or a 2 (1). After the 9, seat 1 cuts a 2 (1), seat 2 a 9 (3), and seat 3's 5s
    # (2 each) find 1 token left: a skip. After the 2, the round pays its way. (Info
    # tokens make both cuts sure; seat 3's red 9.5 puts the 9 first where the oxygen is
    # not weighed: next to a red wire.)
    hands = [["2", "9"], ["2", "2", "2"], ["9", "9", "9"], ["5", "5", "5", "5", "9.5"]]
    s = laid(44, hands)
    s.hands[1][0].slots[0].tokens.append(Token(2))
    s.hands[2][0].slots[0].tokens.append(Token(9))
    view = GAME.view(s, 0)
    assert round_left(view) == [1, 2, 3]
    seen = [[2, 9], [2, 2, 2], [9, 9, 9], [5, 5, 5, 5]]
    assert skips_in_round(seen, 8 - 3, 0, 9, [1, 2, 3]) == 1
    assert skips_in_round(seen, 8 - 1, 0, 2, [1, 2, 3]) == 0
    m44 = get_mission(44)
    ctx = BotContext(BOTS["expert"](), view, GAME.legal_actions(s, 0))
    assert m44.cut_cost(view, 9, ctx) > m44.cut_cost(view, 2, ctx) == 0.0
    for level in ("hard", "expert"):
        choice = BOTS[level]().choose(view, GAME.legal_actions(s, 0), random.Random(0))
        assert choice.value == 2, (level, str(choice))
    # the last seat before the Captain's turn spends freely: the tokens come back
    act(s, 0, "dual 1.0.1 2", "own 0.0.0")
    act(s, 1, "solo 2")
    act(s, 2, "dual 0.0.1 9", "own 2.0.0")
    assert s.active == 3 and round_left(GAME.view(s, 3)) == []


def test_all_three_play_to_their_end_with_every_level():
    for mission in (41, 43, 44):
        bots_finish(mission)
