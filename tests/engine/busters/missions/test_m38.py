"""Mission 38, "Knit a Wire, Purl a Wire..." (REF L1060-1072)."""
from __future__ import annotations

import random

from engine.busters import GAME, marks
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal

ALL_KEEP = ("character keep",)


def start(hands, flipped, players=4, equipment=(), ready=()):
    """A deal laid out as given: `flipped` is the Captain's wire at the far right."""
    s = GAME.new_game({"mission": 38, "players": players}, 0,
                      {"hands": hands, "as_laid": True, "setup_info": False,
                       "equipment": list(equipment), "mission": {"flipped": [flipped]}})
    while s.phase == "characters":               # rule sticker B: everyone keeps
        act(s, s.active, "character keep")
    for c in s.equipment:
        c.status = "ready" if c.number in ready else c.status
    return s


HANDS = [["1", "3", "6", "2"], ["1", "4", "5"], ["2", "3", "6"], ["4", "5", "6"]]


def test_setup_flips_a_captain_wire_to_the_far_right():
    # "the Captain flips 1 of their wires around without looking at it, and places it
    # at the far right end of their tile stand"; 2 red wires, 3 with 2 players
    for seed in range(5):
        s = GAME.new_game({"mission": 38, "players": 4}, seed)
        flipped = [sl for sl in s.hands[0][0].slots if marks.FLIPPED in sl.marks]
        assert len(flipped) == 1 and s.hands[0][0].slots[-1] is flipped[0]
        assert s.in_play["R"] == 2
    assert GAME.new_game({"mission": 38, "players": 2}, 1).in_play["R"] == 3


def test_its_value_faces_the_teammates_only():
    s = start(HANDS, [0, 0, 3])
    assert GAME.view(s, 0).stands[0].slots[3].wire == "?"
    assert GAME.view(s, 1).stands[0].slots[3].wire == "2"


def test_no_one_else_can_cut_it():
    # "No other bomb disposal expert can cut the Captain's flipped-around wire."
    s = start(HANDS, [0, 0, 3], equipment=[8, 3], ready=(8, 3))
    s.active = 2
    assert not any(a.startswith("dual 0.0.3") for a in legal(s, 2))
    act(s, 2, "use triple")
    assert not any(a == "point 0.0.3" for a in legal(s, 2))


def test_the_captain_cuts_it_with_a_plain_cut_and_a_wrong_one_explodes():
    # "They must cut it themselves using a regular cut action ... If that cut action
    # fails, the bomb explodes." (R-BB27: any value may be announced)
    s = start(HANDS, [0, 0, 3])
    act(s, 0, "dual 2.0.0 2")                       # seat 2's 2: right
    assert "own 0.0.3" in legal(s, 0)               # the only "2" the Captain has
    act(s, 0, "own 0.0.3")
    assert s.slot(0, 0, 3).cut and s.result is None
    s = start(HANDS, [0, 0, 3])
    act(s, 0, "dual 3.0.0 4", "own 0.0.3")          # it was a 2, cut as a 4
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_a_miss_announced_on_the_flipped_wire_alone_explodes():
    # Issue 31: "They must cut it themselves using a regular cut action ... If that
    # cut action fails, the bomb explodes." A value the Captain sees none of is backed
    # by the flipped wire alone: that cut is the flipped wire's, and its miss explodes
    # (no dial space and free info token to fish for its value with, R-BB27)
    s = start(HANDS, [0, 0, 3])
    dial = s.detonator
    act(s, 0, "dual 3.0.1 4")                       # seat 3's 5: missed
    assert GAME.outcome(s).key == "busters.outcome.failure" and s.detonator == dial
    assert not s.slot(3, 0, 1).tokens
    assert any(e.key == "busters.unseen.missed" for e in s.log)
    # a value it sees is an ordinary cut: a miss costs a space and shows a token
    s = start(HANDS, [0, 0, 3])
    act(s, 0, "dual 3.0.1 6")
    assert GAME.outcome(s) is None and s.detonator == dial - 1
    assert [t.value for t in s.slot(3, 0, 1).tokens] == [5]


