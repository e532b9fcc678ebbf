"""Equipment cards 1-12 and the Double Detector, as their card text and the FAQ
say (REF = shared/rules/bomb-busters-reference.md, line numbers)."""
from __future__ import annotations

from engine.busters import GAME
from tests.engine.busters.helpers import act, deal, illegal, keys, legal

# seat 0: 1 3 3.1 5 5 8 | seat 1: 1 2 5 7 7.5 | seat 2: 2 3 6 6.1 9 | seat 3: 1 2 8 9 10
E4 = [["1", "3", "3.1", "5", "5", "8"], ["1", "2", "5", "7", "7.5"],
      ["2", "3", "6", "6.1", "9"], ["1", "2", "8", "9", "10"]]
ALL = list(range(1, 13))


def game(*ready: int, hands=E4, **kw):
    return deal(4, hands, equipment=list(ready), ready=ready, **kw)


def test_cards_are_used_once_and_unusable_while_locked():
    """REF L277-284: usable once unlocked; once only, then face down."""
    s = deal(4, E4, equipment=[6])
    assert "use rewinder" not in legal(s, 0)
    s.equipment[0].status = "ready"
    act(s, 0, "dual 1.0.0 3")                      # a failure: detonator 4 -> 3
    act(s, 1, "use rewinder")
    assert s.detonator == 4 and s.equipment[0].status == "used"
    assert "use rewinder" not in legal(s, 1)


def test_any_time_cards_open_a_window_for_every_seat_who_may_pass_once():
    """REF L285: "at any time by anyone, even if it is not their turn" (R-BB10)."""
    s = game(8)
    assert GAME.to_act(s) == {0, 1, 2, 3}
    assert legal(s, 2) == {f"use radar {v}" for v in ALL} | {"pass"}
    act(s, 2, "pass")
    assert GAME.to_act(s) == {0, 1, 3}
    assert illegal(s, 2, "use radar 5")
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")         # the active seat's action ends the window
    assert GAME.to_act(s) == {0, 1, 2, 3} and s.active == 1   # a new turn: a new window
    s2 = game(3)                                   # a turn-only card: no window for others
    assert GAME.to_act(s2) == {0}


def test_label_ne_and_eq_on_own_adjacent_wires():
    """R-BB14, REF L296-300 (≠) and L351-355 (=): adjacent wires, one may be cut; two yellow
    (or two red) wires are identical, never "different"."""
    s = game(1, 12, hands=[["1", "3", "3.1", "4.1", "5", "5"], *E4[1:]])
    got = legal(s, 0)
    assert "use label_ne 0.0.0" in got and "use label_ne 0.0.1" in got
    assert "use label_eq 0.0.2" in got and "use label_ne 0.0.2" not in got   # 3.1 / 4.1
    assert "use label_eq 0.0.4" in got and "use label_ne 0.0.4" not in got   # 5 / 5
    act(s, 0, "use label_eq 0.0.2")
    v = GAME.view(s, 1)
    assert v.labels == (("eq", (0, 0, 2), (0, 0, 3)),)
    assert not any(a.startswith("use label_eq") for a in legal(s, 0))        # used once


def test_label_may_cover_one_cut_wire_but_not_two():
    s = game(1, hands=[["1", "3", "5", "5"], ["1", "3", "5", "5"], ["2"], ["2"]])
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")         # seat 0's 1 is cut
    assert "use label_ne 0.0.0" in legal(s, 0)    # 1 (cut) | 3: allowed
    act(s, 1, "dual 0.0.1 3", "own 1.0.1")         # seat 0's 3 cut too
    assert "use label_ne 0.0.0" not in legal(s, 0)


