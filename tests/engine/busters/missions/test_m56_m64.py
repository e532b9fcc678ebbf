"""Missions 56 "Tripwires" (REF L1369-1381) and 64 "Return of the Tripwires" (REF
L1502-1516)."""
from __future__ import annotations

import random

from engine.busters import GAME, marks
from engine.busters.botctx import life_cost
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

# seat 0's 2 and seat 1's 6 are flipped (laid at the far right)
HANDS = [["1", "3", "6", "2"], ["1", "4", "5", "6"], ["2", "3", "6"], ["4", "5", "6"]]
FLIPPED = {"flipped": [[0, 0, 3], [1, 0, 3]]}


def flipped(s, seat):
    return [(st.index, i) for st in s.hands[seat] for i, sl in enumerate(st.slots)
            if marks.FLIPPED in sl.marks]


def test_56_each_player_flips_one_wire_to_the_far_right():
    # "each player flips 1 of their wires around without looking at it, and places it
    # at the far right end of their tile stand"
    for seed in range(4):
        s = GAME.new_game({"mission": 56, "players": 4}, seed)
        for seat in range(4):
            where = flipped(s, seat)
            assert len(where) == 1 and where[0][1] == len(s.hands[seat][where[0][0]].slots) - 1
    s = laid(56, HANDS, mission_part=FLIPPED)
    assert GAME.view(s, 0).stands[0].slots[3].wire == "?"           # "Only your teammates
    assert GAME.view(s, 2).stands[0].slots[3].wire == "2"           # will know its value"
    s = GAME.new_game({"mission": 56, "players": 4}, 1)             # sticker C's cards
    assert {22, 33, 99, 1010, 1111} <= set(s.equipment_pile) | {c.number for c in s.equipment}


def test_56_its_owner_cuts_it_without_equipment_and_a_wrong_one_explodes():
    # "must cut their flipped-around wire themselves using a regular cut action, but
    # without using equipment or a Double Detector. If that cut action fails, the bomb
    # explodes!"
    s = laid(56, HANDS, mission_part=FLIPPED, equipment=[3], ready=(3,))
    act(s, 0, "dual 2.0.0 2")
    assert "own 0.0.3" in legal(s, 0)
    act(s, 0, "own 0.0.3")
    assert s.slot(0, 0, 3).cut and GAME.outcome(s) is None
    s = laid(56, HANDS, mission_part=FLIPPED)
    act(s, 0, "dual 2.0.1 3", "own 0.0.3")                          # it was a 2
    assert GAME.outcome(s) is not None and not GAME.outcome(s).winners
    # no equipment touches a flipped wire: a teammate's Triple Detector skips it
    s = laid(56, HANDS, mission_part=FLIPPED, equipment=[3], ready=(3,))
    s.active = 2
    act(s, 2, "use triple")                  # 3 wires side by side: 1.0.1-1.0.3 holds it
    assert "point 1.0.0" in legal(s, 2) and "point 1.0.1" not in legal(s, 2)


def test_56_64_a_miss_announced_on_ones_own_flipped_wire_alone_explodes():
    # Issue 31: "Each bomb disposal expert must cut their flipped-around wire(s)
    # themselves using a regular cut action ... If that cut action fails, the bomb
    # explodes!" A value its owner sees none of is backed by the flipped wire alone
    # (R-BB27): no fishing for its value at a dial space and a free info token
    s = laid(56, HANDS, mission_part=FLIPPED)
    act(s, 0, "dual 2.0.1 2")                                       # seat 2's 3
    assert GAME.outcome(s).key == "busters.outcome.failure"
    s = laid(56, HANDS, mission_part=FLIPPED)
    dial = s.detonator
    act(s, 0, "dual 2.0.0 3")                                       # seen 3, on a 2
    assert GAME.outcome(s) is None and s.detonator == dial - 1
    hands = [["2", "1", "3", "6"], ["1", "4", "5", "6"], ["2", "3", "6"], ["4", "5", "6"]]
    s = laid(64, hands, mission_part={"flipped": [[0, 0, 0], [0, 0, 3]]})
    act(s, 0, "dual 3.0.0 5")                                       # only the flipped
    assert GAME.outcome(s).key == "busters.outcome.failure"         # could be a 5
    # seat 1 (a flipped 6) sees a 5: a 5 announced is an ordinary cut, a 6 its flipped one's
    s = laid(56, HANDS, mission_part=FLIPPED)
    s.active = 1
    act(s, 1, "dual 2.0.1 5")
    assert GAME.outcome(s) is None and [t.value for t in s.slot(2, 0, 1).tokens] == [3]
    s = laid(56, HANDS, mission_part=FLIPPED)
    s.active = 1
    act(s, 1, "dual 2.0.1 6")
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_56_no_stabilizer_for_ones_own_flipped_wire():
    # "... but without using equipment": no stabilized cut is the flipped wire's
    s = laid(56, HANDS, mission_part=FLIPPED, equipment=[9], ready=(9,))
    act(s, 0, "use stabilizer")
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual ")} == {"1", "3", "6"}
    assert "dual 1.0.3 6" in legal(s, 0)                # a teammate's flipped wire: as usual


def test_56_a_dual_cut_on_a_teammates_flipped_wire_costs_a_space_right_or_wrong():
    # "A bomb disposal expert can ... do the Dual Cut action with a teammate's
    # flipped-around wire, but if they do, the detonator dial advances 1 space."
    s = laid(56, HANDS, mission_part=FLIPPED)
    dial = s.detonator
    act(s, 0, "dual 1.0.3 6", "own 0.0.2")                          # right: a 6
    assert s.slot(1, 0, 3).cut and s.detonator == dial - 1