def test_not_with_the_stabilizer():
    # "... without using equipment": the Stabilizer is Equipment 9, so a stabilized
    # Dual Cut can not be the flipped wire's cut (R-BB27)
    s = start(HANDS, [0, 0, 3], equipment=[9], ready=(9,))
    act(s, 0, "use stabilizer")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual ")} == {"1", "3", "6"}
    act(s, 0, "dual 2.0.1 3")
    assert legal(s, 0) == {"own 0.0.1"}             # not the flipped wire
    # a Captain left with the flipped wire alone is not offered the Stabilizer
    s = start([["2"], ["1", "4", "5"], ["2", "3", "6"], ["1", "4", "5", "6"]], [0, 0, 0],
              equipment=[9], ready=(9,))
    assert "use stabilizer" not in legal(s, 0) and "dual 2.0.0 2" in legal(s, 0)


def test_not_with_a_double_detector():
    # "... but without using equipment or a Double Detector."
    s = start(HANDS, [0, 0, 3])
    act(s, 0, "use ddet", "point 2.0.1", "point 2.0.2")
    # with the Double Detector the flipped wire is out of reach: only the values the
    # Captain sees may be announced
    assert "announce 2" not in legal(s, 0) and "announce 3" in legal(s, 0)
    act(s, 0, "announce 3")
    act(s, 2, "choose 2.0.1")
    assert legal(s, 0) == {"own 0.0.1"}


def test_no_tool_is_offered_that_could_not_finish_its_cut():
    # the Captain sees no wire of its own but the flipped one: with a Double
    # Detector nothing could be announced, so it is not offered (R-BB19)
    hands = [["7"], ["7", "7"], ["5", "5"], ["7", "4.5"]]
    s = start(hands, [0, 0, 0])
    assert "use ddet" not in legal(s, 0) and "dual 1.0.0 7" in legal(s, 0)


def test_the_captain_finishes_with_the_flipped_wire():
    hands = [["5", "7", "7"], ["7", "7"], ["5"], ["4.5"]]
    s = start(hands, [0, 0, 2])
    act(s, 0, "dual 2.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 7", "own 1.0.0")          # the Captain's visible 7
    act(s, 3, "reveal")
    assert s.active == 0                            # only the flipped 7 is left to it
    act(s, 0, "dual 1.0.1 7", "own 0.0.2")
    assert GAME.outcome(s).winners


def test_skip_when_only_the_flipped_wire_is_left_to_cut():
    hands = [["3", "3", "8"], ["4.5"], ["2.5"], ["8"]]
    s = start(hands, [0, 0, 2])
    act(s, 0, "solo 3")
    act(s, 1, "reveal")
    act(s, 2, "reveal")
    # seat 3's 8: the only wire left to cut is the Captain's flipped 8
    skipped = [e for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped and skipped[-1].params == {"seat": 3, "steps": 1} and s.detonator == 3
    assert s.active == 0
    act(s, 0, "dual 3.0.0 8", "own 0.0.2")
    assert GAME.outcome(s).winners


def test_faq_a_red_flipped_wire_is_revealed_with_the_red_wires():
    # FAQ: "If the Captain's upside-down wire is RED, they reveal it when all their
    # remaining uncut wires are RED (via the normal Reveal action)."
    hands = [["3", "3", "4.5"], ["5", "5"], ["6", "6"], ["2.5"]]
    s = start(hands, [0, 0, 2])
    act(s, 0, "solo 3")
    s.active, s.phase = 0, "turn"
    assert "reveal" in legal(s, 0)
    act(s, 0, "reveal")
    assert s.result is None and s.slot(0, 0, 2).cut


def test_bots_play_it_to_the_end_at_every_level():
    for level, factory in BOTS.items():
        s = GAME.new_game({"mission": 38, "players": 4}, 3)
        bots = [factory() for _ in range(4)]
        rng = random.Random(0)
        for _ in range(3000):
            if GAME.outcome(s) is not None:
                break
            seat = min(GAME.to_act(s))
            GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s, seat), rng))
        assert GAME.outcome(s) is not None, level
