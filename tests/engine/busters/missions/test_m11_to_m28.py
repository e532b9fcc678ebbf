"""Missions 11 "Blue on Red" (REF L650-661), 14 "NOOB" (REF L695-706), 17 "Rhett
Herrings" (REF L736-747), 20 "The Big Bad Wolf" (REF L783-797), 21 "Death by Haggis"
(REF L799-808), 24 "Tally Ho!" (REF L841-854), 25 "The Better to Hear You with..."
(REF L856-864) and 28 "Captain Careless" (REF L896-908)."""
from __future__ import annotations

import pytest

from engine.busters import GAME, marks
from engine.busters.botctx import BotContext
from engine.busters.components import BOXED
from engine.busters.bots import BOTS
from engine.busters.inference import solve
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


# ---- 11 ------------------------------------------------------------------------------------
def test_11_the_number_card_value_is_cut_like_red():
    # "Cutting a wire with this value will detonate the bomb"
    hands = [["2", "5"], ["2", "5"], ["3", "6"], ["3", "6"]]
    s = laid(11, hands, mission_part={"red": [5]})
    assert s.mission_data["red"] == 5
    assert "dual 1.0.1 5" not in legal(s, 0) and "solo 5" not in legal(s, 0)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert GAME.outcome(s) is None and s.slot(1, 0, 0).cut


def test_11_a_failed_guess_on_the_number_card_value_explodes():
    s = laid(11, [["2", "3"], ["2", "5"], ["3", "6"], ["6", "7"]], mission_part={"red": [5]})
    act(s, 0, "dual 1.0.1 2")                              # the wire is a 5: like red
    assert GAME.outcome(s).key == "busters.outcome.red"


def test_11_the_value_is_revealed_like_red_once_it_is_all_a_hand_has_left():
    # "To reveal these wires ..., they must be the only wire or wires remaining"
    s = laid(11, [["2", "5"], ["2", "4"], ["4", "5"], ["7", "7"]], mission_part={"red": [5]})
    assert "reveal" not in legal(s, 0)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 2.0.0 4", "own 1.0.1")
    assert "reveal" in legal(s, 2)
    act(s, 2, "reveal")
    assert s.slot(2, 0, 1).cut


def test_11_two_players_four_yellow_and_no_captain_token():
    s = GAME.new_game({"mission": 11, "players": 2}, 4)
    while s.phase == "characters":
        act(s, s.active, "character keep")
    yellow = sum(w.value == "Y" for p in range(2) for w in s.uncut_wires(p))
    assert yellow == 4 and isinstance(s.mission_data["red"], int)
    assert s.phase == "setup_info" and s.active != s.captain


def test_11_the_bots_count_the_value_as_danger():
    # the view tells every seat which values are cut like red; a bot's danger adds them
    s = laid(11, [["2", "5"], ["2", "5"], ["3", "6"], ["3", "6"]], mission_part={"red": [5]})
    view = GAME.view(s, 0)
    assert tuple(view.treated_red) == (5,)
    ctx = BotContext(BOTS["expert"](), view, GAME.legal_actions(s, 0))
    for addr in ((1, 0, 0), (1, 0, 1), (2, 0, 1)):
        assert ctx.danger(addr) == pytest.approx(ctx.p(addr, 5) + ctx.p(addr, "R"))
    assert ctx.p((1, 0, 1), 5) > 0


# ---- 14 ------------------------------------------------------------------------------------
HANDS4 = [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]]


def test_14_the_captain_card_is_dealt_at_random_and_its_holder_is_the_rookie():
    # R-BB103: the player dealt the Captain card is the Captain; play starts with them
    seen = {GAME.new_game({"mission": 14, "players": 4}, seed).captain for seed in range(12)}
    assert len(seen) > 1
    s = laid(14, HANDS4, mission_part={"captain": 2})
    assert s.captain == 2 and s.active == 2