def test_walkie_talkies_swap_seen_by_all_token_follows():
    """R-BB11, REF L302-310 + FAQ L310: each new wire goes, sorted, into the stand the
    other came from; the info token follows its wire; everyone sees the moves."""
    s = game(2, setup=["info 0.0.0", "info 1.0.0", "info 2.0.4", "info 3.0.4"])
    act(s, 0, "use walkie 0.0.0 2")                # give my 1 to seat 2
    assert GAME.to_act(s) == {2}
    assert "give 2.0.4" in legal(s, 2)
    events = act(s, 2, "give 2.0.4")               # seat 2 gives back its 9 (token 9)
    assert [sl.wire.text for sl in s.hands[0][0].slots] == ["3", "3.1", "5", "5", "8", "9"]
    assert [sl.wire.text for sl in s.hands[2][0].slots] == ["1", "2", "3", "6", "6.1"]
    assert [t.value for t in s.slot(0, 0, 5).tokens] == [9]
    assert [t.value for t in s.slot(2, 0, 0).tokens] == [1]
    swap = next(e for e in events if e.key == "busters.walkie.swapped")
    assert swap.public and swap.params["to_giver"] == [0, 0, 5] and swap.params["to_mate"] == [2, 0, 0]
    private = [e for e in events if e.key == "busters.walkie.received"]
    assert {tuple(e.visible_to) for e in private} == {(0,), (2,)}
    assert s.phase == "turn"


def test_walkie_talkies_into_the_stand_it_came_from():
    """REF L307: with 2 stands, the new wire goes into the stand the wire came from."""
    s = deal(2, [[["1", "4"], ["6", "8"]], [["2", "5"], ["7", "9"]]], equipment=[2],
             ready=(2,))
    act(s, 0, "use walkie 0.1.0 1")                # my 6 from stand 1
    act(s, 1, "give 1.0.0")                        # their 2 from stand 0
    assert [sl.wire.text for sl in s.hands[0][1].slots] == ["2", "8"]
    assert [sl.wire.text for sl in s.hands[1][0].slots] == ["5", "6"]


def test_triple_detector_success_owner_cuts_a_match():
    """R-BB12, REF L311-315 + FAQ: 3 wires of one stand, never yellow; success if one
    matches; the owner cuts one matching wire."""
    s = game(3)
    act(s, 0, "use triple")
    assert s.phase == "declare"
    act(s, 0, "point 1.0.0", "point 1.0.1")
    assert "point 2.0.0" not in legal(s, 0)        # the same stand (FAQ L419)
    act(s, 0, "point 1.0.2")
    assert "announce Y" not in legal(s, 0) and "announce 5" in legal(s, 0)
    act(s, 0, "announce 5")
    assert GAME.to_act(s) == {1} and legal(s, 1) == {"choose 1.0.2"}
    act(s, 1, "choose 1.0.2")
    assert legal(s, 0) == {"own 0.0.3", "own 0.0.4"}
    act(s, 0, "own 0.0.3")
    assert s.slot(1, 0, 2).cut and s.detonator == 4


def test_triple_detector_failure_owner_places_the_token():
    s = game(3)
    act(s, 0, "use triple", "point 1.0.0", "point 1.0.1", "point 1.0.3", "announce 8")
    assert s.detonator == 3
    assert legal(s, 1) == {"choose 1.0.0", "choose 1.0.1", "choose 1.0.3"}
    act(s, 1, "choose 1.0.3")
    assert [t.value for t in s.slot(1, 0, 3).tokens] == [7] and s.active == 1


def test_super_detector_points_a_whole_stand_red_excluded_from_the_token():
    """REF L319-323: the whole stand; failure: the token on one wire, never red."""
    s = game(5)
    act(s, 0, "use super")
    assert legal(s, 0) == {"point 1.0", "point 2.0", "point 3.0"}
    act(s, 0, "point 1.0", "announce 8")          # seat 1: 1 2 5 7 7.5: no 8
    assert s.detonator == 3
    assert legal(s, 1) == {"choose 1.0.0", "choose 1.0.1", "choose 1.0.2", "choose 1.0.3"}


def test_post_it_on_own_blue_wire():
    """R-BB15, REF L316-318: an info token in front of 1 of your blue wires."""
    s = game(4)
    got = {a for a in legal(s, 0) if a.startswith("use postit")}
    assert got == {f"use postit 0.0.{i}" for i in (0, 1, 3, 4, 5)}   # not the yellow 3.1
    act(s, 0, "use postit 0.0.5")
    assert [t.value for t in s.slot(0, 0, 5).tokens] == [8]


def test_rewinder_moves_the_dial_back_up_to_the_top():
    """R-BB16, REF L324-326; FACTS: the dial has one space above the 5 mark (6)."""
    s = game(6)
    s.detonator = 6
    assert "use rewinder" not in legal(s, 0)
    s.detonator = 2
    act(s, 3, "use rewinder")
    assert s.detonator == 3


