"""What the deduction must learn from the cards' own words (issue 31): each test plays
a scenario written from a mission card and checks the exact deduction draws the
card's conclusion about a hidden wire."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.inference import collapse, wire_distributions
from tests.engine.busters.helpers import act
from tests.engine.busters.missions.helpers import laid
from tests.engine.busters.oracle import distributions
from tests.engine.busters.oracle.compare import diff


def p(s, viewer: int, addr: tuple, key: str) -> float:
    """The chance, from `viewer`'s seat, that the hidden wire `addr` is `key` ("7",
    "RED", "YELLOW")."""
    return collapse(wire_distributions(GAME.view(s, viewer))[addr]).get(key, 0.0)


def test_24_a_count_token_is_never_in_front_of_a_red_wire():
    # Mission 24: "These tokens cannot be placed in front of red wires." Seat 1 puts
    # its set-up x-token on its 2; seat 0 may not think that wire red.
    s = laid(24, [["2", "5", "9"], ["2", "3.5", "9"], ["3", "7", "9"], ["5", "6.5", "7"]],
             setup=True)
    for seat in (s.active, *[(s.active + k) % 4 for k in (1, 2, 3)]):
        own = {0: "0.0.1", 1: "1.0.0", 2: "2.0.1", 3: "3.0.0"}[seat]
        act(s, seat, f"info {own}")
    assert s.slot(1, 0, 0).tokens[0].text == "x1"
    assert p(s, 0, (1, 0, 0), "RED") == 0.0
    assert p(s, 0, (1, 0, 1), "RED") > 0.0             # the red is still somewhere


def test_58_a_failed_cut_wire_is_not_red():
    # Mission 58: "Even if a cut action fails, do not give any information about the
    # indicated wire"; but "If the wire in question is red, the bomb explodes": the
    # game went on, so the wire is not red.
    s = laid(58, [["2", "5", "9"], ["2", "5", "9"], ["3", "4.5", "7"], ["3", "5", "7"]])
    act(s, 0, "dual 2.0.0 2")                          # a 3: fails, no token
    assert GAME.outcome(s) is None and not s.slot(2, 0, 0).tokens
    assert p(s, 1, (2, 0, 0), "RED") == 0.0
    assert p(s, 1, (2, 0, 1), "RED") > 0.0


def test_58_a_double_detector_that_fails_had_not_both_wires_red():
    # Rulebook, Double Detector: "If only one of the 2 named wires is red, the bomb
    # does not explode." With both reds of the deal possibly in seat 2's two middle
    # wires, the failure rules that pair out.
    s = laid(58, [["2", "5", "9"], ["2", "5", "9"], ["3", "4.5", "6.5", "7"], ["3", "5", "7"]])
    act(s, 0, "use ddet", "point 2.0.0", "point 2.0.1", "announce 2")   # 3 and 4.5
    assert GAME.outcome(s) is None
    from engine.busters.inference import solve
    post = solve(GAME.view(s, 1))
    # the pair (2.0.0, 2.0.1) both red: impossible; each alone may still be red
    both = 1 - post.prob_none([(2, 0, 0)], ["R"]) - post.prob_none([(2, 0, 1)], ["R"]) \
        + post.prob_none([(2, 0, 0), (2, 0, 1)], ["R"])
    assert abs(both) < 1e-12
    assert p(s, 1, (2, 0, 0), "RED") > 0 and p(s, 1, (2, 0, 1), "RED") > 0


def test_45_a_picked_player_who_places_a_token_holds_no_wire_of_the_card():
    # Mission 45: "If this player does not have the correct value wire, they choose 1
    # info token to put in front of their tile stand": everyone learns seat 2 holds no 5.
    s = laid(45, [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]],
             mission_part={"deck": [5, 7, 2, 3, 9, 1, 4, 6, 8, 10, 11, 12]})
    for seat in range(4):
        act(s, seat, "special notme")
    act(s, 0, "special pick 2")
    act(s, 2, "special token 2.0.1")                   # the 7
    for a in ((2, 0, 0), (2, 0, 2)):
        assert p(s, 1, a, "5") == 0.0, a


def test_52_set_up_false_tokens_may_point_at_red_but_not_at_yellow():
    # Mission 52: "These tokens must be false ... The indicated wires can be blue or
    # red" (R-BB195: never yellow). Two players, four yellow wires in play.
    s = laid(52, [[["2", "3.1", "4.5"], ["5", "9"]], [["2", "5", "6.1"], ["7.5", "9"]]],
             mission_part={"false": [[1, 0, 0, 8], [1, 1, 1, 3]]})
    view = GAME.view(s, 0)
    assert any(type(f).__name__ == "Colours" for f in view.facts)
    assert p(s, 0, (1, 0, 0), "YELLOW") == 0.0
    assert p(s, 0, (1, 1, 1), "YELLOW") == 0.0
    assert p(s, 0, (1, 0, 1), "YELLOW") > 0.0          # no token: may be yellow


def test_26_a_skip_rules_out_every_face_up_value():
    # Mission 26: "If an active bomb disposal expert has no wires in hand matching the
    # remaining visible numbers, they skip their turn" (also test_m26.py)
    s = laid(26, [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]])
    act(s, 0, "special flip 5")
    s.mission_data.update(up=[1, 4, 7], down=[v for v in range(1, 13) if v not in (1, 4, 7)])
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")
    assert any(e.key == "busters.turn.skipped" for e in s.log)
    for a in ((1, 0, 0), (1, 0, 2)):
        assert p(s, 3, a, "7") == 0.0, a


def test_56_a_flipped_wire_owners_miss_that_goes_on_shows_a_wire_it_sees():
    # Mission 56: its owner cuts the flipped wire "using a regular cut action ... If
    # that cut action fails, the bomb explodes!" (R-BB27). Seat 0 (flipped 2 at the far
    # right) announces 3 at seat 2's 2 and misses; the game goes on, so a wire seat 0
    # sees is the 3, and seat 3 gives seat 0's seen wires the 3 for certain.
    s = laid(56, [["1", "3", "6", "2"], ["1", "4", "5", "6"], ["2", "3", "6"], ["4", "5", "6"]],
             mission_part={"flipped": [[0, 0, 3], [1, 0, 3]]})
    act(s, 0, "dual 2.0.0 3")
    assert GAME.outcome(s) is None
    from engine.busters.inference import solve
    post = solve(GAME.view(s, 3))
    assert abs(post.prob_none([(0, 0, 0), (0, 0, 1), (0, 0, 2)], [3])) < 1e-12


# Mission 24: the tokens "show that the indicated value is present once, twice, three,
# or four times on that tile stand (including any already cut wires)"; Walkie-Talkies:
# "Everyone sees where swapped wires come from and end up". A token speaks of its
# stand as it is when placed (R-BB210). Seat 1 gives its lower wire (a 2) for seat 2's
# middle one (a 4, placed after seat 1's own 4); seat 0 then announces 3 at one of
# seat 1's two wires, which is a 4: the failure puts an x2 in front of it.
SWAP_24 = [["1", "3"], ["2", "4"], ["3", "4", "5"], ["1", "2", "5"]]


def _swapped_then_counted(target: str):
    s = laid(24, SWAP_24, equipment=[2], ready=(2,))
    act(s, 1, "use walkie 1.0.0 2")
    act(s, 2, "give 2.0.1")
    assert [sl.wire.text for sl in s.hands[1][0].slots] == ["4", "4"]
    act(s, 0, f"dual {target} 3")
    assert [t.text for t in s.slot(*(int(x) for x in target.split("."))).tokens] == ["x2"]
    return s


@pytest.mark.parametrize("target", ["1.0.0", "1.0.1"])   # its own 4, the one it received
def test_24_a_count_token_placed_after_a_swap_counts_the_stand_as_it_is(target):
    # Seat 3 cannot see {1, 2, 3, 3, 4, 4, 5}. The x2 says seat 1's two wires now, the
    # one dealt to it and the one from seat 2, are alike: 3 and 3 or 4 and 4, and the
    # failure says the pointed wire is no 3. Both are 4s. (Without the token seat 1's
    # own wire could still be the 2; read on seat 1's stand as dealt, the x2 would
    # pair that wire with the 2 it gave away.)
    s = _swapped_then_counted(target)
    assert p(s, 3, (1, 0, 0), "4") == pytest.approx(1.0, abs=1e-12)
    assert p(s, 3, (1, 0, 1), "4") == pytest.approx(1.0, abs=1e-12)
    # every seat, every hidden wire: as the independent enumeration counts it
    for viewer in range(4):
        v = GAME.view(s, viewer)
        assert not diff(wire_distributions(v), distributions(v)), viewer