@pytest.mark.parametrize("mission", (14, 17))
def test_14_17_at_three_players_the_captain_card_holder_takes_the_two_stands(mission):
    # Issue 31: "Shuffle the character cards facedown and deal 1 to each player" (REF
    # missions 14, 17) and "With 3 bomb disposal experts: the Captain takes 2 tile
    # stands, the others take 1" (rulebook, Setup): the two stands go with the card.
    captains = set()
    for seed in range(12):
        s = GAME.new_game({"mission": mission, "players": 3}, seed)
        assert [len(s.hands[p]) for p in range(3)] == [2 if p == s.captain else 1 for p in range(3)]
        assert s.characters[s.captain].name == "captain"
        # dealt as evenly as possible, the Captain's stands first (R-BB3)
        sizes = [len(st.slots) for p in range(3) for st in s.hands[(s.captain + p) % 3]]
        assert sizes == sorted(sizes, reverse=True) and sizes[0] - sizes[-1] <= 1
        captains.add(s.captain)
    assert captains == {0, 1, 2}
    s = laid(mission, [["2", "5"], [["2", "6"], ["5", "7"]], ["6", "7"]], mission_part={"captain": 1})
    assert s.captain == 1 and len(s.hands[1]) == 2
    with pytest.raises(ValueError, match="stands per seat"):
        laid(mission, [[["2", "5"], ["5", "7"]], ["2", "6"], ["6", "7"]], mission_part={"captain": 1})
    with pytest.raises(ValueError, match="Captain card"):
        laid(mission, [["2", "5"], [["2", "6"], ["5", "7"]], ["6", "7"]], mission_part={"captain": 3})


def test_14_a_failed_dual_cut_by_the_rookie_explodes_others_only_advance():
    s = laid(14, HANDS4, mission_part={"captain": 2})
    act(s, 2, "dual 3.0.0 5")                              # wrong: the rookie
    assert GAME.outcome(s).key == "busters.outcome.failure"
    s = laid(14, HANDS4, mission_part={"captain": 2})
    act(s, 2, "dual 0.0.1 5", "own 2.0.0")
    dial = s.detonator
    act(s, 3, "dual 0.0.0 6")                              # wrong: not the rookie
    assert GAME.outcome(s) is None and s.detonator == dial - 1


def test_14_the_rookie_may_not_use_the_stabilizer():
    s = laid(14, HANDS4, mission_part={"captain": 2}, equipment=[9], ready=(9,))
    assert "use stabilizer" not in legal(s, 2) and illegal(s, 2, "use stabilizer")
    act(s, 2, "dual 0.0.1 5", "own 2.0.0")
    assert "use stabilizer" in legal(s, 3)


# ---- 17 ------------------------------------------------------------------------------------
def test_17_rhett_places_two_fake_tokens_never_the_value_never_on_red():
    s = laid(17, [["2", "4.5", "7"], ["2", "5"], ["5", "6"], ["6", "7"]],
             mission_part={"captain": 0}, setup=True)
    assert s.captain == 0
    fakes = legal(s, 0)
    assert "special fake 0.0.1" not in fakes                  # the red 4.5
    act(s, 0, "special fake 0.0.0")
    values = legal(s, 0)
    assert "special fakevalue 2" not in values and "special fakevalue 3" in values
    act(s, 0, "special fakevalue 3", "special fake 0.0.2", "special fakevalue 8")
    tokens = [(t.kind, t.value) for sl in s.hands[0][0].slots for t in sl.tokens]
    assert tokens == [(marks.FALSE, 3), (marks.FALSE, 8)]


def test_17_a_failed_cut_in_rhetts_hand_gets_a_fake_token_of_the_stated_value():
    s = laid(17, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]], mission_part={"captain": 0})
    act(s, 0, "special fake 0.0.0", "special fakevalue 3", "special fake 0.0.1", "special fakevalue 9")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6")                               # Rhett's 5, stated 6: fails
    assert [(t.kind, t.value) for t in s.slot(0, 0, 1).tokens] == [(marks.FALSE, 9), (marks.FALSE, 6)]
    # elsewhere a failure shows the true value as usual
    act(s, 2, "dual 3.0.0 5")
    assert [(t.kind, t.value) for t in s.slot(3, 0, 0).tokens] == [(marks.VALUE, 6)]


def test_17_rhett_uses_no_equipment_and_the_deduction_reads_fakes_as_not():
    s = laid(17, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]], mission_part={"captain": 0},
             equipment=[9], ready=(9,))
    act(s, 0, "special fake 0.0.0", "special fakevalue 3", "special fake 0.0.1", "special fakevalue 9")
    assert "use stabilizer" not in legal(s, 0)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6")
    assert solve(GAME.view(s, 2)).p((0, 0, 1), "6") == 0