def test_emergency_batteries_recharge_used_characters():
    """REF L327-329: 1 or 2 used character cards face up again."""
    s = game(7)
    assert not any(a.startswith("use batteries") for a in legal(s, 0))
    s.characters[1].used = s.characters[2].used = True
    got = {a for a in legal(s, 3) if a.startswith("use batteries")}
    assert got == {"use batteries 1", "use batteries 2", "use batteries 1 2"}
    act(s, 3, "use batteries 1 2")
    assert not s.characters[1].used and not s.characters[2].used


def test_general_radar_answers_per_stand_blue_only():
    """REF L330-334 + FAQ: yes/no per stand (2 stands answer separately); a red 7.5
    is not a 7."""
    s = deal(5, [[["1", "7"], ["2", "3"]], ["7.5", "4"], ["7", "7"]], equipment=[8],
             ready=(8,))
    events = act(s, 1, "use radar 7")
    ans = next(e for e in events if e.key == "busters.radar.answers")
    assert ans.public and ans.params["answers"] == [[0, 0, True], [0, 1, False],
                                                    [1, 0, False], [2, 0, True]]


def test_stabilizer_failure_does_not_advance_and_red_does_not_explode():
    """REF L335-341 + FAQ: before a Dual Cut; no dial move, no explosion; the token
    is still placed, except on red."""
    s = game(9)
    act(s, 0, "use stabilizer")
    assert not any(a.startswith(("solo", "reveal", "use coffee")) for a in legal(s, 0))
    act(s, 0, "dual 1.0.1 5")                      # a 2: failure
    assert s.detonator == 4 and [t.value for t in s.slot(1, 0, 1).tokens] == [2]
    s = game(9)
    act(s, 0, "use stabilizer", "dual 1.0.4 5")    # the red 7.5
    assert GAME.outcome(s) is None and s.detonator == 4 and not s.slot(1, 0, 4).tokens
    assert not s.slot(1, 0, 4).cut and s.active == 1


def test_x_or_y_ray_two_values_both_held():
    """REF L342-346 + FAQ: 2 values (yellow allowed) at 1 wire, both in your hand,
    not necessarily consecutive; success on either."""
    s = game(10)
    act(s, 0, "use xray", "point 2.0.3")
    got = {a for a in legal(s, 0) if a.startswith("announce")}
    assert "announce 1 Y" in got and "announce 1 8" in got and "announce 2 8" not in got
    act(s, 0, "announce 1 Y")                      # 6.1 is yellow
    assert s.slot(2, 0, 3).cut and legal(s, 0) == {"own 0.0.2"}


def test_x_or_y_ray_combines_with_a_detector():
    """R-BB19, RB NOTE: the X or Y Ray with the Double Detector: 2 values, 2 wires."""
    s = game(10)
    act(s, 0, "use xray", "use ddet", "point 3.0.2", "point 3.0.3")
    assert "announce 5 8" in legal(s, 0) and not any("Y" in a for a in legal(s, 0))
    act(s, 0, "announce 1 8")
    assert legal(s, 3) == {"choose 3.0.2"} and s.characters[0].used
    act(s, 3, "choose 3.0.2")
    assert legal(s, 0) == {"own 0.0.5"}


def test_coffee_mug_chooses_the_next_player():
    """R-BB17, REF L347-350: skip your turn; the chosen seat plays, then clockwise on."""
    s = game(11)
    act(s, 0, "use coffee 2")
    assert s.active == 2
    act(s, 2, "dual 3.0.1 2", "own 2.0.0")
    assert s.active == 3


def test_double_detector_one_match_and_both_match():
    """REF L408-419: success if either wire matches; with both, the owner chooses."""
    s = game()
    act(s, 0, "use ddet", "point 1.0.1", "point 1.0.2", "announce 5")
    assert legal(s, 1) == {"choose 1.0.2"}
    act(s, 1, "choose 1.0.2")
    act(s, 0, "own 0.0.4")
    s = game()
    act(s, 0, "dual 2.0.0 1")                      # a failure; seat 1's turn
    act(s, 1, "use ddet", "point 0.0.3", "point 0.0.4", "announce 5")
    assert legal(s, 0) == {"choose 0.0.3", "choose 0.0.4"}
    assert "use ddet" not in legal(s, 1)           # once per mission