def test_64_each_player_flips_two_the_lower_left_the_higher_right():
    for seed in range(4):
        s = GAME.new_game({"mission": 64, "players": 4}, seed)
        for seat in range(4):
            st = s.hands[seat][0]
            assert marks.FLIPPED in st.slots[0].marks and marks.FLIPPED in st.slots[-1].marks
            assert st.slots[0].wire.tenths <= st.slots[-1].wire.tenths
            assert len(flipped(s, seat)) == 2
    # FAQ: "With 2 stands, only 2 wires total are flipped. The lowest ... far-left of
    # the 1st stand, and the highest ... far-right of the 2nd stand."
    s = GAME.new_game({"mission": 64, "players": 2}, 5)
    for seat in range(2):
        first, second = s.hands[seat]
        assert marks.FLIPPED in first.slots[0].marks and marks.FLIPPED in second.slots[-1].marks
        assert first.slots[0].wire.tenths <= second.slots[-1].wire.tenths
        assert len(flipped(s, seat)) == 2
    assert s.in_play["R"] == 2 and GAME.new_game({"mission": 64, "players": 4}, 1).in_play["R"] == 1


def test_64_the_same_rules_as_56():
    hands = [["2", "1", "3", "6"], ["1", "4", "5", "6"], ["2", "3", "6"], ["4", "5", "6"]]
    s = laid(64, hands, mission_part={"flipped": [[0, 0, 0], [0, 0, 3]]})
    dial = s.detonator
    s.active = 2
    act(s, 2, "dual 0.0.0 2", "own 2.0.0")
    assert s.slot(0, 0, 0).cut and s.detonator == dial - 1


def test_bots_play_them_to_an_end():
    bots_finish(56)
    bots_finish(64)


def test_a_cut_of_ones_own_unseen_wire_is_weighed_as_the_explosion_it_risks():
    # "If that cut action fails, the bomb explodes!": a 60% guess at one's own flipped
    # wire weighs worse than a 60% Dual Cut, whose failure costs a dial space
    bot = BOTS["expert"]()
    assert bot.score_unseen(0.6) < -(0.4 * life_cost(4))


def test_56_a_single_wire_label_never_depends_on_ones_own_flipped_wire():
    """Issue 25, item 5 (R-BB200): where the Single Wire Label (2-2) may go depended on
    the owner's flipped wire, which "only your teammates will know": a flipped 2 let the
    3 take it, a flipped 3 did not. The owner's view and choices must be the same."""
    worlds = []
    for hidden, third in (("2", ["2", "3", "6"]), ("3", ["2", "2", "6"])):   # the same wires in play
        hands = [["1", "3", "6", hidden], HANDS[1], third, HANDS[3]]
        worlds.append(laid(56, hands, mission_part=FLIPPED, equipment=[22], ready=(22,)))
    assert GAME.view(worlds[0], 0) == GAME.view(worlds[1], 0)
    assert legal(worlds[0], 0) == legal(worlds[1], 0)
    assert not any(a.startswith("use single_label") for a in legal(worlds[0], 0))


def test_64_bots_see_a_teammates_flipped_wire_and_cut_it_when_nothing_else_can_succeed():
    """Issue 27: a flipped wire faces "their teammates", so a teammate knows its value,
    and "A bomb disposal expert can (by choice or by necessity) do the Dual Cut action
    with a teammate's flipped-around wire, but if they do, the detonator dial advances
    1 space." The bots scored that wire as unknown (a sure miss): holding only a 5
    whose one other copy is seat 1's flipped wire, they announced 5 on a wire that
    cannot be one (a space for nothing) instead of the sure cut (a space, and the 5s
    gone)."""
    hands = [["5"], ["1", "3", "5"], ["1", "3", "8"], ["2", "2", "8"]]
    s = laid(64, hands, mission_part={"flipped": [[1, 0, 2]]})
    view, moves = GAME.view(s, 0), GAME.legal_actions(s, 0)
    assert view.stands[1].slots[2].wire == "5"                  # seat 0 sees it
    for level in ("normal", "hard", "expert"):
        adv = BOTS[level]().decide(view, list(moves), random.Random(0))
        assert str(adv.action) == "dual 1.0.2 5" and adv.success == 1.0, level
    assert BOTS["expert"]().decide(view, list(moves)).reason == "busters.advice.sure_penalty"
    dial = s.detonator
    act(s, 0, "dual 1.0.2 5", "own 0.0.0")
    assert s.slot(1, 0, 2).cut and s.slot(0, 0, 0).cut and s.detonator == dial - 1


def test_a_seen_wire_is_certain_to_the_bots_but_a_free_sure_cut_comes_first():
    # the same certainty makes a teammate's flipped wire a sure cut; it costs a space,
    # so a sure cut that costs nothing (seat 2's 8, shown by its info token) comes
    # first, though the bots otherwise keep a tokened wire for later
    hands = [["5", "8"], ["1", "3", "5"], ["1", "3", "8"], ["2", "2", "8"]]
    s = laid(64, hands, mission_part={"flipped": [[1, 0, 2]]}, setup=True)
    for seat, a in ((0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.2"), (3, "info 3.0.0")):
        act(s, seat, a)
    bot = BOTS["expert"]()
    post = bot.posterior(GAME.view(s, 0))
    assert post.p((1, 0, 2), 5) == 1.0 and post.p((1, 0, 2), 3) == 0.0
    assert post.p((0, 0, 1), 8) == 1.0                          # one's own, in view
    adv = bot.decide(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert str(adv.action) == "dual 2.0.2 8" and adv.reason == "busters.advice.sure_dual"