def test_17_rhett_may_use_his_own_double_detector_but_no_equipment_card():
    # Issue 31: "Rhett cannot use Equipment cards" names the cards only; mission 28
    # says "any available Equipment cards or personal equipment", mission 17 does not
    s = laid(17, [["2", "5", "8"], ["2", "6", "8"], ["5", "7", "9"], ["6", "7", "9"]],
             mission_part={"captain": 0}, equipment=[9, 10], ready=(9, 10))
    act(s, 0, "special fake 0.0.0", "special fakevalue 3", "special fake 0.0.1", "special fakevalue 9")
    mine = legal(s, 0)
    assert "use ddet" in mine
    assert "use stabilizer" not in mine and "use xray" not in mine and illegal(s, 0, "use xray")
    act(s, 0, "use ddet", "point 1.0.1", "point 1.0.2", "announce 8")
    act(s, 1, "choose 1.0.2")
    act(s, 0, "own 0.0.2")
    assert s.slot(1, 0, 2).cut and s.slot(0, 0, 2).cut and s.characters[0].used
    assert "use xray" in legal(s, 1)                        # the others: as usual


def test_17_a_failed_yellow_on_rhetts_wire_leaves_the_yellow_token_as_in_mission_52():
    # Issue 31: "Rhett places an info token matching the stated value" is mission 52's
    # "puts an info token matching the stated value": one reading for both (R-BB104,
    # R-BB196). Mission 17 deals no yellow wire; a position laid with one shows it.
    s = laid(17, [["2", "5"], ["2", "3.1"], ["5", "7"], ["6", "7"]], mission_part={"captain": 0})
    act(s, 0, "special fake 0.0.0", "special fakevalue 3", "special fake 0.0.1", "special fakevalue 9")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 Y")                               # Rhett's 5, stated yellow
    assert [(t.kind, t.value) for t in s.slot(0, 0, 1).tokens] == [(marks.FALSE, 9), (marks.FALSE, "Y")]


# ---- 20 ------------------------------------------------------------------------------------
def test_20_the_last_wire_is_at_the_far_right_with_an_x_and_no_walkie_talkies():
    for seed in range(4):
        s = GAME.new_game({"mission": 20, "players": 4}, seed)
        assert all(marks.X in st.slots[-1].marks for st in s.stands())
        assert all(c.number != 2 for c in s.equipment)
    unsorted = [st for seed in range(6) for st in GAME.new_game({"mission": 20, "players": 4}, seed).stands()
                if st.slots[-1].wire.tenths < st.slots[-2].wire.tenths]
    assert unsorted                                          # "regardless of its value"


def test_20_x_wires_are_cut_as_usual_but_no_equipment_touches_them():
    s = laid(20, [["3", "2"], ["3", "6"], ["6", "2"], ["7", "7"]], equipment=[4], ready=(4,))
    assert "use postit 0.0.1" not in legal(s, 0)             # the X wire: no equipment
    act(s, 0, "dual 2.0.1 2", "own 0.0.1")                   # X wires cut as usual
    assert s.slot(2, 0, 1).cut and s.slot(0, 0, 1).cut


# ---- 21 ------------------------------------------------------------------------------------
def test_21_setup_and_failures_use_even_odd_tokens():
    s = laid(21, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]], setup=True)
    act(s, s.active, "info 0.0.1")
    assert [(t.kind, t.value) for t in s.slot(0, 0, 1).tokens] == [(marks.PARITY, "odd")]
    s = laid(21, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]])
    act(s, 0, "dual 1.0.1 5")
    assert [(t.kind, t.value) for t in s.slot(1, 0, 1).tokens] == [(marks.PARITY, "even")]
    assert solve(GAME.view(s, 2)).p((1, 0, 1), "5") == 0


def test_21_yellow_keeps_the_yellow_token():
    # R-BB105
    s = laid(21, [["2", "5"], ["2", "3.1"], ["5", "8.1"], ["6", "6"]])
    act(s, 0, "dual 1.0.1 2")
    assert [t.value for t in s.slot(1, 0, 1).tokens] == ["Y"]