def test_double_detector_failure_token_owner_choice_and_red():
    """REF L414-417 + FAQ L419: failure: dial +1, token on one wire (owner's
    choice); with one red, the token goes on the other; both red explode (R-BB13)."""
    s = game()
    act(s, 0, "use ddet", "point 1.0.0", "point 1.0.1", "announce 8")
    assert s.detonator == 3 and legal(s, 1) == {"choose 1.0.0", "choose 1.0.1"}
    s = game()
    act(s, 0, "use ddet", "point 1.0.3", "point 1.0.4", "announce 8")   # 7 and 7.5
    assert GAME.outcome(s) is None and legal(s, 1) == {"choose 1.0.3"}
    s = game(hands=[["1", "3"], ["2.5", "7.5", "5"], ["2", "4"], ["6", "8"]])
    act(s, 0, "use ddet", "point 1.0.0", "point 1.0.2", "announce 3")
    assert GAME.outcome(s).key == "busters.outcome.red"


def test_double_detector_never_yellow_same_stand():
    """FAQ L419: values 1-12 only; both wires on one stand of a 2-stand hand."""
    s = deal(4, [[["1", "3.1"], ["5", "8"]], [["1", "5"], ["6.1", "8"]]])
    act(s, 0, "use ddet")
    assert legal(s, 0) == {"point 1.0.0", "point 1.1.0"}   # left to right, within a stand
    act(s, 0, "point 1.1.0")
    assert legal(s, 0) == {"point 1.1.1"}
    act(s, 0, "point 1.1.1")
    assert legal(s, 0) == {"announce 1", "announce 5", "announce 8"}
    assert "busters.detector.success" in keys(act(s, 0, "announce 8"))


def test_stabilizer_then_a_swap_leaving_only_red_still_lets_the_seat_reveal():
    """R-BB18: the Stabilizer commits to a Dual Cut unless none is possible any more."""
    s = deal(4, [["3", "7.5"], ["2.5", "4"], ["3", "5"], ["4", "5"]], equipment=[2, 9],
             ready=(2, 9))
    act(s, 0, "use stabilizer")
    act(s, 1, "use walkie 1.0.0 0")                # seat 1 gives its red 2.5 to seat 0
    act(s, 0, "give 0.0.0")                        # seat 0 gives back its 3
    assert [sl.wire.text for sl in s.hands[0][0].slots] == ["2.5", "7.5"]
    assert "reveal" in legal(s, 0)


def test_double_detector_wires_need_not_be_adjacent():
    """FAQ L419: the 2 wires need not be adjacent."""
    s = game()
    act(s, 0, "use ddet", "point 2.0.0", "point 2.0.4", "announce 8")   # 2 and 9
    assert s.detonator == 3 and legal(s, 2) == {"choose 2.0.0", "choose 2.0.4"}


def test_turn_cards_are_the_active_seats_and_the_window_closes_on_a_declaration():
    """REF L311/L319/L342/L347 ("to use on your turn") vs L297 ("at any time"); R-BB10:
    no card once a cut is being declared, resolved or answered."""
    s = game(3, 6, 10, 11)
    s.detonator = 3
    assert legal(s, 1) == {"use rewinder", "pass"}
    assert {"use triple", "use xray", "use coffee 1", "use rewinder"} <= legal(s, 0)
    act(s, 0, "use triple")
    assert GAME.to_act(s) == {0} and "use rewinder" not in legal(s, 0)
    assert "use xray" in legal(s, 0)                # tools combine before pointing
    act(s, 0, "point 1.0.0")
    assert not any(a.startswith("use") for a in legal(s, 0))
    act(s, 0, "point 1.0.1", "point 1.0.2", "announce 5")
    assert GAME.to_act(s) == {1} and legal(s, 1) == {"choose 1.0.2"}


def test_several_cards_in_a_row():
    """REF L286 "Multiple equipment cards can be chained in sequence" (RB: "A bomb
    disposal expert can use several in a row"), even out of turn."""
    s = game(4, 6, 8)
    s.detonator = 2
    act(s, 2, "use postit 2.0.4", "use rewinder", "use radar 9")
    assert [c.status for c in s.equipment] == ["used"] * 3 and s.detonator == 3
    assert s.active == 0 and GAME.to_act(s) == {0}     # no any-time card left: no window