# ---- 24 ------------------------------------------------------------------------------------
def test_24_count_tokens_count_the_value_on_the_stand_cut_wires_included():
    s = laid(24, [["2", "2", "5"], ["2", "6", "6"], ["2", "5"], ["6", "6"]])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.2 6")                                # fails: 0 holds a 5
    assert [(t.kind, t.value) for t in s.slot(0, 0, 2).tokens] == [(marks.COUNT, 1)]
    act(s, 2, "dual 1.0.1 5")                                # fails: 1 holds 6, 6
    assert [(t.kind, t.value) for t in s.slot(1, 0, 1).tokens] == [(marks.COUNT, 2)]


def test_24_the_post_it_may_go_on_a_cut_wire():
    s = laid(24, [["2", "2", "5"], ["2", "6", "6"], ["2", "5"], ["6", "6"]], equipment=[4],
             ready=(4,))
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 3.0.0 6", "own 1.0.1")
    act(s, 2, "dual 0.0.1 2", "own 2.0.0")
    act(s, 3, "dual 1.0.2 6", "own 3.0.1")
    assert "use postit 0.0.0" in legal(s, 0)                 # a cut wire of their own
    act(s, 0, "use postit 0.0.0")
    assert [(t.kind, t.value) for t in s.slot(0, 0, 0).tokens] == [(marks.COUNT, 2)]


def test_24_faq_a_swapped_wire_loses_its_count_token():
    s = laid(24, [["1", "2", "5"], ["2", "6", "6"], ["2", "5"], ["1", "6"]], equipment=[2],
             ready=(2,))
    act(s, 0, "dual 1.0.1 5")                                # fails: ×2 on 1.0.1
    assert s.slot(1, 0, 1).tokens
    act(s, 1, "use walkie 1.0.1 3")
    act(s, 3, "give 3.0.1")
    assert not any(t.kind == marks.COUNT for sl in s.hands[3][0].slots for t in sl.tokens)


# ---- 25 ------------------------------------------------------------------------------------
def test_25_any_player_owning_up_advances_the_detonator_at_any_time():
    s = laid(25, HANDS4)
    dial = s.detonator
    assert "special spoke" in legal(s, 2)                    # not their turn (R-BB106)
    events = act(s, 2, "special spoke")
    assert s.detonator == dial - 1 and s.active == 0          # one space fewer to the skull
    assert any(e.key == "busters.m25.spoke" and e.params["seat"] == 2 for e in events)


def test_25_the_dial_reaching_the_skull_explodes():
    s = laid(25, HANDS4)
    while GAME.outcome(s) is None:
        act(s, 1, "special spoke")
    assert GAME.outcome(s).key == "busters.outcome.detonator"


# ---- 28 ------------------------------------------------------------------------------------
def test_28_captain_careless_has_no_double_detector_and_no_equipment():
    s = laid(28, HANDS4, equipment=[9, 2], ready=(9, 2))
    c = s.captain
    assert s.characters[c].name == BOXED and s.characters[c].personal == ""
    assert not any(a.startswith("use ") for a in legal(s, c))


def test_28_the_emergency_batteries_can_not_bring_back_the_card_in_the_box():
    # Issue 31: "the Captain ... returns their character card to the box"; the
    # Batteries "choose 1 or 2 character cards which have already been used and flip
    # them faceup": a card in the box is not on the table to flip (R-BB201)
    s = laid(28, [["2", "5", "8"], ["2", "6", "8"], ["5", "7", "9"], ["6", "7", "9"]],
             equipment=[7], ready=(7,))
    assert not any(a.startswith("use batteries") for a in legal(s, 1))   # nothing used yet
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "use ddet", "point 3.0.0", "point 3.0.1", "announce 6")
    act(s, 3, "choose 3.0.0")
    act(s, 1, "own 1.0.1")
    offered = {a for a in legal(s, 2) if a.startswith("use batteries")}
    assert offered == {"use batteries 1"}
    assert illegal(s, 2, "use batteries 0") and illegal(s, 2, "use batteries 0 1")
    assert GAME.view(s, 2).characters[0] == (BOXED, "", False)   # no card, face up or down
    act(s, 2, "use batteries 1")
    assert not s.characters[1].used and s.characters[0].name == BOXED


def test_28_a_failed_dual_cut_of_theirs_explodes_others_advance():
    s = laid(28, HANDS4)
    assert s.captain == 0
    act(s, 0, "dual 2.0.1 5")
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_28_they_still_take_part_in_anothers_walkie_talkies():
    s = laid(28, HANDS4, equipment=[2], ready=(2,))
    act(s, 0, "dual 2.0.0 5", "own 0.0.1")
    act(s, 1, "use walkie 1.0.1 0")
    assert GAME.to_act(s) == {0} and "give 0.0.0" in legal(s, 0)


@pytest.mark.parametrize("mission", [14, 28])
def test_14_28_teammates_leave_the_captains_wires_alone(mission):
    """The rookie's (14) or Captain Careless's (28) failed Dual Cut explodes the bomb,
    and they must cut on each turn: every wire in their hand is a value they can cut.
    Seat 1 (no detector) holds a 5, an 8 and three 9s: a 5 on the left of the
    Captain's three wires (seat 0) is likelier (31/35) than on seat 2's two (5/7), but
    the bots point at seat 2, and the Coach says why. The charge weighs a success, is
    only for a teammate's Dual Cut at the Captain, and not while the Captain holds
    more than 1.5 times a teammate's wires on average."""
    from engine.busters.missions import get_mission
    from engine.busters.state import Character
    s = laid(mission, [["5", "5", "8"], ["5", "8", "9", "9", "9"], ["5", "8"], ["8", "9"]], seed=2)
    assert s.captain == 0
    s.active, s.characters[1] = 1, Character(BOXED, "")
    view, moves = GAME.view(s, 1), GAME.legal_actions(s, 1)
    m, ctx = get_mission(mission), BotContext(BOTS["expert"](), view, moves)
    assert ctx.p((0, 0, 0), 5) == pytest.approx(31 / 35) and ctx.p((2, 0, 0), 5) == pytest.approx(5 / 7)
    advice = BOTS["expert"]().decide(view, moves)
    assert str(advice.action) == "dual 2.0.0 5" and advice.reason == "busters.advice.spare_captain"
    assert str(BOTS["hard"]().choose(view, moves, None)) == "dual 2.0.0 5"
    assert m.cut_cost(view, 5, ctx, 0, 0.5) == pytest.approx(0.05)
    assert m.cut_cost(view, 5, ctx, 2, 0.5) == 0.0
    s.active = 0                                   # the Captain's own cuts: no charge
    own = GAME.view(s, 0)
    assert m.cut_cost(own, 5, BotContext(BOTS["expert"](), own, []), 1, 1.0) == 0.0
    rich = laid(mission, [["5", "5", "8", "9"], ["5", "8"], ["5", "8"], ["8", "9"]], seed=2)
    view = GAME.view(rich, 1)                      # 4 wires against 2 each: no charge
    assert m.cut_cost(view, 5, BotContext(BOTS["expert"](), view, []), 0, 0.5) == 0.0


@pytest.mark.parametrize("mission", [11, 14, 17, 20, 21, 24, 25, 28])
def test_bots_play_the_mission_to_an_end(mission):
    bots_finish(mission)


# ---- 33 and 40: missions 21 and 24 again, with rule sticker B -------------------------------
def test_33_even_odd_tokens_at_setup_and_on_failures_and_sticker_b():
    # REF L978-988: "always use even/odd tokens ... during setup, when an action fails"
    s = GAME.new_game({"mission": 33, "players": 4}, 1)
    assert s.phase == "characters"                          # rule sticker B
    s = laid(33, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]], setup=True)
    act(s, s.active, "info 0.0.0")
    assert [(t.kind, t.value) for t in s.slot(0, 0, 0).tokens] == [(marks.PARITY, "even")]
    red = [GAME.new_game({"mission": 33, "players": p}, 2) for p in (2, 4)]
    assert [sum(c == "red" for c, _v, _q in x.markers) for x in red] == [3, 3]


def test_40_count_tokens_at_setup_three_red_and_no_captain_token_with_two():
    # REF L1095-1107
    s = laid(40, [["2", "2", "5"], ["2", "6", "6"], ["5", "7"], ["6", "7"]], setup=True)
    act(s, s.active, "info 0.0.1")
    assert [(t.kind, t.value) for t in s.slot(0, 0, 1).tokens] == [(marks.COUNT, 2)]
    two = GAME.new_game({"mission": 40, "players": 2}, 3)
    while two.phase == "characters":
        act(two, two.active, "character keep")
    assert two.active != two.captain
